"""Agent preset rows (``name: '@deepseek-ai/dsh-agent-preset'``, 0.1.7+)."""

from __future__ import annotations

from dshkit.check.rules._patch import user_events
from dshkit.model.compose import INSERTED
from dshkit.model.manifest import PRESET_PACKAGE as PRESET_MODULE


def preset_rows(ctx):
    """INSERTED events of preset rows in the checked layers (one scan of the
    composition per check run, shared by every preset rule)."""
    cached = ctx.__dict__.get("_preset_rows")
    if cached is None:
        cached = ctx.__dict__["_preset_rows"] = [
            event for event in user_events(ctx, INSERTED)
            if event.row.name == PRESET_MODULE and event.row.node is not None]
    return iter(cached)
