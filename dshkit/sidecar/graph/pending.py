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
  effect — and the stat of each file a write tool named (the cut reads no file;
  extraction hashes it only if it is unchanged since, so an artifact keeps what
  the tool left, or shows as stale after an edit on disk).

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

from dshkit.sidecar.content import blocks_text, judge_result, tool_name

from . import fingerprint as FP
from . import logtext
from .extract import HOST_FILE_TOOLS, file_op, tool_arguments, tool_path
from .nodes import resolve

_TOOL_EVENTS = frozenset({"tool/call", "tool/result"})


def span_tools(events: list[dict], turn: int, cwd: str | None) -> tuple[str | None, str | None]:
    """(tools JSON, files JSON) of one span; both None for a span without tool events.
    ``turn`` is what extraction starts the span with (the span's own turn).

    tools: ``["c", seq, turn, callId, name, path(, command)]`` per call (the command of a
    tool whose command decides write or read: str_replace_editor) and ``["r", seq, turn,
    [[callId, ok], …]]`` per result; files: ``{file: [mtime_ns, size] | null}`` for
    each file a write tool named — a stat, not a hash: the cut reads no file, and
    :func:`file_hashes` hashes it later only if it is unchanged since."""
    for e in events:  # the common span calls no tool: one set lookup per event, then out
        if e["type"] in _TOOL_EVENTS:
            break
    else:
        return None, None
    tools: list[list] = []
    files: dict[str, list[int] | None] = {}
    for e in events:
        etype = e["type"]
        data = e.get("data") if isinstance(e.get("data"), dict) else {}
        if isinstance(data.get("turn"), int):  # extract follows every event's turn
            turn = data["turn"]
        if etype == "tool/call":
            name = tool_name(data)
            args = tool_arguments(data.get("arguments", data.get("input")))
            path = tool_path(args, name)
            record = ["c", e.get("seq"), turn, data.get("callId"), name, path]
            if HOST_FILE_TOOLS.get(name.lower(), ("",))[0] == "by-command" and isinstance(args.get("command"), str):
                record.append(args["command"][:40])  # str_replace_editor: the command decides write or read
            tools.append(record)
            if path and file_op(name, args) == "write":
                # None: no fingerprint (absent, outside the project, not a regular file)
                file = resolve(path, cwd)
                files[file] = FP.stat_of(file, cwd)
        elif etype == "tool/result":
            msg = data.get("message") if isinstance(data.get("message"), dict) else {}
            results = []
            for block in msg.get("content") or []:
                if isinstance(block, dict) and block.get("type") == "tool-result":
                    ok, _, _ = judge_result(blocks_text(block.get("content")), block.get("isError") is True)
                    results.append([block.get("toolCallId"), ok])
            tools.append(["r", e.get("seq"), turn, results])
    return json.dumps(tools, separators=(",", ":")), json.dumps(files) if files else None


def tool_events(tools: list[list]) -> list[dict]:
    """The recorded tool calls and results as the events extraction reads."""
    out = []
    for t in tools:
        if t[0] == "c":
            _, seq, turn, cid, name, path, *command = t
            args = {"path": path} if path else {}
            if command:
                args["command"] = command[0]
            out.append({"type": "tool/call", "seq": seq, "data": {
                "turn": turn, "callId": cid, "name": name, "arguments": args}})
        else:
            _, seq, turn, results = t
            out.append({"type": "tool/result", "seq": seq, "data": {"turn": turn, "message": {"content": [
                {"type": "tool-result", "toolCallId": cid, "isError": not ok} for cid, ok in results]}}})
    return out


CHANGED = "changed-after-the-tool"  # a content hash no file has: the artifact shows as stale


def file_hashes(files: dict[str, list[int] | None], cwd: str | None) -> dict[str, str | None]:
    """The content hash each written file had at the cut: hashed now (fingerprint.py:
    inside the project ``cwd``, bounded) when its stat is unchanged since; ``CHANGED``
    when it changed (an edit on disk, or a later write whose own artifact supersedes
    this one); None when it had no fingerprint then. Reads files: call it outside
    any write transaction."""
    out: dict[str, str | None] = {}
    for file, then in files.items():
        if then is None:
            out[file] = None
            continue
        now = FP.stat_of(file, cwd)
        out[file] = FP.fingerprint(file, cwd) if now == then else CHANGED
    return out


def span_events(db: sqlite3.Connection, sid: str, from_seq: int, to_seq: int, tools: list[list]) -> list[dict]:
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
        events += tool_events(tools)
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
    rows: list[int] | None = None  # its graph_pending rows; None: look them up by seq range (recovered)


