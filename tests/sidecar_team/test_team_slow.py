"""A slow team server never delays a model step: a team call waiting on the
server runs on the sidecar's later worker, and the frames behind it
(``agent/preStep`` above all) are answered at once. The server is made slow
for real: another connection holds ``LOCK TABLE … ACCESS EXCLUSIVE`` on the
team table, so the sidecar's statements wait in the server's lock queue.

What stays ordered (docs/memory.md "Team memory"): team calls run one after
another in arrival order, so a search sent after a write sees it; a write
the caller was told failed (-32015) did not commit on the server, even once
the lock is free (the server's statement_timeout ends it first)."""

from __future__ import annotations

import json
import queue
import threading
import time

import pg8000.native
import pytest

from tests.pgserver import PASSWORD, SUPERUSER, PgServer

from .teamharness import TeamSidecar, clone, team_settings

STEP_BOUND_S = 1.0  # a preStep behind a stuck team write: answered from the local store and cache
START_WAIT_S = 0.5  # agent/start's documented bound on waiting for a cache refresh (startWaitMs here)
CLEAN_FAIL_BOUND_S = 8.0  # a stuck write fails within its timeout (twice, if the refresher held the line)


class Answers:
    """The sidecar's answers as they arrive, with their arrival time (a
    thread reads stdout, so requests can be sent without waiting)."""

    def __init__(self, sc: TeamSidecar):
        self.sc = sc
        self.q: queue.Queue = queue.Queue()
        self.got: dict = {}
        self.order: list = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in iter(self.sc.proc.stdout.readline, b""):
            self.q.put((time.monotonic(), json.loads(line)))

    def send(self, rid: str, method: str, params: dict | None = None) -> float:
        frame = {"jsonrpc": "2.0", "id": rid, "method": method, **({"params": params} if params else {})}
        self.sc.send(frame)
        return time.monotonic()

    def wait(self, rid: str, timeout: float = 20.0) -> tuple[float, dict]:
        deadline = time.monotonic() + timeout
        while rid not in self.got:
            at, frame = self.q.get(timeout=max(0.01, deadline - time.monotonic()))
            self.got[frame.get("id")] = (at, frame)
            self.order.append(frame.get("id"))
        return self.got[rid]

    def shutdown(self) -> None:
        self.send("bye", "shutdown")
        self.wait("bye")
        self.sc.proc.wait(timeout=10)


def teammate(server: PgServer, database: str) -> pg8000.native.Connection:
    """Another client of the server, in an open transaction."""
    con = pg8000.native.Connection(user=SUPERUSER, password=PASSWORD, host="127.0.0.1", port=server.port,
                                   database=database)
    con.run("START TRANSACTION")
    return con


class TableLock:
    """Another client holding ACCESS EXCLUSIVE on the team table until released."""

    def __init__(self, server: PgServer, database: str):
        self.con = teammate(server, database)
        self.con.run("LOCK TABLE dshkit_team_entries IN ACCESS EXCLUSIVE MODE")

    def release(self) -> None:
        self.con.run("ROLLBACK")
        self.con.close()


@pytest.fixture
def slow_team(tmp_path, pg_server: PgServer, team_url):
    database = team_url.rsplit("/", 1)[1]
    repo = clone(tmp_path, "shop", "git@example.com:team/shop.git")

    def make(timeout_ms: int):
        sc = TeamSidecar(tmp_path, "m", team_settings(team_url, timeoutMs=timeout_ms,
                                                      startWaitMs=int(START_WAIT_S * 1000)))
        sc.start_session("s", repo)
        sc.result("agent/start", {"sessionId": "s"})
        rule = sc.result("memory/write", {"title": "Rule from before", "type": "rule", "team": True,
                                          "body": "Tables are created and a rule is cached.", "sessionId": "s"})
        sc.result("memory/promote", {"name": rule["name"]})
        made.append(sc)
        return sc, Answers(sc)
    made: list[TeamSidecar] = []
    yield make, database
    for sc in made:
        if sc.proc.poll() is None:
            sc.kill()


