"""Plugging consolidation into a running sidecar (`server.EXTENSIONS` calls `attach`).

`attach(sidecar)` runs after the first `initialize`: it reads
`settings.consolidation`, hooks the ingestor, routes model calls through
`sidecar.rpc.request("llm/complete")` (announced in `sidecar.sidecar_requests`),
adds a `consolidation` block to `memory/stats` (`sidecar.stats_providers`),
queues tails a restart interrupted and starts the worker thread. It returns the
Consolidator; the sidecar calls its `stop()` at `shutdown`.
"""

from __future__ import annotations

from dshkit.sidecar.rpc import HOST_ERROR, TIMEOUT, RpcError, log

from . import hooks
from .engine import Consolidator, consolidation_stats
from .errors import ModelError
from .llm import METHOD, HostError
from .settings import settings_from


def rpc_transport(rpc):
    """`(method, params, timeout)` over the sidecar's JSON-RPC link, with the client's error kinds."""

    def send(method: str, params: dict, timeout: float) -> dict:
        try:
            return rpc.request(method, params, timeout=timeout)
        except RpcError as exc:
            if exc.code == TIMEOUT:
                raise TimeoutError(exc.message) from None
            if exc.code == HOST_ERROR:
                data = exc.data if isinstance(exc.data, dict) else {}
                raise HostError(int(data.get("code", HOST_ERROR)), str(data.get("message", exc.message)),
                                data.get("data")) from None
            raise ModelError(f"{method}: {exc.message}") from None

    return send


def attach(sidecar) -> Consolidator:
    settings = settings_from(sidecar.settings.get("consolidation"))
    consolidator = Consolidator(sidecar.store, rpc_transport(sidecar.rpc), settings,
                                warn=lambda message: log(f"consolidation: {message}"))
    sidecar.sidecar_requests.add(METHOD)
    hooks.attach(sidecar.ingestor, consolidator)
    store = sidecar.store
    sidecar.stats_providers["consolidation"] = lambda: consolidation_stats(store, settings)
    if consolidator.active:
        queued = consolidator.recover_at_startup()
        if queued:
            log(f"consolidation: {queued} interrupted tail(s) queued at start")
        consolidator.start()
    return consolidator
