"""A write that does not reach the disk (issue 11, item 3): the store refuses to
go on, every request says so until the host replays, and after the replay
nothing is lost. The disk fills for real as far as SQLite can tell:
``PRAGMA max_page_count`` makes it fail with SQLITE_FULL ("database or disk is
full"), the error a full filesystem gives."""

from __future__ import annotations

import json
import os
import sqlite3
import threading

import pytest

from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.rpc import STORE_FAILED, RpcServer
from dshkit.sidecar.server import Sidecar
from dshkit.sidecar.store import Store, StoreFailed

from .harness import SessionBuilder


def fill(store: Store, free_pages: int = 0) -> None:
    """The disk is full: the database may not grow (beyond ``free_pages``)."""
    with store.lock:
        pages = store.db.execute("PRAGMA page_count").fetchone()[0]
        store.db.execute(f"PRAGMA max_page_count={pages + free_pages}")


def free(store: Store) -> None:
    with store.lock:
        store.db.execute("PRAGMA max_page_count=1073741823")


def test_a_failed_write_rolls_back_and_the_store_refuses_writes_until_it_recovers(tmp_path):
    store = Store(str(tmp_path / "m.sqlite3"))
    try:
        store.begin_batch()
        store.put_entry("kept-before", body="x")
        store.commit_batch()
        store.begin_batch()
        store.put_entry("lost-0", body="y")
        fill(store)
        with pytest.raises(StoreFailed, match="disk is full"):
            for i in range(1, 200):
                with store.transaction():
                    store.put_entry(f"lost-{i}", body="z" * 2000)
        assert store.failure is not None and not store.in_batch
        with pytest.raises(StoreFailed):
            store.put_entry("refused", body="z")
        with pytest.raises(StoreFailed):
            store.begin_batch()
        free(store)
        assert store.recover() and store.failure is None
        store.put_entry("after", body="z")
        names = {r[0] for r in store.db.execute("SELECT name FROM entries")}
        assert names == {"kept-before", "after"}  # the whole open batch went, nothing half
    finally:
        free(store)
        store.close()


def test_a_failed_commit_refuses_the_store(tmp_path):
    """COMMIT itself failing (the usual case on a real full disk, where pages
    go to the WAL at commit): the open batch is rolled back, not half kept."""
    store = Store(str(tmp_path / "m.sqlite3"))
    try:
        store.begin_batch()
        store.put_entry("a", body="x")
        real = store.db
        store.db = _CommitFails(real)
        with pytest.raises(StoreFailed, match="disk I/O error"):
            store.commit_batch()
        assert not store.recover()  # its probe commit fails the same way
        store.db = real
        assert store.failure is not None and not real.in_transaction
        assert store.get_entry("a") is None
        assert store.recover() and store.get_entry("a") is None
    finally:
        store.close()


class _CommitFails:
    """The store's connection with COMMIT failing as SQLite reports an I/O
    error; every other statement goes to the real connection."""

    def __init__(self, db: sqlite3.Connection):
        self._db = db

    def execute(self, sql, *args):
        if sql == "COMMIT":
            raise sqlite3.OperationalError("disk I/O error")
        return self._db.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self._db, name)


class Host:
    """An in-process sidecar on OS pipes; the test plays the host."""

    def __init__(self, path: str):
        r_in, w_in = os.pipe()
        r_out, w_out = os.pipe()
        self.to_sidecar = os.fdopen(w_in, "wb", buffering=0)
        self.from_sidecar = os.fdopen(r_out, "rb")
        self.rpc = RpcServer(os.fdopen(r_in, "rb"), os.fdopen(w_out, "wb"))
        self.sidecar = Sidecar(self.rpc, store_path=path)
        self.thread = threading.Thread(target=self.rpc.serve, daemon=True)
        self.thread.start()
        self.ids = 0
        self.failures: list[dict] = []

    def call(self, method: str, params: dict | None = None) -> dict:
        self.ids += 1
        frame = {"jsonrpc": "2.0", "id": self.ids, "method": method, "params": params or {}}
        self.to_sidecar.write(json.dumps(frame).encode() + b"\n")
        resp = json.loads(self.from_sidecar.readline())
        assert resp["id"] == self.ids, resp
        return resp

    def events(self, items: list[tuple[str, dict]]) -> None:
        self.to_sidecar.write(b"".join(
            json.dumps({"jsonrpc": "2.0", "method": "session/event",
                        "params": {"sessionId": sid, "event": e}}).encode() + b"\n" for sid, e in items))

    def abandon(self) -> None:
        """End of input without a shutdown, then the store closed with its
        open batch rolled back rather than committed."""
        self.to_sidecar.close()
        self.thread.join(10)
        store = self.sidecar.store
        with store.lock:
            if store.db.in_transaction:
                store.db.execute("ROLLBACK")
            store._batch_thread, store._depth = None, 0
        store.close()
        self.sidecar.store = None

    def close(self) -> None:
        if self.sidecar.store is None:
            return
        self.call("shutdown")
        self.to_sidecar.close()
        self.thread.join(10)
        if self.sidecar.store is not None:
            self.sidecar.store.close()


def workload() -> list[SessionBuilder]:
    sessions = []
    for s in range(4):
        b = SessionBuilder(f"full-{s}", cwd=f"/nonexistent/p{s}")
        for t in range(30):
            b.turn(f"session {s} turn {t} " + "words " * 40, [{"text": f"answer {s}/{t} " + "more " * 60}],
                   title=f"title {s}" if t == 0 else None)
        sessions.append(b)
    return sessions


