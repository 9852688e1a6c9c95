"""The flow end to end: a real sidecar, real git, a real project whose acceptance
check is a real unittest file under a protected path; the model and the probe
sub-session are the fake host's (helpers.EvoHost)."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import jsonschema

from dshkit.sidecar.project import project_for_cwd

from tests.sidecar.harness import SessionBuilder
from tests.sidecar_evolution.helpers import BAD_RULE, GOOD_RULE, TEST_EDIT_RULE, EvoHost, candidate

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas" / "protocol"


def _base(host: EvoHost) -> str:
    return host.result("evolve/components", {})["components"][0]["text"]


def _worktrees(project: Path) -> list[str]:
    out = subprocess.run(["git", "-C", str(project), "worktree", "list", "--porcelain"], capture_output=True,
                         text=True, check=True).stdout
    return [line for line in out.splitlines() if line.startswith("worktree ")]


def _run_id(host: EvoHost) -> str:
    return host.wait_for("end")["run_id"]


def test_a_correction_leads_to_a_candidate_that_passes_and_is_adopted(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3", validationTrials=2)
    base = _base(host)
    b = SessionBuilder("s1", cwd=str(project))
    host.turn(b, "Finish the task and record the outcome.")
    host.turn(b, "No, that's wrong: the result file must say DONE when you finish.")
    diagnose = host.evolve("diagnose", sessionId="s1")
    assert diagnose["kinds"] == {"correction": 1} and diagnose["target"] == "C1"
    [dev] = diagnose["deviations"]
    assert dev["task"] == "Finish the task and record the outcome." and dev["text"].startswith("No,")

    host.replies = [candidate(base, GOOD_RULE)]
    assert "queued" in host.evolve("run", sessionId="s1")["text"]  # no component: picked from the deviation
    end = host.wait_for("end")
    assert end["outcome"] == "shadow" and end["component"] == "C1"
    rev = end["rev"]
    # one candidate call, then baseline and candidate probed in each of two trials
    assert len(host.candidate_requests) == 1
    assert [(p["trial"], p["role"]) for p in host.probes] == [(1, "baseline"), (1, "candidate"),
                                                              (2, "baseline"), (2, "candidate")]
    probe_schema = json.loads((SCHEMAS / "evolve.probe.params.json").read_text())
    llm_schema = json.loads((SCHEMAS / "llm.complete.params.json").read_text())
    for p in host.probes:
        jsonschema.validate(p, probe_schema)
    jsonschema.validate(host.candidate_requests[0], llm_schema)
    assert "the result file must say DONE" in host.candidate_requests[0]["messages"][0]["content"]
    assert {p["rev"] for p in host.probes if p["role"] == "candidate"} == {rev}
    assert len({p["cwd"] for p in host.probes}) == 4 and _worktrees(project) == [f"worktree {project}"]
    assert not any(Path(p["cwd"]).exists() for p in host.probes)  # every worktree removed
    assert end["model_calls"] == 1 + 4 * host.probe_calls
    gate = host.wait_for("gate")
    assert gate["outcome"] == "pass" and gate["detail"]["baselinePassed"] == 0
    assert gate["detail"]["candidatePassed"] == 2

    # the shadow trial: the candidate is in force for one turn, then verify
    view = host.result("evolve/components", {})
    assert view["rev"] == rev and view["inShadow"] and GOOD_RULE in view["components"][0]["text"]
    assert "shadow trial" in host.evolve("status")["text"]
    assert host.call("evolve/command", {"action": "run"})["result"]  # queued, and refused by the flow:
    assert host.wait_for("refused")["detail"]["reason"].startswith("a shadow trial is running")
    verify_early = host.call("evolve/command", {"action": "verify"})
    assert "queued" in verify_early["result"]["text"]
    assert "turn(s) left" in host.wait_for("verify", "refused")["detail"]["reason"]
    host.turn(b, "Start on the next part.", reason="aborted")  # an aborted turn proves nothing
    assert host.evolve("status")["state"]["shadow"]["turnsLeft"] == 1
    (project / "result.txt").write_text("DONE\n")  # the agent, following the new guidance, in the real tree
    host.turn(b, "Thanks, all good.")
    host.wait_for("shadow", "completed")
    host.evolve("verify")
    assert host.wait_for("adopt")["rev"] == rev
    view = host.result("evolve/components", {})
    assert view["rev"] == view["adoptedRev"] == rev and not view["inShadow"]
    diff = host.evolve("diff", "initial", rev[:12])
    assert f"+- {GOOD_RULE}" in diff["diff"] and diff["diff"].count("\n+- ") == 1
    report = host.evolve("report")
    run, refused = report["runs"]  # in start order; the run asked for during the shadow was refused
    assert refused["outcome"] == "refused" and refused["modelCalls"] == 0
    assert run["outcome"] == "adopted" and run["modelCalls"] == 9 and run["candidateCalls"] == 1
    assert run["probeCalls"] == 8 and run["wallMs"] > 0
    assert "model calls 9 (candidate 1, probes 8)" in report["text"]
    print("\n/evolve report:\n" + report["text"])  # the figures (pytest -s)


def test_a_candidate_failing_the_checks_is_rolled_back_and_never_loaded_again(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3")
    host.replies = [candidate(_base(host), BAD_RULE)]
    host.evolve("run", "C1", cwd=str(project))
    end = host.wait_for("end")
    assert end["outcome"] == "rolled-back"
    gate = host.wait_for("gate")
    assert gate["outcome"] == "fail" and gate["detail"]["candidatePassed"] == 0
    # a run named by its directory alone belongs to the project its sessions log under
    assert host.wait_for("diagnose")["detail"]["project"] == project_for_cwd(str(project))
    replay = [r for r in host.evolve("log", "100")["rows"] if r["step"] == "replay"]
    outputs = {r["detail"]["role"]: r["detail"]["checks"][0] for r in replay}
    assert not outputs["candidate"]["ok"] and "'PENDING' != 'DONE'" in outputs["candidate"]["output"]
    assert not outputs["baseline"]["ok"] and "FileNotFoundError" in outputs["baseline"]["output"]
    refused = host.call("evolve/components", {"rev": end["rev"]})["error"]
    assert refused["code"] == -32009 and refused["data"]["revoked"] is True
    assert host.call("evolve/components", {"rev": end["rev"][:9]})["error"]["code"] == -32009
    view = host.result("evolve/components", {})
    assert view["rev"] != end["rev"] and BAD_RULE not in view["components"][0]["text"]
    assert _worktrees(project) == [f"worktree {project}"]


def test_a_probe_that_did_not_finish_fails_its_trial_even_when_the_checks_pass(tmp_path, host, project):
    # the candidate's guidance makes the checks pass, but its probe session timed out: the
    # host never finished the task, so the passing tree proves nothing about the candidate
    host.start(tmp_path / "m.sqlite3", validationTrials=1)
    host.probe_end = {"candidate": "timeout"}
    host.replies = [candidate(_base(host), GOOD_RULE)]
    host.evolve("run", "C1", cwd=str(project))
    end = host.wait_for("end")
    assert end["outcome"] == "rolled-back"
    replay = {r["detail"]["role"]: r["detail"] for r in host.evolve("log", "100")["rows"] if r["step"] == "replay"}
    assert replay["candidate"]["checks"][0]["ok"] and not replay["candidate"]["ok"]
    assert replay["candidate"]["probe"]["status"] == "timeout"
    assert host.wait_for("gate")["detail"]["candidatePassed"] == 0


def test_a_probe_answered_after_its_timeout_still_reaches_the_ledger_with_its_calls(tmp_path, host, project):
    # the host answers a timed-out probe only after disposing its sub-agent: the sidecar waits
    # past timeoutMs for that answer, so the trial's requests are counted, not lost
    host.start(tmp_path / "m.sqlite3", validationTrials=1, probeTimeoutMs=1000)
    host.probe_end = {"candidate": "timeout"}
    host.probe_delay = 1.5
    host.replies = [candidate(_base(host), GOOD_RULE)]
    host.evolve("run", "C1", cwd=str(project))
    end = host.wait_for("end")
    replay = {r["detail"]["role"]: r["detail"] for r in host.evolve("log", "100")["rows"] if r["step"] == "replay"}
    assert replay["candidate"]["probe"].get("status") == "timeout", replay["candidate"]
    assert [replay[role]["modelCalls"] for role in ("baseline", "candidate")] == [2, 2]
    assert end["outcome"] == "rolled-back" and end["model_calls"] == 1 + 2 + 2, end


def test_an_edit_of_a_protected_path_is_refused_before_any_replay(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3")
    host.replies = [json.dumps({"component": "C1", "path": "tests/test_accept.py",
                                "text": "def test_ok():\n    pass\n", "rationale": "make it pass"})]
    host.evolve("run", "C1", cwd=str(project))
    end = host.wait_for("end")
    assert end["outcome"] == "refused" and "protected path" in end["detail"]["reason"]
    assert host.probes == []
    assert not any(f.get("method") == "evolve/probe" for _, f in host.traffic)
    steps = [r["step"] for r in host.evolve("log", "100")["rows"] if r["run_id"] == end["run_id"]]
    assert steps == ["diagnose", "pick", "candidate", "structure", "end"] and "replay" not in steps
    assert (project / "tests" / "test_accept.py").read_text().startswith("import pathlib")


def test_structural_refusals_send_no_probe(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3")
    base = _base(host)
    unanchored = base.replace("outranks the user", "outranks nobody")
    assert unanchored != base
    replies = {
        "anchored region": json.dumps({"component": "C1", "path": "system.md", "text": unanchored,
                                       "rationale": "r"}),
        "no component file": json.dumps({"component": "C1", "path": "src/app.py", "text": "x",
                                         "rationale": "r"}),
        "belongs to C4": candidate(base, GOOD_RULE, path="tools.md"),
        "not strict JSON": "Sure! Here is the edit: " + candidate(base, GOOD_RULE),
        "no import": json.dumps({"component": "C7", "path": "scripts/sum.mjs", "rationale": "r",
                                 "text": "import fs from 'node:fs'\nexport function run(i) { return i }\n"}),
        "host would drop": json.dumps({"component": "C6", "path": "skills/build-check/SKILL.md",
                                       "rationale": "r", "text": "no frontmatter here\n"}),
    }
    for words, reply in replies.items():
        host.replies = [reply]
        component = "C7" if "C7" in reply else "C6" if "C6" in reply else "C1"
        host.evolve("run", component, cwd=str(project))
        rows = host.ends(list(replies).index(words) + 1)
        assert rows[-1]["outcome"] in ("refused", "failed"), rows[-1]
        assert words in rows[-1]["detail"]["reason"], (words, rows[-1])
    assert host.probes == []


def test_a_replay_that_edits_a_protected_path_fails_its_trial(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3")
    host.replies = [candidate(_base(host), TEST_EDIT_RULE + " Then write DONE to result.txt.")]
    host.evolve("run", "C1", cwd=str(project))
    end = host.wait_for("end")
    assert end["outcome"] == "rolled-back"
    cand = next(r for r in host.evolve("log", "100")["rows"]
                if r["step"] == "replay" and r["detail"]["role"] == "candidate")
    assert cand["detail"]["protectedTouched"] == ["tests/test_accept.py"]
    assert all(c["ok"] for c in cand["detail"]["checks"])  # its checks passed: the protected edit fails it
    assert (project / "tests" / "test_accept.py").read_text().startswith("import pathlib")


def test_the_same_deviation_during_the_shadow_rolls_back_and_verify_can_reject(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3", shadowTurns=3)
    b = SessionBuilder("s2", cwd=str(project))
    host.turn(b, "Wrap the task up.")
    host.turn(b, "Actually, the result file must say DONE.")
    host.replies = [candidate(_base(host), GOOD_RULE)]
    host.evolve("run", sessionId="s2")
    first = host.wait_for("end")
    assert first["outcome"] == "shadow"
    host.turn(b, "No, you forgot the result file again.")  # the same kind, during the trial
    rollback = host.wait_for("rollback")
    assert "correction deviation during the shadow trial" in rollback["detail"]["reason"]
    assert host.call("evolve/components", {"rev": first["rev"]})["error"]["data"]["revoked"] is True
    assert host.result("evolve/components", {})["rev"] == host.evolve("status")["state"]["initial"]

    # a second run passes the gate, but the real tree fails verify: rolled back too
    host.replies = [candidate(_base(host), GOOD_RULE + " ")]
    host.evolve("run", sessionId="s2")
    second = host.ends(2)[-1]
    assert second["outcome"] == "shadow"
    for text in ("one", "two", "three"):
        host.turn(b, f"Carry on with part {text}.")
    host.wait_for("shadow", "completed")
    host.evolve("verify")
    verify = host.wait_for("verify", "fail")
    assert verify["rev"] == second["rev"] and "result.txt" in verify["detail"]["checks"][0]["output"]
    assert host.call("evolve/components", {"rev": second["rev"]})["error"]["code"] == -32009
    outcomes = [r["outcome"] for r in host.evolve("report")["runs"]]
    assert outcomes == ["rolled-back", "rolled-back"]


class _HangingProbe(EvoHost):
    """A host whose probe never answers: the sidecar is killed mid-replay."""

    def _probe(self, params: dict) -> dict:
        self.probes.append(params)
        time.sleep(3600)
        return {}

    def _answer(self, frame: dict) -> None:
        if frame["method"] == "evolve/probe":
            self._probe(frame["params"])
            return
        super()._answer(frame)


def test_a_run_killed_mid_replay_starts_over_and_leaves_no_worktree(tmp_path, project):
    store = tmp_path / "m.sqlite3"
    first = _HangingProbe()
    try:
        first.start(store)
        first.replies = [candidate(_base(first), GOOD_RULE)]
        first.evolve("run", "C1", cwd=str(project))
        for _ in range(400):
            if first.probes:
                break
            time.sleep(0.05)
        stale = Path(first.probes[0]["cwd"])
        assert stale.is_dir() and len(_worktrees(project)) == 2
    finally:
        first.kill()
    assert stale.is_dir()  # nothing cleaned up after a kill
    second = EvoHost([candidate(_base_of(store), GOOD_RULE)])
    try:
        second.start(store)  # the task left running is queued again and runs from the start
        end = second.wait_for("end")
        assert end["outcome"] == "shadow"
        cleanup = second.wait_for("cleanup")
        assert cleanup["detail"]["staleWorktrees"] == [str(stale)]
        assert not stale.exists() and _worktrees(project) == [f"worktree {project}"]
    finally:
        second.close()


def _base_of(store: Path) -> str:
    return subprocess.run(["git", "-C", str(store) + ".evolution", "show", "HEAD:system.md"], capture_output=True,
                  text=True, check=True).stdout


def test_a_run_with_no_repository_or_no_commit_is_refused(tmp_path, host):
    host.start(tmp_path / "m.sqlite3")
    plain = tmp_path / "plain"
    plain.mkdir()
    empty = tmp_path / "empty"
    empty.mkdir()
    subprocess.run(["git", "init", "-q", str(empty)], check=True)
    for where, words in ((plain, "not inside a git work tree"), (empty, "no commit to replay on")):
        host.evolve("run", "C1", cwd=str(where))
        end = host.ends(1 if where == plain else 2)[-1]
        assert end["outcome"] == "refused" and words in end["detail"]["reason"], end
    assert host.candidate_requests == [] and host.probes == []


def test_a_new_skill_candidate_is_replayed_and_loaded_as_a_skill(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3")
    skill = ("---\nname: finish-task\ndescription: Use when a task is done and its outcome must be recorded.\n"
             "---\nWhen a task ends, write DONE to result.txt.\n")
    host.replies = [json.dumps({"component": "C6", "path": "skills/finish-task/SKILL.md", "text": skill,
                                "rationale": "a reusable closing step"})]
    host.evolve("run", "C6", cwd=str(project))
    end = host.wait_for("end")
    assert end["outcome"] == "shadow" and end["component"] == "C6"
    assert "No file under skills/ exists yet." in host.candidate_requests[0]["messages"][0]["content"]
    view = host.result("evolve/components", {})
    assert view["skills"] == [{"name": "finish-task", "path": "skills/finish-task/SKILL.md", "text": skill}]
    assert view["scripts"] == view["hooks"] == []
    # the base revision is untouched: the candidate is a commit of its own
    base = host.result("evolve/components", {"rev": host.evolve("status")["state"]["adopted"]})
    assert base["skills"] == []
