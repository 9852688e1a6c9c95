"""Consolidation against a real store fed by the real ingestor, with the fake model."""

from __future__ import annotations

import json
import random

import pytest

from dshkit.sidecar.consolidation import Consolidator, FakeModel, consolidation_stats
from dshkit.sidecar.consolidation.hooks import attach
from dshkit.sidecar.consolidation.llm import ADJUDICATION, CASCADE, CONSOLIDATION
from dshkit.sidecar.consolidation.naming import work_unit_name
from dshkit.sidecar.ingest import Ingestor

from .helpers import WORDS, event_stream, feed, make_settings, open_store, tier1_coverage  # noqa: F401
from dshkit.sidecar.tasks import TaskQueue


def text(rng: random.Random, lo: int, hi: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(lo, hi)))


def turns(rng: random.Random, n: int, lo: int = 20, hi: int = 300, reason=None) -> list[dict]:
    return [{"user": text(rng, 4, 60), "assistant": text(rng, lo, hi), "tool": rng.choice([None, "ok", "fail"]),
             "reason": reason or {"kind": "completed"}} for _ in range(n)]


@pytest.fixture
def world(tmp_path):
    """store + ingestor + consolidator wired as the sidecar wires them."""

    def build(model=None, warnings=None, **settings):
        store = open_store(tmp_path / "memory.sqlite3")
        ingestor = Ingestor(store)
        model = model or FakeModel()
        warn = warnings.append if warnings is not None else (lambda message: None)
        consolidator = Consolidator(store, model, make_settings(**settings), warn=warn)
        attach(ingestor, consolidator)
        return store, ingestor, consolidator, model

    return build


def test_logging_path_makes_no_model_calls_and_triggers_by_thresholds(world):
    store, ingestor, con, model = world()
    rng = random.Random(1)
    # ~400 tokens per turn: turn 5 has the interval but not 3,000 tokens; turn 8 has both.
    events = event_stream("s1", turns(rng, 12, 200, 260))
    for event in events:
        ingestor.on_event("s1", event)
    assert sum(model.calls.values()) == 0
    task = TaskQueue(store).get("consolidate:s1")
    assert task is not None and task["status"] == "pending"
    progress = store.get_progress("s1")
    assert 5 <= progress["last_check_turn"] < 12
    assert task["to_seq"] < progress["last_logged_seq"]  # later turns wait for the next trigger
    con.run_pending()
    assert model.calls[CONSOLIDATION] == 1
    assert store.get_progress("s1")["last_consolidated_seq"] == task["to_seq"]


def test_user_abort_is_a_boundary_with_a_quarter_floor_and_errors_never_cut(world):
    store, ingestor, con, model = world()
    rng = random.Random(2)
    aborted = turns(rng, 1, 700, 800, reason={"kind": "aborted", "reason": {"kind": "user"}})
    for event in event_stream("s-abort", aborted):
        ingestor.on_event("s-abort", event)
    assert TaskQueue(store).get("consolidate:s-abort") is not None  # turn 1, ≥ 750 tokens
    failing = turns(rng, 12, 700, 800, reason={"kind": "error"})
    for event in event_stream("s-error", failing):
        ingestor.on_event("s-error", event)
    assert TaskQueue(store).get("consolidate:s-error") is None
    assert store.get_progress("s-error")["pending_tokens"] > 3000
    ingestor.dispose("s-error")  # session close waives the thresholds
    assert TaskQueue(store).get("consolidate:s-error")["status"] == "pending"
    assert sum(model.calls.values()) == 0


def test_every_message_covered_once_and_calls_bounded(world):
    store, ingestor, con, model = world()
    rng = random.Random(3)
    for index in range(4):
        feed(ingestor, f"s{index}", event_stream(f"s{index}", turns(rng, rng.randint(3, 30))))
        con.run_pending()
    coverage = tier1_coverage(store)
    assert coverage and all(len(heads) == 1 for heads in coverage.values())
    summaries = store.db.execute("SELECT count(*) FROM entries WHERE name LIKE 'sum-%'").fetchone()[0]
    units = store.db.execute("SELECT count(*) FROM entries WHERE name LIKE 'wu-%'").fetchone()[0]
    assert model.calls[CONSOLIDATION] == summaries  # exactly one call per consolidated span
    assert model.calls[ADJUDICATION] <= units + con.stats()["counters"].get("units_duplicate", 0)
    for name in coverage:
        edges = store.edges_of(name)
        assert ("summary" in {e["relation"] for e in edges})


