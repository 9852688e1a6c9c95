"""The third card-replay workload (bench/agent_workload_c.py, the home-automation hub) is a
fair instrument: deterministic per seed, its ground truth only names items that earlier
events established, its events are what the sidecar accepts, and it measures enough."""

from __future__ import annotations

from bench.agent_workload_c import MAIN_CWD, SIDE_CWD, distinct_statement_texts, generate

from .helpers import ok_writes, replay_over_the_wire, workload_dump


def _human(turn) -> list[dict]:
    return [e for e in turn.head if e["type"] == "user/message" and e["data"]["source"]["kind"] == "user"]


def test_same_seed_same_workload_other_seed_other_workload():
    assert workload_dump(generate(5)) == workload_dump(generate(5))
    assert workload_dump(generate(5)) != workload_dump(generate(6))


def test_every_used_item_was_established_by_an_earlier_turn():
    for seed in range(4):
        w = generate(seed)
        assert len(w.turns) == 120
        written: set[str] = set()     # abs paths an ok tool write/edit of a finished turn touched
        stated: set[tuple] = set()    # (session, seq) of human messages of finished turns
        files = stmts = 0
        cwd_of = {s.session_id: s.header["cwd"] for s in w.sessions}
        for s in w.sessions:
            seqs = [e["seq"] for t in s.turns for e in t.head + t.rest]
            assert seqs == list(range(len(seqs)))
            assert [e["seq"] for e in s.events] == seqs
            for t in s.turns:
                assert t.rest[-1]["type"] == "turn/end"  # every turn finishes (completed or aborted)
                for item in t.used:
                    assert item in {("file", p) for p in written} | {("stmt", *k) for k in stated}, (seed, item)
                    files += item[0] == "file"
                    stmts += item[0] == "stmt"
                    if item[0] == "file":  # a project's files never leak into the other's turns
                        assert item[1].startswith(t.cwd + "/"), (seed, item, t.cwd)
                    else:
                        assert cwd_of[item[1]] == t.cwd, (seed, item)
                assert len(t.used) == len(set(t.used))
                assert not set(t.unreachable) & {u[1] for u in t.used if u[0] == "file"}
                human = _human(t)
                assert len(human) == 1 and t.head[-1]["seq"] >= human[0]["seq"]
                stated.add((s.session_id, human[0]["seq"]))
                written |= ok_writes(t)
        assert files > 80 and stmts > 80, (seed, files, stmts)  # the instrument measures something


def test_the_week_has_a_side_detour_and_a_spread_of_turn_kinds():
    w = generate(0)
    cwds = [s.header["cwd"] for s in w.sessions]
    assert cwds.count(MAIN_CWD) == 3 and cwds.count(SIDE_CWD) == 1
    kinds = {t.kind for t in w.turns}
    assert {"kickoff", "implement", "test", "commit", "return", "side"} <= kinds
    names = {e["data"]["name"] for t in w.turns for e in t.rest if e["type"] == "tool/call"}
    assert {"read", "bash", "grep"} <= names and names & {"write", "str_replace_editor"}
    args = [e["data"]["arguments"] for t in w.turns for e in t.rest if e["type"] == "tool/call"]
    assert any(isinstance(a, str) for a in args) and any(isinstance(a, dict) for a in args)
    errors = [e for t in w.turns for e in t.rest if e["type"] == "tool/result"
              and e["data"]["message"]["content"][0]["isError"]]
    assert errors  # some calls fail and are retried
    assert distinct_statement_texts() >= 50


def test_events_are_accepted_by_the_sidecar_over_the_wire(tmp_path):
    nodes = replay_over_the_wire(generate(3), "porchlight", str(tmp_path / "m.db"))
    assert nodes.get("artifact/active", 0) > 0 and nodes.get("constraint/active", 0) > 0
