"""``dshkit memory evolve …`` over a store: reads and rollback with no sidecar,
run queued for the next sidecar, mistakes as one located line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from tests.sidecar_evolution.helpers import GOOD_RULE, EvoHost, candidate, make_project

REPO = Path(__file__).resolve().parents[2]


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "dshkit", "memory", "evolve", *args], cwd=cwd,
                          capture_output=True, text=True, env=env, timeout=120)


def cli_json(*args: str, cwd: Path | None = None) -> dict:
    proc = cli(*args, "--json", cwd=cwd)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _adopt_one(tmp_path: Path, store: Path, project: Path) -> str:
    """A live run to adoption (no shadow turns), then the sidecar is gone."""
    host = EvoHost()
    try:
        host.start(store, shadowTurns=0)
        base = host.result("evolve/components", {})["components"][0]["text"]
        host.replies = [candidate(base, GOOD_RULE)]
        host.evolve("run", "C1", cwd=str(project))
        rev = host.wait_for("end", "shadow")["rev"]
        (project / "result.txt").write_text("DONE\n")
        host.evolve("verify")
        host.wait_for("adopt")
        return rev
    finally:
        host.close()


def test_reads_and_rollback_work_with_no_sidecar(tmp_path):
    store, project = tmp_path / "m.sqlite3", make_project(tmp_path / "proj")
    rev = _adopt_one(tmp_path, store, project)

    status = cli_json("status", "--store", str(store))
    assert status["live"] is False and status["state"]["active"] == rev == status["state"]["adopted"]
    assert status["settings"]["checks"][0]["name"] == "accept"  # as the last sidecar ran it
    text = cli("status", "--store", str(store)).stdout
    assert "git version" in text and "not copied" in text and rev[:12] in text
    report = cli("report", "--store", str(store)).stdout
    assert "C1: adopted  model calls 5 (candidate 1, probes 4)  wall" in report
    log = cli_json("log", "5", "--store", str(store))
    assert [r["step"] for r in log["rows"]][-2:] == ["verify", "adopt"] and len(log["rows"]) == 5
    assert f"+- {GOOD_RULE}" in cli_json("diff", "initial", "active", "--store", str(store))["diff"]
    assert cli_json("diagnose", "--store", str(store), "--project", "demo")["deviations"] == []

    rolled = cli_json("rollback", "--store", str(store))
    assert rolled["rev"] == rev and rolled["revoked"] == [rev] and rolled["active"] != rev
    assert "can never be loaded again" in rolled["text"]
    again = cli("rollback", rev[:12], "--store", str(store))
    assert again.returncode == 2 and again.stderr.strip().endswith("is already rolled back [MEM010]")
    # the work tree of the evolution repository follows (a convenience for humans)
    assert GOOD_RULE not in (Path(str(store) + ".evolution") / "system.md").read_text()

    host = EvoHost()
    try:
        host.start(store)
        refused = host.call("evolve/components", {"rev": rev})["error"]
        assert refused["code"] == -32009 and refused["data"]["revoked"] is True
        assert host.result("evolve/components", {})["rev"] == rolled["active"]
    finally:
        host.close()


def test_run_is_queued_in_the_store_until_a_sidecar_takes_it(tmp_path):
    store, project = tmp_path / "m.sqlite3", make_project(tmp_path / "proj")
    host = EvoHost()
    try:
        host.start(store)
        base = host.result("evolve/components", {})["components"][0]["text"]
    finally:
        host.close()
    queued = cli_json("run", "C1", "--store", str(store), cwd=project)
    assert queued["task"] == "evolve:run" and queued["payload"]["cwd"] == str(project)
    assert "waits" in queued["text"]
    time.sleep(1.0)
    assert cli_json("status", "--store", str(store))["queued"] == [{"id": "evolve:run", "status": "pending"}]
    host = EvoHost([candidate(base, GOOD_RULE)])
    try:
        host.start(store)  # the next sidecar works through the queue
        assert host.wait_for("end")["outcome"] == "shadow"
        assert len(host.probes) == 2
    finally:
        host.close()
    assert cli_json("status", "--store", str(store))["queued"] == []


def test_mistakes_are_one_line_and_a_nonzero_exit(tmp_path):
    store = tmp_path / "m.sqlite3"
    host = EvoHost()
    try:
        host.start(store)
        host.result("evolve/components", {})
    finally:
        host.close()
    for args, words in ((("run", "C9"), "C1 to C8"), (("log", "many"), "count from 1 to 500"),
                        (("verify",), "no shadow trial"), (("diff", "abcdef0"), "no revision"),
                        (("rollback",), "nothing to roll back")):
        proc = cli(*args, "--store", str(store))
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
        [line] = proc.stderr.strip().splitlines()
        assert words in line and line.endswith("[MEM010]"), line
    bare = tmp_path / "bare.sqlite3"
    subprocess.run([sys.executable, "-c", "import sqlite3; sqlite3.connect(%r).execute('create table t(x)')"
                    % str(bare)], check=True)
    proc = cli("status", "--store", str(bare))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1
