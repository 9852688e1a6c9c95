"""An agent preset row has no ``config.id`` or no ``plugins`` list.

Why: the preset registry (0.1.7+) requires ``config.id`` (``Preset id must not
be empty``) and ``config.plugins``, the list of rows the preset mounts; a
preset without them fails registration.

Severity (error): the registry rejects the preset: it never appears.

PASS::

    - insert:
        - id: preset-acme
          name: '@deepseek-ai/dsh-agent-preset'
          config:
            id: acme
            name: Acme
            plugins:
              - name: '@deepseek-ai/dsh-persona'

FAIL::

    - insert:
        - id: preset-acme
          name: '@deepseek-ai/dsh-agent-preset'
          config: {name: Acme}
"""

from dshkit.check.finding import hit
from dshkit.check.rules._presets import preset_rows
from dshkit.model.problem import ERROR

ID = "DSH401"
NAME = "preset-missing-fields"
SEVERITY = ERROR


def check(ctx):
    for event in preset_rows(ctx):
        node = event.row.node
        config = node.get("config")
        if config is None or not config.is_map:
            yield hit(event.display, config or node, "agent preset row needs a config mapping with 'id' and 'plugins'")
            continue
        pid = config.get("id")
        if pid is None or not isinstance(pid.value, str) or not pid.value.strip():
            yield hit(event.display, pid or config, "agent preset config.id is missing or empty "
                      "(the registry throws 'Preset id must not be empty')")
        plugins = config.get("plugins")
        if plugins is None or not plugins.is_seq:
            yield hit(event.display, plugins or config, "agent preset config.plugins must be a list of rows")
