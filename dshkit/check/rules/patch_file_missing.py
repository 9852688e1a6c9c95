"""``dsh.bundle.patch`` names a file that is missing or outside the package.

Why: the host reads the patch file from the installed package; a missing file
fails the profile boot, and a path that leaves the package (absolute, or with
``..``) points at whatever happens to be there on the user's machine. A list of
patch files is only understood by 0.2 hosts.

Severity (error): a missing file fails the boot, a path outside the package
loads whatever is there, and a 0.1 host (which checks no peers, so any range
reaches it) applies no list of patch files.

PASS::

    "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}      # and the file exists

FAIL::

    "dsh": {"bundle": {"patch": "./config/cordis.patch.yml"}}   # no such file
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH102"
NAME = "patch-file-missing"
SEVERITY = ERROR


def check(ctx):
    for bundle, manifest in ctx.manifests():
        node = manifest.node("dsh", "bundle", "patch")
        if node is None:
            continue
        if node.is_seq:
            yield hit(bundle.manifest_display, node,
                      "dsh.bundle.patch is a list: only 0.2 hosts apply several patch files; "
                      "0.1 hosts need a single path")
        for patch in bundle.patches:
            where = patch.spec_node or node
            if not isinstance(patch.spec, str) or not patch.spec:
                yield hit(bundle.manifest_display, where,
                          f"dsh.bundle.patch must be a relative path string, got {patch.spec!r}")
            elif patch.rel is None:
                yield hit(bundle.manifest_display, where,
                          f"patch path {patch.spec!r} leaves the package: use a path inside it")
            elif not patch.exists:
                what = "is a directory" if bundle.source.is_dir(patch.rel) else "does not exist"
                yield hit(bundle.manifest_display, where, f"patch file {patch.spec!r} {what} in the package")
