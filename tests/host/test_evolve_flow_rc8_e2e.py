"""The whole evolution flow in the old host line, DSH 0.1.0-rc.8 (npm), as
``test_evolve_flow_sdk_e2e.py`` runs it in 0.2.1-rc.2: a copy of ``examples/memory`` with
``memory.evolution`` enabled, the real sidecar and sandbox, the scripted model.

rc.8's headless app runs one turn and exits, so the session of several turns is the web
app's, driven over its API (``web_session.WebHost``); ``/evolve …`` lines are typed
through the host's command service by the same test-only typist as on 0.2.1 (rc.8's
``session.prompt`` does not parse them either). In a project that is a git repository
with an acceptance check: ``/evolve run C1`` → candidate (``llm/complete`` on rc.8's model
service) → two probes, each a real child agent whose session cwd is its own worktree (it
runs ``pwd`` with the host's ``bash`` tool) and whose system prompt carries its side's C1
→ checks → gate → shadow turn → ``/evolve verify`` → the next request of the session
carries the adopted text. A second run's candidate makes its probe write a failing test
with the host's ``write`` tool: it lands in the probe's worktree (never the project), the
gate fails, the candidate is rolled back and the session goes on with the adopted text.
A third run, ``/evolve run C6``, proposes a new skill: rc.8's skill view is one per process
too, so the candidate's probe gets the skill in its prompt and the baseline's does not.

Why the entry does not start an rc.8 probe with ``subagents.start``: that call does not
read ``request.cwd`` (its child gets the parent's session cwd, which the host's tools
resolve against). ``test_rc8_subagents_start_gives_the_child_the_parents_cwd`` shows it.
"""

from __future__ import annotations

import json
import time

import pytest

from tests.dshhost import ensure_host
from tests.host.evolve_flow import (CANDIDATE_MARK, PROBE_TASK_MARK, REPLAY_DIR, T_RUN, ChatFlowModel, FlowTests,
                                    first_user_text, is_probe, ledger, overlay_with, probe_firsts, rc8_flow, rc8_install,
                                    rc8_session, run_totals, system_text, wait_for)
from tests.host.headless import tool_results
from tests.host.scripted_model import ScriptedModel
from tests.host.test_memory_e2e import Install
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]


@pytest.fixture(scope="module")
def flow(tmp_path_factory):
    return rc8_flow(ensure_host(), tmp_path_factory.mktemp("evolve-flow-rc8"))


class TestFlow(FlowTests):
    """Run, adopt, roll back, a C6 candidate's probe, and what memory keeps: the same as on
    the other host line."""


def test_each_probe_ran_in_its_worktree_with_its_sides_prompt(flow):
    firsts = probe_firsts(flow)
    assert len(firsts) == 6, [r.texts()[-1][:200] for r in flow["model"].agent()]  # 3 runs x (baseline, candidate)
    marked = [CANDIDATE_MARK in system_text(r.body) for r in firsts[:2]]
    assert marked == [False, True], marked  # the first run: baseline without, candidate with
    # where each probe's shell worked: `pwd` with the host's bash tool, its first call
    pwds = [tool_results(r.body["messages"])[0] for r in flow["model"].agent()
            if is_probe(r) and len(tool_results(r.body["messages"])) == 1]
    assert len(pwds) == 6, pwds
    trees = [p.strip().splitlines()[0] for p in pwds]
    assert all(REPLAY_DIR in t and t.endswith("/tree") for t in trees), trees
    assert len(set(trees)) == 6 and str(flow["inst"].work) not in trees, trees  # a fresh worktree each
    # the host's own cwd in the probe's prompt is its worktree, too
    assert all(REPLAY_DIR in json.dumps(r.body) for r in firsts)
    # the probes' model requests as the entry counted them at rc.8's agent/pre-step (and tokens
    # from its assistant/message usage: the mock's 1 + 1 per request) are the requests the
    # model got from each: pwd, [write,] final answer
    probes = [json.loads(d)["probe"] for s, o, c, r, d in flow["ledger"] if s == "replay"]
    calls = (2, 2, 2, 3, 2, 2)  # runs C1 (adopted), C1 (breaking write), C6
    assert [p["calls"] for p in probes] == list(calls), probes
    assert [p["usage"] for p in probes] == [{"requests": n, "inputTokens": n, "outputTokens": n} for n in calls]
    assert sum(p["calls"] for p in probes) == len([r for r in flow["model"].agent() if is_probe(r)])


