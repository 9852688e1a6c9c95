"""Writing extracted facts into the typed graph, and reading it back.

:func:`apply` runs inside the span's transaction (a span hook). A fact whose
source coordinates already have a node is skipped, so a replay writes nothing.
"Same thing" is the object entity (extract.subject_value): a constraint or
decision on an entity that already has an active node with the same value is a
repetition (no node); with another value it supersedes the old node (a
correction also *contradicts* it, and the old node becomes ``corrected``).
Rewriting a file supersedes its earlier artifact node.
"""

from __future__ import annotations

import os
import sqlite3

from dshkit.sidecar.redact import redact
from dshkit.sidecar.store import now_ms

from . import fingerprint as FP
from .extract import Fact, SpanFacts, words

STATEMENT_KINDS = ("constraint", "decision")
LIVE = ("active", "stale")           # statuses that may be projected
DEFAULT_MAX_NODES = 500
RELATED_LIMIT = 3


def resolve(path: str, cwd: str | None) -> str:
    return os.path.normpath(path if os.path.isabs(path) or not cwd else os.path.join(cwd, path))


def _node(db: sqlite3.Connection, project: str, sid: str, f: Fact, file: str | None, now: int,
          hashes: dict[str, str | None] | None = None, cwd: str | None = None) -> int:
    """Every text column redacted: a secret-shaped path or word reaches entity,
    value, path and file as well as text."""
    h = hashes[file] if hashes is not None and file in hashes else FP.fingerprint(file, cwd) if file else None
    cur = db.execute(
        "INSERT INTO graph_nodes (project, session_id, seq, idx, kind, turn, text, entity, value, pinned, path,"
        " file, content_hash, status, created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,'active',?,?)",
        (project, sid, f.seq, f.index, f.kind, f.turn, redact(f.text), redact(f.entity), redact(f.value),
         int(f.pinned), f.path and redact(f.path), file and redact(file), h, now, now))
    return cur.lastrowid


def edge(db: sqlite3.Connection, src: int, kind: str, dst: int, weight: float = 1.0) -> None:
    if src != dst:
        db.execute("INSERT OR IGNORE INTO graph_edges VALUES (?,?,?,?)", (src, kind, dst, weight))


def apply(db: sqlite3.Connection, project: str, sid: str, facts: SpanFacts, *, cwd: str | None = None,
          max_nodes: int = DEFAULT_MAX_NODES, hashes: dict[str, str | None] | None = None) -> list[int]:
    """Write one span's facts; returns the ids of the nodes created. ``hashes``:
    file -> content hash when the span was logged (pending.span_tools); a file
    not in it is hashed now."""
    now = now_ms()
    created: list[int] = []
    for seq, text, turn in facts.tool_calls:
        db.execute("INSERT OR IGNORE INTO graph_tool_calls VALUES (?,?,?,?,?)",
                   (sid, seq, project, turn, redact(text)))
    for u in facts.uses:
        db.execute("INSERT OR IGNORE INTO graph_uses VALUES (?,?,?,?,?,?)",
                   (project, sid, u.seq, u.how, u.term, u.turn))
    turn_statements: dict[int, list[int]] = {}
    for f in facts.facts:
        if db.execute("SELECT 1 FROM graph_nodes WHERE session_id=? AND seq=? AND idx=? AND kind=?",
                      (sid, f.seq, f.index, f.kind)).fetchone():
            continue  # replay
        file = resolve(f.path, cwd) if f.path else None
        old: list[tuple[int, str]] = []
        if f.kind == "artifact":
            old = [(r[0], r[1]) for r in db.execute(
                "SELECT id, value FROM graph_nodes WHERE project=? AND kind='artifact' AND status IN ('active','stale')"
                " AND (file=? OR path=?)", (project, file, f.path))]
        elif f.kind in STATEMENT_KINDS:
            rows = db.execute(
                "SELECT id, value FROM graph_nodes WHERE project=? AND entity=? AND status='active'"
                " AND kind IN ('constraint','decision')", (project, f.entity)).fetchall()
            same = [r[0] for r in rows if r[1] == f.value]
            if same and not f.correction:
                _repeat(db, project, sid, f, same[0], now)
                continue
            old = [(r[0], r[1]) for r in rows if r[1] != f.value or f.correction]
        elif f.kind == "progress":
            same = db.execute("SELECT id FROM graph_nodes WHERE project=? AND kind='progress' AND entity=?"
                              " AND status='active'", (project, f.entity)).fetchone()
            if same:
                _repeat(db, project, sid, f, same[0], now)
                continue
        nid = _node(db, project, sid, f, file, now, hashes, cwd)
        created.append(nid)
        for oid, _ in old:
            edge(db, nid, "supersedes", oid)
            status = "corrected" if f.correction else "superseded"
            if f.correction:
                edge(db, nid, "contradicts", oid)
            db.execute("UPDATE graph_nodes SET status=?, updated=? WHERE id=?", (status, now, oid))
        prev = db.execute("SELECT max(id) FROM graph_nodes WHERE session_id=? AND id<?", (sid, nid)).fetchone()[0]
        if prev is not None:
            edge(db, prev, "precedes", nid)
        if f.kind in STATEMENT_KINDS:
            turn_statements.setdefault(f.turn, []).append(nid)
        else:
            for sid_node in turn_statements.get(f.turn, []):
                edge(db, nid, "derived", sid_node)
        _relate(db, project, nid, f)
    if created:
        prune(db, project, max_nodes)
    return created


