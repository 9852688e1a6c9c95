"""Automatic logging of DSH session events into the store (docs/memory.md "What is logged",
"Spans and watermarks", "Withdrawal").

Events arrive one by one (``session/event``). Each session keeps an in-memory
buffer of the events after its watermark ``lastLoggedSeq``; a *span* is cut at
``turn/end`` and, once a turn has run longer than the flush window, at the
next ``step/end`` (so a span always holds whole steps). Cutting a span writes
its message entries, session node, ``belongTo`` edges and the new watermarks in
ONE transaction. Anything not yet cut lives only in memory: after a crash the
host replays from the watermark (``session/progress``) and the same names come
out, because ordinals are counted, not taken from the sparse ``seq``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from dataclasses import dataclass, field
from typing import Any, Callable

from dshkit.sidecar.content import (
    ASSISTANT_CAP,
    USER_CAP,
    ToolCall,
    apply_policy,
    blocks_text,
    has_text_or_image,
    judge_result,
    ledger_lines,
    message_body,
    tool_name,
)
from dshkit.sidecar.contain import fatal, log_once
from dshkit.sidecar.dates import event_datetime, tz_for
from dshkit.sidecar.names import message_name, session_node_name
from dshkit.sidecar.project import project_for_cwd
from dshkit.sidecar.redact import redact
from dshkit.sidecar.store import Store, scopes_column

WITHDRAWAL_SOURCE_KINDS = ("dsh-rewind", "plugin:rollback")
# Event types a span needs; everything else only advances the seen seq.
_KEPT = frozenset({
    "user/message", "assistant/message", "tool/call", "tool/result", "step/start", "step/end",
    "turn/start", "turn/end", "compaction/prune", "session/title", "compaction/summary",
})


@dataclass
class IngestSettings:
    flush_window_ms: int = 120_000
    assistant_cap: int = ASSISTANT_CAP
    user_cap: int = USER_CAP
    utc_offset_minutes: int | None = None  # None: the sidecar's local zone
    git_timeout_s: float = 3.0
    default_project: str | None = None
    tool_ledger: bool = True

    @property
    def tz(self) -> dt.tzinfo | None:
        return tz_for(self.utc_offset_minutes)


@dataclass
class SpanCommit:
    """What one cut wrote; passed to span hooks inside the span's transaction."""
    session_id: str
    project: str
    from_seq: int
    to_seq: int
    cause: str                      # turn-end | flush | disposed
    turn: int
    turn_end_reason: dict | None    # data.reason of the turn/end that cut it
    written: list[str]              # entry names created in this span
    retracted: list[str]            # entry names deleted (withdrawn earlier messages)
    first_ordinal: int
    next_ordinal: int
    tokens: int                     # chars/4 of the logged content in this span
    events: list[dict]              # the span's (kept) events, for consolidation transcripts


SpanHook = Callable[[Store, SpanCommit], None]
_NO_CALLS: list = []  # the ledger of a message without tool calls (never mutated)
_MESSAGE_TAGS = ["message"]  # every logged message's tags (never mutated) ...
_MESSAGE_TAGS_JSON = json.dumps(_MESSAGE_TAGS)  # ... and as stored


def _source_kind(msg: Any) -> str | None:
    src = msg.get("source") if isinstance(msg, dict) else None
    kind = src.get("kind") if isinstance(src, dict) else None
    return kind if isinstance(kind, str) else None


def _assistant_message(event: dict) -> dict:
    data = event.get("data")
    msg = data.get("message") if isinstance(data, dict) else None
    return msg if isinstance(msg, dict) else {}


def is_interrupted(event: dict) -> bool:
    """DSH marks a message cut off mid-stream in a few places; accept each."""
    data = event.get("data") if isinstance(event.get("data"), dict) else {}
    msg = _assistant_message(event)
    reason = data.get("reason") if isinstance(data.get("reason"), dict) else {}
    return bool(data.get("interrupted") is True or msg.get("interrupted") is True
                or msg.get("status") == "interrupted" or data.get("status") == "interrupted"
                or reason.get("kind") == "interrupted")


