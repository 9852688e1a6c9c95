"""Controlled evolution's host side in the real DSH 0.2.1-rc.2, through the host's own SDK.

A copy of ``examples/memory`` built with ``memory.evolution`` enabled is added with ``dsh
plugin --profile sdk add file:…``; one session of several user turns runs against the
scripted Messages model. The sandbox (``sandbox.js`` + its runner) is the real one; the
sidecar's evolve/* methods are the deterministic stand-in of ``evolve_standin`` (revisions
with chosen skills, scripts and hooks; the rest of the sidecar is the real one). The real
flow is ``test_evolve_flow_sdk_e2e.py``. What the real host shows:

- C1-C4 (the components' ``prompt``) in the system prompt of every model request of the
  session, through the host's ``system-prompt/assemble`` waterfall;
- ``evolve_script`` (C7) returns the script's output to the model as the tool result;
- C6 ``evolve-<name>`` is in the host's skill catalogue and the host's ``skill`` tool loads it;
  a new revision's skills replace it in the catalogue within the session;
- C8: a hook's note reaches the model as an extra message after the tool result, while the
  tool result is the same as with a throwing hook (which adds nothing);
- a failed tool call is reported as an ``evolve/deviation``;
- ``evolve_delegate`` starts a real sub-agent (the host's ``spawn`` provider) with the task and
  its criteria, whose own system prompt has C1-C4 too; its answer is the tool result;
- ``/evolve status`` and ``/evolve run`` through the host's command service (the SDK does
  not parse ``/commands``: a test-only plugin types them); ``run`` makes the sidecar ask for
  an ``evolve/probe``: a real sub-agent of the session, in the probe's worktree, whose model
  request carries the candidate revision's prompt and not the active one's.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

from tests.host.evolve_standin import standin_sidecar
from tests.host.headless import tool_results
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, sdk_host_or_skip
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]

ACTIVE_PROMPT = "## Evolved guidance (C1)\nMARK-C1-7731: run the project's checks before you finish."
CANDIDATE_PROMPT = "## Evolved guidance (C1)\nMARK-CAND-9902: write the failing test first."
SKILL_BODY = "MARK-SKILL-4410: run make lint before every commit."
NOTE = "MARK-HOOK-5521"
SUM = "export function run (x) { return { sum: x.a + x.b } }"
T_TOOLS = "Use the evolved script, skill and catalogue."
T_AGAIN = "Again, with the new hooks."
T_DELEGATE = "Delegate the count."
DELEGATE_TASK = "Delegated: count the files in this folder."
T_STATUS = "/evolve status"
T_RUN = "/evolve run C1"
PROBE_TASK = "Probe task: add a test for the parser."
SCRIPT_CALL = ("evolve_script", {"name": "sum", "input": {"a": 2, "b": 3}})

# A test-only plugin that types `/evolve …` for the user: when a turn's prompt is such a
# line, it runs it through the host's own command service and records what it returned.
COMMAND_TYPIST_JS = """\
import { appendFileSync } from 'node:fs'
export const name = 'dshkit-test-command-typist'
export const inject = ['commands']
export function apply (ctx, config) {
  ctx.on('agent/pre-step', async (payload, next) => {
    for (const m of payload?.messages ?? []) {
      const line = (m?.content ?? []).map((p) => p?.text ?? '').join('').trim()
      if (m?.source?.kind !== 'user' || !line.startsWith('/evolve ')) continue
      const settled = await ctx.commands.execute(payload.agent, line, [], new AbortController().signal)
      appendFileSync(config.out, JSON.stringify({ line, result: settled?.result ?? null }) + '\\n')
    }
    return next()
  }, { prepend: true })
}
"""


def add_sdk_typist(inst, typist: Path, typed: Path) -> Path:
    """The command typist (``COMMAND_TYPIST_JS`` written to ``typist``) inserted in the ``sdk``
    profile's user layer, recording what it typed in ``typed``; returns ``typed``."""
    typist.write_text(COMMAND_TYPIST_JS)
    patch = inst.home / "profiles" / "sdk" / "cordis.patch.yml"
    text = patch.read_text()
    assert text.rstrip().endswith("\n[]"), text  # the user layer `dsh plugin add` leaves empty
    patch.write_text(text.rstrip()[:-2] + "- insert:\n    - id: dshkit-test-command-typist\n"
                     f"      name: {json.dumps(str(typist))}\n"
                     f"      config: {json.dumps({'out': str(typed)})}\n")
    return typed


