"""A ``@deepseek-ai/dsh*`` peer range admits a host channel only in the host's
``includePrerelease`` mode, not in npm's.

Why: npm and pnpm resolve peers *without* ``includePrerelease``: a prerelease
only matches a comparator naming a prerelease of the same ``major.minor.patch``.
So ``>=0.1.7-rc.1`` passes the host's check on ``0.2.0-rc.1`` but npm reports
the peer unmet (an install error for a non-optional peer). Write one
comparator per prerelease channel (``>=0.1.7-rc.1 || ^0.2.0-rc.1``). Reported
only where the host's own mode passes (DSH203 covers the rest).

Severity (warning): npm and pnpm only report an unmet optional peer, and the
host's own check admits the channel: nothing is dropped.

PASS::

    "@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"

FAIL::

    "@deepseek-ai/dsh": ">=0.1.7-rc.1"
"""

from dshkit.check.finding import hit
from dshkit.check.rules.peer_excludes_channel import failing
from dshkit.model.problem import WARNING
from dshkit.semver import explain

ID = "DSH202"
NAME = "peer-excludes-channel-npm"
SEVERITY = WARNING


def check(ctx):
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        host_fail = {(n, c) for n, _, _, c, _ in failing(ctx, manifest, True)}
        for name, value, node, chan, releases in failing(ctx, manifest, False):
            if (name, chan) in host_fail:
                continue
            why = explain(value, releases[-1], include_prerelease=False).text().splitlines()
            yield hit(bundle.manifest_display, peers.key_node(name),
                      f"peer {name} {value!r} admits no {chan[0]}.{chan[1]}.x release "
                      f"({', '.join(releases)}) in npm's mode (the host's mode would): npm/pnpm report it "
                      f"unmet. {' '.join(s.strip() for s in why)}")
