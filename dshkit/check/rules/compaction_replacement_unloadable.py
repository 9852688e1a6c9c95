"""A bundle disables ``compaction-basic`` but its replacement cannot load.

Why: a bundle that ships its own compaction backend disables the host's
(``- id: compaction-basic`` / ``disabled: true``; DSH313 asks for it). The
profile then compacts only if the replacement loads. When the bundle's
backend row (a row of its own package or exports whose name says
``compaction``) resolves to no file the bundle exports, or its module finds
the host through ``process.argv[1]`` on a host where that throws (DSH315),
nothing registers ``ctx.compaction``: long sessions overflow the model's
context instead of being compacted. (A bundle that ships no backend at all
and disables compaction-basic, usually with ``command-compact``, turns
compaction off on purpose: not reported.)

Severity (error): the profile is left with no compaction at all.

PASS::

    - insert:
        - id: acme-compaction            # exported, imports the host by name
          name: dsh-acme/compaction
    - id: compaction-basic
      disabled: true

FAIL::

    - insert:
        - id: acme-compaction            # its module does createRequire(realpathSync(process.argv[1]))
          name: dsh-acme/compaction
    - id: compaction-basic
      disabled: true
"""

from dshkit.check.finding import hit
from dshkit.check.rules._entry import argv_tricks, own_module_rows
from dshkit.check.rules._patch import user_events
from dshkit.check.rules.compaction_backends import is_backend
from dshkit.model.compose import OVERRIDE_APPLIED, js_truthy
from dshkit.model.problem import ERROR

ID = "DSH314"
NAME = "compaction-replacement-unloadable"
SEVERITY = ERROR
HOST_ROW = "compaction-basic"


def _why_not(ctx, bundle, backends) -> str | None:
    """None when one of the bundle's backend rows loads (or it ships none: turning
    compaction off is then the bundle's choice); else why none does."""
    if not backends:
        return None
    reasons = []
    for row, rel in backends:
        if rel is None or bundle.source.read_text(rel) is None:
            reasons.append(f"{row.name!r} (row {row.id!r}) resolves to no file of the bundle"
                           + (f" ({rel} is missing)" if rel else " through its package.json exports"))
        elif ctx.host.single_executable and next(argv_tricks(bundle, rel), None) is not None:
            path, line, _ = next(argv_tricks(bundle, rel))
            reasons.append(f"{rel} (row {row.id!r}) throws on load here: it finds the host through "
                           f"process.argv[1] ({path}:{line}, DSH315)")
        else:
            return None
    return "; ".join(reasons)


def check(ctx):
    backends: dict | None = None  # built only when some bundle disables compaction-basic
    for event in user_events(ctx, OVERRIDE_APPLIED):
        bundle = event.layer.owner
        if event.target is None or event.target.id != HOST_ROW or bundle is None or not event.item.is_map:
            continue
        disabled = event.item.get("disabled")
        if disabled is None or not js_truthy(disabled.plain()):
            continue
        if backends is None:
            backends = {}
            for owner, row, _display, rel in own_module_rows(ctx):
                if is_backend(row.name) and not js_truthy(getattr(row, "data", {}).get("disabled")):
                    backends.setdefault(id(owner), []).append((row, rel))
        why = _why_not(ctx, bundle, backends.get(id(bundle), []))
        if why:
            yield hit(event.display, disabled,
                      f"disables the host's compaction-basic, but the replacement does not load on {ctx.where}: "
                      f"{why}; the profile is left with no compaction")