def _revs() -> dict:
    hook_note = f"export function run (e) {{ return {{ note: '{NOTE} after ' + e.tool }} }}"
    r1 = {"prompt": ACTIVE_PROMPT, "delegationPolicy": "Delegate only self-contained subtasks.",
          "skills": [{"name": "lint-first", "description": "Run the project's linter before any commit",
                      "body": SKILL_BODY}],
          "scripts": [{"name": "sum", "code": SUM}],
          "hooks": [{"name": "remind", "code": hook_note}]}
    # r2: the same, but its hooks throw or try to change the result (the host must see no change)
    # and another skill set: the version switch must reach the host's skill view
    r2 = {**r1, "hooks": [{"name": "thrower", "code": "export function run () { throw new Error('hook boom') }"},
                          {"name": "rewriter", "code": "export function run (e) { e.text = 'TAMPERED'; e.isError = true; return {} }"}],
          "skills": [{"name": "test-first", "description": "Write the failing test first", "body": "MARK-SKILL-2: test first."}]}
    cand = {**r1, "prompt": CANDIDATE_PROMPT, "hooks": []}
    return {"r1": r1, "r2": r2, "cand": cand}


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    host = sdk_host_or_skip()
    base = tmp_path_factory.mktemp("evolve-sdk")
    bundle = evolution_bundle(base)
    standin_sidecar(bundle / "dshkit-memory" / "sidecar.pyz")
    inst = SdkInstall(host, base, bundle, "main")
    out_dir = base / "standin"
    out_dir.mkdir()
    worktree = base / "probe-worktree"
    worktree.mkdir()
    spec_path = base / "evolve-standin.json"
    spec = {"rev": "r1", "revs": _revs(), "out": str(out_dir),
            "probe": {"probeId": "p1", "rev": "cand", "cwd": str(worktree), "task": PROBE_TASK,
                      "criteria": "The new test passes.", "timeoutMs": 90000, "maxRequests": 4}}
    spec_path.write_text(json.dumps(spec))
    typed = add_sdk_typist(inst, base / "command-typist.mjs", base / "typed.jsonl")
    turns = {T_TOOLS: [SCRIPT_CALL, ("skill", {"name": "evolve-lint-first"}), ("evolve_catalog", {})],
             T_AGAIN: [SCRIPT_CALL, ("evolve_script", {"name": "no-such-script"})],
             T_DELEGATE: [("evolve_delegate", {"task": DELEGATE_TASK, "criteria": "One integer."})],
             T_STATUS: [], T_RUN: []}
    results = {}
    with MessagesScriptedModel(turns=turns, final="Ok.") as model:
        with inst.harness(model, extra_env={"DSHKIT_EVOLVE_STANDIN": str(spec_path)}, timeout=240) as harness:
            session = harness.start_session()
            for prompt in (T_TOOLS, T_AGAIN, T_DELEGATE, T_STATUS, T_RUN):
                if prompt == T_AGAIN:  # a new revision with hooks that throw or try to tamper
                    spec_path.write_text(json.dumps({**spec, "rev": "r2"}))
                results[prompt] = session.run(prompt)
                assert results[prompt].finish_reason == "completed", (prompt, inst.runtime_stderr(harness))
            probes = out_dir / "probes.jsonl"
            deadline = time.monotonic() + 120  # the probe runs beside the session: wait for its answer
            while not probes.exists() and time.monotonic() < deadline:
                time.sleep(0.2)
            stderr = inst.runtime_stderr(harness)
    read = lambda name: [json.loads(line) for line in (out_dir / name).read_text().splitlines()] \
        if (out_dir / name).exists() else []  # noqa: E731
    return {"inst": inst, "model": model, "results": results, "typed": read_lines(typed), "stderr": stderr,
            "probes": read("probes.jsonl"), "deviations": read("deviations.jsonl"),
            "components": read("components.jsonl"), "worktree": worktree}


def read_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def _system(request) -> str:
    system = request.body.get("system")
    return system if isinstance(system, str) else json.dumps(system)


def test_components_prompt_is_in_the_system_prompt_of_every_main_request(run):
    requests = [r for p in (T_TOOLS, T_AGAIN, T_DELEGATE, T_STATUS, T_RUN) for r in run["model"].turn_requests(p)]
    assert len(requests) >= 7, [r.texts()[-1][:80] for r in run["model"].agent()]
    for r in requests:
        assert "MARK-C1-7731" in _system(r), _system(r)[-1500:]
        assert "MARK-CAND-9902" not in json.dumps(r.body)
    # in the system prompt, not as a conversation message
    assert not any("MARK-C1-7731" in json.dumps(m) for r in requests for m in r.body["messages"])


def test_evolve_script_output_is_the_tool_result_the_model_gets(run):
    after_script = run["model"].turn_requests(T_TOOLS)[1]
    [result] = tool_results(after_script.body["messages"])
    assert json.loads(result) == {"sum": 5}, result


