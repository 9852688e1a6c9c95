"""Store: migrations, entries/edges, CJK search, the durable task queue."""

from __future__ import annotations

import sqlite3

import pytest

from dshkit.sidecar import migrations
from dshkit.sidecar.search import run as search_run
from dshkit.sidecar.search import search
from dshkit.sidecar.store import Store, content_hash
from dshkit.sidecar.query import parse
from dshkit.sidecar.tasks import TaskQueue
from dshkit.sidecar.textindex import index_text


@pytest.fixture
def store(tmp_path):
    s = Store(str(tmp_path / "m.sqlite3"))
    yield s
    s.close()


def test_wal_mode_and_core_migration(store):
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert "core-0001" in store.applied_migrations()
    assert store.schema_version() == len(store.applied_migrations())


def test_registered_migration_applies_once_and_atomically(tmp_path):
    path = str(tmp_path / "mig.sqlite3")
    Store(path).close()
    calls = []

    def good(db):
        calls.append(1)
        migrations.execute_script(db, "CREATE TABLE ext_t (a INTEGER); -- a comment; with a semicolon\n"
                                      "INSERT INTO ext_t VALUES (1);")

    def bad(db):
        db.execute("CREATE TABLE ext_bad (a INTEGER)")
        raise RuntimeError("boom")

    before = list(migrations._REGISTRY)
    try:
        migrations.register("test-ext-0001", good)
        s = Store(path)
        v = s.schema_version()
        s.close()
        s = Store(path)  # reopening does not re-run it
        assert calls == [1] and s.schema_version() == v
        s.close()
        migrations.register("test-ext-0002", bad)
        with pytest.raises(RuntimeError):
            Store(path)
        db = sqlite3.connect(path)
        assert db.execute("SELECT count(*) FROM sqlite_master WHERE name='ext_bad'").fetchone()[0] == 0
        assert db.execute("SELECT a FROM ext_t").fetchall() == [(1,)]
        db.close()
    finally:
        migrations._REGISTRY[:] = before


def test_put_entry_get_before_create_and_delete(store):
    assert store.put_entry("wu-a", body="alpha", tags=["memory"], scopes=["p"]) == "created"
    assert store.put_entry("wu-a", body="alpha", tags=["memory"], scopes=["p"]) == "unchanged"
    assert store.put_entry("wu-a", body="alpha two", tags=["memory"], scopes=["p"]) == "updated"
    assert store.get_entry("wu-a")["content_hash"] == content_hash("", "alpha two", "memory")
    assert search(store, "alpha")[0]["name"] == "wu-a"
    store.add_edge("wu-a", "derivedFrom", "sum-x")
    assert store.delete_entry("wu-a") and store.get_entry("wu-a") is None
    assert search(store, "alpha") == [] and store.edges_of("wu-a") == []


def test_one_transaction_rolls_back_everything(store):
    with pytest.raises(ValueError):
        with store.transaction():
            store.put_entry("wu-b", body="beta")
            store.add_edge("wu-b", "is_a", "work-unit")
            store.save_progress("s", last_logged_seq=9)
            raise ValueError("crash")
    assert store.get_entry("wu-b") is None and store.stats()["edges"] == 0 and store.get_progress("s") is None
    assert search(store, "beta") == []


@pytest.mark.parametrize("query", ["记忆", "预算", "记忆预算", "长期记忆系统", "budget", "BUDGET"])
def test_cjk_terms_inside_unspaced_runs(store, query):
    store.put_entry("wu-cjk", body="我们需要一个长期记忆系统，并控制注入预算。Token budget matters.",
                    scopes=[""])
    store.put_entry("wu-other", body="完全无关的内容 unrelated 系统", scopes=[""])
    names = [h["name"] for h in search(store, query)]
    # 长期记忆系统 shares the bigram 系统 with wu-other: found too, ranked below
    assert names == (["wu-cjk", "wu-other"] if query == "长期记忆系统" else ["wu-cjk"])


def test_stemming_but_no_partial_words(store):
    store.put_entry("wu-b", body="Token budgets matter.", scopes=[""])
    store.put_entry("wu-h", body="We went hiking in the hills; she hikes weekly.", scopes=[""])
    for query in ("budget", "budgets", "budgeting", "BUDGETED"):
        assert [h["name"] for h in search(store, query)] == ["wu-b"], query
    assert search(store, "budg") == [] and search(store, "budgetary") == []
    hit = search(store, "hike")[0]
    assert hit["name"] == "wu-h" and hit["snippet"].startswith("We went hiking")


