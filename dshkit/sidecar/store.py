"""The sidecar's SQLite store: the connection, atomic units and group commit,
migrations, entries, edges and the per-session progress watermarks.

Beside it, on the same connection: the full-text index's upkeep
(dshkit.sidecar.indexing), search (dshkit.sidecar.search), the task queue
(dshkit.sidecar.tasks) and recall's injection state
(dshkit.sidecar.injection_state).

One connection per Store, guarded by a re-entrant lock so the RPC thread and
background workers (consolidation) can share it. WAL mode with
``synchronous=NORMAL``: a committed transaction survives a killed process
(only an OS crash can lose the last commits, never corrupt the file).

Use :meth:`Store.transaction` to group writes; every public write method joins
the caller's transaction when one is open, otherwise it runs in its own.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import threading
import time
import weakref
from typing import Any

from dshkit.sidecar import migrations
from dshkit.sidecar.hashing import sha256_hex
from dshkit.sidecar.indexing import IndexKeeper, read_only_uri
from dshkit.sidecar.names import is_operational

GLOBAL_SCOPE = ""  # a trailing empty scope means global (docs/memory.md "Names and layers")

PROGRESS_FIELDS = (
    "project", "cwd", "inherited", "last_logged_seq", "next_ordinal",
    "last_consolidated_seq", "last_check_turn", "pending_tokens",
    "has_session_node", "last_belong_to_index", "last_turn", "last_turn_reason",
    "disposed",
)


def now_ms() -> int:
    return int(time.time() * 1000)


def content_hash(*parts: str) -> str:
    """12 hex digits of sha256 over the parts (docs/memory.md "Injection")."""
    # one update over the joined parts: the same bytes as one update per part
    return sha256_hex(("\0".join(parts) + "\0").encode("utf-8", "surrogatepass"))[:12]


def scopes_column(scopes: list[str]) -> str:
    """How ``entries.scopes`` stores a scope list; readers that match the column
    by value (graph.logtext) build it here too."""
    return json.dumps(scopes, ensure_ascii=False)


def entry_dict(row: sqlite3.Row) -> dict:
    """An ``entries`` row as the protocol shows it (JSON columns decoded, no id)."""
    d = dict(row)
    d["tags"] = json.loads(d["tags"])
    d["scopes"] = json.loads(d["scopes"])
    d["meta"] = json.loads(d["meta"])
    d.pop("id", None)
    return d


def default_store_path(env: dict[str, str] | None = None) -> str:
    env = os.environ if env is None else env
    home = env.get("DSH_HOME") or os.path.join(os.path.expanduser("~"), ".dsh")
    return os.path.join(home, "dshkit-memory", "memory.sqlite3")


class StoreError(Exception):
    """A store-level failure the RPC layer reports as a JSON-RPC error."""

    def __init__(self, message: str, code: str = "store", data: dict | None = None):
        super().__init__(message)
        self.code = code
        self.data = data or {}


class StoreFailed(StoreError):
    """A write did not reach the disk (disk full, an I/O error, …). What the
    open transaction held is rolled back, and the store refuses every write
    until :meth:`Store.recover` succeeds: continuing would commit later spans
    and watermarks over the ones just lost, and no replay could bring those
    back (issue 11). ``commits`` is :attr:`Store.commits` when it happened."""

    def __init__(self, cause: str, commits: int):
        super().__init__(f"the store could not write ({cause}): nothing since its last commit was kept",
                         "failed", {"cause": cause})
        self.cause = cause
        self.commits = commits


# SQLite result codes (low byte) after which the open transaction cannot be
# trusted: SQLite may have rolled it back whole on its own (sqlite.org/lang_transaction.html).
_FATAL_CODES = frozenset({7, 10, 11, 13, 14, 26})  # NOMEM IOERR CORRUPT FULL CANTOPEN NOTADB
_FATAL_TEXT = ("disk is full", "disk I/O error", "malformed", "out of memory", "not a database")


def is_fatal(exc: BaseException) -> bool:
    """A SQLite error after which the open transaction cannot be trusted."""
    if not isinstance(exc, sqlite3.Error):
        return False
    code = getattr(exc, "sqlite_errorcode", None)  # Python >= 3.11
    if code is not None:
        return code & 0xFF in _FATAL_CODES
    return any(t in str(exc) for t in _FATAL_TEXT)


CHECKPOINT_PAUSE = 0.05  # seconds between background WAL checkpoints at most


class _Checkpointer:
    """Runs the WAL checkpoints on a thread with its own connection.

    SQLite's automatic checkpoint runs inside the COMMIT of whichever
    connection crosses the threshold, i.e. on the ingest thread. A PASSIVE
    checkpoint needs no write lock and SQLite releases the GIL while it copies
    pages, so here it overlaps with ingest on another core. Durability does
    not change: a commit is durable once it is in the WAL, checkpointed or not.
    """

    def __init__(self, store: "Store"):
        self.path = store.path
        self.wake = threading.Event()
        self.stopping = False
        owner = weakref.ref(store)  # no strong reference: an unclosed Store can still be freed
        self.thread = threading.Thread(target=self._run, args=(owner,), name="sqlite-checkpoint",
                                       daemon=True)
        self.thread.start()

    def _run(self, owner: "weakref.ref[Store]") -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA busy_timeout=5000")
            while not self.stopping and owner() is not None:
                if not self.wake.wait(1.0):
                    continue
                self.wake.clear()
                if self.stopping:
                    break
                with contextlib.suppress(sqlite3.Error):
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                time.sleep(CHECKPOINT_PAUSE)  # commits meanwhile share the next one
        finally:
            db.close()

    def stop(self) -> None:
        self.stopping = True
        self.wake.set()
        self.thread.join(10)


class Store:
    def __init__(self, path: str, *, read_only: bool = False):
        """Open (creating and migrating as needed) the store at ``path``.
        ``read_only``: write nothing, create no file (no index file either:
        a missing or stale index is built in memory for this connection).
        Raises :class:`StoreError` (code ``schema``) for a database that is
        not ours, from a newer dshkit, or (read-only) not migrated yet."""
        self.path = path
        self.read_only = read_only
        if read_only:
            self.db = sqlite3.connect(read_only_uri(path), isolation_level=None, check_same_thread=False,
                                      uri=True)
        else:
            if path != ":memory:":
                os.makedirs(os.path.dirname(os.path.abspath(path)) or ".", exist_ok=True)
            # uri=True: the index is attached read-only through a file: URI
            self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False,
                                      uri=path != ":memory:")
        self.db.row_factory = sqlite3.Row
        self.lock = threading.RLock()
        self._depth = 0
        self.failure: StoreFailed | None = None  # set by a failed write, cleared by recover()
        self.commits = 0  # successful commits so far
        self.db.execute("PRAGMA busy_timeout=5000")
        try:  # before anything writes (the journal mode included)
            if migrations.pending(self.db) and read_only:
                raise migrations.SchemaRefused("the store needs migrating first; open it read-write "
                                               "once (start the sidecar on it)", "outdated")
        except (migrations.SchemaRefused, sqlite3.Error) as exc:
            self.db.close()
            if isinstance(exc, sqlite3.Error):
                raise
            raise StoreError(str(exc), "schema", {"reason": exc.reason}) from exc
        self._checkpointer: _Checkpointer | None = None
        self.index: IndexKeeper | None = None  # set once migrated
        self._batch_thread: int | None = None
        self._progress_sql: dict[tuple, str] = {}
        self.batch_started = 0.0
        self.batch_units = 0
        if read_only:
            self.index = IndexKeeper(self)  # in memory when the file lacks anything
            return
        if path != ":memory:":
            self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA cache_size=-8000")  # 8 MiB page cache: search p95, RSS stays < 50 MB
        self.db.execute("PRAGMA foreign_keys=OFF")
        self.migrate()
        self.index = IndexKeeper(self)  # the full-text index (dshkit.sidecar.indexing)
        if path != ":memory:":
            # checkpoints move off this connection's commits (see _Checkpointer)
            self.db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpointer = _Checkpointer(self)

    # -- plumbing ---------------------------------------------------------------

    def close(self) -> None:
        """Commit, let the index take in this store's own writes (a later open
        would otherwise do it; an index behind for other reasons is not waited
        for), and release the connection, the checkpointer and the builder."""
        with self.lock:
            self.commit_batch()
            self.index.close()
            if self._checkpointer is not None:
                self._checkpointer.stop()
                self._checkpointer = None
            self.db.close()

    def _committed(self) -> None:
        """After a COMMIT: let the checkpointer look at the WAL, and the index
        builder at the new rows."""
        self.commits += 1
        cp = self._checkpointer
        if cp is not None and not cp.wake.is_set():
            cp.wake.set()
        if self.index is not None:
            self.index.committed()

    def transaction(self) -> "_Unit":
        """One atomic unit. Nested calls join the outer transaction; directly
        inside a group-commit batch a transaction is a SAVEPOINT, so it still
        commits or rolls back as a whole. Use as ``with store.transaction() as db``."""
        return _Unit(self)

    def _in_unit(self) -> bool:
        """Already inside an atomic unit (so a write may skip transaction())."""
        return self._depth >= 2 or (self._depth == 1 and self._batch_thread is None)

    # -- group commit -------------------------------------------------------------

    def begin_batch(self) -> None:
        """Group commit: keep one write transaction open across several units
        (each still a savepoint) until :meth:`commit_batch`. A crash loses the
        uncommitted units *whole*, watermarks included, so a replay redoes them.
        Only the calling thread joins the batch; any other thread's transaction
        commits it first."""
        if self._batch_thread is not None:
            return  # already batching (called once per event: skip the lock)
        with self.lock:
            if self._batch_thread is not None or self._depth:
                return
            self._writable()
            self.db.execute("BEGIN IMMEDIATE")
            self._depth = 1
            self._batch_thread = threading.get_ident()
            self.batch_started = time.monotonic()
            self.batch_units = 0

    def commit_batch(self) -> None:
        with self.lock:
            if self._batch_thread is None:
                return
            self._batch_thread = None
            self._depth = 0
            try:
                self.db.execute("COMMIT")
            except sqlite3.Error as exc:
                raise self._failed(exc) from exc
            self._committed()  # under the lock: starting the builder must not race

    # -- a write that did not reach the disk -------------------------------------

    def _failed(self, exc: BaseException) -> StoreFailed:
        """Roll back whatever is open and refuse writes from now on."""
        with self.lock:
            if self.failure is None:
                with contextlib.suppress(sqlite3.Error):
                    if self.db.in_transaction:
                        self.db.execute("ROLLBACK")
                self.failure = StoreFailed(str(exc), self.commits)
                sys.stderr.write(f"dshkit-sidecar: {self.failure}; writes are refused until it recovers\n")
            self._batch_thread = None
            self._depth = 0
            return self.failure

    def _writable(self) -> None:
        if self.failure is not None:
            raise self.failure

    def recover(self) -> bool:
        """After a failure: True once a write reaches the disk again (a probe
        commit of ``meta.recovered``), and the store takes writes again."""
        with self.lock:
            if self.failure is None:
                return True
            if self._depth:
                return False  # a caller unwinding from the failure still holds a unit
            try:
                self.db.execute("BEGIN IMMEDIATE")
                self.db.execute("INSERT INTO meta VALUES ('recovered', ?) ON CONFLICT(key)"
                                " DO UPDATE SET value=excluded.value", (str(now_ms()),))
                self.db.execute("COMMIT")
            except sqlite3.Error:
                with contextlib.suppress(sqlite3.Error):
                    if self.db.in_transaction:
                        self.db.execute("ROLLBACK")
                return False
            self.failure = None
            self._committed()
            sys.stderr.write("dshkit-sidecar: the store takes writes again\n")
            return True

    @property
    def in_batch(self) -> bool:
        return self._batch_thread is not None

    def settle_batch(self) -> bool:
        """Commit the open batch unless a unit is open inside it; True when no
        transaction is open any more."""
        if self._batch_thread is not None and self._depth == 1:
            self.commit_batch()
        return not self._depth

    def migrate(self) -> list[str]:
        """Apply every registered migration not applied yet; returns their names."""
        applied_now = []
        with self.lock:
            todo = set(migrations.pending(self.db))  # refuses a foreign or newer database
            self.db.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(name TEXT PRIMARY KEY, applied INTEGER NOT NULL)")
            for name, fn in migrations.registered():
                if name not in todo:
                    continue
                with self.transaction() as db:
                    fn(db)
                    db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (name, now_ms()))
                    count = db.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]
                    db.execute(f"PRAGMA user_version={int(count)}")
                applied_now.append(name)
        return applied_now

    def schema_version(self) -> int:
        return self.db.execute("PRAGMA user_version").fetchone()[0]

    def applied_migrations(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT name FROM schema_migrations ORDER BY applied, name")]

    def get_meta(self, key: str, default: str | None = None) -> str | None:
        with self.lock:
            row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return default if row is None else row[0]

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction() as db:
            db.execute("INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
                       (key, value))

    # -- entries ------------------------------------------------------------------

    def put_entry(self, name: str, *, body: str, kind: str = "fact", title: str = "",
                  tags: list[str] | None = None, scopes: list[str] | None = None,
                  status: str = "active", scope_key: str | None = None,
                  verify_when: str | None = None, session_id: str | None = None,
                  source_seq: int | None = None, ordinal: int | None = None,
                  meta: dict | None = None, created: int | None = None) -> str:
        """Create or update an entry by name (get-before-create).

        Returns ``"created"``, ``"updated"`` or ``"unchanged"``.
        """
        tags = list(tags or [])
        scopes = list(scopes if scopes is not None else [GLOBAL_SCOPE])
        layer = "op" if is_operational(name) else "k"
        chash = content_hash(title, body, ",".join(tags))
        meta_json = json.dumps(meta or {}, ensure_ascii=False, sort_keys=True)
        ts = now_ms()
        with self.transaction() as db:
            row = db.execute("SELECT * FROM entries WHERE name=?", (name,)).fetchone()
            if row is not None:
                same = (row["content_hash"] == chash and json.loads(row["scopes"]) == scopes
                        and row["status"] == status and row["kind"] == kind
                        and row["scope_key"] == scope_key and row["verify_when"] == verify_when
                        and row["meta"] == meta_json)
                if same:
                    return "unchanged"
                self._unindex(row)
                db.execute(
                    "UPDATE entries SET kind=?, title=?, body=?, tags=?, scopes=?, status=?, scope_key=?,"
                    " verify_when=?, content_hash=?, meta=?, updated=? WHERE id=?",
                    (kind, title, body, json.dumps(tags, ensure_ascii=False),
                     scopes_column(scopes), status, scope_key, verify_when, chash,
                     meta_json, ts, row["id"]))
                self._index(row["id"], layer, name, tags, scopes, title, body)
                return "updated"
            cur = db.execute(
                "INSERT INTO entries (name, kind, layer, title, body, tags, scopes, status, scope_key,"
                " verify_when, content_hash, session_id, source_seq, ordinal, created, updated, meta)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (name, kind, layer, title, body, json.dumps(tags, ensure_ascii=False),
                 scopes_column(scopes), status, scope_key, verify_when, chash,
                 session_id, source_seq, ordinal, created or ts, ts, meta_json))
            self._index(cur.lastrowid, layer, name, tags, scopes, title, body)
            return "created"

    def _index(self, rowid: int, layer: str, name: str, tags: list[str], scopes: list[str],
               title: str, body: str) -> None:
        """Side tables of a new or rewritten row. The full-text index picks the
        row up by itself: a new id is above its watermark, and a rewritten
        row was logged by _unindex()."""
        self.index.dirty = True
        if layer == "k":
            self.db.executemany("INSERT OR IGNORE INTO entry_tags VALUES (?, ?)",
                                [(rowid, t) for t in tags])
            self.db.executemany("INSERT OR IGNORE INTO entry_scopes VALUES (?, ?)",
                                [(rowid, s) for s in (scopes or [GLOBAL_SCOPE])])

    def _unindex(self, row: sqlite3.Row) -> None:
        """A row is about to change or go: log the values it may be indexed
        with, in this transaction, for the index builder to remove."""
        self.db.execute("INSERT INTO index_changes (entry_id, layer, name, tags, title, body)"
                        " VALUES (?,?,?,?,?,?)",
                        (row["id"], row["layer"], row["name"], row["tags"], row["title"], row["body"]))
        self.index.changes_logged = True
        self.index.dirty = True
        self.db.execute("DELETE FROM entry_tags WHERE entry_id=?", (row["id"],))
        self.db.execute("DELETE FROM entry_scopes WHERE entry_id=?", (row["id"],))

    def insert_if_absent(self, name: str, *, body: str, kind: str, tags: list[str],
                         scopes: list[str], session_id: str | None = None,
                         source_seq: int | None = None, ordinal: int | None = None,
                         title: str = "", created: int | None = None,
                         tags_json: str | None = None, scopes_json: str | None = None) -> bool:
        """Write a log entry whose name is content-stable (a replay derives the
        same name from the same content) unless that name exists; True if
        written. Ingest calls this once per logged message, inside the span's
        unit; ``tags_json`` / ``scopes_json`` may carry the lists already
        serialised (ingest reuses them across messages)."""
        layer = "op" if is_operational(name) else "k"
        ts = now_ms()
        args = (name, kind, layer, title, body, tags_json or json.dumps(tags, ensure_ascii=False),
                scopes_json or scopes_column(scopes),
                content_hash(title, body, ",".join(tags)),
                session_id, source_seq, ordinal, created or ts, ts)
        if self._in_unit():  # ingest: already inside a span's unit
            return self._insert_row(args, layer, name, tags, scopes, title, body)
        with self.transaction():
            return self._insert_row(args, layer, name, tags, scopes, title, body)

    _INSERT_SQL = ("INSERT OR IGNORE INTO entries (name, kind, layer, title, body, tags, scopes, status,"
                   " content_hash, session_id, source_seq, ordinal, created, updated)"
                   " VALUES (?,?,?,?,?,?,?,'active',?,?,?,?,?,?)")

    def _insert_row(self, args: tuple, layer: str, name: str, tags: list[str], scopes: list[str],
                    title: str, body: str) -> bool:
        cur = self.db.execute(self._INSERT_SQL, args)
        if cur.rowcount == 0:
            return False
        self._index(cur.lastrowid, layer, name, tags, scopes, title, body)
        return True

    def get_entry(self, name: str) -> dict | None:
        with self.lock:
            row = self.db.execute("SELECT * FROM entries WHERE name=?", (name,)).fetchone()
        return None if row is None else entry_dict(row)

    def delete_entry(self, name: str) -> bool:
        """Delete an entry, its index rows and every edge touching it."""
        with self.transaction() as db:
            row = db.execute("SELECT * FROM entries WHERE name=?", (name,)).fetchone()
            if row is None:
                return False
            self._unindex(row)
            db.execute("DELETE FROM entries WHERE id=?", (row["id"],))
            db.execute("DELETE FROM edges WHERE head=? OR tail=?", (name, name))
            return True

    def set_status(self, name: str, status: str, meta_update: dict | None = None) -> None:
        with self.transaction() as db:
            row = db.execute("SELECT meta FROM entries WHERE name=?", (name,)).fetchone()
            if row is None:
                raise StoreError(f"no entry named {name!r}", "not-found")
            meta = json.loads(row["meta"])
            meta.update(meta_update or {})
            db.execute("UPDATE entries SET status=?, meta=?, updated=? WHERE name=?",
                       (status, json.dumps(meta, ensure_ascii=False, sort_keys=True), now_ms(), name))

    def entry_names_for_session(self, session_id: str, prefix: str = "msg-",
                                min_ordinal: int = 0) -> list[str]:
        """Entries of one session (log layer by default), in ordinal order."""
        with self.lock:
            return [r[0] for r in self.db.execute(
                "SELECT name FROM entries WHERE session_id=? AND source_seq IS NOT NULL"
                " AND coalesce(ordinal, 0)>=? AND name LIKE ? ORDER BY ordinal",
                (session_id, min_ordinal, prefix + "%"))]

    def message_name_at_seq(self, session_id: str, seq: int) -> str | None:
        with self.lock:
            row = self.db.execute(
                "SELECT name FROM entries WHERE session_id=? AND source_seq=? AND name LIKE 'msg-%'",
                (session_id, seq)).fetchone()
        return None if row is None else row[0]

    def knowledge_entries(self, scopes: list[str], *, status: str = "active",
                          tag: str | None = None) -> list[dict]:
        """Knowledge-layer entries visible from ``scopes`` (global always included)."""
        wanted = sorted(set(scopes) | {GLOBAL_SCOPE})
        marks = ",".join("?" * len(wanted))
        sql = (f"SELECT e.* FROM entries e WHERE e.layer='k' AND e.status=? AND e.id IN "
               f"(SELECT entry_id FROM entry_scopes WHERE scope IN ({marks}))")
        args: list[Any] = [status, *wanted]
        if tag is not None:
            sql += " AND e.id IN (SELECT entry_id FROM entry_tags WHERE tag=?)"
            args.append(tag)
        sql += " ORDER BY e.created, e.name"
        with self.lock:
            return [entry_dict(r) for r in self.db.execute(sql, args)]

    def active_for_key(self, scope_key: str) -> list[str]:
        with self.lock:
            return [r[0] for r in self.db.execute(
                "SELECT name FROM entries WHERE scope_key=? AND status='active' ORDER BY created",
                (scope_key,))]

    # -- edges ------------------------------------------------------------------------

    def add_edge(self, head: str, relation: str, tail: str) -> bool:
        with self.transaction() as db:
            cur = db.execute("INSERT OR IGNORE INTO edges VALUES (?,?,?,?)", (head, relation, tail, now_ms()))
            return cur.rowcount > 0

    def edges_of(self, name: str) -> list[dict]:
        with self.lock:
            return [dict(head=r[0], relation=r[1], tail=r[2]) for r in self.db.execute(
                "SELECT head, relation, tail FROM edges WHERE head=? UNION "
                "SELECT head, relation, tail FROM edges WHERE tail=? ORDER BY 1, 2, 3", (name, name))]

    # -- progress watermarks --------------------------------------------------------------

    def get_progress(self, session_id: str) -> dict | None:
        with self.lock:
            row = self.db.execute("SELECT * FROM progress WHERE session_id=?", (session_id,)).fetchone()
        return None if row is None else dict(row)

    def recorded_cwd(self, session_id: str) -> str | None:
        """The working directory a session's progress row recorded (a session not live now)."""
        return (self.get_progress(session_id) or {}).get("cwd")

    def save_progress(self, session_id: str, **fields: Any) -> None:
        key = tuple(fields)
        sql = self._progress_sql.get(key)
        if sql is None:  # first time this set of fields is saved: check and build the statement
            unknown = set(fields) - set(PROGRESS_FIELDS)
            if unknown:
                raise ValueError(f"unknown progress fields: {sorted(unknown)}")
            cols = ["session_id", *fields, "updated"]
            sets = ", ".join(f"{c}=excluded.{c}" for c in cols[1:])
            sql = (f"INSERT INTO progress ({', '.join(cols)}) VALUES ({','.join('?' * len(cols))}) "
                   f"ON CONFLICT(session_id) DO UPDATE SET {sets}")
            self._progress_sql[key] = sql
        if self._in_unit():
            self.db.execute(sql, (session_id, *fields.values(), now_ms()))
            return
        with self.transaction() as db:
            db.execute(sql, (session_id, *fields.values(), now_ms()))

    def all_progress(self) -> list[dict]:
        with self.lock:
            return [dict(r) for r in self.db.execute("SELECT * FROM progress ORDER BY session_id")]

    def delete_progress(self, session_id: str) -> None:
        with self.transaction() as db:
            db.execute("DELETE FROM progress WHERE session_id=?", (session_id,))
            db.execute("DELETE FROM tasks WHERE session_id=?", (session_id,))
            db.execute("DELETE FROM injection_state WHERE session_id=?", (session_id,))

    # -- stats ---------------------------------------------------------------------------------

    def stats(self) -> dict:
        with self.lock:
            q = self.db.execute
            by_layer = {r[0]: r[1] for r in q("SELECT layer, count(*) FROM entries GROUP BY layer")}
            by_status = {r[0]: r[1] for r in q("SELECT status, count(*) FROM entries WHERE layer='k' GROUP BY status")}
            by_kind = {r[0]: r[1] for r in q("SELECT kind, count(*) FROM entries GROUP BY kind")}
            tasks = {r[0]: r[1] for r in q("SELECT status, count(*) FROM tasks GROUP BY status")}
            sessions = q("SELECT count(*) FROM progress").fetchone()[0]
            edges = q("SELECT count(*) FROM edges").fetchone()[0]
        size = 0
        if self.path != ":memory:":
            for file in (self.path, self.path + "-wal", self.index.path, self.index.path + "-wal"):
                with contextlib.suppress(OSError):
                    size += os.path.getsize(file)  # the store and its full-text index
        return {
            "path": self.path, "schemaVersion": self.schema_version(),
            "migrations": self.applied_migrations(),
            "entries": sum(by_layer.values()), "operational": by_layer.get("op", 0),
            "knowledge": by_layer.get("k", 0), "byStatus": by_status, "byKind": by_kind,
            "edges": edges, "sessions": sessions, "tasks": tasks, "bytes": size,
            "index": self.index.status(),
        }


