"""Memory end to end on DSH 0.2.1-rc.2, driven through the host's own Python SDK.

What a user of ``pip install deepseek-harness-sdk`` does: ``examples/memory`` built by
dshkit, added with ``dsh plugin --profile sdk add file:…``, sessions held with
``DeepSeekHarness`` (``sdk_session``) against a scripted local model on 0.2.1's
Messages wire (``messages_wire``). Each ``harness`` is one runtime (boot to shutdown):

- runtime A, session 1 of three user turns: a rule (the model calls ``memory_write``),
  a decision with a planted secret, a plain question; every turn ``completed``; the
  store holds the turns and no secret;
- ``dshkit memory promote`` (the SDK does not parse ``/memory``), then runtime B:
  a new session's FIRST model request carries the rule, and its second turn (after
  the injected message is in the history) completes; ``resume_session`` of session 1
  continues it with its history;
- ``dshkit memory forget``, then runtime C: a new session's requests and every store
  file are without the rule;
- SIGKILL of the sidecar in turn 2 of a three-turn session: the sidecar restarts, every
  turn completes, and the store equals the same session's without the kill.

The old-host leg is ``test_memory_e2e.py`` (rc.8); the automatic compaction of
``sdk-minimal`` is ``test_memory_sdk_compaction_e2e.py``.
"""

from __future__ import annotations

import json
import re
import signal

import pytest

from tests.host.headless import tool_results
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, kill_sidecars, memory_example_on_sdk
from tests.host.test_memory_e2e import RULE_BODY, SECRET, SEARCH, WRITE, _dshkit, _normalized

pytestmark = [pytest.mark.host]

RULE = "Rule: always run make lint before committing."
DECISION = f"Decision: the orders service uses PostgreSQL 16. My GitHub token is {SECRET} if you need it."
PLAIN = "What is the capital of France?"
S2_FIRST, S2_SECOND = "What should I do before committing?", "Thanks, and anything else?"
RESUMED = "Back to where we were: what was my first message?"
S3 = "Anything I should know?"


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return memory_example_on_sdk(tmp_path_factory, "memory-sdk-e2e")


def run_turns(inst: SdkInstall, harness, session, prompts: list[str]) -> list:
    """Run each prompt as the session's next user turn; fail with the runtime's stderr."""
    results = []
    for prompt in prompts:
        result = session.run(prompt)
        assert result.finish_reason == "completed", (prompt, result.finish_reason, _turn_end(result),
                                                      inst.runtime_stderr(harness))
        results.append(result)
    return results


def _turn_end(result) -> list:
    return [e["data"] for e in result.events if e.get("type") == "turn/end"]


@pytest.fixture(scope="module")
def sessions(env):
    host, base, bundle = env
    inst = SdkInstall(host, base, bundle, "main")
    out = {"inst": inst}
    # runtime A: session 1, three user turns
    with MessagesScriptedModel(turns={RULE: [WRITE], DECISION: [], PLAIN: []}, final="Noted.") as model:
        with inst.harness(model) as harness:
            session = harness.start_session()
            out["sid1"] = session.id
            out["run1"] = run_turns(inst, harness, session, [RULE, DECISION, PLAIN])
        out["model1"] = model
    [(name,)] = inst.rows("SELECT name FROM entries WHERE name LIKE 'mem-lint-before-commit-%'")
    out["rule"] = name
    out["promote"] = _dshkit("memory", "promote", name, "--store", str(inst.store))
    # runtime B: a new session with the rule, then session 1 resumed
    with MessagesScriptedModel(turns={S2_FIRST: [], S2_SECOND: [SEARCH], RESUMED: []}, final="Ok.") as model:
        with inst.harness(model) as harness:
            session = harness.start_session()
            out["run2"] = run_turns(inst, harness, session, [S2_FIRST, S2_SECOND])
            resumed = harness.resume_session(out["sid1"])
            out["resumed"] = run_turns(inst, harness, resumed, [RESUMED])
        out["model2"] = model
    out["injection"] = inst.rows("SELECT session_id, has_baseline, pending_token FROM injection_state")
    out["search"] = _dshkit("memory", "search", "--all", "PostgreSQL", "--store", str(inst.store))
    out["forget"] = _dshkit("memory", "forget", name, "--store", str(inst.store))
    out["search_after"] = _dshkit("memory", "search", "lint", "--store", str(inst.store), "--status", "active")
    # runtime C: a new session after the forget
    with MessagesScriptedModel(turns={S3: []}, final="Hi.") as model:
        with inst.harness(model) as harness:
            out["run3"] = run_turns(inst, harness, harness.start_session(), [S3])
        out["model3"] = model
    return out


def test_session1_three_turns_complete_and_the_tools_are_offered(sessions):
    assert [r.finish_reason for r in sessions["run1"]] == ["completed"] * 3
    first = sessions["model1"].turn_requests(RULE)[0]
    assert {"memory_search", "memory_get", "memory_write"} <= {t["name"] for t in first.body["tools"]}
    # one model request per turn, plus the one after memory_write's result
    assert [len(sessions["model1"].turn_requests(p)) for p in (RULE, DECISION, PLAIN)] == [2, 1, 1]


def test_memory_write_called_by_the_model_reaches_the_inbox(sessions):
    after = sessions["model1"].turn_requests(RULE)[-1]
    [result] = tool_results(after.body["messages"])
    assert f"Saved to the memory inbox as {sessions['rule']}" in result, result


