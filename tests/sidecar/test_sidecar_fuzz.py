"""Fuzzing the sidecar's edge (issue 11): hostile JSON-RPC frames — random bytes,
odd encodings (CESU-8, UTF-16, BOM, Latin-1), lone surrogates, huge and deep
values, wrong types — into one real sidecar process, interleaved with a real
session. The contract, per frame: it is answered with a JSON-RPC error (or a
result), or dropped if it is a notification; the request queued behind it is
answered; the process never exits and never hangs; and at the end nothing of
the session is lost. Plus a full disk at random points (in-process, real
SQLITE_FULL), each followed by the replay the sidecar asks for.

Budget: ``max_examples=examples(N)`` (tests/budget.py): ``DSHKIT_TEST_PROFILE=thorough``
runs ten times the CI count. The figures are printed (``pytest -s``).
"""

from __future__ import annotations

import json
import os
import queue
import random
import sqlite3
import subprocess
import sys
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.rpc import STORE_FAILED
from dshkit.sidecar.store import Store
from tests.budget import examples

from .harness import REPO, SessionBuilder
from .test_sidecar_full_disk import (Host, assert_same_store, entries_of, fill, free, interleaved, progress_of,
                                     reference_store, watermarks)

HANG_SECONDS = 20  # a frame not answered within this is a hang (the machine is shared and slow)
METHODS = ["initialize", "shutdown-not", "agent/start", "agent/preStep", "memory/search", "memory/get",
           "memory/write", "memory/promote", "memory/stats", "session/progress", "session/event",
           "session/disposed", "agent/injectionDelivered", "llm/complete", "nope"]
PARAM_NAMES = ["sessionId", "event", "cwd", "inheritedEventCount", "query", "limit", "name", "title",
               "body", "type", "key", "scope", "tags", "statuses", "delivered", "token", "storePath"]
LONE = st.sampled_from(["\ud800", "\udbff", "\udc00", "\udfff", "\ud83d", "\ude00"])
TEXT = st.lists(st.one_of(st.text(max_size=6), LONE, st.sampled_from(["\x00", "\u2028", "\ufeff", "记忆"])),
                max_size=6).map("".join)
NUMBER = st.one_of(st.integers(), st.integers(min_value=2 ** 63), st.floats(allow_nan=False),
                   st.just(10 ** 4000))
LEAF = st.one_of(st.none(), st.booleans(), NUMBER, TEXT)
VALUE = st.recursive(LEAF, lambda c: st.lists(c, max_size=4) | st.dictionaries(TEXT, c, max_size=4),
                     max_leaves=20)
MISSING = object()


@st.composite
def frames(draw) -> dict:
    frame: dict = {}
    if draw(st.booleans()):
        frame["jsonrpc"] = draw(st.sampled_from(["2.0", "2.0", "1.0", 2]))
    rid = draw(st.one_of(st.just(MISSING), st.none(), st.integers(), TEXT, st.floats(allow_nan=False),
                         st.booleans(), st.lists(st.integers(), max_size=2)))
    if rid is not MISSING:
        frame["id"] = rid
    frame["method"] = draw(st.one_of(st.sampled_from(METHODS), TEXT, st.integers()))
    kind = draw(st.sampled_from(["absent", "value", "named", "event"]))
    if kind == "value":
        frame["params"] = draw(VALUE)
    elif kind == "named":
        frame["params"] = draw(st.dictionaries(st.one_of(st.sampled_from(PARAM_NAMES), TEXT), VALUE,
                                               max_size=5))
    elif kind == "event":  # a session event of a session of its own: hostile fields
        frame["params"] = {"sessionId": "hostile-" + draw(TEXT),
                           "event": draw(st.dictionaries(st.sampled_from(["type", "seq", "time", "data",
                                                                          "surfaceOp", "sourceEventSeqs"]),
                                                         VALUE, max_size=6))}
    return frame