def is_loggable(event: dict) -> bool:
    """Human user messages and model assistant messages with text/image (or cut off)."""
    etype = event.get("type")
    data = event.get("data")
    if not isinstance(data, dict):
        return False
    if etype == "user/message":
        return _is_human(data)
    if etype == "assistant/message":
        return _is_model_answer(event)
    return False


def _is_human(data: dict) -> bool:
    """A ``user/message``'s data: typed by the human (not a plugin's)."""
    return _source_kind(data) == "user"


def _is_model_answer(event: dict) -> bool:
    """An ``assistant/message`` event: the model's, with text or an image, or cut off."""
    msg = _assistant_message(event)
    kind = _source_kind(msg)
    if kind is not None and (kind == "plugin" or kind.startswith("plugin:")):
        return False
    return has_text_or_image(msg.get("content")) or is_interrupted(event)


def withdrawn_seqs(event: dict) -> set[int]:
    """Seqs a whitelisted withdrawal marker hides (a ``replace`` surface op)."""
    if event.get("type") != "user/message":
        return set()
    op = event.get("surfaceOp")
    op_name = op.get("op") if isinstance(op, dict) else op
    if op_name != "replace":
        return set()
    data = event.get("data")
    if _source_kind(data) not in WITHDRAWAL_SOURCE_KINDS:
        return set()
    cited = event.get("sourceEventSeqs")
    if not isinstance(cited, list):
        return set()
    return {s for s in cited if isinstance(s, int) and not isinstance(s, bool)}


@dataclass(slots=True)
class SpanScan:
    """What a span's events say, before anything is written (:func:`scan_span`)."""
    items: list[tuple[int, dict, int]]   # (ordinal, event, turn) of each message to log
    hidden: set[int]                     # seqs withdrawn by markers in the span
    by_step: dict[tuple, list[ToolCall]]  # tool calls per (turn, step), results judged
    turn: int                            # the turn the span ends in
    turn_end_reason: dict | None         # data.reason of its turn/end, if any
    title: str | None                    # the last session/title
    summary: str | None                  # the last non-empty compaction/summary
    next_ordinal: int                    # the ordinal after the span's last message


def scan_span(events: list[dict], *, inherited: int, next_ordinal: int, last_turn: int) -> SpanScan:
    """Read one span's events (no store, no clock): which messages get which
    ordinals, what was withdrawn, the tool calls and their results, the turn,
    title and summary. Ordinals are counted from ``next_ordinal`` so a replay
    names the same messages; events before ``inherited`` belong to a parent
    session and are not logged."""
    hidden: set[int] = set()
    # Tool calls per (turn, step); results matched by call id. A tool/result
    # re-appended after compaction/prune is a copy and is not counted.
    calls: dict[str, ToolCall] = {}
    by_step: dict[tuple, list[ToolCall]] = {}
    after_prune = False
    turn = last_turn
    turn_end_reason = None
    title: str | None = None
    summary: str | None = None
    items: list[tuple[int, dict, int]] = []
    ordinal = next_ordinal
    for e in events:
        if e.get("surfaceOp") not in (None, "append"):
            hidden |= withdrawn_seqs(e)
        etype = e.get("type")
        data = e.get("data")
        if not isinstance(data, dict):
            data = {}
        if etype == "user/message" or etype == "assistant/message":
            # is_loggable(e), with the data already checked
            if e["seq"] >= inherited and (_is_human(data) if etype == "user/message" else _is_model_answer(e)):
                msg_turn = data.get("turn")
                items.append((ordinal, e, msg_turn if isinstance(msg_turn, int) else turn))
                ordinal += 1
        elif etype == "turn/start" and isinstance(data.get("turn"), int):
            turn = data["turn"]
        elif etype == "step/start":
            after_prune = False
        elif etype == "compaction/prune":
            after_prune = True
        elif etype == "tool/call":
            cid = data.get("callId")
            if isinstance(cid, str) and cid not in calls:
                call = ToolCall(cid, tool_name(data), e.get("time"))
                calls[cid] = call
                by_step.setdefault((data.get("turn"), data.get("step")), []).append(call)
        elif etype == "tool/result":
            if after_prune:
                continue
            msg = data.get("message") if isinstance(data.get("message"), dict) else {}
            for block in msg.get("content") or []:
                if not isinstance(block, dict) or block.get("type") != "tool-result":
                    continue
                call = calls.get(block.get("toolCallId"))
                if call is None or call.ok is not None:
                    continue
                text = blocks_text(block.get("content"))
                call.ok, call.error_code, call.error = judge_result(text, block.get("isError") is True)
                call.finished = e.get("time")
        elif etype == "turn/end":
            turn_end_reason = data.get("reason") if isinstance(data.get("reason"), dict) else None
            if isinstance(data.get("turn"), int):
                turn = data["turn"]
        elif etype == "session/title" and isinstance(data.get("title"), str):
            title = data["title"]
        elif etype == "compaction/summary":
            s = data.get("summary") if isinstance(data.get("summary"), str) else blocks_text(data.get("content"))
            summary = s or summary
    return SpanScan(items, hidden, by_step, turn, turn_end_reason, title, summary, ordinal)


