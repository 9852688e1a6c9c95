"""The spans logged but not yet extracted (``graph_pending``).

At a cut the span hook records only what the log will not keep — cheap, and
nothing at all beyond the row when the span called no tool:

- the span's seq range and turn (its messages are read back from the log);
- its tool calls and results slimmed to what extraction reads: the tool name,
  the file it named, whether the result was ok (judged now, like the log's
  ledger), and the turn in effect at each — never arguments or output;
- the content hash of each file a write tool named, taken now: an artifact
  keeps what the tool left even when extraction runs after an edit on disk.

:func:`span_events` rebuilds the events :func:`extract.extract` reads from the
log's ``msg-*`` entries plus those tool records. The rebuilt events differ from
the originals only where the log does: texts are redacted, capped and dated as
logged, and a message that was withdrawn, forgotten or inherited from a parent
session is not there — so it yields no node either.
"""

from __future__ import annotations

import json
import sqlite3

from dshkit.sidecar.content import blocks_text, judge_result

from . import logtext
from .extract import WRITE_TOOLS, tool_arguments, tool_path
from .nodes import file_hash, resolve


def span_tools(events: list[dict], turn: int, cwd: str | None) -> tuple[str | None, str | None]:
    """(tools JSON, hashes JSON) of one span; both None for a span without tool events.
    ``turn`` is what extraction starts the span with (the span's own turn)."""
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


def span_events(db: sqlite3.Connection, sid: str, from_seq: int, to_seq: int, tools: str | None) -> list[dict]:
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
        events += json.loads(tools)
        events.sort(key=lambda e: e["seq"] if isinstance(e.get("seq"), int) else -1)
    return events
