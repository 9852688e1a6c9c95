"""Shared pieces of the hostile-input tests: a minimal project, the CLI in a
subprocess, the exit-2 contract, and peak memory of a child process."""

from __future__ import annotations

import ast
import io
import json
import os
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

GOOD_SPEC = """\
package:
  name: dsh-demo
  version: 1.0.0
  main: index.js
host:
  min: 0.1.7-rc.1
plugins:
  - id: demo
"""

PATCH = "- insert:\n    - id: demo-row\n      name: dsh-demo\n"
MANIFEST = {"name": "dsh-demo", "version": "1.0.0", "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}

# `path:line:col: message [CODE]` or, for a whole file, `path: message [CODE]`
LOCATED = re.compile(r"^(?:dshkit: )?\S.*?(?::\d+:\d+)?: .+ \[[A-Z]+[0-9]{3}(?:/[A-Z]+[0-9]{3})?\]$")


def project(root: Path, spec: str = GOOD_SPEC, **files: str | bytes) -> Path:
    """A spec directory with index.js, plus ``files`` (name -> text or bytes)."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "dshkit.yaml").write_text(spec, encoding="utf-8")
    (root / "index.js").write_text("export function apply() {}\n")
    for rel, data in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return root


def bundle_dir(root: Path, manifest: dict | str | None = None, patch: str = PATCH) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    text = manifest if isinstance(manifest, str) else json.dumps(manifest or MANIFEST)
    (root / "package.json").write_text(text)
    if patch is not None:
        (root / "cordis.patch.yml").write_text(patch)
    return root


def dshkit(*args: str, cwd: Path | None = None, timeout: float = 60, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dshkit", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout, **kw)


def dshkit_here(*args) -> subprocess.CompletedProcess:
    """The CLI in this process (no interpreter start, for many quick cases): its exit
    status, stdout and stderr. Any exception but SystemExit — a traceback for the
    user — propagates and fails the test."""
    from dshkit.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = 0
    with redirect_stdout(out), redirect_stderr(err):
        try:
            main([str(a) for a in args])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())


def assert_located_exit_2(proc: subprocess.CompletedProcess, *words: str) -> str:
    """Exit 2, one located error line, no traceback; returns that line."""
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert proc.returncode == 2, (proc.returncode, proc.stdout[-500:], proc.stderr[-500:])
    line = proc.stderr.strip().splitlines()[-1]
    assert LOCATED.match(line), line
    for word in words:
        assert word in line, (word, line)
    return line


_PEAK = """
import resource, sys, runpy
if {max_mib!r}:  # an address-space cap: a runaway read fails fast here instead of taking the machine
    resource.setrlimit(resource.RLIMIT_AS, ({max_mib!r} << 20, {max_mib!r} << 20))
if {audit!r}:  # every file the command opens, for "never reads outside" tests
    opened = []
    sys.addaudithook(lambda event, args: opened.append(args[0]) if event == "open" else None)
sys.argv = {argv!r}
try:
    runpy.run_module("dshkit", run_name="__main__")
except SystemExit as exc:
    code = exc.code
else:
    code = 0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
if {audit!r}:
    sys.stderr.write("\\nOPENED=%r\\n" % [str(p) for p in opened if isinstance(p, (str, bytes))])
sys.stderr.write("\\nPEAK_KB=%d\\n" % peak)
sys.exit(code)
"""


def dshkit_peak(*args: str, cwd: Path | None = None, timeout: float = 120, max_mib: int = 0
                ) -> tuple[subprocess.CompletedProcess, int]:
    """Run the CLI in a child; (result without the peak line, peak RSS in MiB).
    ``max_mib``: cap the child's address space (RLIMIT_AS) so that a regression
    fails with a MemoryError instead of growing to gigabytes."""
    code = _PEAK.format(argv=["dshkit", *map(str, args)], max_mib=max_mib, audit=False)
    proc = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, timeout=timeout)
    m = re.search(r"\nPEAK_KB=(\d+)\n", proc.stderr)
    assert m, proc.stderr[-2000:]
    proc.stderr = proc.stderr[:m.start()]
    return proc, int(m.group(1)) // 1024


def dshkit_opened(*args: str, cwd: Path | None = None, timeout: float = 120
                  ) -> tuple[subprocess.CompletedProcess, list[str]]:
    """Run the CLI in a child; (result, every path it opened, in order: Python's ``open`` audit events)."""
    code = _PEAK.format(argv=["dshkit", *map(str, args)], max_mib=0, audit=True)
    proc = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, timeout=timeout)
    m = re.search(r"\nOPENED=(.*)\n", proc.stderr)
    assert m, proc.stderr[-2000:]
    proc.stderr = proc.stderr[:m.start()]
    return proc, ast.literal_eval(m.group(1))


def baseline_peak() -> int:
    """Peak RSS (MiB) of the same child doing next to nothing: the constant to compare against."""
    _, peak = dshkit_peak("--version")
    return peak