def assign_ledgers(items: list[tuple[int, dict, int]],
                   by_step: dict[tuple, list[ToolCall]]) -> dict[int, list[ToolCall]]:
    """The tool ledger of each logged assistant message, by ordinal: its own
    step's calls plus those of earlier tool-only steps of the same turn (their
    messages are not logged, and DSH's final answer usually comes one step
    after the tools ran). Each step's calls go to one message only."""
    ledgers: dict[int, list[ToolCall]] = {}
    attached: set[tuple] = set()
    for ordn, e, _ in items:
        if e.get("type") != "assistant/message":
            continue
        d = e["data"]
        t, st = d.get("turn"), d.get("step")
        keys = sorted((k for k in by_step if k not in attached and k[0] == t
                       and isinstance(k[1], int) and isinstance(st, int) and k[1] <= st),
                      key=lambda k: k[1])
        if (t, st) in by_step and (t, st) not in attached and (t, st) not in keys:
            keys.append((t, st))
        ledgers[ordn] = [c for k in keys for c in by_step[k]]
        attached.update(keys)
    return ledgers


@dataclass
class SessionLog:
    session_id: str
    project: str
    cwd: str | None
    inherited: int
    last_logged_seq: int
    next_ordinal: int
    last_belong_to_index: int
    has_session_node: bool
    pending_tokens: int
    last_turn: int
    buffer: list[dict] = field(default_factory=list)
    max_seq: int = -1
    span_open_time: float | None = None
    disposed: bool = False


