"""Extraction off the ingest path: the span hook only queues; every read catches up
to exactly what eager extraction wrote; a SIGKILL between the log's commit and
extraction loses no node; ``memory/forget`` of a message leaves no graph trace."""

from __future__ import annotations

import glob
import json
import os
import sqlite3
import time

from hypothesis import given, settings

from tests.sidecar.harness import SessionBuilder, Sidecar

from .helpers import Rig, jargs, tool_turn
from .test_graph_extract import _TURNS

# what a node is, without the wall-clock stamps of when it was written
NODE_COLUMNS = ("id, project, session_id, seq, idx, kind, turn, text, entity, value, pinned, path, file,"
                " content_hash, status")
GRAPH = {"graph_nodes": f"SELECT {NODE_COLUMNS} FROM graph_nodes ORDER BY id",
         "graph_edges": "SELECT * FROM graph_edges ORDER BY src, kind, dst",
         "graph_uses": "SELECT * FROM graph_uses ORDER BY session_id, seq, how, term",
         "graph_tool_calls": "SELECT * FROM graph_tool_calls ORDER BY session_id, seq"}


def graph_rows(db) -> dict[str, list[tuple]]:
    return {t: [tuple(r) for r in db.execute(sql)] for t, sql in GRAPH.items()}


def _sessions(turns, cwd: str) -> list[SessionBuilder]:
    """Two interleaved-in-time sessions of one project, files written in ``cwd``."""
    out = []
    for sid in ("a", "b"):
        b = SessionBuilder(f"off-{sid}", cwd=cwd)
        for sentences, calls in turns:
            tool_turn(b, " ".join(sentences),
                      [(n, jargs(path=p) if as_json else {"file_path": p}, "ok") for n, p, as_json in calls],
                      answer=f"Done: updated the files of {sid}.")
        out.append(b)
    return out


def _feed_alternating(rig: Rig, sessions: list[SessionBuilder], cwd: str) -> None:
    for b in sessions:
        rig.ingestor.on_event(b.session_id, {**b.header, "cwd": cwd})
    streams = [list(b.events) for b in sessions]
    while any(streams):
        for b, s in zip(sessions, streams):
            for e in s[:9]:
                rig.ingestor.on_event(b.session_id, e)
            del s[:9]


@settings(max_examples=15, deadline=None)
@given(_TURNS)
def test_ingest_only_queues_and_a_read_catches_up_to_the_eager_graph(tmp_path_factory, turns):
    tmp = tmp_path_factory.mktemp("off")
    for name in ("a.py", "d.txt"):
        (tmp / name).write_text(f"content of {name}")
    cwd = str(tmp)
    sessions = _sessions(turns, cwd)
    eager, lazy = Rig(str(tmp / "eager.db"), eager=True), Rig(str(tmp / "lazy.db"))
    try:
        _feed_alternating(eager, sessions, cwd)
        _feed_alternating(lazy, sessions, cwd)
        db = lazy.store.db
        spans = sum(1 for b in sessions for e in b.events if e["type"] == "turn/end")
        tool_spans = sum(1 for _, calls in turns if calls) * len(sessions)
        # the ingest path extracted nothing: every span is queued, no graph row written,
        # each session's watermark still at its start, a record only for spans with tools
        assert len(lazy.mem.queue.spans) == spans
        assert all(rows == [] for rows in graph_rows(db).values())
        assert sorted(tuple(r) for r in db.execute("SELECT * FROM graph_progress")) == [("off-a", 0), ("off-b", 0)]
        assert db.execute("SELECT count(*) FROM graph_pending").fetchone()[0] == tool_spans
        queued = repr(db.execute("SELECT * FROM graph_pending").fetchall())  # and it copied no text
        assert not any(sentence in queued for sentences, _ in turns for sentence in sentences)
        # the first read catches up, to exactly the eager graph (ids, edges, statuses, hashes)
        card = lazy.mem.card("off-b", lazy.ingestor.sessions["off-b"].project)
        assert db.execute("SELECT count(*) FROM graph_pending").fetchone()[0] == 0
        assert not lazy.mem.queue.spans
        assert sorted(tuple(r) for r in db.execute("SELECT * FROM graph_progress")) == [
            (b.session_id, b.events[-1]["seq"] + 1) for b in sessions]
        assert graph_rows(db) == graph_rows(eager.store.db)
        assert card == eager.mem.card("off-b", eager.ingestor.sessions["off-b"].project)
    finally:
        eager.close()
        lazy.close()


