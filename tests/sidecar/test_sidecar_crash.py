"""Crash safety: SIGKILL the sidecar at >= 50 random points while it ingests,
restart it, let the "host" replay from the watermarks: nothing lost, nothing
duplicated, every intermediate store state is a whole number of spans."""

from __future__ import annotations

import random
import sqlite3
import time

from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import Store

from .harness import SessionBuilder, Sidecar

KILLS = 60


def build_workload(rng: random.Random) -> list[SessionBuilder]:
    sessions = []
    for s in range(8):
        b = SessionBuilder(f"crash-{s}", cwd=f"/nonexistent/proj-{s % 2}")
        for t in range(12):
            kind = rng.choice(["plain", "tools", "long", "rewind", "plugin", "interrupted"])
            text = f"session {s} turn {t} {kind} 记忆预算 password=pw{s}{t}xyz"
            if kind == "tools":
                b.turn(text, [{"text": "using tools", "tools": [("read", "ok"), ("bash", "err\n[exit code: 2]")]},
                              {"text": f"done {s}/{t}"}], title=f"title {s}" if t == 0 else None)
            elif kind == "long":
                b.turn(text, [{"text": f"long step {i}", "dt_ms": 50_000} for i in range(5)])
            elif kind == "rewind" and t > 0:
                victim = next(e["seq"] for e in reversed(b.events) if e["type"] == "user/message"
                              and e["data"]["source"]["kind"] == "user")
                b.rewind([victim])
                b.turn(text, [{"text": "after rewind"}])
            elif kind == "plugin":
                b.turn(text, [{"text": "ok", "plugin_message": "injected by a plugin"}])
            elif kind == "interrupted":
                b.turn(text, [{"text": "half", "interrupted": True}], reason="interrupted")
            else:
                b.turn(text, [{"text": f"answer {s}/{t}"}])
        sessions.append(b)
    return sessions


def session_state(db: sqlite3.Connection, sid: str) -> frozenset:
    return frozenset(tuple(r) for r in db.execute(
        "SELECT name, body FROM entries WHERE session_id=?", (sid,)))


def reference(sessions: list[SessionBuilder], path: str) -> tuple[dict, dict, Store]:
    """Per session: watermark -> the entries that must exist at that watermark."""
    store = Store(path)
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0))
    checkpoints: dict[str, dict[int, frozenset]] = {b.session_id: {0: frozenset()} for b in sessions}
    ing.after_commit_hooks.append(
        lambda c: checkpoints[c.session_id].__setitem__(c.to_seq, session_state(store.db, c.session_id)))
    for b in sessions:
        for e in [b.header, *b.events]:
            ing.on_event(b.session_id, e)
    finals = {b.session_id: session_state(store.db, b.session_id) for b in sessions}
    return checkpoints, finals, store


def progress_of(path: str) -> dict[str, int]:
    db = sqlite3.connect(path)
    try:
        return {r[0]: r[1] for r in db.execute("SELECT session_id, last_logged_seq FROM progress")}
    except sqlite3.OperationalError:
        return {}
    finally:
        db.close()


def frames_from_watermarks(sc: Sidecar, sessions: list[SessionBuilder]) -> list[tuple[str, dict]]:
    """What a host does after a restart: replay each session from lastLoggedSeq."""
    queues = []
    for b in sessions:
        prog = sc.result("session/progress", {"sessionId": b.session_id})
        start = prog["lastLoggedSeq"] if prog else 0
        queues.append([(b.session_id, e) for e in [b.header, *b.events]
                       if e["type"] == "session" or e["seq"] >= start])
    out = []
    while any(queues):  # interleave sessions, as a host with several live sessions would
        for q in queues:
            out.extend(q[:7])
            del q[:7]
    return out


