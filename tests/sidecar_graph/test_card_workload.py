"""The second card-replay workload (bench/agent_workload.py) is a fair instrument:
deterministic per seed, its ground truth only names items that earlier events established,
and its events are what the sidecar accepts."""

from __future__ import annotations

import json
import posixpath

import jsonschema

from bench.agent_workload import generate
from tests.sidecar.harness import SCHEMAS, Sidecar


def _dump(w) -> str:
    return json.dumps([[s.header, [[t.head, t.rest, t.used, t.unreachable, t.kind] for t in s.turns]]
                       for s in w.sessions], sort_keys=True)


def test_same_seed_same_workload_other_seed_other_workload():
    assert _dump(generate(5)) == _dump(generate(5))
    assert _dump(generate(5)) != _dump(generate(6))


def _args(a) -> dict:
    return json.loads(a) if isinstance(a, str) else a


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
                calls = {e["data"]["callId"]: e["data"] for e in t.rest if e["type"] == "tool/call"}
                for e in t.rest:
                    if e["type"] != "tool/result":
                        continue
                    res = e["data"]["message"]["content"][0]
                    call = calls[res["toolCallId"]]
                    a = _args(call["arguments"])
                    if res["isError"] or not (call["name"] in ("write", "edit") or a.get("command") in (
                            "create", "str_replace")):
                        continue
                    p = a.get("file_path") or a.get("path")
                    written.add(p if p.startswith("/") else posixpath.join(t.cwd, p))
        assert scored > 150  # the instrument measures something


def test_events_are_accepted_by_the_sidecar_over_the_wire(tmp_path):
    params_schema = jsonschema.Draft202012Validator(json.loads((SCHEMAS / "session.event.params.json").read_text()))
    w = generate(3)
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        sc.result("initialize", {"project": "ledgerline"})
        for s in w.sessions:
            for ev in [s.header, *s.events]:
                params = {"sessionId": s.session_id, "event": ev}
                params_schema.validate(params)
                assert sc.call("session/event", params).get("error") is None, ev
            progress = sc.result("session/progress", {"sessionId": s.session_id})
            assert progress["lastLoggedSeq"] == len(s.events)  # every turn's span was cut and written
            card = sc.result("agent/preStep", {"sessionId": s.session_id})["card"]
            assert 0 < card["bytes"] <= card["budgetBytes"] == 600
        nodes = sc.result("memory/stats")["graph"]["nodes"]
        assert nodes.get("artifact/active", 0) > 0 and nodes.get("constraint/active", 0) > 0
    finally:
        sc.close()
