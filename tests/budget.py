"""How hard the property tests try: one knob for the whole suite.

Profiles (``DSHKIT_TEST_PROFILE``; default ``ci`` when ``$CI`` is set, else ``dev``):
- ``dev``: a quarter of each test's examples, for a quick local loop;
- ``ci``: each test's own count (what CI runs);
- ``thorough``: ten times that, for a nightly-style run.
A test states its count once, as ``max_examples=examples(N)``, N being the ``ci`` figure.
"""
from __future__ import annotations

import os

from hypothesis import settings

SCALES = {"dev": 0.25, "ci": 1.0, "thorough": 10.0}


def profile_name() -> str:
    name = os.environ.get("DSHKIT_TEST_PROFILE")
    if not name:
        name = "ci" if os.environ.get("CI", "").lower() not in ("", "0", "false") else "dev"
    if name not in SCALES:
        raise ValueError(f"DSHKIT_TEST_PROFILE={name!r}: expected one of {', '.join(SCALES)}")
    return name


def examples(n: int) -> int:
    """The example count for a test whose ``ci`` count is ``n`` (never below 10)."""
    return _scaled(n, SCALES[profile_name()])


def _scaled(n: int, scale: float) -> int:
    return max(10, round(n * scale))


def register() -> None:
    """Hypothesis profiles of the same names, for tests that state no count (default 100)."""
    for name, scale in SCALES.items():
        # ci is derandomized: a landing must not hinge on the seed of the day.
        settings.register_profile(name, max_examples=_scaled(100, scale), deadline=None,
                                  derandomize=(name == "ci"))
    settings.load_profile(profile_name())
