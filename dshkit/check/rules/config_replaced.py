"""An override's ``config`` drops keys the target row's ``config`` sets.

Why: a patch replaces each field wholesale — ``config`` is never deep-merged.
Writing only the keys you want to change silently resets every other key to
the plugin's default. Restate the full config (or confirm the reset is meant
with ``# dshkit: disable=DSH309``).

Severity (error): every dropped key silently goes back to the plugin's default.

PASS::

    - id: session-title              # host config: fallbackMaxWords, fallbackMaxBytes, maxTitleBytes
      config: {fallbackMaxWords: 8, fallbackMaxBytes: 40, maxTitleBytes: 80}

FAIL::

    - id: session-title
      config: {fallbackMaxWords: 8}  # fallbackMaxBytes and maxTitleBytes are dropped
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import row_where, user_events
from dshkit.model.compose import OVERRIDE_APPLIED
from dshkit.model.problem import ERROR

ID = "DSH309"
NAME = "config-replaced"
SEVERITY = ERROR


def check(ctx):
    for event in user_events(ctx, OVERRIDE_APPLIED):
        node = event.detail.get("config")
        target = event.target
        before = event.before
        if node is None or not node.is_map or not isinstance(before, dict):
            continue
        dropped = [k for k in before if k not in node.value]
        if not dropped or not node.value:  # `config: {}` is an explicit reset
            continue
        yield hit(event.display, event.item.keys.get("config") if event.item.keys else node,
                  f"config replaces row {target.id!r}'s whole config ({row_where(target)}); "
                  f"key(s) {', '.join(map(str, dropped))} are dropped, not merged")
