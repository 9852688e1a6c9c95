"""``{id: G, insert: [...]}`` names a row that is missing or not a group.

Why: inserting into a row appends to its ``config`` list, which only a group
row (``name: cordis:group``, ``group: true``, ``config: [rows]``) has. For a
missing or non-group target the host warns and skips the whole insert.

Severity (error): the host skips the whole insert: its rows are never mounted.

PASS::

    - insert:
        - id: acme-group
          name: cordis:group
          group: true
          config: []
    - id: acme-group
      insert:
        - id: acme-tool
          name: dsh-acme-tool

FAIL::

    - id: agent-default-model        # a plain row, not a group
      insert:
        - id: acme-tool
          name: dsh-acme-tool
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import row_where, user_events
from dshkit.model.compose import INSERT_TARGET_MISSING, INSERT_TARGET_NOT_GROUP
from dshkit.model.problem import ERROR

ID = "DSH308"
NAME = "insert-into-non-group"
SEVERITY = ERROR
NEEDS_HOST_ROWS = True  # a host group this snapshot cannot see would look missing


def check(ctx):
    for event in user_events(ctx, INSERT_TARGET_MISSING, INSERT_TARGET_NOT_GROUP):
        where = event.item.get("id") or event.item
        if event.kind == INSERT_TARGET_MISSING:
            yield hit(event.display, where, f"insert into {event.detail!r}: no such row in this or an earlier "
                      "layer; the host skips the insert (drop 'id' to insert at the root)")
        else:
            t = event.target
            yield hit(event.display, where, f"insert into {t.id!r} ({row_where(t)}): it is not a group row; "
                      "the host skips the insert")