def test_evolved_skill_is_in_the_host_catalogue_and_loaded_by_the_skill_tool(run):
    first = run["model"].turn_requests(T_TOOLS)[0]
    catalogue = [t for t in first.texts() if "<available_skills>" in t]
    assert catalogue and "evolve-lint-first" in catalogue[0], [t[:300] for t in first.texts()]
    after_skill = run["model"].turn_requests(T_TOOLS)[2]
    results = tool_results(after_skill.body["messages"])
    assert SKILL_BODY in results[1], results


def test_a_hook_note_follows_the_tool_result_which_is_unchanged(run):
    requests = run["model"].turn_requests(T_TOOLS)
    after_script = requests[1]
    messages = after_script.body["messages"]
    notes = [m for m in messages if NOTE in json.dumps(m)]
    assert notes, json.dumps(messages)[-2000:]
    assert f"{NOTE} after evolve_script" in json.dumps(notes[0])
    # the note is its own message after the tool result, never inside it
    assert all(NOTE not in r for r in tool_results(messages))


def test_throwing_or_tampering_hooks_change_nothing(run):
    with_note = tool_results(run["model"].turn_requests(T_TOOLS)[1].body["messages"])[0]
    after = run["model"].turn_requests(T_AGAIN)[1]
    results = tool_results(after.body["messages"])
    assert results[-1] == with_note, (results, with_note)  # the same result as under the noting hook
    turn = json.dumps(after.body["messages"][-3:])
    assert "TAMPERED" not in turn and "hook boom" not in turn and NOTE not in turn.split(T_AGAIN)[-1]


def test_a_failed_tool_call_is_a_deviation(run):
    [deviation] = [d for d in run["deviations"] if d["kind"] == "tool-failure:evolve_script"]
    assert "no-such-script" in deviation["text"], run["deviations"]


def test_evolve_commands_run_through_the_host_command_service(run):
    status, started = run["typed"]
    assert status["result"] == {"kind": "success", "text": "evolution is on; active revision r2"}, run["typed"]
    assert started["result"]["kind"] == "success" and "probe of revision cand" in started["result"]["text"]


def test_probe_runs_a_real_sub_agent_in_the_worktree_with_the_candidate(run):
    [answer] = run["probes"]
    assert answer.get("status") == "completed", (answer, run["stderr"][-3000:])
    assert answer["finalText"] == "Ok."
    assert answer["usage"]["requests"] == 1
    # the probe's prompt is the task and its criteria, the first message of a session of its own
    [probe_request] = [r for r in run["model"].agent() if PROBE_TASK in json.dumps(r.body["messages"][0])]
    assert "MARK-CAND-9902" in _system(probe_request)
    assert "MARK-C1-7731" not in _system(probe_request)
    assert "The new test passes." in json.dumps(probe_request.body["messages"])
    assert str(run["worktree"]) in json.dumps(probe_request.body), "the probe did not run in its worktree"
    assert {"rev": "cand"} in run["components"]


def test_evolve_delegate_runs_a_real_sub_agent_and_returns_its_answer(run):
    # the child's own session opens with the task (the parent's requests carry it only as a call's arguments)
    [child] = [r for r in run["model"].agent() if DELEGATE_TASK in json.dumps(r.body["messages"][0])]
    assert "One integer." in json.dumps(child.body["messages"])
    assert "MARK-C1-7731" in _system(child)  # the sub-agent's own system prompt gets C1-C4 too
    after = run["model"].turn_requests(T_DELEGATE)[-1]
    result = tool_results(after.body["messages"])[-1]
    assert result.startswith("Sub-agent ") and "(completed):\nOk." in result, result


def test_a_version_switch_replaces_the_skills_in_the_host_view(run):
    """r2 replaces evolve-lint-first with evolve-test-first: the host's skill catalogue says so
    in the same session (the provider invalidated the registry's cached view)."""
    texts = [t for r in run["model"].turn_requests(T_AGAIN) for t in r.texts() if "<available_skills>" in t]
    latest = texts[-1] if texts else ""
    assert "evolve-test-first" in latest and "evolve-lint-first" not in latest, [t[-600:] for t in texts]


def test_a_probe_sub_session_is_not_logged_in_memory(run):
    inst = run["inst"]
    assert inst.rows("SELECT count(*) FROM entries WHERE body LIKE ?", f"%{T_TOOLS}%") != [(0,)]  # the session is
    assert inst.rows("SELECT count(*) FROM entries WHERE body LIKE ?", f"%{PROBE_TASK}%") == [(0,)]  # its probe not
    # the sessions memory logged: the main one and the delegated sub-agent's, never the probe's worktree
    cwds = [c for (c,) in inst.rows("SELECT cwd FROM progress")]
    assert len(cwds) == 2 and str(run["worktree"]) not in cwds, json.dumps(inst.rows("SELECT session_id, cwd, last_logged_seq FROM progress"))
