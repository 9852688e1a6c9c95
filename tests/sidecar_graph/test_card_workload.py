"""The second card-replay workload (bench/agent_workload.py) is a fair instrument:
deterministic per seed, its ground truth only names items that earlier events established,
and its events are what the sidecar accepts."""

from __future__ import annotations

from types import SimpleNamespace

from bench import card_replay
from bench.agent_workload import generate
from tests.sidecar.harness import SessionBuilder

from .helpers import jargs, ok_writes, replay_over_the_wire, tool_turn, workload_dump


def test_same_seed_same_workload_other_seed_other_workload():
    assert workload_dump(generate(5)) == workload_dump(generate(5))
    assert workload_dump(generate(5)) != workload_dump(generate(6))


def test_every_used_item_was_established_by_an_earlier_turn():
    for seed in range(4):
        w = generate(seed)
        assert len(w.turns) == 120
        written: set[str] = set()     # abs paths an ok tool write/edit of a finished turn touched
        stated: set[tuple] = set()    # (session, seq) of human messages of finished turns
        scored = 0
        for s in w.sessions:
            seqs = [e["seq"] for t in s.turns for e in t.head + t.rest]
            assert seqs == list(range(len(seqs)))
            for t in s.turns:
                for item in t.used:
                    assert item in {("file", p) for p in written} | {("stmt", *k) for k in stated}, (seed, item)
                    scored += 1
                assert not set(t.unreachable) & {p for (_, p) in (u for u in t.used if u[0] == "file")}
                human = [e for e in t.head if e["type"] == "user/message" and e["data"]["source"]["kind"] == "user"]
                assert len(human) == 1 and t.head[-1]["seq"] >= human[0]["seq"]
                stated.add((s.session_id, human[0]["seq"]))
                written |= ok_writes(t)
        assert scored > 150  # the instrument measures something


def test_events_are_accepted_by_the_sidecar_over_the_wire(tmp_path):
    nodes = replay_over_the_wire(generate(3), "ledgerline", str(tmp_path / "m.db"))
    assert nodes.get("artifact/active", 0) > 0 and nodes.get("constraint/active", 0) > 0


def test_the_scorer_counts_a_file_once_whatever_the_path_form(tmp_path):
    """card_replay's one scorer: a file written as ``src/a.py`` and used as ``<cwd>/src/a.py`` is
    one item, held by memory and shown on the card; an item memory never held is a miss that
    stays in the denominator (truth is the generator's, not the memory's view)."""
    cwd = "/home/dev/projects/scorer"
    b = SessionBuilder("s-score", cwd=cwd)
    turns = []
    for text, calls, used in (
            ("Write the module.", [("write", jargs(file_path="src/a.py", content="x"), "ok")], []),
            ("Read it back.", [("read", {"file_path": f"{cwd}/src/a.py"}, "x")],
             [("file", f"{cwd}/src/a.py"), ("file", f"{cwd}/src/never_written.py")])):
        evs = tool_turn(b, text, calls)
        cut = next(i for i, e in enumerate(evs) if e["type"] == "assistant/message")
        turns.append(SimpleNamespace(cwd=cwd, head=evs[:cut], rest=evs[cut:], used=used, kind="t"))
    tally = card_replay.replay([SimpleNamespace(session_id=b.session_id, header=b.header, turns=turns)],
                               str(tmp_path / "r.db"))
    assert tally.truth == {"file": 2} and tally.held == {"file": 1}
    for strategy, _, _ in card_replay.STRATEGIES:
        assert tally.rate(strategy) == 0.5 and tally.held_rate(strategy) == 1.0, strategy
    assert tally.compared == 1
