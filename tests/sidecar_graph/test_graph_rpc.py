"""Graph memory through a real sidecar process: the card in agent/preStep, recall, expand,
the checkpoint, /mem actions; every frame checked against schemas/protocol/."""

from __future__ import annotations

import json

import jsonschema

from dshkit.sidecar.graph.wiring import METHODS
from tests.sidecar.harness import SCHEMAS, SessionBuilder, Sidecar

from .helpers import jargs, tool_turn


def _check(name: str, doc) -> None:
    jsonschema.validate(doc, json.loads((SCHEMAS / f"{name}.json").read_text()))


def test_method_params_match_their_schemas():
    for method, (known, _) in METHODS.items():
        spec = json.loads((SCHEMAS / f"{method.replace('/', '.')}.params.json").read_text())
        assert set(spec["properties"]) == set(known), method
        assert (SCHEMAS / f"{method.replace('/', '.')}.result.json").exists()


def test_card_recall_expand_checkpoint_over_the_wire(tmp_path):
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        init = sc.result("initialize", {"project": "demo"})
        assert {"memory/recall", "memory/expand", "memory/checkpoint", "memory/graph"} <= set(
            init["capabilities"]["methods"])
        b = SessionBuilder("s1", cwd=str(tmp_path))
        tool_turn(b, "Remember: always use tabs in Makefiles.", [])
        tool_turn(b, "Write the config.", [("write", jargs(path="conf.yaml", content="a: 1"), "ok")])
        (tmp_path / "conf.yaml").write_text("a: 1")
        b.ev("turn/start", {"turn": 3})
        b.user("Now the third turn")
        sc.feed("s1", [b.header, *b.events], cwd=str(tmp_path))
        pre = sc.result("agent/preStep", {"sessionId": "s1"})
        _check("agent.preStep.result", pre)
        card = pre["card"]
        assert card["bytes"] <= card["budgetBytes"] == 600
        assert "tabs in Makefiles" in card["text"] and "conf.yaml" in card["text"]
        rec = sc.result("memory/recall", {"query": "tabs Makefiles", "sessionId": "s1"})
        _check("memory.recall.result", rec)
        node = rec["nodes"][0]
        exp = sc.result("memory/expand", {"sessionId": "s1", "fromSeq": node["seq"], "toSeq": node["seq"]})
        _check("memory.expand.result", exp)
        assert exp["events"][0]["text"] == "Remember: always use tabs in Makefiles."
        short = sc.result("memory/checkpoint", {"messages": [{"role": "user", "text": "tiny"}]})
        _check("memory.checkpoint.result", short)
        assert short["refused"] and "1200" in short["reason"]
        msgs = [{"role": "user", "seq": i, "text": f"Step {i}: edit src/mod_{i}.py and keep port {8000 + i}. " * 3}
                for i in range(20)]
        cp = sc.result("memory/checkpoint", {"sessionId": "s1", "messages": msgs})
        _check("memory.checkpoint.result", cp)
        span = sum(len(m["text"].encode()) for m in msgs)
        assert not cp["refused"] and cp["aligned"] and cp["bytes"] <= cp["budgetBytes"] <= 0.45 * span
        assert "tabs in Makefiles" in cp["text"] and "memory/expand" in cp["text"]
        unaligned = sc.result("memory/checkpoint", {"messages": [{"role": "user", "text": m["text"]} for m in msgs]})
        assert "not aligned" in unaligned["text"]
        for action in ("show", "stats", "graph", "sleep", "prune"):
            out = sc.result("memory/graph", {"action": action, "sessionId": "s1", "query": "tabs"})
            _check("memory.graph.result", out)
        assert sc.call("memory/graph", {"action": "restore", "id": node["id"]})["result"]["restored"] is False
        bad = sc.call("memory/expand", {"sessionId": "s1", "fromSeq": 5, "toSeq": 1})
        assert bad["error"]["code"] == -32602
        assert sc.call("memory/recall", {"query": "x", "bogus": 1})["error"]["code"] == -32602
        stats = sc.result("memory/stats")
        assert stats["graph"]["nodes"]["constraint/active"] == 1
    finally:
        sc.close()


def test_methods_before_initialize_say_so(tmp_path):
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        assert sc.call("memory/recall", {"query": "x"})["error"]["code"] == -32002
    finally:
        sc.close()