def test_over_budget_span_advances_the_watermark_only_as_far_as_it_read(world):
    store, ingestor, con, model = world(maxInputTokens=1500)
    rng = random.Random(4)
    feed(ingestor, "long", event_stream("long", turns(rng, 10, 300, 400)))
    task = TaskQueue(store).claim(kinds=("consolidate",))
    status = con.run_task(task)
    first = store.get_progress("long")
    assert status == "pending"  # the rest is queued again at once
    assert 0 < first["last_consolidated_seq"] < first["last_logged_seq"]
    con.run_pending()
    names = [r[0] for r in store.db.execute("SELECT name FROM entries WHERE name LIKE 'sum-long-%' ORDER BY id")]
    spans = [tuple(map(int, n.rsplit("-", 2)[1:])) for n in names]
    assert len(spans) >= 3 and spans[0][0] == 0
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:]))  # contiguous, no gap, no overlap
    assert all(len(h) == 1 for h in tier1_coverage(store).values())


@pytest.mark.parametrize("mode", ["junk", "invalid-json", "schema", "max-tokens"])
def test_unparseable_output_is_a_permanent_failure_visible_in_stats(world, mode):
    model = FakeModel(script={CONSOLIDATION: [mode]})
    store, ingestor, con, _ = world(model=model)
    feed(ingestor, "s", event_stream("s", turns(random.Random(5), 3)))
    con.run_pending()
    task = TaskQueue(store).get("consolidate:s")
    assert task["status"] == "failed" and task["attempts"] == 1
    stats = consolidation_stats(store)
    assert stats["permanentFailures"] == 1 and stats["lastPermanentFailure"]["task"] == "consolidate:s"
    assert store.get_progress("s")["last_consolidated_seq"] == 0  # nothing marked done
    assert store.db.execute("SELECT count(*) FROM entries WHERE name LIKE 'sum-%'").fetchone()[0] == 0
    # The next trigger re-queues the same range; a good answer then covers it all.
    assert con.on_session_close("s")
    con.run_pending()
    assert all(len(h) == 1 for h in tier1_coverage(store).values())
    assert consolidation_stats(store)["permanentFailures"] == 1  # the record outlives the retry


@pytest.mark.parametrize("mode", ["timeout", "error"])
def test_transient_failures_retry_three_times_five_seconds_apart(world, mode):
    model = FakeModel(script={CONSOLIDATION: [mode] * 3})
    store, ingestor, con, _ = world(model=model, retryDelayMs=5000)
    feed(ingestor, "s", event_stream("s", turns(random.Random(6), 3)))
    task = TaskQueue(store).claim(kinds=("consolidate",), now=1_000)
    assert con.run_task(task) == "pending"
    assert TaskQueue(store).get("consolidate:s")["not_before"] >= 6_000 - 1  # fail_task uses the wall clock
    t = TaskQueue(store).get("consolidate:s")["not_before"]
    assert TaskQueue(store).claim(kinds=("consolidate",), now=t - 1) is None
    assert con.run_task(TaskQueue(store).claim(kinds=("consolidate",), now=t)) == "pending"
    t = TaskQueue(store).get("consolidate:s")["not_before"]
    assert con.run_task(TaskQueue(store).claim(kinds=("consolidate",), now=t)) == "failed"
    assert model.calls[CONSOLIDATION] == 3
    stats = consolidation_stats(store)
    assert (stats["failedAttempts"], stats["permanentFailures"]) == (3, 0)


@pytest.mark.parametrize("mode", ["timeout", "error", "junk", "invalid-json", "schema", "max-tokens"])
def test_failed_adjudication_stores_the_unit_as_unrelated(world, mode):
    model = FakeModel(script={ADJUDICATION: [mode] * 50})
    warnings: list[str] = []
    store, ingestor, con, _ = world(model=model, warnings=warnings)
    rng = random.Random(7)
    same = turns(rng, 6)
    for index in range(3):  # similar sessions: later units find earlier ones as candidates
        feed(ingestor, f"s{index}", event_stream(f"s{index}", [dict(t, user=t["user"] + f" variant {index}")
                                                            for t in same]))
        con.run_pending()
    assert model.calls[ADJUDICATION] > 0
    units = {json.loads(r[0])["verdict"] for r in store.db.execute("SELECT meta FROM entries WHERE name LIKE 'wu-%'")}
    assert units == {"unrelated"}
    assert any("stored as unrelated" in w for w in warnings)
    assert con.stats()["counters"]["adjudication_failures"] == model.calls[ADJUDICATION]
    expected = set()
    for purpose, _, used, reply, _ in model.log:
        if purpose == CONSOLIDATION and used == "ok":
            expected |= {work_unit_name(u["title"], u["content"]) for u in json.loads(reply)["workUnits"]}
    stored = {r[0] for r in store.db.execute("SELECT name FROM entries WHERE name LIKE 'wu-%'")}
    assert expected and expected == stored  # no unit lost


