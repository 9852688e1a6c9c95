"""Two preset rows declare the same preset id (or one reuses a shipped preset's id).

Why: the registry throws ``Duplicate agent preset: <id>`` on the second
registration, so the later preset — often the whole bundle's purpose — is
missing. The host ships presets too (``standard``, ``minimal``, ...). (Two
rows sharing a *row* id are DSH305.)

Severity (error): the registry throws on the second registration and that
preset is missing.

PASS::

    config: {id: acme-memory, plugins: [...]}

FAIL::

    config: {id: standard, plugins: [...]}     # the host ships 'standard'
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import row_where
from dshkit.check.rules._presets import preset_rows
from dshkit.model.problem import ERROR

ID = "DSH402"
NAME = "duplicate-preset-id"
SEVERITY = ERROR


def check(ctx):
    seen: dict[str, object] = {}
    shipped = ctx.host.presets
    for event in preset_rows(ctx):
        config = event.row.node.get("config")
        pid = config.get("id") if config is not None and config.is_map else None
        if pid is None or not isinstance(pid.value, str) or not pid.value:
            continue
        if pid.value in shipped:
            yield hit(event.display, pid, f"preset id {pid.value!r} is shipped by the host "
                      f"({shipped[pid.value].get('source')}): 'Duplicate agent preset: {pid.value}'")
        prev = seen.get(pid.value)
        if prev is not None and prev.id != event.row.id:
            yield hit(event.display, pid, f"preset id {pid.value!r} is already declared by row {prev.id!r} "
                      f"({row_where(prev)}): the registry throws 'Duplicate agent preset: {pid.value}'")
        seen.setdefault(pid.value, event.row)