class SpanQueue:
    """Spans to extract, in log order. ``known``: sessions with a watermark row."""

    def __init__(self, db: sqlite3.Connection):
        self.spans: deque[Span] = deque(recover(db))
        self.known: set[str] = {r[0] for r in db.execute("SELECT session_id FROM graph_progress")}

    def add(self, db: sqlite3.Connection, commit, cwd: str | None) -> None:
        """At a cut, inside its transaction (see the module docstring)."""
        sid = commit.session_id
        tools, files = span_tools(commit.events, commit.turn, cwd)
        if sid not in self.known:
            db.execute("INSERT OR IGNORE INTO graph_progress VALUES (?,?)", (sid, commit.from_seq))
            self.known.add(sid)
        rows: list[int] = []
        if tools is not None:
            rows.append(db.execute("INSERT INTO graph_pending (session_id, from_seq, to_seq, tools, hashes)"
                                   " VALUES (?,?,?,?,?)", (sid, commit.from_seq, commit.to_seq, tools, files)).lastrowid)
        spans = self.spans
        if len(spans) > MERGE_ABOVE:  # a long stream with no read and no idle time
            last = spans[-1]
            if last.session_id == sid and last.to_seq == commit.from_seq and last.project == commit.project:
                last.to_seq = commit.to_seq
                if last.rows is not None:
                    last.rows += rows
                return
        spans.append(Span(sid, commit.project, cwd, commit.from_seq, commit.to_seq, rows))


def recover(db: sqlite3.Connection) -> list[Span]:
    """The ranges logged past each session's watermark (a crash, or a stop
    before the queue was drained), oldest first by the log's order."""
    rows = db.execute(
        "SELECT g.session_id, p.project, p.cwd, g.extracted_seq, p.last_logged_seq,"
        " (SELECT min(e.id) FROM entries e WHERE e.session_id=g.session_id AND e.source_seq>=g.extracted_seq) AS first"
        " FROM graph_progress g JOIN progress p ON p.session_id=g.session_id"
        " WHERE p.last_logged_seq > g.extracted_seq ORDER BY first IS NULL, first").fetchall()
    return [Span(sid, project or "default", cwd, start, end) for sid, project, cwd, start, end, _ in rows]


def pending_rows(db: sqlite3.Connection, span: Span) -> list[tuple | None]:
    """The span's ``graph_pending`` rows (id, tools, files); None for a row whose
    span's transaction rolled back."""
    if span.rows is None:
        found = db.execute("SELECT id, tools, hashes FROM graph_pending WHERE session_id=? AND from_seq>=?"
                           " AND to_seq<=? ORDER BY id", (span.session_id, span.from_seq, span.to_seq)).fetchall()
    else:
        # the range too: a row id of a span whose transaction rolled back may since be another span's
        found = [db.execute("SELECT id, tools, hashes FROM graph_pending WHERE id=? AND session_id=? AND from_seq>=?"
                            " AND to_seq<=?", (i, span.session_id, span.from_seq, span.to_seq)).fetchone()
                 for i in span.rows]
    return [tuple(r) if r is not None else None for r in found]


def span_files(rows: list[tuple | None]) -> dict[str, list[int] | None]:
    files: dict[str, list[int] | None] = {}
    for row in rows:
        if row is not None and row[2]:
            files.update(json.loads(row[2]))
    return files


def extract_span(db: sqlite3.Connection, span: Span, rows: list[tuple | None]) -> list[dict]:
    """The events of one queued span (``rows``: :func:`pending_rows`); its tool
    records are then deleted and the session's watermark moved (never past what
    the log holds: a span whose transaction rolled back leaves the watermark
    where it was)."""
    tools: list[list] = []
    for row in rows:
        if row is not None:  # None: its span's transaction rolled back
            tools += json.loads(row[1])
    events = span_events(db, span.session_id, span.from_seq, span.to_seq, tools)
    advance(db, span, rows)
    return events


def advance(db: sqlite3.Connection, span: Span, rows: list[tuple | None]) -> None:
    """The span is done (extracted, or skipped after a contained failure): its tool
    records go and the session's watermark moves past it."""
    for row in rows:
        if row is not None:
            db.execute("DELETE FROM graph_pending WHERE id=?", (row[0],))
    db.execute("INSERT INTO graph_progress VALUES (?, min(?, coalesce((SELECT last_logged_seq FROM progress"
               " WHERE session_id=?), ?))) ON CONFLICT(session_id) DO UPDATE SET"
               " extracted_seq=max(extracted_seq, excluded.extracted_seq)",
               (span.session_id, span.to_seq, span.session_id, span.to_seq))
