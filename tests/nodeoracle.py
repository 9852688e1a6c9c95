"""Run the real npm packages in ``oracle/`` under Node, for differential tests.

The oracles are the reference implementations (npm ``semver``, ``js-yaml``):
tests send them a batch of questions as JSON on stdin and read one JSON answer.
``ensure_oracles()`` installs the pinned versions from ``oracle/package-lock.json``
with ``npm ci`` when they are missing, so the README's test command works on a
fresh clone (``.ci/run`` pre-installs them too).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ORACLE_DIR = Path(__file__).resolve().parent.parent / "oracle"


def node_binary() -> str:
    node = os.environ.get("DSHKIT_NODE") or shutil.which("node")
    if not node:
        pytest.fail("Node.js is required for the oracle tests (set DSHKIT_NODE or put node on PATH)")
    return node


def ensure_oracles() -> Path:
    """Install the pinned oracle packages once; return the oracle directory."""
    wanted = json.loads((ORACLE_DIR / "package.json").read_text())["dependencies"]
    if not all((ORACLE_DIR / "node_modules" / name / "package.json").exists() for name in wanted):
        npm = shutil.which("npm")
        if not npm:
            pytest.fail("npm is required to install the test oracles in oracle/")
        subprocess.run(
            [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
            cwd=ORACLE_DIR,
            check=True,
        )
    return ORACLE_DIR


def sarif_schema() -> dict:
    """The SARIF 2.1.0 JSON Schema, as shipped in the pinned ``@microsoft/jest-sarif``."""
    path = ensure_oracles() / "node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json"
    return json.loads(path.read_text(encoding="utf-8"))


def run_node(script: str, payload, timeout: float = 600):
    """Run ``script`` (JavaScript source) with ``payload`` as JSON on stdin.

    The script runs with ``oracle/`` as its working directory so ``require``
    finds the pinned packages; it must print exactly one JSON document.
    """
    ensure_oracles()
    proc = subprocess.run(
        [node_binary(), "-e", script],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=ORACLE_DIR,
        timeout=timeout,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"oracle script failed ({proc.returncode}):\n{proc.stderr}")
    return json.loads(proc.stdout)