@pytest.mark.parametrize(
    ("verdict", "edge", "written"),
    [("duplicate", None, False), ("refines", "refines", True), ("extends", "extends", True),
     ("supersedes", "supersedes", True), ("contradicts", "supersedes", True), ("unrelated", None, True)],
)
def test_verdicts(world, verdict, edge, written):
    model = FakeModel(verdicts=[verdict])
    store, ingestor, con, _ = world(model=model)
    user = "decide sqlite wal mode store index bigram budget token for the memory store"
    base = [{"user": user, "assistant": "ok", "tool": None}]
    feed(ingestor, "a", event_stream("a", base))
    con.run_pending()
    before = {r[0] for r in store.db.execute("SELECT name FROM entries WHERE name LIKE 'wu-%'")}
    feed(ingestor, "b", event_stream("b", [{"user": user + " again", "assistant": "ok", "tool": None}]))
    con.run_pending()
    after = {r[0] for r in store.db.execute("SELECT name FROM entries WHERE name LIKE 'wu-%'")}
    new = after - before
    assert len(before) == 1
    assert model.calls[ADJUDICATION] == 1
    assert bool(new) is written and before <= after  # the old entry always stays
    if new:
        (name,) = new
        relations = {(e["relation"], e["tail"]) for e in store.edges_of(name) if e["head"] == name}
        assert ("is_a", "work-unit") in relations and any(r == "derivedFrom" for r, _ in relations)
        judged = {r for r, _ in relations} & {"refines", "extends", "supersedes"}
        assert judged == ({edge} if edge else set())
        if edge:
            assert (edge, next(iter(before))) in relations


def test_no_route_means_consolidation_off_with_one_warning(world):
    warnings: list[str] = []
    store, ingestor, con, model = world(warnings=warnings, models=[])
    rng = random.Random(8)
    for index in range(3):
        feed(ingestor, f"s{index}", event_stream(f"s{index}", turns(rng, 12, 300, 400)))
    con.run_pending()
    assert TaskQueue(store).tasks() == [] and sum(model.calls.values()) == 0
    assert len(warnings) == 1 and "no model route" in warnings[0]


def test_routes_rotate_round_robin(world):
    store, ingestor, con, model = world()
    rng = random.Random(9)
    for index in range(4):
        feed(ingestor, f"s{index}", event_stream(f"s{index}", turns(rng, 2)))
    con.run_pending()
    routes = [route for _, route, _, _, _ in model.log]
    assert len(routes) >= 4
    assert routes == [("fake/consolidator-a", "fake/consolidator-b")[i % 2] for i in range(len(routes))]


def test_startup_recovers_tails_above_the_floor(world):
    store, ingestor, con, model = world()
    rng = random.Random(10)
    for event in event_stream("big", turns(rng, 3, 1500, 1600)):  # > 3,000 tokens, < 5 turns: no trigger
        ingestor.on_event("big", event)
    for event in event_stream("small", turns(rng, 1, 10, 20)):
        ingestor.on_event("small", event)
    assert TaskQueue(store).tasks() == []
    # a restart: a fresh consolidator over the same store
    restarted = Consolidator(store, model, make_settings())
    assert restarted.recover_at_startup() == 1
    assert [t["id"] for t in TaskQueue(store).tasks()] == ["consolidate:big"]
    restarted.run_pending()
    assert store.get_progress("big")["last_consolidated_seq"] == store.get_progress("big")["last_logged_seq"]
    assert store.get_progress("small")["last_consolidated_seq"] == 0


