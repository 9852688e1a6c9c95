"""The spans logged but not yet extracted: a queue in memory, a watermark on disk.

At a cut the span hook (memory.GraphMemory.queue_span) writes nothing for the
common span: the span's messages are in the log, and the span joins
:class:`SpanQueue` in memory. Only what the log does not keep is written, in
the span's own transaction:

- a session's first cut adds its ``graph_progress`` row (the extraction
  watermark), so a crash before anything was extracted still knows to;
- a span that called a tool adds a ``graph_pending`` row: its tool calls and
  results slimmed to what extraction reads — the tool name, the file it named,
  whether the result was ok (judged now, like the log's ledger), the turn in
  effect — and the content hash of each file a write tool named, taken now (an
  artifact keeps what the tool left even when extraction runs after an edit).

After a restart the queue is rebuilt from the store (:func:`recover`): for each
session, the range between its watermark and the log's ``lastLoggedSeq``.

:func:`span_events` rebuilds the events :func:`extract.extract` reads from the
log's ``msg-*`` entries plus those tool records. They differ from the original
events only where the log does: texts are redacted, capped and dated as
logged, and a message that was withdrawn, forgotten or inherited from a parent
session is not there — so it yields no node either.
"""

from __future__ import annotations

import json
import sqlite3
from collections import deque
from dataclasses import dataclass

from dshkit.sidecar.content import blocks_text, judge_result

from . import logtext
from .extract import WRITE_TOOLS, tool_arguments, tool_path
from .nodes import file_hash, resolve

_TOOL_EVENTS = frozenset({"tool/call", "tool/result"})


def span_tools(events: list[dict], turn: int, cwd: str | None) -> tuple[str | None, str | None]:
    """(tools JSON, hashes JSON) of one span; both None for a span without tool events.
    ``turn`` is what extraction starts the span with (the span's own turn)."""
    for e in events:  # the common span calls no tool: one set lookup per event, then out
        if e["type"] in _TOOL_EVENTS:
            break
    else:
        return None, None
    tools: list[dict] = []
    hashes: dict[str, str | None] = {}
    for e in events:
        etype = e.get("type")
        data = e.get("data") if isinstance(e.get("data"), dict) else {}
        if isinstance(data.get("turn"), int):  # extract follows every event's turn
            turn = data["turn"]
        if etype == "tool/call":
            name = str(data.get("name") or "tool")
            path = tool_path(tool_arguments(data.get("arguments", data.get("input"))))
            tools.append({"type": etype, "seq": e.get("seq"), "data": {
                "turn": turn, "callId": data.get("callId"), "name": name,
                "arguments": {"path": path} if path else {}}})
            if path and name.lower() in WRITE_TOOLS:
                file = resolve(path, cwd)
                hashes[file] = file_hash(file)
        elif etype == "tool/result":
            msg = data.get("message") if isinstance(data.get("message"), dict) else {}
            blocks = []
            for block in msg.get("content") or []:
                if isinstance(block, dict) and block.get("type") == "tool-result":
                    ok, _, _ = judge_result(blocks_text(block.get("content")), block.get("isError") is True)
                    blocks.append({"type": "tool-result", "toolCallId": block.get("toolCallId"), "isError": not ok})
            tools.append({"type": etype, "seq": e.get("seq"), "data": {"turn": turn, "message": {"content": blocks}}})
    if not tools:
        return None, None
    return json.dumps(tools, separators=(",", ":")), json.dumps(hashes) if hashes else None


def span_events(db: sqlite3.Connection, sid: str, from_seq: int, to_seq: int, tools: list[dict]) -> list[dict]:
    """The span's events as extraction reads them: the logged messages with seq in
    [from_seq, to_seq) and the recorded tool events, in seq order."""
    events: list[dict] = []
    for seq, kind, turn, text in logtext.session_messages(db, sid, from_seq, to_seq - 1):
        if kind == "user":
            events.append({"type": "user/message", "seq": seq,
                           "data": {"turn": turn, "source": {"kind": "user"}, "content": text}})
        else:
            events.append({"type": "assistant/message", "seq": seq,
                           "data": {"turn": turn, "message": {"content": text, "source": {"kind": "model"}}}})
    if tools:
        events += tools
        events.sort(key=lambda e: e["seq"] if isinstance(e.get("seq"), int) else -1)
    return events


