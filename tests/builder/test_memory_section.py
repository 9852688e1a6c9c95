"""The ``memory:`` section: located errors, what the bundle gets, and a sidecar
zipapp that runs on a bare ``python3 -I -S`` straight out of the packed tarball."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from dshkit.model.yamlsrc import JSON, parse_yaml
from dshkit.pack.packer import pack_directory
from dshkit.pack.packlist import packlist

REPO = Path(__file__).resolve().parents[2]
JS = REPO / "dshkit" / "builder" / "js"
BASE = """\
package:
  name: dsh-mem
  version: 1.0.0
host:
  min: 0.1.0-rc.8
"""

EVO = "memory:\n  evolution:\n"
CASES = [
    # (memory section, "LINE:COL", code, words)
    ("memory:\n  colour: red\n", "7:3", "SPEC002", "colour"),
    ("memory:\n  tools: [memory_search, memory_delete]\n", "7:26", "SPEC002", "memory_delete"),
    ("memory:\n  commands: [list, wipe]\n", "7:20", "SPEC002", "wipe"),
    ("memory:\n  consolidation: sometimes\n", "7:18", "SPEC002", "consolidation"),
    ("memory:\n  consolidation:\n    models: [no-slash]\n", "8:14", "SPEC002", "no-slash"),
    ("memory:\n  budgets: {injectionBytes: 10}\n", "7:29", "SPEC002", "injectionBytes"),
    ("memory:\n  autoApprove: yes\n", "7:16", "SPEC002", "autoApprove"),
    ("memory: []\n", "6:9", "SPEC002", "memory"),
    ("plugins:\n  - id: memory\n    module: x\nmemory: {}\n", "9:9", "SPEC008", "rowId"),
    # memory.evolution (docs/spec.md "Memory"): the block's lines start at line 8
    (EVO + "    enabled: true\n    checks: [{name: t, argv: [python]}]\n", "8:5", "SPEC015", "no model"),
    (EVO + "    enabled: true\n    model: p/m\n", "8:5", "SPEC015", "no checks"),
    (EVO + "    enabled: true\n    model: p/m\n    checks: []\n", "10:13", "SPEC015", "no checks"),
    (EVO + "    enabled: true\n    model: p/m\n    checks:\n      - name: t\n        argv: python -m unittest\n",
     "12:15", "SPEC002", "never through a shell"),
    (EVO + "    enabled: true\n    model: nomodel\n    checks: [{name: t, argv: [x]}]\n", "9:12", "SPEC002",
     "provider/model"),
    (EVO + "    protectedPaths: [tests/*.py]\n", "8:22", "SPEC015", "globs are unsupported"),
    (EVO + "    protectedPaths: [ok, 'a/{b,c}']\n", "8:26", "SPEC015", "globs are unsupported"),
    (EVO + "    protectedPaths: [../secrets]\n", "8:22", "SPEC015", "'..'"),
    (EVO + "    protectedPaths: [/etc/passwd]\n", "8:22", "SPEC015", "absolute"),
    (EVO + "    validationTrials: 6\n", "8:23", "SPEC002", "validationTrials"),
    (EVO + "    enabled: true\n    model: p/m\n    checks: [{name: t, argv: [x]}]\n    shell: true\n",
     "11:5", "SPEC002", "shell"),
]


@pytest.mark.parametrize("section,where,code,words", CASES)
def test_bad_memory_section_is_located(tmp_path, section, where, code, words):
    (tmp_path / "dshkit.yaml").write_text(BASE + section)
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith(f"dshkit.yaml:{where}") and line.endswith(f"[{code}]"), line
    assert words in line, line


def _build(tmp_path: Path, section: str, name: str = "out") -> Path:
    (tmp_path / "dshkit.yaml").write_text(BASE + section)
    out = tmp_path / name
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build", "-o", str(out)], cwd=tmp_path,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return out


def test_memory_bundle_files_row_and_exports(tmp_path):
    out = _build(tmp_path, "memory:\n  python: /opt/py/bin/python3\n  store: ~/mem.sqlite3\n"
                           "  consolidation:\n    models: [deepseek-official/deepseek-v4-flash]\n"
                           "  tools: [memory_search]\n  commands: []\n  autoApprove: true\n")
    manifest = json.loads((out / "package.json").read_text())
    assert manifest["exports"]["./memory"] == "./dshkit-memory/index.js"
    assert "dshkit-memory" in manifest["files"]
    assert not manifest.get("dependencies")
    rows = parse_yaml((out / "cordis.patch.yml").read_text(), schema=JSON)
    [item] = rows.value
    [row] = item.value["insert"].value
    data = {k: v.value for k, v in row.value.items()}
    assert data["id"] == "memory" and data["name"] == "dsh-mem/memory"
    config = row.value["config"]
    assert config.value["python"].value == "/opt/py/bin/python3"
    assert config.value["store"].value == "~/mem.sqlite3"
    assert [n.value for n in config.value["tools"].value] == ["memory_search"]
    assert config.value["autoApprove"].value is True
    # the modules ship as-is: byte for byte the static files node --check/--test load
    for rel, src in (("index.js", "memory-entry.js"), ("host.js", "memory-host.js")):
        assert (out / "dshkit-memory" / rel).read_bytes() == (JS / src).read_bytes(), rel
        imports = re.findall(r"^import .* from '([^']+)'", (out / "dshkit-memory" / rel).read_text(), re.M)
        assert all(i.startswith("node:") or i == "./host.js" for i in imports), imports  # no npm imports
    # the per-bundle values are data beside them
    values = json.loads((out / "dshkit-memory" / "bundle.json").read_text())
    assert values["defaults"]["autoApprove"] is True and values["settingsNamespace"] == "memory-dsh-mem"
    assert values["pluginName"] == "dsh-mem/memory" and values["defaults"]["tools"] == ["memory_search"]
    assert not (out / "dshkit-memory" / "summarizer.js").exists()
    # what npm would pack holds the modules, their values and the sidecar
    assert {"dshkit-memory/index.js", "dshkit-memory/host.js", "dshkit-memory/bundle.json",
            "dshkit-memory/sidecar.pyz"} <= set(packlist(out))


def test_static_modules_pass_node_check():
    for src in sorted(JS.glob("*.js")):
        done = subprocess.run(["node", "--check", str(src)], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, f"{src.name}: {done.stderr}"


def test_memory_build_is_byte_identical(tmp_path):
    a = _build(tmp_path, "memory: {}\n", "a")
    b = _build(tmp_path, "memory: {}\n", "b")
    for rel in ("dshkit-memory/sidecar.pyz", "dshkit-memory/index.js", "dshkit-memory/bundle.json", "package.json",
                "cordis.patch.yml"):
        assert (a / rel).read_bytes() == (b / rel).read_bytes(), rel


def test_packed_sidecar_runs_on_bare_python(tmp_path):
    out = _build(tmp_path, "memory: {}\n")
    packed = pack_directory(out)
    with tarfile.open(fileobj=io.BytesIO(packed.tgz), mode="r:gz") as tar:
        pyz = tar.extractfile("package/dshkit-memory/sidecar.pyz").read()
    app = tmp_path / "sidecar.pyz"
    app.write_bytes(pyz)
    frames = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
               "params": {"storePath": str(tmp_path / "m.sqlite3")}},
              {"jsonrpc": "2.0", "id": 2, "method": "memory/write",
               "params": {"title": "t", "body": "Packed sidecar works.", "global": True}},
              {"jsonrpc": "2.0", "id": 3, "method": "memory/list", "params": {"statuses": ["inbox"]}},
              {"jsonrpc": "2.0", "id": 4, "method": "shutdown"}]
    # -I -S: no site-packages, no user paths: only the standard library and the zipapp
    proc = subprocess.run(["python3", "-I", "-S", str(app)], input="".join(json.dumps(f) + "\n" for f in frames),
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    answers = {r["id"]: r for r in map(json.loads, proc.stdout.splitlines())}
    assert answers[1]["result"]["name"] == "dshkit-sidecar", proc.stderr
    assert answers[3]["result"]["entries"][0]["name"] == answers[2]["result"]["name"]
    assert proc.returncode == 0


def build_example_checked_clean(tmp_path: Path, example: str) -> Path:
    """examples/<example> built, and `dshkit check` finds nothing in it (but DSH206's info); the bundle."""
    out = tmp_path / "bundle"
    build = subprocess.run([sys.executable, "-m", "dshkit", "build", str(REPO / "examples" / example / "dshkit.yaml"),
                            "-o", str(out)], capture_output=True, text=True, cwd=REPO)
    assert build.returncode == 0, build.stderr
    check = subprocess.run([sys.executable, "-m", "dshkit", "check", str(out), "--format", "json"],
                           capture_output=True, text=True, cwd=REPO)
    assert check.returncode == 0, check.stdout + check.stderr
    assert _beyond_next_line_info(json.loads(check.stdout)) == [], check.stdout
    return out


def test_memory_example_builds_and_checks_clean(tmp_path):
    out = build_example_checked_clean(tmp_path, "memory")
    # the host range admits both hosts that install today (npm's rc.8, PyPI's 0.2.1-rc.2), in both modes
    from dshkit.semver import satisfies

    dsh = json.loads((out / "package.json").read_text())["peerDependencies"]["@deepseek-ai/dsh"]
    for host in ("0.1.0-rc.8", "0.2.1-rc.2"):
        assert satisfies(host, dsh, include_prerelease=True) and satisfies(host, dsh), (host, dsh)


def test_memory_compaction_adds_a_summarizer_and_keeps_the_host_compactor(tmp_path):
    out = _build(tmp_path, "memory:\n  compaction: true\n  budgets: {projectionBytes: 800}\n")
    manifest = json.loads((out / "package.json").read_text())
    assert manifest["exports"]["./summarizer"] == "./dshkit-memory/summarizer.js"
    rows = parse_yaml((out / "cordis.patch.yml").read_text(), schema=JSON).value
    # the memory row and the summarizer row; compaction-basic is never disabled (the summarizer
    # takes over its summarize() at runtime, so a failed load leaves the host's compaction)
    assert len(rows) == 2
    assert [r.value["id"].value for r in rows[1].value["insert"].value] == ["memory-summarizer"]
    assert "compaction-basic" not in (out / "cordis.patch.yml").read_text()
    memory_row = rows[0].value["insert"].value[0]
    assert memory_row.value["config"].value["budgets"].value["projectionBytes"].value == 800
    assert (out / "dshkit-memory" / "summarizer.js").read_bytes() == (JS / "memory-summarizer.js").read_bytes()
    without = _build(tmp_path, "memory: {}\n", name="plain")
    assert not (without / "dshkit-memory" / "summarizer.js").exists()
    assert "compaction-basic" not in (without / "cordis.patch.yml").read_text()


def test_memory_example_with_compaction_keeps_one_backend(tmp_path):
    """``memory.compaction: true`` adds a summarizer, no second compaction backend, and
    leaves compaction-basic enabled: the build checks clean."""
    spec = (REPO / "examples" / "memory" / "dshkit.yaml").read_text()
    assert "\n  consolidation: off\n" in spec
    (tmp_path / "dshkit.yaml").write_text(spec.replace("\n  consolidation: off\n",
                                                       "\n  consolidation: off\n  compaction: true\n"))
    shutil.copytree(REPO / "examples" / "memory" / "skills", tmp_path / "skills")
    out = tmp_path / "bundle"
    build = subprocess.run([sys.executable, "-m", "dshkit", "build", "-o", str(out)], cwd=tmp_path,
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    check = subprocess.run([sys.executable, "-m", "dshkit", "check", str(out), "--format", "json"],
                           capture_output=True, text=True, cwd=REPO)
    assert check.returncode == 0 and _beyond_next_line_info(json.loads(check.stdout)) == [], \
        check.stdout + check.stderr

    text = (out / "cordis.patch.yml").read_text()
    assert "memory-summarizer" in text and "compaction-basic" not in text


def _beyond_next_line_info(findings: list[dict]) -> list[dict]:
    """The findings less DSH206: the built peer range stops before the host line after
    the newest official release (0.3), on purpose, and DSH206 says so as an info."""
    return [f for f in findings if not (f["code"] == "DSH206" and f["severity"] == "info")]
