"""One line per fact per model step (issue 22): the graph card leaves out a statement
that a knowledge entry in the session's memory blocks already says.

The human states a rule; the graph card carries it as a pinned constraint. Once the
rule is written and promoted, the same fact would reach the model twice in one step
— the injection's row (or the agent-start `## Long-term memory` block) and the card's
`- must:` line — so the card drops its line; the other statements stay. Through the
real sidecar process.
"""

from __future__ import annotations

from tests.sidecar.harness import SessionBuilder, Sidecar

from .helpers import tool_turn

SAID = "Please remember: never deploy the billing service on Fridays."
RULE = "Never deploy the billing service on Fridays."
FACT = "billing service on Fridays"


def _session(sc: Sidecar, sid: str, cwd: str, text: str | None = None) -> None:
    b = SessionBuilder(sid, cwd=cwd)
    if text:
        tool_turn(b, text, [], answer="Noted.")
    sc.feed(sid, [b.header, *b.events])


def _count(text: str | None) -> int:
    return (text or "").count(FACT)


def test_the_card_leaves_out_a_rule_the_same_steps_memory_block_carries(tmp_path):
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"), "project": "demo"})
        _session(sc, "s1", str(tmp_path), f"{SAID} We decided the cache uses Redis.")
        before = sc.result("agent/preStep", {"sessionId": "s1"})
        assert _count(before["card"]["text"]) == 1 and before["text"] is None, before  # only the card has it

        w = sc.result("memory/write", {"title": "Billing deploys", "body": RULE, "type": "rule",
                                       "key": "billing-deploys", "sessionId": "s1"})
        sc.result("memory/promote", {"name": w["name"]})
        step = sc.result("agent/preStep", {"sessionId": "s1", "delivered": before["token"] or ""})
        assert _count(step["text"]) == 1, step["text"]  # the injection carries the promoted rule
        assert _count(step["card"]["text"]) == 0 and "Redis" in step["card"]["text"], step["card"]

        # the next step injects nothing new; the rule is in the session's context, still once
        again = sc.result("agent/preStep", {"sessionId": "s1", "delivered": step["token"]})
        assert again["kind"] == "none" and _count(again["card"]["text"]) == 0, again

        # a new session: the agent-start block shows the rule, the first step's card does not
        _session(sc, "s2", str(tmp_path))
        start = sc.result("agent/start", {"sessionId": "s2"})
        first = sc.result("agent/preStep", {"sessionId": "s2"})
        assert _count(start["text"]) == 1, start
        assert _count(first["text"]) + _count(first["card"]["text"]) == 0, first
        assert "Redis" in first["card"]["text"], first["card"]

        # forgetting the entry is not forgetting a restated card line here: the forget
        # takes both (test_graph_forget_rule.py); withdrawing the rule brings it back:
        # a session that never saw the rule gets it from the card again
        sc.result("memory/forget", {"name": w["name"]})
        _session(sc, "s3", str(tmp_path), "Remember: always run make lint before committing.")
        third = sc.result("agent/preStep", {"sessionId": "s3"})
        assert "make lint" in third["card"]["text"] and _count(third["card"]["text"]) == 0, third["card"]
    finally:
        sc.close()
