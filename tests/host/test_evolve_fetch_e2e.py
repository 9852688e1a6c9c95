"""A slow sidecar does not slow every model step (both host lines).

``evolve.js`` puts C1-C4 into the system prompt at every ``system-prompt/assemble``. The
first assembly of a session has nothing to fall back on and waits for ``evolve/components``
(up to FETCH_MS, 10 s); a later one goes on with the session's last components once
FRESH_MS (250 ms) passed, and the slow answer serves the step after. Here the sidecar's
``evolve/*`` methods are the stand-in of ``evolve_standin`` answering a session's
``evolve/components`` DELAY_MS late (on the sidecar's later worker, so memory's own requests
are not held up); one turn of two steps (``evolve_catalog``, then the answer). Before the
change every step (and the tool) waited for the slow answer: the second request came at
least 2 x DELAY_MS after the first.
"""

from __future__ import annotations

import json
import time

import pytest

from tests.dshhost import ensure_host
from tests.host.evolve_standin import standin_sidecar
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.scripted_model import ScriptedModel
from tests.host.sdk_session import SdkInstall, sdk_host_or_skip
from tests.host.test_memory_e2e import Install
from tests.memory_entry.evolve_bundle import evolution_bundle

pytestmark = [pytest.mark.host]

MARK = "MARK-FETCH-3141: keep each step short."
DELAY_MS = 3000
TURN = "List the evolved catalogue."


def _standin(base, monkeypatch):
    bundle = evolution_bundle(base)
    standin_sidecar(bundle / "dshkit-memory" / "sidecar.pyz")
    out = base / "standin"
    out.mkdir()
    spec = base / "evolve-standin.json"
    spec.write_text(json.dumps({"rev": "r1", "revs": {"r1": {"prompt": MARK}}, "out": str(out),
                                "componentsDelayMs": DELAY_MS}))
    monkeypatch.setenv("DSHKIT_EVOLVE_STANDIN", str(spec))
    return bundle


def _timed(model) -> list[float]:
    """When each agent request reached the model (monotonic seconds), filled as they come."""
    times: list[float] = []
    model.on_agent_request = lambda index, body: times.append(time.monotonic())
    return times


def _check(model, times: list[float], stderr: str) -> None:
    requests = model.turn_requests(TURN)
    assert len(requests) == 2 and len(times) >= 2, (len(requests), times, stderr[-3000:])
    # both steps carry C1: the second from the session's last answer
    assert all(MARK in json.dumps(r.body) for r in requests), stderr[-3000:]
    gap = times[1] - times[0]
    assert gap < DELAY_MS / 1000 / 2, (gap, stderr[-2000:])


def test_rc8_a_later_step_does_not_wait_for_a_slow_sidecar(tmp_path, monkeypatch):
    bundle = _standin(tmp_path, monkeypatch)
    inst = Install(ensure_host(), tmp_path, bundle, "fetch-rc8")
    with ScriptedModel(turns={TURN: [("evolve_catalog", {})]}, final="Ok.") as model:
        times = _timed(model)
        run = inst.run(TURN, model)
    _check(model, times, run.stderr)


def test_sdk_a_later_step_does_not_wait_for_a_slow_sidecar(tmp_path, monkeypatch):
    bundle = _standin(tmp_path, monkeypatch)
    inst = SdkInstall(sdk_host_or_skip(), tmp_path, bundle, "fetch-sdk")
    with MessagesScriptedModel(turns={TURN: [("evolve_catalog", {})]}, final="Ok.") as model:
        times = _timed(model)
        with inst.harness(model, timeout=120) as harness:
            session = harness.start_session()
            result = session.run(TURN)
            stderr = inst.runtime_stderr(harness)
        assert result.finish_reason == "completed", stderr
    _check(model, times, stderr)
