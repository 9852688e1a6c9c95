"""The consolidation service: triggers in, queue tasks, a background worker out.

The logging path calls `on_turn_end` / `on_session_close` (no model work there:
they only decide and enqueue); `recover_at_startup` re-queues what a restart
interrupted; a worker thread runs `consolidate:<sid>` and `cascade:<sid>` tasks
from the store's durable queue, retrying transient model failures
(`maxAttempts` × `retryDelayMs`) and failing unparseable output at once.
"""

from __future__ import annotations

import threading
from typing import Callable

from dshkit.sidecar.tasks import TaskQueue

from . import schema
from .cascade import run_cascade
from .errors import ModelError, NoRouteError
from .llm import ModelClient, Transport
from .settings import ConsolidationSettings
from .similarity import EmbeddingProvider
from .span import consolidate_span
from .triggers import decide_at_startup, decide_at_turn_end

KINDS = ("consolidate", "cascade")


class Consolidator:
    def __init__(
        self,
        store,
        transport: Transport,
        settings: ConsolidationSettings,
        *,
        warn: Callable[[str], None] = lambda message: None,
        provider: EmbeddingProvider | None = None,
    ) -> None:
        self.store = store
        self.tasks = TaskQueue(store)
        self.settings = settings
        self.warn = warn
        self.provider = provider
        self.client = ModelClient(transport, settings, warn)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._persisted: dict[str, int] = {}

    @property
    def active(self) -> bool:
        return self.settings.enabled and self.client.available()

    # -- triggers (called from the logging path; never call the model) ------------------

    def wake(self) -> None:
        self._wake.set()

    def on_turn_end(self, session_id: str, turn: int, reason: object, wake: bool = True) -> bool:
        """After the span of a `turn/end` is logged: enqueue consolidation when the thresholds say so."""
        if not self.active:
            return False
        progress = self.store.get_progress(session_id)
        if progress is None:
            return False
        decision = decide_at_turn_end(
            turn, reason, int(progress["last_check_turn"]), int(progress["pending_tokens"]), self.settings
        )
        if not decision.consolidate:
            return False
        return self._enqueue(session_id, progress, check_turn=turn, wake=wake)

    def on_session_close(self, session_id: str) -> bool:
        """Session closed: consolidate the tail with the thresholds waived."""
        if not self.active:
            return False
        progress = self.store.get_progress(session_id)
        return progress is not None and self._enqueue(session_id, progress, check_turn=None)

    def recover_at_startup(self) -> int:
        """Queue tails a restart interrupted (gated by the normal token floor). Returns how many.

        Tasks parked while no route was configured become runnable again.
        """
        if not self.active:
            return 0
        self.tasks.wake_deferred_kinds(KINDS)
        queued = 0
        for progress in self.store.all_progress():
            if decide_at_startup(int(progress["pending_tokens"]), self.settings):
                queued += self._enqueue(progress["session_id"], progress, check_turn=None)
        return queued

    def _enqueue(self, session_id: str, progress: dict, check_turn: int | None, wake: bool = True) -> bool:
        start = max(int(progress["last_consolidated_seq"]), int(progress["inherited"]))
        end = int(progress["last_logged_seq"])
        if end <= start:
            return False
        with self.store.transaction():
            self.tasks.enqueue("consolidate", session_id, start, end, {"project": progress["project"] or ""})
            fields = {"pending_tokens": 0}
            if check_turn is not None:
                fields["last_check_turn"] = check_turn
            self.store.save_progress(session_id, **fields)
        if wake:
            self._wake.set()
        return True

    # -- running tasks ---------------------------------------------------------------------

    def run_task(self, task: dict) -> str:
        """Execute one claimed task; returns the task's new status."""
        calls_before = sum(self.client.calls.values())
        try:
            if not self.client.available():
                # Consolidation off: park the task (no attempt spent) until a route is configured.
                self.tasks.defer(task["id"])
                return "deferred"
            if task["kind"] == "consolidate":
                result = consolidate_span(self.store, self.client, task["session_id"], task["to_seq"],
                                          provider=self.provider, warn=self.warn)
                # An over-budget span stops early: the task goes back to pending from there.
                done_to = None if result.complete else result.covered_to
                with self.store.transaction():
                    schema.bump(self.store, "units_written", result.units_written)
                    schema.bump(self.store, "units_duplicate", result.units_duplicate)
                    schema.bump(self.store, "adjudication_failures", result.adjudication_failures)
                    schema.bump(self.store, "spans", 1 if result.summary else 0)
                    status = self.tasks.complete(task["id"], task["generation"], done_to_seq=done_to)
            else:
                project = task["payload"].get("project", "")
                result = run_cascade(self.store, self.client, project)
                with self.store.transaction():
                    schema.bump(self.store, "archives", len(result.archives))
                    status = self.tasks.complete(task["id"], task["generation"])
        except (ModelError, NoRouteError) as exc:
            permanent = getattr(exc, "permanent", False)
            schema.record_failure(self.store, task, str(exc), permanent)
            self.warn(f"{task['id']} failed{' permanently' if permanent else ''}: {exc}")
            status = self.tasks.fail(task["id"], str(exc), permanent=permanent,
                                          max_attempts=self.settings.max_attempts,
                                          retry_delay_ms=self.settings.retry_delay_ms)
        except Exception as exc:  # noqa: BLE001 - a store hiccup must not leave the task running
            schema.record_failure(self.store, task, repr(exc), False)
            self.warn(f"{task['id']} crashed: {exc!r}")
            status = self.tasks.fail(task["id"], repr(exc), max_attempts=self.settings.max_attempts,
                                          retry_delay_ms=self.settings.retry_delay_ms)
        finally:
            self._count_calls(calls_before)
        return status

    def _count_calls(self, before: int) -> None:
        # Persist per-purpose call counts so stats survive restarts.
        if sum(self.client.calls.values()) == before:
            return
        for purpose, count in self.client.calls.items():
            seen = self._persisted.get(purpose, 0)
            if count > seen:
                schema.bump(self.store, f"calls:{purpose}", count - seen)
                self._persisted[purpose] = count

    def run_pending(self, now: int | None = None, limit: int = 10_000) -> int:
        """Run ready tasks until none is left (tests and benches drive this directly)."""
        ran = 0
        while ran < limit:
            task = self.tasks.claim(now=now, kinds=KINDS)
            if task is None:
                break
            self.run_task(task)
            ran += 1
        return ran

    # -- background worker -------------------------------------------------------------------

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="consolidation", daemon=True)
            self._thread.start()
            self._wake.set()

    def stop(self, timeout: float = 2.0) -> None:
        """Stop the worker; a model call still in flight is abandoned (its task re-runs at the next start)."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _loop(self) -> None:
        poll = max(0.05, min(1.0, self.settings.retry_delay_ms / 1000))
        while not self._stop.is_set():
            self._wake.wait(poll)
            self._wake.clear()
            if self._stop.is_set():
                break
            try:
                self.run_pending()
            except Exception as exc:  # noqa: BLE001 - the worker must outlive one bad task
                self.warn(f"consolidation worker error: {exc!r}")

    # -- stats --------------------------------------------------------------------------------

    def stats(self) -> dict:
        return consolidation_stats(self.store, self.settings)


def consolidation_stats(store, settings: ConsolidationSettings | None = None) -> dict:
    """The `consolidation` block of `memory/stats` and `dshkit memory stats`."""
    with store.lock:
        db = store.db
        if not schema.installed(db):
            return {"enabled": None, "summariesByTier": {}, "workUnits": 0, "tasks": {}, "failedAttempts": 0,
                    "permanentFailures": 0, "lastPermanentFailure": None, "modelCalls": {}, "counters": {}}
        counts = schema.counters(db)
        tiers = {}
        for name, count in db.execute(
            "SELECT json_extract(meta, '$.tier'), count(*) FROM entries WHERE kind='summary'"
            " AND json_extract(meta, '$.tier') IS NOT NULL GROUP BY 1 ORDER BY 1"
        ):
            tiers[str(name)] = count
        units = db.execute("SELECT count(*) FROM entries WHERE name LIKE 'wu-%'").fetchone()[0]
        tasks = {f"{k}:{s}": n for k, s, n in db.execute(
            "SELECT kind, status, count(*) FROM tasks WHERE kind IN ('consolidate','cascade') GROUP BY 1, 2")}
        failures = db.execute("SELECT count(*), sum(permanent) FROM consolidation_failures").fetchone()
        last = db.execute(
            "SELECT task_id, error, at FROM consolidation_failures WHERE permanent=1 ORDER BY id DESC LIMIT 1"
        ).fetchone()
    return {
        "enabled": bool(settings.enabled and settings.routes) if settings else None,
        "summariesByTier": tiers,
        "workUnits": units,
        "tasks": tasks,
        "failedAttempts": failures[0] or 0,
        "permanentFailures": failures[1] or 0,
        "lastPermanentFailure": None if last is None else {"task": last[0], "error": last[1], "at": last[2]},
        "modelCalls": {k.partition(":")[2]: v for k, v in counts.items() if k.startswith("calls:")},
        "counters": {k: v for k, v in counts.items() if not k.startswith("calls:")},
    }


def consolidation_lines(block: dict) -> list[str]:
    """Human lines for `dshkit memory stats`."""
    tiers = ", ".join(f"tier {t}: {n}" for t, n in sorted(block["summariesByTier"].items(), key=lambda i: int(i[0])))
    calls = ", ".join(f"{p.removeprefix('memory-')} {n}" for p, n in sorted(block["modelCalls"].items()))
    lines = [
        f"summaries   {tiers or 'none'}",
        f"work units  {block['workUnits']}",
        f"model calls {calls or 'none'}",
        f"failures    {block['permanentFailures']} permanent, {block['failedAttempts']} failed attempts in all",
    ]
    last = block.get("lastPermanentFailure")
    if last:
        lines.append(f"  last permanent: {last['task']}: {last['error'][:160]}")
    return lines
