"""The YAML readers' modules import one way: leaf types <- scalar rules <- the
fast reader / the ruamel path <- the entry point, with no circle (not even
through a function-level import)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import dshkit

MODEL = Path(dshkit.__file__).parent / "model"
YAML_MODULES = ["yamlnode", "yamlscalar", "fastyaml", "yamlfull", "yamlsrc"]


def _imports(name: str) -> set[str]:
    """The dshkit.model modules ``name`` imports anywhere in its source."""
    tree = ast.parse((MODEL / f"{name}.py").read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("dshkit."):
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.startswith("dshkit."))
    return {m.rsplit(".", 1)[1] for m in out if m.startswith("dshkit.model.")}


def test_leaf_imports_nothing_from_dshkit():
    tree = ast.parse((MODEL / "yamlnode.py").read_text(encoding="utf-8"))
    mods = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    mods += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in mods if m and m.startswith("dshkit")]


def test_no_import_circle_among_model_modules():
    names = [p.stem for p in MODEL.glob("*.py") if p.stem != "__init__"]
    graph = {n: _imports(n) & set(names) for n in names}
    assert graph["fastyaml"] == {"yamlnode", "yamlscalar"}
    assert "yamlsrc" not in graph["yamlfull"]

    def cycle_from(start, node, seen):
        for nxt in graph[node]:
            if nxt == start:
                return [node, nxt]
            if nxt not in seen:
                seen.add(nxt)
                found = cycle_from(start, nxt, seen)
                if found:
                    return [node] + found
        return None

    cycles = {n: cycle_from(n, n, {n}) for n in names}
    assert not {n: c for n, c in cycles.items() if c}


def test_each_yaml_module_imports_alone():
    for name in YAML_MODULES:
        proc = subprocess.run([sys.executable, "-c", f"import dshkit.model.{name}"], capture_output=True, text=True)
        assert proc.returncode == 0, (name, proc.stderr)
