"""The sidecar process: wires the protocol methods to the store and pipeline.

See docs/protocol.md for every message. Extension modules listed in
``EXTENSIONS`` are imported before the store opens (so their migrations are
registered) and, when they define ``attach(sidecar)``, attached after the first
``initialize`` — that is how consolidation plugs in without this file knowing
it. What an extension may touch is explicit: the ingestor's hooks, and on the
:class:`Sidecar` ``stats_providers`` (a block of ``memory/stats`` each),
``sidecar_requests`` (methods it sends to the host, announced in
``initialize``), ``pre_step_providers`` (a block of the ``agent/preStep``
result each, e.g. graph memory's card, given the knowledge entries the
session's memory blocks already carry), ``remote_stores`` (knowledge kept
elsewhere, e.g. the team's server: see ``Sidecar.remote_stores``) and the handle
``attach`` returns (its ``stop()`` runs at ``shutdown``). An extension module's ``METHODS`` (name ->
(known params, ``handler(sidecar, params)``)) are registered with the core's
checks when the sidecar is built, so they answer "call initialize first" like
any other method.
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
import time
from typing import Any, Callable

from dshkit.sidecar import PROTOCOL_VERSION, VERSION
from dshkit.sidecar import params as P
from dshkit.sidecar import forget, ops, rebaseline
from dshkit.sidecar.ingest import Ingestor, settings_from
from dshkit.sidecar.recall import DEFAULT_BUDGET, DeltaInjector, agent_start_text
from dshkit.sidecar.rpc import (
    CONFLICT,
    INVALID_PARAMS,
    NOT_FOUND,
    NOT_INITIALIZED,
    STORE_ERROR,
    STORE_FAILED,
    Later,
    RpcError,
    RpcServer,
    format_exc,
    log,
)
from dshkit.sidecar import search
from dshkit.sidecar.store import GLOBAL_SCOPE, Store, StoreError, StoreFailed, default_store_path
from dshkit.sidecar.tasks import TaskQueue

EXTENSIONS = ("dshkit.sidecar.consolidation", "dshkit.sidecar.graph", "dshkit.sidecar.team",
              "dshkit.sidecar.evolution")
_STORE_CODES = {"not-found": NOT_FOUND, "conflict": CONFLICT, "invalid": INVALID_PARAMS}


def _store_errors(fn):
    def wrapped(params):
        try:
            return fn(params)
        except StoreFailed:
            raise  # the sidecar's own answer (Sidecar._request)
        except StoreError as exc:
            raise RpcError(_STORE_CODES.get(exc.code, STORE_ERROR), str(exc), exc.data or None) from exc
    wrapped.__name__ = fn.__name__
    return wrapped



# The params each method knows (schemas/protocol/<method>.params.json
# "properties"; a test keeps them equal). A request naming anything else is
# refused with the name; a notification is applied and the unknown name logged
# once, so a newer host that adds a field never loses an event.
REQUEST_PARAMS = {
    "initialize": frozenset({"storePath", "profile", "project", "settings", "liveSessions", "clientInfo"}),
    "shutdown": frozenset(),
    "agent/start": frozenset({"sessionId", "project"}),
    "agent/preStep": frozenset({"sessionId", "project", "delivered"}),
    "memory/search": frozenset({"query", "limit", "includeOperational", "scopes", "tags", "statuses"}),
    "memory/get": frozenset({"name"}),
    "memory/write": frozenset({"title", "body", "type", "key", "scope", "global", "tags", "verifyWhen",
                               "source", "sessionId", "team"}),
    "memory/promote": frozenset({"name", "supersede"}),
    "memory/stats": frozenset(),
    "session/progress": frozenset({"sessionId"}),
    "memory/forget": frozenset({"name"}),
    "memory/list": frozenset({"statuses", "limit"}),
}
NOTIFICATION_PARAMS = {
    "session/event": frozenset({"sessionId", "event", "cwd", "inheritedEventCount"}),
    "session/disposed": frozenset({"sessionId"}),
    "agent/injectionDelivered": frozenset({"sessionId", "token"}),
}
_logged_unknown: set[tuple[str, str]] = set()
SESSION_ID_MAX = 512  # characters of a sessionId


def _known_params(allowed: frozenset[str], fn):
    def checked(params):
        if isinstance(params, dict):
            P.known(params, allowed)
        return fn(params)
    checked.__name__ = fn.__name__
    return checked


def _note_unknown(method: str, params: Any) -> None:
    """A notification's unknown params: logged once per name, then ignored."""
    if isinstance(params, dict):
        for key in params.keys() - NOTIFICATION_PARAMS[method]:
            if (method, key) not in _logged_unknown:
                _logged_unknown.add((method, key))
                log(f"{method}: unknown param {key!r} ignored")


