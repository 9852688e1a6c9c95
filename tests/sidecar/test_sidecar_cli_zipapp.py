"""`dshkit memory …` and the zipapp on a bare interpreter; import boundaries."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from dshkit.cli import main as cli_main
from dshkit.sidecar import ops
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import Store
from dshkit.sidecar.zipapp import build

from .harness import REPO, SessionBuilder

SIDECAR = REPO / "dshkit" / "sidecar"


def run_cli(args: list[str]) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "dshkit", "memory", *args], capture_output=True, text=True,
                          cwd=str(REPO))
    return proc.returncode, proc.stdout, proc.stderr


@pytest.fixture
def filled(tmp_path) -> str:
    path = str(tmp_path / "m.sqlite3")
    s = Store(path)
    b = SessionBuilder("cli-s")
    b.turn("我们决定用 PostgreSQL 16", [{"text": "好的"}], title="决定")
    ing = Ingestor(s, IngestSettings(utc_offset_minutes=0))
    for e in [b.header, *b.events]:
        ing.on_event(b.session_id, e)
    w1 = ops.write_inbox(s, title="db", key="db", body="use PostgreSQL 16", entry_type="decision")
    ops.promote(s, w1["name"])
    w2 = ops.write_inbox(s, title="db", key="db", body="use SQLite", entry_type="decision")
    s.close()
    return path, w1["name"], w2["name"]


def test_memory_cli_commands(filled, tmp_path):
    path, old, new = filled
    code, out, _ = run_cli(["stats", "--store", path])
    assert code == 0 and "entries     5 (3 log, 2 knowledge)" in out
    code, out, _ = run_cli(["search", "PostgreSQL", "--store", path, "--json"])
    assert code == 0 and [h["name"] for h in json.loads(out)] == [old]
    code, out, _ = run_cli(["search", "决定", "--all", "--store", path])
    assert code == 0 and "msg-cli-s-0" in out
    code, out, _ = run_cli(["show", "msg-cli-s-0", "--store", path])
    assert code == 0 and "## Role\nuser" in out and "msg-cli-s-0 -belongTo-> session-cli-s" in out
    code, _, err = run_cli(["promote", new, "--store", path])
    assert code == 2 and f"--supersede {old}" in err and "[MEM004]" in err and "Traceback" not in err
    code, out, _ = run_cli(["promote", new, "--supersede", old, "--store", path])
    assert code == 0 and f"superseded {old}" in out
    target = tmp_path / "out.jsonl"
    code, _, _ = run_cli(["export", "--store", path, "-o", str(target)])
    records = [json.loads(line) for line in target.read_text().splitlines()]
    assert code == 0 and {r["name"] for r in records if r["type"] == "entry"} == {old, new}
    assert {"type": "edge", "head": new, "relation": "supersedes", "tail": old} in records
    code, _, err = run_cli(["show", "nope", "--store", path])
    assert code == 2 and "[MEM003]" in err


def test_memory_cli_bad_store(tmp_path):
    code, _, err = run_cli(["stats", "--store", str(tmp_path / "missing.db")])
    assert code == 2 and "missing.db: no memory store here [MEM001]" in err
    junk = tmp_path / "junk.db"
    junk.write_text("not sqlite")
    code, _, err = run_cli(["search", "x", "--store", str(junk)])
    assert code == 2 and "[MEM002]" in err and "Traceback" not in err


def test_memory_group_is_loaded_by_root_cli():
    result = CliRunner().invoke(__import__("dshkit.cli", fromlist=["cli"]).cli, ["memory", "--help"])
    assert result.exit_code == 0 and "stats" in result.output and "export" in result.output
    assert callable(cli_main)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_sidecar_imports_only_stdlib_and_itself():
    # _sha2 is the 3.12+ name of the builtin sha256 module (dshkit.sidecar.hashing)
    stdlib = set(sys.stdlib_module_names) | {"_sha2", "_sha256"}
    # the team store's PostgreSQL driver: pure Python, vendored into the zipapp only for a
    # spec with memory.team (dshkit.builder.vendor), and imported only by the team package
    team_driver = {"pg8000"}
    # dshkit's SKILL.md reader: put into the zipapp only for an enabled memory.evolution
    # (dshkit.builder.memory.SKILL_READER, import-closed: tests/builder/test_spec_evolution.py),
    # imported only by evolution's structural check
    skill_reader = {"dshkit.model.skill"}
    for f in SIDECAR.rglob("*.py"):
        for name in _imports(f):
            top = name.split(".")[0]
            if top in team_driver and f.parent.name == "team":
                continue
            if name in skill_reader and f.parent.name == "evolution":
                continue
            assert top in stdlib or name == "dshkit.sidecar" or name.startswith("dshkit.sidecar."), (f, name)


def test_zipapp_runs_on_a_bare_interpreter(tmp_path):
    pyz = build(tmp_path / "dshkit-sidecar.pyz")
    bare = shutil.which("python3", path="/usr/bin:/bin") or sys.executable
    frames = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"storePath": str(tmp_path / "z.db")}},
        {"jsonrpc": "2.0", "id": 2, "method": "memory/write", "params": {"title": "t", "body": "记忆预算"}},
        {"jsonrpc": "2.0", "id": 3, "method": "memory/search", "params": {"query": "预算",
                                                                          "statuses": ["inbox"]}},
        {"jsonrpc": "2.0", "id": 4, "method": "shutdown"},
    ]
    # -I: isolated (no user site, no PYTHONPATH); -S: no site-packages at all
    proc = subprocess.run([bare, "-I", "-S", str(pyz)], input="".join(json.dumps(f) + "\n" for f in frames),
                          capture_output=True, text=True, timeout=60, cwd=str(tmp_path))
    replies = [json.loads(line) for line in proc.stdout.splitlines()]
    assert proc.returncode == 0 and [r["id"] for r in replies] == [1, 2, 3, 4]
    assert replies[2]["result"]["results"][0]["name"].startswith("mem-")
