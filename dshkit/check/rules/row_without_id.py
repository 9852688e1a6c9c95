"""An inserted row has no ``id``.

Why: a row without ``id`` gets a random id when mounted, so no later layer —
not the user's profile patch, not the web settings — can ever configure or
disable it.

Severity (warning): the row is mounted and works; only later layers lose the
ability to configure or disable it, which the author can see.

PASS::

    - insert:
        - id: my-plugin
          name: dsh-my-plugin

FAIL::

    - insert:
        - name: dsh-my-plugin
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import user_events
from dshkit.model.compose import INSERTED, js_truthy
from dshkit.model.problem import WARNING

ID = "DSH304"
NAME = "row-without-id"
SEVERITY = WARNING


def check(ctx):
    for event in user_events(ctx, INSERTED):
        row = event.row
        if js_truthy(row.id) or row.node is None:
            continue
        # Rows inside an agent preset's plugins are not patch rows; these are
        # inserted rows (top-level or inside a group) only.
        yield hit(event.display, row.node,
                  f"inserted row {row.name!r} has no id: it gets a random id and nothing can patch it")
