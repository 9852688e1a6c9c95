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
from dshkit.check.fix import json_set
from dshkit.check.rules._ranges import checked_peers
from dshkit.model.problem import ERROR

ID = "DSH204"
NAME = "upper-bound-without-zero"
SEVERITY = ERROR
_BOUND = re.compile(r"<\s*v?(\d+\.\d+\.\d+)(?![-+.\w])")


def _bounds(ctx):
    """(bundle, peers node, peer name, its value node, the bare upper bounds) per peer."""
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        for name, value, node in checked_peers(manifest):
            bare = [m for m in _BOUND.finditer(value) if value[m.start():m.start() + 2] != "<="]
            if bare:
                yield bundle, peers, name, value, node, bare


def check(ctx):
    for bundle, peers, name, _value, _node, bare in _bounds(ctx):
        for m in bare:
            v = m.group(1)
            yield hit(bundle.manifest_display, peers.key_node(name),
                      f"peer {name}: '<{v}' admits {v} prereleases in the host's includePrerelease mode; "
                      f"write '<{v}-0'")


def fix(ctx):
    """``<X.Y.Z`` -> ``<X.Y.Z-0``: the range the author meant, in both modes."""
    for bundle, peers, name, value, node, bare in _bounds(ctx):
        for m in reversed(bare):
            value = value[:m.end()] + "-0" + value[m.end():]
        yield json_set(bundle, ("peerDependencies", name), node, value, ID, peers.key_node(name).line)
