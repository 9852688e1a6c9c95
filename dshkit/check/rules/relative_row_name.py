"""An inserted row's ``name`` is a relative path.

Why: in 0.1.x a relative ``name`` resolves from the loader base — the
*profile* directory — not from the bundle, so ``./lib/plugin.js`` points into
the user's profile; 0.2 resolves it from the patch file instead. Name the
package (``dsh-acme`` or ``dsh-acme/lib/plugin.js``) so both agree.

Severity (error): a 0.1 host resolves the name from the profile directory and
does not load the bundle's module.

PASS::

    - insert:
        - id: acme
          name: dsh-acme

FAIL::

    - insert:
        - id: acme
          name: ./lib/index.js
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import user_events
from dshkit.model.compose import INSERTED
from dshkit.model.problem import ERROR

ID = "DSH312"
NAME = "relative-row-name"
SEVERITY = ERROR


def check(ctx):
    for event in user_events(ctx, INSERTED):
        row = event.row
        if row.node is None or not isinstance(row.name, str):
            continue
        if row.name.startswith(("./", "../")) or row.name in (".", ".."):
            if event.layer.kind == "profile":
                continue  # the profile's own file: the profile *is* the base
            yield hit(event.display, row.node.get("name") or row.node,
                      f"relative name {row.name!r}: 0.1.x resolves it from the profile directory, 0.2 from the "
                      "patch file; name the package instead")