def _cesu8(text: str) -> bytes:
    """UTF-8 of the text's UTF-16 code units: astral characters as two 3-byte surrogates."""
    units = text.encode("utf-16-le", "surrogatepass")
    return "".join(units[i:i + 2].decode("utf-16-le", "surrogatepass")
                   for i in range(0, len(units), 2)).encode("utf-8", "surrogatepass")


ENCODINGS = {
    "utf8": lambda t: t.encode("utf-8", "surrogatepass"),
    "ascii": lambda t: json.dumps(json.loads(t), ensure_ascii=True).encode(),
    "cesu8": _cesu8,
    "utf16": lambda t: t.encode("utf-16", "surrogatepass"),
    "bom": lambda t: b"\xef\xbb\xbf" + t.encode("utf-8", "surrogatepass"),
    "latin1": lambda t: t.encode("latin-1", "replace"),
}


@st.composite
def hostile_lines(draw) -> bytes:
    shape = draw(st.sampled_from(["frame"] * 6 + ["bytes", "truncated", "flipped", "deep", "wide"]))
    if shape == "bytes":
        data = draw(st.binary(max_size=300))
    elif shape == "deep":
        n = draw(st.integers(1, 200_000))
        opener = draw(st.sampled_from(["[", '{"a":', '{"jsonrpc":"2.0","id":1,"method":"memory/get","params":']))
        data = (opener * n).encode() + b"1" + draw(st.sampled_from([b"]", b"}"])) * n
    elif shape == "wide":
        n = draw(st.integers(1, 200_000))
        data = (b'{"jsonrpc":"2.0","id":7,"method":"memory/search","params":{"query":"'
                + draw(st.sampled_from([b"a", b"\\ud800", b"\\u0000", b"\xe8\xae\xb0"])) * n + b'"}}')
    else:
        text = json.dumps(draw(frames()), ensure_ascii=False, default=str)
        data = ENCODINGS[draw(st.sampled_from(sorted(ENCODINGS)))](text)
        if shape == "truncated" and data:
            data = data[: draw(st.integers(0, len(data) - 1))]
        elif shape == "flipped" and data:
            i = draw(st.integers(0, len(data) - 1))
            data = data[:i] + bytes([draw(st.integers(0, 255))]) + data[i + 1:]
    return data.replace(b"\n", b" ") + b"\n"  # one line: the frame under test


