"""Plugging the team store into a running sidecar (``server.EXTENSIONS``).

``attach(sidecar)`` after the first ``initialize`` reads ``settings.team``;
with a URL (``url``, or the variable ``urlEnv`` names) it registers a
:class:`TeamMemory` as ``sidecar.remote_stores["team"]``, the core's one door
for knowledge kept elsewhere: ``memory/write {team: true}``, and
``memory/get``/``promote``/``forget`` of a ``team-`` name come here; recall
(``agent/start``, ``agent/preStep``) adds :meth:`TeamMemory.knowledge` (the
cache, never the network); ``memory/search`` and ``memory/list`` add the
server's answers. Every call that may wait on the server runs on the rpc's
later worker (the server wraps it in ``rpc.Later``), in arrival order among
themselves, so a model step is never queued behind one. Without a URL nothing
is registered and the driver is never imported.
"""

from __future__ import annotations

import getpass
import importlib.util
import socket
from typing import Callable

from dshkit.sidecar import ops
from dshkit.sidecar.query import parse
from dshkit.sidecar.rpc import CONFLICT, INVALID_PARAMS, NOT_FOUND, STORE_ERROR, RpcError, log
from dshkit.sidecar.search import hit
from dshkit.sidecar.store import GLOBAL_SCOPE

from . import conninfo
from .cache import TeamCache, as_entry
from .logs import PREFIX, LogMirror
from .origin import origin_for_cwd
from .remote import RemoteStore, TeamConflict, TeamError, TeamInvalid, TeamNotFound, TeamUnavailable

TEAM_UNAVAILABLE = -32015  # docs/protocol.md "Errors"
DEFAULT_REFRESH_MS = 2_000
DEFAULT_TIMEOUT_MS = 3_000
# agent/start (once per session) waits up to this long (settings.team.startWaitMs)
# for a fresh refresh of the cache, so the new session sees what teammates
# promoted until now. A server that refuses connections ends the wait at once;
# one that does not answer costs a session start this much. agent/preStep never waits.
DEFAULT_START_WAIT_MS = 1_500


def _rpc_error(exc: Exception) -> RpcError:
    if isinstance(exc, TeamUnavailable):
        return RpcError(TEAM_UNAVAILABLE, f"{exc}; nothing was written (try again when the server is back)",
                        {"team": True})
    if isinstance(exc, TeamConflict):
        return RpcError(CONFLICT, str(exc), {"conflict": exc.holders, "team": True})
    if isinstance(exc, TeamNotFound):
        return RpcError(NOT_FOUND, str(exc))
    if isinstance(exc, TeamInvalid):
        return RpcError(INVALID_PARAMS, str(exc), exc.data)
    return RpcError(STORE_ERROR, str(exc), {"team": True})


def _merge(local: list[dict], team: list[dict], limit: int) -> list[dict]:
    """Two ranked lists as one: each score taken relative to its list's best
    (bm25 and ts_rank are on different scales), the local hit first on a tie."""
    ranked = []
    for source, rows in enumerate((local, team)):
        top = max((r["score"] for r in rows), default=0.0) or 1.0
        ranked += [(-r["score"] / top, source, i, r) for i, r in enumerate(rows)]
    return [r for *_, r in sorted(ranked, key=lambda t: t[:3])][:limit]


def default_author() -> str:
    """Who a promote or forget is recorded as when ``settings.team.author`` is unset."""
    return f"{getpass.getuser()}@{socket.gethostname()}"


def search_team(remote: RemoteStore, results: list[dict], *, query: str, limit: int, projects: list[str] | None,
                tags: list[str] | None, statuses: list[str], logs: bool = False) -> tuple[list[dict], dict]:
    """``results`` (the local store's hits) merged with the server's for
    ``query`` -> (merged, the answer's ``team`` block). For ``memory/search``
    and ``dshkit memory search``; a server that does not answer leaves the
    local hits and says why in the block. ``logs``: shared messages too (the
    log layer: ``includeOperational``)."""
    q = parse(query)
    if not q.terms:
        return results, {"results": 0}
    try:
        rows = remote.search(q.terms, projects, list(statuses), tags, limit, logs=logs)
    except TeamError as exc:
        return results, {"error": str(exc)}
    team = [{**hit(as_entry(row), rank, q), "team": True} for rank, row in rows]
    return _merge(results, team, limit), {"results": len(team)}


