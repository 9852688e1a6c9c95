"""Extraction and the typed graph: kinds, entities, supersede, artifacts, no self-pollution."""

from __future__ import annotations

import os

from hypothesis import given, settings, strategies as st

from dshkit.sidecar.graph import nodes as N
from dshkit.sidecar.graph.extract import extract, subject_value
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from tests.sidecar.harness import SessionBuilder

from .helpers import Rig, jargs, tool_turn


def test_kinds_from_a_turn_with_string_and_object_arguments(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "From now on you must always run make test before committing. We decided the database uses "
                 "PostgreSQL 16.",
              [("write", jargs(path="src/a.py", content="x"), "wrote src/a.py"),
               ("edit", {"file_path": "src/b.py", "old_string": "a", "new_string": "b"}, "edited")],
              answer="Done: implemented the parser in src/a.py.")
    rig.feed(b)
    kinds = {(n["kind"], n["path"]) for n in rig.nodes()}
    assert ("constraint", None) in kinds and ("decision", None) in kinds and ("progress", None) in kinds
    assert ("artifact", "src/a.py") in kinds and ("artifact", "src/b.py") in kinds  # JSON string and object
    pinned = [n for n in rig.nodes() if n["kind"] == "constraint"]
    assert pinned and pinned[0]["pinned"] == 1
    edges = {r[0] for r in rig.store.db.execute("SELECT kind FROM graph_edges")}
    assert {"precedes", "derived"} <= edges


def test_snapshots_cards_and_failed_tools_are_not_extracted(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "please look", [("write", jargs(path="x.py"), "[exit code: 1] permission denied")],
              answer="That failed.", ok=False)
    b.user("## Working memory (recall/expand for details)\n- must: always use tabs #1", kind="plugin")
    b.user("Current runtime context. You must never write outside the workspace.", kind="plugin")
    rig.feed(b)
    rig.ingestor.dispose("s1")
    assert rig.nodes() == []  # no artifact from a failing write, nothing from plugin text
    texts = [e["text"] for e in rig.mem.expand("s1", 0, len(b.events))["events"]]
    assert texts and not any("Working memory" in t or "runtime context" in t for t in texts)


def test_same_object_supersedes_different_objects_do_not(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "We decided the database uses PostgreSQL 16.", [])
    tool_turn(b, "For the cache, use Redis.", [])
    tool_turn(b, "Decided: the database uses MySQL 8.", [])
    tool_turn(b, "We decided the database uses MySQL 8.", [])  # a repetition: nothing new
    rig.feed(b)
    rows = {n["text"]: n["status"] for n in rig.nodes()}
    assert rows["We decided the database uses PostgreSQL 16."] == "superseded"
    assert rows["Decided: the database uses MySQL 8."] == "active"
    assert rows["For the cache, use Redis."] == "active"
    assert rows["We decided the database uses MySQL 8."] == "retired"  # a repetition: not a new live node


