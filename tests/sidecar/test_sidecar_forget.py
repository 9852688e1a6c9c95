"""``memory/forget`` leaves nothing behind; ``compaction/summary`` brings the baseline back.

Forget is tested like the planted secrets: a distinctive text is written,
promoted, injected, indexed and searched through a real sidecar process (its
index builder a real child process too); after ``memory/forget`` no search,
no injection and no byte of any store file (store, index, their WALs) holds it.
"""

from __future__ import annotations

import glob
import os
import random
import string

from .harness import SessionBuilder, Sidecar

rng = random.Random(12)


def _word(n: int = 10) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(n))


def test_forget_removes_entry_edges_postings_and_every_byte(tmp_path):
    store = str(tmp_path / "m.sqlite3")
    secret_words = [_word() for _ in range(6)]
    body = "The deploy freeze word is " + " ".join(secret_words) + " and nothing else."
    keep_body = "Always run the linter " + _word() + " before pushing."
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": store, "project": "demo"})
        w = sc.result("memory/write", {"title": "freeze word " + secret_words[0], "body": body,
                                       "type": "rule", "key": "freeze-word", "global": True})
        keep = sc.result("memory/write", {"title": "linter rule", "body": keep_body, "type": "rule",
                                          "global": True})
        sc.result("memory/promote", {"name": w["name"]})
        sc.result("memory/promote", {"name": keep["name"]})
        # an edge touching it, a session with messages around it
        b = SessionBuilder("s-forget")
        b.turn("hello there", [{"text": "Hi."}])
        sc.feed(b.session_id, [b.header, *b.events])
        assert sc.result("memory/search", {"query": secret_words[2]})["results"][0]["name"] == w["name"]
        injected = sc.result("agent/preStep", {"sessionId": "s-forget"})
        assert secret_words[3] in injected["text"]
        start = sc.result("agent/start", {"sessionId": "s-forget"})
        assert secret_words[1] in start["text"]
        sc.result("agent/preStep", {"sessionId": "s-forget", "delivered": injected["token"]})

        listed = sc.result("memory/list", {})["entries"]
        assert {e["name"] for e in listed} >= {w["name"], keep["name"]}

        out = sc.result("memory/forget", {"name": w["name"]})
        assert out["name"] == w["name"] and out["filesHoldingText"] == []

        assert sc.call("memory/get", {"name": w["name"]})["error"]["code"] == -32004
        assert sc.call("memory/forget", {"name": w["name"]})["error"]["code"] == -32004
        for word in secret_words:
            assert sc.result("memory/search", {"query": word, "includeOperational": True,
                                               "statuses": ["active", "inbox", "superseded", "expired"]}
                             )["results"] == []
        # the other rule is untouched and still found
        assert sc.result("memory/search", {"query": "linter"})["results"][0]["name"] == keep["name"]
        after = sc.result("agent/preStep", {"sessionId": "s-forget"})
        after_start = sc.result("agent/start", {"sessionId": "s-forget"})
        fresh = sc.result("agent/preStep", {"sessionId": "s-other"})
        for result in (after, after_start, fresh):
            assert not any(word in (result["text"] or "") for word in secret_words)
        assert keep_body.split()[3] in fresh["text"]
        assert w["name"] not in {e["name"] for e in sc.result("memory/list", {})["entries"]}

        files = [p for p in glob.glob(store + "*") if os.path.isfile(p)]
        assert any(p.endswith(".fts") for p in files)
        for path in files:
            data = open(path, "rb").read()
            for word in secret_words:
                assert word.encode() not in data, (path, word)
    finally:
        sc.close()
    # and after a clean shutdown (final checkpoints) too
    for path in glob.glob(store + "*"):
        data = open(path, "rb").read()
        for word in secret_words:
            assert word.encode() not in data, (path, word)


def test_compaction_summary_brings_the_baseline_back_once(tmp_path):
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"), "project": "demo"})
        w = sc.result("memory/write", {"title": "tabs", "body": "Indent with tabs in this repo.",
                                       "type": "rule", "global": True})
        sc.result("memory/promote", {"name": w["name"]})
        b = SessionBuilder("s-compact")
        b.turn("first", [{"text": "ok"}])
        sc.feed(b.session_id, [b.header, *b.events])
        first = sc.result("agent/preStep", {"sessionId": "s-compact"})
        assert first["kind"] == "baseline"
        none = sc.result("agent/preStep", {"sessionId": "s-compact", "delivered": first["token"]})
        assert none["kind"] == "none"
        compaction = b.ev("compaction/summary", {"summary": "Earlier: greetings.", "turn": 1})
        sc.feed(b.session_id, [compaction])
        again = sc.result("agent/preStep", {"sessionId": "s-compact"})
        assert again["kind"] == "baseline" and "tabs" in again["text"]
        done = sc.result("agent/preStep", {"sessionId": "s-compact", "delivered": again["token"]})
        assert done["kind"] == "none"
        # the same event replayed (a restart's backfill) resets nothing
        sc.feed(b.session_id, [compaction])
        assert sc.result("agent/preStep", {"sessionId": "s-compact"})["kind"] == "none"
    finally:
        sc.close()