def event_params(params: Any) -> tuple[str, dict, str | None, int | None]:
    """``session/event`` params checked: (sessionId, event, cwd, inheritedEventCount);
    RpcError naming the field otherwise."""
    _note_unknown("session/event", params)
    p = P.obj(params)
    sid = P.string(p, "sessionId", required=True, nonempty=True, max_len=SESSION_ID_MAX)
    event = P.mapping(p, "event", required=True)
    cwd = P.string(p, "cwd")
    inherited = P.integer(p, "inheritedEventCount", minimum=0)
    if event.get("type") != "session":
        P.string(event, "type", required=True, nonempty=True)
        P.integer(event, "seq", required=True, minimum=0)
        if "time" in event and not isinstance(event["time"], (int, float)) or isinstance(event.get("time"), bool):
            raise RpcError(INVALID_PARAMS, "event.time must be a number", {"param": "event.time"})
    return sid, event, cwd, inherited


# The limits below are shared with event_params: the fast path may only be
# stricter, never looser (tests/sidecar/test_sidecar_gate_shortcuts.py).
_MAX_STR = P.MAX_STRING
_MAX_INT = P.INT_MAX
_EVENT_KEYS = NOTIFICATION_PARAMS["session/event"]


def event_params_fast(params: Any) -> tuple[str, dict, str | None, int | None] | None:
    """What :func:`event_params` returns, for the frame the host sends tens of
    thousands of times a session, with no call per field; None when anything
    is unusual (then event_params decides, and words the error). Accepts
    nothing event_params rejects (tests/sidecar/test_sidecar_protocol.py)."""
    if type(params) is not dict or len(params) > 2 and not params.keys() <= _EVENT_KEYS:
        return None
    sid = params.get("sessionId")
    event = params.get("event")
    cwd = params.get("cwd")
    inherited = params.get("inheritedEventCount")
    if not (type(sid) is str and sid and len(sid) <= SESSION_ID_MAX and not sid.isspace() and type(event) is dict
            and (cwd is None or type(cwd) is str and len(cwd) <= _MAX_STR)
            and (inherited is None or type(inherited) is int and inherited >= 0)):
        return None
    etype = event.get("type")
    if etype != "session":
        seq = event.get("seq")
        if not (type(etype) is str and etype and len(etype) <= _MAX_STR and not etype.isspace()
                and type(seq) is int and 0 <= seq <= _MAX_INT and type(event.get("time", 0)) in (int, float)):
            return None
    return sid, event, cwd, inherited


def _quiet_after_failure(fn):
    """A notification the store cannot take is dropped without a log line per
    event: the failure was logged once, and the replay it asks for brings it back."""
    def run(params):
        try:
            return fn(params)
        except RpcError as exc:
            if exc.code != STORE_FAILED:
                raise
            return None
    run.__name__ = fn.__name__
    return run


