"""Shared pieces for the consolidation tests: a real store, logged sessions, store snapshots."""

from __future__ import annotations

import datetime as dt
import json

import dshkit.sidecar.consolidation  # noqa: F401 - registers the migration before any store opens
from dshkit.sidecar.consolidation import settings_from
from dshkit.sidecar.store import Store

WHEN = dt.datetime(2026, 11, 20, 9, 30, tzinfo=dt.timezone.utc)
ROUTES = ["fake/consolidator-a", "fake/consolidator-b"]


def make_settings(**overrides):
    raw = {"models": ROUTES, "retryDelayMs": 0}
    raw.update(overrides)
    return settings_from(raw)


def open_store(path) -> Store:
    return Store(str(path))


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


__all__ = ["WHEN", "WORDS", "event_stream", "feed", "make_settings", "open_store", "snapshot", "tier1_coverage"]
