"""A ``@deepseek-ai/dsh*`` peer range admits no known release of a host
channel the bundle supports, in the host's ``includePrerelease`` mode.

Why: hosts 0.1.7+ check every ``@deepseek-ai/dsh`` / ``dsh-*`` peer with
``semver.satisfies(runtime, range, {includePrerelease: true})`` at install and
at startup: an incompatible bundle is refused or skipped. A channel (a
``major.minor`` line) counts as supported when the bundle's
``@deepseek-ai/dsh`` peer or engines range admits one of its releases; with no
such range, when one of its host peers admits one; and the ``--host``
version's channel when no claimed channel has a known release. Releases
known: the npm releases of ``@deepseek-ai/dsh``/``dsh-app-boot``, the
documented 0.1.7/0.2 releases, and the lower bounds and pins the bundle writes.

Severity (error): on a host of that channel the bundle is refused at install
and skipped at startup.

PASS::

    "@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1",
    "@deepseek-ai/dsh-llm": "^0.1.7-rc.1 || ^0.2.0-rc.1"

FAIL::

    "@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1",
    "@deepseek-ai/dsh-llm": "^0.1.7-rc.1"           # no 0.2 release admitted
"""

from functools import lru_cache

from dshkit.check.finding import hit
from dshkit.check.rules._ranges import channels, checked_peers, npm_star, sat
from dshkit.model.problem import ERROR
from dshkit.semver import explain

ID = "DSH203"
NAME = "peer-excludes-channel"
SEVERITY = ERROR


def failing(ctx, manifest, include_prerelease: bool):
    """(name, range, node, channel, releases) for each peer/channel that fails in the mode."""
    chans = channels(ctx, manifest)
    for name, value, node in checked_peers(manifest):
        if not include_prerelease and npm_star(value):
            continue
        for chan, releases in _failing_channels(value, include_prerelease, chans):
            yield name, value, node, chan, releases


@lru_cache(maxsize=4096)
def _failing_channels(value: str, include_prerelease: bool, chans: tuple) -> tuple:
    """The (channel, releases) of ``chans`` none of whose releases ``value`` admits."""
    return tuple((chan, releases) for chan, releases in chans
                 if not any(sat(v, value, include_prerelease) for v in releases))


def check(ctx):
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        for name, value, node, chan, releases in failing(ctx, manifest, True):
            why = explain(value, releases[-1], include_prerelease=True).text().splitlines()
            yield hit(bundle.manifest_display, peers.key_node(name),
                      f"peer {name} {value!r} admits no {chan[0]}.{chan[1]}.x host release "
                      f"({', '.join(releases)}) in the host's includePrerelease mode: 0.1.7+ hosts refuse "
                      f"the bundle there. {' '.join(s.strip() for s in why)}")
