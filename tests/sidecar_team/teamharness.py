"""Helpers for the team tests: clones with an ``origin``, and sidecars (real
processes, each with its own local store) pointed at one real server."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from tests.pgserver import PgServer
from tests.sidecar.harness import REPO, SessionBuilder, Sidecar


def clone(root: Path, folder: str, origin: str | None) -> Path:
    """A git repository in ``root/folder`` whose origin is ``origin`` (none: no remote)."""
    path = root / folder
    path.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    if origin:
        subprocess.run(["git", "-C", str(path), "remote", "add", "origin", origin], check=True)
    return path


class TeamSidecar(Sidecar):
    """A sidecar whose stderr is kept (the tests read its log lines)."""

    def __init__(self, tmp: Path, name: str, team: dict | None, env: dict | None = None):
        self.log_path = tmp / f"{name}.stderr"
        self._log = open(self.log_path, "wb")
        e = dict(os.environ)
        e.update(env or {})
        e.setdefault("PYTHONPATH", str(REPO))
        import subprocess as sp
        import sys
        self.proc = sp.Popen([sys.executable, "-m", "dshkit.sidecar"], stdin=sp.PIPE, stdout=sp.PIPE,
                             stderr=self._log, env=e, cwd=str(REPO))
        self.next_id = 0
        self.traffic = []
        settings = {"team": team} if team is not None else {}
        self.init = self.result("initialize", {"storePath": str(tmp / f"{name}.sqlite3"), "settings": settings})

    def start_session(self, sid: str, cwd: Path) -> SessionBuilder:
        b = SessionBuilder(sid, cwd=str(cwd))
        self.feed(sid, [b.header], cwd=str(cwd))
        return b

    def stderr(self) -> str:
        if not self._log.closed:
            self._log.flush()
        return self.log_path.read_text(errors="replace")

    def wait_for(self, predicate, timeout: float = 15.0, what: str = "condition"):
        """Poll ``memory/stats`` (never blocks on the server) until ``predicate(stats)``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            stats = self.result("memory/stats")
            if predicate(stats):
                return stats
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}: {stats.get('team')}")

    def close(self) -> None:
        super().close()
        self._log.close()

    def kill(self) -> None:
        super().kill()
        self._log.close()


def dshkit_memory(*args: str, env: dict | None = None) -> tuple[int, str, str]:
    """``dshkit memory …`` in a child, without the caller's team URL or password."""
    e = {k: v for k, v in os.environ.items() if k not in ("DSH_TEAM_URL", "PGPASSWORD")}
    e.update(env or {})
    proc = subprocess.run([sys.executable, "-m", "dshkit", "memory", *args], capture_output=True, text=True,
                          cwd=str(REPO), env=e, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def team_settings(url: str, **extra) -> dict:
    return {"url": url, "refreshMs": 150, "timeoutMs": 2000, **extra}


def holding(server: PgServer, database: str, text: str) -> dict[str, list[str]]:
    """Files of the database, and WAL segments, whose bytes hold ``text`` (after a checkpoint)."""
    server.psql("CHECKPOINT", database)
    oid = server.psql(f"SELECT oid FROM pg_database WHERE datname = '{database}'", database).strip()
    found: dict[str, list[str]] = {}
    for area, folder in (("table files", server.data / "base" / oid), ("wal", server.data / "pg_wal")):
        for path in sorted(Path(folder).iterdir()):
            if path.is_file() and text.encode() in path.read_bytes():
                found.setdefault(area, []).append(os.path.relpath(path, server.data))
    return found