def test_function_words_are_not_terms_unless_nothing_else_is_left(store):
    store.put_entry("wu-a", body="the parser of the build", scopes=[""])
    store.put_entry("wu-b", body="what was it that we did there", scopes=[""])
    found = search_run(store, "What did we do with the parser?")
    assert found.terms == ("parser",) and [h["name"] for h in found.results] == ["wu-a"]
    # only function words: they are the question, so they are searched
    assert [h["name"] for h in search(store, "what was it")][0] == "wu-b"
    # Chinese: particles and pronouns out, the content bigrams kept
    assert search_run(store, "我的记忆预算是多少").terms == ("记忆", "忆预", "预算")


def test_single_cjk_char_does_not_match_inside_bigrams(store):
    assert index_text("记忆") == " 记忆 " and parse("记").terms == ("记",)
    store.put_entry("wu-a", body="长期记忆", scopes=[""])
    assert search(store, "记") == [] and search(store, "记忆")[0]["name"] == "wu-a"


def test_search_ranking_field_weights_and_half_rule(store):
    store.put_entry("wu-in-body", title="misc", body="deploy the parser on friday", scopes=[""])
    store.put_entry("wu-parser", title="parser", body="notes", tags=["parser"], scopes=[""])
    hits = search(store, "parser")
    assert [h["name"] for h in hits] == ["wu-parser", "wu-in-body"]
    # the scores say so too, even in a two-entry store where bm25 is tiny
    assert hits[0]["score"] > hits[1]["score"] > 0
    # 3 terms, none has all: every match is ranked, 2 of 3 above 1 of 3, and
    # an entry with only one of the terms is still found (never empty)
    store.put_entry("wu-two", body="alpha beta", scopes=[""])
    store.put_entry("wu-one", body="alpha", scopes=[""])
    assert [h["name"] for h in search(store, "alpha beta gamma")] == ["wu-two", "wu-one"]
    assert [h["name"] for h in search(store, "gamma delta beta")] == ["wu-two"]


def test_operational_layer_excluded_unless_asked(store):
    store.insert_if_absent("msg-s-0", body="the zebra said hi", kind="message", tags=["message"], scopes=["p"])
    store.put_entry("sum-s-0-5", body="zebra summary", scopes=["p"])
    store.put_entry("sum2-abcdef123456", body="zebra archive", scopes=["p"])
    store.put_entry("session-s", body="zebra session", scopes=["p"])
    store.put_entry("wu-zebra", body="zebra knowledge", scopes=["p"])
    assert [h["name"] for h in search(store, "zebra")] == ["wu-zebra"]
    assert len(search(store, "zebra", include_operational=True)) == 5


def test_task_queue_widening_retry_permanent_defer(store):
    t = TaskQueue(store).enqueue("consolidate", "s1", 0, 10)
    assert t["id"] == "consolidate:s1" and t["status"] == "pending"
    assert TaskQueue(store).enqueue("consolidate", "s1", 5, 30)["to_seq"] == 30  # widened
    TaskQueue(store).enqueue("consolidate", "s2", 0, 5)
    claimed = TaskQueue(store).claim(now=1000)
    assert claimed["id"] == "consolidate:s1" and claimed["attempts"] == 1
    assert TaskQueue(store).claim(now=1000) is None  # cross-session concurrency 1
    # new work arrives while it runs: the task is re-run, not dropped
    TaskQueue(store).enqueue("consolidate", "s1", 30, 40)
    assert TaskQueue(store).complete(claimed["id"], claimed["generation"]) == "pending"
    again = TaskQueue(store).claim(now=1000)
    assert again["id"] == "consolidate:s1" and again["to_seq"] == 40
    assert TaskQueue(store).fail(again["id"], "timeout", now=2000) == "pending"
    assert TaskQueue(store).claim(now=2000 + 4999)["id"] == "consolidate:s2"  # s1 waits its 5 s
    TaskQueue(store).defer("consolidate:s2")
    assert TaskQueue(store).get("consolidate:s2")["status"] == "deferred"
    r = TaskQueue(store).claim(now=7000)
    assert r["id"] == "consolidate:s1" and r["attempts"] == 2
    assert TaskQueue(store).fail(r["id"], "x", now=7000) == "pending"
    r = TaskQueue(store).claim(now=20000)
    assert TaskQueue(store).fail(r["id"], "x", now=20000) == "failed"  # third attempt
    assert TaskQueue(store).wake_deferred_kinds(("consolidate",)) == 1  # as at startup
    r = TaskQueue(store).claim(now=30000)
    assert r["id"] == "consolidate:s2" and r["attempts"] == 1  # deferral spent no attempt
    assert TaskQueue(store).fail(r["id"], "bad json", permanent=True) == "failed"


def test_running_tasks_requeued_after_restart(tmp_path):
    path = str(tmp_path / "q.sqlite3")
    s = Store(path)
    TaskQueue(s).enqueue("cascade", "p", 0, 0)
    TaskQueue(s).claim()
    s.close()
    s = Store(path)
    assert TaskQueue(s).requeue_running() == 1 and TaskQueue(s).get("cascade:p")["status"] == "pending"
    s.close()
