"""RpcServer: sidecar -> host requests while frames keep arriving; ordering;
backpressure does not deadlock a handler that awaits the host."""

from __future__ import annotations

import json
import os
import threading
import time

import pytest

from dshkit.sidecar.rpc import HOST_ERROR, Later, RpcError, RpcServer


class Pipes:
    """An RpcServer on OS pipes, driven from the test as the 'host'."""

    def __init__(self, inbox_limit: int = 4):
        r_in, w_in = os.pipe()
        r_out, w_out = os.pipe()
        self.to_server = os.fdopen(w_in, "wb", buffering=0)
        self.from_server = os.fdopen(r_out, "rb")
        self.rpc = RpcServer(os.fdopen(r_in, "rb"), os.fdopen(w_out, "wb"), inbox_limit=inbox_limit)
        self.thread = threading.Thread(target=self.rpc.serve, daemon=True)

    def start(self):
        self.thread.start()
        return self

    def send(self, frame: dict) -> None:
        self.to_server.write((json.dumps(frame) + "\n").encode())

    def recv(self) -> dict:
        return json.loads(self.from_server.readline())

    def close(self):
        self.to_server.close()
        self.thread.join(5)


def test_handler_awaits_host_response_while_frames_queue_up():
    p = Pipes(inbox_limit=2)
    seen: list[int] = []

    def ask(params):
        return {"answer": p.rpc.request("llm/complete", {"prompt": params["q"]}, timeout=5)}

    p.rpc.method("ask", ask)
    p.rpc.notification("note", lambda params: seen.append(params["n"]))
    p.start()
    p.send({"jsonrpc": "2.0", "id": 1, "method": "ask", "params": {"q": "hi"}})
    req = p.recv()
    assert req["method"] == "llm/complete" and req["id"].startswith("sidecar-") and req["params"] == {"prompt": "hi"}
    # far more frames than the inbox bound, before answering: must not deadlock
    for n in range(50):
        p.send({"jsonrpc": "2.0", "method": "note", "params": {"n": n}})
    p.send({"jsonrpc": "2.0", "id": req["id"], "result": "hello"})
    assert p.recv() == {"jsonrpc": "2.0", "id": 1, "result": {"answer": "hello"}}
    p.send({"jsonrpc": "2.0", "id": 2, "method": "ask", "params": {"q": "again"}})
    req2 = p.recv()
    p.send({"jsonrpc": "2.0", "id": req2["id"], "error": {"code": 1, "message": "model down"}})
    err = p.recv()
    assert err["id"] == 2 and err["error"]["code"] == HOST_ERROR and "model down" in err["error"]["message"]
    p.close()
    assert seen == list(range(50))  # notifications applied in arrival order


def test_request_from_a_background_thread_and_timeout():
    p = Pipes().start()
    out = {}

    def worker():
        out["r"] = p.rpc.request("llm/complete", {"x": 1}, timeout=5)

    t = threading.Thread(target=worker)
    t.start()
    req = p.recv()
    p.send({"jsonrpc": "2.0", "id": req["id"], "result": [1, 2]})
    t.join(5)
    assert out["r"] == [1, 2]
    with pytest.raises(RpcError) as exc:
        p.rpc.request("llm/complete", {}, timeout=0.2)
    assert exc.value.code == -32012
    p.recv()  # the unanswered request
    p.close()


def test_idle_hook_runs_when_nothing_is_queued():
    p = Pipes()
    calls = []
    p.rpc.idle_hooks.append(lambda: calls.append(1))
    p.rpc.method("ping", lambda params: "pong")
    p.start()
    p.send({"jsonrpc": "2.0", "id": 1, "method": "ping"})
    assert p.recv()["result"] == "pong"
    deadline = time.monotonic() + 5
    while not calls and time.monotonic() < deadline:  # the hook runs just after the reply
        time.sleep(0.01)
    p.close()
    assert calls


def test_a_crashing_handler_is_an_internal_error_with_its_traceback_logged(capfd):
    p = Pipes()

    def boom(params):
        raise ValueError("handler bug")

    p.rpc.method("boom", boom)
    p.rpc.notification("boom-note", boom)
    p.rpc.method("ping", lambda params: "pong")
    p.start()
    p.send({"jsonrpc": "2.0", "method": "boom-note", "params": {}})
    p.send({"jsonrpc": "2.0", "id": 1, "method": "boom", "params": {}})
    err = p.recv()
    assert err["id"] == 1 and err["error"]["code"] == -32603 and "handler bug" in err["error"]["message"]
    p.send({"jsonrpc": "2.0", "id": 2, "method": "ping", "params": {}})
    assert p.recv() == {"jsonrpc": "2.0", "id": 2, "result": "pong"}  # still serving
    p.close()
    logged = capfd.readouterr().err
    assert logged.count("Traceback (most recent call last)") == 2 and "ValueError: handler bug" in logged


def test_a_later_answer_lets_later_frames_through_and_keeps_order_among_laters():
    """A handler returning Later: the frames behind it are answered at once;
    Laters run one after another in arrival order; errors are answered by
    id; the end of input waits for them (no answer is lost)."""
    p = Pipes()
    gate = threading.Event()
    ran: list[str] = []

    def slow(params):
        def net():
            gate.wait(10)
            ran.append(params["n"])
            if params.get("fail"):
                raise RpcError(-32015, "server gone")
            return {"n": params["n"]}
        return Later(net)

    p.rpc.method("slow", slow)
    p.rpc.method("fast", lambda params: "now")
    p.start()
    p.send({"jsonrpc": "2.0", "id": 1, "method": "slow", "params": {"n": "a"}})
    p.send({"jsonrpc": "2.0", "id": 2, "method": "slow", "params": {"n": "b", "fail": True}})
    p.send({"jsonrpc": "2.0", "id": 3, "method": "fast"})
    assert p.recv() == {"jsonrpc": "2.0", "id": 3, "result": "now"}
    gate.set()
    assert p.recv() == {"jsonrpc": "2.0", "id": 1, "result": {"n": "a"}}
    assert p.recv() == {"jsonrpc": "2.0", "id": 2, "error": {"code": -32015, "message": "server gone"}}
    assert ran == ["a", "b"]
    gate.clear()
    p.send({"jsonrpc": "2.0", "id": 4, "method": "slow", "params": {"n": "c"}})
    p.to_server.close()  # end of input while a Later waits: serve() drains it before returning
    threading.Timer(0.2, gate.set).start()
    assert p.recv() == {"jsonrpc": "2.0", "id": 4, "result": {"n": "c"}}
    p.thread.join(5)
    assert not p.thread.is_alive()
