"""The log₁₆ cascade: sixteen unarchived tier-N summaries of a project become one tier N+1.

"Unarchived" means no `summary` edge points at the entry; batches are taken
oldest first (store insertion order). The archive entry and all its edges are
written in one transaction that first re-checks the batch, so a crash leaves
either the whole batch archived or none of it: a retry picks the same sixteen,
derives the same name, and every summary ends up archived exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass

from .llm import CASCADE, ModelClient
from .naming import archive_name, tier_tag
from .prompts import archive_prompt
from .replies import parse_archive


def _name_range(tier: int) -> tuple[str, str]:
    """Index-friendly bounds of the names of one tier: `sum-…` for 1, `sum<N>-…` above."""
    prefix = "sum" if tier == 1 else f"sum{tier}"
    return f"{prefix}-", f"{prefix}."  # '.' sorts right after '-'


def unarchived(db, project: str, tier: int, limit: int) -> list[tuple[str, str]]:
    """The oldest `limit` tier-`tier` summaries of `project` nothing has archived yet."""
    low, high = _name_range(tier)
    return [tuple(r) for r in db.execute(
        "SELECT e.name, e.body FROM entries e WHERE e.name >= ? AND e.name < ?"
        " AND EXISTS (SELECT 1 FROM json_each(e.scopes) WHERE value = ?)"
        " AND NOT EXISTS (SELECT 1 FROM edges g WHERE g.tail = e.name AND g.relation = 'summary')"
        " ORDER BY e.id LIMIT ?",
        (low, high, project, limit),
    ).fetchall()]


@dataclass(frozen=True)
class CascadeResult:
    archives: tuple[str, ...]  # names written by this run, in order


def run_cascade(store, client: ModelClient, project: str) -> CascadeResult:
    """Archive every full batch, tier 2 up to `max_tier`; one model call per batch.

    Raises ModelError / PermanentModelError from a batch's call; batches
    committed before it stay committed.
    """
    settings = client.settings
    size = settings.batch_size
    written: list[str] = []
    for tier in range(2, settings.max_tier + 1):
        while True:
            with store.lock:
                batch = unarchived(store.db, project, tier - 1, size)
            if len(batch) < size:
                break
            members = [name for name, _ in batch]
            name = archive_name(tier, members)
            with store.lock:
                exists = store.get_entry(name) is not None
            archive = None
            if not exists:
                reply = client.complete(CASCADE, archive_prompt(tier, batch), settings.max_output_tokens)
                archive = parse_archive(reply, tier)
            with store.transaction() as db:
                if [n for n, _ in unarchived(db, project, tier - 1, size)] != members:
                    continue  # the batch moved under us: pick it again
                if archive is not None:
                    store.put_entry(
                        name,
                        kind="summary",
                        title=archive.title,
                        body=f"# {archive.title}\n\n{archive.summary}",
                        tags=["summary", tier_tag(tier)],
                        scopes=[project],
                        meta={"tier": tier, "members": len(members)},
                    )
                for member in members:
                    store.add_edge(name, "summary", member)
            written.append(name)
    return CascadeResult(tuple(written))
