"""The team's entries on the PostgreSQL server (pg8000, imported lazily).

One table holds every team's knowledge entries, keyed by ``project`` (the
normalised origin URL, ``''`` for global) and ``key``. The rules of
docs/memory.md hold on the server, enforced by the server:

- **one key, one truth**: a partial unique index allows one ``active`` row per
  ``(project, key)``. Promoting is an ``UPDATE … SET status='active'``; a
  second machine promoting the same key at the same moment waits for the
  first one's commit and then fails on the index (SQLSTATE 23505): one active
  entry and one ``-32009``. Superseding updates the old row ``WHERE
  status='active'`` in the same transaction, so two supersedes of one holder
  cannot both win either;
- **acknowledged means committed**: every operation is one transaction, and
  the sidecar answers only after ``COMMIT`` returned. A server that cannot be
  reached, or does not answer within the timeout, is :class:`TeamUnavailable`
  (``-32015``): nothing was written, nothing acknowledged;
- **forget** deletes the row for everyone and records who forgot which name
  and key when (``dshkit_team_forgotten``: never the text), then rewrites the
  table when this role may (see :func:`_scrub`) so the text is in none of its
  files; what stays on the server (WAL) is in docs/memory.md.

Search is the server's full-text search over the same analysis as the local
index: each field is sent as ``textindex.index_values`` made it (Snowball
stems, CJK bigrams) and the ``simple`` configuration keeps those terms as
they are; the query is ``query.parse``'s terms ORed, ranked by ``ts_rank``
with the local field weights (name, tags, title, body = A, B, C, D).
"""

from __future__ import annotations

import threading
import time
from typing import Any

from dshkit.sidecar.search import COMMON_SCORE, FIELD_WEIGHTS, RANK_BUDGET, plan_terms
from dshkit.sidecar.store import now_ms
from dshkit.sidecar.textindex import index_values

from .conninfo import ConnInfo

TABLE = "dshkit_team_entries"
FORGOTTEN = "dshkit_team_forgotten"
STATUSES = ("inbox", "active", "superseded")
_SCHEMA_LOCK = 0x64736B74  # pg_advisory_xact_lock: two sidecars creating the tables at once
_COLUMNS = ("name, project, key, kind, title, body, tags, verify_when, source, status, content_hash, author, "
            "created, updated, promoted_by, supersedes, superseded_by")
# ts_rank's weights are {D, C, B, A}, each at most 1: the local field weights scaled
_RANK_WEIGHTS = "{" + ",".join(f"{w / max(FIELD_WEIGHTS):.4f}" for w in reversed(FIELD_WEIGHTS)) + "}"
UNIQUE_VIOLATION = "23505"
_LOST = ("08", "57", "53", "58")  # SQLSTATE classes: connection, operator intervention, resources, system
STATEMENT_SHARE = 0.8  # of the timeout: the server's statement_timeout (RemoteStore._server_timeouts)
# Shared log rows (settings.team.shareLogs, team/logs.py) are kind 'message': never in
# the cache (recall), the list, or a search that leaves the log layer out.
LOG_KIND = "message"
# an entry's search document from its four index fields (textindex.index_values),
# weighted A-D; {p} is the parameters' prefix (":" for named parameters, "" for columns)
_DOC = ("setweight(to_tsvector('simple', {p}v0), 'A') || setweight(to_tsvector('simple', {p}v1), 'B') "
        "|| setweight(to_tsvector('simple', {p}v2), 'C') || setweight(to_tsvector('simple', {p}v3), 'D')")
_KNOWLEDGE = f"kind <> '{LOG_KIND}'"

