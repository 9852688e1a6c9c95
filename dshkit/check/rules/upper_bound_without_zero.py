"""An exclusive upper bound ``<X.Y.Z`` is written without ``-0``.

Why: the host checks peers with ``includePrerelease``, where ``<0.3.0`` admits
``0.3.0-rc.1`` — a prerelease of the very version the author meant to
exclude. ``<0.3.0-0`` excludes every 0.3.0 prerelease in both modes.

Severity (error): the host loads the bundle on prereleases of the version its
author excluded: a plugin mounted on a host it was not built for.

PASS::

    "@deepseek-ai/dsh": ">=0.1.7-rc.1 <0.3.0-0"

FAIL::

    "@deepseek-ai/dsh": ">=0.1.7-rc.1 <0.3.0"
"""

import re

from dshkit.check.finding import hit
from dshkit.check.rules._ranges import checked_peers
from dshkit.model.problem import ERROR

ID = "DSH204"
NAME = "upper-bound-without-zero"
SEVERITY = ERROR
_BOUND = re.compile(r"<\s*v?(\d+\.\d+\.\d+)(?![-+.\w])")


def check(ctx):
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        for name, value, node in checked_peers(manifest):
            for m in _BOUND.finditer(value):
                if value[m.start():m.start() + 2] == "<=":
                    continue
                v = m.group(1)
                yield hit(bundle.manifest_display, peers.key_node(name),
                          f"peer {name}: '<{v}' admits {v} prereleases in the host's includePrerelease mode; "
                          f"write '<{v}-0'")
