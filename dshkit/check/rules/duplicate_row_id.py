"""One row id is inserted twice: within a layer, across bundles, or over a
row of the host's own base bundles.

Why: patches then hit only the later row, and what happens at mount depends
on the loader: ``@deepseek-ai/cordis-plugin-loader`` 1.0.2/1.0.3 abort the
boot with ``duplicate loader entry id: <id>``, 1.0.5 silently keeps the later
row, and 0.2's Plugin Manager reports the row ``unaddressable``. Pick a unique,
prefixed id (``<your-package>-<row>``); to change a host row, patch it by id
instead of inserting a copy.

Severity (error): one of the two rows is silently dropped (or, with older
loaders, the boot aborts).

PASS::

    - insert:
        - id: acme-memory
          name: dsh-acme-memory

FAIL::

    - insert:
        - id: agent-presets          # the host's web-app bundle inserts this id
          name: dsh-acme-presets
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import row_where, user_events
from dshkit.model.compose import DUPLICATE
from dshkit.model.problem import ERROR

ID = "DSH305"
NAME = "duplicate-row-id"
SEVERITY = ERROR


def _effect(ctx) -> str:
    loader = ctx.host.loader
    host = f"host {ctx.host_name} resolves cordis-plugin-loader {loader}" if loader else "the host's loader"
    return (f"patches hit only the later row; at mount cordis-plugin-loader 1.0.2/1.0.3 abort the boot "
            f"(duplicate loader entry id), 1.0.5 silently keeps the later row ({host}), "
            f"0.2 reports it unaddressable")


def check(ctx):
    effect = _effect(ctx)
    for event in user_events(ctx, DUPLICATE):
        row, prev = event.row, event.previous
        if row.node is None:
            continue
        if prev.layer.kind == "host":
            scope = f"collides with the host's own row (from {prev.layer.label}, module {prev.name!r})"
        elif prev.layer is row.layer:
            scope = f"is inserted twice in this layer (first at {row_where(prev)})"
        else:
            scope = f"is already inserted by {prev.layer.label} at {row_where(prev)}"
        yield hit(event.display, row.node.get("id") or row.node, f"row id {row.id!r} {scope}: {effect}")
