"""Replaying recorded and built sessions yields the expected entries, edges and
watermarks (docs/memory.md "Spans and watermarks"); a second replay writes nothing."""

from __future__ import annotations

import pytest

from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import Store

from .harness import SessionBuilder, recorded_sessions


def make_ingestor(store: Store, **kw) -> Ingestor:
    return Ingestor(store, IngestSettings(utc_offset_minutes=0, **kw))


def replay(ing: Ingestor, sid: str, events: list[dict], header: dict | None = None) -> None:
    if header is not None:
        ing.on_event(sid, header)
    for e in events:
        ing.on_event(sid, e)


def state(store: Store) -> tuple:
    db = store.db
    entries = [tuple(r) for r in db.execute(
        "SELECT name, kind, body, tags, scopes, status, source_seq, ordinal FROM entries ORDER BY name")]
    edges = [tuple(r) for r in db.execute("SELECT head, relation, tail FROM edges ORDER BY 1, 2, 3")]
    progress = [tuple(r) for r in db.execute(
        "SELECT session_id, project, last_logged_seq, next_ordinal, has_session_node, "
        "last_belong_to_index, pending_tokens, last_turn FROM progress ORDER BY 1")]
    return entries, edges, progress


@pytest.fixture
def store(tmp_path):
    s = Store(str(tmp_path / "memory.sqlite3"))
    yield s
    s.close()


# -- the recorded sessions ------------------------------------------------------------

@pytest.fixture(scope="module")
def recorded(shared_dir):
    return {name: (header, events) for name, header, events in recorded_sessions(shared_dir)}


def test_recorded_sessions_expected_entries(store, recorded):
    ing = make_ingestor(store)
    for name, (header, events) in recorded.items():
        replay(ing, header["id"], events, header)
    by = {r[0]: r for r in state(store)[0]}

    sid1 = recorded["01-zh-decision-rule"][0]["id"]
    user1 = store.get_entry(f"msg-{sid1}-0")
    assert user1["body"].startswith("## Role\nuser\n\n## Timestamp\n2026-11-29T13:55:18+00:00\n\n## Turn\n1\n")
    # 昨天 rewritten against the message's own time (2026-11-29 UTC)
    assert "2026-11-28的构建失败是因为缓存" in user1["body"] and "昨天" not in user1["body"]
    assert user1["scopes"] == ["demo-1"] and user1["tags"] == ["message"]
    assert store.get_entry(f"msg-{sid1}-1")["body"].count("Hello from the mock model. The answer is 42.") == 1
    assert f"msg-{sid1}-2" not in by  # the runtime-context snapshot is plugin-sourced
    assert not any("Current runtime context" in r[2] for r in by.values())

    sid2 = recorded["02-secrets-relative-dates"][0]["id"]
    body2 = store.get_entry(f"msg-{sid2}-0")["body"]
    for secret in ("AKIAIOSFODNN7EXAMPLE", "ghp_0123456789abcdefghijklmnopqrstuvwxAB", "hunter2secret"):
        assert secret not in body2
    assert "[REDACTED:aws-access-key]" in body2 and "[REDACTED:github-token]" in body2
    assert "password=[REDACTED:password]" in body2
    assert "2026-11-28's CI failed; fix it by 2026-11-30." in body2

    sid3 = recorded["03-tool-error"][0]["id"]
    body3 = store.get_entry(f"msg-{sid3}-1")["body"]
    assert body3.startswith("## Role\nassistant\n")
    assert ("## Tool Calls\n1. `bash` — ❌ 0.0s — Error (exit 2) — ls: cannot access "
            "'/definitely/missing/dir': No such file or directory\n") in body3
    assert f"msg-{sid3}-2" not in by  # the tool-only step's message is not an entry

    sid4 = recorded["04-multiline-plan"][0]["id"]
    assert "1. freeze on Friday\n2. tag v2.4.0\n3. publish" in store.get_entry(f"msg-{sid4}-0")["body"]

    sid5 = recorded["05-tool-ok-rule"][0]["id"]
    body5 = store.get_entry(f"msg-{sid5}-1")["body"]
    assert "Tool said: build ok" in body5 and "1. `bash` — ✅ 0.0s" in body5 and "❌" not in body5

    # watermarks: the span ends after turn/end; two messages per session; node + edges
    for name, (header, events) in recorded.items():
        sid = header["id"]
        turn_end = next(e["seq"] for e in events if e["type"] == "turn/end")
        p = store.get_progress(sid)
        assert (p["last_logged_seq"], p["next_ordinal"], p["has_session_node"],
                p["last_belong_to_index"], p["last_turn"]) == (turn_end + 1, 2, 1, 2, 1), name
        assert p["project"] == f"demo-{name[1]}"
        assert {(e["head"], e["relation"]) for e in store.edges_of(f"session-{sid}")} == {
            (f"msg-{sid}-0", "belongTo"), (f"msg-{sid}-1", "belongTo")}
    assert store.stats()["entries"] == 15 and store.stats()["edges"] == 10


