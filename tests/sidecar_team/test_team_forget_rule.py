"""Forgetting a rule when the log is shared (``settings.team.shareLogs``), against the real server.

A user states a rule in a message, among other words; the mirror copies the
message to the team (``team-msg-…``); the rule is written and promoted, then
forgotten — through the sidecar (``memory/forget``, what ``/memory forget`` and
the tool send) or the CLI (``dshkit memory forget``, no team connection: it
queues in the local store, and the next sidecar round finishes the job).
Afterwards no team row holds the rule's words (a teammate's search of the log
layer finds nothing), no file of the server's database does (the WAL is the
documented gap, docs/memory.md "Team memory"), and the rest of the message is
still shared: the team copy is the local message as forget rewrote it.

With several names queued (messages forgotten, messages rewritten), one round
sends them all in one transaction and scrubs the table once; a server that is
down only delays the rewrite; a message rewritten again while a round is on
the network stays queued for the next one.
"""

from __future__ import annotations

import time

from tests.pgserver import PgServer

from .teamharness import TeamSidecar, clone, dshkit_memory, holding, team_settings

WORD = "quokka"  # the rule's own word: in no other text of the server
SAID = f"Please remember: never deploy the {WORD} billing service on Fridays."
RULE = f"Never deploy the {WORD} billing service on Fridays."
REST = "We picked the zebrafish queue for orders."


def _body(server: PgServer, database: str, name: str) -> str:
    return server.psql(f"SELECT body FROM dshkit_team_entries WHERE name = '{name}'", database)


