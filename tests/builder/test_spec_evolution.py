"""``memory.evolution``: defaults carried into the row only when enabled, one source for the
sidecar's rules, the zipapp's extras (its located errors: test_memory_section.py CASES)."""

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


def _pyz_names(tmp_path, text: str) -> tuple[set, bytes]:
    import zipfile
    (tmp_path / "dshkit.yaml").write_text(text)
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    pyz = tmp_path / "dist" / "dshkit-memory" / "sidecar.pyz"
    return set(zipfile.ZipFile(pyz).namelist()), pyz


def test_the_zipapp_carries_the_skill_reader_only_with_evolution(tmp_path):
    (tmp_path / "on").mkdir()
    names, pyz = _pyz_names(tmp_path / "on", GOOD)
    assert "dshkit/model/skill.py" in names and "dshkit/sidecar/evolution/flow.py" in names
    # the sidecar's structural check reads SKILL.md with it, in the isolated runtime the host starts
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); from dshkit.sidecar.evolution.structure import "
             "_skill_problem as p; print(p('---\\nname: x\\ndescription: d\\n---\\n', 'skills/x/SKILL.md'));"
             " print(p('nope\\n', 'skills/x/SKILL.md'))")
    out = subprocess.run([sys.executable, "-I", "-S", "-c", probe, str(pyz)], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[0] == "None" and "[DSH501]" in out[1]
    # frontmatter only ruamel.yaml could read: refused with a reason, never a crash
    flow = ("import sys; sys.path.insert(0, sys.argv[1]); from dshkit.sidecar.evolution.structure import "
            "_skill_problem as p; print(p('---\\nname: x\\ndescription: &a d\\n---\\n', 'skills/x/SKILL.md'))")
    out = subprocess.run([sys.executable, "-I", "-S", "-c", flow, str(pyz)], capture_output=True, text=True,
                         check=True).stdout
    assert "plain `key: value` YAML" in out
    (tmp_path / "off").mkdir()
    names, _ = _pyz_names(tmp_path / "off", BASE.replace("  evolution:\n", "  python: python3\n"))
    assert not any(n.startswith("dshkit/model/") for n in names)


def test_the_skill_reader_set_is_import_closed_and_stdlib_only():
    import ast
    from pathlib import Path

    from dshkit.builder.memory import SKILL_READER

    root = Path(__file__).resolve().parents[2] / "dshkit"
    carried = {"dshkit." + rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for rel in SKILL_READER}
    for rel in SKILL_READER:
        for node in ast.walk(ast.parse((root / rel).read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []
            for name in names:
                top = name.split(".")[0]
                if name == "dshkit.model.yamlfull":  # ruamel.yaml, lazily: refused without it (below)
                    continue
                assert top in sys.stdlib_module_names or name in carried, (rel, name)


def test_every_example_leaves_evolution_off():
    from pathlib import Path

    from dshkit.builder.memory import row_config
    from dshkit.spec.loader import load_spec

    examples = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*/dshkit.yaml"))
    assert examples
    for path in examples:
        spec = load_spec(path)
        if spec.memory is not None:
            assert spec.memory.evolution is None and "evolution" not in row_config(spec.memory), path
