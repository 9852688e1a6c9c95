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

import os
from collections import Counter
from pathlib import Path

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR
from dshkit.model.source import DirSource

ID = "DSH310"
NAME = "shared-patch-file"
SEVERITY = ERROR


def check(ctx):
    files = [(bundle, patch, os.path.join(bundle.source.root, patch.rel))
             for bundle, _ in ctx.manifests() if isinstance(bundle.source, DirSource)
             for patch in bundle.patches if patch.exists and patch.rel is not None]
    # One real path is one file: only files that share a (device, inode) can
    # share a real path, so only those pay for resolving every symlink.
    keys = [_inode(path) for _, _, path in files]
    inodes = Counter(keys)
    seen: dict[Path, str] = {}
    for (bundle, patch, path), key in zip(files, keys):
        if key is not None and inodes[key] < 2:
            continue
        real = Path(path).resolve()
        if real in seen and seen[real] != bundle.manifest_display:
            yield hit(bundle.manifest_display, patch.spec_node,
                      f"patch file {patch.spec!r} is the same file as the patch of {seen[real]}: "
                      "every row is inserted twice")
        seen.setdefault(real, bundle.manifest_display)


def _inode(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None  # unknown: resolved like any shared file
    return st.st_dev, st.st_ino
