"""Two bundles' ``dsh.bundle.patch`` name the same file.

Why: each bundle is one patch layer; two layers reading one file insert every
row twice (DSH305) — typical of a monorepo where packages point at a shared
``../cordis.patch.yml`` or of a copied package.json. Give each bundle its own
patch file.

Severity (error): every row of the shared file is inserted twice, and the host
keeps only one of each.

PASS::

    packages/a/package.json -> ./cordis.patch.yml   (packages/a/cordis.patch.yml)
    packages/b/package.json -> ./cordis.patch.yml   (packages/b/cordis.patch.yml)

FAIL::

    packages/a and packages/b are the same directory reached twice, or one is a
    symlink to the other's patch file
"""

from pathlib import Path

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR
from dshkit.model.source import DirSource

ID = "DSH310"
NAME = "shared-patch-file"
SEVERITY = ERROR


def check(ctx):
    seen: dict[Path, str] = {}
    for bundle, manifest in ctx.manifests():
        if not isinstance(bundle.source, DirSource):
            continue
        for patch in bundle.patches:
            if not patch.exists or patch.rel is None:
                continue
            real = (bundle.source.root / patch.rel).resolve()
            if real in seen and seen[real] != bundle.manifest_display:
                yield hit(bundle.manifest_display, patch.spec_node,
                          f"patch file {patch.spec!r} is the same file as the patch of {seen[real]}: "
                          "every row is inserted twice")
            seen.setdefault(real, bundle.manifest_display)
