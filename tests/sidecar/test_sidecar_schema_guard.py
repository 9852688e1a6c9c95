"""The store opens only databases that are its own, at a schema it knows, and
read-only `dshkit memory` commands change and create nothing (issue 11, item 10)."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys

import pytest

import dshkit.sidecar.consolidation  # noqa: F401 - its migrations, as the sidecar and the CLI have them
from dshkit.sidecar import ops
from dshkit.sidecar.store import Store, StoreError

from .harness import REPO, Sidecar


def run_cli(*args: str) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "dshkit", "memory", *args], capture_output=True, text=True,
                          cwd=str(REPO))
    return proc.returncode, proc.stdout, proc.stderr


def snapshot(folder) -> dict[str, str]:
    """Every file in the folder with a hash of its bytes."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def tables(path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        return [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
    finally:
        db.close()


@pytest.fixture
def foreign(tmp_path):
    path = tmp_path / "app.db"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)")
    db.execute("INSERT INTO users VALUES (1, 'a@example.org')")
    db.commit()
    db.close()
    return path


@pytest.fixture
def newer(tmp_path):
    path = tmp_path / "m.sqlite3"
    Store(str(path)).close()
    db = sqlite3.connect(path)
    db.execute("INSERT INTO schema_migrations VALUES ('core-9999', 0)")
    db.execute("PRAGMA user_version=99")
    db.commit()
    db.close()
    return path


def test_a_foreign_database_is_refused_and_left_untouched(foreign, tmp_path):
    before = snapshot(tmp_path)
    with pytest.raises(StoreError, match="not a dshkit memory store") as info:
        Store(str(foreign))
    assert info.value.code == "schema" and info.value.data == {"reason": "foreign"}
    sc = Sidecar()
    try:
        resp = sc.call("initialize", {"storePath": str(foreign)})
        assert resp["error"]["code"] == -32010 and "not a dshkit memory store" in resp["error"]["message"]
        assert resp["error"]["data"] == {"reason": "foreign"}
        assert sc.call("memory/stats")["error"]["code"] == -32002  # still not initialized, still serving
    finally:
        sc.close()
    for command in (["stats"], ["search", "x"], ["show", "x"], ["export"], ["promote", "x"]):
        code, _, err = run_cli(*command, "--store", str(foreign))
        assert code == 2 and "not a dshkit memory store" in err and "[MEM002]" in err, (command, err)
        assert "Traceback" not in err
    assert snapshot(tmp_path) == before and tables(foreign) == ["users"]


def test_a_store_from_a_newer_schema_is_refused(newer, tmp_path):
    before = snapshot(tmp_path)
    with pytest.raises(StoreError, match="newer than this dshkit .*core-9999") as info:
        Store(str(newer))
    assert info.value.data == {"reason": "newer"}
    code, _, err = run_cli("stats", "--store", str(newer))
    assert code == 2 and "newer than this dshkit" in err
    sc = Sidecar()
    try:
        resp = sc.call("initialize", {"storePath": str(newer)})
        assert resp["error"]["code"] == -32010 and resp["error"]["data"] == {"reason": "newer"}
    finally:
        sc.close()
    assert snapshot(tmp_path) == before


def test_user_version_above_the_applied_migrations_is_refused(tmp_path):
    path = tmp_path / "m.sqlite3"
    Store(str(path)).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=1000")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="user_version 1000"):
        Store(str(path))


def test_migrations_of_an_extension_not_loaded_here_are_no_newer_schema(tmp_path):
    path = tmp_path / "m.sqlite3"
    Store(str(path)).close()
    db = sqlite3.connect(path)
    db.execute("INSERT INTO schema_migrations VALUES ('someplugin-0001', 0)")
    db.execute("CREATE TABLE someplugin_state (k TEXT)")
    db.execute("PRAGMA user_version=" + str(db.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]))
    db.commit()
    db.close()
    Store(str(path)).close()
    assert "someplugin_state" in tables(path)


def test_read_only_commands_create_and_change_nothing(tmp_path):
    path = tmp_path / "m.sqlite3"
    s = Store(str(path))
    w = ops.write_inbox(s, title="db", key="db", body="use PostgreSQL 16", entry_type="decision")
    ops.promote(s, w["name"])
    s.close()
    (tmp_path / "m.sqlite3.fts").unlink()  # the index is derived: a reader must not rebuild it on disk
    before = snapshot(tmp_path)
    code, out, err = run_cli("stats", "--store", str(path), "--json")
    assert code == 0 and json.loads(out)["knowledge"] == 1, err
    code, out, err = run_cli("search", "PostgreSQL", "--store", str(path), "--json")
    assert code == 0 and [h["name"] for h in json.loads(out)] == [w["name"]], err
    code, out, _ = run_cli("show", w["name"], "--store", str(path))
    assert code == 0 and "use PostgreSQL 16" in out
    code, out, _ = run_cli("export", "--store", str(path))
    assert code == 0 and w["name"] in out
    assert snapshot(tmp_path) == before
    # with an index file beside it, up to date: used as it is, still nothing written
    Store(str(path)).close()
    before = snapshot(tmp_path)
    assert os.path.exists(tmp_path / "m.sqlite3.fts")
    code, out, _ = run_cli("search", "PostgreSQL", "--store", str(path), "--json")
    assert code == 0 and [h["name"] for h in json.loads(out)] == [w["name"]]
    assert snapshot(tmp_path) == before


def test_a_read_only_open_sees_commits_of_a_live_writer(tmp_path):
    path = str(tmp_path / "m.sqlite3")
    writer = Store(path)
    try:
        ops.write_inbox(writer, title="live", key="k", body="written while the writer is open")
        assert os.path.exists(path + "-wal")
        reader = Store(path, read_only=True)
        try:
            assert reader.stats()["knowledge"] == 1
            with pytest.raises(sqlite3.OperationalError, match="readonly"):
                reader.put_entry("x", body="y")
        finally:
            reader.close()
    finally:
        writer.close()


def test_a_read_only_open_of_a_store_needing_migration_is_refused(tmp_path):
    path = tmp_path / "m.sqlite3"
    Store(str(path)).close()
    db = sqlite3.connect(path)
    db.execute("DELETE FROM schema_migrations WHERE name='consolidation-0001'")
    db.execute("DROP TABLE consolidation_failures")
    db.execute("PRAGMA user_version=2")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="needs migrating") as info:
        Store(str(path), read_only=True)
    assert info.value.data == {"reason": "outdated"}
