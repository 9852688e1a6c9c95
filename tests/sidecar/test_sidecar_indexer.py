"""The full-text index file and its builder (dshkit.sidecar.indexer).

The oracle for "the index is right" is a fresh contentless FTS5 table filled
from the entries as they are now: the same rows must match every term with the
same bm25 scores (a stale or doubled posting changes the global statistics,
so scores catch what a row count would miss)."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.sidecar import migrations
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.indexer import IndexProcess, InlineIndex
from dshkit.sidecar.search import search
from dshkit.sidecar.store import Store
from dshkit.sidecar.textindex import index_values

WORDS = ["alpha", "beta", "gamma", "记忆", "预算", "数据库", "parser", "deploy"]
TERMS = ["alpha", "beta", "gamma", "记忆", "预算", "数据", "parser", "deploy", "msg", "message", "wu"]
WEIGHTS = "6.0,4.0,3.0,1.0"


def _fresh_index(store: Store) -> sqlite3.Connection:
    ref = sqlite3.connect(":memory:")
    for table, layer in (("fts_k", "k"), ("fts_op", "op")):
        ref.execute(f"CREATE VIRTUAL TABLE {table} USING fts5(name, tags, title, body, content='',"
                    " tokenize='unicode61 remove_diacritics 2')")
        rows = store.db.execute("SELECT id, name, tags, title, body FROM entries WHERE layer=?", (layer,))
        ref.executemany(f"INSERT INTO {table}(rowid, name, tags, title, body) VALUES (?,?,?,?,?)",
                        [(r[0], *index_values(r[1], json.loads(r[2]), r[3], r[4])) for r in rows])
    return ref


def _hits(db: sqlite3.Connection, schema: str, table: str, term: str) -> list[tuple]:
    q = f'"{term}"'
    return [(r[0], round(r[1], 9)) for r in db.execute(
        f"SELECT rowid, bm25({table}, {WEIGHTS}) FROM {schema}{table} WHERE {table} MATCH ? ORDER BY rowid", (q,))]


def assert_index_exact(store: Store) -> None:
    store.index.flush()
    ref = _fresh_index(store)
    for table in ("fts_k", "fts_op"):
        for term in TERMS:
            assert _hits(store.db, "idx.", table, term) == _hits(ref, "", table, term), (table, term)
        assert store.db.execute(f"SELECT count(*) FROM idx.{table}_docsize").fetchone()[0] == \
            ref.execute(f"SELECT count(*) FROM {table}_docsize").fetchone()[0], table


def _random_ops(store: Store, rng: random.Random, n: int, flush_p: float = 0.15) -> None:
    """Creates, rewrites, deletes (often of the highest id),
    rolled-back units and index catch-ups, interleaved."""
    for _ in range(n):
        names = [r[0] for r in store.db.execute("SELECT name FROM entries ORDER BY id")]
        op = rng.random()
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))
        if op < 0.45 or not names:
            prefix = rng.choice(["wu", "msg-s", "sum1", "session"])
            store.put_entry(f"{prefix}-{rng.randrange(10**6)}", title=rng.choice(WORDS), body=text,
                            tags=[rng.choice(WORDS)], scopes=[""])
        elif op < 0.65:
            store.put_entry(rng.choice(names), title=rng.choice(WORDS), body=text, tags=[rng.choice(WORDS)],
                            scopes=[""])
        elif op < 0.9:
            store.delete_entry(names[-1] if rng.random() < 0.6 else rng.choice(names))
        else:
            try:
                with store.transaction():
                    store.put_entry(f"wu-rolled-{rng.randrange(10**6)}", body=text, scopes=[""])
                    if names:
                        store.delete_entry(names[-1])
                    raise RuntimeError("unit fails")
            except RuntimeError:
                pass
        if rng.random() < flush_p:
            store.index.flush()


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_inline_index_stays_exact_under_updates_deletes_and_rollbacks(seed):
    store = Store(":memory:")
    assert isinstance(store.index.builder, InlineIndex)
    rng = random.Random(seed)
    _random_ops(store, rng, 60)
    assert_index_exact(store)
    _random_ops(store, rng, 30)
    assert_index_exact(store)


def test_builder_process_index_stays_exact(tmp_path):
    store = Store(str(tmp_path / "m.db"))
    try:
        assert isinstance(store.index.builder, IndexProcess)
        rng = random.Random(7)
        _random_ops(store, rng, 300)
        assert_index_exact(store)
        # the index was written by the child process, not by this one
        builder = int(store.db.execute("SELECT value FROM idx.meta WHERE key='builder'").fetchone()[0])
        assert builder == store.index.builder.proc.pid and builder != os.getpid()
        # applied changes are pruned from the store
        assert store.db.execute("SELECT count(*) FROM index_changes").fetchone()[0] == 0
    finally:
        store.close()
    assert not os.path.exists(str(tmp_path / "m.db.fts-wal"))  # the builder closed last and tidied


def _ingest(store: Store, sessions: int, turns: int, prefix: str = "s") -> None:
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="p"))
    t = 1795960518498
    for s in range(sessions):
        seq = 0
        for turn in range(1, turns + 1):
            for etype, data in (
                ("turn/start", {"turn": turn}),
                ("user/message", {"content": [{"type": "text", "text": f"turn {turn} 记忆预算 alpha{turn % 7}"}],
                                  "source": {"kind": "user"}}),
                ("assistant/message", {"turn": turn, "step": 1, "message": {
                    "content": [{"type": "text", "text": f"answer {turn} 数据库 deploy"}], "source": {"kind": "model"}}}),
                ("turn/end", {"turn": turn, "reason": {"kind": "completed"}}),
            ):
                t += 400
                if store.in_batch and store.batch_units >= 64:
                    store.commit_batch()
                store.begin_batch()
                ing.on_event(f"{prefix}{s}", {"type": etype, "seq": seq, "time": t, "data": data})
                seq += 1
    store.commit_batch()


def test_sigkill_of_the_builder_mid_index_loses_and_doubles_nothing(tmp_path):
    store = Store(str(tmp_path / "k.db"))
    rng = random.Random(3)
    pids = set()
    mid_work = 0
    try:
        for kill in range(12):
            # a backlog committed at once, which the woken builder then works through
            with store.transaction():
                for i in range(3000 + 1000 * (kill % 4)):
                    store.insert_if_absent(f"msg-k{kill}-{i}", body=f"## Content\n{rng.choice(WORDS)} 记忆{i}",
                                           kind="message", tags=["message"], scopes=["p"])
            proc = store.index.builder.proc
            pids.add(proc.pid)
            time.sleep(rng.random() * 0.03)
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
            upto = store.db.execute("SELECT value FROM idx.meta WHERE key='indexed_upto'").fetchone()
            mid_work += int(upto[0] if upto else 0) < store.db.execute("SELECT max(id) FROM entries").fetchone()[0]
            store.put_entry(f"wu-after-kill-{kill}", body="记忆 after a kill", scopes=[""])
            store.index.flush()  # a new builder resumes from the index's watermarks
            assert isinstance(store.index.builder, IndexProcess)
        assert len(pids) == 12 and mid_work >= 6, mid_work
        assert_index_exact(store)
        assert len(search(store, "after kill", limit=20)) == 12
    finally:
        store.close()


def test_an_index_from_another_store_is_rebuilt(tmp_path):
    path = str(tmp_path / "r.db")
    first = Store(path)
    first.put_entry("wu-old", body="alpha only in the old store", scopes=[""])
    first.close()
    os.remove(path)  # the store goes, its index file stays behind
    second = Store(path)
    try:
        second.put_entry("wu-new", body="beta in the new store", scopes=[""])
        assert [h["name"] for h in search(second, "store")] == ["wu-new"]
        assert search(second, "alpha") == []
        assert_index_exact(second)
    finally:
        second.close()


def test_builder_that_cannot_start_falls_back_to_in_process(tmp_path, monkeypatch):
    import dshkit.sidecar.indexer as indexer

    monkeypatch.setattr(indexer.sys, "executable", str(tmp_path / "no-such-python"))
    store = Store(str(tmp_path / "f.db"))
    try:
        store.put_entry("wu-a", body="gamma deploy", scopes=[""])
        assert [h["name"] for h in search(store, "gamma")] == ["wu-a"]
        assert isinstance(store.index.builder, InlineIndex)
        assert_index_exact(store)
    finally:
        store.close()


def test_migration_from_the_in_file_index(tmp_path):
    """A store written by the first schema (FTS tables in the store file)
    opens migrated: same ids, index rebuilt beside it."""
    path = str(tmp_path / "old.db")
    old = sqlite3.connect(path, isolation_level=None)
    old.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied INTEGER NOT NULL)")
    old.execute("BEGIN")
    dict(migrations.registered())["core-0001"](old)
    old.execute("INSERT INTO schema_migrations VALUES ('core-0001', 1)")
    for i, (name, body) in enumerate([("wu-a", "alpha 记忆"), ("msg-s-0", "## Role\nuser\n\n## Content\nbeta"),
                                      ("wu-gone", "x"), ("wu-c", "gamma")]):
        old.execute("INSERT INTO entries (name, kind, layer, body, content_hash, created, updated)"
                    " VALUES (?, 'fact', ?, ?, 'h', 0, 0)", (name, "op" if name.startswith("msg-") else "k", body))
    old.execute("DELETE FROM entries WHERE name='wu-gone'")
    old.execute("INSERT INTO fts_k(rowid, name, tags, title, body) VALUES (1, 'wu a', '', '', 'alpha 记忆')")
    old.execute("INSERT INTO meta VALUES ('fts_indexed_upto', '4')")
    old.execute("COMMIT")
    old.close()
    store = Store(path)
    try:
        assert "core-0002" in store.applied_migrations()
        assert [tuple(r) for r in store.db.execute("SELECT id, name FROM entries ORDER BY id")] == \
            [(1, "wu-a"), (2, "msg-s-0"), (4, "wu-c")]
        tables = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master")}
        assert "fts_k" not in tables and "index_changes" in tables
        # ids stay AUTOINCREMENT: the deleted id 3 is never handed out again
        store.put_entry("wu-d", body="delta", scopes=[""])
        assert store.db.execute("SELECT id FROM entries WHERE name='wu-d'").fetchone()[0] == 5
        assert store.get_meta("fts_indexed_upto") is None and len(store.get_meta("store_id")) == 16
        assert [h["name"] for h in search(store, "记忆")] == ["wu-a"]
        assert [h["name"] for h in search(store, "beta", include_operational=True)] == ["msg-s-0"]
        # a log message is indexed from its content on: the header words are not terms
        assert search(store, "role", include_operational=True) == []
        assert_index_exact(store)
    finally:
        store.close()


@pytest.mark.parametrize("path_kind", ["file", "memory"])
def test_search_sees_a_write_at_once(tmp_path, path_kind):
    store = Store(str(tmp_path / "s.db") if path_kind == "file" else ":memory:")
    try:
        for i in range(20):
            store.put_entry(f"wu-{i}", body=f"deploy step{i}", scopes=[""])
            assert [h["name"] for h in search(store, f"step{i}")] == [f"wu-{i}"]
    finally:
        store.close()


def test_a_stale_index_is_caught_up_in_the_background_or_at_the_first_search(tmp_path):
    path = str(tmp_path / "b.db")
    first = Store(path)
    with first.transaction():
        for i in range(3000):
            first.insert_if_absent(f"wu-{i}", body=f"deploy {i}", kind="fact", tags=["t"], scopes=[""])
    first.close()
    os.remove(path + ".fts")  # e.g. deleted by hand: derived data
    # Only reading: nothing starts, and closing does not wait for a rebuild.
    reader = Store(path)
    assert reader.stats()["entries"] == 3000
    reader.close()
    assert reader.index.builder.proc is None
    # The sidecar's way: start the builder at open, search later.
    store = Store(path)
    try:
        store.index.catch_up_in_background()
        assert store.index.builder.proc is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            row = store.db.execute("SELECT value FROM idx.meta WHERE key='indexed_upto'").fetchone()
            if row is not None and int(row[0]) == 3000:
                break
            time.sleep(0.02)
        else:
            raise AssertionError("the builder did not catch up on its own")
        assert len(search(store, "deploy", limit=5)) == 5
        assert_index_exact(store)
    finally:
        store.close()
    # Without the background start, the first search catches up before answering.
    os.remove(path + ".fts")
    lazy = Store(path)
    try:
        assert [h["name"] for h in search(lazy, "2999")] == ["wu-2999"]
    finally:
        lazy.close()


def test_without_the_builder_process_a_file_store_indexes_in_process(tmp_path, monkeypatch):
    import dshkit.sidecar.indexing as indexing_mod

    monkeypatch.setattr(indexing_mod, "BUILDER_PROCESS", False)  # as on Windows: no select() on pipes
    store = Store(str(tmp_path / "w.db"))
    try:
        assert isinstance(store.index.builder, InlineIndex)
        _random_ops(store, random.Random(5), 120)
        assert_index_exact(store)
    finally:
        store.close()
    monkeypatch.setattr(indexing_mod, "BUILDER_PROCESS", True)
    again = Store(str(tmp_path / "w.db"))  # the file it built serves a builder process as well
    try:
        assert isinstance(again.index.builder, IndexProcess) and not again.index.stale
        assert_index_exact(again)
    finally:
        again.close()