def test_a_file_edited_before_the_first_read_is_stale_as_with_eager_extraction(tmp_path):
    """The content hash is the one the tool left (taken when the span was logged),
    not the one on disk when extraction happens to run."""
    (tmp_path / "conf.yaml").write_text("a: 1")
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "Write the config.", [("write", jargs(path="conf.yaml"), "ok")])
    rig.feed(b, cwd=str(tmp_path))
    assert rig.store.db.execute("SELECT count(*) FROM graph_nodes").fetchone()[0] == 0
    (tmp_path / "conf.yaml").write_text("a: 2")  # an external edit before anything read the graph
    rig.mem.card("s1", rig.ingestor.sessions["s1"].project)
    art = [n for n in rig.nodes() if n["kind"] == "artifact"]
    assert [a["status"] for a in art] == ["stale"]


def _killed_store_turns(n: int) -> list[tuple[str, list]]:
    subjects = ["the database", "the cache", "the queue", "the scheduler", "the api gateway"]
    out = []
    for i in range(n):
        text = (f"We decided {subjects[i % 5]} uses engine {i % 7}. You must always run check {i % 11}."
                f" Remember: never touch module m{i}.")
        out.append((text, [("write", jargs(path=f"src/m{i % 13}.py"), "ok")]))
    return out


def test_sigkill_between_log_commit_and_extraction_loses_no_node(tmp_path):
    for i in range(13):
        (tmp_path / "src").mkdir(exist_ok=True)
        (tmp_path / "src" / f"m{i}.py").write_text(f"module {i}")
    cwd = str(tmp_path)
    b = SessionBuilder("crash", cwd=cwd)
    for text, calls in _killed_store_turns(400):
        tool_turn(b, text, calls, answer="Done: updated the module.")
    ref = Rig(str(tmp_path / "ref.db"), eager=True)
    ref.feed(b, cwd=cwd)
    path = str(tmp_path / "m.db")
    sc = Sidecar("--store", path)
    try:
        sc.result("initialize", {})
        frames = "".join(json.dumps({"jsonrpc": "2.0", "method": "session/event",
                                     "params": {"sessionId": "crash", "event": e, "cwd": cwd}}) + "\n"
                         for e in [b.header, *b.events])
        # events and a request in one write: the answer means the log (and its queue) is
        # committed; the kill follows at once, while extraction has at most begun
        sc.send_raw((frames + json.dumps({"jsonrpc": "2.0", "id": "durable", "method": "session/progress",
                                          "params": {"sessionId": "crash"}}) + "\n").encode())
        assert sc.recv()["id"] == "durable"
    finally:
        sc.kill()
    db = sqlite3.connect(path)
    try:
        logged = db.execute("SELECT last_logged_seq FROM progress WHERE session_id='crash'").fetchone()[0]
        extracted = db.execute("SELECT extracted_seq FROM graph_progress WHERE session_id='crash'").fetchone()[0]
        pending = db.execute("SELECT count(*) FROM graph_pending").fetchone()[0]
    finally:
        db.close()
    assert logged == b.events[-1]["seq"] + 1  # the whole session is in the log ...
    assert extracted < logged and pending > 0  # ... and the kill landed before its extraction finished
    sc = Sidecar("--store", path)
    try:
        sc.result("initialize", {})
        assert sc.result("session/progress", {"sessionId": "crash"})["lastLoggedSeq"] == logged  # no replay
        stats = sc.result("memory/graph", {"action": "stats", "sessionId": "crash"})
    finally:
        sc.close()
    db = sqlite3.connect(path)
    try:
        assert db.execute("SELECT count(*) FROM graph_pending").fetchone()[0] == 0
        assert db.execute("SELECT extracted_seq FROM graph_progress").fetchall() == [(logged,)]
        assert graph_rows(db) == graph_rows(ref.store.db)
    finally:
        db.close()
        ref.close()
    assert sum(stats["nodes"].values()) == len(graph_rows(sqlite3.connect(path))["graph_nodes"])


