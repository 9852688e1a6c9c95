"""An rc.8 probe's child as rc.8 itself delegates one: the parent's sandbox mode, and its
cancellation when the probe stops (DSH 0.1.0-rc.8, npm, its web app: one session).

On rc.8 the entry creates a probe's child through the parent's agent factory (rc.8's
``subagents.start`` ignores ``cwd``: ``test_evolve_flow_rc8_e2e.py``), so it must do
what rc.8's own in-process driver (``dsh-subagent-in-process-driver``) does around that
call: carry the parent session's explicit ``sandbox/mode`` onto the child's log
(``captureDelegatedPolicyOverrides`` / ``appendDelegatedPolicyOverrides`` in
``dsh-subagent``), and cancel the child with ``cancel({kind: 'parent'})`` when the run is
aborted. The sidecar's ``evolve/*`` methods are the stand-in of ``evolve_standin`` (each
``/evolve run`` asks the host for one probe of the spec's revision in the spec's folder);
the session switches itself to the host's ``read-only`` permission preset with the host's
own ``/permission`` command first. A third probe replays a revision that changes skills
only (empty C1-C4), one of them a skill the host would not publish.
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest

from tests.dshhost import ensure_host
from tests.host.evolve_flow import first_user_text, overlay_with, rc8_session, system_text
from tests.host.evolve_standin import standin_sidecar
from tests.host.headless import tool_results
from tests.host.scripted_model import ScriptedModel
from tests.host.test_evolve_sdk_e2e import COMMAND_TYPIST_JS, _revs
from tests.host.test_memory_e2e import Install
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]

PROBE_TASK = "Probe task MARK-PROBE-5150: write probe-wrote.txt, then report."
READ_ONLY = "Current DSH file policy: read-only"
WORKSPACE_WRITE = "Current DSH file policy: workspace-write"
# a candidate that changes skills only (C1-C4 empty), one of them a skill the host would refuse
SKILL_ONLY = {"prompt": "", "skills": [
    {"name": "trial-only", "description": "Use when probing.", "body": "MARK-TRIAL-SKILL-77"},
    {"name": "Bad Name", "description": "Not kebab-case.", "body": "MARK-BAD-SKILL-88"}]}
T_PERMISSION, T_RUN, T_RUN_STALLED, T_NEXT = "/permission read-only", "/evolve run", "/evolve run ", "Next?"
STALL_S = 30.0
TIMEOUT_MS = 2000
DISPOSE_MS = 5000  # evolve.js: how long a probe's answer may wait for its child's disposal


class ProbeModel(ScriptedModel):
    """A probe writes ``probe-wrote.txt`` with the host's ``write`` tool, then answers; with
    ``stall`` set, a probe's request is answered only after STALL_S (a model that hangs)."""

    stall = False

    def answer(self, body: dict) -> list[dict]:
        if "MARK-PROBE-5150" in first_user_text(body):
            if self.stall:
                time.sleep(STALL_S)
            elif not tool_results(body["messages"]):
                return self.tool_reply(f"call_write_{len(self.requests)}", "write",
                                       {"file_path": "probe-wrote.txt", "content": "probe\n"})
        return super().answer(body)


def _probes(out: Path) -> list[dict]:
    path = out / "probes.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def _wait_probes(out: Path, count: int, seconds: float) -> list[dict]:
    deadline = time.monotonic() + seconds
    while len(_probes(out)) < count and time.monotonic() < deadline:
        time.sleep(0.2)
    return _probes(out)


# A test-only plugin: why each session's running step was aborted (the reason of the step's
# signal, the cause the host's cancel() gave), with the session's cwd. (The persisted log of
# a child disposed mid-turn ends at its step's end: rc.8 logs no turn end for it either way.)
ABORTS_JS = """\
import { appendFileSync } from 'node:fs'
export const name = 'dshkit-test-step-aborts'
export function apply (ctx, config) {
  ctx.on('agent/pre-step', async (payload, next) => {
    const cwd = payload?.agent?.session?.header?.cwd ?? null
    payload?.signal?.addEventListener('abort', () => {
      appendFileSync(config.out, JSON.stringify({ cwd, t: Date.now(), reason: payload.signal.reason ?? null }) + '\\n')
    }, { once: true })
    return next()
  }, { prepend: true })
}
"""

