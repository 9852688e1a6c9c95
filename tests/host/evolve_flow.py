"""What the real-host tests of the whole evolution flow share, on either host line.

The flow's tests (``test_evolve_flow_sdk_e2e.py`` on 0.2.1-rc.2 through its SDK,
``test_evolve_flow_rc8_e2e.py`` on 0.1.0-rc.8 through its web app) run the same script:
a project that is a git repository with one acceptance check, ``/evolve run C1`` whose
candidate adds ``CANDIDATE_MARK`` to C1 (adopted after the shadow turn and ``/evolve
verify``), then a run whose candidate adds ``BREAKING_MARK`` (its probe writes a failing
test with the host's ``write`` tool: rolled back). ``FlowScript`` is that scripted model,
mixed into either wire's scripted model; the ledger helpers read the store. ``rc8_flow`` and
``sdk_flow`` run the whole session on one host line (the tests' fixtures and
``bench/bench_evolve_flow.py`` alike).
"""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import subprocess
import time
from pathlib import Path
from typing import Iterator

from tests.host.headless import message_text, tool_results
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.scripted_model import ScriptedModel
from tests.host.sdk_session import SdkInstall
from tests.host.test_evolve_sdk_e2e import COMMAND_TYPIST_JS, add_sdk_typist
from tests.host.test_memory_e2e import Install
from tests.host.web_session import WebHost
from tests.memory_entry.evolve_bundle import evolution_bundle

CANDIDATE_MARK = "MARK-FLOW-4242: prefer one small, tested commit per change."
CANDIDATE_SYSTEM = "You improve one file of an AI agent's own guidance."
BREAKING_MARK = "MARK-BREAK-1313: skip the tests when in a hurry."
SKILL_MARK = "MARK-SKILL-6060: name the acceptance check you ran in the final answer."
SKILL_TEXT = f"---\nname: report-checks\ndescription: Use when a task is finished.\n---\n{SKILL_MARK}\n"
PROBE_TASK_MARK = "Carry out the project's pending task"  # the flow's task when no deviation gave one
BROKEN_TEST = "import unittest\n\n\nclass Broken(unittest.TestCase):\n    def test_no(self):\n        self.fail('broken')\n"
ACCEPTANCE = "import unittest\n\n\nclass Accept(unittest.TestCase):\n    def test_ok(self):\n        self.assertTrue(True)\n"
REPLAY_DIR = "dshkit-evo-replay-"  # the sidecar's worktree folders (evolution/replay.py PREFIX)


def system_text(body: dict) -> str:
    """A request's system prompt on either wire: Messages' top-level ``system``, or the
    OpenAI wire's ``role: system`` messages."""
    if "system" in body:
        return json.dumps(body.get("system"))
    return json.dumps([m for m in body.get("messages", []) if m.get("role") == "system"])


def first_user_text(body: dict) -> str:
    """The text of a request's first user message (a probe's: its task)."""
    return next((message_text(m) for m in body.get("messages", []) if m.get("role") == "user"), "")


def is_probe(request) -> bool:
    return PROBE_TASK_MARK in first_user_text(request.body)


def probe_firsts(flow) -> list:
    """Each probe's first model request, in the order the probes ran."""
    return [r for r in flow["model"].agent() if is_probe(r) and not tool_results(r.body["messages"])]


class FlowScript:
    """The scripted agent plus the candidate editor: C1's current text with one line added
    (the first run's line, then the second run's; a C6 run gets a new skill); an agent whose
    system prompt carries the second line breaks the project (writes a failing test) when it
    runs a probe. With ``probe_pwd``, every probe first runs ``pwd`` with the host's
    ``bash`` tool (where its shell works, in its tool result)."""

    candidates = 0
    probe_pwd = False

    def answer(self, body: dict) -> list[dict]:
        system = system_text(body)
        if CANDIDATE_SYSTEM in system:
            prompt = "".join(message_text(m) for m in body["messages"])
            if "one file under skills/" in prompt:  # a C6 run: a new skill
                return self.text_reply(json.dumps({"component": "C6", "path": "skills/report-checks/SKILL.md",
                                                   "text": SKILL_TEXT, "rationale": "Say which check ran."}))
            current = re.search(r"Current text of system\.md:\n<<<\n(.*)\n>>>", prompt, re.S).group(1)
            self.candidates += 1
            mark = CANDIDATE_MARK if self.candidates == 1 else BREAKING_MARK
            edit = {"component": "C1", "path": "system.md", "text": current.rstrip("\n") + f"\n- {mark}\n",
                    "rationale": "One tested commit per change keeps the checks meaningful."}
            return self.text_reply(json.dumps(edit))
        if PROBE_TASK_MARK in first_user_text(body):
            done = tool_results(body["messages"])
            if self.probe_pwd and not done:
                return self.tool_reply(f"call_pwd_{len(self.requests)}", "bash",
                                       {"command": "pwd", "description": "Print the working directory"})
            if BREAKING_MARK in system and len(done) == int(self.probe_pwd):
                return self.tool_reply(f"call_break_{len(self.requests)}", "write",
                                       {"file_path": "tests/test_broken.py", "content": BROKEN_TEST})
        return super().answer(body)


