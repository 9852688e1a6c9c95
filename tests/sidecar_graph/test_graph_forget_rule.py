"""Forgetting is transitive and the same on every path (docs/memory.md "Forgetting").

The user states a rule in their own words, the agent writes it as a memory entry,
the user promotes it and the graph card carries it (the graph drew a pinned
constraint from the human's message). Forgetting the rule — through the protocol
(``memory/forget``, what the host's ``/memory forget`` and the tool send) or the
CLI (``dshkit memory forget`` over the real sidecar store) — must take every copy:
no later card, agent-start block or injection shows its words, and no byte of any
store file (store, index, their WALs) holds them. Forgetting the message instead
(the CLI case of issue 22) removes the graph facts drawn from it and exits 0.
"""

from __future__ import annotations

import glob
import os
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from tests.sidecar.harness import SessionBuilder, Sidecar

from .helpers import tool_turn

REPO = Path(__file__).resolve().parents[2]
SAID = "Please remember: never deploy the billing service on Fridays."
RULE = "Never deploy the billing service on Fridays."
WORDS = (b"billing service on Fridays", b"deploy the billing", b"billing service")


def _store_bytes(store: str) -> list[tuple[str, bytes]]:
    return [(p, open(p, "rb").read()) for p in glob.glob(store + "*") if os.path.isfile(p)]


def _assert_no_words(store: str) -> None:
    files = _store_bytes(store)
    assert any(p.endswith(".fts") for p, _ in files)
    for path, data in files:
        for w in WORDS:
            assert w not in data, (path, w)


def _injected(sc: Sidecar, sid: str) -> str:
    pre = sc.result("agent/preStep", {"sessionId": sid})
    start = sc.result("agent/start", {"sessionId": sid})
    return "\n".join([pre.get("text") or "", (pre.get("card") or {}).get("text") or "", start.get("text") or ""])


def _state_promote_and_card(sc: Sidecar, tmp_path) -> str:
    """Session 1 states the rule; the entry is written and promoted; a new
    session's card and injection carry it. Returns the rule's entry name."""
    b = SessionBuilder("s-rule", cwd=str(tmp_path))
    tool_turn(b, f"{SAID} We decided the cache uses Redis.", [], answer="Noted the rule.")
    b.ev("turn/start", {"turn": 3})
    b.user("What should I do before committing?")
    sc.feed("s-rule", [b.header, *b.events])
    card = sc.result("agent/preStep", {"sessionId": "s-rule"})["card"]
    assert "billing service on Fridays" in card["text"] and "Redis" in card["text"], card
    w = sc.result("memory/write", {"title": "Billing deploys", "body": RULE, "type": "rule", "key": "billing-deploys"})
    sc.result("memory/promote", {"name": w["name"]})
    later = SessionBuilder("s-later", cwd=str(tmp_path))
    sc.feed("s-later", [later.header])
    assert "billing service on Fridays" in _injected(sc, "s-later")
    return w["name"]


@contextmanager
def _sidecar(store: str):
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": store, "project": "demo"})
        yield sc
    finally:
        sc.close()


def _after(store: str, tmp_path, sid: str) -> None:
    """A new session on the store: nothing of the rule injected, the other decision kept."""
    with _sidecar(store) as sc:
        b = SessionBuilder(sid, cwd=str(tmp_path))
        sc.feed(sid, [b.header])
        text = _injected(sc, sid)
        assert "billing" not in text.lower() and "Redis" in text, text
        assert sc.result("memory/recall", {"query": "billing Fridays", "sessionId": sid})["nodes"] == []
        assert sc.result("memory/search", {"query": "billing", "includeOperational": True,
                                           "statuses": ["active", "inbox", "superseded", "expired"]})["results"] == []
    _assert_no_words(store)


def test_forgetting_a_rule_over_the_protocol_takes_its_graph_statement_and_the_words_said(tmp_path):
    store = str(tmp_path / "m.sqlite3")
    with _sidecar(store) as sc:
        name = _state_promote_and_card(sc, tmp_path)
        out = sc.result("memory/forget", {"name": name})
        assert out["filesHoldingText"] == [], out
        text = _injected(sc, "s-later")  # the same later session: no line names the rule again
        assert "billing" not in text.lower(), text
        # the message stays, less the sentence that stated the rule
        hits = sc.result("memory/search", {"query": "Redis", "includeOperational": True})["results"]
        msg = sc.result("memory/get", {"name": next(h["name"] for h in hits if h["name"].startswith("msg-"))})
        assert "[forgotten]" in msg["body"] and "cache uses Redis" in msg["body"], msg["body"]
        _assert_no_words(store)
    _after(store, tmp_path, "s-next")


def _dshkit(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "dshkit", *args], capture_output=True, text=True, timeout=120,
                          cwd=str(REPO), env=env)


def test_forgetting_the_rule_with_the_cli_is_the_same_forget(tmp_path):
    store = str(tmp_path / "m.sqlite3")
    with _sidecar(store) as sc:
        name = _state_promote_and_card(sc, tmp_path)
    out = _dshkit("memory", "forget", name, "--store", store)
    assert out.returncode == 0, out.stdout + out.stderr
    _after(store, tmp_path, "s-cli")


def test_forgetting_the_message_with_the_cli_removes_the_graph_facts_drawn_from_it(tmp_path):
    """Issue 22: the CLI ran no forget hook, the graph kept the message's statement and
    the command exited 2 (MEM006). The rule itself was never written here."""
    store = str(tmp_path / "m.sqlite3")
    with _sidecar(store) as sc:
        b = SessionBuilder("s-msg", cwd=str(tmp_path))
        tool_turn(b, SAID, [], answer="Noted.")
        tool_turn(b, "We decided the cache uses Redis.", [], answer="Done: switched the cache to Redis.")
        sc.feed("s-msg", [b.header, *b.events])
        assert "billing service on Fridays" in sc.result("agent/preStep", {"sessionId": "s-msg"})["card"]["text"]
        hits = sc.result("memory/search", {"query": "billing Fridays", "includeOperational": True})["results"]
        name = next(h["name"] for h in hits if h["name"].startswith("msg-"))
    out = _dshkit("memory", "forget", name, "--store", store)
    assert out.returncode == 0, out.stdout + out.stderr
    _after(store, tmp_path, "s-cli-msg")
