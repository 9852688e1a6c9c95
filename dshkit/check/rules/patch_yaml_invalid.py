"""The patch file is not YAML the host can load.

Why: the host parses ``cordis.patch.yml`` with js-yaml (``JSON_SCHEMA`` plus
``!!js``) and a parse error aborts the profile boot. js-yaml also refuses
duplicate keys and several documents in one file.

Severity (error): a parse error aborts the profile boot.

PASS::

    - insert:
        - id: my-row
          name: dsh-my-plugin

FAIL::

    - insert:
        - id: my-row
          id: other-row            # duplicated mapping key
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH300"
NAME = "patch-yaml-invalid"
SEVERITY = ERROR


def check(ctx):
    for _, patch in ctx.patch_files():
        err = patch.error
        if err is None or err.message.startswith("unknown tag"):
            continue
        yield hit(patch.display, (err.line, err.column) if err.line else (1, 1),
                  f"YAML the host cannot load: {err.message}")
