"""The patch file uses a YAML tag other than ``!!js``.

Why: the host's schema is js-yaml ``JSON_SCHEMA`` plus exactly one custom tag,
``!!js`` (``tag:yaml.org,2002:js``). Any other tag — ``!js``, ``!!timestamp``,
``!!set``, ``!include`` — makes js-yaml throw and the profile fail to boot.

Severity (error): js-yaml throws and the profile fails to boot.

PASS::

    - id: tool-bash
      disabled: !!js process.platform === 'win32'

FAIL::

    - id: tool-bash
      disabled: !js process.platform === 'win32'
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH302"
NAME = "patch-unknown-tag"
SEVERITY = ERROR


def check(ctx):
    for _, patch in ctx.patch_files():
        err = patch.error
        if err is not None and err.message.startswith("unknown tag"):
            yield hit(patch.display, (err.line, err.column),
                      f"{err.message}: the host knows only the JSON tags and !!js")
