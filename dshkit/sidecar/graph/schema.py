"""Graph memory's own tables, added through the core's migration registry.

- ``graph_nodes``: one row per extracted fact, identified by its source
  coordinates (session, event seq, index, kind) — so replaying a span finds
  every row already there and writes nothing;
- ``graph_edges``: typed links (derived, supersedes, related, coactivated,
  precedes, contradicts); a supersede edge always runs from a newer node to an
  older one (ids grow), which keeps supersede chains acyclic;
- ``graph_uses``: use evidence for the "need" ranking (a tool read or wrote a
  path, a recall returned a node); never written for merely showing a node;
- ``graph_tool_calls`` (graph-0002): each tool call's name and file — the one
  thing ``memory/expand`` and ``memory/recall`` need that the log does not
  keep (its tool ledger names the tool, not the file). The human and assistant
  texts are read from the log's ``msg-*`` entries (graph-0001's ``graph_raw``
  copied them; graph-0002 drops it), so ``memory/forget`` of a message leaves
  no second copy behind;
- ``graph_progress`` (graph-0002): per session, the seq up to which its
  logged spans are extracted. Extraction runs after the cut (memory.py); a
  session's first cut adds its row, in the span's own transaction, and each
  extraction moves it in the transaction that writes the nodes. After a crash
  the spans between it and the log's ``lastLoggedSeq`` are extracted again
  from the log — idempotently (a node's identity is its source coordinates);
- ``graph_pending`` (graph-0002): what the log does not keep of a span not yet
  extracted, for spans that called a tool only: its tool calls and results
  slimmed to what extraction reads (name, file, ok; never arguments or output)
  and the stat of each file a write tool named, taken at the cut (its content
  is hashed at extraction only if unchanged since: the artifact keeps what the
  tool left, or shows as stale). Deleted when the span is extracted.
"""

from __future__ import annotations

import sqlite3

from dshkit.sidecar import migrations


def _graph_0001(db: sqlite3.Connection) -> None:
    migrations.execute_script(db, """
        CREATE TABLE graph_nodes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            project TEXT NOT NULL,
            session_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            idx INTEGER NOT NULL,
            kind TEXT NOT NULL,
            turn INTEGER NOT NULL,
            text TEXT NOT NULL,
            entity TEXT NOT NULL,
            value TEXT NOT NULL,
            pinned INTEGER NOT NULL DEFAULT 0,
            path TEXT,
            file TEXT,
            content_hash TEXT,
            status TEXT NOT NULL DEFAULT 'active',
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            UNIQUE (session_id, seq, idx, kind)
        );
        CREATE INDEX graph_nodes_entity ON graph_nodes(project, entity, status);
        CREATE INDEX graph_nodes_status ON graph_nodes(project, status, id);
        CREATE TABLE graph_edges (
            src INTEGER NOT NULL, kind TEXT NOT NULL, dst INTEGER NOT NULL,
            weight REAL NOT NULL DEFAULT 1.0,
            PRIMARY KEY (src, kind, dst)
        ) WITHOUT ROWID;
        CREATE INDEX graph_edges_dst ON graph_edges(dst, kind);
        CREATE TABLE graph_raw (
            session_id TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
            project TEXT NOT NULL, turn INTEGER NOT NULL, text TEXT NOT NULL,
            PRIMARY KEY (session_id, seq, kind)
        );
        CREATE TABLE graph_uses (
            project TEXT NOT NULL, session_id TEXT NOT NULL, seq INTEGER NOT NULL,
            how TEXT NOT NULL, term TEXT NOT NULL, turn INTEGER NOT NULL,
            PRIMARY KEY (session_id, seq, how, term)
        );
        CREATE INDEX graph_uses_term ON graph_uses(project, term);
        CREATE INDEX graph_raw_project ON graph_raw(project, kind);
    """)


def _graph_0002(db: sqlite3.Connection) -> None:
    migrations.execute_script(db, """
        CREATE TABLE graph_progress (session_id TEXT PRIMARY KEY, extracted_seq INTEGER NOT NULL) WITHOUT ROWID;
        -- a store of graph-0001 extracted every logged span at its cut
        INSERT INTO graph_progress SELECT session_id, last_logged_seq FROM progress;
        CREATE TABLE graph_pending (
            id INTEGER PRIMARY KEY,  -- log order; no AUTOINCREMENT: one write less per span
            session_id TEXT NOT NULL, from_seq INTEGER NOT NULL, to_seq INTEGER NOT NULL,
            tools TEXT NOT NULL, hashes TEXT
        );
        CREATE TABLE graph_tool_calls (
            session_id TEXT NOT NULL, seq INTEGER NOT NULL,
            project TEXT NOT NULL, turn INTEGER NOT NULL, text TEXT NOT NULL,
            PRIMARY KEY (session_id, seq)
        );
        CREATE INDEX graph_tool_calls_project ON graph_tool_calls(project);
        INSERT OR IGNORE INTO graph_tool_calls SELECT session_id, seq, project, turn, text
            FROM graph_raw WHERE kind='tool-call';
        DROP TABLE graph_raw;
    """)


migrations.register("graph-0001", _graph_0001)
migrations.register("graph-0002", _graph_0002)