def _wait(predicate, what: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


def _state_and_share(tmp_path, url: str, server: PgServer, database: str) -> tuple[TeamSidecar, str]:
    """alice (shareLogs) says the rule among other words; her message reaches the
    team; the rule is written and promoted. Returns alice and the rule's name."""
    repo = clone(tmp_path, "alice/shop", "git@github.com:acme/shop.git")
    alice = TeamSidecar(tmp_path, "alice", team_settings(url, author="alice", shareLogs=True))
    a = alice.start_session("a1", repo)
    a.turn(f"{SAID} {REST}", [{"text": "Noted; the zebrafish queue it is."}])
    alice.feed("a1", a.events)
    alice.wait_for(lambda s: s["team"]["sharedLogs"]["sent"] >= 2, what="alice's messages on the server")
    assert WORD in _body(server, database, "team-msg-a1-0")
    w = alice.result("memory/write", {"title": "Billing deploys", "body": RULE, "type": "rule",
                                      "key": "billing-deploys", "sessionId": "a1"})
    alice.result("memory/promote", {"name": w["name"]})
    return alice, w["name"]


def _teammate_finds(tmp_path, url: str, query: str) -> set[str]:
    bob = TeamSidecar(tmp_path, "bob", team_settings(url, author="bob"))
    try:
        found = bob.result("memory/search", {"query": query, "includeOperational": True})
        return {h["name"] for h in found["results"] if h.get("team")}
    finally:
        bob.close()


def _assert_forgotten_everywhere(tmp_path, url: str, server: PgServer, database: str) -> None:
    body = _body(server, database, "team-msg-a1-0")
    assert WORD not in body and "billing" not in body, body
    assert REST in body and "[forgotten]" in body, body  # the rest of the message is still shared
    assert WORD not in server.dump(database)
    assert _teammate_finds(tmp_path, url, f"{WORD} billing Fridays") == set()
    assert _teammate_finds(tmp_path, url, "zebrafish queue orders") == {"team-msg-a1-0", "team-msg-a1-1"}
    assert "table files" not in holding(server, database, WORD), holding(server, database, WORD)


def test_forgetting_a_rule_rewrites_its_shared_message_for_the_team(tmp_path, pg_server: PgServer, team_url):
    database = team_url.rsplit("/", 1)[1]
    alice, name = _state_and_share(tmp_path, team_url, pg_server, database)
    try:
        assert _teammate_finds(tmp_path, team_url, f"{WORD} billing") == {"team-msg-a1-0"}
        assert "table files" in holding(pg_server, database, WORD)
        assert alice.result("memory/forget", {"name": name})["filesHoldingText"] == []
        alice.result("agent/start", {"sessionId": "a1"})  # wakes the background round
        _wait(lambda: WORD not in _body(pg_server, database, "team-msg-a1-0"), "the shared copy rewritten")
    finally:
        alice.close()
    _assert_forgotten_everywhere(tmp_path, team_url, pg_server, database)


def test_forgetting_a_rule_with_the_cli_is_finished_by_the_next_sidecar_round(tmp_path, pg_server: PgServer,
                                                                                team_url):
    database = team_url.rsplit("/", 1)[1]
    alice, name = _state_and_share(tmp_path, team_url, pg_server, database)
    alice.close()
    code, out, err = dshkit_memory("forget", name, "--store", str(tmp_path / "alice.sqlite3"))
    assert code == 0, out + err
    assert WORD in _body(pg_server, database, "team-msg-a1-0")  # the CLI has no team connection: queued
    alice = TeamSidecar(tmp_path, "alice", team_settings(team_url, author="alice", shareLogs=True))
    try:
        _wait(lambda: WORD not in _body(pg_server, database, "team-msg-a1-0"), "the queued rewrite sent")
    finally:
        alice.close()
    _assert_forgotten_everywhere(tmp_path, team_url, pg_server, database)


def test_one_round_sends_every_queued_forget_and_rewrite_and_scrubs_once(tmp_path, pg_server: PgServer, team_url):
    """Three shared messages forgotten and one rewritten (a rule forgotten) from the
    CLI while no sidecar runs: the next round clears the queue in one transaction
    (one forget time for all) and one scrub; none of their words is left in a file."""
    database = team_url.rsplit("/", 1)[1]
    repo = clone(tmp_path, "alice/shop", "git@github.com:acme/shop.git")
    alice = TeamSidecar(tmp_path, "alice", team_settings(team_url, author="alice", shareLogs=True))
    gone = ["pangolinfirst", "axolotlsecond", "narwhalthird"]
    try:
        a = alice.start_session("a1", repo)
        a.turn(f"{SAID} {REST}", [{"text": "Noted."}])
        for word in gone:
            a.turn(f"The {word} plan is drafted.", [{"text": "Fine."}])
        alice.feed("a1", a.events)
        alice.wait_for(lambda s: s["team"]["sharedLogs"]["sent"] >= 8, what="alice's messages on the server")
        rule = alice.result("memory/write", {"title": "Billing deploys", "body": RULE, "type": "rule",
                                             "key": "billing-deploys", "sessionId": "a1"})["name"]
        alice.result("memory/promote", {"name": rule})
    finally:
        alice.close()
    store = str(tmp_path / "alice.sqlite3")
    for name in ("msg-a1-2", "msg-a1-4", "msg-a1-6", rule):
        code, out, err = dshkit_memory("forget", name, "--store", store)
        assert code == 0, out + err
    for word in (*gone, WORD):
        assert "table files" in holding(pg_server, database, word), word

    alice = TeamSidecar(tmp_path, "alice", team_settings(team_url, author="alice", shareLogs=True))
    try:
        _wait(lambda: "vacuum" in alice.stderr(), "the round's log line")
        lines = [ln for ln in alice.stderr().splitlines() if "shared log copy:" in ln]
        assert len(lines) == 1 and "3 forgotten, 1 rewritten" in lines[0] and "vacuum full" in lines[0], lines
        assert alice.result("memory/stats")["team"]["sharedLogs"]["error"] is None
    finally:
        alice.close()
    names = pg_server.psql("SELECT name FROM dshkit_team_entries ORDER BY name", database).split()
    assert names == ["team-msg-a1-0", "team-msg-a1-1", "team-msg-a1-3", "team-msg-a1-5", "team-msg-a1-7"]
    forgotten = pg_server.psql("SELECT name, forgotten_at FROM dshkit_team_forgotten ORDER BY name",
                               database).split("\n")
    rows = [r.split("|") for r in forgotten if r.strip()]
    assert [r[0] for r in rows] == ["team-msg-a1-2", "team-msg-a1-4", "team-msg-a1-6"]
    assert len({r[1] for r in rows}) == 1  # one transaction
    assert REST in _body(pg_server, database, "team-msg-a1-0")
    for word in (*gone, WORD):
        assert "table files" not in holding(pg_server, database, word), word


def test_a_server_that_is_down_only_delays_the_rewrite(tmp_path, own_pg_server: PgServer):
    server = own_pg_server
    url = server.create_database("down")
    alice, name = _state_and_share(tmp_path, url, server, "down")
    try:
        server.stop()
        assert alice.result("memory/forget", {"name": name})["filesHoldingText"] == []
        alice.result("agent/start", {"sessionId": "a1"})
        alice.wait_for(lambda s: s["team"]["sharedLogs"]["error"] is not None, what="the round to fail")
        server.start()
        alice.result("agent/start", {"sessionId": "a1"})
        _wait(lambda: WORD not in _body(server, "down", "team-msg-a1-0"), "the queued rewrite sent")
        alice.wait_for(lambda s: s["team"]["sharedLogs"]["error"] is None, what="the round to recover")
    finally:
        alice.close()
    _assert_forgotten_everywhere(tmp_path, url, server, "down")


def test_a_message_rewritten_again_during_a_round_stays_queued(tmp_path, pg_server: PgServer, team_url):
    """In process, on a real store and server: the round sends msg's text after the
    first rule's forget; while that transaction is on the network a second rule is
    forgotten (the sidecar answers memory/forget meanwhile), rewriting msg again.
    The name must stay queued, and the next round sends the newer text."""
    import threading
    import types

    from dshkit.sidecar import forget as F
    from dshkit.sidecar import ops
    from dshkit.sidecar import team as team_ext
    from dshkit.sidecar.store import Store
    from dshkit.sidecar.team import conninfo
    from dshkit.sidecar.team.logs import REWRITE_QUEUE
    from dshkit.sidecar.team.wiring import TeamMemory

    database = team_url.rsplit("/", 1)[1]
    store = Store(str(tmp_path / "m.sqlite3"))
    sidecar = types.SimpleNamespace(settings={}, ingestor=None, store=store, project="shop", lock=threading.RLock())
    settings = {"url": team_url, "shareLogs": True}
    team = TeamMemory(sidecar, settings, conninfo.from_settings(settings))
    try:
        team.logs.start()
        store.put_entry("msg-s-0", kind="message", scopes=["shop"], session_id="s",
                        body=f"## Role\nuser\n## Content\n{SAID} Always run the walrus linter before merging. {REST}")
        team.logs.round()
        assert team.logs.error is None and "walrus" in _body(pg_server, database, "team-msg-s-0")
        rules = []
        for key, body in (("billing", RULE), ("linter", "Always run the walrus linter before merging.")):
            rules.append(ops.write_inbox(store, title="Rule", body=body, entry_type="rule", key=key)["name"])
            ops.promote(store, rules[-1])
        F.forget(store, rules[0], [team_ext])
        assert store.get_meta(REWRITE_QUEUE) == '["msg-s-0"]'

        real = team.remote.retract_logs

        def retract_while_forgetting(*args):
            out = real(*args)
            F.forget(store, rules[1], [team_ext])  # between the commit and the queue's update
            return out
        team.remote.retract_logs = retract_while_forgetting
        team.logs.round()
        body = _body(pg_server, database, "team-msg-s-0")
        assert WORD not in body and "walrus" in body, body
        assert store.get_meta(REWRITE_QUEUE) == '["msg-s-0"]'  # still queued: the server has the older text
        team.remote.retract_logs = real
        team.logs.round()
        body = _body(pg_server, database, "team-msg-s-0")
        assert WORD not in body and "walrus" not in body and REST in body, body
        assert store.get_meta(REWRITE_QUEUE) == "[]"
    finally:
        team.cache.stop()
        team.remote.close()
        store.close()
