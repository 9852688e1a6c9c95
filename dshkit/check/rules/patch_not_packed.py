"""The patch file exists but ``npm pack`` would leave it out.

Why: the installed package is what npm packs, filtered by ``files`` and
``.npmignore``; a patch file left out exists in the author's checkout but not
on any user's machine, so the bundle fails at boot only after publishing.
(Directories only: a tarball contains exactly what was packed.)

Severity (error): every user's install lacks the patch file, so the boot fails.

PASS::

    "files": ["lib", "cordis.patch.yml"]

FAIL::

    "files": ["lib"], "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}
"""

from dshkit.check.finding import hit
from dshkit.model.bundle import packed_files
from dshkit.model.problem import ERROR

ID = "DSH103"
NAME = "patch-not-packed"
SEVERITY = ERROR


def check(ctx):
    for bundle, manifest in ctx.manifests():
        if bundle.kind != "dir" or bundle.installed or not manifest.is_bundle:
            continue
        existing = [p for p in bundle.patches if p.exists and p.rel]
        if not existing:
            continue
        packed = packed_files(bundle)  # None for installed packages and tarballs
        if packed is None:
            continue
        for patch in existing:
            if patch.rel not in packed:
                where = patch.spec_node or manifest.node("dsh", "bundle", "patch")
                files = " (check package.json \"files\" and .npmignore)"
                yield hit(bundle.manifest_display, where,
                          f"patch file {patch.spec!r} is not in the packed package{files}: "
                          "npm pack leaves it out")