def _repeat(db: sqlite3.Connection, project: str, sid: str, f: Fact, original: int, now: int) -> None:
    """The same statement again: kept as a *retired* row (its coordinates
    recorded, so a replay finds it; recallable), related to the live original,
    which is what the card shows."""
    nid = _node(db, project, sid, f, None, now)
    db.execute("UPDATE graph_nodes SET status='retired' WHERE id=?", (nid,))
    edge(db, nid, "related", original)


def _relate(db: sqlite3.Connection, project: str, nid: int, f: Fact) -> None:
    """``related``: live nodes sharing at least two object words (a path's
    basename counts as one), newest first, a few at most."""
    mine = set(words(f.entity))
    if f.path:
        mine.add(os.path.basename(f.path).lower())
    if len(mine) < 2:
        return
    found = 0
    for oid, entity, path in db.execute(
            "SELECT id, entity, path FROM graph_nodes WHERE project=? AND status='active' AND id<?"
            " ORDER BY id DESC LIMIT 300", (project, nid)):
        theirs = set(entity.split())
        if path:
            theirs.add(os.path.basename(path).lower())
        if len(mine & theirs) >= 2:
            edge(db, nid, "related", oid)
            found += 1
            if found >= RELATED_LIMIT:
                return


def prune(db: sqlite3.Connection, project: str, max_nodes: int) -> int:
    """Retired (superseded, corrected, retired) nodes stay recallable until the
    project holds four times ``max_nodes``; then the oldest of them go."""
    total = db.execute("SELECT count(*) FROM graph_nodes WHERE project=?", (project,)).fetchone()[0]
    excess = total - 4 * max_nodes
    if excess <= 0:
        return 0
    ids = [r[0] for r in db.execute(
        "SELECT id FROM graph_nodes WHERE project=? AND status NOT IN ('active','stale') ORDER BY id LIMIT ?",
        (project, excess))]
    for i in ids:
        _drop(db, i)
    return len(ids)


def _drop(db: sqlite3.Connection, nid: int) -> None:
    """A node and every edge touching it."""
    db.execute("DELETE FROM graph_edges WHERE src=? OR dst=?", (nid, nid))
    db.execute("DELETE FROM graph_nodes WHERE id=?", (nid,))


def changed_artifacts(db: sqlite3.Connection, project: str) -> list[int]:
    """Active artifact nodes whose file changed (or vanished) since the tool wrote
    it. Reads files (fingerprint.py: confined to the session's project, bounded,
    re-hashed only on a changed stat): call it outside any write transaction,
    then :func:`mark_stale`."""
    rows = db.execute("SELECT n.id, n.file, n.content_hash, p.cwd FROM graph_nodes n"
                      " LEFT JOIN progress p ON p.session_id=n.session_id WHERE n.project=?"
                      " AND n.kind='artifact' AND n.status='active' AND n.content_hash IS NOT NULL",
                      (project,)).fetchall()
    return [nid for nid, file, h, cwd in rows if FP.fingerprint(file, cwd) != h]


def mark_stale(db: sqlite3.Connection, ids: list[int]) -> None:
    for nid in ids:
        db.execute("UPDATE graph_nodes SET status='stale', updated=? WHERE id=?", (now_ms(), nid))


def live_nodes(db: sqlite3.Connection, project: str, limit: int = 2000) -> list[dict]:
    return [dict(r) for r in db.execute(
        "SELECT * FROM graph_nodes WHERE project=? AND status IN ('active','stale') ORDER BY id DESC LIMIT ?",
        (project, limit))]


def node(db: sqlite3.Connection, nid: int) -> dict | None:
    row = db.execute("SELECT * FROM graph_nodes WHERE id=?", (nid,)).fetchone()
    return dict(row) if row else None


def neighbours(db: sqlite3.Connection, nid: int) -> list[dict]:
    out = [{"direction": "out", "kind": k, "id": d} for k, d in
           db.execute("SELECT kind, dst FROM graph_edges WHERE src=?", (nid,))]
    out += [{"direction": "in", "kind": k, "id": s} for k, s in
            db.execute("SELECT kind, src FROM graph_edges WHERE dst=?", (nid,))]
    return out


def forget_seq(db: sqlite3.Connection, sid: str, seq: int) -> int:
    """Remove every graph row drawn from one session event (``memory/forget``
    of its logged message): its nodes, their edges and use rows, and the event's
    own use and tool-call rows. Returns the nodes removed."""
    ids = [r[0] for r in db.execute("SELECT id FROM graph_nodes WHERE session_id=? AND seq=?", (sid, seq))]
    forget_nodes(db, ids)
    db.execute("DELETE FROM graph_uses WHERE session_id=? AND seq=?", (sid, seq))
    db.execute("DELETE FROM graph_tool_calls WHERE session_id=? AND seq=?", (sid, seq))
    return len(ids)


def forget_nodes(db: sqlite3.Connection, ids: list[int]) -> None:
    """Forgotten nodes: each with its edges and the use rows that name it."""
    for i in ids:
        db.execute("DELETE FROM graph_uses WHERE term=?", (f"node:{i}",))
        _drop(db, i)
