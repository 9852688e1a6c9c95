"""The npm on PATH as the oracle: its version, its bundled packages, and batch runs under Node."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.nodeoracle import node_binary


@functools.lru_cache(maxsize=1)
def npm_modules() -> Path:
    """``$(npm root -g)/npm/node_modules``: npm's own copies of npm-packlist, minimatch, …"""
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is required for the pack tests")
    root = subprocess.run([npm, "root", "-g"], capture_output=True, text=True, check=True).stdout.strip()
    path = Path(root) / "npm" / "node_modules"
    if not (path / "npm-packlist").is_dir():
        pytest.fail(f"npm's bundled packages are not at {path}")
    return path


def run_node_json(script: str, payload, timeout: float = 900):
    """Run ``script`` with NPM_MODULES set, JSON in on stdin, one JSON document out."""
    proc = subprocess.run([node_binary(), "-e", script], input=json.dumps(payload),
                          capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "NPM_MODULES": str(npm_modules())})
    if proc.returncode != 0:
        raise AssertionError(f"node failed: {proc.stderr[-3000:]}")
    return json.loads(proc.stdout)


def run_node_lines(script: str, payload: list, item_timeout: float = 60) -> tuple[list, bool]:
    """Like ``run_node_json`` but one JSON line per item, with a watchdog per item.

    Returns the answers received, in order, and whether Node stopped answering for
    ``item_timeout`` seconds (then it was killed). An early exit leaves the list
    short without a timeout.
    """
    import selectors

    proc = subprocess.Popen([node_binary(), "-e", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env={**os.environ, "NPM_MODULES": str(npm_modules())})
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(payload).encode())
    proc.stdin.close()
    answers: list = []
    timed_out = False
    buf = b""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    try:
        while len(answers) < len(payload):
            if not sel.select(timeout=item_timeout):
                timed_out = True  # npm spins: the caller records this item as unfinished
                break
            chunk = os.read(proc.stdout.fileno(), 1 << 20)
            if not chunk:
                break
            buf += chunk
            *lines, buf = buf.split(b"\n")
            answers += [json.loads(line) for line in lines if line.strip()]
    finally:
        proc.kill()
        proc.wait()
        sel.close()
    return answers, timed_out