# rc.8 keeps each session's log as zstd-compressed JSONL (sessions/<cwd>/<id>/session.jsonl.zstd);
# Node 24's zlib reads it (the Python standard library has no zstd before 3.14)
_UNZSTD = "process.stdout.write(require('zlib').zstdDecompressSync(require('fs').readFileSync(process.argv[1])))"


def _session_logs(home: Path, cwd: Path) -> list[list[dict]]:
    """The persisted session logs under DSH_HOME whose header's cwd is ``cwd``: events in order."""
    logs = []
    for path in sorted((home / "sessions").rglob("session.jsonl.zstd")):
        text = subprocess.run([str(ensure_host().node), "-e", _UNZSTD, str(path)], capture_output=True,
                              text=True, check=True, timeout=60).stdout
        events = [json.loads(line) for line in text.splitlines() if line.strip()]
        if events and events[0].get("cwd") == str(cwd):
            logs.append(events)
    return logs


@pytest.fixture(scope="module")
def probed(tmp_path_factory):
    base = tmp_path_factory.mktemp("evolve-probe-rc8")
    host = ensure_host()
    bundle = evolution_bundle(base)
    standin_sidecar(bundle / "dshkit-memory" / "sidecar.pyz")
    out = base / "standin"
    out.mkdir()
    trees = {name: base / name for name in ("tree-mode", "tree-stall", "tree-skills")}
    for tree in trees.values():
        tree.mkdir()
    spec_path = base / "evolve-standin.json"

    def probe_spec(probe_id: str, tree: Path, timeout_ms: int, rev: str = "cand") -> None:
        spec_path.write_text(json.dumps({
            "rev": "r1", "revs": {**_revs(), "skillonly": SKILL_ONLY}, "out": str(out),
            "probe": {"probeId": probe_id, "rev": rev, "cwd": str(tree), "task": PROBE_TASK,
                      "timeoutMs": timeout_ms, "maxRequests": 6}}))

    probe_spec("mode", trees["tree-mode"], 90000)
    inst = Install(host, base, bundle, "probe", profile="web")
    typist, typed = base / "typist.mjs", base / "typed.jsonl"
    typist.write_text(COMMAND_TYPIST_JS.replace("'/evolve '", "'/'"))  # the host's /permission too
    overlay = overlay_with(inst, "dshkit-test-command-typist", typist, {"out": str(typed)})
    recorder, aborts = base / "step-aborts.mjs", base / "step-aborts.jsonl"
    recorder.write_text(ABORTS_JS)
    inst.overlay = overlay
    overlay = overlay_with(inst, "dshkit-test-step-aborts", recorder, {"out": str(aborts)})
    result: dict = {"inst": inst, "trees": trees, "typed": typed, "aborts": aborts}
    mp = pytest.MonkeyPatch()
    mp.setenv("DSHKIT_EVOLVE_STANDIN", str(spec_path))
    try:
        with ProbeModel(turns={t: [] for t in (T_PERMISSION, T_RUN, T_RUN_STALLED, T_NEXT)}, final="Ok.") as model:
            with rc8_session(host, inst, overlay, model) as say:
                say(T_PERMISSION)
                say(T_RUN)
                _wait_probes(out, 1, 120)
                probe_spec("stall", trees["tree-stall"], TIMEOUT_MS)
                model.stall = True
                say(T_RUN_STALLED)
                _wait_probes(out, 2, 60)
                said = time.monotonic()
                say(T_NEXT)
                result["next_turn_s"] = time.monotonic() - said
                probe_spec("skills", trees["tree-skills"], 90000, rev="skillonly")
                model.stall = False
                say(T_RUN)
                _wait_probes(out, 3, 120)
                result["stderr"] = say.stderr()
        result.update(model=model, probes=_probes(out))
    finally:
        mp.undo()
    return result


def _probe_requests(probed, tree: Path) -> list:
    return [r for r in probed["model"].agent() if "MARK-PROBE-5150" in first_user_text(r.body)
            and str(tree) in json.dumps(r.body)]


