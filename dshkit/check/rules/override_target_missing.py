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