class Sidecar:
    def __init__(self, rpc: RpcServer, *, store_path: str | None = None):
        self.rpc = rpc
        self.cli_store_path = store_path
        self.store: Store | None = None
        self.ingestor: Ingestor | None = None
        self.injector: DeltaInjector | None = None
        self.project: str = "default"
        self.profile: str | None = None
        self.settings: dict = {}
        self.extensions: list[Any] = []
        # extension points (see the module docstring)
        self.stats_providers: dict[str, Callable[[], dict]] = {}
        self.sidecar_requests: set[str] = set()
        self.pre_step_providers: dict[str, Callable[[str, str, list[dict]], dict | None]] = {}
        # Knowledge kept elsewhere (the team store: "team" -> its TeamMemory):
        # memory/write {<key>: true} and get/promote/forget of a name starting
        # with its ``prefix`` go to it; recall adds its knowledge(); search and
        # list add its answers (see dshkit/sidecar/team/wiring.py for the calls).
        # Every call that may wait on its server runs as an rpc.Later, so no
        # frame behind it (agent/preStep above all) waits for the network.
        self.remote_stores: dict[str, Any] = {}
        self.attached: dict[str, Any] = {}  # extension module name -> what its attach() returned
        self.lock = threading.RLock()
        self._load_extensions()
        for name, fn in {
            "initialize": self.initialize, "shutdown": self.shutdown,
            "agent/start": self.agent_start, "agent/preStep": self.agent_pre_step,
            "memory/search": self.memory_search, "memory/get": self.memory_get,
            "memory/write": self.memory_write, "memory/promote": self.memory_promote,
            "memory/stats": self.memory_stats, "session/progress": self.session_progress,
            "memory/forget": self.memory_forget, "memory/list": self.memory_list,
        }.items():
            rpc.method(name, self._request(name, _known_params(REQUEST_PARAMS[name], fn)))
        for ext in self.extensions:
            for name, (known, handler) in getattr(ext, "METHODS", {}).items():
                self.add_method(name, known, handler)
        rpc.notification("session/event", _quiet_after_failure(self.session_event))
        rpc.notification("session/disposed", _quiet_after_failure(self.session_disposed))
        # The ack writes: like the events it goes through the failure contract
        # (one log line for the failure, then dropped quietly until recovery).
        rpc.notification("agent/injectionDelivered", _quiet_after_failure(
            self._request("agent/injectionDelivered", self.injection_delivered)))
        # A request form of the notifications, for hosts that want an ack. A
        # request is refused for an unknown param, like every request (only
        # the notification forms apply it and log the name).
        for name, fn in (("session/event", self.session_event), ("session/disposed", self.session_disposed)):
            rpc.method(name, self._request(name, _known_params(NOTIFICATION_PARAMS[name], fn), after=True))
        # After a write that did not reach the disk: sessionId -> the seq the
        # host must replay it from (None: no failure to recover from).
        self.replay_from: dict[str, int] | None = None
        self._disposed_at: dict[str, int] = {}  # sessionId -> store.commits when disposed
        self._failure_seen: StoreFailed | None = None

    def add_method(self, name: str, known: frozenset[str], handler) -> None:
        """Register ``handler(sidecar, params)`` as request ``name`` with the core's checks.
        An extension's ``METHODS`` go through here when the sidecar is built; one whose
        methods exist only when enabled (evolution) calls it from ``attach``."""
        bound = (lambda h: lambda params: h(self, params))(handler)
        bound.__name__ = name.replace("/", "_")
        self.rpc.method(name, self._request(name, _known_params(known, bound)))

    # -- group commit ------------------------------------------------------------------
    # Session events are applied inside one open write transaction (each span a
    # savepoint) that is committed when the input goes quiet, before any request
    # is answered, and at least every BATCH_SPANS spans / BATCH_SECONDS. So an
    # answer to any request means everything sent before it is durable.

    BATCH_SPANS = 256
    BATCH_SECONDS = 0.25

    def _commit(self) -> None:
        if self.store is not None and self.store.in_batch:
            with self.lock:
                self.store.commit_batch()

    def _request(self, name: str, fn, after: bool = False):
        """A request handler: refused while the store has failed (but for the
        methods a host needs to recover), durable first (and after, for the
        request forms of the notifications), store errors as JSON-RPC errors."""
        checked = _store_errors(fn)
        always = name in self.ANSWERED_AFTER_FAILURE

        def wrapped(params):
            if not always:
                self._refuse_while_failed()
            try:
                self._commit()
                result = checked(params)
                if after:
                    self._commit()
            except StoreFailed as exc:
                self._failed(exc)
                raise self._failure_error() from exc
            return result
        wrapped.__name__ = fn.__name__
        return wrapped

    # -- a write that did not reach the disk ---------------------------------------------
    # The store rolls back and refuses writes (Store.failure). Spans already cut
    # in memory are then lost, so every session whose memory ran ahead of its
    # durable watermark must be replayed from that watermark, exactly as after
    # a restart; until the store takes writes again and each such replay has
    # begun, requests are answered with STORE_FAILED naming them (docs/protocol.md).

    ANSWERED_AFTER_FAILURE = frozenset({"initialize", "shutdown", "session/progress", "session/event",
                                        "session/disposed"})

    def _failed(self, failure: StoreFailed) -> None:
        """First sight of a failure: drop in-memory state ahead of the store
        and note where each such session must be replayed from (added to the
        sessions still awaiting theirs, when the store failed again)."""
        if failure is self._failure_seen:
            return
        self._failure_seen = failure
        with self.lock:
            store, ingestor = self.store, self.ingestor
            replay = self.replay_from if self.replay_from is not None else {}
            if ingestor is not None:
                for sid, live in list(ingestor.sessions.items()):
                    row = store.get_progress(sid)
                    durable = row["last_logged_seq"] if row else live.inherited
                    if live.last_logged_seq != durable or live.buffer:
                        replay[sid] = min(durable, replay.get(sid, durable))
                        del ingestor.sessions[sid]
            for sid, commits in self._disposed_at.items():
                if commits >= failure.commits:  # disposed after the last commit that held
                    row = store.get_progress(sid)
                    replay[sid] = min(row["last_logged_seq"] if row else 0, replay.get(sid, 1 << 62))
            self._disposed_at.clear()
            self.replay_from = replay
        log(f"{failure}; replay needed for {len(replay)} session(s)")

    def _recovered(self) -> bool:
        """Whether the store takes writes again (a probe write while it does not)."""
        store = self.store
        if store.failure is not None:
            with self.lock:
                if not store.recover():
                    return False
        return True

    def _failure_error(self) -> RpcError:
        failure = self.store.failure or self._failure_seen
        cause = failure.cause if failure is not None else "unknown"
        recovered = self.store.failure is None
        replay = dict(sorted((self.replay_from or {}).items()))
        msg = (f"the store could not write ({cause}): nothing after each session's lastLoggedSeq was kept; "
               + ("it takes writes again: " if recovered else "free space, then ")
               + "replay the sessions in data.replayFrom from those seqs")
        return RpcError(STORE_FAILED, msg, {"cause": cause, "recovered": recovered, "replayFrom": replay})

    def _refuse_while_failed(self) -> None:
        store = self.store
        if store is None:
            return
        if store.failure is not None:
            self._failed(store.failure)  # e.g. a background worker's commit failed
        if self.replay_from is None:
            return
        if self._recovered() and not self.replay_from:
            self.replay_from = None
            log("store recovered; every session replayed")
            return
        raise self._failure_error()

    def _admit(self, sid: str, event: dict, inherited: int | None) -> bool:
        """While recovering from a failure: whether this event may be applied.
        Not while the store refuses writes (the session then needs a replay too);
        for a session awaiting its replay, only once the replay has begun (an
        event at or below its watermark): a later one would leave a gap."""
        store = self.store
        if store.failure is not None:
            self._failed(store.failure)
        replay = self.replay_from
        if replay is None:
            return True
        if not self._recovered():
            if sid not in replay:
                with self.lock:
                    live = self.ingestor.sessions.pop(sid, None)
                    row = store.get_progress(sid)
                replay[sid] = row["last_logged_seq"] if row else live.inherited if live else (inherited or 0)
            return False
        if sid in replay:
            if event.get("type") == "session":
                return True
            if event["seq"] > replay[sid]:
                return False
            del replay[sid]  # the replay has begun
        if not replay:
            self.replay_from = None
            log("store recovered; every session replayed")
        return True

    def _load_extensions(self) -> None:
        for mod_name in EXTENSIONS:
            try:
                self.extensions.append(importlib.import_module(mod_name))
            except ModuleNotFoundError as exc:
                if exc.name and mod_name.startswith(exc.name):
                    continue
                log(f"extension {mod_name} failed to import:\n{format_exc()}")
            except Exception:  # noqa: BLE001 - a broken extension must not stop logging
                log(f"extension {mod_name} failed to import:\n{format_exc()}")

    # -- lifecycle ------------------------------------------------------------------

    def _need(self) -> Store:
        if self.store is None:
            raise RpcError(NOT_INITIALIZED, "call initialize first")
        return self.store

    def initialize(self, params: Any) -> dict:
        p = P.obj(params)
        path = P.string(p, "storePath") or self.cli_store_path or default_store_path()
        self.profile = P.string(p, "profile")
        self.project = P.string(p, "project") or "default"
        settings = P.mapping(p, "settings", default={})
        for key in ("flushWindowMs", "injectionBudgetBytes", "agentStartBudgetBytes",
                    "assistantCap", "userCap", "gitTimeoutMs"):
            P.integer(settings, key, minimum=0)
        P.integer(settings, "utcOffsetMinutes", minimum=-24 * 60, maximum=24 * 60)
        P.string(settings, "defaultStorePath")
        live = P.strings(p, "liveSessions", max_items=1_000_000)
        with self.lock:
            if self.store is not None and os.path.abspath(self.store.path) != os.path.abspath(path):
                raise RpcError(INVALID_PARAMS, f"already initialized with store {self.store.path}")
            if self.store is None:
                try:
                    self.store = Store(path)
                except Exception as exc:  # noqa: BLE001
                    data = exc.data or None if isinstance(exc, StoreError) else None
                    raise RpcError(STORE_ERROR, f"cannot open store {path}: {exc}", data) from exc
                TaskQueue(self.store).requeue_running()
                self.store.index.catch_up_in_background()
                self.rpc.idle_hooks.append(self._idle)
            self.settings = dict(settings)
            ingest_settings = settings_from({**settings, "project": self.project})
            self.injector = DeltaInjector(self.store, settings.get("injectionBudgetBytes", DEFAULT_BUDGET))
            if self.ingestor is not None:  # a second initialize: new settings, same buffers
                self.ingestor.settings = ingest_settings
                self.ingestor._tz = ingest_settings.tz
                return self._init_result({"reset": [], "pruned": []})
            self.ingestor = Ingestor(self.store, ingest_settings)
            housekeeping = self.ingestor.housekeeping(live)
            for ext in self.extensions:
                attach = getattr(ext, "attach", None)
                if attach is not None:
                    try:
                        self.attached[ext.__name__] = attach(self)
                    except Exception:  # noqa: BLE001
                        log(f"extension {ext.__name__} failed to attach:\n{format_exc()}")
        return self._init_result(housekeeping)

    def _init_result(self, housekeeping: dict) -> dict:
        return {
            "name": "dshkit-sidecar", "version": VERSION, "protocolVersion": PROTOCOL_VERSION,
            "storePath": self.store.path, "schemaVersion": self.store.schema_version(),
            "housekeeping": housekeeping,
            "capabilities": {
                "methods": sorted(self.rpc.handlers), "notifications": sorted(self.rpc.notification_handlers),
                "sidecarRequests": sorted(self.sidecar_requests),
                "injectionAck": ["agent/preStep.delivered", "agent/injectionDelivered"],
                "search": {"cjkBigrams": True, "fts5": True, "stemmer": "snowball-english",
                           "stopwords": ["en", "zh"], "neighbourTurns": True},
            },
        }

    def _idle(self) -> None:
        """Nothing queued: catch the full-text index up while the host is quiet."""
        if self.store is None:
            return
        with self.lock:
            try:
                self.store.commit_batch()
                if self.store.index.pending and self.store.failure is None:
                    self.store.index.flush()
            except StoreFailed as exc:
                self._failed(exc)

    def shutdown(self, params: Any) -> None:
        if not self.rpc.drain():  # answers waiting on the network go out before this one
            log("shutdown: a request still waits on the network; its answer is lost")
        try:
            self._commit()
        except StoreFailed:
            self.rpc.stop()  # answered STORE_FAILED, and stopped all the same
            raise
        for name, handle in self.attached.items():
            stop = getattr(handle, "stop", None)
            if stop is not None:
                try:
                    stop()
                except Exception:  # noqa: BLE001
                    log(f"extension {name} failed to stop:\n{format_exc()}")
        self.rpc.stop()
        return None

    # -- session feed -------------------------------------------------------------------

    def session_event(self, params: Any) -> None:
        self._need()
        checked = event_params_fast(params) or event_params(params)
        sid, event, cwd, inherited = checked
        if (self.replay_from is not None or self.store.failure is not None) \
                and not self._admit(sid, event, inherited):
            raise self._failure_error()  # a notification: logged and dropped; the replay brings it back
        with self.lock:
            store = self.store
            try:
                if store.in_batch and (store.batch_units >= self.BATCH_SPANS
                                       or time.monotonic() - store.batch_started > self.BATCH_SECONDS):
                    store.commit_batch()
                store.begin_batch()
                self.ingestor.on_event(sid, event, cwd=cwd, inherited=inherited)
                rebaseline.on_event(store, sid, event)
            except StoreFailed as exc:
                self._failed(exc)
                raise self._failure_error() from exc
        return None

    def session_disposed(self, params: Any) -> None:
        self._need()
        _note_unknown("session/disposed", params)
        sid = P.string(P.obj(params), "sessionId", required=True, nonempty=True)
        if self.replay_from is not None or self.store.failure is not None:
            if not self._admit(sid, {"type": "session"}, None) or sid in (self.replay_from or {}):
                raise self._failure_error()
        with self.lock:
            try:
                self.ingestor.dispose(sid)
            except StoreFailed as exc:
                self._failed(exc)
                raise self._failure_error() from exc
            commits = self.store.commits
            self._disposed_at = {s: c for s, c in self._disposed_at.items() if c >= commits}
            self._disposed_at[sid] = commits
        return None

    def session_progress(self, params: Any) -> dict | None:
        self._need()
        sid = P.string(P.obj(params), "sessionId", required=True, nonempty=True)
        with self.lock:
            row = self.ingestor.progress(sid)
        if row is None:
            return None
        return {
            "sessionId": sid, "project": row.get("project"),
            "lastLoggedSeq": row.get("last_logged_seq", 0), "nextOrdinal": row.get("next_ordinal", 0),
            "lastConsolidatedSeq": row.get("last_consolidated_seq", 0),
            "lastCheckTurn": row.get("last_check_turn", 0), "pendingTokens": row.get("pending_tokens", 0),
            "hasSessionNode": bool(row.get("has_session_node", 0)),
            "lastBelongToIndex": row.get("last_belong_to_index", 0),
            "buffered": row.get("buffered", 0),
        }

    # -- injection -------------------------------------------------------------------------

    def _session_project(self, sid: str | None, explicit: str | None) -> str:
        if explicit:
            return explicit
        if sid:
            live = self.ingestor.sessions.get(sid)
            if live is not None:
                return live.project
            row = self.store.get_progress(sid)
            if row and row["project"]:
                return row["project"]
        return self.project

    def agent_start(self, params: Any) -> dict:
        store = self._need()
        p = P.obj(params)
        sid = P.string(p, "sessionId")
        project = self._session_project(sid, P.string(p, "project"))
        budget = self.settings.get("agentStartBudgetBytes", DEFAULT_BUDGET)
        for remote in self.remote_stores.values():  # outside the lock: may wait briefly for its server
            remote.agent_started(sid, project)
        default = self.settings.get("defaultStorePath") or default_store_path()
        line = None
        if os.path.abspath(store.path) != os.path.abspath(default):
            line = f"Memory store: {store.path} (not the default store; memory tools read and write here)"
        with self.lock:
            text, info, shown = agent_start_text(store, project, budget=budget, store_line=line,
                                                 knowledge=self._knowledge(sid))
            if sid:
                self.injector.mark_shown(sid, shown)
        return {"text": text, "project": project, **info}

    def agent_pre_step(self, params: Any) -> dict:
        self._need()
        p = P.obj(params)
        sid = P.string(p, "sessionId", required=True, nonempty=True)
        delivered = P.string(p, "delivered")
        project = self._session_project(sid, P.string(p, "project"))
        knowledge = self._knowledge(sid)
        with self.lock:
            # one listing of the project's knowledge for the injection and the carried entries
            listing = knowledge([project])
            result = self.injector.pre_step(sid, project, delivered=delivered, knowledge=lambda _projects: listing)
            carried: list[dict] = []
            if self.pre_step_providers:
                names = self.injector.carried(sid)
                carried = [e for e in listing if e["name"] in names] if names else []
            for key, provider in self.pre_step_providers.items():
                try:
                    block = provider(sid, project, carried)
                except Exception:  # noqa: BLE001 - an extension's block must not cost the injection
                    log(f"agent/preStep: {key} failed:\n{format_exc()}")
                    continue
                if block is not None:
                    result[key] = block
        return result

    def injection_delivered(self, params: Any) -> None:
        self._need()
        _note_unknown("agent/injectionDelivered", params)
        p = P.obj(params)
        sid = P.string(p, "sessionId", required=True, nonempty=True)
        token = P.string(p, "token", required=True, nonempty=True)
        with self.lock:
            self.injector.acknowledge(sid, token)

    # -- knowledge kept elsewhere (remote_stores) -------------------------------------------

    def _remote_for(self, name: str) -> Any | None:
        return next((r for r in self.remote_stores.values() if name.startswith(r.prefix)), None)

    def _knowledge(self, sid: str | None) -> Callable[..., list[dict]]:
        """The active knowledge recall reads: the store's plus each remote store's."""
        store = self.store
        if not self.remote_stores:
            return store.knowledge_entries

        def read(scopes: list[str], tag: str | None = None) -> list[dict]:
            rows = store.knowledge_entries(scopes, tag=tag)
            for remote in self.remote_stores.values():
                rows += remote.knowledge(sid, scopes[0], tag)
            return rows
        return read

    def _remote_write(self, key: str, p: dict, **checked: Any) -> Later:
        remote = self.remote_stores.get(key)
        if remote is None:
            raise RpcError(INVALID_PARAMS, f"no {key} store: set settings.{key}.url (docs/memory.md)",
                           {"param": key})
        fields = {"key": P.string(p, "key", max_len=200), "global": P.boolean(p, "global"),
                  "tags": P.strings(p, "tags", max_items=8), "verifyWhen": P.string(p, "verifyWhen", max_len=100),
                  "source": P.string(p, "source", max_len=200), **checked}
        sid = P.string(p, "sessionId")
        return Later(remote.write(fields, sid, self._session_project(sid, None)))

    def _with_remotes(self, out: dict, augment: Callable[[Any, dict], dict]) -> dict | Later:
        """``out`` (the local answer, taken in frame order) with each remote
        store's part added by ``augment(remote, out)`` on the later worker."""
        remotes = list(self.remote_stores.values())
        if not remotes:
            return out

        def run() -> dict:
            merged = out
            for remote in remotes:
                merged = augment(remote, merged)
            return merged
        return Later(run)

    # -- memory operations ----------------------------------------------------------------

    def memory_search(self, params: Any) -> dict:
        store = self._need()
        p = P.obj(params)
        query = P.string(p, "query", required=True, max_len=4096)
        limit = P.integer(p, "limit", default=10, minimum=1, maximum=200)
        include_op = P.boolean(p, "includeOperational")
        scopes = P.strings(p, "scopes")
        tags = P.strings(p, "tags")
        statuses = P.strings(p, "statuses", default=["active"])
        with self.lock:
            found = search.run(store, query, limit=limit, include_operational=include_op, scopes=scopes,
                               tags=tags, statuses=tuple(statuses))
        out: dict = {"results": found.results, "terms": list(found.terms)}
        if found.matched is not None:  # fewer results than asked: say how many matched at all
            out["matched"] = found.matched
        return self._with_remotes(out, lambda remote, merged: remote.augment_search(
            merged, query=query, limit=limit, scopes=scopes, tags=tags, statuses=statuses,
            include_operational=include_op))

    def memory_get(self, params: Any) -> dict:
        store = self._need()
        name = P.string(P.obj(params), "name", required=True, nonempty=True)
        remote = self._remote_for(name)
        if remote is not None:
            return Later(lambda: remote.get(name))
        with self.lock:
            entry = store.get_entry(name)
            if entry is None:
                raise RpcError(NOT_FOUND, f"no entry named {name!r}")
            entry["edges"] = store.edges_of(name)
        return entry

    def memory_write(self, params: Any) -> dict:
        store = self._need()
        p = P.obj(params)
        title = P.string(p, "title", required=True, nonempty=True, max_len=400)
        body = P.string(p, "body", required=True, nonempty=True, max_len=32_000)
        entry_type = P.one_of(p, "type", ops.ENTRY_TYPES, default="fact")
        scope = P.string(p, "scope")
        if P.boolean(p, "team"):
            return self._remote_write("team", p, title=title, body=body, type=entry_type, scope=scope)
        if scope is None:
            scope = GLOBAL_SCOPE if P.boolean(p, "global") else self._session_project(P.string(p, "sessionId"), None)
        with self.lock:
            return ops.write_inbox(store, title=title, body=body, entry_type=entry_type, scope=scope,
                                   key=P.string(p, "key", max_len=200), tags=P.strings(p, "tags", max_items=8),
                                   verify_when=P.string(p, "verifyWhen", max_len=100),
                                   source=P.string(p, "source", max_len=200))

    def memory_promote(self, params: Any) -> dict:
        store = self._need()
        p = P.obj(params)
        name = P.string(p, "name", required=True, nonempty=True)
        supersede = P.string(p, "supersede")
        remote = self._remote_for(name)
        if remote is not None:
            return Later(lambda: remote.promote(name, supersede))
        with self.lock:
            return ops.promote(store, name, supersede)

    def memory_forget(self, params: Any) -> dict:
        store = self._need()
        name = P.string(P.obj(params), "name", required=True, nonempty=True)
        remote = self._remote_for(name)
        if remote is not None:
            return Later(lambda: remote.forget(name))
        with self.lock:
            return forget.forget(store, name, self.extensions, self.attached)

    def memory_list(self, params: Any) -> dict:
        store = self._need()
        p = P.obj(params)
        statuses = P.strings(p, "statuses", default=["inbox", "active"])
        limit = P.integer(p, "limit", default=100, minimum=1, maximum=1000)
        with self.lock:
            out = forget.list_entries(store, statuses, limit)
        return self._with_remotes(out, lambda remote, merged: remote.augment_list(
            merged, statuses=statuses, limit=limit))

    def memory_stats(self, params: Any) -> dict:
        store = self._need()
        with self.lock:
            result = store.stats()
            for key, provider in self.stats_providers.items():
                result[key] = provider()
        return result