def test_overflowing_reply_is_trimmed_to_caps(world):
    model = FakeModel(script={CONSOLIDATION: ["overflow"]})
    store, ingestor, con, _ = world(model=model)
    feed(ingestor, "s", event_stream("s", turns(random.Random(11), 2)))
    con.run_pending()
    rows = [json.loads(r[0]) for r in store.db.execute("SELECT tags FROM entries WHERE name LIKE 'wu-%'")]
    assert 1 <= len(rows) <= 3 and all(len(tags) <= 2 + 5 for tags in rows)


def test_background_worker_runs_tasks(world):
    store, ingestor, con, model = world()
    con.start()
    try:
        feed(ingestor, "bg", event_stream("bg", turns(random.Random(12), 3)))
        import time

        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and store.get_progress("bg")["last_consolidated_seq"] == 0:
            time.sleep(0.02)
    finally:
        con.stop()
    assert store.get_progress("bg")["last_consolidated_seq"] == store.get_progress("bg")["last_logged_seq"]
    assert model.calls[CASCADE] == 0  # one summary: no batch of sixteen yet


def test_tasks_wait_while_no_route_is_configured(world):
    store, ingestor, con, model = world()
    feed(ingestor, "later", event_stream("later", turns(random.Random(13), 2)))
    off = Consolidator(store, model, make_settings(models=[]))
    off.run_pending()
    assert TaskQueue(store).get("consolidate:later")["status"] == "deferred" and sum(model.calls.values()) == 0
    assert con.recover_at_startup() == 0  # a route again: the parked task is runnable
    con.run_pending()
    assert TaskQueue(store).get("consolidate:later")["status"] == "done" and model.calls[CONSOLIDATION] == 1


def test_the_model_sees_the_redacted_dated_transcript(world):
    store, ingestor, con, model = world()
    secret = "AKIAIOSFODNN7EXAMPLE"
    feed(ingestor, "sec", event_stream("sec", [
        {"user": f"deploy with key {secret} like yesterday", "assistant": "listing the dir", "tool": "fail"},
        {"user": "and password=hunter22 please", "assistant": "done", "tool": "ok"},
    ]))
    con.run_pending()
    (prompt,) = [p for purpose, _, _, _, p in model.log if purpose == CONSOLIDATION]
    transcript = prompt.partition("<transcript>\n")[2].partition("\n</transcript>")[0]
    assert secret not in prompt and "hunter22" not in prompt and "[REDACTED" in transcript
    assert "yesterday" not in transcript and "2026-" in transcript
    assert transcript.splitlines()[0].startswith("U: deploy with key")
    assert "A: listing the dir\nT: bash ❌" in transcript and "A: done\nT: bash ✅" in transcript


def test_candidates_exclude_the_operational_layer_and_other_projects(tmp_path):
    from dshkit.sidecar.consolidation.workunits import candidate_pool

    store = open_store(tmp_path / "c.sqlite3")
    text = "sqlite wal mode keeps readers and the writer apart"
    store.put_entry("wu-mine", body=text, tags=["memory", "work-unit"], scopes=["demo"])
    store.put_entry("rule-global", body=text, tags=["rule"], scopes=[""])
    store.put_entry("wu-elsewhere", body=text, tags=["memory"], scopes=["other"])
    store.put_entry("hypatia-dream-run-7", body=text, tags=["hypatia-dream-run"], scopes=["demo"])
    # the name decides the layer (dshkit.sidecar.names), not a tag: still knowledge
    store.put_entry("note-tagged", body=text, tags=["summary 1"], scopes=["demo"])
    store.put_entry("msg-s-0", body=text, tags=["message"], scopes=["demo"])
    store.put_entry("sum-s-0-4", body=text, tags=["summary", "summary 1"], scopes=["demo"])
    store.put_entry("wu-self", body=text, tags=["memory"], scopes=["demo"])
    names = {name for name, _ in candidate_pool(store, text, "demo", exclude={"wu-self"})}
    assert names == {"wu-mine", "rule-global", "note-tagged"}
    store.close()


def test_a_task_whose_range_vanished_completes_without_a_call(world):
    store, ingestor, con, model = world()
    feed(ingestor, "gone", event_stream("gone", turns(random.Random(14), 2)))
    store.save_progress("gone", last_logged_seq=0, last_consolidated_seq=0)  # e.g. a housekeeping reset
    assert con.run_pending() == 1
    assert TaskQueue(store).get("consolidate:gone")["status"] == "done" and sum(model.calls.values()) == 0
