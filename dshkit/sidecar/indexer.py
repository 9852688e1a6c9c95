"""The full-text index: a derived database beside the store, kept by one builder.

Why a second file: SQLite allows one writer per database file, and the ingest
path holds the store's write lock for a whole group-commit batch. Indexing in
the store file therefore ran on the ingest path (about a third of its time:
tokenizing plus FTS5 inserts). The index lives in ``<store>.fts`` instead, and
its builder runs in a child process with its own interpreter lock, on the
other core, reading the store through WAL snapshots (readers never block the
writer) and writing only the index file.

What is pending, as the builder sees it in one snapshot of the store:

- rows of ``entries`` with ``id > indexed_upto`` (new rows: no log needed);
- rows of ``index_changes`` with ``seq > changes_applied``: the *old* values of
  a row that was updated or deleted, written by the store in the same
  transaction as the change (the FTS tables are contentless, so removing a row
  means handing FTS5 the indexed text again).

One builder step (one index transaction): for every row touched by the
pending changes that was indexed (``id <= indexed_upto``), delete it using
its *first* pending change (the text indexed at an earlier step) and re-index
it from the snapshot if it still exists; then index new rows and move
``indexed_upto``. Every pending change of the snapshot is applied in the same
step, so re-indexing "the row as it is now" always matches what the next
change will record as old values. Entry ids are AUTOINCREMENT, never reused:
a row at or below the watermark existed when the watermark passed it, so it
was indexed. (Without that, a new row could take a freed id below the
watermark and never be indexed; the property test in test_sidecar_indexer
found exactly that.)

``meta.store_id`` in both files ties an index to its store: a mismatch (the
store was replaced, the index copied from elsewhere) rebuilds the index. So
does ``meta.analyzer`` differing from textindex.ANALYZER: an index whose
terms were made another way (before stemming) is rebuilt from the store,
which is how an existing store moves to a new analyzer.

Drivers: :class:`IndexProcess` (file stores: the child process, spoken to over
a pipe) and :class:`InlineIndex` (``:memory:`` stores, or a child that could
not start: the same builder on the store's own connection).
"""

from __future__ import annotations

import json
import os
import select
import sqlite3
import sys
import time

from dshkit.sidecar.textindex import ANALYZER, index_values

STEP_ROWS = 5000  # new rows per builder transaction

INDEX_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS {db}.meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE VIRTUAL TABLE IF NOT EXISTS {db}.fts_k USING fts5(name, tags, title, body, content='',"
    " tokenize='unicode61 remove_diacritics 2')",
    "CREATE VIRTUAL TABLE IF NOT EXISTS {db}.fts_op USING fts5(name, tags, title, body, content='',"
    " tokenize='unicode61 remove_diacritics 2')",
)


def index_path_for(store_path: str) -> str:
    return ":memory:" if store_path == ":memory:" else store_path + ".fts"


def create_schema(db: sqlite3.Connection, schema: str) -> None:
    for sql in INDEX_SCHEMA:
        db.execute(sql.format(db=schema))


