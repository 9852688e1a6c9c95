"""Atomic writes: a bundle directory appears complete or not at all.

The new tree is written into ``.<name>.build-XXXXXXXX`` beside the target (same
file system), then swapped in:

* where the OS can exchange two paths in one step (Linux ``renameat2`` with
  ``RENAME_EXCHANGE``, macOS ``renamex_np`` with ``RENAME_SWAP``), the target
  path always names a complete tree — the old one, then the new one — and the
  old tree, now under the temp name, is deleted;
* elsewhere (another OS, a file system without exchange) the old tree is
  renamed to ``.<name>.old-XXXXXXXX`` and the new one renamed into place: the
  target is missing for the instant between the two renames.

Builds into one parent directory take an exclusive ``flock`` on that directory
(no lock file to leave behind), so two overlapping builds run one after the
other; under the lock, leftovers of a build killed with SIGKILL — only names of
our own ``.<name>.build-`` / ``.<name>.old-`` pattern, only real directories —
are deleted first.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from pathlib import Path

LOCK_TIMEOUT = 120.0  # seconds a build waits for another build into the same directory
_SUFFIX = r"[a-z0-9_]{8}"  # what tempfile.mkdtemp appends


class BuildLocked(Exception):
    """Another build held the output's parent directory for LOCK_TIMEOUT seconds."""


@contextlib.contextmanager
def build_lock(directory: Path, timeout: float = LOCK_TIMEOUT):
    try:
        import fcntl
    except ImportError:  # Windows: no flock; builds are not serialized there
        yield
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise BuildLocked(str(directory)) from None
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock


def clean_stale(parent: Path, name: str) -> list[str]:
    """Delete what a killed build of ``name`` left in ``parent``; the caller holds the lock."""
    pattern = re.compile(re.escape(f".{name}.") + r"(?:build|old)-" + _SUFFIX)
    removed = []
    with os.scandir(parent) as entries:
        for entry in entries:
            if pattern.fullmatch(entry.name) and entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
                removed.append(entry.name)
    return removed


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically; False where the OS or file system cannot."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:
        return False
    if sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
        at_fdcwd, rename_exchange = -100, 2
        rc = libc.renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    elif sys.platform == "darwin" and hasattr(libc, "renamex_np"):
        rename_swap = 2
        rc = libc.renamex_np(os.fsencode(a), os.fsencode(b), rename_swap)
    else:
        return False
    if rc == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
        return False  # e.g. an old kernel or a file system without exchange
    raise OSError(err, os.strerror(err), str(b))


def _remove(path: Path) -> None:
    if path.is_symlink() or not path.is_dir():
        path.unlink(missing_ok=True)
    else:
        shutil.rmtree(path, ignore_errors=True)


def write_tree_atomic(target: Path, files: dict[str, tuple[bytes, int]]) -> None:
    """Write ``{relpath: (bytes, mode)}`` as the directory ``target`` (see the module doc).

    A failure before the swap leaves the previous bundle untouched; readers
    never see a half-written one. Raises ``OSError`` (read-only, full...) and
    :class:`BuildLocked`.
    """
    target = target.absolute()
    target.parent.mkdir(parents=True, exist_ok=True)
    with build_lock(target.parent):
        clean_stale(target.parent, target.name)
        if target.exists() and not target.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a directory", str(target))
        work = Path(tempfile.mkdtemp(prefix=f".{target.name}.build-", dir=target.parent))
        try:
            os.chmod(work, 0o755)
            for rel in sorted(files):
                data, mode = files[rel]
                dest = work / rel
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(data)
                os.chmod(dest, mode)
            if not os.path.lexists(target):
                os.rename(work, target)
            elif _exchange(work, target):
                _remove(work)  # now the previous tree
            else:
                old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
                os.rmdir(old)
                os.rename(target, old)
                try:
                    os.rename(work, target)
                except BaseException:
                    os.rename(old, target)
                    raise
                _remove(old)
        except BaseException:
            if os.path.lexists(work) and stat.S_ISDIR(os.lstat(work).st_mode):
                shutil.rmtree(work, ignore_errors=True)
            raise
