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
