"""Atomic writes: a bundle directory appears complete or not at all."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def write_tree_atomic(target: Path, files: dict[str, tuple[bytes, int]]) -> None:
    """Write ``{relpath: (bytes, mode)}`` as the directory ``target``.

    Everything is written into a temp directory next to the target (same file
    system), then swapped in with renames: the old tree is moved aside, the new
    one renamed into place, the old one deleted. A failure before the swap
    leaves the previous bundle untouched; readers never see a half-written one.
    """
    target = target.absolute()
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists() and not target.is_dir():
        raise NotADirectoryError(str(target))
    work = Path(tempfile.mkdtemp(prefix=f".{target.name}.build-", dir=target.parent))
    try:
        os.chmod(work, 0o755)
        for rel in sorted(files):
            data, mode = files[rel]
            dest = work / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
            os.chmod(dest, mode)
        old = None
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
            os.rmdir(old)
            os.rename(target, old)
        try:
            os.rename(work, target)
        except BaseException:
            if old is not None:
                os.rename(old, target)
            raise
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
