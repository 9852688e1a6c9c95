"""The opt-in to share the conversation log (``settings.team.shareLogs``),
against the real server: only a sidecar that opted in sends its logged
messages, redacted, from the moment it opted in; a teammate's search of the
log layer finds them, recall and the list never show them; forgetting the
shared copy removes it for everyone, and forgetting the local message
forgets its shared copy too."""

from __future__ import annotations

import time

from tests.pgserver import PgServer

from .teamharness import TeamSidecar, clone, dshkit_memory, team_settings

TOKEN = "ghp_16C7e42F292c6912E7710c838347Ae178B4a"


def _messages(server: PgServer, database: str) -> list[str]:
    return server.psql("SELECT name FROM dshkit_team_entries WHERE kind = 'message' ORDER BY name",
                       database).split()


def test_shared_log_reaches_teammates_search_only_and_forget_removes_it_for_all(tmp_path, pg_server: PgServer,
                                                                                 team_url):
    database = team_url.rsplit("/", 1)[1]
    alice_repo = clone(tmp_path, "alice/shop", "git@github.com:acme/shop.git")
    bob_repo = clone(tmp_path, "bob/shop", "https://github.com/acme/shop")
    # a message logged before the opt-in stays local
    alice = TeamSidecar(tmp_path, "alice", team_settings(team_url, author="alice"))
    early = alice.start_session("a0", alice_repo)
    early.turn("The walrus ledger predates sharing.", [{"text": "Noted, walrus ledger."}])
    alice.feed("a0", early.events)
    alice.result("memory/stats")
    alice.close()

    alice = TeamSidecar(tmp_path, "alice", team_settings(team_url, author="alice", shareLogs=True))
    bob = TeamSidecar(tmp_path, "bob", team_settings(team_url, author="bob"))
    try:
        assert "the conversation log is shared" in alice.stderr()
        a = alice.start_session("a1", alice_repo)
        a.turn(f"We picked the zebrafish queue for orders; my token is {TOKEN}.",
               [{"text": "Understood: the zebrafish queue carries orders."}])
        alice.feed("a1", a.events)
        b = bob.start_session("b1", bob_repo)
        b.turn("Bob's private musing about the pelican cache.", [{"text": "The pelican cache is noted."}])
        bob.feed("b1", b.events)
        bob.result("agent/start", {"sessionId": "b1"})
        alice.wait_for(lambda s: s["team"]["sharedLogs"]["sent"] >= 2, what="alice's messages on the server")
        shared = _messages(pg_server, database)
        assert shared == ["team-msg-a1-0", "team-msg-a1-1"]  # alice's new session only: not a0, not bob's
        dump = pg_server.dump(database)
        assert "zebrafish queue" in dump and TOKEN not in dump and TOKEN[:16] not in dump  # redacted first
        assert "walrus" not in dump and "pelican" not in dump
        assert "sharedLogs" not in bob.result("memory/stats")["team"]

        # bob's search of the log layer finds alice's messages; knowledge-only search, recall and list do not
        found = bob.result("memory/search", {"query": "zebrafish queue orders", "includeOperational": True})
        team_hits = [h for h in found["results"] if h.get("team")]
        assert {h["name"] for h in team_hits} == set(shared) and team_hits[0]["scopes"] == ["github.com/acme/shop"]
        plain = bob.result("memory/search", {"query": "zebrafish queue orders"})
        assert not [h for h in plain["results"] if h.get("team")]
        assert "zebrafish" not in (bob.result("agent/start", {"sessionId": "b1"})["text"] or "")
        assert not [e for e in bob.result("memory/list", {})["entries"] if e["name"].startswith("team-msg-")]
        assert bob.result("memory/stats")["team"]["cachedEntries"] == 0

        # from a shell: `dshkit memory search --all` with the server named finds them too
        TeamSidecar(tmp_path, "cli", None).close()  # an empty local store
        code, out, err = dshkit_memory("search", "--all", "zebrafish queue", "--store", str(tmp_path / "cli.sqlite3"),
                                       "--team-url", team_url)
        assert code == 0 and {line.split()[0] for line in out.splitlines() if line.endswith("(team)")} == set(shared)
        code, out, err = dshkit_memory("search", "zebrafish queue", "--store", str(tmp_path / "cli.sqlite3"),
                                       "--team-url", team_url)
        assert code == 0 and out.strip() == "no matches", out

        # bob forgets one shared message: gone for everyone, recorded
        gone = bob.result("memory/forget", {"name": "team-msg-a1-1"})
        assert gone["forgottenBy"] == "bob"
        assert _messages(pg_server, database) == ["team-msg-a1-0"]
        # alice forgets her local message: its shared copy goes with the next round
        alice.result("memory/forget", {"name": "msg-a1-0"})
        alice.result("agent/start", {"sessionId": "a1"})  # wakes the background round
        deadline = time.monotonic() + 15
        while _messages(pg_server, database) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _messages(pg_server, database) == []
        assert pg_server.psql("SELECT forgotten_by FROM dshkit_team_forgotten ORDER BY id", database).split() == [
            "bob", "alice"]
    finally:
        alice.close()
        bob.close()


def test_share_logs_must_be_a_boolean(tmp_path, team_url):
    sc = TeamSidecar(tmp_path, "m", team_settings(team_url, shareLogs="yes"))
    try:
        assert "settings.team.shareLogs must be true or false" in sc.stderr()
        assert "team" not in sc.result("memory/stats")
    finally:
        sc.close()
