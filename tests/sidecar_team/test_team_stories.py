"""The team store's stories against a real PostgreSQL server, two machines
(two sidecar processes, each with its own local store, clones in folders of
different names) sharing one team project: docs/memory.md "Team memory"."""

from __future__ import annotations

import json
import threading

import pytest

from tests.pgserver import PgServer

from .teamharness import TeamSidecar, clone, team_settings

ORIGIN_SSH = "git@github.com:Acme/Shop.git"
ORIGIN_HTTPS = "https://github.com/acme/shop.git"
PROJECT = "github.com/acme/shop"


@pytest.fixture
def team(tmp_path, team_url):
    alice_repo = clone(tmp_path, "alice-work/shop", ORIGIN_SSH)
    bob_repo = clone(tmp_path, "bob/orders-clone", ORIGIN_HTTPS)
    alice = TeamSidecar(tmp_path, "alice", team_settings(team_url, author="alice"))
    bob = TeamSidecar(tmp_path, "bob", team_settings(team_url, author="bob"))
    alice.start_session("a1", alice_repo)
    bob.start_session("b1", bob_repo)
    for sc, sid in ((alice, "a1"), (bob, "b1")):  # as the host does when a session's agent starts
        assert sc.result("agent/start", {"sessionId": sid})["project"]
    try:
        yield alice, bob
    finally:
        alice.close()
        bob.close()


def _cached(n):
    return lambda stats: stats["team"]["cachedEntries"] == n


def test_a_rule_promoted_on_one_machine_reaches_the_other(team, pg_server: PgServer, team_url):
    alice, bob = team
    w = alice.result("memory/write", {"title": "Never deploy orders on Fridays", "type": "rule", "team": True,
                                      "body": "The orders service is never deployed on a Friday.",
                                      "sessionId": "a1"})
    assert w["name"].startswith("team-") and w["status"] == "inbox" and w["project"] == PROJECT
    # in the inbox: nobody's agent sees it yet
    assert "Fridays" not in (bob.result("agent/start", {"sessionId": "b1"})["text"] or "")
    assert alice.result("memory/promote", {"name": w["name"]})["status"] == "active"
    bob.wait_for(_cached(1), what="bob's cache to hold the rule")
    start = bob.result("agent/start", {"sessionId": "b1"})
    assert "Never deploy orders on Fridays" in start["text"] and start["rules"] == 1
    hits = bob.result("memory/search", {"query": "when may we deploy the orders?"})["results"]
    assert hits and hits[0]["name"] == w["name"] and hits[0]["team"] is True
    assert hits[0]["scopes"] == [PROJECT]
    got = bob.result("memory/get", {"name": w["name"]})
    assert got["meta"]["author"] == "alice" and got["meta"]["promotedBy"] == "alice"
    # a team decision comes to a running session through the differential injection
    bob.result("agent/preStep", {"sessionId": "b1"})
    d = bob.result("memory/write", {"title": "Payments use Stripe", "body": "We decided: payments go through "
                                    "Stripe, not Adyen.", "type": "decision", "team": True, "sessionId": "b1"})
    bob.result("memory/promote", {"name": d["name"]})
    alice.wait_for(_cached(2), what="alice's cache to hold the decision")
    step = alice.result("agent/preStep", {"sessionId": "a1"})
    assert d["name"] in step["added"] and "Stripe" in step["text"]
    # the server holds exactly these rows, under the origin, not a folder name
    rows = pg_server.psql("SELECT project, status, author FROM dshkit_team_entries ORDER BY name",
                          team_url.rsplit("/", 1)[1])
    assert sorted(rows.split()) == [f"{PROJECT}|active|alice", f"{PROJECT}|active|bob"]


def test_local_writes_and_logs_stay_on_the_machine(team, pg_server: PgServer, team_url, tmp_path):
    alice, bob = team
    b = alice.start_session("a2", tmp_path / "alice-work/shop")
    b.user("Our staging database lives at db-staging-7.internal, keep that private.")
    alice.feed("a2", b.events)
    alice.result("memory/write", {"title": "Local note on invoices", "body": "Invoices are rounded locally.",
                                  "sessionId": "a2"})
    alice.result("session/disposed", {"sessionId": "a2"})
    dump = pg_server.dump(team_url.rsplit("/", 1)[1])
    assert "db-staging-7" not in dump and "rounded locally" not in dump
    assert bob.result("memory/search", {"query": "invoices rounded"})["results"] == []


