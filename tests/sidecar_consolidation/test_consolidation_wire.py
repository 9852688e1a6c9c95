"""`llm/complete` over the real sidecar process: schema-valid traffic, failures, stats, restart."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import jsonschema
import pytest

from dshkit.sidecar.consolidation import FakeModel, Route, settings_from
from dshkit.sidecar.consolidation.errors import ModelError, NoRouteError, PermanentModelError
from dshkit.sidecar.consolidation.llm import CONSOLIDATION, METHOD, HostError, ModelClient, request_params

from .fake_host import FakeHost
from .helpers import WORDS, event_stream

REPO = Path(__file__).resolve().parents[2]
SCHEMAS = REPO / "schemas" / "protocol"


def schema(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads((SCHEMAS / name).read_text()))


def sessions(count: int, turns: int, seed: int, words: int = 120) -> list[tuple[str, list[dict]]]:
    rng = random.Random(seed)
    out = []
    for index in range(count):
        sid = f"w{seed}-{index}"
        out.append((sid, event_stream(sid, [
            {"user": "remember " + " ".join(rng.choice(WORDS) for _ in range(12)),
             "assistant": " ".join(rng.choice(WORDS) for _ in range(words)), "tool": rng.choice([None, "fail"])}
            for _ in range(turns)])))
    return out


def wait_idle(host: FakeHost, timeout: float = 30) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        stats = host.result("memory/stats")
        tasks = stats["consolidation"]["tasks"]
        if tasks and all(k.endswith((":done", ":failed")) for k in tasks):
            return stats
        time.sleep(0.05)
    raise AssertionError(f"consolidation did not settle: {stats['consolidation']}")


@pytest.fixture
def start(tmp_path):
    hosts = []

    def run(model=None, **consolidation):
        host = FakeHost(model or FakeModel())
        hosts.append(host)
        settings = {"models": ["fake/a", "fake/b"], "retryDelayMs": 50, **consolidation}
        init = host.result("initialize", {"storePath": str(tmp_path / "memory.sqlite3"),
                                          "settings": {"consolidation": settings}})
        return host, init

    yield run
    for host in hosts:
        host.close()


def test_traffic_matches_the_schemas(start):
    host, init = start()
    assert METHOD in init["capabilities"]["sidecarRequests"]
    for sid, events in sessions(3, 6, seed=1):
        host.feed(sid, events)
        host.notify("session/disposed", {"sessionId": sid})
    stats = wait_idle(host)
    requests = [f for d, f in host.traffic if d == "in" and f.get("method") == METHOD]
    answers = {f["id"]: f for d, f in host.traffic if d == "out" and "result" in f}
    assert len(requests) == sum(host.model.calls.values()) >= 3
    for frame in requests:
        schema("llm.complete.params.json").validate(frame["params"])
        assert frame["id"].startswith("sidecar-")
        schema("llm.complete.result.json").validate(answers[frame["id"]]["result"])
    schema("memory.stats.result.json").validate(stats)
    block = stats["consolidation"]
    assert block["modelCalls"] == dict(host.model.calls) and block["summariesByTier"]["1"] == 3


def test_timeouts_and_host_errors_are_retried(start):
    model = FakeModel(script={CONSOLIDATION: ["timeout", "error", "ok"]})
    host, _ = start(model, timeoutMs=300)
    (sid, events), = sessions(1, 3, seed=2)
    host.feed(sid, events)
    host.notify("session/disposed", {"sessionId": sid})
    block = wait_idle(host)["consolidation"]
    assert block["tasks"] == {"consolidate:done": 1, "cascade:done": 1}
    assert (block["failedAttempts"], block["permanentFailures"]) == (2, 0)
    assert model.calls[CONSOLIDATION] == 3 and block["summariesByTier"] == {"1": 1}


def test_junk_is_a_permanent_failure_shown_by_the_cli(start, tmp_path):
    model = FakeModel(script={CONSOLIDATION: ["junk"]})
    host, _ = start(model)
    (sid, events), = sessions(1, 2, seed=3)
    host.feed(sid, events)
    host.notify("session/disposed", {"sessionId": sid})
    block = wait_idle(host)["consolidation"]
    assert block["tasks"] == {"consolidate:failed": 1} and block["permanentFailures"] == 1
    assert "not valid JSON" in block["lastPermanentFailure"]["error"]
    host.close()
    out = subprocess.run([sys.executable, "-m", "dshkit", "memory", "stats", "--store", str(tmp_path / "memory.sqlite3")],
                         capture_output=True, text=True, cwd=REPO, check=True).stdout
    assert "1 permanent" in out and "consolidate:" + sid in out and "not valid JSON" in out


def test_restart_consolidates_an_interrupted_tail(start):
    host, _ = start()
    (sid, events), = sessions(1, 3, seed=4, words=700)  # > 3,000 tokens in 3 turns: no in-session trigger
    host.feed(sid, events)
    progress = host.result("session/progress", {"sessionId": sid})
    assert progress["pendingTokens"] >= 3000 and progress["lastConsolidatedSeq"] == 0
    host.kill()
    restarted, _ = start()
    wait_idle(restarted)
    progress = restarted.result("session/progress", {"sessionId": sid})
    assert progress["lastConsolidatedSeq"] == progress["lastLoggedSeq"] > 0
    assert restarted.model.calls[CONSOLIDATION] == 1


# -- the client on its own ---------------------------------------------------------------------------


def test_request_params_and_rotation():
    settings = settings_from({"models": ["p/one", {"provider": "q", "model": "two"}]})
    seen = []

    def transport(method, params, timeout):
        seen.append((method, params, timeout))
        return {"text": "{}", "finish": "stop"}

    client = ModelClient(transport, settings)
    for _ in range(3):
        assert client.complete(CONSOLIDATION, "prompt", 77) == "{}"
    assert [p["route"] for _, p, _ in seen] == [{"provider": "p", "model": "one"}, {"provider": "q", "model": "two"},
                                               {"provider": "p", "model": "one"}]
    method, params, timeout = seen[0]
    assert (method, params["maxTokens"], params["responseFormat"], timeout) == (METHOD, 77, {"type": "json_object"},
                                                                               120.0)
    schema("llm.complete.params.json").validate(params)
    schema("llm.complete.params.json").validate(request_params(Route("a", "b"), "memory-cascade", "x", 1, 1))


@pytest.mark.parametrize(
    ("answer", "error"),
    [(TimeoutError(), ModelError), (HostError(-32001, "rate limited"), ModelError),
     ({"text": "x", "finish": "max-tokens"}, PermanentModelError), ({"finish": "stop"}, PermanentModelError),
     ({"text": "x", "finish": "error"}, ModelError), ("not an object", PermanentModelError)],
)
def test_failure_kinds(answer, error):
    def transport(method, params, timeout):
        if isinstance(answer, Exception):
            raise answer
        return answer

    client = ModelClient(transport, settings_from({"models": ["p/m"]}))
    with pytest.raises(error) as caught:
        client.complete(CONSOLIDATION, "prompt", 10)
    assert caught.type is error


def test_no_route_warns_once():
    warnings = []
    client = ModelClient(lambda *a: {"text": ""}, settings_from({}), warnings.append)
    assert [client.available() for _ in range(5)] == [False] * 5
    assert len(warnings) == 1
    with pytest.raises(NoRouteError):
        client.complete(CONSOLIDATION, "p", 1)