class Ingestor:
    def __init__(self, store: Store, settings: IngestSettings | None = None):
        self.store = store
        self.settings = settings or IngestSettings()
        self.sessions: dict[str, SessionLog] = {}
        self.span_hooks: list[SpanHook] = []
        self.after_commit_hooks: list[Callable[[SpanCommit], None]] = []
        self.dispose_hooks: list[Callable[[str], None]] = []
        self.writes = 0  # entries created since start (tests/bench)
        self._tz = self.settings.tz
        self._scopes_json: dict[str, str] = {}  # project -> its scopes list as JSON
        self._when_cache: tuple = (None, None, None, None)  # (second, tz, datetime, iso text)

    # -- session state ---------------------------------------------------------

    def session(self, session_id: str, *, cwd: str | None = None,
                inherited: int | None = None) -> SessionLog:
        log = self.sessions.get(session_id)
        if log is not None:
            if cwd and not log.cwd:
                log.cwd = cwd
                log.project = self.project_of_cwd(cwd)
            return log
        row = self.store.get_progress(session_id)
        if row is not None:
            cwd = cwd or row["cwd"]
            project = row["project"] or self.project_of_cwd(cwd)
            log = SessionLog(session_id, project, cwd, row["inherited"], row["last_logged_seq"],
                             row["next_ordinal"], row["last_belong_to_index"],
                             bool(row["has_session_node"]), row["pending_tokens"], row["last_turn"],
                             disposed=bool(row["disposed"]))
        else:
            inh = max(0, inherited or 0)
            log = SessionLog(session_id, self.project_of_cwd(cwd), cwd, inh, inh, 0, 0, False, 0, 0)
        log.max_seq = log.last_logged_seq - 1
        self.sessions[session_id] = log
        return log

    def cwd_of(self, session_id: str) -> str | None:
        """A session's working directory: the live session's, else the one its progress row recorded."""
        live = self.sessions.get(session_id)
        return live.cwd if live is not None else self.store.recorded_cwd(session_id)

    def project_of_cwd(self, cwd: str | None) -> str:
        """The project sessions started in ``cwd`` log under."""
        if cwd:
            return project_for_cwd(cwd, self.settings.git_timeout_s)
        return self.settings.default_project or "default"

    def housekeeping(self, live_sessions: list[str] | None = None) -> dict:
        """At start, on positive evidence only: reset a row whose session has no
        ``msg-*`` entry left although it logged some (a wiped or replaced store:
        the host's replay from 0 re-logs it), and, when the host lists its live
        sessions, drop rows (and tasks, injection state) of sessions it no longer has."""
        reset, pruned = [], []
        rows = self.store.all_progress()
        live = set(live_sessions) if live_sessions is not None else None
        for row in rows:
            sid = row["session_id"]
            if live is not None and sid not in live:
                self.store.delete_progress(sid)
                pruned.append(sid)
            elif row["next_ordinal"] > 0 and not self.store.entry_names_for_session(sid):
                self.store.delete_progress(sid)
                reset.append(sid)
        return {"reset": reset, "pruned": pruned}

    def progress(self, session_id: str) -> dict | None:
        row = self.store.get_progress(session_id)
        live = self.sessions.get(session_id)
        if row is None and live is None:
            return None
        out = dict(row or {})
        if live is not None:
            out["buffered"] = len(live.buffer)
            out["max_seen_seq"] = live.max_seq
        return out

    # -- events ---------------------------------------------------------------------

    def on_event(self, session_id: str, event: dict, *, cwd: str | None = None,
                 inherited: int | None = None) -> str:
        """Feed one session event. Returns what happened: ``header``, ``skipped``
        (already logged / duplicate), ``buffered`` or ``cut``."""
        etype = event.get("type")
        if etype == "session":  # the session log's header line
            hdr_cwd = event.get("cwd") if isinstance(event.get("cwd"), str) else None
            inh = event.get("inheritedEventCount")
            self.session(session_id, cwd=cwd or hdr_cwd,
                         inherited=inh if isinstance(inh, int) else inherited)
            return "header"
        log = self.sessions.get(session_id)
        if log is None or (cwd and not log.cwd):
            log = self.session(session_id, cwd=cwd, inherited=inherited)
        seq = event["seq"]
        if seq < log.last_logged_seq or seq <= log.max_seq:
            return "skipped"
        log.max_seq = seq
        if etype not in _KEPT:
            return "buffered"
        if log.span_open_time is None:
            t = event.get("time")
            log.span_open_time = t if isinstance(t, (int, float)) else None
        log.buffer.append(event)
        if etype == "turn/end":
            self.cut(log, seq + 1, "turn-end")
            return "cut"
        if etype == "step/end" and log.span_open_time is not None:
            t = event.get("time")
            if isinstance(t, (int, float)) and t - log.span_open_time >= self.settings.flush_window_ms:
                self.cut(log, seq + 1, "flush")
                return "cut"
        return "buffered"

    def dispose(self, session_id: str) -> None:
        """Session closed: write whatever is buffered (no more steps will come)."""
        log = self.session(session_id)
        if log.buffer:
            self.cut(log, log.max_seq + 1, "disposed")
        with self.store.transaction():
            self.store.save_progress(session_id, disposed=1, project=log.project, cwd=log.cwd)
        log.disposed = True
        for hook in self.dispose_hooks:
            hook(session_id)
        self.sessions.pop(session_id, None)

    # -- cutting a span -------------------------------------------------------------------

    def cut(self, log: SessionLog, to_seq: int, cause: str) -> SpanCommit:
        """Log the buffered events before ``to_seq`` as one span: scan them
        (:func:`scan_span`), attach tool ledgers (:func:`assign_ledgers`), write
        everything in one unit (:meth:`_write_span`), then move the in-memory
        state."""
        buf = log.buffer
        if not buf or buf[-1]["seq"] < to_seq:  # the usual case: cut at the newest event
            events, rest = buf, []
        else:
            events = [e for e in buf if e["seq"] < to_seq]
            rest = [e for e in buf if e["seq"] >= to_seq]
        span = scan_span(events, inherited=log.inherited, next_ordinal=log.next_ordinal,
                         last_turn=log.last_turn)
        # no tool calls: every ledger is empty
        ledgers = assign_ledgers(span.items, span.by_step) if self.settings.tool_ledger and span.by_step else {}
        commit, has_node, belong_to = self._write_span(log, span, ledgers, events, to_seq, cause)
        # Only now, with the transaction committed, move the in-memory state.
        log.buffer = rest
        log.last_logged_seq = to_seq
        log.next_ordinal = span.next_ordinal
        log.has_session_node = has_node
        log.last_belong_to_index = belong_to
        log.pending_tokens += commit.tokens
        log.last_turn = span.turn
        first = rest[0].get("time") if rest else None
        log.span_open_time = first if isinstance(first, (int, float)) else None
        self.writes += len(commit.written)
        for hook in self.after_commit_hooks:
            hook(commit)
        return commit

    def _write_span(self, log: SessionLog, span: SpanScan, ledgers: dict[int, list[ToolCall]],
                    events: list[dict], to_seq: int, cause: str) -> tuple[SpanCommit, bool, int]:
        """One unit: retract withdrawn messages, write the span's messages, the
        session node and its ``belongTo`` edges, the watermarks, and run the
        span hooks. Returns the commit, whether the session node exists, and
        the new ``belongTo`` watermark."""
        tz = self._tz
        from_seq = log.last_logged_seq
        hidden = span.hidden
        written: list[str] = []
        retracted: list[str] = []
        tokens = 0
        sid = log.session_id
        scopes = [log.project]
        scopes_json = self._scopes_json.get(log.project)
        if scopes_json is None:
            scopes_json = self._scopes_json[log.project] = scopes_column(scopes)
        store = self.store
        with store.transaction():
            for seq in (sorted(s for s in hidden if s < from_seq) if hidden else ()):
                name = store.message_name_at_seq(sid, seq)
                if name and store.delete_entry(name):
                    retracted.append(name)
            for ordn, e, msg_turn in span.items:
                if hidden and e["seq"] in hidden:
                    continue  # withdrawn before it was written: never written
                body, chars = self._body(e, msg_turn, ledgers.get(ordn, _NO_CALLS), tz)
                name = message_name(sid, ordn)
                if store.insert_if_absent(name, body=body, kind="message", tags=_MESSAGE_TAGS, scopes=scopes,
                                          session_id=sid, source_seq=e["seq"], ordinal=ordn,
                                          created=_int_time(e), tags_json=_MESSAGE_TAGS_JSON,
                                          scopes_json=scopes_json):
                    written.append(name)
                tokens += chars // 4
            has_node = log.has_session_node
            if span.title is not None or span.summary is not None:
                self._session_node(log, span.title, span.summary, scopes)
                has_node = True
            belong_to = log.last_belong_to_index
            if has_node:
                for name in store.entry_names_for_session(sid, min_ordinal=belong_to):
                    store.add_edge(name, "belongTo", session_node_name(sid))
                belong_to = span.next_ordinal
            reason = span.turn_end_reason
            store.save_progress(
                sid, project=log.project, cwd=log.cwd, inherited=log.inherited, last_logged_seq=to_seq,
                next_ordinal=span.next_ordinal, has_session_node=int(has_node), last_belong_to_index=belong_to,
                pending_tokens=log.pending_tokens + tokens, last_turn=span.turn,
                last_turn_reason=None if reason is None else str(reason.get("kind")))
            commit = SpanCommit(sid, log.project, from_seq, to_seq, cause, span.turn, reason,
                                written, retracted, log.next_ordinal, span.next_ordinal, tokens, events)
            for hook in self.span_hooks:
                _run_hook(hook, store, commit)
        return commit, has_node, belong_to

    def _when(self, t: Any, tz: dt.tzinfo | None) -> tuple[dt.datetime, str]:
        """The event's time and its ``## Timestamp`` text. Messages of a turn
        share their second, so the last one is reused: both only ever use whole
        seconds (isoformat to the second; dates and minutes for rewriting)."""
        if type(t) is int:
            sec = t // 1000
            cached = self._when_cache
            if cached[0] == sec and cached[1] is tz:
                return cached[2], cached[3]
            when = event_datetime(sec * 1000, tz)
            iso = when.isoformat(timespec="seconds")
            self._when_cache = (sec, tz, when, iso)
            return when, iso
        when = event_datetime(t, tz)
        return when, when.isoformat(timespec="seconds")

    def _body(self, e: dict, turn: int, calls: list[ToolCall], tz: dt.tzinfo | None) -> tuple[str, int]:
        data = e["data"]
        when, iso = self._when(e.get("time"), tz)
        if e["type"] == "user/message":
            text = apply_policy(blocks_text(data.get("content")), self.settings.user_cap, when)
            return message_body("user", when, text, turn=turn, iso=iso), len(text)
        msg = _assistant_message(e)
        text = apply_policy(blocks_text(msg.get("content")), self.settings.assistant_cap, when)
        ledger = ledger_lines(calls) if calls else []
        return (message_body("assistant", when, text, turn=turn, interrupted=is_interrupted(e),
                             ledger=ledger, iso=iso), len(text))

    def _session_node(self, log: SessionLog, title: str | None, summary: str | None,
                      scopes: list[str]) -> None:
        name = session_node_name(log.session_id)
        old = self.store.get_entry(name)
        old_meta = old["meta"] if old else {}
        title = redact(title) if title is not None else old_meta.get("title", "")
        summary = redact(summary) if summary is not None else old_meta.get("summary")
        body = f"## Session\n{log.session_id}\n\n## Title\n{title}\n"
        if summary:
            body += f"\n## Summary\n{summary}\n"
        self.store.put_entry(name, kind="session", title=title, body=body, tags=["session"],
                             scopes=scopes, session_id=log.session_id,
                             meta={"title": title, **({"summary": summary} if summary else {})})