# (object, its DDL, whether the store cannot work without it). Only what is missing
# is created (RemoteStore._ensure_schema): a teammate's role may use the tables
# without the right to create anything in the schema.
SCHEMA = [
    (TABLE, f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        name text PRIMARY KEY,
        project text NOT NULL,
        key text NOT NULL,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        tags text[] NOT NULL,
        verify_when text,
        source text,
        status text NOT NULL CHECK (status IN ('inbox', 'active', 'superseded')),
        content_hash text NOT NULL,
        author text NOT NULL,
        created bigint NOT NULL,
        updated bigint NOT NULL,
        promoted_by text,
        supersedes text,
        superseded_by text,
        doc tsvector NOT NULL)""", True),
    (f"{TABLE}_one_truth",
     f"CREATE UNIQUE INDEX IF NOT EXISTS {TABLE}_one_truth ON {TABLE} (project, key) WHERE status = 'active'", True),
    (f"{TABLE}_doc", f"CREATE INDEX IF NOT EXISTS {TABLE}_doc ON {TABLE} USING gin (doc)", False),
    (f"{TABLE}_project", f"CREATE INDEX IF NOT EXISTS {TABLE}_project ON {TABLE} (project, status)", False),
    # search's "window" and "newest" plans read the newest matches first: walking this
    # index backwards stops after LIMIT matches, where the GIN index would hand over every
    # match of a common term to be sorted (10⁵ rows: 224 ms -> 0.1 ms for a term in 40%)
    (f"{TABLE}_created", f"CREATE INDEX IF NOT EXISTS {TABLE}_created ON {TABLE} (created)", False),
    (FORGOTTEN, f"""CREATE TABLE IF NOT EXISTS {FORGOTTEN} (
        id bigserial PRIMARY KEY, name text NOT NULL, project text NOT NULL, key text NOT NULL,
        forgotten_by text NOT NULL, forgotten_at bigint NOT NULL)""", True),
]
INSUFFICIENT_PRIVILEGE = "42501"


class TeamError(Exception):
    """The server refused an operation (a server-side error)."""


class TeamUnavailable(TeamError):
    """The server could not be reached or did not answer in time (nothing written)."""


class TeamConflict(TeamError):
    def __init__(self, message: str, holders: list[str]):
        super().__init__(message)
        self.holders = holders


class TeamInvalid(TeamError):
    def __init__(self, message: str, data: dict | None = None):
        super().__init__(message)
        self.data = data


class TeamNotFound(TeamError):
    pass


def _row(cols: list[str], values: list) -> dict:
    return dict(zip(cols, values))


class RemoteStore:
    """One connection to the server, opened on first use and again after a
    failure; calls are serialised (the dispatch thread and the cache's
    refresher share it)."""

    def __init__(self, info: ConnInfo, *, timeout: float = 5.0, application: str = "dshkit-sidecar"):
        self.info = info
        self.timeout = timeout
        self.application = application
        self._con = None
        self._lock = threading.Lock()
        self._schema_ready = False
        self._stats: tuple[dict[str, int], int] | None = None  # see _term_rows
        self._stats_at = 0.0

    # -- connection ---------------------------------------------------------------------

    def _connect(self):
        import pg8000.native  # lazily: only a sidecar with a team store needs the driver

        info = self.info
        try:
            con = pg8000.native.Connection(
                user=info.user, password=info.password, host=info.host, port=info.port,
                database=info.database, timeout=self.timeout, ssl_context=info.ssl_context(),
                application_name=self.application, startup_params=self._server_timeouts())
        except Exception as exc:  # noqa: BLE001 - every failure to connect is "unavailable"
            raise TeamUnavailable(f"cannot reach the team server {info.display()}: {_reason(exc)}") from None
        if not self._schema_ready:
            try:
                self._ensure_schema(con)
            except Exception as exc:  # noqa: BLE001
                _close(con)
                raise TeamUnavailable(f"cannot set up the team tables on {info.display()}: {_reason(exc)}") from None
            self._schema_ready = True
        return con

    def _server_timeouts(self) -> dict[str, str]:
        """The server gives up on a statement (a lock it waits for, a slow
        scan) before this side stops waiting for the answer: a write whose
        caller was told "nothing was written" (TeamUnavailable) must not
        commit on the server once the lock is free. The margin covers the
        round trip of the cancellation's error."""
        return {"statement_timeout": str(max(50, int(self.timeout * 1000 * STATEMENT_SHARE)))}

    @staticmethod
    def _ensure_schema(con) -> None:
        """Create the tables and indexes that are missing (two sidecars at
        once: the advisory lock). An index only the table's owner may add
        (e.g. one a newer dshkit brought) is left to the owner's sidecar when
        the store works without it; a missing table or one-truth index is an error."""
        con.run("START TRANSACTION")
        con.run(f"SELECT pg_advisory_xact_lock({_SCHEMA_LOCK})")
        missing = {r[0] for r in con.run("SELECT n FROM unnest(CAST(:names AS text[])) n "
                                         "WHERE to_regclass(quote_ident(n)) IS NULL",
                                         names=[name for name, _, _ in SCHEMA])}
        for name, ddl, needed in SCHEMA:
            if name not in missing:
                continue
            con.run("SAVEPOINT ddl")
            try:
                con.run(ddl)
            except Exception as exc:  # noqa: BLE001
                if needed or _sqlstate(exc) != INSUFFICIENT_PRIVILEGE:
                    raise
                con.run("ROLLBACK TO SAVEPOINT ddl")
        con.run("COMMIT")

    def _run(self, fn, *, retry: bool = True):
        """``fn(con)`` on the connection, under the lock. A connection that
        broke since its last use (a restarted server) is replaced and ``fn``
        run once more when ``retry`` (every operation but forget is safe to
        repeat: writes are keyed by content, promote of an active entry is a
        no-op). A failure that took most of a timeout is a slow server, not a
        stale connection: it is not tried again (that would double the wait).
        Network failures and timeouts are TeamUnavailable."""
        with self._lock:
            fresh = self._con is None
            began = time.monotonic()
            try:
                return self._once(fn)
            except TeamUnavailable:
                if fresh or not retry or time.monotonic() - began >= self.timeout * STATEMENT_SHARE / 2:
                    raise
            return self._once(fn)

    def _once(self, fn):
        import pg8000.native

        if self._con is None:
            self._con = self._connect()
        con = self._con
        try:
            return fn(con)
        except (TeamConflict, TeamInvalid, TeamNotFound):
            self._rollback(con)
            raise
        except pg8000.native.DatabaseError as exc:
            state = _sqlstate(exc) or ""
            if state[:2] in _LOST or not self._rollback(con):
                self._drop()
                raise TeamUnavailable(f"the team server {self.info.display()} failed: {_reason(exc)}") from None
            raise TeamError(f"the team server refused: {_reason(exc)}") from None
        except Exception as exc:  # noqa: BLE001 - socket errors, timeouts, a closed connection
            self._drop()
            raise TeamUnavailable(f"the team server {self.info.display()} did not answer: "
                                  f"{_reason(exc)}") from None

    def _rollback(self, con) -> bool:
        try:
            con.run("ROLLBACK")
            return True
        except Exception:  # noqa: BLE001 - the connection itself is gone
            self._drop()
            return False

    def _drop(self) -> None:
        con, self._con = self._con, None
        if con is not None:
            _close(con)

    def close(self) -> None:
        with self._lock:
            self._drop()

    # -- operations -----------------------------------------------------------------------

    def write(self, entry: dict, author: str) -> dict:
        """Insert an inbox entry (or update the same name's row: same content
        means same name). Returns ``{name, status, result}`` once committed."""
        values = index_values(entry["name"], entry["tags"], entry["title"], entry["body"])

        def op(con):
            now = now_ms()
            rows = con.run(
                f"""INSERT INTO {TABLE} ({_COLUMNS}, doc) VALUES
                    (:name, :project, :key, :kind, :title, :body, :tags, :verify_when, :source, 'inbox',
                     :hash, :author, :now, :now, NULL, NULL, NULL, {_DOC.format(p=":")})
                    ON CONFLICT (name) DO UPDATE SET updated = {TABLE}.updated
                    RETURNING status, (xmax = 0) AS inserted""",
                name=entry["name"], project=entry["project"], key=entry["key"], kind=entry["kind"],
                title=entry["title"], body=entry["body"], tags=entry["tags"], verify_when=entry["verify_when"],
                source=entry["source"], hash=entry["content_hash"], author=author, now=now,
                v0=values[0], v1=values[1], v2=values[2], v3=values[3])
            status, inserted = rows[0]
            return {"name": entry["name"], "status": status, "result": "inserted" if inserted else "unchanged"}
        return self._run(op)

    def write_logs(self, rows: list[dict], author: str) -> int:
        """Logged messages shared with the team (team/logs.py), in one
        transaction: rows of kind 'message', active, keyed by their name (a
        message is one truth of its own), so sending one again changes
        nothing. Returns how many were new."""
        if not rows:
            return 0
        args = _log_columns(rows, ("name", "project", "title", "body", "content_hash", "created"))

        def op(con):
            con.run("START TRANSACTION")
            done = con.run(
                f"""INSERT INTO {TABLE} ({_COLUMNS}, doc)
                    SELECT name, project, name, '{LOG_KIND}', title, body, '{{}}', NULL, NULL, 'active', hash,
                           :author, created, created, NULL, NULL, NULL, {_DOC.format(p="")}
                    FROM unnest(CAST(:name AS text[]), CAST(:project AS text[]), CAST(:title AS text[]),
                                CAST(:body AS text[]), CAST(:content_hash AS text[]), CAST(:created AS bigint[]),
                                CAST(:v0 AS text[]), CAST(:v1 AS text[]), CAST(:v2 AS text[]), CAST(:v3 AS text[]))
                         AS r(name, project, title, body, hash, created, v0, v1, v2, v3)
                    ON CONFLICT (name) DO NOTHING RETURNING name""",
                author=author, **args)
            con.run("COMMIT")
            return len(done)
        return self._run(op)

    def retract_logs(self, forget: list[str], rewrite: list[dict], author: str) -> dict:
        """What this user took back from the shared log (team/logs.py's queue),
        in one transaction: the rows named in ``forget`` deleted for everyone
        (each recorded as forgotten), the rows of ``rewrite`` (``name``,
        ``title``, ``body``, ``content_hash``: the local message as forget
        rewrote it) updated where they exist — a row never sent, or forgotten
        by a teammate meanwhile, is not brought back. Then one scrub of the
        table (:func:`_scrub`) when a row changed. Safe to repeat: what was
        already done matches nothing. Returns ``{forgotten, rewritten}`` (the
        names the server changed) and ``vacuum``."""
        args = _log_columns(rewrite, ("name", "title", "body", "content_hash"))

        def op(con):
            con.run("START TRANSACTION")
            gone = _delete(con, forget, author)
            done = [r[0] for r in con.run(
                f"""UPDATE {TABLE} t SET title = r.title, body = r.body, content_hash = r.hash,
                           updated = :now, doc = {_DOC.format(p="r.")}
                    FROM unnest(CAST(:name AS text[]), CAST(:title AS text[]), CAST(:body AS text[]),
                                CAST(:content_hash AS text[]), CAST(:v0 AS text[]), CAST(:v1 AS text[]),
                                CAST(:v2 AS text[]), CAST(:v3 AS text[])) AS r(name, title, body, hash, v0, v1, v2, v3)
                    WHERE t.name = r.name AND t.kind = '{LOG_KIND}' RETURNING t.name""",
                now=now_ms(), **args)] if rewrite else []
            con.run("COMMIT")
            return {"forgotten": [r[0] for r in gone], "rewritten": done,
                    "vacuum": _scrub(con) if gone or done else None}
        return self._run(op)

    def get(self, name: str) -> dict | None:
        def op(con):
            cols = [c.strip() for c in _COLUMNS.split(",")]
            rows = con.run(f"SELECT {_COLUMNS} FROM {TABLE} WHERE name = :name", name=name)
            return _row(cols, rows[0]) if rows else None
        return self._run(op)

    def promote(self, name: str, supersede: str | None, author: str) -> dict:
        def op(con):
            con.run("START TRANSACTION")
            rows = con.run(f"SELECT status, project, key FROM {TABLE} WHERE name = :n FOR UPDATE", n=name)
            if not rows:
                raise TeamNotFound(f"no team entry named {name!r}")
            status, project, key = rows[0]
            if status == "active":
                con.run("COMMIT")
                return {"name": name, "status": "active", "superseded": []}
            if status != "inbox":
                raise TeamInvalid(f"{name} is {status}; only inbox entries can be promoted")
            now = now_ms()
            superseded = []
            if supersede is not None:
                done = con.run(
                    f"UPDATE {TABLE} SET status = 'superseded', superseded_by = :n, updated = :now "
                    "WHERE name = :s AND project = :p AND key = :k AND status = 'active' RETURNING name",
                    n=name, s=supersede, p=project, k=key, now=now)
                if not done:
                    holders = [r[0] for r in con.run(
                        f"SELECT name FROM {TABLE} WHERE project = :p AND key = :k AND status = 'active'",
                        p=project, k=key)]
                    raise TeamInvalid(f"{supersede} is not the active entry for this scope+key",
                                      {"active": holders})
                superseded.append(supersede)
            try:
                con.run(f"UPDATE {TABLE} SET status = 'active', promoted_by = :a, supersedes = :s, updated = :now "
                        "WHERE name = :n", a=author, s=supersede, n=name, now=now)
            except Exception as exc:  # the one-truth index: someone else's active row came first
                if _sqlstate(exc) != UNIQUE_VIOLATION:
                    raise
                con.run("ROLLBACK")
                holders = [r[0] for r in con.run(
                    f"SELECT name FROM {TABLE} WHERE project = :p AND key = :k AND status = 'active'",
                    p=project, k=key)]
                raise TeamConflict(
                    f"scope+key already has an active team entry ({', '.join(holders) or 'just promoted'}); "
                    "promote with supersede to replace it", holders) from None
            con.run("COMMIT")
            return {"name": name, "status": "active", "superseded": superseded}
        return self._run(op)

    def forget(self, name: str, author: str) -> dict:
        def op(con):
            con.run("START TRANSACTION")
            rows = _delete(con, [name], author)
            if not rows:
                raise TeamNotFound(f"no team entry named {name!r}")
            _, project, key = rows[0]
            con.run("COMMIT")
            return {"name": name, "forgotten": True, "team": True, "project": project, "key": key,
                    "vacuum": _scrub(con)}
        return self._run(op, retry=False)

    def active(self, projects: list[str]) -> list[dict]:
        """Every active entry of ``projects`` (the cache's refresh)."""
        def op(con):
            cols = [c.strip() for c in _COLUMNS.split(",")]
            return [_row(cols, r) for r in con.run(
                f"SELECT {_COLUMNS} FROM {TABLE} WHERE status = 'active' AND project = ANY(:p) AND {_KNOWLEDGE} "
                "ORDER BY created, name", p=list(projects))]
        return self._run(op)

    def list(self, projects: list[str] | None, statuses: list[str], limit: int) -> list[dict]:
        def op(con):
            cols = [c.strip() for c in _COLUMNS.split(",")]
            where = f"status = ANY(:s) AND {_KNOWLEDGE}" + ("" if projects is None else " AND project = ANY(:p)")
            args: dict[str, Any] = {"s": list(statuses), "lim": limit}
            if projects is not None:
                args["p"] = list(projects)
            return [_row(cols, r) for r in con.run(
                f"SELECT {_COLUMNS} FROM {TABLE} WHERE {where} ORDER BY updated DESC, name LIMIT :lim", **args)]
        return self._run(op)

    def _term_rows(self, con, terms: tuple[str, ...]) -> list[tuple[int, str]]:
        """(rows holding the term, term) for plan_terms, from the server's own
        statistics of ``doc`` (ANALYZE keeps its most common elements and their
        frequencies). Counting each term's matches as the local index does
        costs a heap visit per match here (~70 ms for a term in 4% of 10⁵
        rows), so the estimate is read instead, every STATS_TTL_S at most. A
        table never analysed has no statistics: every term counts as rare,
        so all of its matches are ranked (a small table)."""
        now = time.monotonic()
        if self._stats is None or now - self._stats_at > STATS_TTL_S:
            rows = con.run("SELECT s.most_common_elems::text::text[], s.most_common_elem_freqs, c.reltuples "
                           "FROM pg_stats s JOIN pg_class c ON c.relname = s.tablename "
                           "AND c.relnamespace = to_regnamespace(s.schemaname) "
                           "WHERE s.schemaname = current_schema() AND s.tablename = :t AND s.attname = 'doc'",
                           t=TABLE)
            if rows and rows[0][0] and rows[0][2] and rows[0][2] > 0:
                self._stats = _estimates(rows[0][0], rows[0][1], rows[0][2])
            else:
                self._stats = ({}, 1)
            self._stats_at = now
        common, floor = self._stats
        return [(common.get(t, floor), t) for t in terms]

    def search(self, terms: tuple[str, ...], projects: list[str] | None, statuses: list[str],
               tags: list[str] | None, limit: int, *, logs: bool = False) -> list[tuple[float, dict]]:
        """(score, row) of the best matches of any term, best first, planned
        as the local index plans (search.plan_terms: the rarest terms ranked by
        ``ts_rank``, a window of the newest matches, or the newest only, from
        each term's row count, here the server's estimate: _term_rows)."""
        if not terms:
            return []

        def op(con):
            cols = [c.strip() for c in _COLUMNS.split(",")]
            where = ["doc @@ to_tsquery('simple', :q)", "status = ANY(:s)"] + ([] if logs else [_KNOWLEDGE])
            args: dict[str, Any] = {"s": list(statuses)}
            if projects is not None:
                where.append("project = ANY(:p)")
                args["p"] = list(projects)
            if tags:
                where.append("tags @> :tags")
                args["tags"] = list(tags)
            cond = " AND ".join(where)
            mode, kept = plan_terms(sorted(self._term_rows(con, terms)), terms)
            if mode == "none":
                return []
            args.update(q=_tsquery(kept), lim=limit)
            rank = f"ts_rank('{_RANK_WEIGHTS}', doc, to_tsquery('simple', :q))"
            if mode == "rank":
                sql = f"SELECT {rank} AS score, {_COLUMNS} FROM {TABLE} WHERE {cond} ORDER BY score DESC, name LIMIT :lim"
            elif mode == "window":
                sql = (f"SELECT * FROM (SELECT {rank} AS score, {_COLUMNS} FROM {TABLE} WHERE {cond} "
                       f"ORDER BY created DESC LIMIT {RANK_BUDGET}) w ORDER BY score DESC, name LIMIT :lim")
            else:  # newest: every term too common to rank
                rows = con.run(f"SELECT 0, {_COLUMNS} FROM {TABLE} WHERE {cond} ORDER BY created DESC LIMIT :lim",
                               **args)
                return [(COMMON_SCORE * (1 - i / (2 * limit)), _row(cols, r[1:])) for i, r in enumerate(rows)]
            return [(float(r[0]), _row(cols, r[1:])) for r in con.run(sql, **args)]
        return self._run(op)


STATS_TTL_S = 300.0  # how long the server's term statistics are reused


def _delete(con, names: list[str], author: str) -> list[tuple[str, str, str]]:
    """Inside the caller's transaction: delete the rows ``names`` for everyone,
    unlink what superseded them or they superseded, and record who forgot each
    (name and key, never the text) at one time. Returns (name, project, key) of
    the rows that were there."""
    if not names:
        return []
    rows = con.run(f"DELETE FROM {TABLE} WHERE name = ANY(:n) RETURNING name, project, key", n=list(names))
    if rows:
        gone = [r[0] for r in rows]
        con.run(f"UPDATE {TABLE} SET superseded_by = NULL WHERE superseded_by = ANY(:n)", n=gone)
        con.run(f"UPDATE {TABLE} SET supersedes = NULL WHERE supersedes = ANY(:n)", n=gone)
        con.run(f"INSERT INTO {FORGOTTEN} (name, project, key, forgotten_by, forgotten_at) "
                "SELECT n, p, k, :a, :now FROM unnest(CAST(:n AS text[]), CAST(:p AS text[]), CAST(:k AS text[])) "
                "AS r(n, p, k)", n=gone, p=[r[1] for r in rows], k=[r[2] for r in rows], a=author, now=now_ms())
    return [tuple(r) for r in rows]


def _log_columns(rows: list[dict], columns: tuple[str, ...]) -> dict[str, list]:
    """Shared-log rows as one array per column (the ``unnest`` of write_logs and
    retract_logs), with their search document's four fields ``v0``-``v3`` as the
    local index analyses them (textindex.index_values; a message has no tags)."""
    values = [index_values(r["name"], [], r["title"], r["body"]) for r in rows]
    out: dict[str, list] = {c: [r[c] for r in rows] for c in columns}
    out.update({f"v{i}": [v[i] for v in values] for i in range(4)})
    return out


def _scrub(con) -> str | None:
    """After a forget committed: take the deleted text out of the table's
    files, as far as this role may. A plain VACUUM is not enough: it frees the
    dead tuple's space without zeroing it (the newest tuple of a page stays
    readable in the file), and a GIN index keeps a lexeme as a key after its
    last row is gone. ``VACUUM FULL`` writes the table and its indexes anew
    and unlinks the old files; it holds the table's lock meanwhile, so it is
    bounded by the connection's statement_timeout (a large table under load
    falls back to a plain VACUUM). Only the table's owner (or a member of the
    owning role) may vacuum it; for anyone else the server would skip it with
    a warning, so ownership is asked first. Returns "full", "plain" or None
    (not permitted, or both cancelled): the forget holds either way."""
    try:
        if not con.run(f"SELECT pg_has_role(relowner, 'USAGE') FROM pg_class WHERE oid = '{TABLE}'::regclass")[0][0]:
            return None
    except Exception:  # noqa: BLE001 - the forget committed; the scrub is best effort
        return None
    for how in ("full", "plain"):
        try:
            con.run(f"VACUUM {'FULL ' if how == 'full' else ''}{TABLE}")
            return how
        except Exception:  # noqa: BLE001 - cancelled by statement_timeout
            continue
    return None


def _estimates(elems: list[str], freqs: list[float], reltuples: float) -> tuple[dict[str, int], int]:
    """ANALYZE's most common elements of ``doc`` -> (rows per common term,
    rows of any other term at most: the rarest common one's frequency)."""
    common = {e: max(1, int(f * reltuples)) for e, f in zip(elems, freqs)}
    floor = freqs[len(elems)] if len(freqs) > len(elems) else 0.0  # trailing min / max / null freqs
    return common, max(1, int(floor * reltuples))


def _tsquery(terms) -> str:
    """Index terms ORed as a tsquery (each quoted: a term is one lexeme)."""
    return " | ".join("'" + t.replace("\\", "\\\\").replace("'", "''") + "'" for t in terms)


def _sqlstate(exc: BaseException) -> str | None:
    arg = exc.args[0] if exc.args else None
    return arg.get("C") if isinstance(arg, dict) else None


def _reason(exc: BaseException) -> str:
    """A short reason that never carries the URL (or its password)."""
    arg = exc.args[0] if exc.args else None
    if isinstance(arg, dict):  # a server error: its message
        return str(arg.get("M") or arg.get("C") or type(exc).__name__)
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0][:200]


def _close(con) -> None:
    try:
        con.close()
    except Exception:  # noqa: BLE001 - closing a broken connection
        pass
