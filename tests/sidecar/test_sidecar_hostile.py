"""Regressions of issue 11 (sidecar items): frames a hostile or buggy host can
send, and the sidecar's own exit, over real pipes into a real store."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from .harness import REPO, SessionBuilder, Sidecar

STATS = b'{"jsonrpc":"2.0","id":"behind","method":"memory/stats"}\n'


@pytest.fixture
def sidecar(tmp_path):
    sc = Sidecar("--store", str(tmp_path / "m.sqlite3"))
    sc.result("initialize", {"settings": {"utcOffsetMinutes": 0}})
    yield sc
    sc.kill()


def _ascii_frame(frame: dict) -> bytes:
    """The frame as JSON text with every non-ASCII character escaped: how a
    lone surrogate travels in valid JSON (JavaScript's JSON.stringify writes it so)."""
    return json.dumps(frame, ensure_ascii=True).encode("ascii") + b"\n"


def _event_frame(sid: str, event: dict) -> bytes:
    return _ascii_frame({"jsonrpc": "2.0", "method": "session/event",
                         "params": {"sessionId": sid, "event": event}})


@pytest.mark.parametrize("frame, expect", [
    # a string id holding a lone surrogate: answered, the id scrubbed to U+FFFD
    (b'{"jsonrpc":"2.0","id":"\\ud800","method":"memory/stats"}\n', "result"),
    (b'{"jsonrpc":"2.0","id":"a\\udfff","method":"nope"}\n', -32601),
    # an unknown param name holding one: refused, naming it
    (b'{"jsonrpc":"2.0","id":1,"method":"memory/stats","params":{"\\udc00":1}}\n', -32602),
    (b'{"jsonrpc":"2.0","id":1,"method":"memory/get","params":{"name":"\\ud83d"}}\n', -32004),
    # CESU-8: a surrogate pair as two 3-byte sequences (bytes json decodes with surrogatepass)
    (b'{"jsonrpc":"2.0","id":2,"method":"memory/\xed\xa0\xbd\xed\xb8\x80"}\n', -32601),
    (b'{"jsonrpc":"2.0","id":3,"method":"memory/get","params":{"\xed\xa0\x80":1}}\n', -32602),
    # a lone surrogate in a method name of a notification: dropped, nothing answered
    (b'{"jsonrpc":"2.0","method":"\\ud800"}\n', None),
])
def test_a_frame_with_a_lone_surrogate_is_answered_and_so_is_the_request_behind_it(sidecar, frame, expect):
    sidecar.send_raw(frame + STATS)
    if expect is not None:
        resp = sidecar.recv()
        if expect == "result":
            assert resp["id"] == "\ufffd" and "result" in resp, resp
        else:
            assert resp["error"]["code"] == expect, resp
            assert "\ufffd" in json.dumps(resp, ensure_ascii=False) or expect == -32004
    behind = sidecar.recv()
    assert behind["id"] == "behind" and behind["result"]["entries"] == 0
    assert sidecar.proc.poll() is None


def test_a_lone_surrogate_in_a_message_is_logged_as_u_fffd_and_logging_goes_on(sidecar):
    b = SessionBuilder("s-surrogate")
    b.turn("first \ud800 message", [{"text": "answer \udfff one"}])
    b.turn("second message", [{"text": "answer two"}])
    cut = len(b.events)
    b.turn("third message", [{"text": "answer three"}])
    sidecar.send_raw(_event_frame(b.session_id, b.header)
                     + b"".join(_event_frame(b.session_id, e) for e in b.events[:cut]))
    prog = sidecar.result("session/progress", {"sessionId": b.session_id})
    assert prog["lastLoggedSeq"] == cut and prog["nextOrdinal"] == 4
    first = sidecar.result("memory/get", {"name": "msg-s-surrogate-0"})["body"]
    assert "first \ufffd message" in first
    assert "answer \ufffd one" in sidecar.result("memory/get", {"name": "msg-s-surrogate-1"})["body"]
    # a restart and a replay from 0 writes nothing twice and logs what follows
    sidecar.send_raw(b"".join(_event_frame(b.session_id, e) for e in b.events))
    prog = sidecar.result("session/progress", {"sessionId": b.session_id})
    assert prog["lastLoggedSeq"] == len(b.events) and prog["nextOrdinal"] == 6
    assert sidecar.result("memory/stats", {})["operational"] == 6


def test_cesu8_bytes_in_a_message_are_logged_as_u_fffd(sidecar):
    b = SessionBuilder("s-cesu")
    b.turn("MARK", [{"text": "ok"}])
    raw = b"".join(json.dumps({"jsonrpc": "2.0", "method": "session/event",
                               "params": {"sessionId": b.session_id, "event": e}}).encode() + b"\n"
                   for e in b.events)
    raw = raw.replace(b"MARK", b"x\xed\xa0\x80y")  # the CESU-8 form of U+D800
    sidecar.send_raw(raw)
    body = sidecar.result("memory/get", {"name": "msg-s-cesu-0"})["body"]
    assert "x\ufffdy" in body


def test_the_request_forms_of_the_notifications_refuse_unknown_params(sidecar):
    b = SessionBuilder("s-req")
    ev = b.user("hello")
    resp = sidecar.call("session/event", {"sessionId": b.session_id, "event": ev, "sessionID": "x"})
    assert resp["error"]["code"] == -32602 and resp["error"]["data"] == {"param": "sessionID"}
    resp = sidecar.call("session/disposed", {"sessionId": b.session_id, "session": 1})
    assert resp["error"]["code"] == -32602 and resp["error"]["data"] == {"param": "session"}
    # nothing was applied by the refused requests
    assert sidecar.result("session/progress", {"sessionId": b.session_id}) is None
    # the notification forms still apply an event with an unknown param (a newer host)
    sidecar.notify("session/event", {"sessionId": b.session_id, "event": ev, "future": 1})
    assert sidecar.result("session/progress", {"sessionId": b.session_id})["buffered"] == 1


def test_shutdown_while_the_host_keeps_stdin_open_exits_cleanly(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen([sys.executable, "-m", "dshkit.sidecar", "--store", str(tmp_path / "m.sqlite3")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=str(REPO))
    try:
        frames = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
                  {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}]
        proc.stdin.write(b"".join(json.dumps(f).encode() + b"\n" for f in frames))
        proc.stdin.flush()  # and stdin stays open: the host has not closed it yet
        answers = [json.loads(proc.stdout.readline()) for _ in frames]
        assert [a["id"] for a in answers] == [1, 2] and answers[1]["result"] is None
        deadline = time.monotonic() + 20
        while proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert proc.returncode == 0, proc.stderr.read().decode(errors="replace")
        assert proc.stdout.read() == b""
        assert b"Fatal" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        proc.stdin.close()