def test_correction_contradicts_and_marks_corrected(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("s1", cwd=str(tmp_path))
    tool_turn(b, "The deploy target is staging.", [])
    tool_turn(b, "Decided: the deploy target is staging.", [])
    tool_turn(b, "No, the deploy target is production.", [])
    rig.feed(b)
    statuses = [(n["text"], n["status"]) for n in rig.nodes()]
    assert ("Decided: the deploy target is staging.", "corrected") in statuses
    assert rig.store.db.execute("SELECT count(*) FROM graph_edges WHERE kind='contradicts'").fetchone()[0] == 1


def test_entity_ignores_directive_words():
    assert subject_value("We decided the database uses PostgreSQL")[0] == subject_value(
        "the database must use MySQL")[0]
    assert subject_value("Use tabs in Makefiles")[0] != subject_value("Use spaces in Python files")[0]


def test_artifact_fingerprint_stale_then_rewrite_supersedes(tmp_path):
    rig = Rig(str(tmp_path / "m.db"))
    f = tmp_path / "notes.md"
    b = SessionBuilder("s1", cwd=str(tmp_path))
    f.write_text("one")
    tool_turn(b, "write the notes", [("write", jargs(path="notes.md", content="one"), "ok")])
    rig.feed(b)
    proj = rig.nodes()[0]["project"]
    card = rig.mem.card("s1", proj)
    (first,) = [n for n in rig.nodes() if n["kind"] == "artifact"]
    assert first["status"] == "active" and first["content_hash"] and first["id"] in card["nodes"]
    f.write_text("edited by hand")
    card = rig.mem.card("s1", proj)
    assert rig.nodes()[0]["status"] == "stale" and "changed on disk" in card["text"]
    events = tool_turn(b, "rewrite the notes", [("write", jargs(path="notes.md", content="two"), "ok")])
    f.write_text("two")
    rig.feed(b, events)
    arts = [n for n in rig.nodes() if n["kind"] == "artifact"]
    assert [a["status"] for a in arts] == ["superseded", "active"]
    assert rig.store.db.execute("SELECT count(*) FROM graph_edges WHERE kind='supersedes' AND src=? AND dst=?",
                                (arts[1]["id"], arts[0]["id"])).fetchone()[0] == 1


def test_recorded_sessions_extract_without_snapshots(shared_dir, tmp_path):
    from tests.sidecar.harness import recorded_sessions
    rig = Rig(str(tmp_path / "m.db"))
    for name, header, events in recorded_sessions(shared_dir):
        rig.ingestor.on_event(header["id"], header)
        for e in events:
            rig.ingestor.on_event(header["id"], e)
    texts = [n["text"] for n in rig.nodes()]
    assert any("make test" in t for t in texts)  # 01: 以后都记住：提交前必须运行 make test
    assert any("tabs in Makefiles" in t for t in texts)  # 05
    assert not any("runtime context" in t.lower() for t in texts)


# -- properties --------------------------------------------------------------------------

_SENTENCES = st.sampled_from([
    "We decided the database uses PostgreSQL 16.", "Decided: the database uses MySQL 8.",
    "No, the database uses SQLite.", "You must always run make lint.", "Never push to main.",
    "For the cache, use Redis.", "For the cache, use Memcached.", "Switch the queue to Kafka.",
    "Switch the queue to RabbitMQ.", "just chatting here", "以后都记住：提交前必须运行 make test。",
    "我们决定数据库改用 PostgreSQL 16。", "数据库改用 MySQL。"])
_CALLS = st.lists(st.tuples(st.sampled_from(["write", "edit", "read", "bash"]),
                            st.sampled_from(["a.py", "b/c.md", "d.txt"]), st.booleans()), max_size=3)
_TURNS = st.lists(st.tuples(st.lists(_SENTENCES, min_size=1, max_size=3), _CALLS), min_size=1, max_size=8)


def _session(turns) -> SessionBuilder:
    b = SessionBuilder("prop")
    for sentences, calls in turns:
        tool_turn(b, " ".join(sentences),
                  [(n, jargs(path=p) if as_json else {"file_path": p}, "ok") for n, p, as_json in calls],
                  answer="Done: updated the files.")
    return b


@settings(max_examples=20, deadline=None)
@given(_TURNS)
def test_graph_properties(tmp_path_factory, turns):
    path = str(tmp_path_factory.mktemp("g") / "m.db")
    rig = Rig(path)
    b = _session(turns)
    try:
        rig.feed(b)
        _check_properties(rig, b, path)
    finally:
        for r in list(Rig.open):
            r.close()


def _check_properties(rig, b, path):
    nodes = rig.nodes()
    # every node has a source seq that is an event of the session
    seqs = {e["seq"] for e in b.events}
    assert all(n["seq"] in seqs for n in nodes)
    # supersede chains are acyclic (and always point from newer to older)
    sup = rig.store.db.execute("SELECT src, dst FROM graph_edges WHERE kind='supersedes'").fetchall()
    assert all(s > d for s, d in sup)
    # replaying the session twice writes nothing new (fresh ingestor state, same store)
    before = {t: rig.count(t) for t in ("graph_nodes", "graph_edges", "graph_tool_calls", "graph_uses", "graph_pending")}
    again = Ingestor(rig.store, IngestSettings(utc_offset_minutes=0))  # fresh in-memory state, same store
    again.span_hooks.append(rig.mem.queue_span)
    for e in [b.header, *b.events]:
        again.on_event(b.session_id, e)
    project = nodes[0]["project"] if nodes else "p"
    with rig.store.transaction() as db:  # and applying the whole extraction directly again: nothing either
        N.apply(db, project, b.session_id, extract(b.events))
    after = {t: rig.count(t) for t in before}
    assert after == before


def test_extract_is_pure():
    b = _session([(["Never push to main."], [("write", "a.py", True)])])
    assert extract(b.events) == extract(b.events)
    assert os.path.basename(extract(b.events).facts[-1].path or "") in ("a.py", "")
