"""Work units: find what a new unit is near, ask the model how they relate, decide the writes.

Deciding is separate from writing: every model call of a span happens first,
then one transaction writes the summary, the units and the watermark. A crash
anywhere before that commit leaves nothing behind for the retry to trip over.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable

from dshkit.sidecar.names import is_operational
from dshkit.sidecar.query import fts_match
from dshkit.sidecar.textindex import CJK_RUN, term

from .errors import ModelError, NoRouteError
from .llm import ADJUDICATION, ModelClient
from .naming import slugify, work_unit_name
from .prompts import adjudication_prompt
from .replies import WorkUnit, parse_verdict
from .similarity import Candidate, EmbeddingProvider, nearest, tokens

# verdict -> the edge it writes (None: no edge); `duplicate` writes nothing at all
EDGE_FOR_VERDICT = {
    "duplicate": None,
    "refines": "refines",
    "extends": "extends",
    "supersedes": "supersedes",
    "contradicts": "supersedes",  # both entries stay; the conflict is the edge
    "unrelated": None,
}
POOL_SIZE = 40  # full-text hits scored for distance; the nearest `limit` survive


@dataclass(frozen=True)
class PlannedUnit:
    name: str
    unit: WorkUnit
    verdict: str
    target: str  # "" when no edge
    adjudicated: bool  # a model call decided the verdict
    adjudication_failed: bool


def candidate_pool(store, text: str, project: str, exclude: set[str]) -> list[tuple[str, str]]:
    """Knowledge entries sharing words with `text`, via the store's own full-text index."""
    words = [w for w, _ in tokens(text).most_common(24)]
    if not words:
        return []
    # the index holds stems (textindex.analyzed_text): ask for those
    terms = dict.fromkeys(w if CJK_RUN.match(w) else term(w) for w in words)
    query = fts_match(tuple(terms))
    store.index.flush()  # the store indexes lazily; candidates must see every committed entry
    with store.lock:
        rows = store.db.execute(
            "SELECT e.name, e.title, e.body, e.scopes FROM idx.fts_k JOIN entries e ON e.id = fts_k.rowid"
            " WHERE fts_k MATCH ? AND e.status = 'active' ORDER BY rank LIMIT ?",
            (query, POOL_SIZE),
        ).fetchall()
    pool = []
    for name, title, body, scopes_json in rows:
        scopes = json.loads(scopes_json)
        # the log layer is never a candidate (dshkit.sidecar.names)
        if name in exclude or is_operational(name):
            continue
        if project not in scopes and "" not in scopes:
            continue
        pool.append((name, f"{title}\n{body}".strip()))
    return pool


def plan_units(
    store,
    units: tuple[WorkUnit, ...],
    project: str,
    client: ModelClient,
    *,
    max_distance: float,
    adjudicate: bool,
    provider: EmbeddingProvider | None = None,
    warn: Callable[[str], None] = lambda message: None,
) -> list[PlannedUnit]:
    """Name each unit, skip ones already stored, adjudicate the rest (≤ 1 model call each)."""
    planned: list[PlannedUnit] = []
    seen: set[str] = set()
    for unit in units:
        name = work_unit_name(unit.title, unit.content)
        if name in seen:
            continue
        seen.add(name)
        if store.get_entry(name) is not None:
            # Already known under its content-derived name: writing again changes nothing.
            planned.append(PlannedUnit(name, unit, "duplicate", "", False, False))
            continue
        text = f"{unit.title}\n{unit.content}"
        candidates: list[Candidate] = []
        if adjudicate:
            pool = candidate_pool(store, text, project, exclude={name})
            candidates = nearest(text, pool, max_distance, limit=3, provider=provider)
        if not candidates:
            planned.append(PlannedUnit(name, unit, "unrelated", "", False, False))
            continue
        try:
            reply = client.complete(ADJUDICATION, adjudication_prompt(unit.title, unit.content, candidates),
                                    client.settings.adjudication_output_tokens)
            verdict = parse_verdict(reply)
        except (ModelError, NoRouteError) as exc:
            # No opinion is not no memory: the unit is stored without a relationship.
            warn(f"adjudication of {name} failed, stored as unrelated: {exc}")
            planned.append(PlannedUnit(name, unit, "unrelated", "", True, True))
            continue
        names = [c.name for c in candidates]
        target = verdict.target if verdict.target in names else names[0]
        edge = EDGE_FOR_VERDICT[verdict.verdict]
        planned.append(PlannedUnit(name, unit, verdict.verdict, target if edge else "", True, False))
    return planned


def write_unit(store, planned: PlannedUnit, project: str, derived_from: str, date: str) -> bool:
    """Get-before-create the unit and re-assert its edges; True when the entry is new.

    Runs inside the span's transaction. A `duplicate` verdict writes nothing.
    """
    if planned.verdict == "duplicate":
        return False
    unit = planned.unit
    content = unit.content if not unit.classification else f"{unit.content}\n\n_Classification: {unit.classification}_"
    tags = ["memory", "work-unit", *dict.fromkeys(slugify(t) for t in unit.tags)][:8]
    created = store.put_entry(
        planned.name,
        kind="work-unit",
        title=unit.title,
        body=f"{content}\n\n_Recorded: {date}_",
        tags=tags,
        scopes=[project],
        meta={"verdict": planned.verdict, "target": planned.target, "derivedFrom": derived_from},
    ) == "created"
    store.add_edge(planned.name, "is_a", "work-unit")
    store.add_edge(planned.name, "derivedFrom", derived_from)
    edge = EDGE_FOR_VERDICT[planned.verdict]
    if edge and planned.target:
        store.add_edge(planned.name, edge, planned.target)
    return created
