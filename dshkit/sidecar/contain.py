"""Containing an extension's exception: its own derived data is lost, never the log.

An extension (a span hook, graph extraction) runs on data a hostile or buggy
host may shape any way. Its exception must cost only what that extension would
have derived from the span, never the span's log itself, and must not be raised
again for every later span over a growing buffer. The caller rolls back to a
savepoint of its own, logs once per label (:func:`log_once`: the first failure
with its traceback, later ones counted silently) and goes on. A *fatal* store
error is not contained: the store has failed and the failure contract
(``-32014`` and a replay) takes over.
"""

from __future__ import annotations

from dshkit.sidecar.rpc import format_exc, log
from dshkit.sidecar.store import StoreFailed, is_fatal

_seen: dict[str, int] = {}  # label -> failures so far


def fatal(exc: BaseException) -> bool:
    """An exception that must propagate: the store failed (or may have dropped the
    transaction), or the process is being stopped."""
    return isinstance(exc, StoreFailed) or is_fatal(exc) or not isinstance(exc, Exception)


def log_once(label: str, exc: BaseException) -> None:
    """Call from an ``except`` block: the first failure per label is logged with
    its traceback; later ones only counted (``failures()``)."""
    n = _seen.get(label, 0)
    _seen[label] = n + 1
    if n == 0:
        log(f"{label} failed; its derived data for that span is skipped, the log is written"
            f" (logged once):\n{format_exc()}")


def failures() -> dict[str, int]:
    return dict(_seen)
