"""The durable task queue: background work (consolidation's) that survives a restart.

One row per ``<kind>:<sessionId>``: new work for a queued or running task
widens its seq range instead of queueing twice, and a generation counter tells
a finishing worker that more arrived meanwhile (docs/memory.md
"Consolidation"). The ``tasks`` table is created by the store's core
migrations; this module is the only one that writes it.
"""

from __future__ import annotations

import json

from dshkit.sidecar.store import Store, now_ms


class TaskQueue:
    """The ``tasks`` table of one store."""

    def __init__(self, store: Store):
        self.store = store

    def enqueue(self, kind: str, session_id: str, from_seq: int, to_seq: int,
                payload: dict | None = None) -> dict:
        """Durably enqueue ``<kind>:<sessionId>``; an existing task's range widens.

        A task already running absorbs the new range and gets its generation
        bumped, so :meth:`complete` re-queues it instead of dropping work.
        """
        task_id = f"{kind}:{session_id}"
        ts = now_ms()
        with self.store.transaction() as db:
            row = db.execute("SELECT * FROM tasks WHERE id=?", (task_id,)).fetchone()
            if row is None or row["status"] in ("done", "failed"):
                db.execute(
                    "INSERT INTO tasks (id, kind, session_id, from_seq, to_seq, status, attempts,"
                    " not_before, generation, payload, created, updated) VALUES (?,?,?,?,?,'pending',0,0,0,?,?,?)"
                    " ON CONFLICT(id) DO UPDATE SET from_seq=excluded.from_seq, to_seq=excluded.to_seq,"
                    " status='pending', attempts=0, not_before=0, generation=generation+1,"
                    " last_error=NULL, payload=excluded.payload, updated=excluded.updated",
                    (task_id, kind, session_id, from_seq, to_seq,
                     json.dumps(payload or {}), ts, ts))
            else:
                db.execute(
                    "UPDATE tasks SET from_seq=min(from_seq, ?), to_seq=max(to_seq, ?),"
                    " generation=generation+1, updated=? WHERE id=?",
                    (from_seq, to_seq, ts, task_id))
        return self.get(task_id)  # type: ignore[return-value]

    def get(self, task_id: str) -> dict | None:
        with self.store.lock:
            row = self.store.db.execute("SELECT * FROM tasks WHERE id=?", (task_id,)).fetchone()
        if row is None:
            return None
        d = dict(row)
        d["payload"] = json.loads(d["payload"])
        return d

    def tasks(self, status: str | None = None) -> list[dict]:
        with self.store.lock:
            rows = self.store.db.execute(
                "SELECT id FROM tasks" + (" WHERE status=?" if status else "") + " ORDER BY created, id",
                (status,) if status else ())
            ids = [r[0] for r in rows]
        return [t for t in (self.get(i) for i in ids) if t]

    def claim(self, now: int | None = None, concurrency: int = 1,
              kinds: tuple[str, ...] | None = None) -> dict | None:
        """Mark the oldest ready pending task running, honouring the cross-session
        concurrency limit and per-session ordering (one running task per session).
        With ``kinds``, only running tasks of those kinds count: one worker's
        long task (an evolution run takes minutes) must not stall another's."""
        now = now_ms() if now is None else now
        with self.store.transaction() as db:
            if kinds:
                marks = ",".join("?" * len(kinds))
                running = db.execute(f"SELECT session_id FROM tasks WHERE status='running' AND kind IN ({marks})",
                                     kinds).fetchall()
            else:
                running = db.execute("SELECT session_id FROM tasks WHERE status='running'").fetchall()
            if len(running) >= concurrency:
                return None
            busy = {r[0] for r in running}
            for row in db.execute("SELECT * FROM tasks WHERE status='pending' AND not_before<=? "
                                  "ORDER BY created, id", (now,)).fetchall():
                if row["session_id"] in busy or (kinds and row["kind"] not in kinds):
                    continue
                db.execute("UPDATE tasks SET status='running', attempts=attempts+1, updated=? WHERE id=?",
                           (now, row["id"]))
                return self.get(row["id"])
        return None

    def complete(self, task_id: str, generation: int, done_to_seq: int | None = None) -> str:
        """Finish a claimed task. If it absorbed work meanwhile (generation moved),
        it goes back to pending (from ``done_to_seq`` when given). Returns the new status."""
        with self.store.transaction() as db:
            row = db.execute("SELECT * FROM tasks WHERE id=?", (task_id,)).fetchone()
            if row is None:
                return "missing"
            if row["generation"] != generation or (done_to_seq is not None and done_to_seq < row["to_seq"]):
                start = row["from_seq"] if done_to_seq is None else max(row["from_seq"], done_to_seq)
                db.execute("UPDATE tasks SET status='pending', from_seq=?, attempts=0, not_before=0,"
                           " updated=? WHERE id=?", (start, now_ms(), task_id))
                return "pending"
            db.execute("UPDATE tasks SET status='done', updated=? WHERE id=?", (now_ms(), task_id))
            return "done"

    def fail(self, task_id: str, error: str, *, permanent: bool = False,
             max_attempts: int = 3, retry_delay_ms: int = 5000, now: int | None = None) -> str:
        """Record a failure: retry after a fixed delay up to ``max_attempts``;
        ``permanent`` fails at once. Returns the new status."""
        now = now_ms() if now is None else now
        with self.store.transaction() as db:
            row = db.execute("SELECT attempts FROM tasks WHERE id=?", (task_id,)).fetchone()
            if row is None:
                return "missing"
            if permanent or row["attempts"] >= max_attempts:
                status, not_before = "failed", 0
            else:
                status, not_before = "pending", now + retry_delay_ms
            db.execute("UPDATE tasks SET status=?, not_before=?, last_error=?, updated=? WHERE id=?",
                       (status, not_before, error[:2000], now, task_id))
            return status

    def defer(self, task_id: str) -> None:
        """The task's session is not available: park it without spending an attempt."""
        with self.store.transaction() as db:
            db.execute("UPDATE tasks SET status='deferred', attempts=max(attempts-1, 0), updated=?"
                       " WHERE id=? AND status IN ('running','pending')", (now_ms(), task_id))

    def wake_deferred_kinds(self, kinds: tuple[str, ...]) -> int:
        """Every parked task of these kinds is runnable again (its reason may be gone)."""
        marks = ",".join("?" * len(kinds))
        with self.store.transaction() as db:
            return db.execute(f"UPDATE tasks SET status='pending' WHERE status='deferred' AND kind IN ({marks})",
                              kinds).rowcount

    def requeue_running(self) -> int:
        """At start: a task left running by a dead process is pending again."""
        with self.store.transaction() as db:
            return db.execute("UPDATE tasks SET status='pending', updated=? WHERE status='running'",
                              (now_ms(),)).rowcount
