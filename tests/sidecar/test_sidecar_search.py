"""memory/search ranking: every match ranked, neighbouring turns, knowledge
above history, where a hit comes from, how many matched, index lag and the
rebuild of an index made with another analyzer."""

from __future__ import annotations

import sqlite3

import pytest

from dshkit.sidecar.search import run, search
from dshkit.sidecar.store import Store
from dshkit.sidecar.textindex import ANALYZER, index_text

from .harness import SessionBuilder, Sidecar
from .test_sidecar_protocol import validate_traffic


@pytest.fixture
def store(tmp_path):
    s = Store(str(tmp_path / "m.sqlite3"))
    yield s
    s.close()


def _message(store: Store, sid: str, ordinal: int, text: str, created: int = 1_700_000_000_000) -> str:
    name = f"msg-{sid}-{ordinal}"
    store.insert_if_absent(name, body=f"## Role\nuser\n\n## Content\n{text}\n", kind="message", tags=["message"],
                           scopes=["p"], session_id=sid, source_seq=10 + 2 * ordinal, ordinal=ordinal,
                           created=created + ordinal)
    return name


def test_every_match_is_ranked_not_only_the_newest(store):
    # the one entry with the rare term is the oldest of many matches
    _message(store, "s", 0, "the lighthouse keeper painted the harbour")
    for i in range(1, 400):
        _message(store, "s", i, f"we talked about the harbour again, day {i}")
    hits = search(store, "Who painted the lighthouse by the harbour?", include_operational=True, limit=3)
    assert hits[0]["name"] == "msg-s-0"


def test_the_turn_next_to_a_match_is_found(store):
    _message(store, "s", 0, "Mel: what did you paint last weekend?")
    _message(store, "s", 1, "Caroline: a sunset over the lake, with purple clouds")
    _message(store, "s", 2, "Mel: lovely. I went swimming with the kids")
    for i in range(3, 30):
        _message(store, "s", i, f"Caroline: unrelated small talk number {i}")
    _message(store, "t", 0, "Caroline: we paint fences for a living")
    found = run(store, "What did Mel paint?", include_operational=True, limit=5)
    names = [h["name"] for h in found.results]
    # msg-s-1 has none of the terms (mel, paint): its neighbour's match brings it in
    assert names[0] == "msg-s-0" and "msg-s-1" in names
    assert "msg-t-0" in names  # a direct match elsewhere is still found
    # not for the knowledge layer: no neighbours there, and none without includeOperational
    assert run(store, "What did Mel paint?").results == []


def test_knowledge_ranks_above_history_for_the_same_match(store):
    _message(store, "s", 0, "zebra crossing on the north road")
    store.put_entry("wu-zebra", body="zebra crossing on the north road", scopes=[""])
    hits = search(store, "zebra crossing", include_operational=True)
    assert [h["name"] for h in hits][:2] == ["wu-zebra", "msg-s-0"]


def test_a_hit_says_where_it_comes_from(store):
    _message(store, "s9", 4, "the parser rewrite landed", created=1_700_000_000_000)
    store.put_entry("wu-parser", body="parser rules", scopes=[""])
    hits = {h["name"]: h for h in search(store, "parser", include_operational=True)}
    msg = hits["msg-s9-4"]
    assert (msg["sessionId"], msg["ordinal"], msg["seq"], msg["created"]) == ("s9", 4, 18, 1_700_000_000_004)
    k = hits["wu-parser"]
    assert k["sessionId"] is None and k["ordinal"] is None and k["seq"] is None and k["created"] > 0


def test_a_short_result_says_how_many_matched(store):
    for i in range(6):
        store.put_entry(f"wu-{i}", body=f"deploy step {i}", tags=["ops"] if i < 2 else ["dev"], scopes=[""])
    short = run(store, "deploy", tags=["ops"], limit=5)
    assert len(short.results) == 2 and short.matched == 6 and short.terms == ("deploy",)
    full = run(store, "deploy", limit=5)
    assert len(full.results) == 5 and full.matched is None
    none = run(store, "nothing here matches")
    assert none.results == [] and none.matched == 0


def test_an_index_made_with_another_analyzer_is_rebuilt(tmp_path):
    path = str(tmp_path / "m.sqlite3")
    store = Store(path)
    store.put_entry("wu-hike", body="We went hiking in the hills", scopes=[""])
    assert search(store, "hike")[0]["name"] == "wu-hike"
    store.close()
    # What an index from before stemming looks like: words as written, its
    # meta without the analyzer.
    idx = sqlite3.connect(path + ".fts", isolation_level=None)
    rowid = idx.execute("SELECT CAST(value AS INTEGER) FROM meta WHERE key='indexed_upto'").fetchone()[0]
    idx.execute("INSERT INTO fts_k(fts_k) VALUES ('delete-all')")
    idx.execute("INSERT INTO fts_k(rowid, name, tags, title, body) VALUES (?, 'wu hike', '', '', ?)",
                (rowid, index_text("We went hiking in the hills")))
    idx.execute("DELETE FROM meta WHERE key='analyzer'")
    idx.close()
    store = Store(path)
    try:
        status = store.index.status()
        assert status == {"analyzer": ANALYZER, "pendingEntries": 1, "pendingChanges": 0, "complete": False}
        assert [h["name"] for h in search(store, "hikes")] == ["wu-hike"]
        assert store.index.status()["complete"] and store.stats()["index"]["complete"]
    finally:
        store.close()


