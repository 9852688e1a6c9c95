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

Forgetting is transitive (docs/memory.md "Forgetting"), and this module is its
one code path: the ``memory/forget`` method (the host's ``/memory forget``, the
agent's tool) and ``dshkit memory forget`` both call :func:`forget` with the
extension modules (``server.EXTENSIONS``); each extension's
``forget_hook(store, attached)`` returns ``hook(entry, rewritten)``, which
removes what the extension derived from the entry (``rewritten``: the entries
this forget rewrote in place, e.g. the messages that stated a forgotten rule,
so a copy kept elsewhere — the team's shared log — can follow), with its
running object when the sidecar has one and without it in the CLI.

- a *message* (log layer): the entries derived from it through ``summary`` and
  ``derivedFrom`` edges (its summaries, their work units) lose every sentence
  that restates it (restate.py), and the graph drops the nodes drawn from it;
- a *knowledge entry* (a rule): the derived material of the store — logged
  messages, summaries and work units, whatever their project, found through the
  full-text index (derived_material) — loses every sentence that restates it,
  and the graph drops every statement that does, so the human's own words
  cannot bring the rule back in the card; no session's injection state keeps
  its name.
"""

from __future__ import annotations

import itertools
import math
import os
import sqlite3
import time

from typing import Callable

from dshkit.sidecar import injection_state, restate
from dshkit.sidecar.names import is_operational
from dshkit.sidecar.query import fts_phrase
from dshkit.sidecar.store import Store, StoreError
from dshkit.sidecar.textindex import CJK_RUN, MESSAGE_CONTENT

DERIVATION = ("summary", "derivedFrom")   # edge head was made from edge tail (consolidation)
DERIVED_PREFIXES = ("msg-", "sum", "wu-")  # what a rule's copies can be in: the log, summaries, work units

FTS_TABLES = ("fts_k", "fts_op")


def fragment(text: str) -> list[bytes]:
    """The first 48 bytes of ``text`` (stripped) that a scrubbed store must no longer hold, when
    it is long enough to search for (12 bytes); the forget hooks report theirs this way."""
    raw = text.strip().encode("utf-8")
    return [raw[:48]] if len(raw) >= 12 else []


def _content(entry: dict) -> str:
    body = entry.get("body") or ""
    if MESSAGE_CONTENT in body:
        body = body[body.find(MESSAGE_CONTENT) + len(MESSAGE_CONTENT):]
    return body


def _needles(entry: dict) -> list[bytes]:
    """Fragments of the entry's text to look for in the files (long enough not to
    occur by chance; a short title is skipped rather than risk a false alarm).
    A logged message's body opens with a role/timestamp header that the other
    messages of the same second share: its content is looked for instead."""
    out = []
    for text in (_content(entry), entry.get("title") or ""):
        out += fragment(text)
    return out


def statements(entry: dict) -> list[frozenset[str]]:
    """What the entry says, as restate targets: a message's content, else title and body."""
    if is_operational(entry["name"]):
        return restate.targets(_content(entry))
    return restate.targets(entry.get("title") or "", entry.get("body") or "")


def derived_from(store: Store, name: str) -> list[str]:
    """Entries made from ``name`` through derivation edges, transitively (a
    message's summaries, their higher tiers and work units)."""
    seen, todo = [], [name]
    while todo:
        tail = todo.pop()
        for (head,) in store.db.execute(
                f"SELECT head FROM edges WHERE tail=? AND relation IN ({','.join('?' * len(DERIVATION))})",
                (tail, *DERIVATION)).fetchall():
            if head not in seen and head != name:
                seen.append(head)
                todo.append(head)
    return seen


def every_derived(store: Store, name: str) -> list[str]:
    """Every log entry, summary and work unit of the store but ``name``: where a
    knowledge entry's copies can be, whatever their project (a rule's scope is
    where it applies, not where it was said: the user who forgets it means it gone)."""
    rows = store.db.execute("SELECT name FROM entries WHERE " + " OR ".join(
        "name LIKE ?" for _ in DERIVED_PREFIXES), tuple(p + "%" for p in DERIVED_PREFIXES)).fetchall()
    return [n for (n,) in rows if n != name]


MAX_COMBINATIONS = 64  # an "at least k of these terms" query larger than this is not built


def _match(target: frozenset[str]) -> str | None:
    """An FTS5 query every text restating ``target`` matches: it holds all but at
    most ``restate.misses_at_most(target)`` of the target's terms, so it holds one
    of the combinations of that many — an OR of ANDs, which the index answers from
    the terms' doclists. A lone CJK character is left out (the index holds the
    bigrams around it, not the character) and counted as missed. None: the index
    cannot narrow this target (nothing left to require, or too many combinations)."""
    usable = sorted(t for t in target if not (len(t) == 1 and CJK_RUN.match(t)))
    need = len(usable) - (restate.misses_at_most(target) - (len(target) - len(usable)))
    if need < 1 or need > len(usable) or math.comb(len(usable), need) > MAX_COMBINATIONS:
        return None
    return " OR ".join("(" + " AND ".join(fts_phrase([t]) for t in combo) + ")"
                       for combo in itertools.combinations(usable, need))


def derived_material(store: Store, name: str, found: list[frozenset[str]]) -> list[str]:
    """The log entries, summaries and work units (any project: every_derived) that
    may restate ``found``, through the full-text index: only the rows holding
    enough of a target's terms (:func:`_match`) are read — the work follows the
    matches, not the store's size. Each candidate is then verified sentence by
    sentence (scrub_entries). A target the index cannot narrow falls back to
    every entry."""
    if not found:
        return []
    store.index.flush()  # the index covers every committed entry
    rowids: set[int] = set()
    for target in found:
        match = _match(target)
        if match is None:
            return every_derived(store, name)
        for table in FTS_TABLES:
            rowids.update(r for (r,) in store.db.execute(
                f"SELECT rowid FROM idx.{table} WHERE {table} MATCH ?", (match,)))
    out, ids = [], sorted(rowids)
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        out += [n for (n,) in store.db.execute(
            f"SELECT name FROM entries WHERE id IN ({','.join('?' * len(chunk))})", chunk)
            if n != name and n.startswith(DERIVED_PREFIXES)]
    return out


def scrub_entries(store: Store, names: list[str], found: list[frozenset[str]]) -> tuple[list[bytes], list[str]]:
    """Rewrite each entry's title and body without the sentences restating
    ``found`` (everything else of it kept, its name too); returns fragments of
    what went and the names of the entries rewritten."""
    out: list[bytes] = []
    rewritten: list[str] = []
    if not found:
        return out, rewritten
    for name in names:
        e = store.get_entry(name)
        if e is None:
            continue
        body, gone = restate.scrub(e["body"], found)
        title, gone_title = restate.scrub(e["title"] or "", found)
        if not gone and not gone_title:
            continue
        for s in gone + gone_title:
            out += fragment(s)
        fields = {k: e[k] for k in ("kind", "tags", "scopes", "status", "scope_key", "verify_when", "session_id",
                                    "source_seq", "ordinal", "meta", "created")}
        store.put_entry(name, title=title, body=body, **fields)
        rewritten.append(name)
    return out, rewritten


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


def forget(store: Store, name: str, extensions=(), attached: dict | None = None) -> dict:
    """Delete ``name`` and what was derived from it everywhere (the module
    docstring); raises ``StoreError`` (not-found) when absent. ``extensions``:
    the extension modules; ``attached``: module name -> its running object."""
    entry = store.get_entry(name)
    if entry is None:
        raise StoreError(f"no entry named {name!r}", "not-found")
    edges = len(store.edges_of(name))
    found = statements(entry)
    attached = attached or {}
    with store.lock:
        store.commit_batch()
        store.db.execute("PRAGMA secure_delete=ON")
        try:
            derived = derived_from(store, name) if is_operational(name) else derived_material(store, name, found)
            store.delete_entry(name)
            extra, rewritten = scrub_entries(store, derived, found)
            injection_state.forget_name(store, name)
            for ext in extensions:
                hook = getattr(ext, "forget_hook", None)
                if callable(hook):
                    extra += hook(store, attached.get(ext.__name__))(entry, rewritten)
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