class IndexBuilder:
    """Brings the index (schema ``dst``) up to the store (schema ``src``) on one
    connection. Used by the child process (dst ``main``, src ``store``) and
    inline (dst ``idx``, src ``main``)."""

    def __init__(self, db: sqlite3.Connection, *, src: str, dst: str):
        self.db = db
        self.src = src
        self.dst = dst

    def _meta(self, key: str) -> str | None:
        row = self.db.execute(f"SELECT value FROM {self.dst}.meta WHERE key=?", (key,)).fetchone()
        return None if row is None else row[0]

    def _set_meta(self, key: str, value: object) -> None:
        self.db.execute(f"INSERT INTO {self.dst}.meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET"
                        f" value=excluded.value", (key, str(value)))

    def catch_up(self) -> int:
        """Steps until nothing is pending; returns how many rows were (re)indexed."""
        total = 0
        while True:
            done, more = self.step()
            total += done
            if not more:
                return total

    def step(self) -> tuple[int, bool]:
        """One index transaction. Returns (rows indexed or removed, whether
        more new rows are waiting)."""
        db, src, dst = self.db, self.src, self.dst
        db.execute("BEGIN")
        try:
            # A write first: takes the index's write lock before anything is
            # read, so two builders (a dying child and its successor) serialize
            # instead of failing on a stale snapshot.
            self._set_meta("builder", os.getpid())
            store_id = db.execute(f"SELECT value FROM {src}.meta WHERE key='store_id'").fetchone()
            store_id = store_id[0] if store_id else ""
            if self._meta("store_id") != store_id or self._meta("analyzer") != ANALYZER:
                self._reset(store_id)  # another store, or terms made another way
            upto = int(self._meta("indexed_upto") or 0)
            applied = int(self._meta("changes_applied") or 0)
            count = 0
            changes = db.execute(
                f"SELECT seq, entry_id, layer, name, tags, title, body FROM {src}.index_changes"
                f" WHERE seq > ? ORDER BY seq", (applied,)).fetchall()
            first: dict[int, tuple] = {}
            for change in changes:
                first.setdefault(change[1], change)
            for rowid, (_, _, layer, name, tags, title, body) in first.items():
                if rowid > upto:
                    continue  # never indexed: the new-row scan takes it as it is now
                table = self._table(layer)
                if table is not None:
                    db.execute(f"INSERT INTO {dst}.{table}({table}, rowid, name, tags, title, body)"
                               f" VALUES ('delete', ?, ?, ?, ?, ?)",
                               (rowid, *index_values(name, json.loads(tags), title, body)))
                count += 1
                row = db.execute(f"SELECT layer, name, tags, title, body FROM {src}.entries WHERE id=?",
                                 (rowid,)).fetchone()
                if row is not None:
                    self._insert([(rowid, *row)])
            rows = db.execute(f"SELECT id, layer, name, tags, title, body FROM {src}.entries WHERE id > ?"
                              f" ORDER BY id LIMIT ?", (upto, STEP_ROWS)).fetchall()
            self._insert(rows)
            count += len(rows)
            if rows:
                self._set_meta("indexed_upto", rows[-1][0])
            if changes:
                self._set_meta("changes_applied", changes[-1][0])
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        return count, len(rows) == STEP_ROWS

    _table = staticmethod({"op": "fts_op", "k": "fts_k"}.get)  # layer -> FTS table (None: not indexed)

    def _insert(self, rows: list[tuple]) -> None:
        tag_text: dict[str, list[str]] = {}  # tags JSON -> list; few distinct values
        values: dict[str, list[tuple]] = {"fts_op": [], "fts_k": []}
        for rowid, layer, name, tags, title, body in rows:
            table = self._table(layer)
            if table is None:
                continue
            tag_list = tag_text.get(tags)
            if tag_list is None:
                tag_list = tag_text[tags] = json.loads(tags)
            values[table].append((rowid, *index_values(name, tag_list, title, body)))
        for table, vals in values.items():
            if vals:
                self.db.executemany(f"INSERT INTO {self.dst}.{table}(rowid, name, tags, title, body)"
                                    f" VALUES (?,?,?,?,?)", vals)

    def _reset(self, store_id: str) -> None:
        """A fresh index for this store: every pending change is moot (nothing
        of it is indexed) and every row is new."""
        for table in ("fts_k", "fts_op"):
            self.db.execute(f"INSERT INTO {self.dst}.{table}({table}) VALUES ('delete-all')")
        top = self.db.execute(f"SELECT coalesce(max(seq), 0) FROM {self.src}.index_changes").fetchone()[0]
        self._set_meta("store_id", store_id)
        self._set_meta("analyzer", ANALYZER)
        self._set_meta("indexed_upto", 0)
        self._set_meta("changes_applied", top)


# -- drivers ------------------------------------------------------------------------------

class InlineIndex:
    """The builder on the store's own connection (index attached as ``idx``).
    The caller holds the store's lock and no transaction is open."""

    def __init__(self, db: sqlite3.Connection):
        self.builder = IndexBuilder(db, src="main", dst="idx")

    def wake(self) -> None:
        pass  # work is done at sync()

    def sync(self, timeout: float | None = None) -> bool:
        self.builder.catch_up()
        return True

    def close(self) -> None:
        pass


