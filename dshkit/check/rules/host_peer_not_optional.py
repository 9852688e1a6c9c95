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
from dshkit.check.fix import json_add, json_set
from dshkit.model.manifest import is_host_package
from dshkit.model.problem import WARNING

ID = "DSH109"
NAME = "host-peer-not-optional"
SEVERITY = WARNING


def _missing(ctx):
    """(bundle, manifest, host peers not marked optional) per bundle."""
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
            yield bundle, manifest, missing


def check(ctx):
    for bundle, manifest, missing in _missing(ctx):
        yield hit(bundle.manifest_display, manifest.key_pos("peerDependencies"),
                  f"host-supplied peer(s) not marked optional in peerDependenciesMeta: {', '.join(missing)}")


def fix(ctx):
    """Mark each such peer ``{"optional": true}`` (adding ``peerDependenciesMeta`` if needed)."""
    for bundle, manifest, missing in _missing(ctx):
        line = manifest.key_pos("peerDependencies")[0]
        meta = manifest.node("peerDependenciesMeta")
        if meta is None:
            yield json_add(bundle, (), manifest.root, {"peerDependenciesMeta": {n: {"optional": True}
                                                                                for n in missing}}, ID, line)
            continue
        if not meta.is_map:
            continue  # not mechanical: the author wrote something else there
        new = {n: {"optional": True} for n in missing if n not in meta.value}
        if new:
            yield json_add(bundle, ("peerDependenciesMeta",), meta, new, ID, line)
        for name in missing:
            entry = meta.value.get(name)
            if entry is not None and entry.is_map:
                yield json_set(bundle, ("peerDependenciesMeta", name), entry, {**entry.plain(), "optional": True},
                               ID, line)
