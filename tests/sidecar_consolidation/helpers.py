"""Shared pieces for the consolidation tests: a real store, logged sessions, store snapshots."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field

import dshkit.sidecar.consolidation  # noqa: F401 - registers the migration before any store opens
from dshkit.sidecar.consolidation import Consolidator, FakeModel, settings_from
from dshkit.sidecar.consolidation.triggers import estimate_tokens
from dshkit.sidecar.content import message_body
from dshkit.sidecar.store import Store

WHEN = dt.datetime(2026, 11, 20, 9, 30, tzinfo=dt.timezone.utc)
ROUTES = ["fake/consolidator-a", "fake/consolidator-b"]


@dataclass
class Turn:
    messages: list[tuple[str, str, list[str]]]  # (role, text, ledger lines)
    reason: dict = field(default_factory=lambda: {"kind": "completed"})


def make_settings(**overrides):
    raw = {"models": ROUTES, "retryDelayMs": 0}
    raw.update(overrides)
    return settings_from(raw)


def open_store(path) -> Store:
    return Store(str(path))


class SessionLogger:
    """Writes messages and watermarks the way the core's logging path does (same body format)."""

    def __init__(self, store: Store, session_id: str, project: str = "demo") -> None:
        self.store = store
        self.sid = session_id
        self.project = project
        self.seq = 0
        self.ordinal = 0
        self.turn = 0
        if store.get_progress(session_id) is None:
            store.save_progress(session_id, project=project)

    def log_turn(self, turn: Turn, consolidator: Consolidator | None = None) -> bool:
        self.turn += 1
        pending = int(self.store.get_progress(self.sid)["pending_tokens"])
        self.seq += 1  # turn/start
        for role, text, ledger in turn.messages:
            self.seq += 2  # chunk events make seqs sparse
            body = message_body(role, WHEN, text, turn=self.turn, ledger=ledger or None)
            self.store.insert_if_absent(
                f"msg-{self.sid}-{self.ordinal}", body=body, kind="message", tags=["message"],
                scopes=[self.project], session_id=self.sid, source_seq=self.seq, ordinal=self.ordinal)
            self.ordinal += 1
            pending += estimate_tokens(text)
        self.seq += 1  # turn/end
        self.store.save_progress(self.sid, last_logged_seq=self.seq + 1, pending_tokens=pending,
                                 last_turn=self.turn)
        if consolidator is None:
            return False
        return consolidator.on_turn_end(self.sid, self.turn, turn.reason)


WORDS = ("sqlite wal mode store index bigram cascade summary tier budget token rule taboo deploy docker python "
         "rust test migration queue watermark redact secret postgres 数据库 记忆 预算 部署 测试").split()


def event_stream(session_id: str, turns: list[dict], *, start_time: int = 1_795_960_520_000) -> list[dict]:
    """DSH-shaped session events: header, then per turn user text, assistant text, optional tool call.

    Each turn dict: `user` and `assistant` texts, `tool` (None, "ok" or "fail"), `reason` (turn/end reason).
    """
    events: list[dict] = [{"type": "session", "version": 0, "id": session_id, "createdAt": start_time,
                           "cwd": "/home/dev/projects/demo"}]
    seq = 0
    clock = start_time

    def add(etype: str, data: dict, **extra) -> None:
        nonlocal seq, clock
        clock += 50
        events.append({"type": etype, "seq": seq, "time": clock, "data": data, **extra})
        seq += 1

    for number, turn in enumerate(turns, 1):
        add("turn/start", {"turn": number})
        add("step/start", {"turn": number, "step": 1})
        add("user/message", {"content": [{"type": "text", "text": turn["user"]}], "source": {"kind": "user"},
                             "role": "user"}, surfaceOp="append")
        add("user/message", {"content": [{"type": "text", "text": "runtime context snapshot"}],
                             "source": {"kind": "plugin", "plugin": "@deepseek-ai/dsh-system-prompt"},
                             "role": "user"}, surfaceOp="append")
        add("assistant/chunk", {"delta": "..."})
        if turn.get("tool"):
            call = f"call_{number}"
            add("tool/call", {"turn": number, "step": 1, "callId": call, "name": "bash", "arguments": "{}"})
            failed = turn["tool"] == "fail"
            add("tool/result", {"turn": number, "step": 1, "message": {
                "source": {"kind": "tool", "callId": call}, "role": "user",
                "content": [{"type": "tool-result", "toolCallId": call, "isError": failed,
                             "content": [{"type": "text", "text": "boom" if failed else "ok"}]}]}})
        add("assistant/message", {"turn": number, "step": 1, "message": {
            "role": "assistant", "content": [{"type": "text", "text": turn["assistant"]}],
            "source": {"kind": "model", "provider": "fake", "model": "m"}}}, surfaceOp="append")
        add("step/end", {"turn": number, "step": 1})
        add("turn/end", {"turn": number, "reason": turn.get("reason", {"kind": "completed"})})
    return events


def feed(ingestor, session_id: str, events: list[dict], dispose: bool = True) -> None:
    for event in events:
        ingestor.on_event(session_id, event)
    if dispose:
        ingestor.dispose(session_id)


def snapshot(store: Store) -> dict:
    """What a clean run must reproduce: entries (name, tags, body), edges, watermarks."""
    db = store.db
    entries = {r[0]: (json.loads(r[1]), r[2]) for r in db.execute("SELECT name, tags, body FROM entries")}
    edges = sorted(tuple(r) for r in db.execute("SELECT head, relation, tail FROM edges"))
    marks = {r[0]: (r[1], r[2]) for r in db.execute(
        "SELECT session_id, last_logged_seq, last_consolidated_seq FROM progress")}
    return {"entries": entries, "edges": edges, "progress": marks}


def tier1_coverage(store: Store) -> dict[str, list[str]]:
    """msg name -> the tier-1 summaries that have a `summary` edge to it."""
    out: dict[str, list[str]] = {r[0]: [] for r in store.db.execute("SELECT name FROM entries WHERE name LIKE 'msg-%'")}
    for head, tail in store.db.execute(
            "SELECT head, tail FROM edges WHERE relation='summary' AND head LIKE 'sum-%'"):
        out.setdefault(tail, []).append(head)
    return out


__all__ = ["event_stream", "feed", "WORDS","FakeModel", "Consolidator", "Turn", "SessionLogger", "make_settings", "open_store", "snapshot",
           "tier1_coverage", "WHEN"]
