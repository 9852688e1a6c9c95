"""A row in an agent preset's ``plugins`` has no ``name``.

Why: rows in ``plugins`` may omit ``id``, but each needs a non-empty ``name``
(the module to load); ``group: true`` rows are checked recursively. The
registry rejects the preset otherwise.

Severity (error): the registry rejects the preset: it never appears.

PASS::

    plugins:
      - name: '@deepseek-ai/dsh-persona'
        config: {text: ...}

FAIL::

    plugins:
      - config: {text: ...}
"""

from dshkit.check.finding import hit
from dshkit.check.rules._presets import preset_rows
from dshkit.model.problem import ERROR

ID = "DSH403"
NAME = "preset-plugin-without-name"
SEVERITY = ERROR


def _walk(rows):
    for row in rows.value if rows is not None and rows.is_seq else []:
        if not row.is_map:
            yield row, "a preset plugin row must be a mapping"
            continue
        name = row.get("name")
        if name is None or not isinstance(name.value, str) or not name.value.strip():
            yield row, "preset plugin row has no non-empty 'name'"
        group = row.get("group")
        if group is not None and group.value is True:
            yield from _walk(row.get("config"))


def check(ctx):
    for event in preset_rows(ctx):
        config = event.row.node.get("config")
        if config is None or not config.is_map:
            continue
        for node, message in _walk(config.get("plugins")):
            yield hit(event.display, node, message)
