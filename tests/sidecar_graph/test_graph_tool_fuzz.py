"""Fuzzing tool-call shapes into a real sidecar with graph memory on (issue 22).

Each example is a session of its own: a turn whose tool call has a hostile
shape — a path that is a FIFO, a device, ``/proc``, a NUL, ``..`` out of the
project, huge, a symlink loop, a directory, a file over the fingerprint cap, a
secret; arguments deep, huge or of the wrong type, as an object or a JSON
string; a huge or non-string name; a failed or ok result — then an ordinary
turn, then the reads that extract and fingerprint (``agent/preStep`` with the
card, ``memory/recall``, ``memory/expand``, ``memory/checkpoint``). Per case:
every request is answered within HANG_SECONDS (a hang is a failure), the
session is not poisoned (all four messages logged, nothing left buffered), and
no answer carries a traceback. The figures are printed (``pytest -s``):
cases, slowest request, peak RSS, hangs, poisoned sessions.

Budget: ``max_examples=examples(N)`` (tests/budget.py).
"""

from __future__ import annotations

import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dshkit.sidecar.graph import fingerprint as FP
from tests.budget import examples
from tests.sidecar.harness import SessionBuilder
from tests.sidecar.test_sidecar_fuzz import HANG_SECONDS, Probe

from .helpers import tool_turn

SECRET = "sk-ant-api03-" + "Q7w8E9r0" * 4
FIXED_PATHS = ["pipe", "/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/kmsg", "/proc/self/environ",
               "/proc/self/mem", "src/a\x00b.py", "../../../../../../etc/shadow", "/etc/shadow", "loop-a",
               "src", ".", "", "sparse.bin", f"keys/{SECRET}.txt", "link-out", "src/ok.py", "~/x",
               "x" * 5000, "a/" * 3000, "\ud800.py", "C:\\Windows\\win.ini"]
PATH = st.one_of(st.sampled_from(FIXED_PATHS), st.text(max_size=40))
WRONG = st.one_of(st.integers(), st.none(), st.booleans(), st.lists(st.integers(), max_size=3),
                  st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.floats(allow_nan=False))
NAMES = st.one_of(st.sampled_from(["write", "edit", "read", "grep", "str_replace_editor", "apply_patch",
                                   "multi_edit", "bash"]),
                  st.integers(1_000, 900_000).map(lambda n: "w" * n), st.text(max_size=20), WRONG)


@st.composite
def arguments(draw):
    shape = draw(st.sampled_from(["object", "json", "deep-json", "deep-object", "huge", "wrong", "wrong-path"]))
    key = draw(st.sampled_from(["file_path", "path", "filePath", "file"]))
    base = {key: draw(PATH), "content": "x", "command": draw(st.sampled_from(["create", "view", "str_replace", 7]))}
    if shape == "object":
        return base
    if shape == "json":
        return json.dumps(base)
    if shape == "deep-json":
        n = draw(st.integers(500, 5000))
        return json.dumps(base)[:-1] + ', "nest": ' + "[" * n + "]" * n + "}"
    if shape == "deep-object":
        deep: object = 1
        for _ in range(draw(st.integers(10, 60))):  # the frame parser's own depth limit stops deeper
            deep = {"a": deep}
        return {**base, "nest": deep}
    if shape == "huge":
        return {**base, "content": "y" * draw(st.integers(10_000, 600_000))}
    if shape == "wrong":
        return draw(WRONG)
    return {key: draw(WRONG)}


@pytest.fixture(scope="module")
def rig(tmp_path_factory):
    project = tmp_path_factory.mktemp("fuzzproject")
    (project / "src").mkdir()
    (project / "src" / "ok.py").write_text("print('ok')\n")
    os.mkfifo(project / "pipe")
    os.symlink("loop-b", project / "loop-a")
    os.symlink("loop-a", project / "loop-b")
    os.symlink("/etc/passwd", project / "link-out")
    with open(project / "sparse.bin", "wb") as fh:
        fh.truncate(FP.MAX_BYTES * 4)
    store = str(tmp_path_factory.mktemp("fuzzstore") / "m.sqlite3")
    p = Probe(store)
    p.send(json.dumps({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                       "params": {"settings": {"utcOffsetMinutes": 0}}}).encode() + b"\n")
    assert "result" in p.answers_until("init")[-1]
    p.project = str(project)
    p.store = store
    p.slowest = (0.0, "")
    p.poisoned = 0
    p.next = 0
    yield p
    if p.proc.poll() is None:
        p.proc.kill()
    p.proc.wait(10)