class IndexUnavailable(Exception):
    """The child process died or did not answer in time."""


class IndexProcess:
    """A child ``python3`` running :func:`main` on the store and its index.

    Protocol on the child's stdin, one line each: ``w`` (new work committed) or
    ``s<n>`` (catch up, then answer ``s<n>`` on stdout). End of input (the
    sidecar closed the pipe or died) ends the child. Started on first use.
    """

    def __init__(self, store_path: str, index_path: str):
        self.store_path = store_path
        self.index_path = index_path
        self.proc = None  # subprocess.Popen, started by the first wake or sync
        self.serial = 0
        self._buf = b""

    def _start(self):
        if self.proc is None:
            import subprocess  # here, not at import: a few ms of the sidecar's cold start
            # The package root holding ``dshkit`` (a directory, or the zipapp):
            # -I -S keeps the child independent of the environment.
            root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
            code = ("import sys; sys.path.insert(0, sys.argv[1]); "
                    "from dshkit.sidecar.indexer import main; main(sys.argv[2:])")
            try:
                self.proc = subprocess.Popen(
                    [sys.executable, "-I", "-S", "-c", code, root, self.store_path, self.index_path],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0, close_fds=True)
            except OSError as exc:
                raise IndexUnavailable(f"cannot start the index builder: {exc}") from exc
        return self.proc

    def _send(self, line: bytes) -> None:
        proc = self._start()
        try:
            os.write(proc.stdin.fileno(), line)
        except OSError as exc:  # BrokenPipeError: the child is gone
            raise IndexUnavailable(f"index builder exited ({proc.poll()})") from exc

    def wake(self) -> None:
        self._send(b"w\n")

    def sync(self, timeout: float | None = 60.0) -> bool:
        """Wait until the index covers everything committed before the call."""
        self.serial += 1
        token = b"s%d" % self.serial
        self._send(token + b"\n")
        fd = self.proc.stdout.fileno()
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            while b"\n" in self._buf:
                line, self._buf = self._buf.split(b"\n", 1)
                if line == token:
                    return True
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not select.select([fd], [], [], wait)[0]:
                raise IndexUnavailable("index builder did not answer in time")
            chunk = os.read(fd, 4096)
            if not chunk:
                raise IndexUnavailable(f"index builder exited ({self.proc.wait()})")
            self._buf += chunk

    def close(self, grace: float = 5.0) -> None:
        """End of input tells the child to stop once its step is done; one
        still busy after ``grace`` seconds (a long catch-up) is killed, which
        costs nothing but that step: every step is one index transaction."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        proc.stdin.close()
        try:
            proc.wait(timeout=grace)
        except Exception:  # noqa: BLE001 - subprocess.TimeoutExpired
            proc.kill()
            proc.wait()
        proc.stdout.close()


# -- the child process ----------------------------------------------------------------------

def open_builder(store_path: str, index_path: str) -> IndexBuilder:
    db = sqlite3.connect(index_path, isolation_level=None)
    db.execute("PRAGMA busy_timeout=10000")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("ATTACH DATABASE ? AS store", (store_path,))
    db.execute("BEGIN")
    create_schema(db, "main")
    db.execute("COMMIT")
    return IndexBuilder(db, src="store", dst="main")


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        sys.stderr.write("usage: indexer STORE INDEX (driven over stdin by the sidecar)\n")
        sys.exit(2)
    builder = open_builder(args[0], args[1])
    fd_in, fd_out = sys.stdin.fileno(), sys.stdout.fileno()
    buf = b""
    while True:
        chunk = os.read(fd_in, 65536)
        if not chunk:
            return
        buf += chunk
        while select.select([fd_in], [], [], 0)[0]:  # coalesce what is queued
            chunk = os.read(fd_in, 65536)
            if not chunk:
                break
            buf += chunk
        lines, _, buf = buf.rpartition(b"\n")
        builder.catch_up()
        replies = [line for line in lines.split(b"\n") if line.startswith(b"s")]
        if replies:
            os.write(fd_out, b"".join(r + b"\n" for r in replies))
        if not chunk:
            return


if __name__ == "__main__":
    main()
