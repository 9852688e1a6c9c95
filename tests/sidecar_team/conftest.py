"""Fixtures for the team store: one real PostgreSQL server per test session
(tests/pgserver.py), a fresh database on it per test."""

from __future__ import annotations

import itertools
import os

import pytest

from tests.pgserver import PgServer, bin_dir

_databases = itertools.count()


def need_server_binaries() -> None:
    """Skip (with the reason) when the server is not installed, but fail under
    CI=true: there .ci/prepare.d/30-postgresql.sh must have installed it, and a
    team test that skipped would pass for nothing."""
    if bin_dir() is not None:
        return
    reason = ("the team store's tests need a PostgreSQL server: no /usr/lib/postgresql/*/bin/initdb "
              "(Debian: apt-get install postgresql, or run .ci/prepare.d/30-postgresql.sh)")
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


def _running_server():
    need_server_binaries()
    server = PgServer().start()
    try:
        yield server
    finally:
        server.cleanup()


@pytest.fixture(scope="session")
def pg_server():
    yield from _running_server()


@pytest.fixture
def team_url(pg_server) -> str:
    """A fresh, empty database on the session's server; its URL (password in it)."""
    return pg_server.create_database(f"t{os.getpid()}_{next(_databases)}")


@pytest.fixture
def own_pg_server():
    """A server of the test's own, for fault tests (SIGKILL, restart)."""
    yield from _running_server()
