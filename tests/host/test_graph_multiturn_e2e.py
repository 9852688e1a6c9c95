"""Graph memory within one session of three user turns, in the real host.

examples/memory (with recall, expand and /mem) is built by dshkit, added with
``dsh plugin add`` to DSH 0.1.0-rc.8's web profile and driven through the web
app's own API (``web_session.WebHost``: why the web app, with source references),
against a scripted local model:

- turn 1: the user states a constraint and the model writes notes.txt with the
  host's ``write`` tool;
- turn 2: an unrelated question; its model request carries the card with the
  constraint and the file, unchanged;
- notes.txt is edited on disk;
- turn 3: the card sent with turn 3's own model request holds turn 1's
  constraint and the file marked as changed on disk; the model calls
  ``memory_recall`` and ``memory_expand`` with turn 1's coordinates and gets
  turn 1's own words back.

That these are turns 1, 2 and 3 of one session id is read from the session's
own ``turn/start`` events. Every wait is for an event (the turn's ``turn/end``
on the host's event downlink); the graph's nodes are read after the host has
stopped, so the test holds however the sidecar schedules its extraction.
"""

from __future__ import annotations

import hashlib

import pytest

from tests.dshhost import ensure_host
from tests.host.headless import message_text
from tests.host.scripted_model import ScriptedModel
from tests.host.test_graph_memory_e2e import build_graph_memory_example
from tests.host.test_memory_e2e import Install
from tests.host.web_session import WebHost

pytestmark = [pytest.mark.host]

TURN1 = "Remember: always use tabs in Makefiles. Please write the plan to notes.txt."
TURN2 = "What is the capital of France?"
TURN3 = "What did we agree on earlier?"
PLAN = "plan v1\n"
CARD = "## Working memory"


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    host = ensure_host()
    base = tmp_path_factory.mktemp("graph-multiturn")
    inst = Install(host, base, build_graph_memory_example(base), "web", profile="web")
    turns = {TURN1: [("write", {"file_path": "notes.txt", "content": PLAN})], TURN2: [], TURN3: []}
    out = {"inst": inst}
    with ScriptedModel(turns=turns, final="Ok.") as model:
        env = {"DEEPSEEK_BASE_URL": model.base_url, "DEEPSEEK_API_KEY": "k"}
        with WebHost(host, inst.home, inst.overlay, inst.work, env) as web:
            sid = web.new_session(inst.work)
            out["turn1"] = web.prompt(sid, TURN1)
            out["notes_after_turn1"] = (inst.work / "notes.txt").read_text()
            out["turn2"] = web.prompt(sid, TURN2)
            (inst.work / "notes.txt").write_text(PLAN + "edited by hand\n")
            [said] = out["turn1"].human_messages()
            turns[TURN3] = [("memory_recall", {"query": "tabs Makefiles"}),
                            ("memory_expand", {"sessionId": sid, "fromSeq": said["seq"], "toSeq": said["seq"]})]
            out["turn3"] = web.prompt(sid, TURN3)
        out.update(sid=sid, events=web.events, exit=web.returncode, model=model)
    out["nodes"] = inst.rows("SELECT kind, status, text, path, content_hash, session_id, seq, turn, pinned"
                             " FROM graph_nodes")
    return out


def cards(request) -> list[tuple[int, str]]:
    """The cards in one model request: (message index, text)."""
    return [(i, message_text(m)) for i, m in enumerate(request.body["messages"])
            if message_text(m).startswith(CARD)]


def prompt_index(request, prompt: str) -> int:
    return max(i for i, m in enumerate(request.body["messages"])
               if m.get("role") == "user" and message_text(m) == prompt)


def test_three_user_turns_of_one_session(session):
    sid = session["sid"]
    assert session["exit"] == 0
    assert set(session["events"]) == {sid}
    starts = [e["data"]["turn"] for e in session["events"][sid] if e["type"] == "turn/start"]
    assert starts == [1, 2, 3], starts
    for number, prompt in ((1, TURN1), (2, TURN2), (3, TURN3)):
        turn = session[f"turn{number}"]
        assert turn.number == number and turn.events[0]["type"] == "turn/start"
        assert turn.reason["kind"] == "completed", turn.reason
        assert [message_text(e["data"]) for e in turn.human_messages()] == [prompt]


def test_turn2_request_carries_the_card_with_the_constraint_and_the_file(session):
    model = session["model"]
    assert session["notes_after_turn1"] == PLAN  # the host's own write tool wrote it in turn 1
    first = model.turn_requests(TURN2)[0]
    seen = cards(first)
    assert seen, [t[-300:] for t in first.texts()]
    card = seen[-1][1]  # the card the model has at that point
    assert "tabs in Makefiles" in card and "notes.txt" in card, card
    assert "changed on disk" not in card, card


def test_turn3_request_carries_turn1_constraint_in_its_own_card(session):
    model = session["model"]
    requests = model.turn_requests(TURN3)
    assert len(requests) == 3, [r.texts()[-3:] for r in requests]  # recall, expand, final answer
    first = requests[0]
    # sent with turn 3 itself (after its prompt), not a card left in the history by turn 2
    own = [text for i, text in cards(first) if i > prompt_index(first, TURN3)]
    assert len(own) == 1, [t[-300:] for t in first.texts()]
    assert "tabs in Makefiles" in own[0], own[0]
    assert "notes.txt (changed on disk since)" in own[0], own[0]


def test_turn1_nodes_keep_their_coordinates_and_the_file_went_stale(session):
    sid = session["sid"]
    [said] = session["turn1"].human_messages()
    kinds = {}
    for kind, status, text, path, content_hash, node_sid, seq, turn, pinned in session["nodes"]:
        kinds.setdefault(kind, []).append((status, text, path, content_hash, node_sid, seq, turn, pinned))
    [constraint] = [n for n in kinds.get("constraint", []) if "tabs in Makefiles" in n[1]]
    assert constraint[0] == "active" and constraint[4:] == (sid, said["seq"], 1, 1), constraint
    [artifact] = kinds.get("artifact", [])
    status, _, path, content_hash, node_sid, _, turn, _ = artifact
    assert (status, path, node_sid, turn) == ("stale", "notes.txt", sid, 1), artifact
    assert content_hash and hashlib.sha256(PLAN.encode()).hexdigest().startswith(content_hash), artifact


def test_turn3_expand_returns_turn1_original_text(session):
    final = session["model"].turn_requests(TURN3)[-1]
    start = prompt_index(final, TURN3)
    tool_results = [message_text(m) for m in final.body["messages"][start:] if m.get("role") == "tool"]
    assert len(tool_results) == 2, tool_results
    assert "tabs in Makefiles" in tool_results[0]  # recall
    assert TURN1 in tool_results[1]  # expand: turn 1's own words
