"""The test server itself: loopback only, never root, survives SIGKILL with
its committed rows (what the fault tests rely on)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.pgserver import PgServer


def test_listens_on_loopback_only_and_not_as_root(pg_server: PgServer):
    assert pg_server.psql("SHOW listen_addresses", "postgres").strip() == "127.0.0.1"
    uid = Path(f"/proc/{pg_server.proc.pid}/status").read_text().split("Uid:")[1].split()[0]
    assert int(uid) != 0  # the server refuses root; as root we run it as another user


def test_sigkill_keeps_committed_rows(own_pg_server: PgServer):
    s = own_pg_server
    s.create_database("k")
    s.psql("CREATE TABLE t (v int); INSERT INTO t VALUES (1), (2)", "k")
    s.kill()
    assert not s.running
    with pytest.raises(RuntimeError):
        s.psql("SELECT 1", "k")
    s.start()
    assert s.psql("SELECT sum(v) FROM t", "k").strip() == "3"
