"""``settings.evolution``: the one place its keys, defaults and limits live.

The spec loader (``memory.evolution``), the builder (the row's
``config.evolution``) and the sidecar (``initialize`` → ``settings.evolution``)
all read :data:`DEFAULTS`, :data:`LIMITS` and :func:`path_problem` from here, so
a default or a rule cannot differ between the bundle and the process that runs it.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULTS = {
    "enabled": False,
    "validationTrials": 2,   # paired replays of baseline and candidate
    "shadowTurns": 3,        # turns the candidate runs live before verify may adopt it
    "checkTimeoutMs": 120_000,
    "probeTimeoutMs": 600_000,
}
# key -> (minimum, maximum) for the integer settings
LIMITS = {
    "validationTrials": (1, 5),
    "shadowTurns": (0, 100),
    "checkTimeoutMs": (1_000, 3_600_000),
    "probeTimeoutMs": (1_000, 3_600_000),
}
GLOB_CHARS = frozenset("*?[]{}")


def path_problem(path: str) -> str | None:
    """Why a ``protectedPaths`` entry cannot be used, or None. Entries are plain
    project-relative paths compared by prefix: a glob would silently protect
    nothing, so it is refused rather than read literally."""
    if not path or not path.strip():
        return "is empty"
    if any(c in GLOB_CHARS for c in path):
        return "contains a glob character (* ? [ ] { }): globs are unsupported, name the file or folder itself"
    if path.startswith(("/", "\\", "~")) or (len(path) > 1 and path[1] == ":"):
        return "must be relative to the project root, not absolute"
    if ".." in normalise(path).split("/"):
        return "must not contain '..' (it would leave the project)"
    return None


def normalise(path: str) -> str:
    """``./tests/`` → ``tests``: the form compared against a worktree's changed paths."""
    parts = [p for p in path.replace("\\", "/").split("/") if p not in ("", ".")]
    return "/".join(parts)


def is_protected(rel: str, protected: tuple[str, ...]) -> bool:
    """Whether a project-relative path is one of ``protected`` or lies under one."""
    rel = normalise(rel)
    return any(rel == p or rel.startswith(p + "/") for p in protected)


@dataclass(frozen=True)
class Check:
    name: str
    argv: tuple[str, ...]

    def to_json(self) -> dict:
        return {"name": self.name, "argv": list(self.argv)}


@dataclass(frozen=True)
class EvolutionSettings:
    enabled: bool = False
    provider: str = ""
    model: str = ""
    validation_trials: int = DEFAULTS["validationTrials"]
    checks: tuple[Check, ...] = ()
    protected_paths: tuple[str, ...] = ()
    shadow_turns: int = DEFAULTS["shadowTurns"]
    check_timeout_ms: int = DEFAULTS["checkTimeoutMs"]
    probe_timeout_ms: int = DEFAULTS["probeTimeoutMs"]

    @property
    def route(self) -> dict:
        return {"provider": self.provider, "model": self.model}

    def to_json(self) -> dict:
        return {"enabled": self.enabled, "model": f"{self.provider}/{self.model}" if self.provider else None,
                "validationTrials": self.validation_trials, "checks": [c.to_json() for c in self.checks],
                "protectedPaths": list(self.protected_paths), "shadowTurns": self.shadow_turns,
                "checkTimeoutMs": self.check_timeout_ms, "probeTimeoutMs": self.probe_timeout_ms}


class SettingsError(ValueError):
    """``settings.evolution`` cannot be used; the message names the key."""


def _int(raw: dict, key: str) -> int:
    value = raw.get(key, DEFAULTS[key])
    low, high = LIMITS[key]
    if type(value) is not int or not low <= value <= high:
        raise SettingsError(f"evolution.{key} must be an integer from {low} to {high}")
    return value


def parse(raw: object) -> EvolutionSettings:
    """``settings.evolution`` → settings; off (the default) for None or ``enabled`` not true.
    An enabled block that cannot work raises :class:`SettingsError` (the sidecar then
    stays off and says why on stderr: it never half-runs a flow that could adopt blindly)."""
    if raw is None or not isinstance(raw, dict) or raw.get("enabled") is not True:
        return EvolutionSettings()
    model = raw.get("model")
    if not isinstance(model, str) or "/" not in model or not all(model.partition("/")[::2]):
        raise SettingsError("evolution.model must be a provider/model route")
    provider, _, name = model.partition("/")
    checks = raw.get("checks")
    if not isinstance(checks, list) or not checks:
        raise SettingsError("evolution.checks must be a non-empty list of {name, argv}")
    parsed = []
    for i, c in enumerate(checks):
        argv = c.get("argv") if isinstance(c, dict) else None
        if not (isinstance(c, dict) and isinstance(c.get("name"), str) and c["name"]
                and isinstance(argv, list) and argv and all(isinstance(a, str) and a for a in argv)):
            raise SettingsError(f"evolution.checks[{i}] must be {{name, argv: [non-empty strings]}}"
                                " (argv is run directly, never through a shell)")
        parsed.append(Check(c["name"], tuple(argv)))
    protected = raw.get("protectedPaths", [])
    if not isinstance(protected, list) or not all(isinstance(p, str) for p in protected):
        raise SettingsError("evolution.protectedPaths must be a list of paths")
    for p in protected:
        problem = path_problem(p)
        if problem:
            raise SettingsError(f"evolution.protectedPaths: {p!r} {problem}")
    return EvolutionSettings(
        enabled=True, provider=provider, model=name,
        validation_trials=_int(raw, "validationTrials"), checks=tuple(parsed),
        protected_paths=tuple(normalise(p) for p in protected), shadow_turns=_int(raw, "shadowTurns"),
        check_timeout_ms=_int(raw, "checkTimeoutMs"), probe_timeout_ms=_int(raw, "probeTimeoutMs"))
