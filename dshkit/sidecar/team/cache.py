"""The team's active entries on this machine, so a model step never waits for the server.

``agent/start`` and ``agent/preStep`` read only this cache. A background
thread refreshes it from the server every ``refreshMs`` and at once when a
session starts (``agent/start`` waits at most ``startWaitMs`` for that round,
so a rule a teammate promoted a moment ago is in the next session; a model
step never waits); the sidecar's own promote and forget update it as they
commit. A server that is down, slow or restarting only
makes the cache older: the last good copy keeps being injected, and the
refresh tries again on its next round. The copy is also kept in the local
store (meta ``team.cache``, written while the sidecar is idle), so a sidecar
that starts while the server is down still shows the team's rules.
"""

from __future__ import annotations

import json
import threading
import time

from dshkit.sidecar.rpc import format_exc, log
from dshkit.sidecar.store import GLOBAL_SCOPE

from .remote import RemoteStore, TeamError

META_KEY = "team.cache"


def as_entry(row: dict) -> dict:
    """A server row as the protocol shows an entry (like the local store's)."""
    project = row["project"]
    meta = {"key": row["key"], "scope": project, "team": True, "author": row["author"]}
    for col, key in (("source", "source"), ("promoted_by", "promotedBy"), ("supersedes", "supersedes"),
                     ("superseded_by", "superseded_by")):
        if row.get(col):
            meta[key] = row[col]
    return {"name": row["name"], "kind": row["kind"], "layer": "k", "title": row["title"], "body": row["body"],
            "tags": list(row["tags"] or []), "scopes": [project], "status": row["status"],
            "scope_key": None, "verify_when": row["verify_when"], "content_hash": row["content_hash"],
            "session_id": None, "source_seq": None, "ordinal": None, "created": row["created"],
            "updated": row["updated"], "meta": meta, "team": True}


class TeamCache:
    def __init__(self, remote: RemoteStore, interval_s: float):
        self.remote = remote
        self.interval_s = interval_s
        self._lock = threading.Lock()
        self._entries: dict[str, dict] = {}  # name -> entry (active, projects wanted)
        self._projects: set[str] = {GLOBAL_SCOPE}
        self.refreshed_at: float | None = None  # time.time() of the last good refresh
        self.error: str | None = None
        self._dirty = False
        self._removed = False  # an entry left the copy: its text must leave the file too
        self._wake = threading.Event()
        self._rounds = 0  # refresh rounds finished (good or not)
        self._in_round = False
        self._done = threading.Condition(self._lock)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.chores: list = []  # more background work per round (team/logs.py's copy)

    # -- reading (the dispatch thread, never waits for the server) ------------------------

    def entries(self, project: str, tag: str | None = None) -> list[dict]:
        wanted = {project, GLOBAL_SCOPE}
        with self._lock:
            rows = [e for e in self._entries.values() if e["scopes"][0] in wanted]
        if tag is not None:
            rows = [e for e in rows if tag in e["tags"]]
        return sorted(rows, key=lambda e: (e["created"], e["name"]))

    def entries_all(self) -> list[dict]:
        with self._lock:
            return list(self._entries.values())

    def want(self, project: str, wait_s: float = 0.0) -> None:
        """A team project this sidecar serves: refreshed from now on, at once
        when new. A new project's first reader waits up to ``wait_s`` for that
        refresh (bounded: a server that is down costs this once per project)."""
        with self._lock:
            if project in self._projects:
                return
            self._projects.add(project)
        self.fresh(wait_s)

    def fresh(self, wait_s: float) -> None:
        """Ask for a refresh now and wait up to ``wait_s`` for one that started
        after this call (a round already under way may predate a teammate's
        promote); 0: do not wait."""
        with self._lock:
            target = self._rounds + (2 if self._in_round else 1)
        self._wake.set()
        if wait_s > 0:
            with self._done:
                self._done.wait_for(lambda: self._rounds >= target or self._stop.is_set(), wait_s)

    # -- updates -----------------------------------------------------------------------------

    def put(self, entry: dict) -> None:
        with self._lock:
            self._entries[entry["name"]] = entry
            self._dirty = True

    def drop(self, name: str) -> None:
        with self._lock:
            if self._entries.pop(name, None) is not None:
                self._dirty = self._removed = True

    def refresh(self) -> bool:
        with self._lock:
            projects = sorted(self._projects)
        try:
            rows = self.remote.active(projects)
        except TeamError as exc:
            if self.error is None:
                log(f"team: cache not refreshed, keeping the last copy: {exc}")
            self.error = str(exc)
            return False
        fresh = {r["name"]: as_entry(r) for r in rows}
        with self._lock:
            changed = fresh != self._entries
            self._removed |= bool(self._entries.keys() - fresh.keys())
            self._entries = fresh
            self._dirty |= changed
        if self.error is not None:
            log("team: server answers again; cache refreshed")
        self.error = None
        self.refreshed_at = time.time()
        return True

    # -- the background refresher ---------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._loop, name="team-cache", daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            with self._lock:
                self._in_round = True
            self._wake.clear()
            self.refresh()
            with self._done:  # a session start waits for the refresh, not for the chores
                self._rounds += 1
                self._in_round = False
                self._done.notify_all()
            for chore in self.chores:
                try:
                    chore()
                except Exception:  # noqa: BLE001 - a chore's bug must not stop the refresh
                    log(f"team: background round failed:\n{format_exc()}")
            self._wake.wait(self.interval_s)

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=self.remote.timeout * 2 + 1)

    # -- the copy in the local store ----------------------------------------------------------

    def load(self, store) -> None:
        raw = store.get_meta(META_KEY)
        if not raw:
            return
        try:
            saved = json.loads(raw)
        except ValueError:
            return
        with self._lock:
            if not self._entries:  # a refresh that already answered wins
                self._entries = {e["name"]: e for e in saved.get("entries", [])}
                self._projects |= set(saved.get("projects", []))

    def persist(self, store) -> None:
        """Write the copy when it changed (the sidecar's idle hook, and at once
        after a forget). When an entry left it (forgotten, here or by a
        teammate) the old copy's bytes are zeroed (secure_delete) and the WAL
        emptied, as ``memory/forget`` does for local entries."""
        with self._lock:
            if not self._dirty:
                return
            data = json.dumps({"projects": sorted(self._projects),
                               "entries": sorted(self._entries.values(), key=lambda e: e["name"])},
                              ensure_ascii=False, sort_keys=True)
            scrub, self._dirty, self._removed = self._removed, False, False
        if not scrub:
            store.set_meta(META_KEY, data)
            return
        with store.lock:
            store.commit_batch()
            store.db.execute("PRAGMA secure_delete=ON")
            try:
                store.set_meta(META_KEY, data)
                store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                store.db.execute("PRAGMA secure_delete=OFF")
