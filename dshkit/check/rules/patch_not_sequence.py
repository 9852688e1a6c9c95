"""The patch file is not a sequence of mappings.

Why: the host requires a top-level YAML sequence whose items are mappings
(anything else throws at boot); an ``insert`` must be a list of row mappings.
An empty file is not a sequence either — write ``[]`` for an empty layer.

Severity (error): the host throws at boot.

PASS::

    - insert:
        - id: my-row
          name: dsh-my-plugin

FAIL::

    insert:                      # a mapping, not a sequence
      - id: my-row
        name: dsh-my-plugin
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import user_events
from dshkit.model.compose import INSERT_NOT_LIST, NOT_MAPPING
from dshkit.model.problem import ERROR

ID = "DSH301"
NAME = "patch-not-sequence"
SEVERITY = ERROR


def check(ctx):
    for _, patch in ctx.patch_files():
        if not patch.exists or patch.error is not None:
            continue
        if patch.root is None:
            yield hit(patch.display, (1, 1), "the patch file is empty: the host needs a sequence (write [] for none)")
        elif not patch.root.is_seq:
            kind = "mapping" if patch.root.is_map else "scalar"
            yield hit(patch.display, patch.root, f"the patch file is a {kind}: the host needs a sequence of mappings")
    for event in user_events(ctx, NOT_MAPPING, INSERT_NOT_LIST):
        if event.kind == INSERT_NOT_LIST:
            node = event.item.get("insert")
            yield hit(event.display, node, "'insert' must be a list of rows")
        elif event.detail == "item":
            yield hit(event.display, event.item, "a patch item must be a mapping")
        else:
            yield hit(event.display, event.item, "an inserted row must be a mapping")
