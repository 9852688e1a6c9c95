"""The audit ledger and the evolution state, in the store (migration ``evolution-0001``).

- ``evolution_ledger``: one row per step of a run (diagnose, pick, candidate,
  structure, replay, gate, shadow, verify, adopt, rollback, refused, error), with
  the run id, component, base and candidate revisions, outcome, a JSON detail,
  the model calls the step cost and its wall time. Rows are only ever added.
- ``evolution_revoked``: revisions rolled back; ``evolve/components {rev}``
  refuses them forever (what already entered a conversation is not erased:
  only future loads are refused).
- ``evolution_state``: ``active`` (the revision in force), ``adopted`` (the last
  revision adopted: a candidate's baseline) and ``shadow`` (the trial running).
- ``evolution_deviations``: what the flow learns from — user corrections found
  in logged spans and deviations the host reports — keyed by their source so a
  replayed span records nothing twice.

The tables exist in every store (migrations are registered at import, like
every extension's); with evolution off nothing ever writes a row.
"""

from __future__ import annotations

import json
import sqlite3

from dshkit.sidecar import migrations
from dshkit.sidecar.store import Store, now_ms

MAX_DETAIL = 16_000  # characters of one row's detail JSON


def _evolution_0001(db: sqlite3.Connection) -> None:
    migrations.execute_script(db, """
        CREATE TABLE evolution_ledger (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            run_id TEXT NOT NULL,
            at INTEGER NOT NULL,
            step TEXT NOT NULL,
            component TEXT,
            base_rev TEXT,
            rev TEXT,
            outcome TEXT NOT NULL,
            detail TEXT NOT NULL DEFAULT '{}',
            model_calls INTEGER NOT NULL DEFAULT 0,
            wall_ms INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX evolution_ledger_run ON evolution_ledger(run_id, id);
        CREATE TABLE evolution_revoked (
            rev TEXT PRIMARY KEY, at INTEGER NOT NULL, run_id TEXT, reason TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE evolution_state (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE evolution_deviations (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            at INTEGER NOT NULL,
            project TEXT NOT NULL,
            session_id TEXT,
            seq INTEGER,
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            task TEXT NOT NULL DEFAULT '',
            task_seq INTEGER,  -- the message the task was read from (memory/forget blanks it)
            run_id TEXT,
            UNIQUE (session_id, seq, kind)
        );
    """)


migrations.register("evolution-0001", _evolution_0001)


def _detail(detail: dict | None) -> str:
    text = json.dumps(detail or {}, ensure_ascii=False, sort_keys=True)
    if len(text) > MAX_DETAIL:
        text = json.dumps({"truncated": True, "head": text[:MAX_DETAIL - 200]}, ensure_ascii=False)
    return text


