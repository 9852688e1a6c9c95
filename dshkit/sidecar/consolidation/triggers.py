"""When a span is worth a model call: the reference plugin's `turn/end` thresholds."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .settings import ConsolidationSettings

BOUNDARY = "boundary"  # a human interrupt: a task ended, the floor drops to a quarter
NORMAL = "normal"  # a completed turn: both thresholds apply
SKIP = "skip"  # mid-thought (blocked, error, max-tokens, interrupted, non-user abort)


def estimate_tokens(text: str) -> int:
    """chars / 4, rounded up: the estimate the reference uses everywhere."""
    return math.ceil(len(text) / 4)


def classify_turn_end(reason: object) -> str:
    """Map a `turn/end` reason to boundary / normal / skip.

    Unknown kinds read as `normal` (reasons are plugin-extensible); an abort
    counts as a boundary only when a human caused it.
    """
    kind = reason.get("kind") if isinstance(reason, dict) else None
    if kind == "aborted":
        inner = reason.get("reason") if isinstance(reason, dict) else None
        return BOUNDARY if isinstance(inner, dict) and inner.get("kind") == "user" else SKIP
    if kind in ("blocked", "error", "max-tokens", "interrupted"):
        return SKIP
    return NORMAL


@dataclass(frozen=True)
class TriggerDecision:
    consolidate: bool
    why: str


def decide_at_turn_end(
    turn: int,
    reason: object,
    last_check_turn: int,
    pending_tokens: int,
    settings: ConsolidationSettings,
) -> TriggerDecision:
    """Whether this `turn/end` enqueues consolidation.

    On `consolidate=True` the caller records `lastCheckTurn = turn` and zeroes
    `pendingTokens` once the task is durably queued; otherwise it changes
    nothing, so a skipped turn lets the next healthy one trigger at once.
    """
    outcome = classify_turn_end(reason)
    if outcome == SKIP:
        return TriggerDecision(False, "turn ended mid-thought")
    if outcome == NORMAL and turn - last_check_turn < settings.check_every_turns:
        return TriggerDecision(False, "too few turns since the last check")
    floor = settings.min_new_tokens
    if outcome == BOUNDARY:
        floor = math.ceil(floor / 4)
    if pending_tokens < floor:
        return TriggerDecision(False, f"{pending_tokens} pending tokens < {floor}")
    return TriggerDecision(True, "user abort" if outcome == BOUNDARY else "thresholds met")


def decide_at_startup(pending_tokens: int, settings: ConsolidationSettings) -> bool:
    """A tail a restart interrupted is consolidated when it clears the normal token floor."""
    return pending_tokens > 0 and pending_tokens >= settings.min_new_tokens
