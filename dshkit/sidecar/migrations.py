"""Named, ordered schema migrations.

Each migration has a unique name and runs once, in its own transaction, in
registration order; applied names are kept in ``schema_migrations``. Code
outside this module (e.g. ``dshkit.sidecar.consolidation``) adds its own with
:func:`register` at import time, before the store is opened. Names are never
reused or edited once shipped: a change is a new migration.
"""

from __future__ import annotations

import os
import sqlite3
from typing import Callable

Migration = Callable[[sqlite3.Connection], None]
_REGISTRY: list[tuple[str, Migration]] = []


def register(name: str, fn: Migration) -> None:
    if any(n == name for n, _ in _REGISTRY):
        return  # re-import of the same module: idempotent
    _REGISTRY.append((name, fn))


def registered() -> list[tuple[str, Migration]]:
    return list(_REGISTRY)


def execute_script(db: sqlite3.Connection, script: str) -> None:
    """Run a multi-statement script inside the caller's transaction.

    ``Connection.executescript`` would COMMIT first, breaking the rule that a
    migration is applied entirely or not at all.
    """
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                db.execute(buf)
            buf = ""
    if buf.strip().strip(";").strip():
        raise ValueError(f"incomplete SQL statement in migration: {buf[:80]!r}")


def _core_0001(db: sqlite3.Connection) -> None:
    execute_script(db, 
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

        -- One row per memory entry. layer: 'op' (msg-/sum*/session-) or 'k'
        -- (knowledge). status: active | inbox | superseded | expired.
        CREATE TABLE entries (
            id INTEGER PRIMARY KEY AUTOINCREMENT,  -- ids never reused: the FTS watermark relies on it
            name TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL,
            layer TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            body TEXT NOT NULL,
            tags TEXT NOT NULL DEFAULT '[]',
            scopes TEXT NOT NULL DEFAULT '[]',
            status TEXT NOT NULL DEFAULT 'active',
            scope_key TEXT,
            verify_when TEXT,
            content_hash TEXT NOT NULL,
            session_id TEXT,
            source_seq INTEGER,
            ordinal INTEGER,
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            meta TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX entries_session ON entries(session_id, source_seq) WHERE session_id IS NOT NULL;
        CREATE INDEX entries_key ON entries(scope_key, status) WHERE scope_key IS NOT NULL;

        -- Side tables for the knowledge layer only (the log layer is filtered by name).
        CREATE TABLE entry_tags (entry_id INTEGER NOT NULL, tag TEXT NOT NULL,
                                 PRIMARY KEY (tag, entry_id)) WITHOUT ROWID;
        CREATE TABLE entry_scopes (entry_id INTEGER NOT NULL, scope TEXT NOT NULL,
                                   PRIMARY KEY (scope, entry_id)) WITHOUT ROWID;

        CREATE TABLE edges (
            head TEXT NOT NULL, relation TEXT NOT NULL, tail TEXT NOT NULL,
            created INTEGER NOT NULL,
            PRIMARY KEY (head, relation, tail)
        ) WITHOUT ROWID;
        CREATE INDEX edges_tail ON edges(tail, relation);

        -- Contentless full-text indexes; rowid = entries.id. Text is pre-tokenized
        -- by textindex.index_text (CJK bigrams). Deletes recompute the same text.
        -- Rows with id > meta 'fts_indexed_upto' are not indexed yet (see Store).
        CREATE VIRTUAL TABLE fts_k USING fts5(name, tags, title, body, content='',
                                              tokenize='unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE fts_op USING fts5(name, tags, title, body, content='',
                                               tokenize='unicode61 remove_diacritics 2');

        -- Per-session progress watermarks (docs/memory.md "Spans and watermarks").
        CREATE TABLE progress (
            session_id TEXT PRIMARY KEY,
            project TEXT,
            cwd TEXT,
            inherited INTEGER NOT NULL DEFAULT 0,
            last_logged_seq INTEGER NOT NULL DEFAULT 0,
            next_ordinal INTEGER NOT NULL DEFAULT 0,
            last_consolidated_seq INTEGER NOT NULL DEFAULT 0,
            last_check_turn INTEGER NOT NULL DEFAULT 0,
            pending_tokens INTEGER NOT NULL DEFAULT 0,
            has_session_node INTEGER NOT NULL DEFAULT 0,
            last_belong_to_index INTEGER NOT NULL DEFAULT 0,
            last_turn INTEGER NOT NULL DEFAULT 0,
            last_turn_reason TEXT,
            disposed INTEGER NOT NULL DEFAULT 0,
            updated INTEGER NOT NULL DEFAULT 0
        );

        -- Durable task queue: id '<kind>:<sessionId>'. status: pending | running |
        -- done | failed | deferred. generation bumps when a running task absorbs work.
        CREATE TABLE tasks (
            id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            session_id TEXT NOT NULL,
            from_seq INTEGER NOT NULL,
            to_seq INTEGER NOT NULL,
            status TEXT NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            not_before INTEGER NOT NULL DEFAULT 0,
            generation INTEGER NOT NULL DEFAULT 0,
            last_error TEXT,
            payload TEXT NOT NULL DEFAULT '{}',
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL
        );
        CREATE INDEX tasks_ready ON tasks(status, not_before, created);

        -- Differential injection (docs/memory.md "Injection"): what the session has
        -- seen (committed) and what was offered but not yet acknowledged.
        CREATE TABLE injection_state (
            session_id TEXT PRIMARY KEY,
            delivered TEXT NOT NULL DEFAULT '{}',
            reminded TEXT NOT NULL DEFAULT '[]',
            has_baseline INTEGER NOT NULL DEFAULT 0,
            pending_token TEXT,
            pending TEXT,
            updated INTEGER NOT NULL DEFAULT 0
        );
        """
    )


register("core-0001", _core_0001)


def _core_0002(db: sqlite3.Connection) -> None:
    """The full-text index moves to its own file, built off the ingest path
    (see dshkit.sidecar.indexer).

    - ``index_changes``: the old values of updated and deleted rows, written
      in the same transaction as the change, for the builder to remove them
      from the contentless index. AUTOINCREMENT: pruned sequence numbers must
      never come back (nor may entry ids: the builder's watermark relies on it).
    - ``meta.store_id`` ties an index file to this store.
    - The old in-file FTS tables and their watermark go; the builder indexes
      every entry again into ``<store>.fts`` (log messages now without their
      role/timestamp header: textindex.body_index_text).
    """
    execute_script(db, """
        DROP TABLE fts_k;
        DROP TABLE fts_op;
        DELETE FROM meta WHERE key = 'fts_indexed_upto';

        CREATE TABLE index_changes (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            entry_id INTEGER NOT NULL,
            layer TEXT NOT NULL,
            name TEXT NOT NULL,
            tags TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL
        );
    """)
    db.execute("INSERT OR REPLACE INTO meta VALUES ('store_id', ?)", (os.urandom(8).hex(),))


register("core-0002", _core_0002)
