"""`llm/complete`: the sidecar asks the host for a model answer; it never holds a key.

The transport is any callable `(method, params, timeout_seconds) -> result`
that raises `HostError` for a JSON-RPC error answer and `TimeoutError` when no
answer came in time: the sidecar's server supplies one, tests pass the fake
model's responder directly.
"""

from __future__ import annotations

import threading
from collections import Counter
from typing import Callable

from .errors import ModelError, NoRouteError, PermanentModelError
from .settings import ConsolidationSettings, Route

METHOD = "llm/complete"
SYSTEM = "You produce strict JSON only. You never add prose around it."

# purposes: what a call is for; the host may log or route by it
CONSOLIDATION = "memory-consolidation"
ADJUDICATION = "memory-adjudication"
CASCADE = "memory-cascade"


class HostError(Exception):
    """The host answered a sidecar request with a JSON-RPC error."""

    def __init__(self, code: int, message: str, data: object = None) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.data = data


Transport = Callable[[str, dict, float], dict]


class RouteRotation:
    """Round-robin over the configured routes; every attempt, retries included, takes the next."""

    def __init__(self) -> None:
        self._next = 0
        self._lock = threading.Lock()

    def pick(self, routes: tuple[Route, ...]) -> Route | None:
        if not routes:
            return None
        with self._lock:
            route = routes[self._next % len(routes)]
            self._next = (self._next + 1) % len(routes)
        return route


def request_params(route: Route, purpose: str, prompt: str, max_tokens: int, timeout_ms: int) -> dict:
    """The `llm/complete` params; `schemas/protocol/llm-complete.request.json` describes them."""
    return {
        "route": route.to_json(),
        "purpose": purpose,
        "system": SYSTEM,
        "messages": [{"role": "user", "content": prompt}],
        "maxTokens": max_tokens,
        "responseFormat": {"type": "json_object"},
        "timeoutMs": timeout_ms,
    }


class ModelClient:
    """Sends `llm/complete` and counts calls per purpose (the bench and stats read `calls`)."""

    def __init__(
        self,
        transport: Transport,
        settings: ConsolidationSettings,
        warn: Callable[[str], None] = lambda message: None,
    ) -> None:
        self.transport = transport
        self.settings = settings
        self.rotation = RouteRotation()
        self.calls: Counter[str] = Counter()
        self._warn = warn
        self._warned_no_route = False

    def available(self) -> bool:
        """False with no route configured; says so once per process, then stays quiet."""
        if self.settings.routes:
            self._warned_no_route = False
            return True
        if not self._warned_no_route:
            self._warned_no_route = True
            self._warn("consolidation is off: no model route is configured (consolidation.models)")
        return False

    def complete(self, purpose: str, prompt: str, max_tokens: int) -> str:
        """One model call; returns the reply text or raises ModelError / NoRouteError."""
        route = self.rotation.pick(self.settings.routes)
        if route is None:
            raise NoRouteError("no model route configured")
        params = request_params(route, purpose, prompt, max_tokens, self.settings.timeout_ms)
        self.calls[purpose] += 1
        try:
            result = self.transport(METHOD, params, self.settings.timeout_ms / 1000)
        except TimeoutError:
            raise ModelError(f"{purpose}: no answer from the host within {self.settings.timeout_ms} ms") from None
        except HostError as exc:
            raise ModelError(f"{purpose}: host error: {exc}") from None
        if not isinstance(result, dict) or not isinstance(result.get("text"), str):
            raise PermanentModelError(f"{purpose}: llm/complete result carries no text")
        finish = result.get("finish", "stop")
        if finish == "max-tokens":
            raise PermanentModelError(f"{purpose}: reply hit the output cap ({max_tokens} tokens)")
        if finish != "stop":
            raise ModelError(f"{purpose}: model finished with {finish!r}")
        return result["text"]