class _Unit:
    """What :meth:`Store.transaction` returns. A class rather than a generator
    context manager: it runs once per span on the ingest path. Holds the
    store's lock from enter to exit."""

    __slots__ = ("store", "kind")
    JOIN, SAVEPOINT, TOP = 0, 1, 2

    def __init__(self, store: "Store"):
        self.store = store
        self.kind = _Unit.JOIN

    def __enter__(self) -> sqlite3.Connection:
        st = self.store
        st.lock.acquire()
        try:
            if st.failure is not None:
                raise st.failure
            if st._batch_thread is not None and st._batch_thread != threading.get_ident():
                st.commit_batch()  # another thread must not join the batch
            depth = st._depth
            if depth and not (st._batch_thread is not None and depth == 1):
                st._depth = depth + 1
            elif depth:  # first level inside a batch
                # One savepoint at a time, so one constant name: the statement
                # stays in sqlite3's cache instead of being prepared per span.
                st.db.execute("SAVEPOINT unit")
                st._depth = depth + 1
                self.kind = _Unit.SAVEPOINT
            else:
                st.db.execute("BEGIN IMMEDIATE")
                st._depth = 1
                self.kind = _Unit.TOP
        except BaseException:
            st.lock.release()
            raise
        return st.db

    def __exit__(self, exc_type, exc, tb) -> bool:
        st = self.store
        kind = self.kind
        try:
            if st.failure is None and exc is not None and is_fatal(exc):
                st._failed(exc)  # SQLite may have dropped the whole transaction: trust none of it
            if st.failure is not None:
                # _failed rolled everything back: no savepoint is left to release
                st._depth = max(st._depth - 1, 0)
                if not st._depth:
                    st._batch_thread = None
                if isinstance(exc, StoreFailed):
                    return False
                raise st.failure from exc
            if kind == _Unit.JOIN:
                st._depth -= 1
            elif kind == _Unit.SAVEPOINT:
                st._depth -= 1
                if exc_type is not None:
                    st.db.execute("ROLLBACK TO unit")
                    st.db.execute("RELEASE unit")
                else:
                    st.db.execute("RELEASE unit")
                    st.batch_units += 1
            else:
                st._depth = 0
                st.db.execute("ROLLBACK" if exc_type is not None else "COMMIT")
                st._committed()
        except sqlite3.Error as err:  # RELEASE, ROLLBACK TO or COMMIT failed
            raise st._failed(err) from err
        finally:
            st.lock.release()
        return False
