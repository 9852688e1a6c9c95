"""A ``@deepseek-ai/dsh*`` peer pins one exact prerelease.

Why: an exact pin such as ``0.1.0-rc.6`` admits that single build and no later
host at all; every host upgrade makes the bundle incompatible (refused by
0.1.7+ hosts, an unmet peer for npm).

Severity (error): after any host upgrade the host skips the bundle at startup
(its rows are disabled).

PASS::

    "@deepseek-ai/dsh-llm": "^0.1.0-rc.6"

FAIL::

    "@deepseek-ai/dsh-llm": "0.1.0-rc.6"
"""

from dshkit.check.finding import hit
from dshkit.check.fix import json_set
from dshkit.check.rules._ranges import peers_by_range, range_sets
from dshkit.model.problem import ERROR

ID = "DSH205"
NAME = "exact-prerelease-pin"
SEVERITY = ERROR


def _pins(ctx):
    """(bundle, peers node, the pinned range, its peers, the pinned version) per distinct pin."""
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        for value, names in peers_by_range(manifest).items():  # one finding per distinct pin
            sets = range_sets(value)
            if len(sets) == 1 and len(sets[0]) == 1:
                comp = sets[0][0]
                if comp.operator in ("", "=") and comp.semver is not None and comp.semver.prerelease:
                    yield bundle, peers, value, names, str(comp.semver)


def check(ctx):
    for bundle, peers, value, names, _version in _pins(ctx):
        yield hit(bundle.manifest_display, peers.key_node(names[0]),
                  f"peer(s) {', '.join(names)} pin the exact prerelease {value!r}: "
                  "no later host is admitted")


def fix(ctx):
    """An exact pin ``X.Y.Z-pre`` -> ``^X.Y.Z-pre``: that build and every later one of its line."""
    for bundle, peers, _value, names, version in _pins(ctx):
        for name in names:
            yield json_set(bundle, ("peerDependencies", name), peers.get(name), "^" + version, ID,
                           peers.key_node(names[0]).line)