# A test-only plugin: once, when the first top-level agent starts, it starts one child on
# rc.8's `spawn` provider asking for `cwd`, and records the child's session cwd.
START_CWD_JS = """\
import { writeFileSync } from 'node:fs'
export const name = 'dshkit-test-start-cwd'
export const inject = ['subagents']
export function apply (ctx, config) {
  let done = false
  ctx.on('agent/session-start', async ({ agent }) => {
    if (done) return
    done = true
    const run = await ctx.subagents.start('spawn', {
      prompt: [{ type: 'text', text: 'Child: say ok.' }], parent: agent, cwd: config.cwd,
      label: 'cwd check', signal: new AbortController().signal, maxDepth: 3
    })
    const result = await run.result
    writeFileSync(config.out, JSON.stringify({ childCwd: run.localAgent?.session?.header?.cwd ?? null,
                                               stopReason: result.stopReason }))
    await run.dispose()
  })
}
"""


def test_rc8_subagents_start_gives_the_child_the_parents_cwd(tmp_path):
    """The host fact behind the entry's rc.8 probe: ``subagents.start(provider, {cwd})``
    does not honour ``cwd``; its child works in the parent's session cwd."""
    host = ensure_host()
    inst = Install(host, tmp_path, evolution_bundle(tmp_path), "start-cwd")
    asked = tmp_path / "asked-for"
    asked.mkdir()
    module, out = tmp_path / "start-cwd.mjs", tmp_path / "start-cwd.json"
    module.write_text(START_CWD_JS)
    inst.overlay = overlay_with(inst, "dshkit-test-start-cwd", module, {"cwd": str(asked), "out": str(out)})
    with ScriptedModel(final="Ok.") as model:
        run = inst.run("Hello.", model)
    seen = json.loads(out.read_text())
    assert seen["stopReason"] == "completed", (seen, run.stderr[-2000:])
    assert seen["childCwd"] == str(inst.work) != str(asked), seen


class StallingModel(ChatFlowModel):
    """The flow's model, but a probe's request is answered only after ``stall`` seconds."""

    stall = 30.0

    def answer(self, body: dict) -> list[dict]:
        if PROBE_TASK_MARK in first_user_text(body):
            time.sleep(self.stall)
        return super().answer(body)


def test_a_probe_that_never_answers_is_bounded_by_its_timeout_and_the_session_goes_on(tmp_path):
    """``probeTimeoutMs`` bounds each probe in the real rc.8: a child whose model never answers
    in time is disposed, the answer says ``timeout``, the trial fails, the candidate is rolled
    back, and the session's next turn runs at once."""
    host = ensure_host()
    bundle = evolution_bundle(tmp_path, extra="    probeTimeoutMs: 2000\n")
    inst, overlay, typed = rc8_install(host, tmp_path, bundle)
    with StallingModel(turns={T_RUN: [], "Next?": []}, final="Ok.") as model:
        with rc8_session(host, inst, overlay, model) as say:
            started = time.monotonic()
            say(T_RUN)
            wait_for(inst, "end", seconds=60)
            ran = time.monotonic() - started
            said = time.monotonic()
            say("Next?")
            next_turn = time.monotonic() - said
    probes = [json.loads(d)["probe"] for s, o, c, r, d in ledger(inst) if s == "replay"]
    assert [p.get("status") for p in probes] == ["timeout", "timeout"], (probes, ledger(inst)[-4:])
    assert all("did not finish in 2000 ms" in p["error"] for p in probes), probes
    assert [t["outcome"] for t in run_totals(inst)] == ["rolled-back"], ledger(inst)[-3:]
    # two probes of 2 s each, their disposal and checks: far from the model's 30 s stall
    assert ran < 20 and next_turn < 10, (ran, next_turn)
    assert len([r for r in model.agent() if is_probe(r)]) == 2  # one request each, never answered in time
