"""Graph memory's own tables, added through the core's migration registry.

- ``graph_nodes``: one row per extracted fact, identified by its source
  coordinates (session, event seq, index, kind) — so replaying a span finds
  every row already there and writes nothing;
- ``graph_edges``: typed links (derived, supersedes, related, coactivated,
  precedes, contradicts); a supersede edge always runs from a newer node to an
  older one (ids grow), which keeps supersede chains acyclic;
- ``graph_raw``: the text of the human and assistant messages (redacted) and
  each tool call's name and file,
  what ``memory/expand`` returns by seq range and ``memory/recall`` searches;
- ``graph_uses``: use evidence for the "need" ranking (a tool read or wrote a
  path, a recall returned a node); never written for merely showing a node.
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


migrations.register("graph-0001", _graph_0001)