def interleaved(sessions: list[SessionBuilder], start: dict[str, int] | None = None) -> list[tuple[str, dict]]:
    queues = [[(b.session_id, e) for e in [b.header, *b.events]
               if e["type"] == "session" or e["seq"] >= (start or {}).get(b.session_id, 0)] for b in sessions]
    out = []
    while any(queues):
        for q in queues:
            out.extend(q[:5])
            del q[:5]
    return out


def entries_of(db: sqlite3.Connection, session_id: str | None = None) -> set[tuple]:
    if session_id is not None:
        return {tuple(r) for r in db.execute("SELECT name, body FROM entries WHERE session_id=?", (session_id,))}
    return {tuple(r) for r in db.execute("SELECT name, body FROM entries")}


def progress_of(db: sqlite3.Connection) -> set[tuple]:
    return {tuple(r) for r in db.execute(
        "SELECT session_id, last_logged_seq, next_ordinal, has_session_node, last_belong_to_index FROM progress")}


def watermarks(host: Host, sessions: list[SessionBuilder]) -> dict[str, int]:
    """Each session's ``lastLoggedSeq`` as the sidecar reports it (0 for a session it never saw)."""
    return {b.session_id: (host.call("session/progress", {"sessionId": b.session_id})["result"]
                           or {"lastLoggedSeq": 0})["lastLoggedSeq"] for b in sessions}


def reference_store(path, frames: list[tuple[str, dict]]) -> Store:
    """What an uninterrupted ingest of ``frames`` writes: the store to compare with."""
    ref = Store(str(path))
    ing = Ingestor(ref, IngestSettings(utc_offset_minutes=0))
    for sid, e in frames:
        ing.on_event(sid, e)
    return ref


def assert_same_store(path, ref: Store) -> None:
    """The store at ``path`` holds exactly the reference's entries and watermarks."""
    db = sqlite3.connect(str(path))
    try:
        assert entries_of(db) == entries_of(ref.db)
        assert progress_of(db) == progress_of(ref.db)
    finally:
        db.close()


def test_a_full_disk_during_ingest_loses_nothing_once_the_host_replays(tmp_path):
    sessions = workload()
    frames = interleaved(sessions)
    ref = reference_store(tmp_path / "ref.sqlite3", frames)
    host = Host(str(tmp_path / "m.sqlite3"))
    try:
        assert "result" in host.call("initialize", {"settings": {"utcOffsetMinutes": 0}})
        third = len(frames) // 3
        host.events(frames[:third])
        assert "result" in host.call("memory/stats")  # all of it durable
        store = host.sidecar.store
        fill(store, free_pages=2)  # the disk fills while the host goes on streaming
        host.events(frames[third:2 * third])
        resp = host.call("memory/stats")
        err = resp["error"]
        assert err["code"] == STORE_FAILED and "disk is full" in err["data"]["cause"], err
        replay = err["data"]["replayFrom"]
        assert replay, err
        # every later request says so, the progress request excepted (the host needs it)
        assert host.call("memory/search", {"query": "turn"})["error"]["code"] == STORE_FAILED
        for sid, seq in replay.items():
            assert host.call("session/progress", {"sessionId": sid})["result"]["lastLoggedSeq"] == seq
        host.events(frames[2 * third:])  # dropped: the store takes nothing
        free(store)  # space freed; the store recovers, but the gap is still there
        err = host.call("memory/stats")["error"]
        assert err["code"] == STORE_FAILED and err["data"]["recovered"] and "disk is full" in err["message"]
        replay = err["data"]["replayFrom"]
        # the host replays from the watermarks, as after a restart
        marks = watermarks(host, sessions)
        assert all(marks[sid] == seq for sid, seq in replay.items())
        host.events(interleaved(sessions, marks))
        stats = host.call("memory/stats")
        assert "result" in stats, stats
        assert_same_store(tmp_path / "m.sqlite3", ref)
    finally:
        host.close()
        ref.close()


def test_an_injection_ack_while_the_store_refuses_writes_is_dropped_quietly(tmp_path, capfd):
    """The ack is a notification: when its write fails, or the store already
    refuses writes, it is dropped like the events (the failure is reported
    once, and the host's replay and next preStep bring the state back), never
    a traceback per frame in the host's log."""
    host = Host(str(tmp_path / "m.sqlite3"))
    try:
        assert "result" in host.call("initialize", {"settings": {"utcOffsetMinutes": 0}})
        name = host.call("memory/write", {"title": "Build rule", "body": "the build uses make",
                                          "type": "rule"})["result"]["name"]
        assert "result" in host.call("memory/promote", {"name": name})
        token = host.call("agent/preStep", {"sessionId": "ack-1"})["result"]["token"]
        assert token
        store = host.sidecar.store
        real = store.db
        store.db = _CommitFails(real)  # the ack's own commit fails
        for t in (token, token, "t-other"):
            host.to_sidecar.write(json.dumps({"jsonrpc": "2.0", "method": "agent/injectionDelivered",
                                              "params": {"sessionId": "ack-1", "token": t}}).encode() + b"\n")
        assert host.call("memory/stats")["error"]["code"] == STORE_FAILED
        store.db = real
        err = capfd.readouterr().err
        assert "disk I/O error" in err and "Traceback" not in err, err
        assert "result" in host.call("memory/stats")  # recovered: no session needed a replay
        # the dropped ack is not lost: the next preStep still carries the same pending token
        step = host.call("agent/preStep", {"sessionId": "ack-1", "delivered": token})["result"]
        assert step["acknowledged"], step
    finally:
        host.close()
