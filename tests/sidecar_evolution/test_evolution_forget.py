"""``memory/forget`` of a logged message takes what evolution read from it along."""

from __future__ import annotations

from tests.sidecar.harness import SessionBuilder


def _message(host, words: str) -> str:
    hits = host.result("memory/search", {"query": words, "includeOperational": True, "limit": 5})["results"]
    return next(h["name"] for h in hits if h["name"].startswith("msg-"))


def test_forgetting_a_message_removes_its_deviation_and_blanks_its_task(tmp_path, host, project):
    host.start(tmp_path / "m.sqlite3")
    b = SessionBuilder("f1", cwd=str(project))
    host.turn(b, "Please tidy the quarterly ledger export.")
    host.turn(b, "No, the export must keep the zebra column.")
    host.turn(b, "Actually, never drop the walrus rows either.")
    [first, second] = host.evolve("diagnose", sessionId="f1")["deviations"]
    assert first["task"] == second["task"] == "Please tidy the quarterly ledger export."

    assert host.result("memory/forget", {"name": _message(host, "zebra column")})["filesHoldingText"] == []
    [left] = host.evolve("diagnose", sessionId="f1")["deviations"]
    assert "walrus" in left["text"]
    assert host.result("memory/forget", {"name": _message(host, "quarterly ledger export")})["filesHoldingText"] == []
    [left] = host.evolve("diagnose", sessionId="f1")["deviations"]
    assert left["task"] == "" and "walrus" in left["text"]
