"""A team server killed with SIGKILL, then restarted: no model step waits for
it, no acknowledged write is lost (a team write is acknowledged only once
committed on the server; while it is down a write is refused with -32015,
never acknowledged), and the sidecar uses the server again once it is back."""

from __future__ import annotations

import time

from tests.pgserver import PgServer

from .teamharness import TeamSidecar, clone, team_settings

STEP_BOUND_S = 1.0  # a preStep during the outage answers from the cache: far below the 2 s timeout


def test_sigkill_loses_no_acknowledged_write_and_never_blocks_a_step(tmp_path, own_pg_server: PgServer):
    server = own_pg_server
    url = server.create_database("kill")
    repo = clone(tmp_path, "shop", "git@example.com:team/shop.git")
    sc = TeamSidecar(tmp_path, "m", team_settings(url, timeoutMs=2000))
    try:
        sc.start_session("s", repo)
        sc.result("agent/start", {"sessionId": "s"})
        rule = sc.result("memory/write", {"title": "Rule before the crash", "type": "rule", "team": True,
                                          "body": "Keep the orders API backwards compatible.", "sessionId": "s"})
        sc.result("memory/promote", {"name": rule["name"]})
        acked, refused = [], []
        for i in range(40):
            if i == 15:
                server.kill()  # mid-stream: the sidecar's open connection dies with it
            answer = sc.call("memory/write", {"title": f"Fact {i}", "body": f"Team fact number {i} of the run.",
                                              "team": True, "sessionId": "s"})
            if "result" in answer:
                acked.append(answer["result"]["name"])
            else:
                assert answer["error"]["code"] == -32015, answer
                assert "nothing was written" in answer["error"]["message"]
                refused.append(i)
            if i == 20:  # during the outage a model step is answered from the cache, promptly
                t0 = time.monotonic()
                step = sc.result("agent/preStep", {"sessionId": "s"})
                assert time.monotonic() - t0 < STEP_BOUND_S
                start = sc.result("agent/start", {"sessionId": "s"})
                assert "Rule before the crash" in start["text"]
                assert step["kind"] in ("none", "baseline", "delta")
                search = sc.result("memory/search", {"query": "orders API compatible"})
                assert "error" in search["team"]  # local results, and the team part says why it is missing
        assert len(acked) == 15 and refused == list(range(15, 40))
        server.start()
        # back: the next write reconnects by itself, and every acknowledged write is there
        again = sc.result("memory/write", {"title": "After restart", "body": "Written after the restart.",
                                           "team": True, "sessionId": "s"})
        on_server = set(server.psql("SELECT name FROM dshkit_team_entries", "kill").split())
        assert set(acked) <= on_server and again["name"] in on_server
        assert len(on_server) == len(acked) + 2  # the rule, the acknowledged facts, the one after
        sc.wait_for(lambda s: s["team"]["error"] is None, what="the cache to refresh again")
        assert "Rule before the crash" in sc.result("agent/start", {"sessionId": "s"})["text"]
        assert sc.proc.poll() is None
    finally:
        sc.close()


def test_a_sidecar_started_while_the_server_is_down_keeps_the_team_rules(tmp_path, own_pg_server: PgServer):
    server = own_pg_server
    url = server.create_database("down")
    repo = clone(tmp_path, "shop", "https://example.com/team/shop")
    sc = TeamSidecar(tmp_path, "m", team_settings(url))
    sc.start_session("s", repo)
    sc.result("agent/start", {"sessionId": "s"})
    w = sc.result("memory/write", {"title": "Pin the Node version", "type": "rule", "team": True,
                                   "body": "Node 24 everywhere in the shop.", "sessionId": "s"})
    sc.result("memory/promote", {"name": w["name"]})
    sc.close()  # the cache's copy goes to the local store
    server.kill()
    sc = TeamSidecar(tmp_path, "m", team_settings(url))
    try:
        sc.start_session("s2", repo)
        t0 = time.monotonic()
        start = sc.result("agent/start", {"sessionId": "s2"})
        assert time.monotonic() - t0 < STEP_BOUND_S + 0.5
        assert "Pin the Node version" in start["text"]
        assert sc.call("memory/promote", {"name": w["name"]})["error"]["code"] == -32015
    finally:
        sc.close()
