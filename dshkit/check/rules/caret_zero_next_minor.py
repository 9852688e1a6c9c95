"""A ``^0.x`` peer range can never admit the host line after the newest official release.

Why: for ``0.x`` versions a caret range stops before the next minor —
``^0.1.0-rc.6`` means ``>=0.1.0-rc.6 <0.2.0-0`` — so the bundle is refused by
every 0.2 host until it is republished. That may be intended; if not, add the
next channel explicitly (``^0.1.0-rc.6 || ^0.2.0-rc.1``). The line judged is
the one after the newest official host snapshot (npm or the official source),
whichever hosts the bundle is checked against: a range's reach does not depend
on the host at hand, and a fork's version says nothing about the next release.

Severity (info): only a host line that has no known release yet is excluded;
once one is known, DSH203 reports the range as an error.

PASS::

    "@deepseek-ai/dsh": "^0.2.1-rc.2 || ^0.3.0-rc.1"   # newest official: 0.2.1-rc.2

FAIL::

    "@deepseek-ai/dsh": "^0.2.0-rc.1"
"""

import re

from dshkit.check.finding import hit
from dshkit.check.host import newest_official_version
from dshkit.check.rules._ranges import peers_by_range, sat
from dshkit.model.problem import INFO
from dshkit.semver import parse

ID = "DSH206"
NAME = "caret-zero-next-minor"
SEVERITY = INFO
_CARET0 = re.compile(r"\^\s*v?0\.(\d+)")


def check(ctx):
    host = parse(newest_official_version())
    if host.major != 0:
        return  # only 0.x carets stop before the next minor
    nxt = host.minor + 1
    probes = (f"0.{nxt}.0-rc.1", f"0.{nxt}.0", f"0.{nxt}.9")
    for bundle, manifest in ctx.manifests():
        peers = manifest.node("peerDependencies")
        # One finding per distinct range, at its first peer: bundles repeat one range many times.
        for value, names in peers_by_range(manifest).items():
            minors = [int(m.group(1)) for m in _CARET0.finditer(value)]
            if not minors or max(minors) > host.minor:
                continue  # no ^0.x, or already admits a line past the newest release's
            if not any(sat(v, value, True) for v in probes):
                yield hit(bundle.manifest_display, peers.key_node(names[0]),
                          f"peer range {value!r} ({', '.join(names)}) can never admit a 0.{nxt}.x host "
                          f"(^0.{max(minors)} stops before 0.{nxt}.0-0)")