def _consolidated(tmp_path):
    """A real store: one logged session, a summary of its messages and a work unit
    derived from the summary, linked as consolidation links them."""
    from dshkit.sidecar import consolidation, graph
    from dshkit.sidecar.ingest import Ingestor, IngestSettings
    from dshkit.sidecar.store import Store

    store = Store(str(tmp_path / "m.sqlite3"))
    b = SessionBuilder("s-derived")
    b.turn("Please remember: never deploy the billing service on Fridays. The cache stays on Redis.",
           [{"text": "Noted."}])
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0))
    for e in [b.header, *b.events]:
        ing.on_event(b.session_id, e)
    ing.flush_all() if hasattr(ing, "flush_all") else None
    msgs = store.entry_names_for_session("s-derived")
    store.put_entry("sum-s-derived-0-9", kind="summary", body="- Billing service deploys never on Fridays.\n"
                    "- The cache stays on Redis.\n- Lint runs before each commit.", scopes=["demo"])
    for m in msgs:
        store.add_edge("sum-s-derived-0-9", "summary", m)
    store.put_entry("wu-billing-1234abcd", kind="work-unit", title="Billing deploys",
                    body="## Solution\nNo billing service deploys on Fridays.\n## Key Detail\nCache: Redis.",
                    scopes=["demo"])
    store.add_edge("wu-billing-1234abcd", "derivedFrom", "sum-s-derived-0-9")
    return store, msgs, (consolidation, graph)


def test_forgetting_a_message_scrubs_the_summary_and_work_unit_made_from_it(tmp_path):
    from dshkit.sidecar.forget import forget

    store, msgs, extensions = _consolidated(tmp_path)
    try:
        user = next(n for n in msgs if "## Role\nuser" in store.get_entry(n)["body"])
        out = forget(store, user, extensions)
        assert out["filesHoldingText"] == []
        summary = store.get_entry("sum-s-derived-0-9")["body"]
        unit = store.get_entry("wu-billing-1234abcd")["body"]
        # every sentence of the message goes from what was made of it; the rest stays
        assert "Billing" not in summary and "Redis" not in summary and "Lint runs" in summary, summary
        assert "[forgotten]" in summary and "billing" not in unit and "Cache: Redis" in unit, unit
        for path in (p for p in glob.glob(store.path + "*") if os.path.isfile(p)):
            assert b"billing service" not in open(path, "rb").read().lower(), path
    finally:
        store.close()


def test_forgetting_a_rule_leaves_other_messages_and_unrelated_sentences(tmp_path):
    from dshkit.sidecar import ops
    from dshkit.sidecar.forget import forget

    store, msgs, extensions = _consolidated(tmp_path)
    try:
        w = ops.write_inbox(store, title="Cache", body="Keep the cache staying on Redis.", entry_type="rule")
        ops.promote(store, w["name"])
        out = forget(store, w["name"], extensions)
        assert out["filesHoldingText"] == []
        # the cache sentences restated it and went; the billing ones are untouched
        summary = store.get_entry("sum-s-derived-0-9")["body"]
        assert "Redis" not in summary and "Billing service deploys" in summary, summary
        user = next(store.get_entry(n)["body"] for n in msgs if "## Role\nuser" in store.get_entry(n)["body"])
        assert "billing service on Fridays" in user and "Redis" not in user, user
    finally:
        store.close()


def _log_store(tmp_path, n: int):
    """A real store of ``n`` logged messages: filler, messages sharing one word with the
    rules below, and a few that restate them (English and Chinese)."""
    from dshkit.sidecar.store import Store

    store = Store(str(tmp_path / "big.sqlite3"))
    said = {"msg-s0-7": "Please remember: never deploy the billing service on Fridays.",
            "msg-s1-9": "OK. Billing service deploys never happen on Fridays, noted.",
            "msg-s2-4": "以后都记住：提交前必须运行 make test。",
            "msg-s3-2": "好的，提交前运行 make test。"}
    with store.transaction():
        for i in range(n):
            name = f"msg-s{i % 40}-{100 + i}"
            if i % 50 == 0:
                text = f"The billing dashboard {_word(6)} is slow today."  # one word of the rule
            elif i % 7 == 0:
                text = f"We deploy the {_word(7)} service after review."  # two common words of it
            else:
                text = f"Looked at {_word(8)} and {_word(5)}; nothing to change."
            store.put_entry(name, kind="message", body=f"## Role\nuser\n## Content\n{text}", scopes=["p"])
        for name, text in said.items():
            store.put_entry(name, kind="message", body=f"## Role\nuser\n## Content\n{text}", scopes=["p"])
    return store, said


def test_a_rule_forget_reads_only_the_entries_the_index_finds_not_the_whole_log(tmp_path):
    """Issue 22: forgetting a rule read every log entry to find the sentences that
    restate it. Its candidates now come from the full-text index (a restating text
    holds one of the rule's rarest terms, restate.misses_at_most): the entries read are
    the matches (a handful of 4,000), and none the whole-log scan would scrub is missed."""
    from dshkit.sidecar import ops, restate
    from dshkit.sidecar.forget import derived_material, every_derived, forget, statements

    store, said = _log_store(tmp_path, 4000)
    try:
        for body, key in (("Never deploy the billing service on Fridays.", "billing"),
                          ("提交前必须运行 make test。", "test")):
            w = ops.write_inbox(store, title="Rule", body=body, entry_type="rule", key=key)
            ops.promote(store, w["name"])
            found = statements(store.get_entry(w["name"]))
            candidates = derived_material(store, w["name"], found)
            everything = every_derived(store, w["name"])
            restating = {n for n in everything if restate.scrub(store.get_entry(n)["body"], found)[1]}
            assert len(everything) > 4000 and len(candidates) <= 10, len(candidates)
            assert restating and restating <= set(candidates), (restating, candidates)
            out = forget(store, w["name"])
            assert out["filesHoldingText"] == []
            for name in restating:
                assert "[forgotten]" in store.get_entry(name)["body"], name
        kept = store.get_entry("msg-s0-100")["body"]  # i=0: a billing-dashboard line, not the rule
        assert "billing dashboard" in kept and "[forgotten]" not in kept
        assert {n for n in said if "[forgotten]" in store.get_entry(n)["body"]} == set(said)
    finally:
        store.close()
