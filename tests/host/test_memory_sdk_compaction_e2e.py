"""dshkit's compaction engine on DSH 0.2.1-rc.2's ``sdk-minimal`` profile (automatic compaction).

A bundle built with ``memory.compaction: true`` brings a summarizer that takes over the
``summarize()`` hook of the host's own ``compaction-basic`` engine at runtime (answered
by the sidecar's ``memory/checkpoint``); the host's row stays enabled, so in both runs
the threshold is patched onto ``compaction-basic``. With a pressure threshold low enough
for one long message (the user layer ``profiles/sdk-minimal/cordis.patch.yml`` patches
the row's config, as a user would), a session compacts at a step boundary:

- with the memory bundle, the session's ``compaction/summary`` is dshkit's checkpoint
  (constraints plus a directory of the log) and the model got no summarization request;
- the control, the same session and threshold with the host's own ``compaction-basic``
  (a memory bundle without ``compaction``), does send the model a summarization
  request: the threshold really triggers a compaction, so the absence above means
  something.

The rc.8 leg is ``test_graph_compaction_e2e.py``.
"""

from __future__ import annotations

import json

import pytest

from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, build_memory_example, sdk_host_or_skip
from tests.host.test_graph_compaction_e2e import TASK
from tests.host.test_memory_e2e import REPO

pytestmark = [pytest.mark.host]

PROFILE = "sdk-minimal"
THRESHOLD = "{thresholdRatio: 0.001, retainTokens: 50}"
FOLLOW_UP = "Thanks. What was the rule about the release branch?"


def _session(base, spec_text: str, name: str, row: str) -> dict:
    """Build, add to sdk-minimal, lower ``row``'s threshold, and run two turns."""
    host = sdk_host_or_skip()
    (base / name).mkdir()
    bundle = build_memory_example(base / name, spec_text)
    inst = SdkInstall(host, base / name, bundle, "install", profile=PROFILE)
    layer = inst.home / "profiles" / PROFILE / "cordis.patch.yml"
    # `dsh plugin add` leaves the layer as comments and an empty list (`[]`): the row goes in its place
    kept = [line for line in (layer.read_text() if layer.exists() else "").splitlines() if line.strip() != "[]"]
    layer.write_text("\n".join([*kept, f"- id: {row}", f"  config: {THRESHOLD}", ""]))
    turns = {TASK: [("memory_search", {"query": "release branch"})], FOLLOW_UP: []}
    with MessagesScriptedModel(turns=turns, final="Noted.") as model:
        with inst.harness(model) as harness:
            session = harness.start_session()
            results = [session.run(TASK), session.run(FOLLOW_UP)]
            stderr = inst.runtime_stderr(harness)
    events = [e for r in results for e in r.events]
    return {"results": results, "events": events, "model": model, "stderr": stderr, "inst": inst}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    sdk_host_or_skip()
    base = tmp_path_factory.mktemp("memory-sdk-compaction")
    text = (REPO / "examples" / "memory" / "dshkit.yaml").read_text()
    with_engine = text.replace("  autoApprove: false\n", "  autoApprove: false\n  compaction: true\n")
    assert "compaction: true" in with_engine
    return {"dshkit": _session(base, with_engine, "dshkit", "compaction-basic"),
            "host": _session(base, text, "host", "compaction-basic")}


def _summaries(run: dict) -> list[dict]:
    return [e for e in run["events"] if e.get("type") == "compaction/summary"]


def test_every_turn_completes_under_both_engines(runs):
    for engine, run in runs.items():
        reasons = [r.finish_reason for r in run["results"]]
        assert reasons == ["completed", "completed"], (engine, reasons, run["stderr"][-3000:])


def test_the_host_engine_compacts_with_a_summarization_request(runs):
    """The control: the threshold triggers compaction-basic, which asks the model."""
    run = runs["host"]
    assert _summaries(run), sorted({e.get("type") for e in run["events"]})
    assert run["model"].summarization(), [r.texts()[-1][:200] for r in run["model"].requests]
    # and it is asked about the long span itself (what dshkit's run must never do)
    assert any("Step 59: the handler in src/orders/step_59.py" in t
               for r in run["model"].summarization() for t in r.texts())


def test_dshkit_engine_compacts_to_a_checkpoint_without_a_model_request(runs):
    run = runs["dshkit"]
    summaries = _summaries(run)
    assert summaries, (sorted({e.get("type") for e in run["events"]}), run["stderr"][-3000:])
    # the first compaction, over the long message with the rule, is dshkit's checkpoint
    body = json.dumps(summaries[0], ensure_ascii=False)
    assert "Checkpoint (no model)" in body and "never force-push" in body, body[:2000]
    assert "Expand a line: memory/expand" in body  # the directory names the host's seqs
    assert summaries[0]["data"].get("llmStreamCall") is not True
    # At this threshold the host compacts at every step. A later span the sidecar refuses (a
    # previous checkpoint plus one step, under its 1,200-byte floor) goes to the host's own
    # summarizer, by design; but the model is never asked to summarize the long span itself.
    long_tail = "Step 59: the handler in src/orders/step_59.py keeps port 9059 open."
    assert long_tail in TASK
    for request in run["model"].summarization():
        assert not any(long_tail in t for t in request.texts())
    assert len(run["model"].agent()) == 3, [r.texts()[-1][:200] for r in run["model"].requests]