def test_session1_store_holds_the_turns_and_no_secret(sessions):
    inst = sessions["inst"]
    msgs = dict(inst.rows("SELECT name, body FROM entries WHERE name LIKE 'msg-%' ORDER BY id"))
    user = [b for b in msgs.values() if "## Role\nuser" in b]
    assert any("PostgreSQL 16" in b for b in user), msgs
    assert any("capital of France" in b for b in user), msgs
    assert any("`memory_write` — ✅" in b for b in msgs.values()), msgs
    assert any("[REDACTED:" in b for b in user), user
    assert all(SECRET not in b for b in msgs.values())
    for blob in inst.files():
        assert SECRET.encode() not in blob


def test_promoted_rule_is_in_the_first_request_of_a_new_session(sessions):
    assert sessions["promote"].returncode == 0, sessions["promote"].stderr
    first = sessions["model2"].requests[0]
    assert first is sessions["model2"].turn_requests(S2_FIRST)[0]
    assert any(RULE_BODY in t for t in first.texts()), [t[:200] for t in first.texts()]
    sid2 = [row for row in sessions["injection"] if row[1] == 1]
    assert sid2 and all(row[2] is None for row in sid2), sessions["injection"]  # delivered, acknowledged


def test_the_turn_after_an_injection_completes(sessions):
    """0.2.1 refuses an injected message without a producer-owned source kind at the
    NEXT turn, before any model request (dsh-host.md §9)."""
    assert [r.finish_reason for r in sessions["run2"]] == ["completed"] * 2
    requests = sessions["model2"].turn_requests(S2_SECOND)
    assert len(requests) == 2  # the search, then the answer
    assert any(sessions["rule"] in r for r in tool_results(requests[-1].body["messages"]))


def test_resume_session_continues_with_its_history(sessions):
    assert [r.finish_reason for r in sessions["resumed"]] == ["completed"]
    [request] = sessions["model2"].turn_requests(RESUMED)
    texts = "\n".join(request.texts())
    assert RULE in texts and "capital of France" in texts, texts[-2000:]
    sid1 = sessions["sid1"]
    # the resumed turn is logged in session 1's own entries
    names = [n for (n,) in sessions["inst"].rows("SELECT name FROM entries WHERE name LIKE ?", f"msg-{sid1}-%")]
    assert len(names) >= 8, names


def test_dshkit_memory_search_finds_the_decision(sessions):
    result = sessions["search"]
    assert result.returncode == 0 and "PostgreSQL" in result.stdout, result.stdout + result.stderr


def test_forget_removes_the_rule_from_search_the_next_session_and_files(sessions):
    inst = sessions["inst"]
    assert sessions["forget"].returncode == 0, sessions["forget"].stderr
    assert sessions["rule"] not in sessions["search_after"].stdout
    assert [r.finish_reason for r in sessions["run3"]] == ["completed"]
    for request in sessions["model3"].requests:
        assert RULE_BODY not in json.dumps(request.body, ensure_ascii=False)
    for blob in inst.files():
        assert RULE_BODY.encode() not in blob


KILL_TURNS = ["Look up what we know about lint.", "And about orders?", "Thanks."]


def _kill_session(env, name: str, kill_at: int | None):
    """One three-turn session on a fresh install; the sidecar SIGKILLed when agent
    request ``kill_at`` (turn 2's first) arrives."""
    host, base, bundle = env
    inst = SdkInstall(host, base, bundle, name)
    kills: list[int] = []

    def on_request(index: int, _body: dict) -> None:
        if index == kill_at:
            kills.extend(kill_sidecars(inst.home, signal.SIGKILL))

    turns = {KILL_TURNS[0]: [SEARCH], KILL_TURNS[1]: [("memory_search", {"query": "orders"}), SEARCH],
             KILL_TURNS[2]: []}
    with MessagesScriptedModel(turns=turns, final="Looked.", on_agent_request=on_request) as model:
        with inst.harness(model) as harness:
            results = run_turns(inst, harness, harness.start_session("session-kill-test"), KILL_TURNS)
    return inst, results, kills, model


def test_sigkill_of_the_sidecar_mid_session_loses_nothing(env):
    plain, _, _, _ = _kill_session(env, "plain", None)
    killed, results, kills, model = _kill_session(env, "killed", 2)
    assert kills, "no sidecar process to kill"
    assert [r.finish_reason for r in results] == ["completed"] * 3
    assert killed.stats.get("sidecarStarts", 0) >= 2, killed.stats
    assert len(model.agent()) == 2 + 3 + 1  # every scripted step reached the model
    logged = _normalized(killed)
    assert len([e for e in logged if e[0].startswith("msg-")]) == 6, logged
    assert logged == _normalized(plain), killed.rows("SELECT id, status, attempts, last_error FROM tasks")


def test_the_session_log_names_a_producer_owned_source_for_injected_messages(sessions):
    """Every message the memory injected is a plugin's, in 0.2.1's ``plugin:<name>`` form."""
    injected = [e["data"] for r in sessions["run2"] for e in r.events
                if e.get("type") == "user/message" and RULE_BODY in json.dumps(e["data"])]
    assert injected, [e.get("type") for e in sessions["run2"][0].events]
    for message in injected:
        assert re.fullmatch(r"plugin:.+", message["source"]["kind"]), message["source"]
