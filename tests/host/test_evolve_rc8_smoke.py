"""Evolution on the older host line, DSH 0.1.0-rc.8 (headless, npm): a smoke test.

The same evolution-enabled copy of ``examples/memory`` (sidecar evolve/* methods and the
the real sandbox; the sidecar methods as the stand-in of ``evolve_standin``) is added to rc.8's headless
profile; one headless run types ``/evolve status`` through the host's command service
(the rc.8 tests' command probe) and the components' C1-C4 text reaches the model's
system prompt through rc.8's ``system-prompt/assemble`` waterfall; ``evolve_delegate``
starts a real child through rc.8's ``subagents.start`` and returns its answer.
"""

from __future__ import annotations

import json

import pytest

from tests.dshhost import ensure_host
from tests.host.evolve_standin import standin_sidecar
from tests.host.scripted_model import ScriptedModel
from tests.host.test_evolve_sdk_e2e import ACTIVE_PROMPT, _revs
from tests.host.test_memory_e2e import COMMAND_PROBE_JS, Install
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]


def test_an_evolution_bundle_loads_on_rc8_and_evolve_status_answers(tmp_path, monkeypatch):
    host = ensure_host()
    bundle = evolution_bundle(tmp_path)
    standin_sidecar(bundle / "dshkit-memory" / "sidecar.pyz")
    out_dir = tmp_path / "standin"
    out_dir.mkdir()
    spec = tmp_path / "evolve-standin.json"
    spec.write_text(json.dumps({"rev": "r1", "revs": _revs(), "out": str(out_dir)}))
    monkeypatch.setenv("DSHKIT_EVOLVE_STANDIN", str(spec))
    inst = Install(host, tmp_path, bundle, "rc8")
    probe, typed = inst.base / "command-probe.mjs", inst.base / "typed.jsonl"
    probe.write_text(COMMAND_PROBE_JS)
    overlay = inst.base / "overlay-commands.yml"
    overlay.write_text(inst.overlay.read_text() + "    - id: dshkit-test-command-probe\n"
                       f"      name: {json.dumps(str(probe))}\n"
                       f"      config: {json.dumps({'lines': ['/evolve status'], 'out': str(typed)})}\n")
    inst.overlay = overlay
    delegate = ("evolve_delegate", {"task": "Delegated on rc.8: say ok.", "criteria": "The word ok."})
    with ScriptedModel(turns={"Hello.": [delegate]}, final="Ok.") as model:
        run = inst.run("Hello.", model)
    [status] = [json.loads(line) for line in typed.read_text().splitlines()]
    assert status["result"] == {"kind": "success", "text": "evolution is on; active revision r1"}, (status, run.stderr[-3000:])
    request = model.agent()[0]
    system = [m for m in request.body["messages"] if m.get("role") == "system"]
    assert system and "MARK-C1-7731" in json.dumps(system), json.dumps(request.body["messages"])[:3000]
    assert ACTIVE_PROMPT.splitlines()[1] in json.dumps(system)
    # evolve_delegate on rc.8's subagent service (start(provider, request)): a real child whose
    # own session opens with the task and criteria; its final answer is the tool result
    [child] = [r for r in model.agent() if "Delegated on rc.8" in json.dumps(r.body["messages"][:2])
               and not any(m.get("role") == "tool" for m in r.body["messages"])
               and "Hello." not in json.dumps(r.body["messages"])]
    assert "The word ok." in json.dumps(child.body["messages"])
    results = [m.get("content") for m in model.agent()[-1].body["messages"] if m.get("role") == "tool"]
    assert results and "(completed):" in json.dumps(results[-1]) and "Ok." in json.dumps(results[-1]), results
