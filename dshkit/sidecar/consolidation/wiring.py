"""Plugging consolidation into a running sidecar (`server.EXTENSIONS` calls attach/detach).

`attach(sidecar)` runs after every `initialize`: it reads `settings.consolidation`,
hooks the ingestor, routes model calls through `sidecar.rpc.request("llm/complete")`,
adds a `consolidation` block to `memory/stats`, queues tails a restart
interrupted and starts the worker thread. `detach` stops the worker.
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


def attach(sidecar) -> None:
    detach(sidecar)  # a second `initialize` replaces the first wiring
    settings = settings_from(sidecar.settings.get("consolidation"))
    consolidator = Consolidator(sidecar.store, rpc_transport(sidecar.rpc), settings,
                                warn=lambda message: log(f"consolidation: {message}"))
    sidecar.consolidator = consolidator
    sidecar.sidecar_requests = sorted({*getattr(sidecar, "sidecar_requests", []), METHOD})
    hooks.attach(sidecar.ingestor, consolidator)
    _extend_stats(sidecar)
    if consolidator.active:
        queued = consolidator.recover_at_startup()
        if queued:
            log(f"consolidation: {queued} interrupted tail(s) queued at start")
        consolidator.start()


def detach(sidecar) -> None:
    consolidator = getattr(sidecar, "consolidator", None)
    if consolidator is not None:
        consolidator.stop()
        sidecar.consolidator = None


def _extend_stats(sidecar) -> None:
    if getattr(sidecar, "_consolidation_stats_wrapped", False):
        return
    original = sidecar.rpc.handlers.get("memory/stats")
    if original is None:
        return

    def stats_with_consolidation(params):
        result = original(params)
        consolidator = getattr(sidecar, "consolidator", None)
        settings = consolidator.settings if consolidator is not None else None
        if isinstance(result, dict) and sidecar.store is not None:
            result["consolidation"] = consolidation_stats(sidecar.store, settings)
        return result

    sidecar.rpc.method("memory/stats", stats_with_consolidation)
    sidecar._consolidation_stats_wrapped = True
