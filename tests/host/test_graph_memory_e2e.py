"""Graph memory end to end in the real host (DSH 0.1.0-rc.8 headless, scripted local model),
across sessions (the card within one session's turns: test_graph_multiturn_e2e.py).

- session 1: the user states a constraint; the model writes notes.txt with the
  host's own ``write`` tool (``file_path``): the sidecar extracts a pinned
  constraint node and an artifact node holding the file's content hash;
- the file is then edited on disk;
- session 2: its model requests carry the card (``## Working memory``) with the
  constraint and the file marked as changed on disk (the node is now
  ``stale``); the model calls ``memory_recall`` and ``memory_expand`` with the
  constraint's coordinates, and the original text of session 1's message is
  what the expand tool returns to the model;
- /mem show, stats, recall, graph, restore and bad input, typed through the
  host's own command service.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.dshhost import ensure_host
from tests.host.scripted_model import ScriptedModel
from tests.host.test_memory_e2e import Install, build_memory_example, run_commands

pytestmark = [pytest.mark.host]

REPO = Path(__file__).resolve().parents[2]
TASK1 = "Remember: always use tabs in Makefiles. Please write the plan to notes.txt."


def build_graph_memory_example(base: Path) -> Path:
    """examples/memory with the graph's agent tools (recall, expand) and the /mem command."""
    text = (REPO / "examples" / "memory" / "dshkit.yaml").read_text()
    text = text.replace("  tools: [memory_search, memory_get, memory_write]\n",
                        "  tools: [memory_search, memory_get, memory_write, memory_recall, memory_expand]\n")
    text = text.replace("  commands: [list, promote, forget]\n", "  commands: [list, promote, forget, mem]\n")
    assert "memory_recall" in text
    return build_memory_example(base, text)


@pytest.fixture(scope="module")
def graph_run(tmp_path_factory):
    host = ensure_host()
    base = tmp_path_factory.mktemp("graph-e2e")
    inst = Install(host, base, build_graph_memory_example(base), "graph")
    out = {"inst": inst}
    with ScriptedModel(script=[("write", {"file_path": "notes.txt", "content": "plan v1\n"})],
                       final="Wrote the plan.") as model:
        out["run1"] = inst.run(TASK1, model)
    out["nodes1"] = inst.rows("SELECT kind, status, text, path, content_hash, session_id, seq FROM graph_nodes")
    notes = inst.work / "notes.txt"
    out["notes_existed"] = notes.exists()
    notes.write_text("plan v1\nedited by hand\n")
    constraint = [r for r in out["nodes1"] if r[0] == "constraint"]
    sid, seq = (constraint[0][5], constraint[0][6]) if constraint else ("none", 0)
    with ScriptedModel(script=[("memory_recall", {"query": "tabs Makefiles"}),
                               ("memory_expand", {"sessionId": sid, "fromSeq": seq, "toSeq": seq})],
                       final="Checked.") as model:
        out["run2"] = inst.run("What did we agree on?", model)
        out["model2"] = model
    out["nodes2"] = inst.rows("SELECT kind, status, path FROM graph_nodes")
    lines = ["/mem show", "/mem stats", "/mem recall tabs Makefiles", "/mem graph tabs Makefiles",
             "/mem restore 999999", "/mem"]
    out["commands"] = run_commands(inst, lines, inst.base / "mem-commands.jsonl")
    return out


def test_session1_extracts_a_constraint_and_an_artifact_with_its_hash(graph_run):
    nodes = graph_run["nodes1"]
    kinds = {r[0]: r for r in nodes}
    assert "constraint" in kinds and "tabs in Makefiles" in kinds["constraint"][2], nodes
    assert graph_run["notes_existed"]
    assert "artifact" in kinds and kinds["artifact"][3] == "notes.txt" and kinds["artifact"][4], nodes


def test_session2_card_holds_the_constraint_and_the_stale_file(graph_run):
    agent = graph_run["model2"].agent()
    assert len(agent) == 3, [r.texts() for r in agent]
    for request in (agent[0], agent[2]):
        body = json.dumps(request.body["messages"], ensure_ascii=False)
        assert "## Working memory" in body and "tabs in Makefiles" in body, body[-3000:]
        assert "notes.txt (changed on disk since)" in body
    assert ("artifact", "stale", "notes.txt") in graph_run["nodes2"]


def test_session2_expand_returns_the_original_text(graph_run):
    agent = graph_run["model2"].agent()
    tool_results = [m.get("content") for m in agent[2].body["messages"] if m.get("role") == "tool"]
    assert "tabs in Makefiles" in tool_results[0]  # recall
    assert TASK1 in tool_results[1]  # expand: session 1's own words


def test_mem_user_commands_in_the_real_host(graph_run):
    show, stats, recall, graph, restore, usage = (r["result"] for r in graph_run["commands"])
    assert show["kind"] == "success" and "tabs in Makefiles" in show["text"], graph_run["commands"]
    assert '"constraint/active": 1' in stats["text"], stats
    assert "tabs in Makefiles" in recall["text"] and "seq" in recall["text"], recall
    assert graph["kind"] == "success" and "constraint (active)" in graph["text"], graph
    assert restore["kind"] == "error" and "no node" in restore["text"], restore
    assert usage["kind"] == "error" and usage["text"].startswith("Usage: /mem"), usage

