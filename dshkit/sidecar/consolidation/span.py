"""Consolidating one span of a session: transcript -> model -> summary + work units.

Model calls first, then a single transaction writes the `sum-*` entry, its
`summary` edges to every message it covers, the work units, the watermark and
the follow-up cascade task. The watermark is re-checked inside that
transaction, so a span is summarised exactly once however often it is retried.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Callable

from dshkit.sidecar.tasks import TaskQueue

from .llm import CONSOLIDATION, ModelClient
from .logview import span_messages
from .naming import span_summary_name, tier_tag
from .prompts import consolidation_prompt
from .replies import parse_consolidation
from .similarity import EmbeddingProvider
from .transcript import render_transcript
from .workunits import plan_units, write_unit


@dataclass(frozen=True)
class SpanResult:
    summary: str | None  # name of the `sum-*` written (or found), None when nothing to do
    covered_to: int  # the watermark after this run
    complete: bool  # False: the budget left messages for the next run
    units_written: int = 0
    units_duplicate: int = 0
    adjudication_failures: int = 0


def _today() -> str:
    return _dt.datetime.now(_dt.timezone.utc).date().isoformat()


def consolidate_span(
    store,
    client: ModelClient,
    session_id: str,
    to_seq: int,
    *,
    provider: EmbeddingProvider | None = None,
    warn: Callable[[str], None] = lambda message: None,
) -> SpanResult:
    """Consolidate `[lastConsolidatedSeq, min(to_seq, lastLoggedSeq))` of one session.

    Raises ModelError / PermanentModelError from the consolidation call; the
    caller maps them onto the queue (retry or permanent failure).
    """
    settings = client.settings
    progress = store.get_progress(session_id) or {}
    from_seq = int(progress.get("last_consolidated_seq") or 0)
    inherited = int(progress.get("inherited") or 0)
    from_seq = max(from_seq, inherited)  # never a fork's inherited prefix
    end = min(to_seq, int(progress.get("last_logged_seq") or 0))
    project = progress.get("project") or ""
    if end <= from_seq:
        return SpanResult(None, from_seq, True)
    with store.lock:
        messages = span_messages(store.db, session_id, from_seq, end)
    if not messages:
        _advance(store, session_id, from_seq, end)
        return SpanResult(None, end, True)

    transcript = render_transcript(messages, settings.max_input_tokens)
    covered_to = end if transcript.complete else transcript.covered[-1].seq + 1
    prompt = consolidation_prompt(transcript.text, settings.max_work_units_per_run, settings.max_tags_per_unit)
    reply = client.complete(CONSOLIDATION, prompt, settings.max_output_tokens)
    result = parse_consolidation(reply, settings.max_work_units_per_run, settings.max_tags_per_unit)

    name = span_summary_name(session_id, from_seq, covered_to)
    planned = plan_units(store, result.work_units, project, client, max_distance=settings.dedup_max_distance,
                         adjudicate=settings.adjudicate, provider=provider, warn=warn)
    date = _today()
    written = 0
    with store.transaction() as db:
        row = db.execute("SELECT last_consolidated_seq FROM progress WHERE session_id=?", (session_id,)).fetchone()
        if row is not None and row[0] > from_seq:
            # Another run committed this span meanwhile: its summary stands.
            return SpanResult(None, row[0], True)
        store.put_entry(
            name,
            kind="summary",
            title=f"Span {from_seq}-{covered_to} of {session_id}",
            body=result.summary,
            tags=["summary", tier_tag(1)],
            scopes=[project],
            session_id=session_id,
            source_seq=from_seq,
            meta={"tier": 1, "fromSeq": from_seq, "toSeq": covered_to, "messages": len(transcript.covered)},
        )
        for message in transcript.covered:
            store.add_edge(name, "summary", message.name)
        for unit in planned:
            written += write_unit(store, unit, project, name, date)
        _advance(store, session_id, from_seq, covered_to)
        if settings.cascade_enabled:
            TaskQueue(store).enqueue("cascade", session_id, 0, 0, {"project": project})
    return SpanResult(
        summary=name,
        covered_to=covered_to,
        complete=transcript.complete,
        units_written=written,
        units_duplicate=sum(1 for u in planned if u.verdict == "duplicate"),
        adjudication_failures=sum(1 for u in planned if u.adjudication_failed),
    )


def _advance(store, session_id: str, from_seq: int, to_seq: int) -> None:
    with store.transaction() as db:
        db.execute(
            "UPDATE progress SET last_consolidated_seq=max(last_consolidated_seq, ?) WHERE session_id=?",
            (to_seq, session_id),
        )