def test_one_key_one_truth_across_machines(team, pg_server: PgServer, team_url):
    alice, bob = team
    a = alice.result("memory/write", {"title": "Release window", "key": "release-window", "type": "rule",
                                      "body": "Releases go out on Tuesdays.", "team": True, "sessionId": "a1"})
    b = bob.result("memory/write", {"title": "Release window", "key": "release-window", "type": "rule",
                                    "body": "Releases go out on Thursdays.", "team": True, "sessionId": "b1"})
    assert a["name"] != b["name"]
    answers = {}

    def promote(who, sc, name):
        answers[who] = sc.call("memory/promote", {"name": name})

    threads = [threading.Thread(target=promote, args=("a", alice, a["name"])),
               threading.Thread(target=promote, args=("b", bob, b["name"]))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    ok = [k for k, r in answers.items() if "result" in r]
    refused = [r["error"] for r in answers.values() if "error" in r]
    assert len(ok) == 1 and len(refused) == 1, answers
    assert refused[0]["code"] == -32009
    winner = a["name"] if ok == ["a"] else b["name"]
    assert refused[0]["data"]["conflict"] == [winner]
    db = team_url.rsplit("/", 1)[1]
    assert pg_server.psql("SELECT name FROM dshkit_team_entries WHERE key='release-window' AND status='active'",
                          db).split() == [winner]
    # the loser supersedes explicitly: still one active entry, linked to the old one
    loser = b["name"] if winner == a["name"] else a["name"]
    sc = bob if loser == b["name"] else alice
    out = sc.result("memory/promote", {"name": loser, "supersede": winner})
    assert out["superseded"] == [winner]
    assert pg_server.psql("SELECT name, status FROM dshkit_team_entries WHERE key='release-window' "
                          "ORDER BY status", db).split() == [f"{loser}|active", f"{winner}|superseded"]


def test_forget_removes_it_for_everyone_and_records_who(team, pg_server: PgServer, team_url):
    alice, bob = team
    w = alice.result("memory/write", {"title": "Taboo: raw SQL in views", "type": "taboo", "team": True,
                                      "body": "Never write raw SQL inside Django views of the shop.",
                                      "sessionId": "a1"})
    alice.result("memory/promote", {"name": w["name"]})
    shown = alice.result("agent/preStep", {"sessionId": "a1"})  # alice's running session has seen it
    assert w["name"] in shown["added"]
    bob.wait_for(_cached(1))
    assert "raw SQL" in bob.result("agent/start", {"sessionId": "b1"})["text"]
    out = bob.result("memory/forget", {"name": w["name"]})
    assert out["forgotten"] is True and out["forgottenBy"] == "bob"
    alice.wait_for(_cached(0), what="alice's cache to drop the forgotten entry")
    assert alice.call("memory/get", {"name": w["name"]})["error"]["code"] == -32004
    step = alice.result("agent/preStep", {"sessionId": "a1", "delivered": shown["token"]})
    assert w["name"] in step["removed"]
    db = team_url.rsplit("/", 1)[1]
    assert pg_server.psql("SELECT name, key, forgotten_by FROM dshkit_team_forgotten", db).split() == \
        [f"{w['name']}|taboo-raw-sql-in-views|bob"]
    assert "raw SQL inside Django" not in pg_server.dump(db)
    # and not in either machine's local copy of the team rows
    for sc in (alice, bob):
        sc.result("memory/stats")  # idle persisted
        cache = json.loads(_meta(sc))
        assert all(e["name"] != w["name"] for e in cache["entries"])


def _meta(sc) -> str:
    import sqlite3
    db = sqlite3.connect(sc.init["storePath"])
    try:
        row = db.execute("SELECT value FROM meta WHERE key='team.cache'").fetchone()
    finally:
        db.close()
    return row[0] if row else '{"entries": []}'


def test_no_remote_falls_back_to_the_local_scope(tmp_path, team_url):
    loner = clone(tmp_path, "scratch", None)
    sc = TeamSidecar(tmp_path, "solo", team_settings(team_url))
    try:
        sc.start_session("s1", loner)
        w = sc.result("memory/write", {"title": "Scratch rule", "body": "Use tabs in scratch.", "type": "rule",
                                       "team": True, "sessionId": "s1"})
        assert w["project"] == "scratch"
    finally:
        sc.close()


def test_team_write_without_a_team_store_is_refused(tmp_path):
    sc = TeamSidecar(tmp_path, "plain", None)
    try:
        err = sc.call("memory/write", {"title": "t", "body": "b", "team": True})["error"]
        assert err["code"] == -32602 and "settings.team.url" in err["message"]
        assert sc.result("memory/stats").get("team") is None
    finally:
        sc.close()


def test_next_session_sees_a_rule_promoted_a_moment_ago(tmp_path, team_url):
    """Default settings (no short refresh): agent/start refreshes the cache first."""
    repo_a = clone(tmp_path, "a/shop", ORIGIN_SSH)
    repo_b = clone(tmp_path, "b/shop", ORIGIN_HTTPS)
    lead = TeamSidecar(tmp_path, "lead", {"url": team_url})
    mate = TeamSidecar(tmp_path, "mate", {"url": team_url})
    try:
        lead.start_session("l1", repo_a)
        mate.start_session("m1", repo_b)
        assert mate.result("agent/start", {"sessionId": "m1"})["text"] is not None
        w = lead.result("memory/write", {"title": "Tag every release", "type": "rule", "team": True,
                                         "body": "Every release of the shop gets a signed tag.", "sessionId": "l1"})
        lead.result("memory/promote", {"name": w["name"]})
        mate.start_session("m2", repo_b)
        assert "Tag every release" in mate.result("agent/start", {"sessionId": "m2"})["text"]
    finally:
        lead.close()
        mate.close()
