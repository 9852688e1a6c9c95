"""Wiring consolidation into the logging path through the ingestor's hooks.

- span hook (inside the span's transaction): at a `turn/end` cut, decide and
  durably enqueue `consolidate:<sid>` together with the span itself;
- after-commit hook: mirror the token-counter reset in the ingestor's memory
  and wake the worker;
- dispose hook: session closed, consolidate with the thresholds waived.
"""

from __future__ import annotations

from .engine import Consolidator


def attach(ingestor, consolidator: Consolidator) -> None:
    reset: set[str] = set()

    def on_span(store, commit) -> None:
        if commit.cause != "turn-end":
            return
        if consolidator.on_turn_end(commit.session_id, commit.turn, commit.turn_end_reason, wake=False):
            reset.add(commit.session_id)

    def after_commit(commit) -> None:
        if commit.session_id in reset:
            reset.discard(commit.session_id)
            live = ingestor.sessions.get(commit.session_id)
            if live is not None:
                live.pending_tokens = 0  # the row was zeroed in the span's transaction
            consolidator.wake()

    def on_dispose(session_id: str) -> None:
        consolidator.on_session_close(session_id)

    ingestor.span_hooks.append(on_span)
    ingestor.after_commit_hooks.append(after_commit)
    ingestor.dispose_hooks.append(on_dispose)
