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
- ``graph_pending`` (graph-0002): the spans logged but not yet extracted, one
  row each (its seq range and turn), written in the span's own transaction (so
  a crash loses both or neither) and deleted in the transaction that writes
  their nodes (so a crash during extraction re-extracts, idempotently). No
  text: the messages are read back from the log; ``tools`` holds the span's
  tool calls and results slimmed to what extraction reads (name, file, ok),
  ``hashes`` the content hash of each file a write tool touched, taken when
  the span was logged (what the tool left, not what is on disk later).
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
        CREATE TABLE graph_pending (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL, project TEXT NOT NULL, cwd TEXT,
            from_seq INTEGER NOT NULL, to_seq INTEGER NOT NULL, turn INTEGER NOT NULL,
            tools TEXT, hashes TEXT
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
