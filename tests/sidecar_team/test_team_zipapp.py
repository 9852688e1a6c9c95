"""``memory.team`` in a spec: the bundle's sidecar.pyz carries the PostgreSQL
driver with its licences (and only then), stays byte-for-byte reproducible,
and runs on a bare ``python3 -I -S`` against the real server."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from dshkit.builder.vendor import TEAM_DRIVER
from tests.builder.test_memory_section import BASE, _build, build_example_checked_clean
from tests.pgserver import PgServer

REPO = Path(__file__).resolve().parents[2]
TEAM = "memory:\n  team:\n    urlEnv: DSH_TEAM_URL\n"




def test_driver_and_licences_only_with_a_team_store(tmp_path):
    plain = zipfile.ZipFile(_build(tmp_path, "memory: {}\n", "plain") / "dshkit-memory/sidecar.pyz").namelist()
    a = _build(tmp_path, TEAM, "a")
    b = _build(tmp_path, TEAM, "b")
    pyz = (a / "dshkit-memory/sidecar.pyz").read_bytes()
    assert pyz == (b / "dshkit-memory/sidecar.pyz").read_bytes()
    names = zipfile.ZipFile(io.BytesIO(pyz)).namelist()
    assert not any(n.startswith(("pg8000/", "scramp/")) for n in plain)
    for top in ("pg8000/__init__.py", "scramp/__init__.py", "asn1crypto/__init__.py", "dateutil/parser/__init__.py",
                "six.py"):
        assert top in names, top
    licences = [n for n in names if ".dist-info/" in n and "LICEN" in n.upper()]
    assert len(licences) == len(TEAM_DRIVER)
    assert not any(n.endswith(".pyc") for n in names)
    config = json.loads(json.dumps(_row_config(a)))
    assert config["team"] == {"urlEnv": "DSH_TEAM_URL"}


def _row_config(out: Path) -> dict:
    from dshkit.model.yamlsrc import JSON, parse_yaml

    def plain(node):
        v = node.value
        if isinstance(v, dict):
            return {k: plain(x) for k, x in v.items()}
        if isinstance(v, list):
            return [plain(x) for x in v]
        return v
    rows = parse_yaml((out / "cordis.patch.yml").read_text(), schema=JSON).value
    return plain(rows[0].value["insert"].value[0].value["config"])


def test_pins_in_pyproject_are_the_vendored_versions():
    from importlib.metadata import version

    text = (REPO / "pyproject.toml").read_text()
    for dist in TEAM_DRIVER:
        assert f'"{dist}=={version(dist)}"' in text, dist


def test_packed_team_sidecar_runs_on_bare_python(tmp_path, pg_server: PgServer):
    out = _build(tmp_path, TEAM, "bundle")
    url = pg_server.create_database("zipapp")
    frames = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
               "params": {"storePath": str(tmp_path / "m.sqlite3"), "settings": {"team": {"urlEnv": "DSH_TEAM_URL"}}}},
              {"jsonrpc": "2.0", "id": 2, "method": "memory/write",
               "params": {"title": "Zipapp rule", "body": "The packed sidecar reaches the team server.",
                          "type": "rule", "team": True, "global": True}},
              {"jsonrpc": "2.0", "id": 3, "method": "memory/search", "params": {"query": "packed sidecar"}},
              {"jsonrpc": "2.0", "id": 4, "method": "shutdown"}]
    proc = subprocess.run(["python3", "-I", "-S", str(out / "dshkit-memory/sidecar.pyz")],
                          input="".join(json.dumps(f) + "\n" for f in frames), capture_output=True, text=True,
                          timeout=120, cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "DSH_TEAM_URL": url})
    answers = {r["id"]: r for r in map(json.loads, proc.stdout.splitlines())}
    assert answers[2]["result"]["name"].startswith("team-"), (answers, proc.stderr)
    assert answers[3]["result"]["team"] == {"results": 0}  # inbox entries are not searched by default
    assert pg_server.psql("SELECT title FROM dshkit_team_entries", "zipapp").strip() == "Zipapp rule"
    assert proc.returncode == 0


@pytest.mark.parametrize("section,where,words", [
    ("memory:\n  team:\n    url: postgresql://me:secret@db.example.com/team\n", "8:10", "url"),
    ("memory:\n  team: {}\n", "7:9", "team"),
    ("memory:\n  team:\n    urlEnv: 'not a name'\n", "8:13", "urlEnv"),
    ("memory:\n  team:\n    urlEnv: DSH_TEAM_URL\n    shareLogs: 'yes'\n", "9:16", "shareLogs"),
])
def test_bad_team_section_is_located(tmp_path, section, where, words):
    (tmp_path / "dshkit.yaml").write_text(BASE + section)
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith(f"dshkit.yaml:{where}") and line.endswith("[SPEC002]"), line
    assert words in line and "me:secret" not in line, line


def test_team_example_builds_and_checks_clean(tmp_path):
    out = build_example_checked_clean(tmp_path, "team")
    assert "pg8000/core.py" in zipfile.ZipFile(out / "dshkit-memory/sidecar.pyz").namelist()
    assert _row_config(out)["team"] == {"urlEnv": "DSH_TEAM_URL"}
