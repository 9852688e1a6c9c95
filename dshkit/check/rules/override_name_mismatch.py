"""An override's ``name`` differs from the target row's ``name``.

Why: when a patch item names a module, the host compares it with the target
row's and, if they differ, logs ``patch: name mismatch`` and skips the whole
item — none of its fields are applied.

Severity (error): the host skips the whole item.

PASS::

    - id: tool-web
      name: '@deepseek-ai/dsh-tool-web'
      disabled: true

FAIL::

    - id: tool-web
      name: dsh-tool-web               # not the row's module name: skipped
      disabled: true
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import row_where, user_events
from dshkit.model.compose import OVERRIDE_NAME_MISMATCH
from dshkit.model.problem import ERROR

ID = "DSH307"
NAME = "override-name-mismatch"
SEVERITY = ERROR


def check(ctx):
    for event in user_events(ctx, OVERRIDE_NAME_MISMATCH):
        t = event.target
        yield hit(event.display, event.item.get("name") or event.item,
                  f"name {event.detail!r} differs from row {t.id!r}'s name {t.name!r} ({row_where(t)}): "
                  "the host skips this whole patch; drop 'name' or match it")
