"""A preset built on the standard roster lacks rows the host's ``standard`` gained.

Why: dshkit's preset base ``standard`` (``presets/standard.yml``) and presets
written from it carry the host's standard roster as it was when they were
written. Host releases add rows to their own ``standard``: 0.2.1-rc.2 added
``time-context``, ``tool-schedule`` and ``plugin-market/tools``. A preset
derived from the base (most of its modules are the base's) that lacks a
module the checked host's ``standard`` mounts and the base does not know
gives its agent less than the host's own default agent, without anyone having
chosen that. Modules the preset leaves out on purpose that the base has (a
dropped planning group, ``present``) are not reported.

Severity (info): nothing breaks; the preset's agent only misses the host's
newer tools until the roster is brought up to date.

PASS::

    plugins:                             # the base roster plus what 0.2.1-rc.2 added
      - name: '@deepseek-ai/dsh-persona'
      - ...
      - name: '@deepseek-ai/dsh-time-context'
      - name: '@deepseek-ai/dsh-tool-schedule'

FAIL::

    plugins:                             # the base roster as of 0.2.0
      - name: '@deepseek-ai/dsh-persona'
      - ...
"""

from functools import lru_cache

from dshkit.check.finding import hit
from dshkit.check.rules._presets import preset_rows
from dshkit.check.rules.preset_hand_roster import SHARE, _names
from dshkit.model.problem import INFO

ID = "DSH407"
NAME = "preset-behind-host-standard"
SEVERITY = INFO


@lru_cache(maxsize=1)
def base_roster() -> frozenset[str]:
    """Module names of dshkit's ``standard`` preset base (groups flattened)."""
    from dshkit.builder.presets import builtin_presets, load_preset  # the build area: only when a preset is checked
    return frozenset(_names(load_preset(builtin_presets()["standard"]).plugins, set()))


def check(ctx):
    standard = ctx.host.presets.get("standard") or {}
    host = set(standard.get("modules") or [])
    if not host or " row " not in str(standard.get("source")):
        return  # 0.1.0/0.1.1 ship presets as directories of another roster line: not a base's drift
    first = True
    for event in preset_rows(ctx):
        if first:
            base, first = base_roster(), False
            newer = host - base  # rows the host's standard has and the base does not know
            if not newer or not base:
                return
        config = event.row.node.get("config")
        if config is None or not config.is_map:
            continue
        plugins = config.get("plugins")
        mine = _names(plugins.plain() if plugins is not None else None, set())
        if not mine or len(mine & base) / len(base) < SHARE:
            continue  # not derived from the standard roster
        lacking = sorted(newer - mine)
        if lacking:
            yield hit(event.display, plugins,
                      f"preset {event.row.id!r} is built on the standard roster but lacks {', '.join(lacking)}, "
                      f"which the standard preset of {ctx.where} mounts: its agent goes without them")
