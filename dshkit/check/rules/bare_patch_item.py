"""A patch item has neither ``insert`` nor ``id``: the host ignores it.

Why: an item is either ``{insert: [rows]}`` (optionally with the group ``id``)
or ``{id: X, ...fields}`` targeting an existing row. A row written at the top
level — the most common mistake — only logs ``patch: id is required for
non-insert patches`` and is silently dropped.

Severity (error): the host silently ignores the item; a plugin row written this
way is never mounted.

PASS::

    - insert:
        - name: dsh-my-plugin
          id: my-plugin

FAIL::

    - name: dsh-my-plugin           # a bare row: ignored
      config: {}
"""

from dshkit.check.finding import hit
from dshkit.check.fix import wrap_patch_item
from dshkit.check.rules._patch import user_events
from dshkit.model.compose import BARE_ITEM
from dshkit.model.problem import ERROR

ID = "DSH303"
NAME = "bare-patch-item"
SEVERITY = ERROR


def check(ctx):
    for event in user_events(ctx, BARE_ITEM):
        name = event.item.get("name")
        what = f" (a bare row for {name.plain()!r}: wrap it in '- insert: [...]')" if name is not None else ""
        yield hit(event.display, event.item,
                  f"patch item has neither 'insert' nor a truthy 'id': the host ignores it{what}")


def fix(ctx):
    """A bare row (it has a ``name``) -> the same row under ``- insert:``."""
    for event in user_events(ctx, BARE_ITEM):
        if event.item.is_map and event.item.get("name") is not None:
            yield wrap_patch_item(event.layer.owner, event.item, ID)