def test_forget_of_a_message_clears_its_graph_traces_from_every_store_file(tmp_path):
    store = str(tmp_path / "m.sqlite3")
    phrase = "zanzibar-quokka"
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": store, "project": "demo"})
        b = SessionBuilder("s-forget", cwd=str(tmp_path))
        tool_turn(b, f"You must never deploy the {phrase} service on Fridays.", [])
        tool_turn(b, "We decided the cache uses Redis.", [], answer="Done: switched the cache to Redis.")
        b.ev("turn/start", {"turn": 3})
        b.user("And now?")
        sc.feed("s-forget", [b.header, *b.events])
        card = sc.result("agent/preStep", {"sessionId": "s-forget"})["card"]
        assert phrase in card["text"] and "Redis" in card["text"]
        hit = sc.result("memory/recall", {"query": phrase, "sessionId": "s-forget"})
        assert hit["nodes"] and hit["raw"]
        seq = hit["nodes"][0]["seq"]
        name = next(r["name"] for r in sc.result("memory/search", {"query": "zanzibar", "includeOperational": True})
                    ["results"] if r["name"].startswith("msg-"))

        out = sc.result("memory/forget", {"name": name})
        assert out["filesHoldingText"] == []
        assert sc.result("memory/recall", {"query": phrase, "sessionId": "s-forget"}) == {"nodes": [], "raw": []}
        assert sc.result("memory/expand", {"sessionId": "s-forget", "fromSeq": seq, "toSeq": seq})["events"] == []
        after = sc.result("agent/preStep", {"sessionId": "s-forget"})["card"]
        assert phrase not in after["text"] and "Redis" in after["text"]  # the other turn stays
        for path in (p for p in glob.glob(store + "*") if os.path.isfile(p)):
            assert phrase.encode() not in open(path, "rb").read(), path
    finally:
        sc.close()
    for path in (p for p in glob.glob(store + "*") if os.path.isfile(p)):
        assert phrase.encode() not in open(path, "rb").read(), path


def test_a_secret_in_a_statement_reaches_no_graph_column(tmp_path):
    """Extraction reads the log's (redacted) text: eager extraction read the raw
    event, and the node's entity and value kept what redaction took out of its text."""
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "You must always deploy with password=hunter2xyz9 from now on.", [])
    rig.feed(b)
    nodes = rig.nodes()
    assert [n["kind"] for n in nodes if n["kind"] == "constraint"] == ["constraint"]
    assert "hunter2xyz9" not in repr(nodes)
    assert not any("hunter2xyz9" in repr(rig.store.db.execute(f"SELECT * FROM {t}").fetchall())
                   for t in ("graph_nodes", "graph_edges", "graph_uses", "graph_tool_calls", "graph_pending"))


def test_a_quiet_sidecar_extracts_without_being_asked(tmp_path):
    """The idle hook: a turn logged, then silence; the graph is written with no read
    (a SIGKILL afterwards finds the nodes in the file)."""
    path = str(tmp_path / "m.db")
    b = SessionBuilder("idle", cwd=str(tmp_path))
    tool_turn(b, "You must always sign the release tags.", [])
    sc = Sidecar("--store", path)
    try:
        sc.result("initialize", {})
        sc.feed("idle", [b.header, *b.events])
        sc.result("session/progress", {"sessionId": "idle"})  # durable; reads no graph
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            db = sqlite3.connect(path)
            try:
                done = db.execute("SELECT count(*) FROM graph_nodes").fetchone()[0]
            finally:
                db.close()
            if done:
                break
            time.sleep(0.05)
    finally:
        sc.kill()
    assert done == 1


def test_recall_prefilter_on_the_log_finds_what_a_full_scan_finds(tmp_path, monkeypatch):
    from dshkit.sidecar.graph import logtext
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    for text in ("Always use TABS in the Make_file.", "The budget is 50% of 记忆预算 for now.",
                 "we switched the Queue to kafka", "Nothing here at all.", "Ünïcode Wörds must stay."):
        tool_turn(b, text, [], answer=f"Done: noted {text.split()[1]}.")
    rig.feed(b)
    project = rig.ingestor.sessions["s1"].project
    queries = ["tabs make_file", "50% 记忆预算", "QUEUE Kafka", "ünïcode wörds", "nothing", "absent words"]
    filtered = [rig.mem.recall(q, project)["raw"] for q in queries]
    full = logtext.project_messages
    monkeypatch.setattr(logtext, "project_messages", lambda db, p, **kw: full(db, p, **{**kw, "containing": None}))
    assert filtered == [rig.mem.recall(q, project)["raw"] for q in queries]
    assert all(filtered[:5]) and not filtered[5]
