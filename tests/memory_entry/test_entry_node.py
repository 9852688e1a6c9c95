"""The generated memory entry under Node's own test runner (``node --test``).

The bundle is built here from examples/memory (so the entry under test is
exactly what ``dshkit build`` writes); ``entry.test.mjs`` drives it with a
stand-in host context while it talks to the real sidecar process. Each Node
test is reported back as one pytest case, so a failure names the Node test.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is required (the entry is JavaScript)")
    return node


@pytest.fixture(scope="module")
def node_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("entry")
    bundle = base / "bundle"
    # the example as shipped, plus `compaction: true` so the summarizer module is in the bundle too
    project = base / "project"
    shutil.copytree(REPO / "examples" / "memory", project)
    spec = (project / "dshkit.yaml").read_text()
    assert "  autoApprove: false\n" in spec
    (project / "dshkit.yaml").write_text(spec.replace("  autoApprove: false\n", "  autoApprove: false\n  compaction: true\n"))
    build = subprocess.run([sys.executable, "-m", "dshkit", "build", str(project / "dshkit.yaml"),
                            "-o", str(bundle)], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert build.returncode == 0, build.stderr
    scratch = base / "scratch"
    scratch.mkdir()
    env = {**os.environ, "DSHKIT_ENTRY": (bundle / "dshkit-memory" / "index.js").as_uri(), "DSHKIT_TMP": str(scratch)}
    assert (bundle / "dshkit-memory" / "index.js").read_bytes() == (REPO / "dshkit" / "builder" / "js" / "memory-entry.js").read_bytes()
    env.pop("NODE_OPTIONS", None)
    run = subprocess.run([_node(), "--test", "--test-reporter=tap", str(HERE / "entry.test.mjs")],
                         capture_output=True, text=True, timeout=300, env=env, cwd=REPO)
    return run


def _results(tap: str) -> dict[str, bool]:
    out = {}
    for m in re.finditer(r"^(not ok|ok) \d+ - (.+?)(?: # .*)?$", tap, re.M):
        out[m.group(2).strip()] = m.group(1) == "ok"
    return out


NODE_TESTS = [
    "tools write, search and get through the real sidecar",
    "recall and baseline enter the first step; the ack stops a repeat; a closing step gets nothing",
    "a reject and an aborted step pass through untouched, next() always called",
    "the /memory command lists, promotes and forgets; bad input gets the usage",
    "a SIGKILLed sidecar is restarted and backfilled from the host log: nothing is lost",
    "without a usable Python: one clear warning, every hook a no-op",
    "llm/complete is answered with the host model service on the configured route",
    "skills: registered at runtime, never over another provider's copy (one warning naming it)",
    "settings are registered with the host settings service; its value wins over the row",
    "dispose stops the sidecar",
    "auto-approval table: plain read-only calls pass; hostile lines, state changes, other stores and output files do not",
    "auto-approval answers only bash approvals of trusted calls, and only when enabled",
    "0.2.1 line: a snapshotEvents() session gets producer-owned plugin:<name> sources and is backfilled after a SIGKILL",
    "0.2.1 line: the stored log is read through sessionPersistence.open(id, 'read'); tool results are given to the sidecar in v3 form",
    "a settings service without register(): one line says what is off, the row config applies",
    "summarizer: takes over the host engine's summarize() once loaded, falls back to it, restores it on dispose",
    "summarizer: an engine without summarize() is left alone with one line",
    'memory_write of a rule that is already active says so instead of "saved to the inbox"',
]


def test_every_node_test_is_listed_here(node_run):
    assert sorted(_results(node_run.stdout)) == sorted(NODE_TESTS), node_run.stdout[-4000:] + node_run.stderr[-2000:]


@pytest.mark.parametrize("name", NODE_TESTS)
def test_node(node_run, name):
    results = _results(node_run.stdout)
    assert results.get(name) is True, f"node test {name!r} failed:\n{node_run.stdout[-6000:]}\n{node_run.stderr[-2000:]}"