def test_a_step_behind_a_stuck_team_write_is_answered_at_once_and_the_write_lands(slow_team, pg_server):
    make, database = slow_team
    sc, answers = make(3000)
    lock = TableLock(pg_server, database)
    try:
        answers.send("w", "memory/write", {"title": "Orders freeze", "type": "decision", "team": True,
                                           "body": "The orders schema is frozen until the audit ends.",
                                           "sessionId": "s"})
        answers.send("q", "memory/search", {"query": "orders schema audit", "statuses": ["inbox", "active"]})
        sent = answers.send("step", "agent/preStep", {"sessionId": "s"})
        at, step = answers.wait("step", timeout=10)
        assert at - sent < STEP_BOUND_S, f"preStep waited {at - sent:.2f}s behind the team write"
        assert "result" in step and step["result"]["kind"] in ("none", "baseline", "delta")
        # a local-only request, and a session start (its own documented wait for the cache, at most)
        sent = answers.send("local", "memory/write", {"title": "Local note", "body": "Stays on this machine."})
        at, local = answers.wait("local", timeout=10)
        assert at - sent < STEP_BOUND_S and local["result"]["name"].startswith("mem-")
        sent = answers.send("start", "agent/start", {"sessionId": "s"})
        at, start = answers.wait("start", timeout=10)
        assert at - sent < START_WAIT_S + STEP_BOUND_S and "Rule from before" in start["result"]["text"]
        assert "w" not in answers.got and "q" not in answers.got  # both still wait for the lock
    finally:
        time.sleep(0.3)
        lock.release()
    _, write = answers.wait("w")
    _, search = answers.wait("q")
    assert write["result"]["status"] == "inbox", write
    # in arrival order among team calls: the search sent after the write sees it
    assert answers.order.index("w") < answers.order.index("q")
    assert [h["name"] for h in search["result"]["results"] if h.get("team")] == [write["result"]["name"]]
    answers.shutdown()


def test_a_write_stuck_past_its_timeout_fails_cleanly_and_never_commits_later(slow_team, pg_server):
    """Stuck past the parse (which a table lock would stop): a teammate's
    uncommitted delete of the same entry makes the write wait for that
    transaction inside the server. The caller is told -32015; when the delete
    then commits, the server must not go on to insert the row."""
    make, database = slow_team
    sc, answers = make(1000)
    entry = {"title": "Never lands", "team": True, "sessionId": "s", "body": "Refused while a delete is open."}
    answers.send("first", "memory/write", entry)
    name = answers.wait("first")[1]["result"]["name"]
    other = teammate(pg_server, database)
    other.run("DELETE FROM dshkit_team_entries WHERE name = :n", n=name)
    try:
        sent = answers.send("w", "memory/write", entry)  # same content: same name, waits for the delete
        step_sent = answers.send("step", "agent/preStep", {"sessionId": "s"})
        at, step = answers.wait("step", timeout=10)
        assert at - step_sent < STEP_BOUND_S and "result" in step
        at, write = answers.wait("w", timeout=CLEAN_FAIL_BOUND_S + 2)
        assert at - sent < CLEAN_FAIL_BOUND_S
        assert write["error"]["code"] == -32015 and "nothing was written" in write["error"]["message"], write
        other.run("COMMIT")
    finally:
        other.close()
    time.sleep(0.5)  # the delete committed: a statement the server had not ended would insert now
    assert pg_server.psql(f"SELECT count(*) FROM dshkit_team_entries WHERE name = '{name}'",
                          database).strip() == "0"
    answers.send("again", "memory/write", entry)
    _, again = answers.wait("again")
    assert again["result"] == {**again["result"], "name": name, "status": "inbox", "result": "inserted"}, again
    assert sc.proc.poll() is None
    answers.shutdown()
