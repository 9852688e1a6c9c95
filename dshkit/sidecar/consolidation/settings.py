"""Consolidation settings: the reference plugin's defaults, read from the host's settings."""

from __future__ import annotations

from dataclasses import dataclass, field, fields


@dataclass(frozen=True)
class Route:
    """One model route the host can answer `llm/complete` on."""

    provider: str
    model: str

    def to_json(self) -> dict:
        return {"provider": self.provider, "model": self.model}


def parse_route(raw: object) -> Route | None:
    """Accept `{"provider", "model"}` or `"provider/model"`; anything else is ignored."""
    if isinstance(raw, dict):
        provider, model = raw.get("provider"), raw.get("model")
        if isinstance(provider, str) and isinstance(model, str) and provider and model:
            return Route(provider, model)
        return None
    if isinstance(raw, str) and "/" in raw:
        provider, _, model = raw.partition("/")
        if provider and model:
            return Route(provider, model)
    return None


@dataclass(frozen=True)
class ConsolidationSettings:
    enabled: bool = True
    routes: tuple[Route, ...] = ()
    max_input_tokens: int = 16_000
    max_output_tokens: int = 2_000
    adjudication_output_tokens: int = 200
    timeout_ms: int = 120_000
    check_every_turns: int = 5
    min_new_tokens: int = 3_000
    max_work_units_per_run: int = 3
    max_tags_per_unit: int = 5
    adjudicate: bool = True
    dedup_max_distance: float = 0.45
    cascade_enabled: bool = True
    batch_size: int = 16
    max_tier: int = 8
    max_attempts: int = 3
    retry_delay_ms: int = 5_000
    # Extra keys the host sent that this version does not know; kept for stats/debugging.
    unknown: tuple[str, ...] = field(default=())


# settings key (camelCase, as the host sends it) -> dataclass field
_KEYS = {
    "enabled": "enabled",
    "maxInputTokens": "max_input_tokens",
    "maxOutputTokens": "max_output_tokens",
    "timeoutMs": "timeout_ms",
    "checkEveryTurns": "check_every_turns",
    "minNewTokens": "min_new_tokens",
    "maxWorkUnitsPerRun": "max_work_units_per_run",
    "adjudicate": "adjudicate",
    "dedupMaxDistance": "dedup_max_distance",
    "maxAttempts": "max_attempts",
    "retryDelayMs": "retry_delay_ms",
}


def settings_from(raw: object) -> ConsolidationSettings:
    """Build settings from the `consolidation` object of `initialize` params.

    Values of the wrong type fall back to the default rather than failing the
    handshake: a bad knob must not take logging down with it.
    """
    if not isinstance(raw, dict):
        return ConsolidationSettings()
    defaults = ConsolidationSettings()
    values: dict = {}
    unknown = []
    for key, value in raw.items():
        if key in ("models", "routes"):
            routes = value if isinstance(value, list) else []
            values["routes"] = tuple(r for r in map(parse_route, routes) if r is not None)
        elif key == "cascade" and isinstance(value, dict):
            if isinstance(value.get("enabled"), bool):
                values["cascade_enabled"] = value["enabled"]
            size = value.get("batchSize")
            if isinstance(size, int) and not isinstance(size, bool) and size >= 2:
                values["batch_size"] = size
        elif key in _KEYS:
            name = _KEYS[key]
            default = getattr(defaults, name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 2
            else:
                ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
            if ok:
                values[name] = float(value) if isinstance(default, float) else value
        else:
            unknown.append(key)
    known = {f.name for f in fields(ConsolidationSettings)}
    assert set(values) <= known
    return ConsolidationSettings(**values, unknown=tuple(unknown))
