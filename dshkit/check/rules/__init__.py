"""The rules of ``dshkit check``, one module each (yamllint style).

A rule module defines ``ID`` (``DSHnnn``), ``NAME`` (short, kebab-case),
``SEVERITY`` (default), a docstring (why, then PASS/FAIL examples) and
``check(ctx)``, a generator of :class:`dshkit.check.finding.Hit`.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache
from types import ModuleType


@lru_cache(maxsize=1)
def all_rules() -> tuple[ModuleType, ...]:
    mods = []
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(mod, "ID") and hasattr(mod, "check"):
            mods.append(mod)
    return tuple(sorted(mods, key=lambda m: m.ID))


def rule_by_code(code: str) -> ModuleType | None:
    code = code.upper()
    return next((m for m in all_rules() if m.ID == code or m.NAME == code.lower()), None)


def summary(rule: ModuleType) -> str:
    """The docstring's first paragraph on one line (``--list-rules``, docs/rules.md)."""
    return " ".join((rule.__doc__ or "").strip().split("\n\n")[0].split())
