"""Plugging graph memory into a running sidecar (``server.EXTENSIONS``).

At import the package's migration is registered and :data:`METHODS` tells the
sidecar which protocol methods it answers (each with its known params, checked
like the core's). ``attach(sidecar)`` after the first ``initialize`` reads
``settings.graph``, hooks the ingestor's span cuts (each span queued for
extraction, see memory.py), extracts while the sidecar is idle
(``rpc.idle_hooks``), adds the card to ``agent/preStep``
(``sidecar.pre_step_providers``), a ``graph`` block to ``memory/stats`` and its
its rows to what ``memory/forget`` removes (:func:`forget_hook`, also used
by ``dshkit memory forget`` with no sidecar running).
"""

from __future__ import annotations

from dshkit.sidecar import params as P
from dshkit.sidecar.rpc import INVALID_PARAMS, RpcError
from dshkit.sidecar.store import StoreFailed

from .checkpoint import checkpoint
from .memory import IDLE_CHUNK, GraphMemory, settings_from

ACTIONS = ("show", "stats", "graph", "sleep", "restore", "prune")
MAX_QUERY = 4096  # characters of a recall or graph query


def _memory(sidecar) -> GraphMemory:
    sidecar._need()
    mem = sidecar.attached.get(__package__)
    if mem is None:
        raise RpcError(INVALID_PARAMS, "graph memory is disabled (settings.graph.enabled is false)")
    return mem


def recall(sidecar, params) -> dict:
    p = P.obj(params)
    query = P.string(p, "query", required=True, nonempty=True, max_len=MAX_QUERY)
    limit = P.integer(p, "limit", default=10, minimum=1, maximum=100)
    mem = _memory(sidecar)
    project = sidecar._session_project(P.string(p, "sessionId"), P.string(p, "project"))
    with sidecar.lock:
        return mem.recall(query, project, limit)


def expand(sidecar, params) -> dict:
    p = P.obj(params)
    sid = P.string(p, "sessionId", required=True, nonempty=True)
    from_seq = P.integer(p, "fromSeq", required=True, minimum=0)
    to_seq = P.integer(p, "toSeq", default=from_seq, minimum=0)
    if to_seq < from_seq:
        raise RpcError(INVALID_PARAMS, "toSeq must not be below fromSeq", {"param": "toSeq"})
    mem = _memory(sidecar)
    caller, explicit = P.string(p, "callerSessionId"), P.string(p, "project")
    with sidecar.lock:
        # scoped to the caller's project when the caller is named (unscoped otherwise: older entries)
        project = sidecar._session_project(caller, explicit) if caller or explicit else None
        return mem.expand(sid, from_seq, to_seq, project)


def make_checkpoint(sidecar, params) -> dict:
    p = P.obj(params)
    sid = P.string(p, "sessionId")
    budget = P.integer(p, "budgetBytes", minimum=64, maximum=100_000)
    raw = p.get("messages")
    if not isinstance(raw, list) or len(raw) > 100_000:
        raise RpcError(INVALID_PARAMS, "messages must be an array", {"param": "messages"})
    messages = []
    for i, m in enumerate(raw):
        if not isinstance(m, dict):
            raise RpcError(INVALID_PARAMS, f"messages[{i}] must be an object", {"param": f"messages[{i}]"})
        P.string(m, "role")
        P.string(m, "text", max_len=P.MAX_STRING)
        P.integer(m, "seq", minimum=0)
        messages.append(m)
    mem = sidecar.attached.get(__package__)
    constraints = []
    if mem is not None and sidecar.store is not None:
        project = sidecar._session_project(sid, P.string(p, "project"))
        with sidecar.lock:
            mem.catch_up()
            constraints = [r[0] for r in sidecar.store.db.execute(
                "SELECT text FROM graph_nodes WHERE project=? AND kind='constraint' AND pinned=1"
                " AND status='active' ORDER BY id DESC LIMIT 20", (project,))]
    return checkpoint(messages, session_id=sid, budget=budget, constraints=constraints)


def command(sidecar, params) -> dict:
    p = P.obj(params)
    action = P.one_of(p, "action", ACTIONS, required=True)
    sid = P.string(p, "sessionId")
    mem = _memory(sidecar)
    project = sidecar._session_project(sid, P.string(p, "project"))
    with sidecar.lock:
        if action == "show":
            if not sid:
                raise RpcError(INVALID_PARAMS, "show needs sessionId", {"param": "sessionId"})
            return {"action": action, **mem.card(sid, project)}
        if action == "stats":
            return {"action": action, **mem.stats(project)}
        if action == "graph":
            query = P.string(p, "query", max_len=MAX_QUERY)
            return {"action": action, **mem.graph(project, P.integer(p, "id", minimum=0), query)}
        if action == "sleep":
            return {"action": action, **mem.sleep(project)}
        if action == "restore":
            return {"action": action, **mem.restore(P.integer(p, "id", required=True, minimum=0), project)}
        return {"action": action, **mem.prune(project)}


METHODS = {
    "memory/recall": (frozenset({"query", "limit", "sessionId", "project"}), recall),
    "memory/expand": (frozenset({"sessionId", "fromSeq", "toSeq", "callerSessionId", "project"}), expand),
    "memory/checkpoint": (frozenset({"sessionId", "project", "messages", "budgetBytes"}), make_checkpoint),
    "memory/graph": (frozenset({"action", "sessionId", "project", "id", "query"}), command),
}


def _idle(sidecar, mem: GraphMemory) -> None:
    """Input has been quiet for a moment: extract a few queued spans (a turn's
    worth). Only a few: a host replaying a log in bulk leaves many short gaps,
    and each must not cost it more than a span or two of extraction; what is
    left waits for the next quiet moment or the next read."""
    with sidecar.lock:
        if sidecar.store is None or sidecar.store.failure is not None:
            return
        try:
            mem.catch_up(IDLE_CHUNK)
        except StoreFailed as exc:
            sidecar._failed(exc)


def attach(sidecar) -> GraphMemory | None:
    settings = settings_from(sidecar.settings.get("graph"))
    if not settings.enabled:
        return None
    mem = GraphMemory(sidecar.store, settings, sidecar.ingestor)
    sidecar.ingestor.span_hooks.append(mem.queue_span)
    sidecar.rpc.idle_hooks.append(lambda: _idle(sidecar, mem))
    if settings.projection_bytes > 0:
        sidecar.pre_step_providers["card"] = lambda sid, project, carried: mem.card(sid, project, carried=carried)
    sidecar.stats_providers["graph"] = lambda: mem.stats()
    return mem


def forget_hook(store, mem: GraphMemory | None):
    """forget.forget's hook: the attached graph memory's removal, or, in the
    CLI (nothing attached), one over the store alone — its queue recovered
    from the watermarks, so spans logged but not yet extracted are read first.
    The entries forget rewrote need nothing more here: a rule's statements are
    found by restatement (GraphMemory.forget), not through the messages."""
    forget = (mem if mem is not None else GraphMemory(store)).forget
    return lambda entry, rewritten: forget(entry)
