"""Reading the logged messages of a span back out of the store.

A `msg-*` body is the Markdown the logging path wrote (`## Role`, `## Timestamp`,
`## Turn`, `## Content`, `## Tool Calls`); consolidation needs only the role,
the content and, per ledger line, the tool name and whether it worked.
"""

from __future__ import annotations

import re

from .transcript import LoggedMessage

_SECTION = re.compile(r"^## (.+?)\s*$", re.M)
# ``1. `read` ×5 — ✅ 1.2s total`` / ``2. `bash` — ❌ 2.0s — Error …``
_LEDGER = re.compile(r"^\s*\d+\.\s+`([^`]+)`[^\n]*?(✅|❌)", re.M)


def sections(body: str) -> dict[str, str]:
    """`## Heading` -> text under it (first occurrence wins; `## ` inside content is kept)."""
    out: dict[str, str] = {}
    marks = list(_SECTION.finditer(body))
    known = {"Role", "Timestamp", "Turn", "Content", "Tool Calls"}
    cuts = [m for m in marks if m.group(1) in known]
    for index, mark in enumerate(cuts):
        end = cuts[index + 1].start() if index + 1 < len(cuts) else len(body)
        out.setdefault(mark.group(1), body[mark.end():end].strip("\n"))
    return out


def logged_message(name: str, seq: int, body: str) -> LoggedMessage:
    parts = sections(body)
    role = parts.get("Role", "").strip().lower()
    tools = tuple((tool, mark == "✅") for tool, mark in _LEDGER.findall(parts.get("Tool Calls", "")))
    return LoggedMessage(
        name=name,
        seq=seq,
        role="user" if role.startswith("user") else "assistant",
        text=parts.get("Content", body if not parts else "").strip(),
        tools=tools,
    )


def span_messages(db, session_id: str, from_seq: int, to_seq: int) -> list[LoggedMessage]:
    """The session's `msg-*` entries logged from events in `[from_seq, to_seq)`, in log order."""
    rows = db.execute(
        "SELECT name, source_seq, body FROM entries WHERE session_id=? AND name LIKE 'msg-%'"
        " AND source_seq>=? AND source_seq<? ORDER BY ordinal, source_seq",
        (session_id, from_seq, to_seq),
    ).fetchall()
    return [logged_message(r[0], r[1], r[2]) for r in rows]
