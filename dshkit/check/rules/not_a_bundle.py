"""The package does not declare ``dsh.bundle.patch``.

Why: declaring ``dsh.bundle.patch`` is the host's only test for a bundle
(``exportsPatch`` in apps/cli/src/plugin.ts). Without it ``dsh plugin add``
does not append the package to the profile, and a package that declares only
``dsh.client`` cannot be installed as a bundle at all.

Severity (error): without ``dsh.bundle.patch`` the package is not a bundle to
the host: none of its rows is ever mounted.

PASS::

    "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}

FAIL::

    "dsh": {"client": {"platform": "web"}}
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH101"
NAME = "not-a-bundle"
SEVERITY = ERROR


def check(ctx):
    for bundle, manifest in ctx.manifests():
        if manifest.is_bundle or bundle.kind == "profile":
            continue
        if manifest.node("dsh", "client") is not None:
            msg = "declares dsh.client but no dsh.bundle.patch: it cannot be installed as a bundle"
            where = manifest.key_pos("dsh", "client")
        elif manifest.node("dsh") is not None:
            msg = "no dsh.bundle.patch: the host does not treat this package as a bundle"
            where = manifest.key_pos("dsh")
        else:
            msg = "no dsh.bundle.patch: not a DSH bundle"
            where = (manifest.root.line, manifest.root.column)
        yield hit(bundle.manifest_display, where, msg)
