"""The whole evolution flow in the real DSH 0.2.1-rc.2 (the issue's *Done when*): a copy of
``examples/memory`` with ``memory.evolution`` enabled, the real sidecar and sandbox, the
host driven through its SDK, the scripted Messages model.

In a project that is a git repository with an acceptance check (``python3 -m unittest``),
one session: ``/evolve run C1`` (typed through the host's command service: the SDK does
not parse ``/commands``) → the sidecar asks the host's model for a candidate edit of C1
(``llm/complete``, answered by the scripted model with a strict JSON edit that keeps the
anchored region) → structural check → paired replay: one probe sub-session per side, each
a real sub-agent in its own git worktree with that side's C1-C4 in its system prompt →
the checks there → gate → shadow trial (one turn) → ``/evolve verify`` → adopted: the next
model request's system prompt carries the adopted text. A second run whose candidate makes
its probe break the project (a failing test written with the host's ``write`` tool) fails
the gate and is rolled back: the session goes on with the adopted text. A third run
proposes a new C6 skill: the host's skill view is one per process (the main sessions'), so
the candidate's probe gets that skill in its prompt and the baseline's does not. Every
step is in the ledger.
"""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import time

import pytest

from tests.host.headless import tool_results
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, sdk_host_or_skip
from tests.host.test_evolve_sdk_e2e import COMMAND_TYPIST_JS
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]

CANDIDATE_MARK = "MARK-FLOW-4242: prefer one small, tested commit per change."
CANDIDATE_SYSTEM = "You improve one file of an AI agent's own guidance."
T_RUN, T_SHADOW, T_VERIFY, T_AFTER = "/evolve run C1", "Shadow turn: what is 2 + 2?", "/evolve verify", "And now?"
T_RUN2, T_AFTER2 = "/evolve run", "After the second run?"
T_RUN3 = "/evolve run C6"
SKILL_MARK = "MARK-SKILL-6060: name the acceptance check you ran in the final answer."
SKILL_TEXT = f"---\nname: report-checks\ndescription: Use when a task is finished.\n---\n{SKILL_MARK}\n"
BREAKING_MARK = "MARK-BREAK-1313: skip the tests when in a hurry."
PROBE_TASK_MARK = "Carry out the project's pending task"  # the flow's task when no deviation gave one
BROKEN_TEST = "import unittest\n\n\nclass Broken(unittest.TestCase):\n    def test_no(self):\n        self.fail('broken')\n"
ACCEPTANCE = "import unittest\n\n\nclass Accept(unittest.TestCase):\n    def test_ok(self):\n        self.assertTrue(True)\n"


class FlowModel(MessagesScriptedModel):
    """The scripted agent, plus the candidate editor: C1's current text with one line added
    (the first run's line, then the second run's); an agent whose system prompt carries the
    second line breaks the project (writes a failing test) when it runs a probe."""

    candidates = 0

    def answer(self, body: dict) -> list[dict]:
        system = json.dumps(body.get("system", ""))
        if CANDIDATE_SYSTEM in system:
            prompt = "".join(m.get("content") if isinstance(m.get("content"), str) else
                             "".join(p.get("text", "") for p in m.get("content", [])) for m in body["messages"])
            if "one file under skills/" in prompt:  # the third run: a new skill
                return self.text_reply(json.dumps({"component": "C6", "path": "skills/report-checks/SKILL.md",
                                                   "text": SKILL_TEXT, "rationale": "Say which check ran."}))
            current = re.search(r"Current text of system\.md:\n<<<\n(.*)\n>>>", prompt, re.S).group(1)
            self.candidates += 1
            mark = CANDIDATE_MARK if self.candidates == 1 else BREAKING_MARK
            edit = {"component": "C1", "path": "system.md", "text": current.rstrip("\n") + f"\n- {mark}\n",
                    "rationale": "One tested commit per change keeps the checks meaningful."}
            return self.text_reply(json.dumps(edit))
        if BREAKING_MARK in system and PROBE_TASK_MARK in json.dumps(body["messages"][:1]) \
                and not tool_results(body["messages"]):
            return self.tool_reply("call_break", "write", {"file_path": "tests/test_broken.py", "content": BROKEN_TEST})
        return super().answer(body)


def _git(cwd, *args):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
                        "GIT_COMMITTER_EMAIL": "t@example.com", "PATH": "/usr/bin:/bin:/usr/local/bin"})


def _ledger(inst) -> list[tuple]:
    db = sqlite3.connect(inst.store)
    try:
        return db.execute("SELECT step, outcome, component, rev, detail FROM evolution_ledger ORDER BY id").fetchall()
    except sqlite3.OperationalError:
        return []
    finally:
        db.close()


