"""Evolution's methods over real pipes: off by default (no method, row, directory
or git call), the default components, refusals of bad params, the schemas."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import random
import subprocess
import time
from pathlib import Path

import jsonschema
import pytest

from dshkit.sidecar.evolution.defaults import ANCHOR_CLOSE, ANCHOR_OPEN
from dshkit.sidecar.evolution.wiring import METHODS_WHEN_ENABLED
from tests.sidecar_consolidation.fake_host import FakeHost
from tests.sidecar_evolution.helpers import EvoHost, settings

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas" / "protocol"
EVOLVE_METHODS = {"evolve/components", "evolve/command", "evolve/deviation"}


def _git_spy(tmp_path: Path) -> tuple[dict, Path]:
    """A PATH whose first ``git`` notes each call in a file, then runs the real one."""
    real = subprocess.run(["which", "git"], capture_output=True, text=True, check=True).stdout.strip()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "git-calls.txt"
    spy = bin_dir / "git"
    spy.write_text(f"#!/bin/sh\necho \"$@\" >> '{calls}'\nexec '{real}' \"$@\"\n")
    spy.chmod(spy.stat().st_mode | stat.S_IEXEC)
    return {"PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}, calls


def _rows(store: Path, table: str) -> int:
    db = sqlite3.connect(store)
    try:
        return db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    finally:
        db.close()


@pytest.mark.parametrize("evolution", [None, {"enabled": False, "model": "p/m"},
                                       {"enabled": True, "model": "p/m"}])  # enabled without checks: stays off
def test_off_means_no_method_row_directory_or_git_call(tmp_path, evolution):
    env, calls = _git_spy(tmp_path)
    spy_host = FakeHost(env=env)
    try:
        store = tmp_path / "m.sqlite3"
        s = {"utcOffsetMinutes": 0, **({"evolution": evolution} if evolution is not None else {})}
        init = spy_host.result("initialize", {"storePath": str(store), "settings": s})
        assert not EVOLVE_METHODS & set(init["capabilities"]["methods"])
        assert "evolve/probe" not in init["capabilities"]["sidecarRequests"]
        for method in EVOLVE_METHODS:
            assert spy_host.call(method, {"action": "status", "kind": "x"})["error"]["code"] == -32601
        assert "evolution" not in spy_host.result("memory/stats", {})
        spy_host.result("memory/write", {"title": "t", "body": "b", "type": "rule"})
    finally:
        spy_host.close()
    assert not (tmp_path / "m.sqlite3.evolution").exists()
    assert not calls.exists(), calls.read_text()
    for table in ("evolution_ledger", "evolution_state", "evolution_revoked", "evolution_deviations"):
        assert _rows(store, table) == 0


def test_on_registers_the_methods_and_uses_git_only_when_asked(tmp_path):
    env, calls = _git_spy(tmp_path)
    spy_host = FakeHost(env=env)
    try:
        init = spy_host.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"), "settings": settings()})
        assert EVOLVE_METHODS <= set(init["capabilities"]["methods"])
        assert {"llm/complete", "evolve/probe"} <= set(init["capabilities"]["sidecarRequests"])
        assert not (tmp_path / "m.sqlite3.evolution").exists()  # created on first use only
        first = spy_host.result("evolve/components", {})
        time.sleep(1.2)  # the worker's first mirror sync
        before = calls.read_text()
        for _ in range(5):  # answered on the dispatch thread: from the cache, no git
            assert spy_host.result("evolve/components", {})["rev"] == first["rev"]
            assert spy_host.result("evolve/components", {"rev": first["rev"][:8]})["rev"] == first["rev"]
        assert calls.read_text().count("\n") - before.count("\n") <= 2  # the prefix resolved once
    finally:
        spy_host.close()
    assert (tmp_path / "m.sqlite3.evolution" / ".git").is_dir()
    assert "init" in calls.read_text()


def test_default_components_are_a_git_repository_with_anchored_regions(tmp_path):
    host = EvoHost()
    try:
        host.start(tmp_path / "m.sqlite3")
        view = host.result("evolve/components", {})
        jsonschema.validate(view, json.loads((SCHEMAS / "evolve.components.result.json").read_text()))
        texts = {c["id"]: c["text"] for c in view["components"]}
        assert [c["path"] for c in view["components"]] == ["system.md", "guardrails.md", "memory.md", "tools.md",
                                                           "subagents.md"]
        for cid in ("C1", "C2", "C3", "C4"):
            assert texts[cid].count(ANCHOR_OPEN) == 1 and texts[cid].count(ANCHOR_CLOSE) == 1, cid
            assert texts[cid].strip() in view["injection"]
        assert ANCHOR_OPEN not in texts["C5"] and texts["C5"].strip() not in view["injection"]
        assert view["skills"] == view["scripts"] == view["hooks"] == []
        assert view["rev"] == view["activeRev"] == view["adoptedRev"] and not view["inShadow"]
        # the same revision by a prefix of its id; a revision is a commit of the evolution repository
        assert host.result("evolve/components", {"rev": view["rev"][:10]})["rev"] == view["rev"]
        repo = tmp_path / "m.sqlite3.evolution"
        author = subprocess.run(["git", "-C", str(repo), "log", "-1", "--format=%an <%ae>", view["rev"]],
                                capture_output=True, text=True, check=True).stdout.strip()
        assert author == "dshkit evolution <evolution@dshkit.invalid>"
        for folder in ("skills", "scripts", "hooks"):
            assert (repo / folder).is_dir()
        stats = host.result("memory/stats", {})
        jsonschema.validate(stats, json.loads((SCHEMAS / "memory.stats.result.json").read_text()))
        assert stats["evolution"] == {"enabled": True, "ledgerRows": 1, "revoked": 0, "openDeviations": 0}
        status = host.evolve("status")
        assert "git version" in status["text"] and "not copied" in status["text"]
        assert status["state"]["active"] == view["rev"]
    finally:
        host.close()


BAD = [
    ("evolve/command", {"action": "explode"}, -32602),
    ("evolve/command", {}, -32602),
    ("evolve/command", {"action": "run", "args": ["C9"]}, -32602),
    ("evolve/command", {"action": "run", "args": "C1"}, -32602),
    ("evolve/command", {"action": "log", "args": ["lots"]}, -32602),
    ("evolve/command", {"action": "status", "shell": "rm -rf /"}, -32602),
    ("evolve/command", {"action": "verify"}, -32009),  # no shadow trial
    ("evolve/command", {"action": "rollback"}, -32009),  # the defaults are in force
    ("evolve/command", {"action": "diff", "args": ["0123456789abc"]}, -32004),
    ("evolve/components", {"rev": "not-hex!"}, -32004),
    ("evolve/components", {"rev": "0123456789abcdef"}, -32004),
    ("evolve/components", {"rev": 7}, -32602),
    ("evolve/components", [1, 2], -32602),
    ("evolve/deviation", {}, -32602),
    ("evolve/deviation", {"kind": "tool failure; rm -rf"}, -32602),
    ("evolve/deviation", {"kind": "x" * 65}, -32602),
    ("evolve/deviation", {"kind": "tool-failure", "text": 5}, -32602),
]


def test_garbage_is_a_jsonrpc_error_and_the_sidecar_keeps_running(tmp_path):
    host = EvoHost()
    try:
        host.start(tmp_path / "m.sqlite3")
        host.result("evolve/components", {})
        for method, params, code in BAD:
            response = host.call(method, params)
            assert response.get("error", {}).get("code") == code, (method, params, response)
        host._send({"jsonrpc": "2.0", "id": 99, "method": "evolve/command", "params": "status"})
        host.proc.stdin.write(b"{not json\n")
        host.proc.stdin.flush()
        assert host.evolve("status")["live"] is True
        recorded = host.result("evolve/deviation", {"kind": "tool-failure:bash", "text": "failed twice"})
        assert recorded["id"] and recorded["shadowRolledBack"] is False and recorded["project"] == "demo"
        assert host.evolve("diagnose")["kinds"] == {"tool-failure:bash": 1}
    finally:
        host.close()
    assert host.proc.returncode == 0


def test_known_params_match_the_schemas():
    for method, (known, _) in METHODS_WHEN_ENABLED.items():
        spec = json.loads((SCHEMAS / f"{method.replace('/', '.')}.params.json").read_text())
        assert spec.get("additionalProperties") is False and known == set(spec["properties"]), method


def _junk(rng: random.Random):
    return rng.choice([None, True, 0, -1, 2**63, 1.5, "", "C1", "status", "x" * 5000, "\u0000", "../..",
                       [], ["C1"], [1], {}, {"a": 1}, "0" * 40, "deadbeef"])


def test_random_params_never_crash_the_sidecar(tmp_path):
    rng = random.Random(25)
    host = EvoHost()
    try:
        host.start(tmp_path / "m.sqlite3")
        keys = {m: sorted(known) + ["junk"] for m, (known, _) in METHODS_WHEN_ENABLED.items()}
        for _ in range(300):
            method = rng.choice(sorted(keys))
            params = {k: _junk(rng) for k in rng.sample(keys[method], rng.randint(0, len(keys[method])))}
            if method == "evolve/command" and params.get("action") in ("run", "verify"):
                params["action"] = "log"  # queued work would wait on the model: not what this test is about
            response = host.call(method, params)
            assert ("result" in response) != ("error" in response), response
            if "error" in response:
                assert response["error"]["code"] in (-32602, -32004, -32009), response
        assert host.evolve("status")["live"] is True
    finally:
        host.close()
    assert host.proc.returncode == 0