class Ledger:
    """The evolution tables of one store; every write its own transaction."""

    def __init__(self, store: Store):
        self.store = store

    # -- ledger rows ------------------------------------------------------------------
    def record(self, run_id: str, step: str, outcome: str, *, component: str | None = None,
               base_rev: str | None = None, rev: str | None = None, detail: dict | None = None,
               model_calls: int = 0, wall_ms: int = 0) -> int:
        with self.store.transaction() as db:
            cur = db.execute(
                "INSERT INTO evolution_ledger (run_id, at, step, component, base_rev, rev, outcome, detail,"
                " model_calls, wall_ms) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (run_id, now_ms(), step, component, base_rev, rev, outcome, _detail(detail),
                 int(model_calls), int(wall_ms)))
            return cur.lastrowid

    def rows(self, limit: int = 20, run_id: str | None = None) -> list[dict]:
        """The newest ``limit`` rows (oldest first), or every row of one run."""
        with self.store.lock:
            if run_id is not None:
                found = self.store.db.execute(
                    "SELECT * FROM evolution_ledger WHERE run_id=? ORDER BY id", (run_id,)).fetchall()
            else:
                found = self.store.db.execute(
                    "SELECT * FROM evolution_ledger ORDER BY id DESC LIMIT ?", (limit,)).fetchall()[::-1]
        return [{**dict(r), "detail": json.loads(r["detail"])} for r in found]

    def runs(self, limit: int = 20) -> list[str]:
        """The newest ``limit`` run ids, in the order they started."""
        with self.store.lock:
            return [r[0] for r in self.store.db.execute(
                "SELECT run_id FROM evolution_ledger GROUP BY run_id ORDER BY min(id) DESC LIMIT ?", (limit,))][::-1]

    # -- revoked revisions --------------------------------------------------------------
    def revoke(self, rev: str, run_id: str | None, reason: str) -> None:
        with self.store.transaction() as db:
            db.execute("INSERT OR IGNORE INTO evolution_revoked (rev, at, run_id, reason) VALUES (?,?,?,?)",
                       (rev, now_ms(), run_id, reason))

    def revoked(self, rev: str) -> dict | None:
        with self.store.lock:
            row = self.store.db.execute("SELECT * FROM evolution_revoked WHERE rev=?", (rev,)).fetchone()
        return dict(row) if row else None

    # -- state ----------------------------------------------------------------------------
    def get(self, key: str):
        with self.store.lock:
            row = self.store.db.execute("SELECT value FROM evolution_state WHERE key=?", (key,)).fetchone()
        return json.loads(row[0]) if row else None

    def set(self, **values) -> None:
        """Set (None: delete) several state keys in one transaction."""
        with self.store.transaction() as db:
            for key, value in values.items():
                if value is None:
                    db.execute("DELETE FROM evolution_state WHERE key=?", (key,))
                else:
                    db.execute("INSERT INTO evolution_state (key, value) VALUES (?,?) ON CONFLICT(key)"
                               " DO UPDATE SET value=excluded.value", (key, json.dumps(value)))

    # -- deviations -----------------------------------------------------------------------
    def add_deviation(self, project: str, kind: str, text: str, *, session_id: str | None = None,
                      seq: int | None = None, task: str = "", task_seq: int | None = None) -> int | None:
        """Record one deviation; None when this source already recorded it (a replayed span)."""
        with self.store.transaction() as db:
            cur = db.execute(
                "INSERT OR IGNORE INTO evolution_deviations (at, project, session_id, seq, kind, text, task,"
                " task_seq) VALUES (?,?,?,?,?,?,?,?)",
                (now_ms(), project, session_id, seq, kind, text[:2000], task[:4000], task_seq))
            return cur.lastrowid if cur.rowcount else None

    def forget_message(self, session_id: str, seq: int) -> list[str]:
        """``memory/forget`` of a logged message: the deviation read from it goes, and a task
        read from it is blanked. Returns the texts removed (for forget's file check)."""
        with self.store.transaction() as db:
            gone = [r[0] for r in db.execute(
                "SELECT text FROM evolution_deviations WHERE session_id=? AND seq=?", (session_id, seq))]
            gone += [r[0] for r in db.execute(
                "SELECT task FROM evolution_deviations WHERE session_id=? AND task_seq=?", (session_id, seq))]
            db.execute("DELETE FROM evolution_deviations WHERE session_id=? AND seq=?", (session_id, seq))
            db.execute("UPDATE evolution_deviations SET task='', task_seq=NULL WHERE session_id=? AND task_seq=?",
                       (session_id, seq))
        return [g for g in gone if g]

    def deviations(self, project: str | None = None, open_only: bool = True, limit: int = 50) -> list[dict]:
        sql = "SELECT * FROM evolution_deviations WHERE 1=1"
        args: list = []
        if project is not None:
            sql += " AND project=?"
            args.append(project)
        if open_only:
            sql += " AND run_id IS NULL"
        sql += " ORDER BY id DESC LIMIT ?"
        with self.store.lock:
            return [dict(r) for r in self.store.db.execute(sql, (*args, limit)).fetchall()][::-1]

    def claim_deviations(self, ids: list[int], run_id: str) -> None:
        """The deviations a run addresses: no later run takes them again."""
        if not ids:
            return
        with self.store.transaction() as db:
            db.executemany("UPDATE evolution_deviations SET run_id=? WHERE id=? AND run_id IS NULL",
                           [(run_id, i) for i in ids])

    def counts(self) -> dict:
        with self.store.lock:
            db = self.store.db
            return {
                "ledgerRows": db.execute("SELECT count(*) FROM evolution_ledger").fetchone()[0],
                "revoked": db.execute("SELECT count(*) FROM evolution_revoked").fetchone()[0],
                "openDeviations": db.execute(
                    "SELECT count(*) FROM evolution_deviations WHERE run_id IS NULL").fetchone()[0],
            }


def installed(db: sqlite3.Connection) -> bool:
    """Whether the store has the tables (a read-only CLI over an older store may not)."""
    return db.execute("SELECT 1 FROM sqlite_master WHERE name='evolution_ledger'").fetchone() is not None
