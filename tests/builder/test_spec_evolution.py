"""``memory.evolution``: located errors, defaults carried into the row only when enabled."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dshkit.sidecar.evolution import settings as evo_settings

BASE = """\
package:
  name: dsh-evo
  version: 1.0.0
host:
  min: 0.2.1-rc.2
memory:
  evolution:
"""
GOOD = BASE + """\
    enabled: true
    model: prov/model-x
    checks:
      - name: tests
        argv: [python, -m, unittest]
    protectedPaths: [tests, pyproject.toml]
"""

CASES = [
    # (evolution block lines after BASE, "LINE:COL", code, words)
    ("    enabled: true\n    checks: [{name: t, argv: [python]}]\n", "8:5", "SPEC015", "no model"),
    ("    enabled: true\n    model: p/m\n", "8:5", "SPEC015", "no checks"),
    ("    enabled: true\n    model: p/m\n    checks: []\n", "10:13", "SPEC015", "no checks"),
    ("    enabled: true\n    model: p/m\n    checks:\n      - name: t\n        argv: python -m unittest\n",
     "12:15", "SPEC002", "never through a shell"),
    ("    enabled: true\n    model: nomodel\n    checks: [{name: t, argv: [x]}]\n", "9:12", "SPEC002", "provider/model"),
    ("    protectedPaths: [tests/*.py]\n", "8:22", "SPEC015", "globs are unsupported"),
    ("    protectedPaths: [ok, 'a/{b,c}']\n", "8:26", "SPEC015", "globs are unsupported"),
    ("    protectedPaths: [../secrets]\n", "8:22", "SPEC015", "'..'"),
    ("    protectedPaths: [/etc/passwd]\n", "8:22", "SPEC015", "absolute"),
    ("    validationTrials: 6\n", "8:23", "SPEC002", "validationTrials"),
    ("    enabled: true\n    model: p/m\n    checks: [{name: t, argv: [x]}]\n    shell: true\n",
     "11:5", "SPEC002", "shell"),
]


@pytest.mark.parametrize("block,where,code,words", CASES)
def test_bad_evolution_block_is_located(tmp_path, block, where, code, words):
    (tmp_path / "dshkit.yaml").write_text(BASE + block)
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2, proc.stdout
    assert "Traceback" not in proc.stderr
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith(f"dshkit.yaml:{where}:"), line
    assert line.endswith(f"[{code}]"), line
    assert words in line, line


def _row_config(tmp_path, text: str) -> dict:
    (tmp_path / "dshkit.yaml").write_text(text)
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    values = json.loads((tmp_path / "dist" / "dshkit-memory" / "bundle.json").read_text())
    return values["defaults"]


def test_enabled_block_reaches_the_row_with_defaults(tmp_path):
    config = _row_config(tmp_path, GOOD)
    assert config["evolution"] == {
        "enabled": True, "model": "prov/model-x", "validationTrials": 2, "shadowTurns": 3,
        "checkTimeoutMs": 120000, "probeTimeoutMs": 600000,
        "checks": [{"name": "tests", "argv": ["python", "-m", "unittest"]}],
        "protectedPaths": ["tests", "pyproject.toml"]}
    # the sidecar reads the very same block
    parsed = evo_settings.parse(config["evolution"])
    assert parsed.enabled and parsed.route == {"provider": "prov", "model": "model-x"}
    assert parsed.protected_paths == ("tests", "pyproject.toml")


@pytest.mark.parametrize("block", ["    enabled: false\n    model: p/m\n", "    validationTrials: 3\n", None])
def test_disabled_or_absent_block_leaves_the_row_unchanged(tmp_path, block):
    text = BASE + block if block else BASE.replace("  evolution:\n", "  python: python3\n")
    assert "evolution" not in _row_config(tmp_path, text)


def test_schema_limits_are_the_sidecars():
    schema = json.loads(open("schemas/dshkit.schema.json").read())
    props = schema["$defs"]["memory"]["properties"]["evolution"]["properties"]
    for key, (low, high) in evo_settings.LIMITS.items():
        assert (props[key]["minimum"], props[key]["maximum"]) == (low, high), key


@pytest.mark.parametrize("path,ok", [("tests", True), ("./tests/", True), ("a/b.py", True), ("tests/*", False),
                                     ("x?", False), ("[ab]", False), ("../x", False), ("a/../../x", False),
                                     ("/abs", False), ("C:\\x", False), ("", False)])
def test_protected_path_rule(path, ok):
    assert (evo_settings.path_problem(path) is None) is ok
