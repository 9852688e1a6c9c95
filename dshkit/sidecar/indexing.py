"""Keeping the full-text index up with the store it indexes.

The index is a second database, ``<store>.fts``, written only by its builder
(dshkit.sidecar.indexer): a child process for a file store, so indexing runs
beside ingest instead of on it; the store's own connection for ``:memory:``,
on platforms without POSIX pipes, or after the process builder failed
MAX_BUILDER_RESTARTS times in a row. The store's connection attaches the index
as ``idx`` for search: read-only while a process builds it (a read-write attach
would let BEGIN IMMEDIATE take the index's write lock too).

:class:`IndexKeeper` decides when the builder works: woken after a commit that
wrote entries, waited for before a search (:meth:`IndexKeeper.catch_up`) and at
close, restarted when it dies.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
from typing import TYPE_CHECKING

from dshkit.sidecar.indexer import (
    IndexProcess,
    IndexUnavailable,
    InlineIndex,
    create_schema,
    index_path_for,
)
from dshkit.sidecar.textindex import ANALYZER

if TYPE_CHECKING:
    from dshkit.sidecar.store import Store

MAX_BUILDER_RESTARTS = 5  # builder failures in a row; then the index is built in-process
# The builder process is spoken to with select() on pipes, which only POSIX
# has; elsewhere (Windows) the index is built in-process.
BUILDER_PROCESS = os.name == "posix"


def _file_uri(path: str) -> str:
    """``file:`` URI of an absolute path (SQLite decodes %HH in the path)."""
    return "file:" + path.replace("%", "%25").replace("?", "%3f").replace("#", "%23")


def read_only_uri(path: str) -> str:
    """A ``file:`` URI opening ``path`` without writing or creating anything.
    SQLite's read-only open of a WAL database still creates the ``-wal`` and
    ``-shm`` files and leaves them behind; with no ``-wal`` beside the file
    there is no live writer and every commit is in the file itself, so it is
    opened ``immutable`` (no locks, no side files). A writer that starts while
    a read-only command runs may then show it a mix of two states: run it again."""
    uri = _file_uri(os.path.abspath(path)) + "?mode=ro"
    return uri if os.path.exists(path + "-wal") else uri + "&immutable=1"


class IndexKeeper:
    """The index of one :class:`Store`: opened with it, closed with it."""

    def __init__(self, store: "Store"):
        self.store = store
        self.path = index_path_for(store.path)
        self.dirty = False  # the store wrote since the builder last caught up
        self.stale = False  # the index lacked something when the store was opened
        self.restarts = 0  # builder failures since the last successful catch-up
        db = store.db
        # rows in index_changes not yet known to be applied (kept small by flush())
        self.changes_logged = db.execute("SELECT count(*) FROM index_changes").fetchone()[0] > 0
        self.builder: InlineIndex | IndexProcess
        if store.read_only:
            self.changes_logged = False  # applied changes are the writer's to prune
            self.builder = InlineIndex(db)
            self.stale = self._attach_read_only()
            return
        if store.path == ":memory:":
            db.execute("ATTACH DATABASE ':memory:' AS idx")
            with store.transaction():
                create_schema(db, "idx")
            self.builder = InlineIndex(db)
        else:
            init = sqlite3.connect(self.path, isolation_level=None)
            try:  # the file and its tables exist before the read-only attach
                init.execute("PRAGMA busy_timeout=10000")
                init.execute("PRAGMA journal_mode=WAL")
                init.execute("BEGIN")
                create_schema(init, "main")
                init.execute("COMMIT")
            finally:
                init.close()
            if BUILDER_PROCESS:
                self._attach(read_only=True)
                self.builder = IndexProcess(os.path.abspath(store.path), os.path.abspath(self.path))
            else:
                self._attach(read_only=False)
                self.builder = InlineIndex(db)
        # Anything the index lacks (a crash, another writer, a new index file)?
        # A search catches it up first; the sidecar also starts the builder at
        # once (catch_up_in_background). Otherwise no builder starts until
        # something is written.
        self.stale = self._behind()

    def _attach_read_only(self) -> bool:
        """A read-only store: the index file as it is when it covers the store;
        else an index in memory, built by the first search (nothing is
        written). Returns whether that build is still to come."""
        db = self.store.db
        if os.path.isfile(self.path):
            db.execute("ATTACH DATABASE ? AS idx", (read_only_uri(self.path),))
            try:
                if not self._behind():
                    return False
            except sqlite3.Error:  # not an index file: as good as none
                pass
            db.execute("DETACH DATABASE idx")
        db.execute("ATTACH DATABASE ':memory:' AS idx")
        create_schema(db, "idx")
        return True

    def _attach(self, *, read_only: bool) -> None:
        db = self.store.db
        path = os.path.abspath(self.path)
        db.execute("ATTACH DATABASE ? AS idx", (_file_uri(path) + "?mode=ro" if read_only else path,))
        # An attached database has its own page cache: the index gets the same
        # 8 MiB as the store (search at 1e6 entries reads mostly index pages).
        db.execute("PRAGMA idx.cache_size=-8000")

    def _behind(self) -> bool:
        return not self.status()["complete"]

    def status(self) -> dict:
        """How far the index is behind the store, as the index's last
        committed step sees it: entries not indexed yet and updates or
        deletions not applied yet. An index made for another store or with
        another analyzer counts every entry as pending (it is rebuilt)."""
        with self.store.lock:
            q = self.store.db.execute
            meta = dict(q("SELECT key, value FROM idx.meta").fetchall())
            current = meta.get("store_id") == self.store.get_meta("store_id") and meta.get("analyzer") == ANALYZER
            upto = int(meta.get("indexed_upto") or 0) if current else 0
            entries = q("SELECT count(*) FROM entries WHERE id > ?", (upto,)).fetchone()[0]
            changes = 0
            if current:
                applied = int(meta.get("changes_applied") or 0)
                changes = q("SELECT count(*) FROM index_changes WHERE seq > ?", (applied,)).fetchone()[0]
        return {"analyzer": ANALYZER, "pendingEntries": entries, "pendingChanges": changes,
                "complete": entries == 0 and changes == 0}

    # -- when the builder works ---------------------------------------------------------

    def committed(self) -> None:
        """After a COMMIT (under the store's lock): a builder process looks at
        the new rows at once."""
        if self.dirty and type(self.builder) is IndexProcess:
            try:
                self.builder.wake()
            except IndexUnavailable as exc:
                self._failed(exc)

    def flush(self) -> None:
        """Wait until the index covers every committed entry (commits this
        thread's open batch first). Never inside a caller's transaction."""
        store = self.store
        with store.lock:
            if not store.settle_batch():
                return
            while True:
                try:
                    self.builder.sync()
                    self.restarts = 0  # counts failures in a row
                    break
                except IndexUnavailable as exc:
                    self._failed(exc)  # a new builder, in the end the inline one
            self.dirty = self.stale = False
            if self.changes_logged:  # applied changes need not be kept
                with store.transaction() as db:
                    db.execute("DELETE FROM index_changes WHERE seq <= (SELECT CAST(value AS INTEGER)"
                               " FROM idx.meta WHERE key='changes_applied')")
                    self.changes_logged = db.execute("SELECT count(*) FROM index_changes").fetchone()[0] > 0

    def catch_up(self) -> None:
        """Bring the index up to every committed entry, if it lacks any."""
        if self.dirty or self.stale:
            self.flush()

    def catch_up_in_background(self) -> None:
        """Start the builder now if the index was behind at open (the sidecar
        calls this at initialize: after a crash, the index catches up while
        the host is still starting). Inline stores catch up at the next search."""
        if self.stale and type(self.builder) is IndexProcess:
            with self.store.lock:
                try:
                    self.builder.wake()
                except IndexUnavailable as exc:
                    self._failed(exc)

    @property
    def pending(self) -> bool:
        """Index work for this process when idle: only the inline builder has
        any (the builder process works on its own once woken)."""
        return (self.dirty or self.stale) and type(self.builder) is InlineIndex

    def _failed(self, exc: Exception) -> None:
        """The builder process is gone (killed, crashed): start another one; it
        resumes from the index's own watermarks. After MAX_BUILDER_RESTARTS
        failures with no successful catch-up between them, build on the
        store's connection instead (the index attached read-write)."""
        store = self.store
        with store.lock:
            self.builder.close()
            self.restarts += 1
            if self.restarts <= MAX_BUILDER_RESTARTS:
                sys.stderr.write(f"dshkit-sidecar: {exc}; starting another\n")
                self.builder = IndexProcess(self.builder.store_path, self.builder.index_path)
                return
            sys.stderr.write(f"dshkit-sidecar: {exc}; indexing in-process from now on\n")
            if store.in_batch:
                store.commit_batch()
            store.db.execute("DETACH DATABASE idx")
            self._attach(read_only=False)
            self.builder = InlineIndex(store.db)

    def close(self) -> None:
        """Let the index take in the store's own writes (a later open would
        otherwise do it; an index behind for other reasons is not waited for)
        and stop the builder. The store's batch is committed already."""
        if self.dirty:
            with contextlib.suppress(sqlite3.Error, IndexUnavailable):
                self.flush()
        with contextlib.suppress(sqlite3.Error):  # the builder, last to close, tidies the index's WAL
            self.store.db.execute("DETACH DATABASE idx")
        self.builder.close()