class MessagesFlowModel(FlowScript, MessagesScriptedModel):
    """The flow's model on 0.2.1's Messages wire."""


class ChatFlowModel(FlowScript, ScriptedModel):
    """The flow's model on rc.8's chat-completions wire."""


def git(cwd, *args) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
                        "GIT_COMMITTER_EMAIL": "t@example.com", "PATH": "/usr/bin:/bin:/usr/local/bin"})


def init_project(work: Path) -> None:
    """``work`` as the flow's project: a git repository, one commit, one passing test."""
    (work / "tests").mkdir()
    (work / "tests" / "test_acceptance.py").write_text(ACCEPTANCE)
    (work / "README.md").write_text("A project.\n")
    git(work, "init", "-q")
    git(work, "add", "-A")
    git(work, "commit", "-qm", "start")


def ledger(inst) -> list[tuple]:
    """The evolution ledger's rows (step, outcome, component, rev, detail), oldest first."""
    db = sqlite3.connect(inst.store)
    try:
        return db.execute("SELECT step, outcome, component, rev, detail FROM evolution_ledger ORDER BY id").fetchall()
    except sqlite3.OperationalError:
        return []
    finally:
        db.close()


def run_totals(inst) -> list[dict]:
    """Each finished run's totals from its ``end`` row: outcome, model calls, wall ms."""
    db = sqlite3.connect(inst.store)
    try:
        rows = db.execute("SELECT run_id, outcome, model_calls, wall_ms FROM evolution_ledger"
                          " WHERE step = 'end' ORDER BY id").fetchall()
    finally:
        db.close()
    return [{"run": r, "outcome": o, "modelCalls": c, "wallMs": w} for r, o, c, w in rows]


def wait_for(inst, step: str, outcome: str | None = None, seconds: float = 240, count: int = 1) -> None:
    """Until the ledger has ``count`` rows of ``step`` (and ``outcome``), or ``seconds``
    passed (the assertions then say what is missing)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if sum(r[0] == step and outcome in (None, r[1]) for r in ledger(inst)) >= count:
            return
        time.sleep(0.25)


# The session's turns, in order: a run (adopted after the shadow turn and verify), the
# turn after it, a second run (rolled back), the turn after that; and a C6 run.
T_RUN, T_SHADOW, T_VERIFY, T_AFTER = "/evolve run C1", "Shadow turn: what is 2 + 2?", "/evolve verify", "And now?"
T_RUN2, T_AFTER2 = "/evolve run", "After the second run?"
T_RUN3 = "/evolve run C6"
TURNS = (T_RUN, T_SHADOW, T_VERIFY, T_AFTER, T_RUN2, T_AFTER2, T_RUN3)


def typed_lines(typed: Path) -> list[dict]:
    """What the test's command typist ran, in order: ``{line, result}``."""
    return [json.loads(line) for line in typed.read_text().splitlines()] if typed.exists() else []


def drive(say, inst, typed: Path, skill_run: bool = False) -> dict:
    """The flow's session: ``say(text)`` sends one user turn and returns when it ended. A
    run and verify go on in the sidecar's worker, so each next turn waits for its ledger
    row. ``after_run`` is the ledger once the first run ended; ``marks`` the wall clock
    (monotonic seconds) when each run was typed and when its ledger says it ended. With
    ``skill_run``, a third run (``/evolve run C6``) ends the session (the tests; the bench
    leaves it out: its figures are per C1 candidate)."""
    out: dict = {"marks": {}}
    t0 = time.monotonic()
    say(T_RUN)
    started = typed_lines(typed)
    assert started and started[0]["result"]["kind"] == "success", started  # else nothing to wait for
    wait_for(inst, "end")
    out["marks"]["run1"] = time.monotonic() - t0
    out["after_run"] = ledger(inst)
    for prompt, then in ((T_SHADOW, ("shadow", "completed")), (T_VERIFY, ("adopt", "adopted")), (T_AFTER, None),
                         (T_RUN2, ("rollback", "rolled-back")), (T_AFTER2, None)):
        t0 = time.monotonic()
        say(prompt)
        if then:
            wait_for(inst, *then)
        if prompt == T_RUN2:
            wait_for(inst, "end", count=2)
            out["marks"]["run2"] = time.monotonic() - t0
    if skill_run:
        say(T_RUN3)
        wait_for(inst, "end", count=3)
    return out