def test_the_session_runs_under_the_read_only_preset(probed):
    typed = [json.loads(line) for line in probed["typed"].read_text().splitlines()]
    assert typed[0] == {"line": T_PERMISSION, "result": {"kind": "success", "text": "preset read-only"}}, typed
    # the parent's next turn states the mode it switched to
    run = probed["model"].turn_requests(T_RUN)[-1]
    assert READ_ONLY in json.dumps(run.body), json.dumps(run.body)[-2000:]


def test_a_probe_runs_with_its_parents_sandbox_mode(probed):
    """Before the entry carried the override, the child got the deployment's default preset
    (workspace-write): its write landed in the worktree."""
    answer = probed["probes"][0]
    assert answer["status"] == "completed", (answer, probed["stderr"][-3000:])
    requests = _probe_requests(probed, probed["trees"]["tree-mode"])
    assert requests, [first_user_text(r.body)[:100] for r in probed["model"].agent()]
    body = json.dumps(requests[0].body)
    assert READ_ONLY in body and WORKSPACE_WRITE not in body, body[-3000:]
    # what the host's write tool was allowed to do there: nothing
    [result] = tool_results(requests[-1].body["messages"])
    assert not (probed["trees"]["tree-mode"] / "probe-wrote.txt").exists(), result
    # the child's own log says where its mode came from, as for any child rc.8 delegates
    [log] = _session_logs(probed["inst"].home, probed["trees"]["tree-mode"])
    modes = [e.get("data") for e in log if e.get("type") == "sandbox/mode"]
    assert modes and modes[-1] == {"mode": "read-only", "source": "delegation"}, modes


def test_a_stopped_probe_cancels_its_child_at_once(probed):
    """A probe whose model hangs is stopped at its timeout; its child is cancelled as rc.8
    cancels a delegated child whose parent stops (``{kind: 'parent'}``), before its disposal.
    Measured before the change: the answer came as fast (about 2.0 s), because rc.8's agent
    disposal cancels a running turn itself, but with the cause ``{kind: 'disposed'}``."""
    answer = probed["probes"][1]
    assert answer["status"] == "timeout", (answer, probed["stderr"][-3000:])
    assert f"did not finish in {TIMEOUT_MS} ms" in answer["error"]
    assert answer["standinMs"] < TIMEOUT_MS + DISPOSE_MS / 2, answer
    # its running step was aborted as a delegated child's is when its parent stops (before: only
    # by the disposal's own cancellation, {kind: 'disposed'})
    aborts = [json.loads(line) for line in probed["aborts"].read_text().splitlines()] if probed["aborts"].exists() else []
    stalled = [a["reason"] for a in aborts if a["cwd"] == str(probed["trees"]["tree-stall"])]
    assert stalled == [{"kind": "parent"}], aborts
    # the child's persisted log ends at the step the cancellation stopped, far before the model answered
    [log] = _session_logs(probed["inst"].home, probed["trees"]["tree-stall"])
    steps = [e for e in log if e.get("type") in ("step/start", "step/end")]
    assert [e["type"] for e in steps] == ["step/start", "step/end"], [e.get("type") for e in log]
    assert (steps[1]["time"] - log[0]["createdAt"]) / 1000 < STALL_S / 3, (steps, log[0])
    assert probed["next_turn_s"] < 10, probed["next_turn_s"]


def test_a_skill_only_candidates_probe_carries_its_valid_skills_only(probed):
    """A revision whose C1-C4 are empty still gets its changed skills into its probe's prompt
    (before: only when C1-C4 had text), and a skill the host would not publish (a name that
    is not kebab-case) never enters it."""
    answer = probed["probes"][2]
    assert answer["status"] == "completed", (answer, probed["stderr"][-3000:])
    [first] = _probe_requests(probed, probed["trees"]["tree-skills"])[:1]
    assert_trial_skills_only_valid(first)


def assert_trial_skills_only_valid(request) -> None:
    """A SKILL_ONLY probe's first request (either wire): the valid skill in its system prompt,
    the invalid one nowhere."""
    system = system_text(request.body)
    assert "Skills of the revision under test" in system and "evolve-trial-only" in system, system[-2000:]
    assert "MARK-TRIAL-SKILL-77" in system
    assert "MARK-BAD-SKILL-88" not in json.dumps(request.body)