class TeamMemory:
    prefix = PREFIX

    def __init__(self, sidecar, settings: dict, info: conninfo.ConnInfo):
        self.sidecar = sidecar
        self.info = info
        self.fixed_project = settings.get("project") or None
        self.author = settings.get("author") or default_author()
        timeout = settings.get("timeoutMs", DEFAULT_TIMEOUT_MS) / 1000
        self.start_wait_s = settings.get("startWaitMs", DEFAULT_START_WAIT_MS) / 1000
        self.remote = RemoteStore(info, timeout=timeout)
        self.cache = TeamCache(self.remote, settings.get("refreshMs", DEFAULT_REFRESH_MS) / 1000)
        self.local_to_team: dict[str, str] = {}
        self.git_timeout = sidecar.settings.get("gitTimeoutMs", 3000) / 1000
        self.logs = LogMirror(self) if settings.get("shareLogs") is True else None

    # -- which team project ------------------------------------------------------------------

    def project_of(self, sid: str | None, project: str) -> str:
        """The session's team project: ``settings.team.project``, else the
        normalised origin of its cwd, else the local scope (no remote)."""
        team = self.fixed_project
        if team is None and sid:
            ingestor = self.sidecar.ingestor
            cwd = ingestor.cwd_of(sid) if ingestor else self.sidecar.store.recorded_cwd(sid)
            team = origin_for_cwd(cwd, self.git_timeout) if cwd else None
        team = team or self.local_to_team.get(project) or project
        self.local_to_team.setdefault(project, team)
        self.cache.want(team)
        return team

    def _projects_for_scopes(self, scopes: list[str] | None) -> list[str] | None:
        if scopes is None:
            return None
        return sorted({self.local_to_team.get(s, s) for s in scopes} | {GLOBAL_SCOPE})

    # -- the core's calls --------------------------------------------------------------------

    def write(self, p: dict, sid: str | None, project: str) -> Callable[[], dict]:
        """The entry checked and its team scope chosen now (in frame order);
        the returned call sends it (the server runs it as an rpc.Later)."""
        if p.get("scope") is not None:
            scope = self.local_to_team.get(p["scope"], p["scope"])
        elif p.get("global"):
            scope = GLOBAL_SCOPE
        else:
            scope = self.project_of(sid, project)
        c = ops.candidate(title=p["title"], body=p["body"], entry_type=p["type"], scope=scope, key=p.get("key"),
                          tags=p.get("tags"), verify_when=p.get("verifyWhen"), source=p.get("source"),
                          prefix=PREFIX.rstrip("-"))
        c["project"] = scope

        def send() -> dict:
            try:
                out = self.remote.write(c, self.author)
            except TeamError as exc:
                raise _rpc_error(exc) from None
            return {**out, "team": True, "project": scope}
        return send

    def get(self, name: str) -> dict:
        try:
            row = self.remote.get(name)
        except TeamUnavailable as exc:
            cached = [e for e in self.cache.entries_all() if e["name"] == name]
            if cached:
                return {**cached[0], "edges": [], "cached": True}
            raise _rpc_error(exc) from None
        except TeamError as exc:
            raise _rpc_error(exc) from None
        if row is None:
            raise RpcError(NOT_FOUND, f"no entry named {name!r}")
        return {**as_entry(row), "edges": []}

    def promote(self, name: str, supersede: str | None) -> dict:
        try:
            out = self.remote.promote(name, supersede, self.author)
            row = self.remote.get(name)
        except TeamError as exc:
            raise _rpc_error(exc) from None
        if row is not None:
            self.cache.put(as_entry(row))
        for old in out["superseded"]:
            self.cache.drop(old)
        return {**out, "team": True}

    def forget(self, name: str) -> dict:
        try:
            out = self.remote.forget(name, self.author)
        except TeamError as exc:
            raise _rpc_error(exc) from None
        self.cache.drop(name)
        with self.sidecar.lock:
            self.cache.persist(self.sidecar.store)
        return {**out, "forgottenBy": self.author}

    def agent_started(self, sid: str | None, project: str) -> None:
        """A session starts: its project's rows refreshed first (bounded wait)."""
        self.project_of(sid, project)
        self.cache.fresh(self.start_wait_s)

    def knowledge(self, sid: str | None, project: str, tag: str | None = None) -> list[dict]:
        """Active team entries for recall: from the cache only (a model step
        never waits for the server)."""
        return self.cache.entries(self.project_of(sid, project), tag)

    def augment_search(self, out: dict, *, query: str, limit: int, scopes, tags, statuses,
                       include_operational: bool = False) -> dict:
        if not parse(query).terms:
            return out
        results, block = search_team(self.remote, out["results"], query=query, limit=limit,
                                     projects=self._projects_for_scopes(scopes), tags=tags, statuses=statuses,
                                     logs=include_operational)
        return {**out, "results": results, "team": block}

    def augment_list(self, out: dict, *, statuses: list[str], limit: int) -> dict:
        try:
            rows = self.remote.list(None, statuses, limit)
        except TeamError as exc:
            return {**out, "team": {"error": str(exc)}}
        extra = [{"name": r["name"], "title": r["title"], "kind": r["kind"], "status": r["status"], "team": True,
                  "project": r["project"]} for r in rows]
        return {**out, "entries": out["entries"] + extra}

    # -- upkeep ------------------------------------------------------------------------------

    def stats(self) -> dict:
        out = {"server": self.info.display(), "cachedEntries": len(self.cache.entries_all()),
               "refreshedAt": self.cache.refreshed_at, "error": self.cache.error}
        if self.logs is not None:
            out["sharedLogs"] = {"sent": self.logs.sent, "error": self.logs.error}
        return out

    def idle(self) -> None:
        with self.sidecar.lock:
            self.cache.persist(self.sidecar.store)

    def stop(self) -> None:
        self.cache.stop()
        self.idle()
        self.remote.close()