def test_sigkill_at_random_points_loses_and_duplicates_nothing(tmp_path):
    import json

    rng = random.Random(20261129)
    sessions = build_workload(rng)
    checkpoints, finals, ref = reference(sessions, str(tmp_path / "ref.sqlite3"))
    total_events = sum(len(b.events) for b in sessions)
    assert total_events > 1000
    path = str(tmp_path / "crash.sqlite3")
    init = {"storePath": path, "settings": {"utcOffsetMinutes": 0}}
    kills = 0
    mid_span_states = 0
    while kills < KILLS:
        sc = Sidecar()
        sc.result("initialize", init)
        frames = frames_from_watermarks(sc, sessions)
        if not frames:
            break
        # A random prefix made durable by an answered request (group commit), then more
        # events and a kill at a random moment among them: every life moves the watermarks
        # however slow the machine is, and kills still land inside spans.
        k = rng.randrange(1, len(frames) + 1)
        k2 = rng.randrange(k, len(frames) + 1)

        def events(part):
            return "".join(json.dumps({"jsonrpc": "2.0", "method": "session/event",
                                       "params": {"sessionId": sid, "event": e}}) + "\n" for sid, e in part)
        sc.send_raw((events(frames[:k]) + json.dumps({"jsonrpc": "2.0", "id": "durable",
                                                       "method": "memory/stats", "params": {}}) + "\n").encode())
        assert sc.recv()["id"] == "durable"
        sc.send_raw(events(frames[k:k2]).encode())
        time.sleep(rng.random() * 0.03)
        sc.kill()
        kills += 1
        # The store after a kill holds whole spans only: each session's entries are
        # exactly the reference entries at its watermark.
        marks = progress_of(path)
        db = sqlite3.connect(path)
        try:
            for b in sessions:
                w = marks.get(b.session_id, 0)
                assert w in checkpoints[b.session_id], (b.session_id, w)
                assert session_state(db, b.session_id) == checkpoints[b.session_id][w], (b.session_id, w)
                if 0 < w < b.events[-1]["seq"] + 1:
                    mid_span_states += 1
        finally:
            db.close()
        # Sometimes restart the whole replay from seq 0, as a host that forgot the watermarks.
        if rng.random() < 0.1:
            sc2 = Sidecar()
            sc2.result("initialize", init)
            for b in sessions[:2]:
                sc2.feed(b.session_id, [b.header, *b.events[: len(b.events) // 2]])
            sc2.kill()
            kills += 1
    print("kills", kills, "mid-span session states", mid_span_states)
    assert kills >= 50 and mid_span_states > 0
    # Final run: replay everything from the watermarks, then compare with the reference.
    sc = Sidecar()
    sc.result("initialize", init)
    for sid, e in frames_from_watermarks(sc, sessions):
        sc.notify("session/event", {"sessionId": sid, "event": e})
    stats = sc.result("memory/stats", {})
    sc.close()
    db = sqlite3.connect(path)
    try:
        for b in sessions:
            assert session_state(db, b.session_id) == finals[b.session_id]
        ours = sorted(db.execute("SELECT session_id, last_logged_seq, next_ordinal, has_session_node, "
                                 "last_belong_to_index, pending_tokens FROM progress"))
        theirs = sorted(tuple(r) for r in ref.db.execute("SELECT session_id, last_logged_seq, next_ordinal, has_session_node, "
                                       "last_belong_to_index, pending_tokens FROM progress"))
        assert ours == theirs
        edges = sorted(tuple(r)[:3] for r in db.execute("SELECT * FROM edges"))
        assert edges and edges == sorted(tuple(r)[:3] for r in ref.db.execute("SELECT * FROM edges"))
        # each human text exactly once (no duplicates under two ordinals)
        bodies = [r[0] for r in db.execute("SELECT body FROM entries WHERE name LIKE 'msg-%'")]
        for b in sessions:
            for e in b.events:
                if e["type"] == "user/message" and e["data"]["source"]["kind"] == "user":
                    text = e["data"]["content"][0]["text"].split(" password=")[0]
                    assert sum(text in body for body in bodies) <= 1
        assert "pw0" not in "".join(bodies)
        # the full-text index (its own file, built by the killed sidecars' builder
        # processes too) agrees with the entries table: no row missing or twice
        db.execute("ATTACH DATABASE ? AS idx", (path + ".fts",))
        assert [r[0] for r in db.execute("SELECT rowid FROM idx.fts_op WHERE fts_op MATCH '\"记忆\"'"
                                         " ORDER BY rowid")] == \
            [r[0] for r in db.execute("SELECT id FROM entries WHERE layer='op' AND body LIKE '%记忆%' ORDER BY id")]
        assert db.execute("SELECT count(*) FROM idx.fts_op_docsize").fetchone()[0] == \
            db.execute("SELECT count(*) FROM entries WHERE layer='op'").fetchone()[0]
    finally:
        db.close()
        ref.close()
    assert stats["operational"] == sum(len(f) for f in finals.values())


def test_an_answered_request_means_earlier_events_are_durable(tmp_path):
    """Group commit: events sent as notifications, then any request; after its
    answer a SIGKILL loses nothing that was sent before it."""
    path = str(tmp_path / "durable.sqlite3")
    b = SessionBuilder("durable")
    for i in range(30):
        b.turn(f"turn {i}", [{"text": f"answer {i}"}])
    sc = Sidecar()
    sc.result("initialize", {"storePath": path})
    import json
    # events and the request in one write: no quiet gap in which an idle commit could happen
    payload = "".join(json.dumps({"jsonrpc": "2.0", "method": "session/event",
                                  "params": {"sessionId": b.session_id, "event": e}}) + "\n" for e in b.events)
    payload += json.dumps({"jsonrpc": "2.0", "id": 99, "method": "agent/start", "params": {}}) + "\n"
    sc.send_raw(payload.encode())
    assert sc.recv()["id"] == 99
    sc.kill()
    db = sqlite3.connect(path)
    try:
        assert db.execute("SELECT count(*) FROM entries WHERE name LIKE 'msg-durable-%'").fetchone()[0] == 60
        assert db.execute("SELECT last_logged_seq FROM progress").fetchone()[0] == b.events[-1]["seq"] + 1
    finally:
        db.close()