MERGE_ABOVE = 1024  # spans queued before consecutive spans of a session share one entry (memory stays flat)


@dataclass(slots=True)
class Span:
    session_id: str
    project: str
    cwd: str | None
    from_seq: int
    to_seq: int


class SpanQueue:
    """Spans to extract, in log order. ``known``: sessions with a watermark row."""

    def __init__(self, db: sqlite3.Connection):
        self.spans: deque[Span] = deque(recover(db))
        self.known: set[str] = {r[0] for r in db.execute("SELECT session_id FROM graph_progress")}

    def add(self, db: sqlite3.Connection, commit, cwd: str | None) -> None:
        """At a cut, inside its transaction (see the module docstring)."""
        sid = commit.session_id
        if sid not in self.known:
            db.execute("INSERT OR IGNORE INTO graph_progress VALUES (?,?)", (sid, commit.from_seq))
            self.known.add(sid)
        tools, hashes = span_tools(commit.events, commit.turn, cwd)
        if tools is not None:
            db.execute("INSERT INTO graph_pending (session_id, from_seq, to_seq, tools, hashes) VALUES (?,?,?,?,?)",
                       (sid, commit.from_seq, commit.to_seq, tools, hashes))
        spans = self.spans
        if len(spans) > MERGE_ABOVE:  # a long stream with no read and no idle time
            last = spans[-1]
            if last.session_id == sid and last.to_seq == commit.from_seq and last.project == commit.project:
                last.to_seq = commit.to_seq
                return
        spans.append(Span(sid, commit.project, cwd, commit.from_seq, commit.to_seq))


def recover(db: sqlite3.Connection) -> list[Span]:
    """The ranges logged past each session's watermark (a crash, or a stop
    before the queue was drained), oldest first by the log's order."""
    rows = db.execute(
        "SELECT g.session_id, p.project, p.cwd, g.extracted_seq, p.last_logged_seq,"
        " (SELECT min(e.id) FROM entries e WHERE e.session_id=g.session_id AND e.source_seq>=g.extracted_seq) AS first"
        " FROM graph_progress g JOIN progress p ON p.session_id=g.session_id"
        " WHERE p.last_logged_seq > g.extracted_seq ORDER BY first IS NULL, first").fetchall()
    return [Span(sid, project or "default", cwd, start, end) for sid, project, cwd, start, end, _ in rows]


def extract_span(db: sqlite3.Connection, span: Span) -> tuple[list[dict], dict[str, str | None]]:
    """(events, file hashes) of one queued span; its tool records are then deleted
    and the session's watermark moved (never past what the log holds: a span
    whose transaction rolled back leaves the watermark where it was)."""
    tools: list[dict] = []
    hashes: dict[str, str | None] = {}
    for t, h in db.execute("SELECT tools, hashes FROM graph_pending WHERE session_id=? AND from_seq>=? AND to_seq<=?"
                           " ORDER BY id", (span.session_id, span.from_seq, span.to_seq)):
        tools += json.loads(t)
        if h:
            hashes.update(json.loads(h))
    events = span_events(db, span.session_id, span.from_seq, span.to_seq, tools)
    db.execute("DELETE FROM graph_pending WHERE session_id=? AND from_seq>=? AND to_seq<=?",
               (span.session_id, span.from_seq, span.to_seq))
    db.execute("INSERT INTO graph_progress VALUES (?, min(?, coalesce((SELECT last_logged_seq FROM progress"
               " WHERE session_id=?), ?))) ON CONFLICT(session_id) DO UPDATE SET"
               " extracted_seq=max(extracted_seq, excluded.extracted_seq)",
               (span.session_id, span.to_seq, span.session_id, span.to_seq))
    return events, hashes
