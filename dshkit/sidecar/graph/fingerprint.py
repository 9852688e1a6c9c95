"""Artifact fingerprints: the content hash of a file a write tool named, taken safely.

The path is the model's word, so it may name anything: a FIFO or ``/dev/stdin``
(``open`` or ``read`` waits for a writer that never comes), ``/dev/zero`` (never
ends), ``/proc/kmsg`` (blocks), ``/etc/shadow`` or ``../../etc/shadow`` (a
secret outside the project), a symlink out of the project, a 5 GB file. So a
fingerprint is taken only of a *regular* file whose real path (symlinks
resolved) is inside the session's project directory (its cwd, never ``/``) and
not under ``/proc``, ``/sys`` or ``/dev``; of at most :data:`MAX_BYTES`, read
in chunks within :data:`MAX_SECONDS`; opened non-blocking and without following
a symlink swapped in after the check. Anything else has no fingerprint (None).

A file is hashed again only when its stat (device, inode, size, mtime) changed
since it was last hashed in this process (:data:`_CACHE`), so verifying the
card's artifacts on every ``agent/preStep`` reads nothing that did not change.
Callers read files outside any write transaction (GraphMemory.catch_up, .card).
"""

from __future__ import annotations

import os
import stat
import time

from dshkit.sidecar.hashing import sha256

MAX_BYTES = 8 << 20      # a larger file has no fingerprint (its artifact never shows as stale)
MAX_SECONDS = 2.0        # one file's read; past it, no fingerprint (a slow or hung mount)
MAX_PATH = 4096
CHUNK = 1 << 20
_REFUSED = ("/proc", "/sys", "/dev")
_CACHE: dict[str, tuple[tuple, str]] = {}  # real path -> (stat key, hash)
_CACHE_MAX = 4096
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0)


def _under(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def confined(file: object, root: object) -> str | None:
    """The real path of ``file`` when it may be fingerprinted: inside ``root`` (the
    session's project directory), outside /proc, /sys, /dev; None otherwise."""
    if not isinstance(file, str) or not isinstance(root, str) or not file or not root:
        return None
    if "\x00" in file or "\x00" in root or len(file) > MAX_PATH or len(root) > MAX_PATH:
        return None
    try:
        real_root = os.path.realpath(root)
        real = os.path.realpath(file if os.path.isabs(file) else os.path.join(root, file))
    except (OSError, ValueError):
        return None
    if real_root == os.sep or any(_under(real_root, r) or _under(real, r) for r in _REFUSED):
        return None
    return real if _under(real, real_root) and real != real_root else None


def _key(st: os.stat_result) -> tuple:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def stat_of(file: object, root: object) -> list[int] | None:
    """``[mtime_ns, size]`` of a file that may be fingerprinted (a regular file in
    the project), None otherwise: what the cut records, reading no file."""
    real = confined(file, root)
    if real is None:
        return None
    try:
        st = os.stat(real)
    except (OSError, ValueError):
        return None
    return [st.st_mtime_ns, st.st_size] if stat.S_ISREG(st.st_mode) else None


def _digest(fd: int, size: int) -> str | None:
    """The hash of an open regular file of ``size`` bytes; None when it grew past
    the cap or the read took too long."""
    h = sha256()
    deadline = time.monotonic() + MAX_SECONDS
    left = MAX_BYTES + 1
    while left > 0:
        chunk = os.read(fd, min(CHUNK, left))
        if not chunk:
            break
        h.update(chunk)
        left -= len(chunk)
        if time.monotonic() > deadline:
            return None
    return h.hexdigest()[:16] if left > 0 else None


def fingerprint(file: object, root: object) -> str | None:
    """The content hash (16 hex digits) of ``file`` under the rules above, or None."""
    real = confined(file, root)
    if real is None:
        return None
    try:
        st = os.stat(real)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_BYTES:
            return None  # a FIFO, device, directory or socket is never opened
        key = _key(st)
        hit = _CACHE.get(real)
        if hit is not None and hit[0] == key:
            return hit[1]
        fd = os.open(real, _OPEN_FLAGS)
    except (OSError, ValueError):
        return None
    try:
        st = os.fstat(fd)  # what was opened, not what was checked
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_BYTES:
            return None
        digest = _digest(fd, st.st_size)
    except OSError:
        return None
    finally:
        os.close(fd)
    if digest is not None:
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[real] = (_key(st), digest)
    return digest
