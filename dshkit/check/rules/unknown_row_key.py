"""A row or patch item has a key the host does not read.

Why: a row has exactly ``id``, ``name``, ``config``, ``group``, ``disabled``,
``inject``, ``isolate`` and ``intercept``; anything else (``enabled``,
``options``, a misspelt ``confg``) is silently ignored. An item with ``insert``
reads only ``insert`` and ``id``: other keys next to ``insert`` do nothing.

Severity (error): the host silently ignores the key, so the setting it carries
never takes effect.

PASS::

    - insert:
        - id: acme
          name: dsh-acme
          disabled: true

FAIL::

    - insert:
        - id: acme
          name: dsh-acme
          enabled: false             # not a row field
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import ROW_FIELDS, user_events
from dshkit.model.compose import BARE_ITEM, INSERTED, OVERRIDE_APPLIED, OVERRIDE_MISSING, OVERRIDE_NAME_MISMATCH
from dshkit.model.problem import ERROR

ID = "DSH311"
NAME = "unknown-row-key"
SEVERITY = ERROR


def check(ctx):
    seen_items = set()
    for _, patch in ctx.patch_files():
        for item in patch.items():
            if not item.is_map or "insert" not in item.value:
                continue
            for key in item.value:
                if key not in ("insert", "id"):
                    yield hit(patch.display, item.key_node(key),
                              f"key {key!r} next to 'insert' is ignored (an insert item reads only 'insert' and 'id')")
    for event in user_events(ctx, INSERTED, OVERRIDE_APPLIED, OVERRIDE_MISSING, OVERRIDE_NAME_MISMATCH, BARE_ITEM):
        node = event.row.node if event.kind == INSERTED else event.item
        if node is None or not node.is_map or id(node) in seen_items:
            continue
        seen_items.add(id(node))
        for key in node.value:
            if key not in ROW_FIELDS and key != "insert":
                yield hit(event.display, node.key_node(key), f"{key!r} is not a row field; the host ignores it "
                          f"(row fields: {', '.join(ROW_FIELDS)})")