USAGE = """usage: dshkit-sidecar [--store PATH] [--max-frame BYTES] [--version]

dshkit memory sidecar: JSON-RPC 2.0, one JSON object per line on stdin/stdout.
"""


def _parse_args(argv: list[str]) -> dict:
    """Tiny argv parser (argparse costs cold-start time)."""
    opts: dict = {"store": None, "max_frame": None, "version": False}
    it = iter(argv)
    for arg in it:
        key, eq, value = arg.partition("=")
        if key in ("--store", "--max-frame"):
            value = value if eq else next(it, None)
            if value is None:
                raise SystemExit(f"{USAGE}error: {key} needs a value")
            if key == "--store":
                opts["store"] = value
            else:
                try:
                    opts["max_frame"] = int(value)
                except ValueError:
                    raise SystemExit(f"{USAGE}error: --max-frame must be an integer") from None
        elif arg == "--version":
            opts["version"] = True
        elif arg in ("-h", "--help"):
            sys.stdout.write(USAGE)
            raise SystemExit(0)
        else:
            raise SystemExit(f"{USAGE}error: unknown argument {arg!r}")
    return opts


def main(argv: list[str] | None = None) -> None:
    opts = _parse_args(sys.argv[1:] if argv is None else argv)
    if opts["version"]:
        print(VERSION)
        return
    kwargs = {"max_frame": opts["max_frame"]} if opts["max_frame"] else {}
    rpc = RpcServer(sys.stdin.buffer, sys.stdout.buffer, **kwargs)
    sidecar = Sidecar(rpc, store_path=opts["store"])
    try:
        rpc.serve()
    except KeyboardInterrupt:
        pass
    finally:
        if sidecar.store is not None:
            sidecar.store.close()
    if rpc.reading:
        # ``shutdown`` while the host keeps stdin open: the reader thread is
        # blocked in stdin's readline, holding its buffer's lock, and the
        # interpreter's own shutdown would abort on that lock (SIGABRT). All
        # is committed and answered: flush and leave without that step.
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001 - a closed stream has nothing to flush
                pass
        os._exit(0)
