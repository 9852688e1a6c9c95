"""A real sidecar process with evolution on, a real project repository, and a
fake host that speaks exactly the protocol for what cannot run here: the model
(``llm/complete`` answered with scripted candidates) and the host's probe
sub-session (``evolve/probe``: it fetches the revision's components with
``evolve/components {rev}`` and acts on the project worktree as that guidance
says, so good guidance makes the real acceptance check pass)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from tests.sidecar.harness import SessionBuilder
from tests.sidecar_consolidation.fake_host import FakeHost

ACCEPT = """\
import pathlib
import unittest


class Acceptance(unittest.TestCase):
    def test_result_is_done(self):
        self.assertEqual(pathlib.Path("result.txt").read_text().strip(), "DONE")


if __name__ == "__main__":
    unittest.main()
"""
GOOD_RULE = "When a task ends, write DONE to result.txt."
BAD_RULE = "When a task ends, write PENDING to result.txt."
TEST_EDIT_RULE = "When a check fails, rewrite tests/test_accept.py so that it passes."


def git(cwd, *args) -> str:
    return subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t.invalid", "-c", "commit.gpgsign=false",
                           *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def make_project(root: Path) -> Path:
    """A tiny real project: its acceptance check is ``python -m unittest tests.test_accept``."""
    root.mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "tests" / "__init__.py").write_text("")
    (root / "tests" / "test_accept.py").write_text(ACCEPT)
    (root / "README.md").write_text("demo\n")
    (root / ".gitignore").write_text("__pycache__/\nnode_modules/\n")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "init")
    return root


def settings(**over) -> dict:
    evo = {"enabled": True, "model": "fake/evolver", "validationTrials": 1, "shadowTurns": 1,
           "checks": [{"name": "accept", "argv": [sys.executable, "tests/test_accept.py"]}],
           "protectedPaths": ["tests"], "checkTimeoutMs": 60_000, "probeTimeoutMs": 30_000}
    evo.update(over)
    return {"utcOffsetMinutes": 0, "evolution": evo}


def candidate(base: str, rule: str, path: str = "system.md", component: str = "C1") -> str:
    """A model reply adding ``rule`` to the end of ``base`` (the anchored region kept)."""
    return json.dumps({"component": component, "path": path, "text": base.rstrip("\n") + f"\n- {rule}\n",
                       "rationale": "the user corrected how tasks end"})


class EvoHost(FakeHost):
    """The fake host: scripted model replies, a probe that follows the guidance."""

    def __init__(self, replies: list[str] | None = None, probe_calls: int = 2):
        super().__init__()
        self.replies = list(replies or [])
        self.probe_calls = probe_calls  # model calls each probe reports
        self.probes: list[dict] = []
        self.candidate_requests: list[dict] = []
        self.probe_end: dict = {}  # role -> how that side's probe session ended, when not "completed"
        self.probe_delay = 0.0  # seconds before a probe is answered (a host disposing a late child)

    def _answer(self, frame: dict) -> None:
        rid, method, params = frame["id"], frame["method"], frame.get("params") or {}
        try:
            if method == "llm/complete":
                assert params["purpose"] == "evolution-candidate", params["purpose"]
                self.candidate_requests.append(params)
                result = {"text": self.replies.pop(0), "finish": "stop"}
            elif method == "evolve/probe":
                self.probes.append(params)
                result = self._probe(params)
            else:
                self._send({"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": "no such method"}})
                return
        except Exception as exc:  # noqa: BLE001 - answered as the host would: an error frame
            self._send({"jsonrpc": "2.0", "id": rid, "error": {"code": -32603, "message": repr(exc)}})
            return
        self._send({"jsonrpc": "2.0", "id": rid, "result": result})

    def _probe(self, params: dict) -> dict:
        view = self.result("evolve/components", {"rev": params["rev"]})
        # the probe agent reads C1 and every skill of that revision
        system = "\n".join([next(c["text"] for c in view["components"] if c["id"] == "C1"),
                            *(s["text"] for s in view["skills"])])
        cwd = Path(params["cwd"])
        if "write DONE to result.txt" in system:
            (cwd / "result.txt").write_text("DONE\n")
        elif "write PENDING to result.txt" in system:
            (cwd / "result.txt").write_text("PENDING\n")
        if "rewrite tests/test_accept.py" in system:
            (cwd / "tests" / "test_accept.py").write_text("def test_nothing():\n    pass\n")
        status = self.probe_end.get(params["role"], "completed")
        time.sleep(self.probe_delay)
        return {"ok": status == "completed", "status": status, "calls": self.probe_calls,
                "note": "followed " + params["rev"][:8]}

    # -- conveniences -------------------------------------------------------------------------
    def start(self, store: Path, **over) -> dict:
        return self.result("initialize", {"storePath": str(store), "project": "demo", "settings": settings(**over)})

    def evolve(self, action: str, *args: str, **extra) -> dict:
        return self.result("evolve/command", {"action": action, "args": list(args), **extra})

    def wait_for(self, step: str, outcome: str | None = None, timeout: float = 60.0) -> dict:
        """The first ledger row of ``step`` (and ``outcome``) once it exists."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for row in self.evolve("log", "500")["rows"]:
                if row["step"] == step and (outcome is None or row["outcome"] == outcome):
                    return row
            time.sleep(0.1)
        raise AssertionError(f"no ledger row {step}/{outcome}: {self.evolve('log', '50')['text']}")

    def ends(self, count: int, timeout: float = 60.0) -> list[dict]:
        """The ``end`` rows of the ledger once there are ``count`` of them (runs finished)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            rows = [r for r in self.evolve("log", "500")["rows"] if r["step"] == "end"]
            if len(rows) >= count:
                return rows
            time.sleep(0.05)
        raise AssertionError(f"fewer than {count} finished runs: {self.evolve('log', '50')['text']}")

    def turn(self, b: SessionBuilder, text: str, reason: str = "completed") -> None:
        """One real turn of a session in the project (a span cut at turn end)."""
        if not b.events:
            self.notify("session/event", {"sessionId": b.session_id, "event": b.header})
        start = len(b.events)
        b.turn(text, [{"text": "done"}], reason=reason)
        self.feed(b.session_id, b.events[start:])
