"""SIGKILL the real sidecar while it consolidates and cascades, restart it, compare with a clean run.

The baseline store holds logged sessions with their consolidation tasks queued.
A clean run (fake model over the real JSON-RPC link) gives the reference state;
each trial copies the baseline, starts the sidecar, kills it a random few
milliseconds after one of its model calls reaches the host (so kills land inside
spans, adjudications and the cascade batch), restarts it and lets it finish. The final store must
equal the reference: same entries, same edges, same watermarks — nothing
duplicated, nothing missing.
"""

from __future__ import annotations

import random
import shutil
import time

import pytest

from dshkit.sidecar.consolidation import Consolidator, FakeModel
from dshkit.sidecar.consolidation.hooks import attach
from dshkit.sidecar.consolidation.llm import CASCADE
from dshkit.sidecar.ingest import Ingestor

from .fake_host import FakeHost
from .helpers import WORDS, event_stream, feed, make_settings, open_store, snapshot, tier1_coverage

SESSIONS = 20  # 20 tier-1 summaries in one project: one cascade batch of 16
TRIALS = 30
CONSOLIDATION = {"models": ["fake/a", "fake/b"], "timeoutMs": 5000, "retryDelayMs": 50}


def _baseline(path) -> None:
    store = open_store(path)
    ingestor = Ingestor(store)
    attach(ingestor, Consolidator(store, FakeModel(), make_settings()))
    rng = random.Random(2026)
    for index in range(SESSIONS):
        turns = [{"user": " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 40))),
                  "assistant": " ".join(rng.choice(WORDS) for _ in range(rng.randint(10, 120))),
                  "tool": rng.choice([None, "ok", "fail"])} for _ in range(rng.randint(1, 4))]
        # a shared opening line makes later sessions' units near earlier ones: adjudication runs
        turns[0]["user"] = "remember the sqlite wal store budget rule " + turns[0]["user"]
        feed(ingestor, f"s{index:02d}", event_stream(f"s{index:02d}", turns))
    store.close()


# The archive call is slow on purpose, so a kill can land between the last span and the cascade commit.
DELAYS = {"memory-consolidation": 0.004, "memory-adjudication": 0.004, "memory-cascade": 0.25}


def _run(path, *, kill_at: tuple[int, float] | None = None) -> FakeHost:
    """Run the sidecar on ``path`` to the end, or kill it ``kill_at = (k, extra)``: ``extra``
    seconds after its k-th model request (0-based) reached the host. Kills are placed by
    events, not by the clock of another run, so a loaded machine moves no kill out of its phase."""
    host = FakeHost(FakeModel(), delay=DELAYS)
    started = time.monotonic()
    host.result("initialize", {"storePath": str(path), "settings": {"consolidation": CONSOLIDATION}})
    if kill_at is not None:
        k, extra = kill_at
        deadline = time.monotonic() + 60
        while len(host.model_requests) <= k and time.monotonic() < deadline:
            time.sleep(0.001)
        assert len(host.model_requests) > k, f"model request {k} never came"
        time.sleep(extra)
        host.kill()
        return host
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        tasks = host.result("memory/stats")["consolidation"]["tasks"]
        if tasks and all(key.endswith((":done", ":failed")) for key in tasks):
            break
        time.sleep(0.02)
    host.close()
    host.started = started
    return host


def _state(path) -> dict:
    store = open_store(path)
    try:
        return snapshot(store)
    finally:
        store.close()


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    base = tmp_path_factory.mktemp("crash") / "baseline.sqlite3"
    _baseline(base)
    clean = base.with_name("clean.sqlite3")
    shutil.copy(base, clean)
    host = _run(clean)
    calls = [(t - host.started, purpose) for t, purpose in host.model_requests]
    state = _state(clean)
    return base, state, calls, host


def test_clean_run_is_complete(reference):
    _, state, calls, host = reference
    names = state["entries"]
    assert sum(1 for n in names if n.startswith("sum-")) >= SESSIONS
    assert sum(1 for n in names if n.startswith("sum2-")) == 1
    assert host.model.calls[CASCADE] == 1 and len(calls) == sum(host.model.calls.values())
    assert all(last == logged for logged, last in state["progress"].values())


def _phase(state: dict) -> str:
    """Where a kill left the store: before any span, mid-consolidation, in the cascade, or done."""
    spans = sum(1 for n in state["entries"] if n.startswith("sum-"))
    if any(n.startswith("sum2-") for n in state["entries"]):
        return "done"
    if spans == 0:
        return "start"
    done = all(last == logged for logged, last in state["progress"].values())
    return "cascade" if done else "consolidation"


def test_sigkill_during_consolidation_and_cascade(reference, tmp_path):
    base, expected, calls, _ = reference
    rng = random.Random(7)
    cascade_k = next(k for k, (_, purpose) in enumerate(calls) if purpose == CASCADE)
    phases: dict[str, int] = {}
    for trial in range(TRIALS):
        path = tmp_path / f"trial{trial}.sqlite3"
        shutil.copy(base, path)
        if trial % 4 == 0:  # inside the archive call (0.25 s), before its batch commits
            at = (cascade_k, rng.uniform(0.0, 0.2))
        elif trial % 4 == 1:  # after any model call, a little later
            at = (rng.randrange(len(calls)), rng.uniform(0.0, 0.01))
        else:  # right at one of the span or adjudication calls
            at = (rng.randrange(cascade_k), rng.uniform(0.0, 0.006))
        _run(path, kill_at=at)
        phase = _phase(_state(path))
        phases[phase] = phases.get(phase, 0) + 1
        _run(path)  # restart: requeue what was running, finish
        state = _state(path)
        assert state == expected, f"trial {trial}: killed at model request {at[0]} + {at[1]:.3f}s in phase {phase}"
        store = open_store(path)
        try:
            assert all(len(heads) == 1 for heads in tier1_coverage(store).values())
        finally:
            store.close()
    # the kills really landed mid-work, including between the last span and the archive commit
    print(f"kill phases over {TRIALS} trials: {phases}")
    assert phases.get("consolidation", 0) >= 5 and phases.get("cascade", 0) >= 3, phases
