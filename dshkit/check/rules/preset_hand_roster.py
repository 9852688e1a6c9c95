"""An agent preset re-declares the host's preset roster by hand.

Why: a preset that copies most of a shipped preset's plugin rows (persona,
tool rows, skill-filesystem, ...) silently drifts from the host as new host
versions change that roster. A dshkit preset base (``dshkit preset``) derives
the roster from the host instead.

Severity (info): nothing is dropped today; the copy only drifts from the host's
roster on later upgrades.

PASS::

    plugins:                          # a small, purpose-built roster
      - name: '@deepseek-ai/dsh-persona'
      - name: dsh-acme-tools

FAIL::

    plugins:                          # most of 'standard', copied
      - name: '@deepseek-ai/dsh-persona'
      - name: '@deepseek-ai/dsh-agent-instructions'
      - name: '@deepseek-ai/dsh-tool-bash'
      - ...
"""

from dshkit.check.finding import hit
from dshkit.check.rules._presets import preset_rows
from dshkit.model.problem import INFO

ID = "DSH404"
NAME = "preset-hand-roster"
SEVERITY = INFO
SHARE = 0.6  # of a shipped roster's modules


def _names(rows, out):
    for row in rows if isinstance(rows, list) else []:
        if isinstance(row, dict):
            if isinstance(row.get("name"), str):
                out.add(row["name"])
            if row.get("group") is True:
                _names(row.get("config"), out)
    return out


def check(ctx):
    rosters = {pid: set(p.get("modules") or []) for pid, p in ctx.host.presets.items() if p.get("modules")}
    generated = {p.display for _, p in ctx.patch_files() if p.generated_by_dshkit}
    for event in preset_rows(ctx):
        if event.display in generated:
            continue  # built by dshkit from a preset base
        config = event.row.node.get("config")
        if config is None or not config.is_map:
            continue
        plugins = config.get("plugins")
        mine = _names(plugins.plain() if plugins is not None else None, set())
        best = max(((len(mine & mods) / len(mods), pid, len(mine & mods), len(mods))
                    for pid, mods in rosters.items()), default=None)
        if best and best[0] >= SHARE:
            yield hit(event.display, plugins, f"plugins re-declare {best[2]} of the {best[3]} modules of the "
                      f"host's {best[1]!r} preset by hand: a dshkit preset base keeps them in sync with the host")
