"""A host-side driver for a sidecar subprocess that answers its `llm/complete` requests.

For the tests (nothing in the package or bench/ uses it): it speaks the real protocol over pipes, answering model
requests with a `FakeModel` (a scripted `timeout` sends no answer at all, so the
sidecar's own deadline fires), and records every frame both ways.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from dshkit.sidecar.consolidation.fake_model import FakeModel
from dshkit.sidecar.consolidation.llm import METHOD, HostError

_REPO = Path(__file__).resolve().parents[2]


class FakeHost:
    def __init__(self, model: FakeModel | None = None, *args: str, env: dict | None = None,
                 delay: float | dict[str, float] = 0.0) -> None:
        self.model = model or FakeModel()
        self.delay = delay  # seconds the "model" takes per answer, or per purpose
        self.model_requests: list[tuple[float, str]] = []  # (time.monotonic(), purpose)
        environ = dict(os.environ)
        environ.update(env or {})
        environ.setdefault("PYTHONPATH", str(_REPO))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dshkit.sidecar", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environ,
        )
        self.traffic: list[tuple[str, dict]] = []  # ("out" host->sidecar | "in", frame)
        self._ids = itertools.count(1)
        self._pending: dict[Any, dict] = {}
        self._cond = threading.Condition()
        self._write = threading.Lock()
        self._reader = threading.Thread(target=self._read, name="fake-host-reader", daemon=True)
        self._reader.start()

    # -- wire -------------------------------------------------------------------------------

    def _send(self, frame: dict) -> None:
        data = (json.dumps(frame, ensure_ascii=False) + "\n").encode("utf-8")
        with self._write:
            self.traffic.append(("out", frame))
            try:
                self.proc.stdin.write(data)
                self.proc.stdin.flush()
            except (BrokenPipeError, OSError, ValueError):
                pass

    def _read(self) -> None:
        for line in self.proc.stdout:
            try:
                frame = json.loads(line)
            except ValueError:
                continue
            self.traffic.append(("in", frame))
            if "method" in frame and "id" in frame:
                threading.Thread(target=self._answer, args=(frame,), daemon=True).start()
            elif "id" in frame:
                with self._cond:
                    self._pending[frame["id"]] = frame
                    self._cond.notify_all()
        with self._cond:
            self._pending["__eof__"] = {}
            self._cond.notify_all()

    def _answer(self, frame: dict) -> None:
        rid = frame["id"]
        purpose = (frame.get("params") or {}).get("purpose", "")
        self.model_requests.append((time.monotonic(), purpose))
        delay = self.delay.get(purpose, 0.0) if isinstance(self.delay, dict) else self.delay
        if delay:
            time.sleep(delay)
        if frame["method"] != METHOD:
            self._send({"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": "no such method"}})
            return
        try:
            result = self.model.respond(frame.get("params") or {})
        except TimeoutError:
            return  # say nothing: the sidecar's deadline decides
        except HostError as exc:
            self._send({"jsonrpc": "2.0", "id": rid,
                        "error": {"code": exc.code, "message": str(exc), "data": exc.data}})
            return
        self._send({"jsonrpc": "2.0", "id": rid, "result": result})

    # -- host -> sidecar -----------------------------------------------------------------------

    def call(self, method: str, params: dict | None = None, timeout: float = 30.0) -> dict:
        """Send a request and return the whole response frame."""
        rid = next(self._ids)
        frame = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            frame["params"] = params
        self._send(frame)
        with self._cond:
            ok = self._cond.wait_for(lambda: rid in self._pending or "__eof__" in self._pending, timeout)
            if not ok:
                raise TimeoutError(f"sidecar did not answer {method}")
            if rid not in self._pending:
                raise EOFError("sidecar closed stdout")
            return self._pending.pop(rid)

    def result(self, method: str, params: dict | None = None, timeout: float = 30.0):
        response = self.call(method, params, timeout)
        if "error" in response:
            raise RuntimeError(f"{method}: {response['error']}")
        return response["result"]

    def notify(self, method: str, params: dict) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def feed(self, session_id: str, events: list[dict]) -> None:
        for event in events:
            self.notify("session/event", {"sessionId": session_id, "event": event})

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.call("shutdown", timeout=10)
            except (EOFError, TimeoutError):
                pass
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
