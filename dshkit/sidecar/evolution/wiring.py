"""Plugging evolution into a running sidecar (``server.EXTENSIONS``).

``attach`` does nothing at all unless ``settings.evolution.enabled`` is true:
no method is registered, no directory created, no git run, no row written (the
tables exist in every store, empty). Enabled, it registers ``evolve/components``,
``evolve/command`` and ``evolve/deviation`` (with the core's checks: unknown
params refused, "call initialize first"), announces the sidecar requests
``llm/complete`` and ``evolve/probe``, reads corrections and turn ends from each
logged span (a span hook: cheap, regex only — no git, no model), and starts the
worker thread that runs queued ``run``/``verify`` tasks. The flow never runs on
the dispatch thread.
"""

from __future__ import annotations

import threading

from dshkit.sidecar import params as P
from dshkit.sidecar.rpc import CONFLICT, INVALID_PARAMS, NOT_FOUND, STORE_ERROR, RpcError, log
from dshkit.sidecar.tasks import TaskQueue

from . import deviations as dev
from .commands import ACTIONS, TASK_KIND, Commands
from .flow import Flow
from .revisions import EvolutionError
from .settings import SettingsError, parse

_CODES = {"invalid": INVALID_PARAMS, "not-found": NOT_FOUND, "revoked": CONFLICT, "conflict": CONFLICT,
          "git": STORE_ERROR}
MAX_TEXT = 4000
POLL_S = 0.5


def rpc_error(exc: EvolutionError) -> RpcError:
    return RpcError(_CODES.get(exc.kind, INVALID_PARAMS), str(exc), {"kind": exc.kind, **exc.data})


