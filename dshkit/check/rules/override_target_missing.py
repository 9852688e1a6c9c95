"""An override targets an id that no earlier layer defines.

Why: ``{id: X, ...}`` patches an existing row; when no row ``X`` exists in
this or an earlier layer (host base bundles, earlier bundles in
``dsh.profile.bundles``, earlier items of this file) the host only logs
``patch: entry X not found`` and drops the patch. Usually a typo, a row of a
bundle that is not installed, or an ``insert`` that was meant.

Severity (error): the host only logs ``not found`` and drops the item; a plugin
row written as a bare ``- id:`` item is never mounted. Always an error when the
item is the bundle's own plugin row (its id or name is the package, or the
package and one of its exports) and no layer inserts that id: no host ships a
third-party package's row, so that needs no snapshot. Otherwise only a warning when the
bundle's host range does not admit the checked host: that snapshot cannot tell
what the hosts it does run on define; when another shipped profile of the
host inserts the row (the override only misses on this surface, e.g.
``sdk-minimal``, which has no ``dsh-base``); and when the host's snapshot could
not read one of the host's own patch files (named in the message). Not run against
a snapshot that knows none of the host's rows.

PASS::

    - id: agent-default-model            # a host row
      config: {provider: deepseek-official, model: deepseek-v4-flash}

FAIL::

    - id: my-plugin                     # nothing inserted it
      config: {verbose: true}
"""

from dshkit.check.finding import hit
from dshkit.check.fix import wrap_patch_item
from dshkit.check.rules._entry import own_plugin_names
from dshkit.check.rules._patch import user_events
from dshkit.check.rules._ranges import admits_host
from dshkit.model.compose import INSERTED, OVERRIDE_MISSING
from dshkit.model.problem import ERROR, WARNING

ID = "DSH306"
NAME = "override-target-missing"
SEVERITY = ERROR
NEEDS_HOST_ROWS = True  # without the host's rows every host row would look missing


def _inserted_ids(ctx) -> set:
    cached = ctx.__dict__.get("_inserted_ids")
    if cached is None:
        cached = ctx.__dict__["_inserted_ids"] = {e.row.id for e in user_events(ctx, INSERTED)}
    return cached


def never_mounted(ctx, event) -> bool:
    """The item is the bundle's own plugin row (its ``id`` or ``name`` is the
    package, or the package and one of its exports) and no checked layer inserts
    that id anywhere: no host has a row of a third-party package, so no snapshot
    is needed to say the plugin is never mounted."""
    mine = own_plugin_names(event.layer.owner)
    if not mine or event.detail in _inserted_ids(ctx):
        return False
    name = event.item.get("name") if event.item.is_map else None
    return event.detail in mine or (name is not None and name.plain() in mine)


def check(ctx):
    host = ctx.where
    for event in user_events(ctx, OVERRIDE_MISSING):
        message = (f"no row {event.detail!r} exists in {host} or an earlier layer: the host skips this patch "
                   "(did you mean '- insert:'?)")
        if never_mounted(ctx, event):
            yield hit(event.display, event.item.get("id") or event.item,
                      f"{event.detail!r} is this bundle's own plugin and nothing inserts a row with that id: "
                      "on every host the item only patches a row that is not there, so the plugin is never "
                      "mounted (write it under '- insert:')")
            continue
        if event.layer.owner is not None and not admits_host(event.layer.owner, ctx.host.version):
            # The snapshot describes a host this bundle does not run on: a row of a later
            # host line (agent-preset-registry, 0.2) is not evidence of a dropped item.
            yield hit(event.display, event.item.get("id") or event.item,
                      message + f"; only a warning: this bundle's host range does not admit {ctx.host_name}",
                      WARNING)
            continue
        elsewhere = ctx.host.surfaces_with_row(event.detail) if ctx.profile is None else ()
        if elsewhere:
            # A base row of the host's other profiles (sdk-minimal has no dsh-base):
            # on this surface the override is skipped, on those it applies.
            yield hit(event.display, event.item.get("id") or event.item,
                      message + f"; only a warning: the host's {', '.join(elsewhere)} profiles insert it",
                      WARNING)
            continue
        if ctx.host.missing_patches:
            # the snapshot could not read some of the host's patch files: the row may be there
            yield hit(event.display, event.item.get("id") or event.item,
                      message + "; only a warning: this host's snapshot could not read "
                      + ", ".join(ctx.host.missing_patches), WARNING)
            continue
        yield hit(event.display, event.item.get("id") or event.item, message)


def fix(ctx):
    """A plugin row written as a bare ``- id:`` item (it names a module, and no layer
    defines its id) -> the same row under ``- insert:``. Without a ``name`` the item
    is an override of a row that is not there: no mechanical fix."""
    for event in user_events(ctx, OVERRIDE_MISSING):
        item = event.item
        if not never_mounted(ctx, event) and (
                (event.layer.owner is not None and not admits_host(event.layer.owner, ctx.host.version))
                or (ctx.profile is None and ctx.host.surfaces_with_row(event.detail))):
            continue  # a row of another host line or profile: not evidence enough
        if item.is_map and item.get("name") is not None and item.get("insert") is None:
            yield wrap_patch_item(event.layer.owner, item, ID, (item.get("id") or item).line)
