"""Atomic file writes: a reader sees the old file or the new one, never half of it."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path


def write_atomic(path: str | os.PathLike, data: bytes | str, mode: int | None = None) -> None:
    """Replace ``path`` with ``data`` through a temp file in the same directory.

    ``mode`` defaults to the existing file's permission bits, else 0o644. Text is
    written as UTF-8 with no newline translation.
    """
    path = Path(path)
    if mode is None:
        mode = stat.S_IMODE(path.stat().st_mode) if path.exists() else 0o644
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


# --- reading a user's files: inside the project, regular files only, bounded ----------

# One place for the sizes dshkit reads (docs/limits.md lists them all).
MAX_TEXT_BYTES = 1024 * 1024  # package.json or SKILL.md (the largest seen in the wild: ~21 KB)
# a spec, preset or patch file (the largest seen: ~8 KB). ruamel.yaml costs ~10-100 us per
# token (idle machine to a loaded one): 128 KiB of the densest flow YAML stays within seconds
MAX_YAML_BYTES = 128 * 1024
MAX_FILE_BYTES = 32 * 1024 * 1024  # a file copied into a bundle or packed into a tarball
MAX_NAME_BYTES = 255  # one path component (NAME_MAX on Linux and macOS)
MAX_PATH_BYTES = 4096  # a whole path (PATH_MAX on Linux)


class UnsafeFile(Exception):
    """A path or file dshkit refuses to read; ``message`` says why, for the user."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def check_name(rel: str) -> None:
    """Refuse what no file system call should see: NUL bytes, over-long names."""
    if "\x00" in rel:
        raise UnsafeFile(f"the path {rel!r} contains a NUL byte")
    try:
        raw = os.fsencode(rel) if isinstance(rel, str) else rel
    except UnicodeEncodeError:  # a lone surrogate: no file system can name it
        raise UnsafeFile(f"the path {rel!r} is not valid Unicode (a lone surrogate)") from None
    if len(raw) > MAX_PATH_BYTES:
        raise UnsafeFile(f"the path is {len(raw)} bytes long (at most {MAX_PATH_BYTES})")
    for part in raw.split(b"/"):
        if len(part) > MAX_NAME_BYTES:
            raise UnsafeFile(f"a name in the path is {len(part)} bytes long (at most {MAX_NAME_BYTES})")


def resolve_inside(root: str | os.PathLike, rel: str, start: str | os.PathLike | None = None) -> Path:
    """``root/rel`` (``start/rel`` when given, ``start`` inside ``root``) with every
    symlink resolved, refused unless it stays inside ``root``.

    The single rule for paths a spec names (main, icon, readme, locales, files,
    client entry, skills, presets): absolute paths, ``..`` that climbs out, and
    symlinks whose target lies outside the project are refused; a symlink that
    resolves inside the project is fine. Raises :class:`UnsafeFile`.
    """
    check_name(rel)
    if os.path.isabs(rel) or rel.startswith("\\") or (len(rel) > 1 and rel[1] == ":"):
        raise UnsafeFile(f"{rel!r} is an absolute path; paths must stay inside the project")
    real_root = os.path.realpath(root)
    base = real_root if start is None else os.path.realpath(start)
    try:
        real = os.path.realpath(os.path.join(base, rel))
    except (OSError, ValueError) as exc:  # ELOOP and friends on some platforms
        raise UnsafeFile(f"cannot resolve {rel!r}: {exc}") from None
    if real != real_root and not real.startswith(real_root.rstrip(os.sep) + os.sep):
        how = "through a symlink " if os.path.normpath(os.path.join(base, rel)) != real else ""
        raise UnsafeFile(f"{rel!r} leads {how}outside the project ({real_root})")
    return Path(real)


def _kind(st_mode: int) -> str:
    if stat.S_ISFIFO(st_mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(st_mode) or stat.S_ISBLK(st_mode):
        return "a device"
    if stat.S_ISSOCK(st_mode):
        return "a socket"
    if stat.S_ISDIR(st_mode):
        return "a directory"
    return "not a regular file"


def _open_regular(path: str | os.PathLike, limit: int) -> int:
    """A descriptor of the regular file ``path`` of at most ``limit`` bytes (see :func:`read_regular`)."""
    st = os.stat(path)
    if stat.S_ISDIR(st.st_mode):
        raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
    if not stat.S_ISREG(st.st_mode):
        raise UnsafeFile(f"refusing to read {_kind(st.st_mode)}")
    if st.st_size > limit:
        raise UnsafeFile(f"the file is {st.st_size} bytes; dshkit reads at most {limit}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)  # what was opened, should the path have changed since
        if not stat.S_ISREG(st.st_mode):
            raise UnsafeFile(f"refusing to read {_kind(st.st_mode)}")
    except BaseException:
        os.close(fd)
        raise
    return fd


def _chunks(fd: int, limit: int):
    """The file's bytes a MiB at a time; :class:`UnsafeFile` once more than ``limit`` came."""
    left = limit + 1
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return
        left -= len(chunk)
        if left <= 0:
            raise UnsafeFile(f"the file is larger than {limit} bytes, the most dshkit reads")
        yield chunk


def read_regular(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file, at most ``limit`` of them.

    A FIFO, device or socket is refused before it is opened (reading one blocks
    forever or never ends, e.g. ``/dev/zero``), and checked again on the open
    descriptor; the read stops at ``limit + 1`` bytes whatever the file claims,
    so memory is bounded. Raises :class:`UnsafeFile`; ``OSError`` (missing,
    unreadable, a directory: IsADirectoryError) passes through.
    """
    fd = _open_regular(path, limit)
    try:
        return b"".join(_chunks(fd, limit))
    finally:
        os.close(fd)


def sha256_regular(path: str | os.PathLike, limit: int = MAX_FILE_BYTES) -> str:
    """The sha256 (hex) of a regular file, read as :func:`read_regular` reads it
    but hashed a MiB at a time: memory stays constant whatever its size."""
    import hashlib

    digest = hashlib.sha256()
    fd = _open_regular(path, limit)
    try:
        for chunk in _chunks(fd, limit):
            digest.update(chunk)
    finally:
        os.close(fd)
    return digest.hexdigest()


# --- writing a user's output: any OSError becomes a clear error -------------------


def describe_os_error(exc: OSError) -> str:
    """``OSError`` as one readable phrase (``read-only file system``, ``no space left``...)."""
    reasons = {
        errno.EACCES: "permission denied", errno.EPERM: "permission denied",
        errno.EROFS: "read-only file system", errno.ENOSPC: "no space left on the device",
        errno.EDQUOT: "disk quota exceeded", errno.EFBIG: "file too large for the file system or limits",
        errno.ENAMETOOLONG: "name too long", errno.ENOTDIR: "a part of the path is not a directory",
        errno.EISDIR: "it is a directory",
    }
    return reasons.get(exc.errno, exc.strerror or str(exc))


def write_output(path: str | os.PathLike, data: bytes | str, code: str, mode: int | None = None) -> None:
    """:func:`write_atomic` for a command's output file: a read-only or full
    destination is a :class:`~dshkit.errors.DshkitError` (exit 2), never a traceback."""
    from dshkit.errors import DshkitError, Location

    try:
        check_name(str(path))
        write_atomic(path, data, mode)
    except UnsafeFile as exc:
        raise DshkitError(f"cannot write here: {exc.message}", Location(str(path)), code) from None
    except OSError as exc:
        raise DshkitError(f"cannot write: {describe_os_error(exc)}", Location(str(path)), code) from None
