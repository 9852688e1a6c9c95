"""Forgetting a rule in the real host (DSH 0.1.0-rc.8 headless, scripted local model):
``/memory forget`` takes the rule and every copy of it (docs/memory.md "Forgetting").

Issue 22: after ``/memory forget`` of the rule the next session's ``## Working
memory`` card still said ``- must: Please remember: never deploy the billing
service on Fridays.`` — the graph's own statement drawn from the human's message.

- session 1: the user states the rule; the model writes it with ``memory_write``;
- ``/memory promote`` (typed through the host's command service);
- session 3: its requests carry the rule (the injection and the graph card);
- ``/memory forget``;
- session 5: no model request holds the rule's words, nor does any store file
  (store, index, their WALs: raw bytes).
"""

from __future__ import annotations

import json

import pytest

from tests.dshhost import ensure_host
from tests.host.scripted_model import ScriptedModel
from tests.host.test_memory_e2e import Install, build_memory_example, run_commands, REPO

pytestmark = [pytest.mark.host]

SAID = "Please remember: never deploy the billing service on Fridays. We decided the cache uses Redis."
RULE = "Never deploy the billing service on Fridays."
WORDS = ("billing service on Fridays", "deploy the billing")


@pytest.fixture(scope="module")
def forgot(tmp_path_factory):
    host = ensure_host()
    base = tmp_path_factory.mktemp("forget-e2e")
    bundle = build_memory_example(base, (REPO / "examples" / "memory" / "dshkit.yaml").read_text())
    inst = Install(host, base, bundle, "forget")
    out = {"inst": inst}
    with ScriptedModel(script=[("memory_write", {"title": "Billing deploys", "body": RULE, "type": "rule",
                                                 "key": "billing-deploys"})], final="Noted.") as model:
        inst.run(SAID, model)
    [(name,)] = inst.rows("SELECT name FROM entries WHERE status='inbox'")
    out["name"] = name
    out["promote"] = run_commands(inst, [f"/memory promote {name}"], inst.base / "promote.jsonl")
    # two steps (a tool call between): the card is in front of every step
    with ScriptedModel(script=[("memory_get", {"name": "no-such-entry"})], final="Hello.") as model:
        inst.run("What should I know?", model)
        out["before"] = model.agent()
    out["forget"] = run_commands(inst, [f"/memory forget {name}"], inst.base / "forget.jsonl")
    with ScriptedModel(final="Hi.") as model:
        inst.run("Anything I should know?", model)
        out["after"] = model.requests
    return out


def test_the_promoted_rule_reaches_the_model_in_the_injection_and_the_card(forgot):
    assert forgot["promote"][0]["result"]["kind"] == "success", forgot["promote"]
    bodies = [json.dumps(r.body["messages"], ensure_ascii=False) for r in forgot["before"]]
    assert any("## Working memory" in b and "billing service on Fridays" in b for b in bodies), bodies[-1][-3000:]
    assert any(RULE in b for b in bodies)  # the promoted entry itself (agent start / baseline)


def test_after_memory_forget_no_request_and_no_store_file_holds_the_rule(forgot):
    inst = forgot["inst"]
    assert forgot["forget"][0]["result"]["kind"] == "success", forgot["forget"]
    assert forgot["after"], "the session after the forget made no model request"
    for request in forgot["after"]:
        body = json.dumps(request.body, ensure_ascii=False)
        for w in WORDS:
            assert w not in body, body[-3000:]
    agent = [r for r in forgot["after"] if r.body.get("tools")]
    assert agent and "Redis" in json.dumps(agent[0].body, ensure_ascii=False)  # the rest of the card stays
    assert inst.rows("SELECT count(*) FROM entries WHERE name=?", forgot["name"]) == [(0,)]
    files = inst.files()
    assert len(files) >= 2  # the store and its index at least
    for blob in files:
        for w in WORDS:
            assert w.encode() not in blob