def _wait_for(inst, step: str, outcome: str | None = None, seconds: float = 240) -> None:
    """Until the ledger has a row of ``step`` (and ``outcome``), or ``seconds`` passed (the
    assertions then say what is missing)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if any(r[0] == step and outcome in (None, r[1]) for r in _ledger(inst)):
            return
        time.sleep(0.25)


@pytest.fixture(scope="module")
def flow(tmp_path_factory):
    host = sdk_host_or_skip()
    base = tmp_path_factory.mktemp("evolve-flow")
    bundle = evolution_bundle(base)
    inst = SdkInstall(host, base, bundle, "flow")
    (inst.work / "tests").mkdir()
    (inst.work / "tests" / "test_acceptance.py").write_text(ACCEPTANCE)
    (inst.work / "README.md").write_text("A project.\n")
    _git(inst.work, "init", "-q")
    _git(inst.work, "add", "-A")
    _git(inst.work, "commit", "-qm", "start")
    typed = base / "typed.jsonl"
    typist = base / "command-typist.mjs"
    typist.write_text(COMMAND_TYPIST_JS)
    patch = inst.home / "profiles" / "sdk" / "cordis.patch.yml"
    text = patch.read_text()
    patch.write_text(text.rstrip()[:-2] + "- insert:\n    - id: dshkit-test-command-typist\n"
                     f"      name: {json.dumps(str(typist))}\n      config: {json.dumps({'out': str(typed)})}\n")
    out = {"inst": inst}
    with FlowModel(turns={T_RUN: [], T_SHADOW: [], T_VERIFY: [], T_AFTER: [], T_RUN2: [], T_AFTER2: [], T_RUN3: []},
                   final="Ok.") as model:
        with inst.harness(model, timeout=400) as harness:
            session = harness.start_session()
            assert session.run(T_RUN).finish_reason == "completed", inst.runtime_stderr(harness)
            started = [json.loads(line) for line in typed.read_text().splitlines()] if typed.exists() else []
            assert started and started[0]["result"]["kind"] == "success", started  # else nothing to wait for
            # run and verify go on in the sidecar's worker: each next turn waits for its ledger row
            _wait_for(inst, "end")
            out["after_run"] = _ledger(inst)
            for prompt, then in ((T_SHADOW, ("shadow", "completed")), (T_VERIFY, ("adopt", "adopted")), (T_AFTER, None),
                                 (T_RUN2, ("rollback", "rolled-back")), (T_AFTER2, None)):
                assert session.run(prompt).finish_reason == "completed", inst.runtime_stderr(harness)
                if then:
                    _wait_for(inst, *then)
            assert session.run(T_RUN3).finish_reason == "completed", inst.runtime_stderr(harness)
            deadline = time.monotonic() + 240  # until the third run has ended
            while time.monotonic() < deadline and sum(r[0] == "end" for r in _ledger(inst)) < 3:
                time.sleep(0.25)
            out["stderr"] = inst.runtime_stderr(harness)
    out["model"] = model
    out["ledger"] = _ledger(inst)
    out["typed"] = [json.loads(line) for line in typed.read_text().splitlines()] if typed.exists() else []
    return out


def test_run_is_started_through_the_host_command_service(flow):
    run = flow["typed"][0]
    assert run["line"] == T_RUN and run["result"]["kind"] == "success", flow["typed"]


def test_the_flow_reaches_the_shadow_trial_through_real_probes(flow):
    steps = [(s, o) for s, o, *_ in flow["after_run"]]
    for step in (("candidate", "ok"), ("structure", "pass"), ("gate", "pass"), ("shadow", "started")):
        assert step in steps, (steps, flow["stderr"][-3000:])
    assert [o for s, o in steps if s == "replay"] == ["pass", "pass"], flow["after_run"]


def test_each_probe_ran_in_its_worktree_with_its_sides_prompt(flow):
    probes = [r for r in flow["model"].agent() if PROBE_TASK_MARK in json.dumps(r.body["messages"][:1])]
    assert len(probes) == 7, [r.texts()[-1][:200] for r in flow["model"].agent()]  # 2 + 2 + 2, one after a write
    probes = probes[:2]  # the first run's, in the order they were asked for: baseline, candidate
    marked = [CANDIDATE_MARK in json.dumps(r.body.get("system")) for r in probes]
    assert marked == [False, True], marked  # baseline without, candidate with
    assert all("dshkit-evo-replay-" in json.dumps(r.body) for r in probes)


def test_verify_adopts_and_the_next_request_carries_the_adopted_text(flow):
    verify = flow["typed"][1]
    assert verify["line"] == T_VERIFY and verify["result"]["kind"] == "success", flow["typed"]
    assert ("adopt", "adopted") in [(s, o) for s, o, *_ in flow["ledger"]], flow["ledger"]
    [after] = flow["model"].turn_requests(T_AFTER)
    assert CANDIDATE_MARK in json.dumps(after.body.get("system")), json.dumps(after.body.get("system"))[-2000:]


def test_a_candidate_that_fails_the_checks_is_rolled_back_and_never_loaded(flow):
    steps = [(s, o) for s, o, *_ in flow["ledger"]]
    second = steps[steps.index(("adopt", "adopted")) + 1:]
    assert ("gate", "fail") in second and ("rollback", "rolled-back") in second, second
    replays = [json.loads(d) for s, o, c, r, d in flow["ledger"] if s == "replay"][2:4]  # the second run
    [broken] = [r for r in replays if r["role"] == "candidate"]
    assert not broken["ok"] and "tests/test_broken.py" in broken["changed"], broken
    # the main session goes on with the adopted revision, never the rolled-back one
    [after] = flow["model"].turn_requests(T_AFTER2)
    system = json.dumps(after.body.get("system"))
    assert CANDIDATE_MARK in system and BREAKING_MARK not in system


def test_a_skill_candidates_probe_carries_the_candidate_skill(flow):
    # the third run: a new C6 skill. The skill tool's view is the main sessions' revision, so
    # the candidate's own skill text reaches its probe through the probe's prompt
    third = [json.loads(d) for s, o, c, r, d in flow["ledger"] if s == "replay"][4:]
    assert [r["role"] for r in third] == ["baseline", "candidate"], flow["ledger"]
    probes = [r for r in flow["model"].agent() if PROBE_TASK_MARK in json.dumps(r.body["messages"][:1])][-2:]
    marked = [SKILL_MARK in json.dumps(r.body.get("system")) for r in probes]
    assert marked == [False, True], [json.dumps(r.body.get("system"))[-1500:] for r in probes]
    assert "evolve-report-checks" in json.dumps(probes[1].body.get("system"))
