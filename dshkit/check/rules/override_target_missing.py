"""An override targets an id that no earlier layer defines.

Why: ``{id: X, ...}`` patches an existing row; when no row ``X`` exists in
this or an earlier layer (host base bundles, earlier bundles in
``dsh.profile.bundles``, earlier items of this file) the host only logs
``patch: entry X not found`` and drops the patch. Usually a typo, a row of a
bundle that is not installed, or an ``insert`` that was meant.

Severity (error): the host only logs ``not found`` and drops the item; a plugin
row written as a bare ``- id:`` item is never mounted.

PASS::

    - id: agent-default-model            # a host row
      config: {provider: deepseek-official, model: deepseek-v4-flash}

FAIL::

    - id: my-plugin                     # nothing inserted it
      config: {verbose: true}
"""

from dshkit.check.finding import hit
from dshkit.check.fix import wrap_patch_item
from dshkit.check.rules._patch import user_events
from dshkit.model.compose import OVERRIDE_MISSING
from dshkit.model.problem import ERROR

ID = "DSH306"
NAME = "override-target-missing"
SEVERITY = ERROR


def check(ctx):
    host = f"host {ctx.host.version} ({ctx.surface} surface)"
    for event in user_events(ctx, OVERRIDE_MISSING):
        yield hit(event.display, event.item.get("id") or event.item,
                  f"no row {event.detail!r} exists in {host} or an earlier layer: the host skips this patch "
                  "(did you mean '- insert:'?)")


def fix(ctx):
    """A plugin row written as a bare ``- id:`` item (it names a module, and no layer
    defines its id) -> the same row under ``- insert:``. Without a ``name`` the item
    is an override of a row that is not there: no mechanical fix."""
    for event in user_events(ctx, OVERRIDE_MISSING):
        item = event.item
        if item.is_map and item.get("name") is not None and item.get("insert") is None:
            edit = wrap_patch_item(event.layer.owner, item, ID, (item.get("id") or item).line)
            if edit is not None:
                yield edit
