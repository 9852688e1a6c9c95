"""The graph compaction backend in the real host (DSH 0.1.0-rc.8 headless, scripted local model).

A bundle built with ``memory.compaction: true`` loads a summarizer row that takes
over the summarize() hook of the host's own ``compaction-basic`` engine at runtime
(answered by the sidecar's ``memory/checkpoint``); the host's row stays enabled.
With a low pressure threshold patched onto that row, a session with a long first message
compacts at a step boundary: the session log holds the compaction, its
checkpoint is the constraints-plus-directory text, and the model never got a
summarization request.
"""

from __future__ import annotations

import glob
import json
import subprocess
from pathlib import Path

import pytest

from tests.dshhost import ensure_host
from tests.host.scripted_model import ScriptedModel
from tests.host.test_memory_e2e import Install, build_memory_example

pytestmark = [pytest.mark.host]

REPO = Path(__file__).resolve().parents[2]
FILLER = " ".join(f"Step {i}: the handler in src/orders/step_{i}.py keeps port {9000 + i} open." for i in range(60))
TASK = "Remember: never force-push to the release branch. " + FILLER


@pytest.fixture(scope="module")
def compacted(tmp_path_factory):
    host = ensure_host()
    base = tmp_path_factory.mktemp("graph-compaction")
    text = (REPO / "examples" / "memory" / "dshkit.yaml").read_text()
    text = text.replace("  autoApprove: false\n", "  autoApprove: false\n  compaction: true\n")
    assert "compaction: true" in text
    bundle = build_memory_example(base, text)
    patch = (bundle / "cordis.patch.yml").read_text()
    inst = Install(host, base, bundle, "compaction")
    # a pressure threshold low enough for one long message (the row's own config)
    inst.overlay.write_text(inst.overlay.read_text() + "- id: compaction-basic\n"
                            "  config: {thresholdRatio: 0.001, retainTokens: 50}\n")
    with ScriptedModel(script=[("memory_search", {"query": "release branch"})], final="Noted.") as model:
        run = inst.run(TASK, model)
    # rc.8 keeps session logs zstd-compressed; the host's own Node 24 reads them
    [log] = glob.glob(str(inst.home / "sessions" / "**" / "session.jsonl.zstd"), recursive=True)
    read = subprocess.run([str(host.node), "-e", "process.stdout.write(require('zlib').zstdDecompressSync("
                           "require('fs').readFileSync(process.argv[1])))", log], capture_output=True, text=True)
    assert read.returncode == 0, read.stderr
    events = [json.loads(line) for line in read.stdout.splitlines() if line.strip()]
    return {"patch": patch, "run": run, "model": model, "events": events}


def test_the_bundle_keeps_the_host_compactor_and_adds_its_summarizer(compacted):
    patch = compacted["patch"]
    assert "compaction-basic" not in patch
    assert "/summarizer" in patch


def test_a_compaction_produces_a_checkpoint_without_a_model_request(compacted):
    kinds = [e.get("type") for e in compacted["events"]]
    summaries = [e for e in compacted["events"] if e.get("type") == "compaction/summary"]
    assert summaries, sorted(set(k for k in kinds if k))
    body = json.dumps(summaries[-1], ensure_ascii=False)
    assert "Checkpoint (no model)" in body and "never force-push" in body, body[:2000]
    assert "Expand a line: memory/expand" in body  # the directory is aligned with the host's seqs
    assert "Operations that require approval" not in body  # the runtime snapshot is not a constraint
    assert "- - " not in body  # a second compaction carries constraints forward, not re-quoted
    for request in compacted["model"].requests:
        assert not any("Output only the checkpoint text" in t for t in request.texts())
