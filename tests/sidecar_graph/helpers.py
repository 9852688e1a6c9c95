"""Sessions with tool calls in the shapes DSH records, fed through a real Store + Ingestor + graph."""

from __future__ import annotations

import json
import posixpath

from dshkit.sidecar.graph.memory import GraphMemory, GraphSettings
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import Store
from tests.sidecar.harness import SCHEMAS, SessionBuilder, Sidecar


def tool_turn(b: SessionBuilder, text: str, calls: list[tuple[str, dict | str, str]], answer: str = "ok",
              ok: bool = True) -> list[dict]:
    """One turn: the human ``text``, a step calling ``calls`` (name, arguments
    as object or JSON string, output), then the answer."""
    start = len(b.events)
    b.turn_no += 1
    b.ev("turn/start", {"turn": b.turn_no})
    b.ev("step/start", {"turn": b.turn_no, "step": 1})
    b.user(text)
    b.snapshot()
    content = [{"type": "tool-call", "id": f"c{b.seq}_{i}", "name": n, "arguments": a}
               for i, (n, a, _) in enumerate(calls)]
    if calls:
        b.ev("assistant/message", {"turn": b.turn_no, "step": 1, "message": {
            "role": "assistant", "content": content, "source": {"kind": "model"}, "id": b._id()}})
        for block, (name, args, out) in zip(content, calls):
            b.ev("tool/call", {"turn": b.turn_no, "step": 1, "callId": block["id"], "name": name, "arguments": args})
            b.ev("tool/result", {"turn": b.turn_no, "step": 1, "message": {
                "source": {"kind": "tool", "callId": block["id"]}, "role": "user", "id": b._id(),
                "content": [{"type": "tool-result", "toolCallId": block["id"],
                             "content": [{"type": "text", "text": out}], "isError": not ok}]}})
        b.ev("step/end", {"turn": b.turn_no, "step": 1})
        b.ev("step/start", {"turn": b.turn_no, "step": 2})
    b.ev("assistant/message", {"turn": b.turn_no, "step": 2, "message": {
        "role": "assistant", "content": [{"type": "text", "text": answer}], "source": {"kind": "model"},
        "id": b._id()}})
    b.ev("step/end", {"turn": b.turn_no, "step": 2})
    b.ev("turn/end", {"turn": b.turn_no, "reason": {"kind": "completed"}})
    return b.events[start:]


class Rig:
    open: list["Rig"] = []  # closed by the autouse fixture in conftest.py

    def __init__(self, path: str, *, eager: bool = False, **settings):
        """``eager``: extract inside each span's transaction (the reference
        GraphMemory.on_span) instead of queueing the span as the sidecar does."""
        Rig.open.append(self)
        self.store = Store(path)
        self.ingestor = Ingestor(self.store, IngestSettings(utc_offset_minutes=0, default_project="p"))
        self.mem = GraphMemory(self.store, GraphSettings(**settings), self.ingestor)
        self.ingestor.span_hooks.append(self.mem.on_span if eager else self.mem.queue_span)

    def feed(self, b: SessionBuilder, events: list[dict] | None = None, cwd: str | None = None) -> None:
        self.ingestor.on_event(b.session_id, {**b.header, **({"cwd": cwd} if cwd else {})})
        for e in (b.events if events is None else events):
            self.ingestor.on_event(b.session_id, e)

    def close(self) -> None:
        if self in Rig.open:
            Rig.open.remove(self)
            self.store.close()

    def nodes(self) -> list[dict]:
        """The graph's nodes, as a read sees them (pending spans extracted first)."""
        self.mem.catch_up()
        return [dict(r) for r in self.store.db.execute("SELECT * FROM graph_nodes ORDER BY id")]

    def count(self, table: str) -> int:
        self.mem.catch_up()
        return self.store.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]


def jargs(**kw) -> str:
    return json.dumps(kw)


def replay_over_the_wire(workload, project: str, store_path: str) -> dict:
    """Feed a card workload's sessions to a real sidecar process as a host would (every event
    schema-valid and accepted, every turn's span logged, a card within 600 bytes after each
    session); returns ``memory/stats``'s graph node counts."""
    import jsonschema

    params_schema = jsonschema.Draft202012Validator(json.loads((SCHEMAS / "session.event.params.json").read_text()))
    sc = Sidecar("--store", store_path)
    try:
        sc.result("initialize", {"project": project})
        for s in workload.sessions:
            for ev in [s.header, *s.events]:
                params = {"sessionId": s.session_id, "event": ev}
                params_schema.validate(params)
                assert sc.call("session/event", params).get("error") is None, ev
            progress = sc.result("session/progress", {"sessionId": s.session_id})
            assert progress["lastLoggedSeq"] == len(s.events)  # every turn's span was cut and written
            card = sc.result("agent/preStep", {"sessionId": s.session_id})["card"]
            assert 0 < card["bytes"] <= card["budgetBytes"] == 600
        return sc.result("memory/stats")["graph"]["nodes"]
    finally:
        sc.close()


def ok_writes(turn) -> set[str]:
    """Absolute paths a card workload's turn wrote through an ok write / edit /
    str_replace_editor create-or-replace: what a later turn may use as an established file."""
    calls = {e["data"]["callId"]: e["data"] for e in turn.rest if e["type"] == "tool/call"}
    out = set()
    for e in turn.rest:
        if e["type"] != "tool/result":
            continue
        res = e["data"]["message"]["content"][0]
        call = calls[res["toolCallId"]]
        a = json.loads(call["arguments"]) if isinstance(call["arguments"], str) else call["arguments"]
        if res["isError"] or not (call["name"] in ("write", "edit") or a.get("command") in ("create", "str_replace")):
            continue
        p = a.get("file_path") or a.get("path")
        out.add(p if p.startswith("/") else posixpath.join(turn.cwd, p))
    return out


def workload_dump(workload) -> str:
    """A card workload as one JSON text: two equal dumps are the same workload."""
    return json.dumps([[s.header, [[t.head, t.rest, t.used, t.unreachable, t.kind] for t in s.turns]]
                       for s in workload.sessions], sort_keys=True)
