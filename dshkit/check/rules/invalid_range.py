"""A peer or engines range is not a valid npm range.

Why: npm and pnpm refuse to install a package with an invalid peer range, and
the host's own peer check (``semver.satisfies``) rejects every version for it.
An empty host peer range fails the host's check too (``workspace:`` ranges
mean "the running version" and are fine).

Severity (error): the host's peer check rejects every version: the bundle is
refused at install and skipped at startup.

PASS::

    "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1"}

FAIL::

    "peerDependencies": {"@deepseek-ai/dsh": ">= 0.1.7-rc.1 or 0.2"}
"""

from dshkit.check.finding import hit
from dshkit.check.rules._ranges import ENGINES_PATHS
from dshkit.model.manifest import is_host_peer
from dshkit.model.problem import ERROR
from dshkit.semver import valid_range

ID = "DSH201"
NAME = "invalid-range"
SEVERITY = ERROR


def check(ctx):
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        for name, (value, node) in manifest.deps("peerDependencies").items():
            where = peers.key_node(name)
            if not isinstance(value, str):
                yield hit(bundle.manifest_display, where, f"peer {name}: range must be a string, got {value!r}")
            elif value.startswith("workspace:"):
                continue
            elif is_host_peer(name) and value.strip() == "":
                yield hit(bundle.manifest_display, where, f"peer {name}: an empty range fails the host's check")
            elif valid_range(value) is None:
                yield hit(bundle.manifest_display, where, f"peer {name}: {value!r} is not a valid npm range")
        for path in ENGINES_PATHS:
            value = manifest.value(*path)
            if value is None:
                continue
            if not isinstance(value, str) or valid_range(value) is None:
                yield hit(bundle.manifest_display, manifest.key_pos(*path),
                          f"{'.'.join(path)}: {value!r} is not a valid npm range")
