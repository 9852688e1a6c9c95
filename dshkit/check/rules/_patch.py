"""Shared wording for the patch rules."""

from __future__ import annotations

from operator import itemgetter

from dshkit.model.compose import Row

ROW_FIELDS = ("id", "name", "config", "group", "disabled", "inject", "isolate", "intercept")


def row_where(row: Row) -> str:
    if row.layer.kind == "host":
        return f"the host's {row.layer.label}"
    if row.node is not None and row.display:
        return f"{row.display}:{row.node.line}:{row.node.column}"
    return row.layer.label


def user_events(ctx, *kinds: str):
    """Composition events of the checked layers (not the host's own), in composition order."""
    by_kind = ctx.user_events_by_kind
    if len(kinds) == 1:
        return (event for _, event in by_kind.get(kinds[0], ()))
    return (event for _, event in sorted((pair for kind in dict.fromkeys(kinds) for pair in by_kind.get(kind, ())),
                                         key=itemgetter(0)))