def overlay_with(inst: Install, row_id: str, module: Path, config: dict) -> Path:
    """An rc.8 install's overlay (the hmr stub) plus one test plugin row."""
    overlay = inst.base / f"overlay-{row_id}.yml"
    overlay.write_text(inst.overlay.read_text() + f"    - id: {row_id}\n      name: {json.dumps(str(module))}\n"
                       f"      config: {json.dumps(config)}\n")
    return overlay


def _typist(base: Path) -> tuple[Path, Path]:
    """The test-only plugin that types ``/evolve …`` lines, and the file it records them in."""
    typist = base / "command-typist.mjs"
    typist.write_text(COMMAND_TYPIST_JS)
    return typist, base / "typed.jsonl"


def _finish(out: dict, inst, model, typed: Path) -> dict:
    out.update(model=model, ledger=ledger(inst), totals=run_totals(inst), typed=typed_lines(typed))
    return out


def rc8_install(host, base: Path, bundle: Path | None = None) -> tuple[Install, Path, Path]:
    """An rc.8 home with the evolution-enabled memory example (or ``bundle``) in its ``web``
    profile, the flow's project as its work folder; its overlay (hmr stub + the command
    typist) and the typist's record."""
    inst = Install(host, base, bundle or evolution_bundle(base), "flow", profile="web")
    init_project(inst.work)
    typist, typed = _typist(base)
    return inst, overlay_with(inst, "dshkit-test-command-typist", typist, {"out": str(typed)}), typed


@contextlib.contextmanager
def rc8_session(host, inst: Install, overlay: Path, model) -> Iterator:
    """One session of rc.8's web app (its headless app runs one turn and exits): yields
    ``say(text)``, which sends a user turn and returns when it ended; ``say.stderr()``."""
    env = {"DEEPSEEK_BASE_URL": model.base_url, "DEEPSEEK_API_KEY": "k"}
    with WebHost(host, inst.home, overlay, inst.work, env, timeout=240) as web:
        sid = web.new_session(inst.work)

        def say(text):
            turn = web.prompt(sid, text)
            assert turn.reason["kind"] == "completed", (text, turn.events[-3:], web._stderr_tail())

        say.stderr = web._stderr_tail
        yield say


def rc8_flow(host, base: Path, probe_pwd: bool = True, skill_run: bool = True) -> dict:
    """The flow in DSH 0.1.0-rc.8, the session in its web app."""
    inst, overlay, typed = rc8_install(host, base)
    out: dict = {"inst": inst}
    with ChatFlowModel(turns={t: [] for t in TURNS}, final="Ok.") as model:
        model.probe_pwd = probe_pwd
        with rc8_session(host, inst, overlay, model) as say:
            out.update(drive(say, inst, typed, skill_run=skill_run))
            out["stderr"] = say.stderr()
    return _finish(out, inst, model, typed)


def sdk_flow(host, base: Path, skill_run: bool = True) -> dict:
    """The flow in DSH 0.2.1-rc.2: one session through its SDK (``DeepSeekHarness``), the
    bundle added to the ``sdk`` profile."""
    inst = SdkInstall(host, base, evolution_bundle(base), "flow")
    init_project(inst.work)
    typed = add_sdk_typist(inst, base / "command-typist.mjs", base / "typed.jsonl")
    out: dict = {"inst": inst}
    with MessagesFlowModel(turns={t: [] for t in TURNS}, final="Ok.") as model:
        with inst.harness(model, timeout=400) as harness:
            session = harness.start_session()

            def say(text):
                assert session.run(text).finish_reason == "completed", inst.runtime_stderr(harness)

            out.update(drive(say, inst, typed, skill_run=skill_run))
            out["stderr"] = inst.runtime_stderr(harness)
    return _finish(out, inst, model, typed)