class Probe:
    """One sidecar process, its responses read by a thread (a hang is a timeout)."""

    def __init__(self, store: str):
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        self.proc = subprocess.Popen([sys.executable, "-m", "dshkit.sidecar", "--store", store,
                                      "--max-frame", str(1 << 20)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     env=env, cwd=str(REPO))
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.cases = self.errors = self.results = self.crashes = self.hangs = 0
        self.canaries = 0

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def answers_until(self, rid: str) -> list[dict]:
        """Every frame the sidecar sends until the answer to ``rid``."""
        out = []
        while True:
            try:
                line = self.lines.get(timeout=HANG_SECONDS)
            except queue.Empty:
                self.hangs += 1
                raise AssertionError(f"no answer to {rid} within {HANG_SECONDS}s") from None
            if line is None:
                self.crashes += 1
                raise AssertionError(f"the sidecar exited ({self.proc.wait()}) before answering {rid}")
            frame = json.loads(line)  # our output is always valid JSON, one frame a line
            out.append(frame)
            if frame.get("id") == rid:
                return out

    def canary(self) -> None:
        self.canaries += 1
        rid = f"canary-{self.canaries}"
        self.send(json.dumps({"jsonrpc": "2.0", "id": rid, "method": "memory/stats"}).encode() + b"\n")
        self.check(self.answers_until(rid), rid)

    def hostile(self, line: bytes) -> None:
        self.cases += 1
        self.canaries += 1
        rid = f"canary-{self.canaries}"
        self.send(line + json.dumps({"jsonrpc": "2.0", "id": rid, "method": "memory/stats"}).encode() + b"\n")
        self.check(self.answers_until(rid), rid)

    def check(self, answers: list[dict], rid: str) -> None:
        *before, last = answers
        assert "result" in last and last["result"]["entries"] >= 0, last
        assert len(before) <= 1, answers  # one line, at most one answer
        for frame in before:
            assert frame.get("jsonrpc") == "2.0" and set(frame) in ({"jsonrpc", "id", "error"},
                                                                     {"jsonrpc", "id", "result"}), frame
            if "error" in frame:
                assert isinstance(frame["error"]["code"], int) and isinstance(frame["error"]["message"], str)
                assert "Traceback" not in frame["error"]["message"]
                self.errors += 1
            else:
                self.results += 1

    def peak_rss_kib(self) -> int:
        with open(f"/proc/{self.proc.pid}/status") as fh:
            return next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:"))

    def close(self) -> int:
        self.send(b'{"jsonrpc":"2.0","id":"bye","method":"shutdown"}\n')
        self.answers_until("bye")
        self.proc.stdin.close()
        return self.proc.wait(timeout=HANG_SECONDS)


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    store = str(tmp_path_factory.mktemp("fuzz") / "m.sqlite3")
    p = Probe(store)
    p.send(json.dumps({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                       "params": {"settings": {"utcOffsetMinutes": 0}}}).encode() + b"\n")
    assert "result" in p.answers_until("init")[-1]
    p.store = store
    yield p
    if p.proc.poll() is None:
        p.proc.kill()
    p.proc.wait(10)


@settings(max_examples=examples(600), deadline=None, suppress_health_check=list(HealthCheck))
@given(line=hostile_lines())
def test_hostile_frames_are_answered_and_the_request_behind_is_too(probe, line):
    probe.hostile(line)
    assert probe.proc.poll() is None


def test_hostile_frames_between_session_events_lose_nothing(probe, tmp_path):
    """A real session streamed with a hostile line after each event: its log
    is exactly what a clean run writes. Then the figures of the whole run."""
    rng = random.Random(11)
    b = SessionBuilder("fuzz-legit", cwd="/nonexistent/fuzz")
    for t in range(12):
        b.turn(f"turn {t} 记忆 \ud800 lone", [{"text": f"answer {t}", "tools": [("read", "ok")]},
                                                {"text": f"done {t}"}], title="fuzz" if t == 0 else None)
    ref = Store(str(tmp_path / "ref.sqlite3"))
    ing = Ingestor(ref, IngestSettings(utc_offset_minutes=0))
    for e in [b.header, *b.events]:
        clean = json.loads(json.dumps(e, ensure_ascii=True).replace("\\ud800", "\\ufffd"))
        ing.on_event(b.session_id, clean)  # what the sidecar must make of it
        probe.send(json.dumps({"jsonrpc": "2.0", "method": "session/event",
                               "params": {"sessionId": b.session_id, "event": e}}, ensure_ascii=True).encode()
                   + b"\n")
        probe.hostile(_seeded(rng))
    probe.canary()
    db = sqlite3.connect(probe.store)
    try:
        assert entries_of(db, b.session_id) == entries_of(ref.db) != set()
        assert {r for r in progress_of(db) if r[0] == b.session_id} == progress_of(ref.db)
    finally:
        db.close()
        ref.close()
    rss = probe.peak_rss_kib()
    code = probe.close()
    print(f"\nsidecar fuzz: {probe.cases} hostile frames, {probe.errors} JSON-RPC errors returned, "
          f"{probe.results} results, {probe.crashes} crashes, {probe.hangs} hangs, "
          f"peak RSS {rss / 1024:.1f} MiB, exit {code}")
    assert probe.crashes == probe.hangs == 0 and code == 0
    assert rss < 400 * 1024  # a constant plus the largest frame (--max-frame 1 MiB), not the input's sum


def _seeded(rng: random.Random) -> bytes:
    """A hostile line without hypothesis: bytes of a known bad shape."""
    pick = rng.randrange(7)
    if pick == 5:
        return b'{"jsonrpc":"2.0","method":"session/event","params":{"sessionId":"fuzz-legit","event":7}}\n'
    if pick == 6:
        return b'\xef\xbb\xbf{"jsonrpc":"2.0","id":{"a":1},"method":"session/progress"}\n'
    if pick == 0:
        return b'{"jsonrpc":"2.0","id":"\\udc01","method":"memory/get","params":{"name":"\\ud800"}}\n'
    if pick == 1:
        return b'{"jsonrpc":"2.0","id":1,"method":"memory/\xed\xa0\x80"}\n'
    if pick == 2:
        return b"[" * 100_000 + b"\n"
    if pick == 3:
        return b'{"jsonrpc":"2.0","id":2,"method":"memory/search","params":{"query":' + b"9" * 5000 + b"}}\n"
    return bytes(rng.randrange(256) for _ in range(64)).replace(b"\n", b"") + b"\n"


@pytest.fixture(scope="module")
def disk_figures():
    figures = {"runs": 0, "failed writes": 0, "error responses": 0, "replays": 0, "restarts": 0}
    yield figures
    print(f"\nsidecar full disk: {figures['runs']} runs, {figures['failed writes']} with a failed write, "
          f"{figures['error responses']} STORE_FAILED answers, {figures['replays']} replays, "
          f"{figures['restarts']} restarts instead, "
          "0 messages lost (asserted per run)")


@settings(max_examples=examples(12), deadline=None, suppress_health_check=list(HealthCheck))
@given(at=st.floats(0.05, 0.7), headroom=st.integers(0, 2), freed_at=st.floats(0.3, 1.0),
       restart=st.booleans())
def test_a_full_disk_at_any_point_loses_nothing_after_the_replay(tmp_path_factory, disk_figures, at, headroom,
                                                                 freed_at, restart):
    """``restart``: the host gives up on the failed sidecar (closes its input,
    no shutdown; anything uncommitted is rolled back) and starts another on
    the same store, replaying every session from session/progress, as after a
    crash: what the failure left behind must be whole spans only. (SIGKILLs
    during ingest are tests/sidecar/test_sidecar_crash.py's.)"""
    tmp = tmp_path_factory.mktemp("full")
    sessions = []
    for s in range(3):
        b = SessionBuilder(f"disk-{s}", cwd=f"/nonexistent/d{s}")
        for t in range(10):
            b.turn(f"s{s} t{t} " + "word " * 400, [{"text": f"a{s}/{t} " + "more " * 600}])
        sessions.append(b)
    frames = interleaved(sessions)
    ref = reference_store(tmp / "ref.sqlite3", frames)
    host = Host(str(tmp / "m.sqlite3"))
    try:
        assert "result" in host.call("initialize", {"settings": {"utcOffsetMinutes": 0}})
        k = int(len(frames) * at)
        host.events(frames[:k])
        host.call("session/progress", {"sessionId": "none"})  # a barrier: all of it applied
        fill(host.sidecar.store, free_pages=headroom)
        rest = frames[k:]
        j = int(len(rest) * freed_at)
        host.events(rest[:j])
        host.call("session/progress", {"sessionId": "none"})
        free(host.sidecar.store)
        host.events(rest[j:])
        if restart:
            disk_figures["restarts"] += 1
            disk_figures["failed writes"] += host.sidecar._failure_seen is not None
            host.abandon()
            host = Host(str(tmp / "m.sqlite3"))
            assert "result" in host.call("initialize", {"settings": {"utcOffsetMinutes": 0}})
            marks = watermarks(host, sessions)
            host.events(interleaved(sessions, marks))
        for _ in range(5):  # the host's loop: on -32014, replay what it names
            resp = host.call("memory/stats")
            if "result" in resp:
                break
            assert resp["error"]["code"] == STORE_FAILED, resp
            disk_figures["error responses"] += 1
            disk_figures["replays"] += 1
            marks = resp["error"]["data"]["replayFrom"]
            host.events(interleaved([b for b in sessions if b.session_id in marks], marks))
        assert "result" in resp, resp
        disk_figures["runs"] += 1
        if not restart:
            disk_figures["failed writes"] += host.sidecar._failure_seen is not None
        assert_same_store(tmp / "m.sqlite3", ref)
    finally:
        host.close()
        ref.close()