class Evolution:
    """What ``attach`` returns: the flow, the commands and the worker."""

    def __init__(self, sidecar, settings):
        self.sidecar = sidecar
        self.settings = settings
        self.flow = Flow(sidecar.store, settings, self._request)
        self.commands = Commands(sidecar.store, settings=settings.to_json(), live=True, wake=self.wake)
        self.queue = TaskQueue(sidecar.store)
        self._last_request: dict[str, tuple[str, int | None]] = {}  # sessionId -> (text, seq)
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="evolution", daemon=True)

    def _request(self, method: str, params: dict, timeout: float):
        return self.sidecar.rpc.request(method, params, timeout)

    # -- the worker ---------------------------------------------------------------------------------
    def start(self) -> None:
        self.flow.ledger.set(settings=self.settings.to_json())  # what `dshkit memory evolve status` shows
        self._thread.start()

    def wake(self) -> None:
        self._wake.set()

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        self._wake.set()
        self._thread.join(timeout)

    def _loop(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(POLL_S)
            self._wake.clear()
            if self._stop.is_set() or self.sidecar.store.failure is not None:
                continue
            try:
                task = self.queue.claim(kinds=(TASK_KIND,)) if self._pending() else None
                if task is not None:
                    self._run(task)
                self.flow.revs.sync_tree()
            except Exception as exc:  # noqa: BLE001 - the worker must outlive one bad task
                log(f"evolution worker error: {exc!r}")

    def _pending(self) -> bool:
        """A read, no transaction: a claim is a write, and one from this thread twice a
        second would commit the dispatch thread's group-commit batch each time."""
        store = self.sidecar.store
        with store.lock:
            return store.db.execute("SELECT 1 FROM tasks WHERE kind=? AND status='pending' LIMIT 1",
                                    (TASK_KIND,)).fetchone() is not None

    def _run(self, task: dict) -> None:
        payload = task["payload"]
        try:
            if task["session_id"] == "verify":
                self.flow.verify()
            else:
                self.flow.run(component=payload.get("component"), cwd=payload.get("cwd"),
                              project=payload.get("project") or self.sidecar.project)
        except EvolutionError as exc:
            self.queue.fail(task["id"], str(exc), permanent=True)
            self.flow.ledger.record("worker", task["session_id"], "refused", detail={"reason": str(exc)})
            return
        except Exception as exc:  # noqa: BLE001
            self.queue.fail(task["id"], repr(exc), permanent=True)
            self.flow.ledger.record("worker", task["session_id"], "error", detail={"error": repr(exc)[:500]})
            return
        self.queue.complete(task["id"], task["generation"])

    # -- the span hook (dispatch thread, inside the span's transaction) --------------------------------
    def on_span(self, store, commit) -> None:
        found, self._last_request[commit.session_id] = dev.corrections(
            commit.events, self._last_request.get(commit.session_id, ("", None)))
        for seq, text, task, task_seq in found:
            if self.flow.ledger.add_deviation(commit.project, dev.CORRECTION_KIND, text, session_id=commit.session_id,
                                              seq=seq, task=task, task_seq=task_seq) is not None:
                self.flow.on_deviation(commit.project, dev.CORRECTION_KIND)
        reason = commit.turn_end_reason or {}
        if commit.cause == "turn-end" and reason.get("kind") == "completed":  # an aborted turn proves nothing
            self.flow.on_turn(commit.project)


def _evolution(sidecar) -> Evolution:
    sidecar._need()
    evo = sidecar.attached.get(__package__)
    if evo is None:  # cannot happen: the methods exist only when attached
        raise RpcError(INVALID_PARAMS, "evolution is disabled")
    return evo


def components(sidecar, params) -> dict:
    p = P.obj(params)
    rev = P.string(p, "rev", nonempty=True, max_len=64)
    evo = _evolution(sidecar)
    try:
        return evo.flow.revs.view(rev)
    except EvolutionError as exc:
        raise rpc_error(exc) from None


def command(sidecar, params) -> dict:
    p = P.obj(params)
    action = P.one_of(p, "action", ACTIONS, required=True)
    args = P.strings(p, "args", max_items=8) or []
    sid = P.string(p, "sessionId")
    cwd = P.string(p, "cwd", max_len=4096)
    explicit = P.string(p, "project")
    evo = _evolution(sidecar)
    if cwd is None and sid:
        cwd = sidecar.ingestor.cwd_of(sid)
    if explicit or sid or not cwd:
        project = sidecar._session_project(sid, explicit)
    else:  # a directory alone: the project its sessions log under (the shadow counts their turns)
        project = sidecar.ingestor.project_of_cwd(cwd)
    try:
        return {"action": action, **evo.commands.execute(action, list(args), project=project, cwd=cwd)}
    except EvolutionError as exc:
        raise rpc_error(exc) from None


def deviation(sidecar, params) -> dict:
    p = P.obj(params)
    kind = P.string(p, "kind", required=True, nonempty=True, max_len=dev.MAX_KIND)
    if not dev.valid_kind(kind):
        raise RpcError(INVALID_PARAMS, "kind must be a short label of letters, digits and - _ : . /",
                       {"param": "kind"})
    text = P.string(p, "text", max_len=MAX_TEXT) or kind
    task = P.string(p, "task", max_len=MAX_TEXT) or ""
    sid = P.string(p, "sessionId")
    evo = _evolution(sidecar)
    project = sidecar._session_project(sid, P.string(p, "project"))
    rid = evo.flow.ledger.add_deviation(project, kind, dev.redact(text), session_id=sid, task=dev.redact(task))
    rolled = evo.flow.on_deviation(project, kind)
    return {"id": rid, "kind": kind, "project": project, "shadowRolledBack": rolled}


METHODS_WHEN_ENABLED = {
    "evolve/components": (frozenset({"rev", "sessionId"}), components),
    "evolve/command": (frozenset({"action", "args", "sessionId", "project", "cwd"}), command),
    "evolve/deviation": (frozenset({"kind", "text", "task", "sessionId", "project"}), deviation),
}
SIDECAR_REQUESTS = ("llm/complete", "evolve/probe")


def attach(sidecar) -> Evolution | None:
    try:
        settings = parse(sidecar.settings.get("evolution"))
    except SettingsError as exc:
        log(f"evolution stays off: {exc}")
        return None
    if not settings.enabled:
        return None
    evo = Evolution(sidecar, settings)
    for name, (known, handler) in METHODS_WHEN_ENABLED.items():
        sidecar.add_method(name, known, handler)
    sidecar.sidecar_requests.update(SIDECAR_REQUESTS)
    sidecar.ingestor.span_hooks.append(evo.on_span)
    sidecar.ingestor.dispose_hooks.append(lambda sid: evo._last_request.pop(sid, None))
    sidecar.stats_providers["evolution"] = lambda: {"enabled": True, **evo.flow.ledger.counts()}
    evo.start()
    return evo