# -- what the flow shows on either line ------------------------------------------------------

class FlowTests:
    """The tests both flow modules share: each subclasses this as ``TestFlow``, and pytest runs
    them there with that module's ``flow`` fixture (the output of rc8_flow or sdk_flow)."""

    def test_run_is_started_through_the_host_command_service(self, flow):
        run = flow["typed"][0]
        assert run["line"] == T_RUN and run["result"]["kind"] == "success", flow["typed"]

    def test_the_flow_reaches_the_shadow_trial_through_real_probes(self, flow):
        steps = [(s, o) for s, o, *_ in flow["after_run"]]
        for step in (("candidate", "ok"), ("structure", "pass"), ("gate", "pass"), ("shadow", "started")):
            assert step in steps, (steps, flow["stderr"][-3000:])
        assert [o for s, o in steps if s == "replay"] == ["pass", "pass"], flow["after_run"]

    def test_verify_adopts_and_the_next_request_carries_the_adopted_text(self, flow):
        verify = flow["typed"][1]
        assert verify["line"] == T_VERIFY and verify["result"]["kind"] == "success", flow["typed"]
        assert ("adopt", "adopted") in [(s, o) for s, o, *_ in flow["ledger"]], flow["ledger"]
        [after] = flow["model"].turn_requests(T_AFTER)
        assert CANDIDATE_MARK in system_text(after.body), system_text(after.body)[-2000:]

    def test_a_candidate_that_fails_the_checks_is_rolled_back_and_never_loaded(self, flow):
        steps = [(s, o) for s, o, *_ in flow["ledger"]]
        second = steps[steps.index(("adopt", "adopted")) + 1:]
        assert ("gate", "fail") in second and ("rollback", "rolled-back") in second, second
        replays = [json.loads(d) for s, o, c, r, d in flow["ledger"] if s == "replay"][2:4]  # the second run
        [broken] = [r for r in replays if r["role"] == "candidate"]
        assert not broken["ok"] and "tests/test_broken.py" in broken["changed"], broken
        # the probe's write landed in its worktree, never in the user's project
        assert not (flow["inst"].work / "tests" / "test_broken.py").exists()
        # the main session goes on with the adopted revision, never the rolled-back one
        [after] = flow["model"].turn_requests(T_AFTER2)
        system = system_text(after.body)
        assert CANDIDATE_MARK in system and BREAKING_MARK not in system
        assert [t["outcome"] for t in flow["totals"]][:2] == ["shadow", "rolled-back"], flow["totals"]

    def test_memory_does_not_log_the_probes(self, flow):
        # a probe is the flow's instrument, not the user's work; the main session is logged
        assert flow["inst"].rows("SELECT count(*) FROM entries WHERE body LIKE ?", f"%{PROBE_TASK_MARK}%") == [(0,)]
        assert flow["inst"].rows("SELECT count(*) FROM entries WHERE body LIKE ?", "%Shadow turn%") != [(0,)]

    def test_a_skill_candidates_probe_carries_the_candidate_skill(self, flow):
        # the third run: a new C6 skill. The skill tool's view is the main sessions' revision, so
        # the candidate's own skill text reaches its probe through the probe's prompt
        third = [json.loads(d) for s, o, c, r, d in flow["ledger"] if s == "replay"][4:]
        assert [r["role"] for r in third] == ["baseline", "candidate"], flow["ledger"]
        assert ("candidate", "ok", "C6") in [(s, o, c) for s, o, c, *_ in flow["ledger"]], flow["ledger"]
        firsts = probe_firsts(flow)[-2:]
        marked = [SKILL_MARK in system_text(r.body) for r in firsts]
        assert marked == [False, True], [system_text(r.body)[-1500:] for r in firsts]
        assert "evolve-report-checks" in system_text(firsts[1].body)
        # the host's own skill catalogue (a conversation message) in a probe is the main
        # sessions' view: the bundle's memory-recall skill, never the candidate's
        for r in firsts:
            catalogue = json.dumps([m for m in r.body["messages"] if m.get("role") != "system"])
            assert "memory-recall" in catalogue and "evolve-report-checks" not in catalogue, catalogue[-1500:]
        # both sides replay on the adopted revision: its C1, never the rolled-back one's
        assert all(CANDIDATE_MARK in system_text(r.body) and BREAKING_MARK not in system_text(r.body) for r in firsts)
