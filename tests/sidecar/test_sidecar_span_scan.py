"""The span scan and the ledger step are pure: events in, a span description
out, no store (none is opened here). What they check is what ``Ingestor.cut``
then writes in one unit."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.sidecar.ingest import assign_ledgers, is_loggable, scan_span, withdrawn_seqs

from .harness import SessionBuilder


def _scan(events, **kw):
    args = {"inherited": 0, "next_ordinal": 0, "last_turn": 0, **kw}
    return scan_span(events, **args)


def test_scan_orders_human_and_model_messages_and_skips_the_rest():
    b = SessionBuilder("s1")
    b.turn("plan the migration", [{"text": "first I read the schema", "plugin_message": "injected"}],
           title="Migration")
    span = _scan(b.events, next_ordinal=7)
    logged = [(o, e["type"]) for o, e, _ in span.items]
    # the snapshot and the plugin's message are users' messages the human never wrote
    assert logged == [(7, "user/message"), (8, "assistant/message")]
    assert span.next_ordinal == 9 and span.turn == 1 and span.title == "Migration"
    assert span.turn_end_reason == {"kind": "completed"} and span.hidden == set()
    assert all(turn == 1 for _, _, turn in span.items)


def test_scan_leaves_inherited_events_unlogged_but_counts_their_turns():
    b = SessionBuilder("s2")
    b.turn("parent's question", [{"text": "parent's answer"}])
    cut = len(b.events)
    b.turn("child's question", [{"text": "child's answer"}])
    span = _scan(b.events, inherited=cut)
    assert [e["data"].get("content", [{}])[0].get("text") for _, e, _ in span.items[:1]] == ["child's question"]
    assert len(span.items) == 2 and span.turn == 2


def test_scan_collects_withdrawn_seqs_from_whitelisted_markers_only():
    b = SessionBuilder("s3")
    b.turn("keep me", [{"text": "answer"}])
    gone = b.seq_of("keep me")
    b.rewind([gone])
    b.rewind([gone + 1], kind="some-plugin")  # not a withdrawal source
    span = _scan(b.events)
    assert span.hidden == {gone}
    assert withdrawn_seqs(b.events[-2]) == {gone} and withdrawn_seqs(b.events[-1]) == set()


def test_tool_results_are_judged_and_copies_after_a_prune_are_not():
    b = SessionBuilder("s4")
    b.turn("run it", [{"tools": [("bash", "[exit code: 2]\nfailed")]}, {"text": "it failed"}])
    span = _scan(b.events)
    (call,) = [c for calls in span.by_step.values() for c in calls]
    assert call.name == "bash" and call.ok is False and call.error_code == "exit 2"
    # the result first seen after compaction/prune is a copy: not judged ...
    result = next(e for e in b.events if e["type"] == "tool/result")
    without = [e for e in b.events if e is not result]
    b.prune()
    pruned = [*without, b.events[-1], result]
    assert [c.ok for calls in _scan(pruned).by_step.values() for c in calls] == [None]
    # ... until the next step starts
    step = {"type": "step/start", "seq": 999, "time": 0, "data": {"turn": 1, "step": 9}}
    assert [c.ok for calls in _scan([*pruned[:-1], step, result]).by_step.values() for c in calls] == [False]


def test_ledgers_go_to_the_answer_after_tool_only_steps_once():
    b = SessionBuilder("s5")
    b.turn("two tools then an answer",
           [{"tools": [("read", "ok")]}, {"tools": [("grep", "ok")]}, {"text": "done"}])
    b.turn("again", [{"text": "nothing to run"}])
    span = _scan(b.events)
    ledgers = assign_ledgers(span.items, span.by_step)
    answers = [o for o, e, _ in span.items if e["type"] == "assistant/message" and
               any(blk["type"] == "text" for blk in e["data"]["message"]["content"])]
    # the tool-only steps' messages are not loggable; the answer carries both calls
    assert [c.name for c in ledgers[answers[0]]] == ["read", "grep"]
    assert ledgers[answers[1]] == []


_EVENT = st.fixed_dictionaries({
    "type": st.sampled_from(["user/message", "assistant/message", "turn/start", "turn/end", "step/start",
                             "tool/call", "tool/result", "compaction/prune", "session/title"]),
    "data": st.one_of(st.none(), st.fixed_dictionaries({
        "turn": st.one_of(st.none(), st.integers(0, 5)),
        "source": st.one_of(st.none(), st.fixed_dictionaries({"kind": st.sampled_from(["user", "plugin", "model"])})),
        "content": st.just([{"type": "text", "text": "x"}]),
    })),
})


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(_EVENT, max_size=30), st.integers(0, 40), st.integers(0, 1000))
def test_ordinals_are_dense_and_only_loggable_events_get_one(raw, inherited, first):
    events = [{**e, "seq": i} for i, e in enumerate(raw)]
    span = _scan(events, inherited=inherited, next_ordinal=first)
    assert [o for o, _, _ in span.items] == list(range(first, span.next_ordinal))
    assert [e for _, e, _ in span.items] == [e for e in events if e["seq"] >= inherited and is_loggable(e)]