def attach(sidecar) -> TeamMemory | None:
    settings = sidecar.settings.get("team")
    if not isinstance(settings, dict):
        return None
    try:
        info = conninfo.from_settings(settings)
    except conninfo.ConnInfoError as exc:
        log(f"team memory is off: {exc}")
        return None
    if info is None:
        return None
    if importlib.util.find_spec("pg8000") is None:
        log("team memory is off: this sidecar has no PostgreSQL driver (build the bundle with memory.team)")
        return None
    for key, least in (("refreshMs", 100), ("timeoutMs", 100), ("startWaitMs", 0)):
        if key in settings and (type(settings[key]) is not int or settings[key] < least):
            log(f"team memory is off: settings.team.{key} must be an integer >= {least}")
            return None
    if "shareLogs" in settings and type(settings["shareLogs"]) is not bool:
        log("team memory is off: settings.team.shareLogs must be true or false")
        return None
    team = TeamMemory(sidecar, settings, info)
    team.cache.load(sidecar.store)
    team.cache.want(sidecar.project)
    if team.logs is not None:
        team.logs.start()
        team.cache.chores.append(team.logs.round)
    team.cache.start()
    sidecar.remote_stores["team"] = team
    sidecar.stats_providers["team"] = team.stats
    sidecar.rpc.idle_hooks.append(team.idle)
    log(f"team memory on {info.display()}" + ("; the conversation log is shared (shareLogs)" if team.logs else ""))
    return team
