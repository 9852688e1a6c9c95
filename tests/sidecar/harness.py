"""Test helpers: a sidecar subprocess, the recorded sessions, a session builder
that emits events in the shapes DSH 0.1.0-rc.8 records (see fixtures README)."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCHEMAS = REPO / "schemas" / "protocol"
T0 = 1795960518498  # 2026-11-29T13:55:18.498Z, the recorded sessions' epoch


def load_session(path: Path) -> tuple[dict, list[dict]]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        lines = [json.loads(line) for line in fh if line.strip()]
    return lines[0], lines[1:]


def recorded_sessions(shared: Path) -> list[tuple[str, dict, list[dict]]]:
    out = []
    for p in sorted((shared / "fixtures" / "dsh-sessions").glob("*.jsonl.gz")):
        header, events = load_session(p)
        out.append((p.name.split(".")[0], header, events))
    return out


class Sidecar:
    """A ``python -m dshkit.sidecar`` child speaking JSON-RPC on pipes."""

    def __init__(self, *args: str, env: dict | None = None):
        e = dict(os.environ)
        e.update(env or {})
        e.setdefault("PYTHONPATH", str(REPO))
        self.proc = subprocess.Popen([sys.executable, "-m", "dshkit.sidecar", *args],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, env=e, cwd=str(REPO))
        self.next_id = 0
        self.traffic: list[tuple[str, dict]] = []  # (direction, frame)

    def send_raw(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, frame: dict) -> None:
        self.traffic.append(("out", frame))
        self.send_raw(json.dumps(frame, ensure_ascii=False).encode() + b"\n")

    def recv(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            raise EOFError("sidecar closed stdout")
        frame = json.loads(line)
        self.traffic.append(("in", frame))
        return frame

    def call(self, method: str, params: dict | None = None) -> dict:
        self.next_id += 1
        frame = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            frame["params"] = params
        self.send(frame)
        resp = self.recv()
        assert resp.get("id") == self.next_id, resp
        return resp

    def result(self, method: str, params: dict | None = None):
        resp = self.call(method, params)
        assert "error" not in resp, resp
        return resp["result"]

    def notify(self, method: str, params: dict) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def feed(self, session_id: str, events: list[dict], cwd: str | None = None) -> None:
        buf = []
        for ev in events:
            params = {"sessionId": session_id, "event": ev}
            if cwd:
                params["cwd"] = cwd
            frame = {"jsonrpc": "2.0", "method": "session/event", "params": params}
            self.traffic.append(("out", frame))
            buf.append(json.dumps(frame, ensure_ascii=False))
        self.send_raw(("\n".join(buf) + "\n").encode())

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.call("shutdown")
            except (EOFError, BrokenPipeError, OSError):
                pass
            self.proc.wait(timeout=10)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)


class SessionBuilder:
    """Events of one DSH session, shaped like the recorded logs."""

    def __init__(self, session_id: str, cwd: str = "/home/dev/projects/demo-x", t0: int = T0):
        self.session_id = session_id
        self.header = {"type": "session", "version": 0, "id": session_id, "createdAt": t0,
                       "cwd": cwd, "delegationDepth": 0}
        self.events: list[dict] = []
        self.seq = 0
        self.time = t0
        self.turn_no = 0
        self._ids = 0

    def _id(self) -> str:
        self._ids += 1
        return f"00000000-0000-4000-8000-{self._ids:012d}"

    def ev(self, type_: str, data: dict, dt_ms: int = 1, **extra) -> dict:
        self.time += dt_ms
        e = {"type": type_, "seq": self.seq, "time": self.time, "data": data, **extra}
        self.seq += 1
        self.events.append(e)
        return e

    def user(self, text: str, kind: str = "user", **source) -> dict:
        return self.ev("user/message", {"content": [{"type": "text", "text": text}],
                                        "source": {"kind": kind, **source}, "role": "user",
                                        "id": self._id()}, surfaceOp="append")

    def snapshot(self) -> dict:
        return self.user("Current runtime context. Approval policy: ask.", kind="plugin",
                         plugin="@deepseek-ai/dsh-system-prompt", form="snapshot")

    def assistant(self, step: int, text: str | None, tools: list[tuple[str, str]] | None = None,
                  interrupted: bool = False, dt_ms: int = 30) -> dict:
        content = []
        first = self.seq
        if text is not None:
            for piece in (text[: len(text) // 2], text[len(text) // 2:]):
                self.ev("assistant/chunk", {"turn": self.turn_no, "step": step,
                                            "chunk": {"type": "text-delta", "index": 0, "text": piece}})
            content.append({"type": "text", "text": text})
        for i, (name, _) in enumerate(tools or []):
            content.append({"type": "tool-call", "id": f"call_{self.seq}_{i}", "name": name,
                            "arguments": "{}"})
        data = {"turn": self.turn_no, "step": step,
                "message": {"role": "assistant", "content": content,
                            "source": {"kind": "model", "provider": "p", "model": "m"}, "id": self._id()},
                "usage": {"inputTokens": 10, "outputTokens": 5}}
        if interrupted:
            data["interrupted"] = True
        return self.ev("assistant/message", data, dt_ms=dt_ms,
                       sourceEventSeqs=list(range(first, self.seq)), surfaceOp="append")

    def tools(self, step: int, msg: dict, results: list[tuple[str, str]], dt_ms: int = 500) -> None:
        calls = [b for b in msg["data"]["message"]["content"] if b["type"] == "tool-call"]
        for block, (_, output) in zip(calls, results):
            call = self.ev("tool/call", {"turn": self.turn_no, "step": step, "callId": block["id"],
                                         "name": block["name"], "arguments": "{}"})
            self.ev("tool/result", {"turn": self.turn_no, "step": step, "message": {
                "source": {"kind": "tool", "callId": block["id"]},
                "content": [{"type": "tool-result", "toolCallId": block["id"],
                             "content": [{"type": "text", "text": output}], "isError": False}],
                "role": "user", "id": self._id()}}, dt_ms=dt_ms,
                sourceEventSeqs=[call["seq"]], surfaceOp="append")

    def turn(self, text: str | None, steps: list[dict], reason: str = "completed",
             step_gap_ms: int = 10, title: str | None = None) -> list[dict]:
        """One turn. ``steps``: dicts with ``text``, ``tools`` [(name, output)],
        ``interrupted``, ``dt_ms``. Returns the events it appended."""
        start = len(self.events)
        self.turn_no += 1
        self.ev("turn/start", {"turn": self.turn_no})
        for i, step in enumerate(steps or [{}], 1):
            self.ev("step/start", {"turn": self.turn_no, "step": i}, dt_ms=step_gap_ms)
            if i == 1 and text is not None:
                self.user(text)
                self.snapshot()
                if title:
                    self.ev("session/title", {"title": title, "messageSeqs": [self.seq - 2],
                                              "source": {"kind": "fallback"}})
            if step.get("plugin_message"):
                self.user(step["plugin_message"], kind="plugin", plugin="some-memory-plugin")
            if "text" in step or step.get("tools") or step.get("interrupted"):
                msg = self.assistant(i, step.get("text"), step.get("tools"), step.get("interrupted", False),
                                     dt_ms=step.get("dt_ms", 30))
                if step.get("tools"):
                    self.tools(i, msg, step["tools"])
            self.ev("step/end", {"turn": self.turn_no, "step": i})
        self.ev("turn/end", {"turn": self.turn_no, "reason": {"kind": reason}})
        return self.events[start:]

    def rewind(self, hidden_seqs: list[int], kind: str = "dsh-rewind") -> dict:
        return self.ev("user/message", {"content": [{"type": "text", "text": "(rewound)"}],
                                        "source": {"kind": kind}, "role": "user", "id": self._id()},
                       surfaceOp={"op": "replace", "startSeq": min(hidden_seqs), "endSeq": max(hidden_seqs)},
                       sourceEventSeqs=list(hidden_seqs))

    def prune(self) -> dict:
        return self.ev("compaction/prune", {"prunedCount": 1})

    def seq_of(self, text: str) -> int:
        for e in self.events:
            if e["type"] == "user/message" and e["data"]["content"][0]["text"] == text:
                return e["seq"]
        raise KeyError(text)