def test_recorded_second_replay_writes_nothing(store, recorded):
    ing = make_ingestor(store)
    for _, (header, events) in recorded.items():
        replay(ing, header["id"], events, header)
    before = state(store)
    again = make_ingestor(store)  # a restarted sidecar
    for _, (header, events) in recorded.items():
        replay(again, header["id"], events, header)
        replay(ing, header["id"], events, header)  # and the same process
    assert again.writes == 0
    assert state(store) == before


def test_dispose_flushes_the_provider_title(store, recorded):
    header, events = recorded["01-zh-decision-rule"]
    ing = make_ingestor(store)
    replay(ing, header["id"], events, header)
    assert store.get_entry(f"session-{header['id']}")["title"].startswith("我们决定")
    ing.dispose(header["id"])
    assert store.get_entry(f"session-{header['id']}")["title"] == "Mock Title"
    assert store.get_progress(header["id"])["last_logged_seq"] == events[-1]["seq"] + 1


# -- built sessions: what the recordings lack -----------------------------------------

def test_several_turns_dense_ordinals(store):
    b = SessionBuilder("s-multi")
    b.turn("first question", [{"text": "first answer"}], title="Multi")
    b.turn("second question", [{"text": "second answer"}])
    b.turn("third question", [{"text": "third answer"}])
    ing = make_ingestor(store)
    replay(ing, b.session_id, b.events, b.header)
    names = store.entry_names_for_session("s-multi")
    assert names == [f"msg-s-multi-{i}" for i in range(6)]
    assert "third answer" in store.get_entry("msg-s-multi-5")["body"]
    assert "## Turn\n3" in store.get_entry("msg-s-multi-4")["body"]
    p = store.get_progress("s-multi")
    assert p["last_logged_seq"] == b.events[-1]["seq"] + 1 and p["next_ordinal"] == 6 and p["last_turn"] == 3
    assert len(store.edges_of("session-s-multi")) == 6


def test_interrupted_turn(store):
    b = SessionBuilder("s-int")
    b.turn("write the parser", [{"text": "Starting with the lex", "interrupted": True}], reason="interrupted")
    b.turn("status?", [{"text": None, "interrupted": True}], reason="aborted")
    replay(make_ingestor(store), b.session_id, b.events)
    body = store.get_entry("msg-s-int-1")["body"]
    assert body.endswith("## Content\nStarting with the lex\n[turn interrupted mid-stream]\n")
    assert store.get_entry("msg-s-int-3")["body"].endswith("## Content\n[turn interrupted mid-stream]\n")


def test_long_turn_flushed_at_step_end(store):
    b = SessionBuilder("s-long")
    b.turn("refactor everything", [
        {"text": "step one", "tools": [("read", "x")], "dt_ms": 70_000},
        {"text": "step two", "dt_ms": 70_000},
        {"text": "step three", "dt_ms": 1_000},
    ])
    ing = make_ingestor(store)
    step_ends = [e for e in b.events if e["type"] == "step/end"]
    upto = b.events.index(step_ends[1]) + 1
    replay(ing, b.session_id, b.events[:upto])
    # more than flushWindowMs since the span opened: cut at that step/end, whole steps only
    p = store.get_progress("s-long")
    assert p["last_logged_seq"] == step_ends[1]["seq"] + 1
    assert store.entry_names_for_session("s-long") == ["msg-s-long-0", "msg-s-long-1", "msg-s-long-2"]
    assert "1. `read` — ✅ 0.5s" in store.get_entry("msg-s-long-1")["body"]
    replay(ing, b.session_id, b.events[upto:])
    assert store.entry_names_for_session("s-long")[-1] == "msg-s-long-3"
    assert store.get_progress("s-long")["last_logged_seq"] == b.events[-1]["seq"] + 1


def test_short_turn_is_not_flushed_at_step_end(store):
    b = SessionBuilder("s-short")
    b.turn("quick", [{"text": "a", "tools": [("read", "x")]}, {"text": "b"}])
    ing = make_ingestor(store)
    replay(ing, b.session_id, b.events[:-1])  # everything but turn/end
    assert store.get_progress("s-short") is None and store.stats()["entries"] == 0