def _request(p: Probe, method: str, params: dict) -> dict:
    p.next += 1
    rid = f"r{p.next}"
    t0 = time.monotonic()
    p.send(json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params}).encode() + b"\n")
    answer = p.answers_until(rid)[-1]  # raises on a hang or a crash
    took = time.monotonic() - t0
    if took > p.slowest[0]:
        p.slowest = (took, method)
    assert "Traceback" not in json.dumps(answer)
    return answer


@settings(max_examples=examples(120), deadline=None, suppress_health_check=list(HealthCheck))
@given(name=NAMES, args=arguments(), ok=st.booleans(), output=st.sampled_from(["ok", "Error: EACCES", "[exit code: 1]"]))
def test_hostile_tool_calls_never_hang_poison_or_leak(rig, name, args, ok, output):
    rig.cases += 1
    sid = f"fuzz-{rig.cases}"
    b = SessionBuilder(sid, cwd=rig.project)
    tool_turn(b, "Please write the file.", [(name, args, output)], answer="tried", ok=ok)
    tool_turn(b, "And now a plain question.", [], answer="A plain answer.")
    frames = [json.dumps({"jsonrpc": "2.0", "method": "session/event",
                          "params": {"sessionId": sid, "event": e, "cwd": rig.project}}) for e in [b.header, *b.events]]
    rig.send(("\n".join(frames) + "\n").encode())
    pre = _request(rig, "agent/preStep", {"sessionId": sid})
    assert "result" in pre, pre
    progress = _request(rig, "session/progress", {"sessionId": sid})["result"]
    if not (progress and progress["nextOrdinal"] == 4 and progress["buffered"] == 0):
        rig.poisoned += 1
    assert progress and progress["nextOrdinal"] == 4 and progress["buffered"] == 0, progress
    rec = _request(rig, "memory/recall", {"query": "write file keys src", "sessionId": sid})
    exp = _request(rig, "memory/expand", {"sessionId": sid, "fromSeq": 0, "toSeq": 100, "callerSessionId": sid})
    cp = _request(rig, "memory/checkpoint", {"sessionId": sid, "messages": [
        {"role": "tool", "seq": 1, "text": json.dumps(args, default=str)[:200_000] + " pad" * 400}]})
    for answer in (pre, rec, exp, cp):
        assert "result" in answer or answer["error"]["code"] == -32602, answer
        assert SECRET not in json.dumps(answer)
    assert rig.proc.poll() is None


def test_tool_fuzz_figures(rig):
    """Runs after the fuzz (file order): the store holds no secret, and the figures."""
    if not rig.cases:
        pytest.skip("the fuzz did not run")
    stats = _request(rig, "memory/stats", {})["result"]
    rss = rig.peak_rss_kib()
    code = rig.close()
    for path in (rig.store, rig.store + "-wal"):
        if os.path.exists(path):
            with open(path, "rb") as fh:
                assert SECRET.encode() not in fh.read()
    print(f"\ntool-call fuzz: {rig.cases} cases, slowest request {rig.slowest[0]:.2f} s ({rig.slowest[1]}), "
          f"peak RSS {rss / 1024:.1f} MiB, hangs {rig.hangs}, poisoned sessions {rig.poisoned}, "
          f"crashes {rig.crashes}, store {stats['bytes'] / 1e6:.1f} MB, exit {code}")
    assert rig.hangs == rig.crashes == rig.poisoned == 0 and code == 0
    assert rig.slowest[0] < HANG_SECONDS
    assert rss < 400 * 1024