def _run_hook(hook: SpanHook, store: Store, commit: SpanCommit) -> None:
    """One span hook in a savepoint of its own (contain.py): its exception rolls
    back its own writes only, and the span's log is written all the same."""
    db = store.db
    db.execute("SAVEPOINT span_hook")
    try:
        hook(store, commit)
    except Exception as exc:  # noqa: BLE001 - an extension must not stop the log
        if fatal(exc):
            raise
        db.execute("ROLLBACK TO span_hook")
        log_once(f"span hook {getattr(hook, '__qualname__', hook)!s}", exc)
    db.execute("RELEASE span_hook")


def _int_time(e: dict) -> int | None:
    """The event's time as a column value; None when it is not a number SQLite can hold."""
    t = e.get("time")
    if not isinstance(t, (int, float)) or isinstance(t, bool) or t != t or abs(t) >= 1 << 62:
        return None
    return int(t)


def settings_from(d: dict | None) -> IngestSettings:
    s = IngestSettings()
    if not d:
        return s
    mapping = {"flushWindowMs": "flush_window_ms", "assistantCap": "assistant_cap",
               "userCap": "user_cap", "utcOffsetMinutes": "utc_offset_minutes",
               "gitTimeoutMs": "git_timeout_s", "project": "default_project",
               "toolLedger": "tool_ledger"}
    for key, attr in mapping.items():
        if key in d and d[key] is not None:
            value = d[key]
            if attr == "git_timeout_s":
                value = value / 1000.0
            s = dataclasses.replace(s, **{attr: value})
    return s