def test_rewind_withdraws_written_and_unwritten_messages(store):
    b = SessionBuilder("s-rw")
    b.turn("keep this", [{"text": "kept answer"}], title="Rewind")
    turn2 = b.turn("forget this plan", [{"text": "plan answer"}])
    hidden = [e["seq"] for e in turn2 if e["type"] in ("user/message", "assistant/message")
              and e["data"].get("source", {}).get("kind", "user") == "user"
              or e["type"] == "assistant/message"]
    ing = make_ingestor(store)
    replay(ing, b.session_id, b.events)
    assert store.get_entry("msg-s-rw-2") and store.get_entry("msg-s-rw-3")
    # turn 3 starts with the rewind marker; and its own message is rewound before turn/end
    b.rewind(hidden)
    b.turn("third try", [{"text": "third answer"}])
    turn_end = b.events.pop()  # re-emit turn/end after an in-turn rollback marker
    b.seq -= 1
    marker = b.rewind([b.seq_of("third try")], kind="plugin:rollback")
    b.ev("turn/end", turn_end["data"])
    assert marker["seq"] < b.events[-1]["seq"]
    replay(ing, b.session_id, b.events)
    assert store.get_entry("msg-s-rw-2") is None and store.get_entry("msg-s-rw-3") is None
    assert not any(e["head"] in ("msg-s-rw-2", "msg-s-rw-3") for e in store.edges_of("session-s-rw"))
    assert store.get_entry("msg-s-rw-4") is None  # withdrawn inside its own span: never written
    # ordinals still count the withdrawn messages, so names are replay-stable
    assert store.entry_names_for_session("s-rw") == ["msg-s-rw-0", "msg-s-rw-1", "msg-s-rw-5"]
    assert "third answer" in store.get_entry("msg-s-rw-5")["body"]
    before = state(store)
    other = make_ingestor(store)
    replay(other, b.session_id, b.events)
    assert other.writes == 0 and state(store) == before


def test_non_whitelisted_replace_withdraws_nothing(store):
    b = SessionBuilder("s-cmp")
    b.turn("important fact", [{"text": "noted"}])
    b.rewind([b.seq_of("important fact")], kind="plugin")  # e.g. compaction: not a withdrawal
    b.turn("next", [{"text": "ok"}])
    replay(make_ingestor(store), b.session_id, b.events)
    assert store.get_entry("msg-s-cmp-0") is not None


def test_plugin_injected_messages_are_skipped(store):
    b = SessionBuilder("s-plug")
    b.turn("hello", [{"text": "hi", "plugin_message": "## Long-term memory\n- injected rule"}])
    plugin_reply = b.assistant(1, "from a plugin")
    plugin_reply["data"]["message"]["source"] = {"kind": "plugin", "plugin": "x"}
    b.turn("again", [{"text": "sure"}])
    replay(make_ingestor(store), b.session_id, b.events)
    names = store.entry_names_for_session("s-plug")
    assert names == ["msg-s-plug-0", "msg-s-plug-1", "msg-s-plug-2", "msg-s-plug-3"]
    assert not any("injected rule" in store.get_entry(n)["body"] or "from a plugin" in store.get_entry(n)["body"]
                   for n in names)


def test_ledger_collapses_and_ignores_compaction_copies(store):
    b = SessionBuilder("s-led")
    b.turn_no += 1
    b.ev("turn/start", {"turn": 1})
    b.ev("step/start", {"turn": 1, "step": 1})
    b.user("read three files")
    msg = b.assistant(1, "reading", [("read", ""), ("read", ""), ("read", ""), ("bash", "")])
    b.tools(1, msg, [("read", "a"), ("read", "b"), ("read", "c"), ("bash", "boom\n[exit code: 1]")])
    copy = dict(b.events[-1])
    b.prune()
    b.ev("tool/result", copy["data"], sourceEventSeqs=copy["sourceEventSeqs"], surfaceOp="append")
    b.ev("step/end", {"turn": 1, "step": 1})
    b.ev("turn/end", {"turn": 1, "reason": {"kind": "completed"}})
    replay(make_ingestor(store), b.session_id, b.events)
    body = store.get_entry("msg-s-led-1")["body"]
    assert "## Tool Calls\n1. `read` ×3 — ✅ 1.5s total\n2. `bash` — ❌ 0.5s — Error (exit 1) — boom\n" in body
    assert "a\n" not in body.split("## Tool Calls")[1]  # outputs never stored


def test_caps_apply_after_redaction(store):
    b = SessionBuilder("s-cap")
    b.turn("x" * 40_000, [{"text": "y" * 9_000}])
    replay(make_ingestor(store), b.session_id, b.events)
    assert store.get_entry("msg-s-cap-0")["body"].count("[...truncated 8000 chars]") == 1
    assert store.get_entry("msg-s-cap-1")["body"].count("[...truncated 1000 chars]") == 1


def test_fork_inherited_prefix_is_not_logged(store):
    b = SessionBuilder("s-fork")
    b.turn("parent words", [{"text": "parent answer"}])
    inherited = b.seq
    b.turn("child words", [{"text": "child answer"}])
    hdr = dict(b.header, inheritedEventCount=inherited)
    replay(make_ingestor(store), b.session_id, b.events, hdr)
    names = store.entry_names_for_session("s-fork")
    assert names == ["msg-s-fork-0", "msg-s-fork-1"]
    assert "child words" in store.get_entry("msg-s-fork-0")["body"]


def test_project_scope_from_git_toplevel(store, tmp_path):
    import subprocess
    repo = tmp_path / "my,repo "
    (repo / "sub").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    b = SessionBuilder("s-git", cwd=str(repo / "sub"))
    b.turn("hello", [{"text": "hi"}])
    replay(make_ingestor(store), b.session_id, b.events, b.header)
    assert store.get_entry("msg-s-git-0")["scopes"] == ["my_repo"]
