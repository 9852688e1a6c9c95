"""Issue 22, "One tool call can stop, bloat or leak memory": one test per finding.

Each feeds a real Store + Ingestor + graph memory (or a real sidecar process) a
session whose tool call is hostile — a NUL or a FIFO in ``file_path``, deep
JSON-string arguments, a device, a file outside the project, a secret-shaped
path, a huge name — and asserts that the session is still logged whole, that
nothing hangs or is read unbounded, and that nothing leaks or bloats. Finding 5
(auto-approval) is the generated entry's (tests/memory_entry/).
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time

import pytest

from dshkit.sidecar import forget as F
from dshkit.sidecar.graph import fingerprint as FP
from dshkit.sidecar.graph.checkpoint import checkpoint
from tests.sidecar.harness import SessionBuilder, Sidecar

from .helpers import Rig, jargs, tool_turn

HANG = 30  # seconds: a call not back by then is a hang (a shared, slow machine)


def _session(b: SessionBuilder, hostile: tuple[str, dict | str, str], ok: bool = False, turns: int = 6) -> None:
    """``turns`` turns of two logged messages each; the first calls the hostile tool."""
    tool_turn(b, "Please write the file for me.", [hostile], answer="tried", ok=ok)
    for i in range(1, turns):
        tool_turn(b, f"Question number {i} about the parser.", [], answer=f"Answer {i}.")


def _logged(rig: Rig, sid: str) -> int:
    return rig.store.db.execute("SELECT count(*) FROM entries WHERE session_id=? AND name LIKE 'msg-%'",
                                (sid,)).fetchone()[0]


def _within(fn, seconds: float = HANG):
    """Run ``fn`` on a thread; its result, or a failure naming the hang."""
    box: dict = {}

    def run():
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            box["error"] = exc
    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"still running after {seconds} s (a hang)"
    if "error" in box:
        raise box["error"]
    return box.get("value")


# -- finding 1: a failed tool call must not stop the log ----------------------------------

@pytest.mark.parametrize("args", [
    {"file_path": "src/a\x00b.py", "content": "x"},
    "{\"file_path\": \"a.py\", \"content\": " + "[" * 1000 + "]" * 1000 + "}",
], ids=["nul-in-file_path", "json-string-1000-deep"])
def test_a_hostile_tool_call_never_stops_the_log(tmp_path, args):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    _session(b, ("write", args, "Error: invalid path"))
    rig.feed(b)
    assert _logged(rig, "s1") == 12  # every message of the session
    rig.nodes()  # extraction of the span is contained too
    buffered = rig.ingestor.sessions["s1"].buffer
    assert buffered == []  # nothing left to re-fail over a growing buffer


def test_an_extension_that_raises_loses_its_own_data_only_and_is_logged_once(tmp_path, capsys):
    rig = Rig(str(tmp_path / "m.db"))
    calls = []

    def broken(store, commit):
        calls.append(commit.from_seq)
        store.db.execute("INSERT INTO meta VALUES ('broken-hook-wrote', 'x')"
                         " ON CONFLICT(key) DO UPDATE SET value=excluded.value")
        raise RuntimeError("extension bug")
    rig.ingestor.span_hooks.insert(0, broken)
    b = SessionBuilder("s1", cwd=str(tmp_path))
    _session(b, ("read", jargs(file_path="a.py"), "x"), ok=True)
    rig.feed(b)
    assert len(calls) == 6 and _logged(rig, "s1") == 12
    # its own write rolled back, the graph's hook after it still ran
    assert rig.store.get_meta("broken-hook-wrote") is None
    assert rig.count("graph_progress") == 1
    assert capsys.readouterr().err.count("RuntimeError: extension bug") == 1  # logged once


# -- findings 2 and 3: a path that hangs, or is read whole --------------------------------

def _write_to(rig: Rig, tmp_path, path: str, sid: str = "s1") -> list[dict]:
    b = SessionBuilder(sid, cwd=str(tmp_path))
    _session(b, ("write", jargs(file_path=path, content="x"), "ok"), ok=True, turns=2)
    rig.feed(b)
    return _within(lambda: (rig.mem.card(sid, rig.ingestor.sessions[sid].project), rig.nodes())[1])


def test_a_fifo_path_does_not_hang_extraction_nor_the_card(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    rig = Rig(str(tmp_path / "m.db"))
    try:
        nodes = _write_to(rig, tmp_path, "pipe")
    finally:  # a hung open() would wait for a writer: give it one so the thread ends
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK) if _has_reader(fifo) else None
        if fd is not None:
            os.close(fd)
    art = [n for n in nodes if n["kind"] == "artifact"]
    assert art and art[0]["content_hash"] is None


def _has_reader(fifo) -> bool:
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        return True
    except OSError:
        return False


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/kmsg"])
def test_devices_and_proc_are_never_opened(tmp_path, device, monkeypatch):
    opened = []
    real_open = os.open
    monkeypatch.setattr(FP.os, "open", lambda p, *a, **k: opened.append(p) or real_open(p, *a, **k))
    rig = Rig(str(tmp_path / "m.db"))
    nodes = _write_to(rig, tmp_path, device)
    art = [n for n in nodes if n["kind"] == "artifact"]
    assert art and art[0]["content_hash"] is None and device not in opened


def test_a_file_over_the_size_cap_is_not_read(tmp_path):
    big = tmp_path / "sparse.bin"
    with open(big, "wb") as fh:
        fh.truncate(FP.MAX_BYTES + 1)  # sparse: no disk used
    rig = Rig(str(tmp_path / "m.db"))
    nodes = _write_to(rig, tmp_path, "sparse.bin")
    art = [n for n in nodes if n["kind"] == "artifact"]
    assert art and art[0]["content_hash"] is None


def _bytes_read() -> int:
    """Bytes this process has read by system call so far (``rchar``: files, SQLite, pipes)."""
    with open("/proc/self/io") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("rchar:"))


def test_an_artifact_is_rehashed_only_when_its_stat_changes(tmp_path):
    size = 4 << 20
    f = tmp_path / "big.txt"
    f.write_bytes(b"x" * size)
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "Edit it.", [("edit", jargs(file_path="big.txt"), "ok")])
    rig.feed(b)
    project = rig.ingestor.sessions["s1"].project
    rig.mem.card("s1", project)  # hashed once here (extraction)
    before = _bytes_read()
    for _ in range(5):
        rig.mem.card("s1", project)
    assert _bytes_read() - before < size  # was 5 x 4 MiB: every agent/preStep read it whole
    f.write_bytes(b"y" * (size + 1))
    rig.mem.card("s1", project)
    assert rig.store.db.execute("SELECT status FROM graph_nodes WHERE kind='artifact'").fetchone()[0] == "stale"


# -- finding 7: fingerprints only inside the session's project ----------------------------

@pytest.mark.parametrize("path", ["/etc/passwd", "../../../../../../etc/passwd", "/proc/self/environ",
                                  "link-out"])
def test_fingerprints_stay_inside_the_project(tmp_path, path):
    project = tmp_path / "proj"
    project.mkdir()
    os.symlink("/etc/passwd", project / "link-out")
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(project))
    tool_turn(b, "Write it.", [("write", jargs(file_path=path, content="x"), "ok")])
    rig.feed(b)
    hashes = [n["content_hash"] for n in rig.nodes() if n["kind"] == "artifact"]
    assert hashes == [None]
    rig.close()
    assert FP.fingerprint(str(project / "link-out"), str(project)) is None


def test_a_regular_file_inside_the_project_is_fingerprinted(tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("print(1)\n")
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "Write it.", [("write", jargs(file_path="src/a.py", content="x"), "ok")])
    rig.feed(b)
    assert [n["content_hash"] is not None for n in rig.nodes() if n["kind"] == "artifact"] == [True]


# -- finding 4: the checkpoint is linear, and keeps its budget ----------------------------

def _numbered(lines: int) -> list[dict]:
    text = "\n".join(f"{i:6d}\tconst value_{i} = compute(item_{i}, \"key{i}\");  // v{i}.{i % 7}" for i in range(lines))
    return [{"role": "user", "seq": 0, "text": "Read src/big.ts please."},
            {"role": "tool", "seq": 1, "text": text}, {"role": "assistant", "seq": 2, "text": "Read it."}]


def test_checkpoint_of_a_numbered_read_result_is_linear():
    for lines in (2000, 8000):
        t0 = time.monotonic()
        cp = _within(lambda: checkpoint(_numbered(lines), session_id="s1"), 60)
        assert time.monotonic() - t0 < 20  # was 93.5 s for 2,000 lines
        assert cp["bytes"] <= cp["budgetBytes"]


@pytest.mark.parametrize("token", ["y", "a.", "y/", "7"])
def test_checkpoint_of_one_huge_token_is_bounded(token):
    """A 200,000-character run without the ``/`` or ``.`` a term pattern waits for
    was quadratic in the term regex (minutes); and a 4 MB message is scanned at its ends."""
    for text in (token * (200_000 // len(token)), token * (4_000_000 // len(token))):
        t0 = time.monotonic()
        cp = _within(lambda: checkpoint([{"role": "tool", "seq": 1, "text": text}], session_id="s1"), 60)
        assert time.monotonic() - t0 < 20 and cp["bytes"] <= cp["budgetBytes"]


@pytest.mark.parametrize("budget", [64, 100, 200, 700])
def test_checkpoint_never_exceeds_its_budget(budget):
    cp = checkpoint(_numbered(300), session_id="s1", budget=budget, constraints=["Always run make lint first."])
    assert cp["bytes"] <= budget and len(cp["text"].encode()) == cp["bytes"]


# -- finding 6: a secret-shaped path is redacted in every column --------------------------

SECRETS = ["sk-ant-api03-" + "A1b2C3d4" * 4, "ghp_" + "Z9y8X7w6" * 5]


@pytest.mark.parametrize("secret", SECRETS, ids=["anthropic", "github"])
def test_a_secret_shaped_path_is_redacted_everywhere(tmp_path, secret):
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        sc.result("initialize", {"project": "demo"})
        b = SessionBuilder("s1", cwd=str(tmp_path))
        tool_turn(b, "Save the token file.", [("write", jargs(file_path=f"keys/{secret}.txt", content="x"), "ok")])
        tool_turn(b, "Now read it back.", [("read", jargs(file_path=f"keys/{secret}.txt"), "x")])
        b.ev("turn/start", {"turn": 3})
        b.user("keys token file")
        sc.feed("s1", [b.header, *b.events], cwd=str(tmp_path))
        pre = sc.result("agent/preStep", {"sessionId": "s1"})
        rec = sc.result("memory/recall", {"query": "keys token txt", "sessionId": "s1"})
        stats = sc.result("memory/graph", {"action": "stats", "sessionId": "s1"})
    finally:
        sc.close()
    assert "card" in pre and "keys/" in pre["card"]["text"]
    seen = json.dumps([pre, rec, stats])
    assert secret not in seen and secret[:12] not in seen
    db = sqlite3.connect(tmp_path / "m.db")
    dump = "\n".join(db.iterdump())
    db.close()
    assert secret not in dump


# -- finding 8: forget never waits long on another connection's snapshot ------------------

def test_forget_while_a_reader_holds_a_snapshot_is_bounded(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "The launch code word is periwinkle-zebra-42.", [])
    rig.feed(b)
    name = rig.store.db.execute("SELECT name FROM entries WHERE body LIKE '%periwinkle%'").fetchone()[0]
    reader = sqlite3.connect(tmp_path / "m.db", isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM entries").fetchone()
    try:
        t0 = time.monotonic()
        out = _within(lambda: F.forget(rig.store, name, [rig.mem.forget]), 60)
        assert time.monotonic() - t0 < F.CHECKPOINT_WAIT_S * 4 + 10  # was 503 s
    finally:
        reader.close()
    # the reader's snapshot kept the old pages: said so, not hidden ...
    assert out["forgotten"] and out["filesHoldingText"]
    # ... and they go at the next checkpoint once it let go (here: the store's close)
    paths = F.store_files(rig.store)
    rig.close()
    assert F.files_holding(paths, [b"periwinkle-zebra-42"]) == []


# -- finding 9: the smaller ones ------------------------------------------------------------

def test_graph_methods_answer_garbage_with_invalid_params(tmp_path):
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        sc.result("initialize", {"project": "demo"})
        big = 2 ** 63
        for method, params in [
            ("memory/expand", {"sessionId": "s1", "fromSeq": big}),
            ("memory/expand", {"sessionId": "s1", "fromSeq": 0, "toSeq": big}),
            ("memory/graph", {"action": "graph", "id": big}),
            ("memory/graph", {"action": "restore", "id": big}),
            ("memory/graph", {"action": "graph", "query": "word " * 20_000}),
            ("memory/recall", {"query": "word " * 20_000}),
        ]:
            resp = sc.call(method, params)
            assert resp.get("error", {}).get("code") == -32602, (method, resp)
        assert sc.result("memory/graph", {"action": "stats"}) is not None  # still serving
    finally:
        sc.close()


def _two_projects(tmp_path) -> Rig:
    rig = Rig(str(tmp_path / "m.db"))
    for sid, proj in (("a1", "alpha"), ("b1", "beta")):
        d = tmp_path / proj
        d.mkdir()
        b = SessionBuilder(sid, cwd=str(d))
        tool_turn(b, f"Remember: always run make lint in {proj}.", [])
        tool_turn(b, f"We decided to use postgres for {proj} storage instead of sqlite.", [])
        tool_turn(b, f"Write {proj}/conf.yaml.", [("write", jargs(file_path="conf.yaml", content="a"), "ok")])
        rig.feed(b)
    rig.nodes()
    return rig


def test_graph_stats_and_node_reads_are_scoped_to_the_project(tmp_path):
    rig = _two_projects(tmp_path)
    pa = rig.ingestor.sessions["a1"].project
    pb = rig.ingestor.sessions["b1"].project
    assert pa != pb
    sa = rig.mem.stats(pa)
    assert sum(sa["edges"].values()) == rig.store.db.execute(
        "SELECT count(*) FROM graph_edges WHERE src IN (SELECT id FROM graph_nodes WHERE project=?)",
        (pa,)).fetchone()[0]
    assert sum(sa["edges"].values()) < rig.count("graph_edges")
    b_node = rig.store.db.execute("SELECT id FROM graph_nodes WHERE project=?", (pb,)).fetchone()[0]
    assert rig.mem.graph(pa, b_node)["node"] is None
    assert rig.mem.graph(pb, b_node)["node"]["id"] == b_node
    assert rig.mem.expand("b1", 0, 100, project=pa)["events"] == []
    assert rig.mem.expand("b1", 0, 100, project=pb)["events"]


def test_tool_names_are_capped(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    for i in range(8):
        tool_turn(b, f"Turn {i}.", [("x" * 1_000_000 + str(i), jargs(file_path="a.py"), "ok")])
    rig.feed(b)
    rig.nodes()
    rig.store.commit_batch()
    biggest = max(len(r[0]) for r in rig.store.db.execute("SELECT body FROM entries"))
    assert biggest < 5_000
    assert max(len(r[0]) for r in rig.store.db.execute("SELECT text FROM graph_tool_calls")) < 1_000


@pytest.mark.parametrize("time_value", [10 ** 30, -(10 ** 20), 1e300, float("inf")])
def test_an_event_time_out_of_range_does_not_poison_the_session(tmp_path, time_value):
    """An OverflowError from the time of one message failed the span's write at every later turn."""
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    _session(b, ("read", jargs(file_path="a.py"), "x"), ok=True)
    first = next(e for e in b.events if e["type"] == "user/message")
    first["time"] = time_value
    rig.feed(b)
    assert _logged(rig, "s1") == 12 and rig.ingestor.sessions["s1"].buffer == []


def test_a_seq_beyond_sqlite_is_refused_at_the_gate(tmp_path):
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        sc.result("initialize", {"project": "demo"})
        resp = sc.call("session/event", {"sessionId": "s1", "event": {"type": "user/message", "seq": 2 ** 63,
                                                                      "time": 1, "data": {}}})
        assert resp["error"]["code"] == -32602
        b = SessionBuilder("s1", cwd=str(tmp_path))
        _session(b, ("read", jargs(file_path="a.py"), "x"), ok=True, turns=2)
        sc.feed("s1", [b.header, *b.events], cwd=str(tmp_path))
        assert sc.result("session/progress", {"sessionId": "s1"})["nextOrdinal"] == 4
    finally:
        sc.close()
