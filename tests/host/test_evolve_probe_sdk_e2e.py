"""A probe's trial skills in DSH 0.2.1-rc.2 (through its SDK), as in the rc.8 probe test:
a revision that changes skills only (empty C1-C4), one of them a skill the host would not
publish. The probe's child comes from the host's ``startActivation``; what the entry adds
to its system prompt is the same on both lines. The sidecar's ``evolve/*`` methods are the
stand-in of ``evolve_standin`` (``/evolve run`` asks the host for one probe).
"""

from __future__ import annotations

import json
import time

import pytest

from tests.host.evolve_flow import first_user_text
from tests.host.evolve_standin import standin_sidecar
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, sdk_host_or_skip
from tests.host.test_evolve_probe_rc8_e2e import PROBE_TASK, SKILL_ONLY, assert_trial_skills_only_valid
from tests.host.test_evolve_sdk_e2e import _revs, add_sdk_typist, read_lines
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]

T_RUN = "/evolve run C6"


def test_a_skill_only_candidates_probe_carries_its_valid_skills_only(tmp_path, monkeypatch):
    bundle = evolution_bundle(tmp_path)
    standin_sidecar(bundle / "dshkit-memory" / "sidecar.pyz")
    out, tree = tmp_path / "standin", tmp_path / "tree-skills"
    out.mkdir()
    tree.mkdir()
    spec = tmp_path / "evolve-standin.json"
    spec.write_text(json.dumps({"rev": "r1", "revs": {**_revs(), "skillonly": SKILL_ONLY}, "out": str(out),
                                "probe": {"probeId": "skills", "rev": "skillonly", "cwd": str(tree),
                                          "task": PROBE_TASK, "timeoutMs": 90000, "maxRequests": 6}}))
    monkeypatch.setenv("DSHKIT_EVOLVE_STANDIN", str(spec))
    inst = SdkInstall(sdk_host_or_skip(), tmp_path, bundle, "probe-sdk")
    typed = add_sdk_typist(inst, tmp_path / "command-typist.mjs", tmp_path / "typed.jsonl")
    probes = out / "probes.jsonl"
    with MessagesScriptedModel(turns={T_RUN: []}, final="Ok.") as model:
        with inst.harness(model, timeout=180) as harness:
            session = harness.start_session()
            assert session.run(T_RUN).finish_reason == "completed", inst.runtime_stderr(harness)
            deadline = time.monotonic() + 120  # the probe runs beside the session
            while not probes.exists() and time.monotonic() < deadline:
                time.sleep(0.2)
            stderr = inst.runtime_stderr(harness)
    assert read_lines(typed)[0]["result"]["kind"] == "success", read_lines(typed)
    [answer] = read_lines(probes)
    assert answer["status"] == "completed", (answer, stderr)
    firsts = [r for r in model.agent() if "MARK-PROBE-5150" in first_user_text(r.body)]
    assert firsts, [first_user_text(r.body)[:100] for r in model.agent()]
    assert_trial_skills_only_valid(firsts[0])
