"""Shared wording for the patch rules."""

from __future__ import annotations

from dshkit.model.compose import Row

ROW_FIELDS = ("id", "name", "config", "group", "disabled", "inject", "isolate", "intercept")


def row_where(row: Row) -> str:
    if row.layer.kind == "host":
        return f"the host's {row.layer.label}"
    if row.node is not None and row.display:
        return f"{row.display}:{row.node.line}:{row.node.column}"
    return row.layer.label


def user_events(ctx, *kinds: str):
    """Composition events of the checked layers (not the host's own)."""
    for event in ctx.composition.events:
        if event.kind in kinds and event.layer.kind != "host" and event.display:
            yield event