def test_search_over_the_wire(tmp_path):
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"), "settings": {"utcOffsetMinutes": 0}})
        b = SessionBuilder("sess-1")
        b.turn("Which database did we pick for the billing service?", [{"text": "PostgreSQL 16, for billing."}])
        b.turn("And the cache?", [{"text": "Redis, with a 5 minute expiry."}])
        sc.feed("sess-1", [b.header, *b.events])
        stats = sc.result("memory/stats", {})
        assert stats["index"]["analyzer"] == ANALYZER
        found = sc.result("memory/search", {"query": "What database is billing on?", "includeOperational": True})
        hit = found["results"][0]
        assert hit["name"] == "msg-sess-1-0" and hit["sessionId"] == "sess-1" and hit["ordinal"] == 0
        # two messages match; the third result is the turn after one of them
        assert found["terms"] == ["databas", "bill"] and found["matched"] == 2
        assert [h["name"] for h in found["results"]] == ["msg-sess-1-0", "msg-sess-1-1", "msg-sess-1-2"]
        assert sc.result("memory/stats", {})["index"]["complete"]
        assert validate_traffic(sc.traffic) > 0
    finally:
        sc.close()


def test_the_session_that_keeps_matching_ranks_first(store):
    # one equal match in each session; session "a" also matches elsewhere
    _message(store, "a", 0, "the camping trip by the lake")
    _message(store, "a", 5, "we packed the tent for camping")
    _message(store, "a", 9, "the camping stove broke")
    _message(store, "b", 0, "the camping trip by the lake")
    for i in range(1, 12):
        _message(store, "b", i, f"filler words {i}")
    hits = [h["name"] for h in search(store, "lake camping trip", include_operational=True, limit=4)]
    assert hits.index("msg-a-0") < hits.index("msg-b-0")


JUNE_3 = 1_685_750_400_000  # 2023-06-03T00:00:00Z


def test_dates_named_in_a_question():
    from dshkit.sidecar.query import in_periods, question_dates
    day = question_dates("Who did Maria have dinner with on 3 June, 2023?")
    assert day == question_dates("on June 3rd, 2023") == question_dates("on 2023-06-03")
    assert in_periods(JUNE_3 + 20 * 3_600_000, day) and not in_periods(JUNE_3 + 3 * 86_400_000, day)
    month = question_dates("What did she start in December 2023?")
    assert in_periods(1_702_000_000_000, month) and not in_periods(JUNE_3, month)
    assert in_periods(JUNE_3, question_dates("When did Melanie go camping in June?"))
    assert question_dates("What may happen next?") == () and question_dates("in 2023 or so") == ()


def test_an_entry_from_the_named_day_ranks_first(store):
    _message(store, "s1", 0, "we had dinner with my sister", created=JUNE_3 - 40 * 86_400_000)
    _message(store, "s2", 0, "we had dinner with my sister", created=JUNE_3 + 3_600_000)
    hits = [h["name"] for h in search(store, "Who had dinner with her on 3 June, 2023?", include_operational=True)]
    assert hits[0] == "msg-s2-0"
    hits = [h["name"] for h in search(store, "Who had dinner with her on 24 April, 2023?", include_operational=True)]
    assert hits[0] == "msg-s1-0"


def test_idf_pruning_keeps_the_rare_term_and_bounds_the_common_ones(store, monkeypatch):
    from dshkit.sidecar import search as search_module
    monkeypatch.setattr(search_module, "RANK_BUDGET", 10)  # a large store's proportions, in 60 rows
    for i in range(50):
        store.put_entry(f"wu-common-{i:02d}", body=f"deploy service log {i}", scopes=[""])
    store.put_entry("wu-rare", body="deploy the aurora service", scopes=[""])
    for i in range(9):
        store.put_entry(f"wu-mid-{i}", body=f"kestrel note {i}", scopes=[""])
    db = store.db
    store.index.catch_up()
    assert search_module.candidate_terms(db, "fts_k", ("deploy", "aurora")) == ("rank", ("aurora",))
    assert search_module.candidate_terms(db, "fts_k", ("nothing",)) == ("none", ())
    # 51 rows of 'deploy' > 4 * 10: never given to bm25; 'servic' too
    assert search_module.candidate_terms(db, "fts_k", ("deploy", "servic")) == ("newest", ("deploy", "servic"))
    assert [h["name"] for h in search(store, "deploy aurora")][:1] == ["wu-rare"]
    # only common terms: the newest matches, never an empty answer
    assert [h["name"] for h in search(store, "deploy", limit=2)] == ["wu-rare", "wu-common-49"]
    # 'kestrel' (9 rows) alone fits; with 'note' too (9 more) it would not
    assert search_module.candidate_terms(db, "fts_k", ("kestrel", "note")) == ("rank", ("kestrel",))
    # in 20 rows: more than 10, at most 40: bm25 over its 10 newest matches
    for i in range(20):
        store.put_entry(f"wu-falcon-{i:02d}", body=f"falcon {i}", scopes=[""])
    store.index.catch_up()
    assert search_module.candidate_terms(db, "fts_k", ("falcon", "deploy")) == ("window", ("falcon",))
    assert {h["name"] for h in search(store, "falcon", limit=20)} == {f"wu-falcon-{i:02d}" for i in range(10, 20)}
