"""No import circle: every dshkit module imports on its own, whatever is imported first.

Two views of one property.  The static one reads every module's import
statements and asserts the graph they draw has no cycle (module level, which
is what decides import order; and, for the packages listed in
``NO_LAZY_CIRCLE``, also the imports inside functions, which are how circles
usually get hidden).  The dynamic one imports each module first in a fresh
interpreter, the way ``python -c "import X"`` would, so a circle that the
static reading misses still fails here with its traceback.

A fresh ``python`` per module costs ~100 modules x the interpreter and
third-party start-up (seconds each on a busy machine), so the dynamic test
starts one interpreter, imports the third-party libraries there (they cannot
be part of a dshkit circle), asserts no dshkit module is loaded yet, and forks
one child per module: each child starts with no dshkit module in
``sys.modules``, exactly like a new interpreter.  Where there is no ``fork``
(Windows) it falls back to one interpreter per module.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import dshkit

PACKAGE_DIR = Path(dshkit.__file__).parent
THIRD_PARTY = ("click", "jinja2", "semver", "ruamel.yaml", "jsonschema")
# Packages whose function-level imports must not close a circle either.
NO_LAZY_CIRCLE = ("dshkit.model", "dshkit.semver", "dshkit.builder", "dshkit.check", "dshkit.pack", "dshkit.spec")


def module_names() -> dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
        if parts[-1] == "__main__":
            continue  # importing it runs the program
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(node: ast.AST, name: str, is_package: bool, modules: dict, lazy: bool) -> set[str]:
    """dshkit modules an import statement under ``node`` names (only module-level ones unless lazy)."""
    out: set[str] = set()
    for child in ast.iter_child_nodes(node):
        if _is_type_checking(child):
            continue
        if isinstance(child, ast.Import):
            out |= {a.name for a in child.names if a.name in modules}
        elif isinstance(child, ast.ImportFrom):
            base = child.module or ""
            if child.level:
                package = name if is_package else name.rpartition(".")[0]
                for _ in range(child.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}" if base else package
            subs = {f"{base}.{a.name}" for a in child.names if f"{base}.{a.name}" in modules}
            # `from pkg import name` runs pkg's __init__ first: an edge, unless every name
            # is a submodule (`from . import schema` works even while pkg is half-initialized)
            if base in modules and len(subs) < len(child.names):
                out.add(base)
            out |= subs
        elif lazy or not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            out |= _imports(child, name, is_package, modules, lazy)
    out.discard(name)
    return out


def import_graph(lazy: bool) -> dict[str, set[str]]:
    modules = module_names()
    return {name: _imports(ast.parse(path.read_text(encoding="utf-8")), name, path.name == "__init__.py",
                           modules, lazy)
            for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_reader_sees_module_level_and_lazy_imports():
    graph = import_graph(lazy=False)
    assert "dshkit.semver.version" in graph["dshkit.semver.range"]
    assert "dshkit.semver.comparator" in graph["dshkit.semver.range"]
    # `dshkit check` imports its API inside the command: only the lazy graph has that edge
    assert "dshkit.check.api" not in graph["dshkit.check.cli"]
    assert "dshkit.check.api" in import_graph(lazy=True)["dshkit.check.cli"]


def test_module_level_imports_have_no_circle():
    assert cycles(import_graph(lazy=False)) == []


def test_no_lazy_import_closes_a_circle_in_these_packages():
    graph = import_graph(lazy=True)
    inside = {n: {m for m in deps if m.startswith(NO_LAZY_CIRCLE)}
              for n, deps in graph.items() if n.startswith(NO_LAZY_CIRCLE)}
    assert cycles(inside) == []


FORK_SERVER = r"""
import importlib, json, os, sys, traceback
for name in json.loads(sys.argv[1]):
    importlib.import_module(name)
loaded = [m for m in sys.modules if m == "dshkit" or m.startswith("dshkit.")]
assert not loaded, loaded
def child(name):
    try:
        importlib.import_module(name)
    except BaseException:
        sys.stderr.write(f"--- import {name} ---\n" + traceback.format_exc())
        sys.stderr.flush()
        os._exit(1)
    os._exit(0)
running, failed = {}, []
todo = list(reversed(json.loads(sys.argv[2])))
while todo or running:
    while todo and len(running) < (os.cpu_count() or 1):
        name = todo.pop()
        pid = os.fork()
        if pid == 0:
            child(name)
        running[pid] = name
    pid, status = os.wait()
    if status != 0:
        failed.append(running[pid])
    del running[pid]
failed.sort()
print(json.dumps(failed))
"""


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PACKAGE_DIR.parent), env.get("PYTHONPATH")]))
    return env


def test_each_module_imports_first_in_a_fresh_interpreter():
    names = list(module_names())
    assert len(names) > 80 and "dshkit.semver.version" in names and "dshkit.model.bundle" in names
    if hasattr(os, "fork"):
        proc = subprocess.run([sys.executable, "-c", FORK_SERVER, json.dumps(THIRD_PARTY), json.dumps(names)],
                              capture_output=True, text=True, env=_env(), timeout=300)
        assert proc.returncode == 0, proc.stderr
        failed = json.loads(proc.stdout)
        detail = proc.stderr
    else:  # pragma: no cover - Windows
        failed, detail = [], ""
        for name in names:
            proc = subprocess.run([sys.executable, "-c", f"import {name}"], capture_output=True, text=True,
                                  env=_env(), timeout=120)
            if proc.returncode:
                failed.append(name)
                detail += proc.stderr
    assert failed == [], detail


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the fork server needs os.fork")
def test_the_fork_server_reports_a_module_that_cannot_be_imported_first(tmp_path):
    """The dynamic test can fail: two modules importing names from each other."""
    pkg = tmp_path / "circ"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from circ.b import B\nA = 1\n")
    (pkg / "b.py").write_text("from circ.a import A\nB = 2\n")
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", FORK_SERVER, "[]", json.dumps(["circ.a", "circ.b"])],
                          capture_output=True, text=True, env=env, timeout=60)
    assert json.loads(proc.stdout) == ["circ.a", "circ.b"]
    assert "ImportError" in proc.stderr and "partially initialized" in proc.stderr
