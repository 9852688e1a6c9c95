"""Consolidation's own tables, added to the store through the core's migration registry.

- `consolidation_failures`: every failed attempt (kept after the task row is
  re-queued or succeeds), so `memory stats` can show permanent failures.
- `consolidation_counters`: durable counts (model calls per purpose, verdicts,
  adjudication failures) that survive restarts.
"""

from __future__ import annotations

import sqlite3

from dshkit.sidecar import migrations
from dshkit.sidecar.store import now_ms


def _consolidation_0001(db: sqlite3.Connection) -> None:
    migrations.execute_script(db, """
        CREATE TABLE consolidation_failures (
            id INTEGER PRIMARY KEY,
            task_id TEXT NOT NULL,
            session_id TEXT NOT NULL,
            from_seq INTEGER NOT NULL,
            to_seq INTEGER NOT NULL,
            permanent INTEGER NOT NULL,
            error TEXT NOT NULL,
            at INTEGER NOT NULL
        );
        CREATE TABLE consolidation_counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
    """)


migrations.register("consolidation-0001", _consolidation_0001)


def bump(store, name: str, by: int = 1) -> None:
    if by == 0:
        return
    with store.transaction() as db:
        db.execute(
            "INSERT INTO consolidation_counters VALUES (?, ?)"
            " ON CONFLICT(name) DO UPDATE SET value = value + excluded.value",
            (name, by),
        )


def record_failure(store, task: dict, error: str, permanent: bool) -> None:
    with store.transaction() as db:
        db.execute(
            "INSERT INTO consolidation_failures (task_id, session_id, from_seq, to_seq, permanent, error, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (task["id"], task["session_id"], task["from_seq"], task["to_seq"], int(permanent), error[:2000], now_ms()),
        )


def installed(db) -> bool:
    """Whether this store has consolidation's tables (a store only ever opened without it has not)."""
    return db.execute(
        "SELECT 1 FROM sqlite_master WHERE type='table' AND name='consolidation_failures'").fetchone() is not None


def counters(db) -> dict[str, int]:
    return {r[0]: r[1] for r in db.execute("SELECT name, value FROM consolidation_counters ORDER BY name")}
