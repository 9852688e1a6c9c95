"""A private PostgreSQL server for the team-store tests: real, never a mock.

Each :class:`PgServer` is its own cluster in a temporary directory, listening
on 127.0.0.1 only (a free port picked at start; unix sockets only inside the
temp directory), with a password (SCRAM) superuser, so the sidecar's driver
goes through the same authentication a real team server asks for.

PostgreSQL refuses to run as root, and CI runs as root: then ``initdb`` and
``postgres`` run as an unprivileged system user (Debian's ``postgres`` when
the package created it, else a ``dshkit-pg`` user made here) through
``setpriv``, and the data directory is that user's.

Fault tests use :meth:`PgServer.kill` (SIGKILL to the postmaster, then waiting
until its backends are gone so the shared memory is free) and
:meth:`PgServer.start` again on the same port and data directory.

Binaries: Debian's ``/usr/lib/postgresql/<major>/bin`` (``.ci/prepare.d/30-postgresql.sh``
installs the package on a fresh CI machine).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

SUPERUSER = "dshkit"
PASSWORD = "team-test-pw"  # a test cluster's, on loopback only
DATABASE = "team"
FALLBACK_USER = "dshkit-pg"


def bin_dir() -> Path | None:
    """The newest installed server's binaries, or None."""
    found = []
    for initdb in glob.glob("/usr/lib/postgresql/*/bin/initdb"):
        d = Path(initdb).parent
        if (d / "pg_ctl").exists() and (d / "postgres").exists():
            major = d.parent.name
            found.append((int(major) if major.isdigit() else 0, d))
    if found:
        return max(found)[1]
    on_path = shutil.which("initdb")
    return Path(on_path).parent if on_path and shutil.which("postgres") else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _server_user() -> pwd.struct_passwd | None:
    """Who runs the server: None when we are not root (we do), else an unprivileged user."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", FALLBACK_USER):
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
                    FALLBACK_USER], check=True, capture_output=True)
    return pwd.getpwnam(FALLBACK_USER)


class PgServer:
    def __init__(self, bindir: Path | None = None, *, shared_buffers: str = "16MB"):
        """``shared_buffers``: small for the tests (several clusters on one
        machine); the bench asks for PostgreSQL's own default (128MB)."""
        self.bindir = bindir or bin_dir()
        self.shared_buffers = shared_buffers
        if self.bindir is None:
            raise RuntimeError("PostgreSQL server binaries not found")
        self.user = _server_user()
        self.tmp = Path(tempfile.mkdtemp(prefix="dshkit-pg-"))
        self.data = self.tmp / "data"
        self.sockets = self.tmp / "sock"
        self.log_path = self.tmp / "server.log"
        self.port = _free_port()
        self.proc: subprocess.Popen | None = None
        self._initdb()

    # -- running as the server's user -------------------------------------------------

    def _as_user(self, argv: list[str]) -> list[str]:
        if self.user is None:
            return argv
        return ["setpriv", f"--reuid={self.user.pw_uid}", f"--regid={self.user.pw_gid}", "--clear-groups",
                "--", *argv]

    def _own(self, path: Path) -> None:
        if self.user is not None:
            os.chown(path, self.user.pw_uid, self.user.pw_gid)

    def _initdb(self) -> None:
        os.chmod(self.tmp, 0o755)
        self._own(self.tmp)
        self.sockets.mkdir()
        self._own(self.sockets)
        pwfile = self.tmp / "pw"
        pwfile.write_text(PASSWORD + "\n")
        self._own(pwfile)
        self.log_path.touch()
        self._own(self.log_path)
        out = subprocess.run(self._as_user([
            str(self.bindir / "initdb"), "-D", str(self.data), "-U", SUPERUSER, f"--pwfile={pwfile}",
            "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]),
            capture_output=True, text=True, cwd=self.tmp)
        pwfile.unlink()
        if out.returncode != 0:
            raise RuntimeError(f"initdb failed: {out.stderr or out.stdout}")

    # -- lifecycle ---------------------------------------------------------------------

    def start(self, timeout: float = 30.0) -> "PgServer":
        assert self.proc is None or self.proc.poll() is not None, "already running"
        log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(self._as_user([
            str(self.bindir / "postgres"), "-D", str(self.data), "-p", str(self.port),
            "-c", "listen_addresses=127.0.0.1", "-c", f"unix_socket_directories={self.sockets}",
            "-c", "max_connections=60", "-c", f"shared_buffers={self.shared_buffers}", "-c", "log_min_messages=warning"]),
            stdout=log, stderr=log, stdin=subprocess.DEVNULL, cwd=self.tmp)
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"postgres exited at start:\n{self.log_path.read_text()[-2000:]}")
            ready = subprocess.run([str(self.bindir / "pg_isready"), "-h", "127.0.0.1", "-p", str(self.port),
                                    "-d", "postgres", "-U", SUPERUSER], capture_output=True)
            if ready.returncode == 0:
                return self
            time.sleep(0.1)
        raise RuntimeError(f"postgres not ready in {timeout}s:\n{self.log_path.read_text()[-2000:]}")

    def _backends(self) -> list[int]:
        """The postmaster's children (backends, checkpointer, ...)."""
        if self.proc is None:
            return []
        kids = []
        for stat in glob.glob("/proc/[0-9]*/stat"):
            try:
                fields = Path(stat).read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == self.proc.pid:
                kids.append(int(Path(stat).parent.name))
        return kids

    def kill(self, timeout: float = 30.0) -> None:
        """SIGKILL the postmaster, as a crash would; returns once its children
        are gone too (they notice their parent's death), so a restart can take
        the shared memory again."""
        if self.proc is None or self.proc.poll() is not None:
            return
        kids = self._backends()
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=timeout)
        deadline = time.monotonic() + timeout
        while any(Path(f"/proc/{k}").exists() for k in kids) and time.monotonic() < deadline:
            time.sleep(0.05)

    def stop(self, timeout: float = 30.0) -> None:
        """Fast shutdown (SIGINT): active transactions rolled back, then exit."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()

    def restart(self) -> "PgServer":
        self.stop()
        return self.start()

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.tmp, ignore_errors=True)

    # -- clients ------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def url(self, database: str = DATABASE, *, password: bool = True) -> str:
        auth = f"{SUPERUSER}:{PASSWORD}" if password else SUPERUSER
        return f"postgresql://{auth}@127.0.0.1:{self.port}/{database}"

    def env(self) -> dict[str, str]:
        """libpq environment for the server's own tools (psql, pg_dump)."""
        return {**os.environ, "PGHOST": "127.0.0.1", "PGPORT": str(self.port), "PGUSER": SUPERUSER,
                "PGPASSWORD": PASSWORD}

    def psql(self, sql: str, database: str = DATABASE) -> str:
        out = subprocess.run([str(self.bindir / "psql"), "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
                              "-d", database, "-c", sql], capture_output=True, text=True, env=self.env())
        if out.returncode != 0:
            raise RuntimeError(f"psql failed: {out.stderr}")
        return out.stdout

    def create_database(self, name: str) -> str:
        """A fresh database (one per test keeps the tests apart on one server); its URL."""
        self.psql(f'CREATE DATABASE "{name}"', database="postgres")
        return self.url(name)

    def dump(self, database: str = DATABASE) -> str:
        out = subprocess.run([str(self.bindir / "pg_dump"), "--no-owner", "-d", database],
                             capture_output=True, text=True, env=self.env())
        if out.returncode != 0:
            raise RuntimeError(f"pg_dump failed: {out.stderr}")
        return out.stdout
