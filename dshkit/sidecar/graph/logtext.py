"""The human and assistant texts graph memory reads back from the log.

The log's ``msg-*`` entries already hold every human and model message of a
session with its session id and event seq (``entries.session_id``,
``source_seq``), redacted and capped by the content policy; so recall, expand
and the "need" ranking's mention evidence read them there instead of keeping a
second copy (which ``memory/forget`` would have to find as well). What the log
does not keep — which file a tool call touched — is in ``graph_tool_calls``.

A message's text is its ``## Content`` section (consolidation.logview parses
the body the logging path wrote); runtime-context snapshots and our own card
are skipped, as extraction skips them.
"""

from __future__ import annotations

import sqlite3
from typing import Iterator

from dshkit.sidecar.consolidation.logview import sections
from dshkit.sidecar.store import scopes_column

from .extract import is_card_or_snapshot

_USER_HEAD = "## Role\nuser\n"  # how content.message_body starts a human message


def _parse(body: str) -> tuple[str, int, str] | None:
    """(kind, turn, text) of a logged message body; None for a snapshot or card."""
    parts = sections(body)
    text = parts.get("Content", "").strip()
    if not text or is_card_or_snapshot(text):
        return None
    turn = parts.get("Turn", "").strip()
    kind = "user" if parts.get("Role", "").strip().lower().startswith("user") else "assistant"
    return kind, int(turn) if turn.isdigit() else 0, text


def session_messages(db: sqlite3.Connection, sid: str, from_seq: int,
                     to_seq: int) -> list[tuple[int, str, int, str]]:
    """(seq, kind, turn, text) of the session's logged messages with seq in [from_seq, to_seq]."""
    out = []
    for seq, body in db.execute("SELECT source_seq, body FROM entries WHERE session_id=? AND source_seq BETWEEN ? AND ?"
                                " AND name LIKE 'msg-%' ORDER BY source_seq", (sid, from_seq, to_seq)):
        parsed = _parse(body)
        if parsed:
            out.append((seq, parsed[0], parsed[1], parsed[2]))
    return out


def project_messages(db: sqlite3.Connection, project: str, *, users_only: bool = False,
                     containing: list[str] | None = None,
                     limit: int = 20_000) -> Iterator[tuple[str, int, str, int, str]]:
    """(session, seq, kind, turn, text) of the project's logged messages, newest first.
    ``containing``: only bodies holding at least one of these lower-case words (a
    superset of what a word match finds, so nothing is parsed for nothing); ignored
    when a word has case SQLite's LIKE does not fold (it folds ASCII only)."""
    sql = ("SELECT session_id, source_seq, body FROM entries WHERE scopes=? AND name LIKE 'msg-%'"
           + (" AND substr(body, 1, ?)=?" if users_only else ""))
    args: tuple = (scopes_column([project]), len(_USER_HEAD), _USER_HEAD) if users_only else (scopes_column([project]),)
    if containing and len(containing) <= 32 and all(w.isascii() or w.upper() == w for w in containing):
        sql += " AND (" + " OR ".join(["body LIKE ? ESCAPE '\\'"] * len(containing)) + ")"
        args += tuple("%" + w.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
                      for w in containing)
    sql += " ORDER BY id DESC"
    n = 0
    for sid, seq, body in db.execute(sql, args):
        parsed = _parse(body)
        if parsed is None:
            continue
        yield sid, seq, parsed[0], parsed[1], parsed[2]
        n += 1
        if n >= limit:
            return


def count_messages(db: sqlite3.Connection, project: str | None) -> int:
    if project is None:
        return db.execute("SELECT count(*) FROM entries WHERE name LIKE 'msg-%'").fetchone()[0]
    return db.execute("SELECT count(*) FROM entries WHERE scopes=? AND name LIKE 'msg-%'",
                      (scopes_column([project]),)).fetchone()[0]
