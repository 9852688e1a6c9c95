"""``memory/forget`` and ``memory/list``: the user's own control over the store.

Forgetting must leave nothing behind, not only hide a row: the entry, its
edges and its full-text postings go, and its text must be in no file of the
store afterwards. SQLite keeps deleted bytes around in three places, each
handled here:

- freed cells and pages of the store (the ``entries`` row and the
  ``index_changes`` row that tells the index builder what to remove):
  ``PRAGMA secure_delete`` zeroes them while the deletion runs;
- old page images in the ``-wal`` files: a ``TRUNCATE`` checkpoint empties them;
- the FTS5 segments of ``<store>.fts``: a contentless table only marks a row
  deleted, its terms stay in older segments until they are merged, so the
  index is merged (``optimize``) and vacuumed on a connection of its own.

Afterwards the files are read back; if a fragment of the text is still found
(a page the above did not reach), both files are vacuumed and checked again.
"""

from __future__ import annotations

import os
import sqlite3
import time

from typing import Callable

from dshkit.sidecar.store import Store, StoreError
from dshkit.sidecar.textindex import MESSAGE_CONTENT

FTS_TABLES = ("fts_k", "fts_op")


def _needles(entry: dict) -> list[bytes]:
    """Fragments of the entry's text to look for in the files (long enough not to
    occur by chance; a short title is skipped rather than risk a false alarm).
    A logged message's body opens with a role/timestamp header that the other
    messages of the same second share: its content is looked for instead."""
    out = []
    body = entry.get("body") or ""
    if MESSAGE_CONTENT in body:
        body = body[body.find(MESSAGE_CONTENT) + len(MESSAGE_CONTENT):]
    for text in (body, entry.get("title") or ""):
        raw = text.strip().encode("utf-8")
        if len(raw) >= 12:
            out.append(raw[:48])
    return out


def store_files(store: Store) -> list[str]:
    base = os.path.abspath(store.path)
    index = os.path.abspath(store.index.path)
    return [p for p in (base, base + "-wal", index, index + "-wal") if os.path.exists(p)]


def files_holding(paths: list[str], needles: list[bytes]) -> list[str]:
    hits = []
    for path in paths:
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError:
            continue
        if any(n in data for n in needles):
            hits.append(path)
    return hits


CHECKPOINT_WAIT_S = 3.0  # at most, per checkpoint, for readers to let go of the WAL


def _checkpoint(db: sqlite3.Connection, schema: str = "main") -> None:
    """Empty the WAL, waiting at most CHECKPOINT_WAIT_S in all. A reader that
    stays (the index builder mid-step) makes TRUNCATE return busy: try again
    briefly. Another connection holding a read snapshot (a second DSH window, a
    shell) may hold it for good: then the WAL keeps the text, which forget's file
    check reports, instead of the sidecar blocking every session for minutes
    (each try used to wait the whole busy_timeout, fifty times)."""
    deadline = time.monotonic() + CHECKPOINT_WAIT_S
    old = db.execute("PRAGMA busy_timeout").fetchone()[0]
    db.execute("PRAGMA busy_timeout=100")
    try:
        while True:
            if db.execute(f"PRAGMA {schema}.wal_checkpoint(TRUNCATE)").fetchone()[0] == 0:
                return
            if time.monotonic() >= deadline:
                return
            time.sleep(0.02)
    finally:
        db.execute(f"PRAGMA busy_timeout={int(old)}")


def _scrub_index(index_path: str, vacuum: bool) -> None:
    if not os.path.exists(index_path):
        return
    db = sqlite3.connect(index_path, timeout=10, isolation_level=None)
    try:
        db.execute("PRAGMA secure_delete=ON")
        names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        for table in FTS_TABLES:
            if table in names:
                db.execute(f"INSERT INTO {table}({table}) VALUES('optimize')")
        if vacuum:
            db.execute("VACUUM")
        _checkpoint(db)
    finally:
        db.close()


def forget(store: Store, name: str, hooks: list[Callable[[dict], list[bytes]]] = ()) -> dict:
    """Delete ``name`` everywhere; raises ``StoreError`` (not-found) when absent.
    ``hooks``: extensions' own removal of what they derived from the entry
    (run inside the secure delete); each returns more fragments to look for."""
    entry = store.get_entry(name)
    if entry is None:
        raise StoreError(f"no entry named {name!r}", "not-found")
    edges = len(store.edges_of(name))
    with store.lock:
        store.commit_batch()
        store.db.execute("PRAGMA secure_delete=ON")
        try:
            store.delete_entry(name)
            extra: list[bytes] = []
            for hook in hooks:
                extra += hook(entry)
            store.index.flush()  # the builder removes the postings; applied changes are deleted
            _scrub_index(os.path.abspath(store.index.path), vacuum=False)
            _checkpoint(store.db)
            needles = _needles(entry) + extra
            left = files_holding(store_files(store), needles)
            if left:
                store.db.execute("VACUUM main")
                _scrub_index(os.path.abspath(store.index.path), vacuum=True)
                _checkpoint(store.db)
                left = files_holding(store_files(store), needles)
        finally:
            store.db.execute("PRAGMA secure_delete=OFF")
    return {"name": name, "forgotten": True, "edges": edges, "filesHoldingText": left}


def list_entries(store: Store, statuses: list[str], limit: int = 100) -> dict:
    """Knowledge entries (not the log) by status, newest first."""
    marks = ",".join("?" * len(statuses))
    with store.lock:
        rows = store.db.execute(
            f"SELECT name, title, kind, status, updated FROM entries WHERE layer='k' AND status IN ({marks})"
            " ORDER BY updated DESC, id DESC LIMIT ?", (*statuses, limit)).fetchall()
    return {"entries": [{"name": r["name"], "title": r["title"], "kind": r["kind"], "status": r["status"]}
                        for r in rows]}
