"""A host-supplied peer is not marked optional in ``peerDependenciesMeta``.

Why: the host supplies these packages itself. Unless the peer is optional,
npm installs (or complains about) its own copy, and a profile install may try
to pull a second copy. ``optional`` exempts nothing from the host's own
version check, it only keeps package managers out of the way.

Severity (warning): the host's own install (pnpm, ``autoInstallPeers: false``)
never pulls a second copy, so the host drops and mis-loads nothing; other
package managers may install or complain.

PASS::

    "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.7-rc.1"},
    "peerDependenciesMeta": {"@deepseek-ai/dsh": {"optional": true}}

FAIL::

    "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.7-rc.1"}
"""

from dshkit.check.finding import hit
from dshkit.model.manifest import is_host_package
from dshkit.model.problem import WARNING

ID = "DSH109"
NAME = "host-peer-not-optional"
SEVERITY = WARNING


def check(ctx):
    for bundle, manifest in ctx.manifests():
        meta = manifest.value("peerDependenciesMeta") or {}
        missing = []
        for name in manifest.deps("peerDependencies"):
            if not is_host_package(name):
                continue
            entry = meta.get(name) if isinstance(meta, dict) else None
            if not (isinstance(entry, dict) and entry.get("optional") is True):
                missing.append(name)
        if missing:
            yield hit(bundle.manifest_display, manifest.key_pos("peerDependencies"),
                      f"host-supplied peer(s) not marked optional in peerDependenciesMeta: {', '.join(missing)}")
