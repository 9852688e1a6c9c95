"""A ustar writer that reproduces the bytes node-tar 7 writes for ``npm pack``.

Python has no library for npm's tar format: ``tarfile`` writes 7-digit octal
fields with a NUL terminator, zero-filled uid/gid, ``uname``/``gname`` and pads
the archive to 10 KiB. node-tar (``portable: true``, as pacote calls it) instead
writes numbers as 6 (or 11) octal digits + space + NUL, leaves uid, gid, uname and
gname as NUL bytes, fixes every mtime, masks modes to
``(mode | 0o600) & ~0o022``, splits long paths into the ustar prefix (or adds a
PAX header when they do not fit), and ends with exactly two zero blocks.
"""

from __future__ import annotations

import posixpath

BLOCK = 512
# pacote: "a specific date in the 1980s for the benefit of zip"
NPM_MTIME = 499162500  # 1985-10-26T08:15:00Z
_MAX = {12: 0o77777777777, 8: 0o7777777}


def _octal(num: int, size: int) -> bytes:
    digits = format(int(num), "o")
    if len(digits) == size - 1:
        text = digits
    else:
        text = "0" * (size - len(digits) - 2) + digits + " "
    return (text + "\0").encode("ascii")[:size]


def _put_number(buf: bytearray, off: int, size: int, num: int | None) -> bool:
    if num is None:
        return False
    if num > _MAX[size] or num < 0:
        raise ValueError(f"number {num} does not fit a {size}-byte tar field")
    field = _octal(num, size)
    buf[off:off + len(field)] = field
    return False


def _put_string(buf: bytearray, off: int, size: int, text: str | None) -> bool:
    """Write like node-tar's encString; True means the value needs a PAX record."""
    if text is None:
        return False
    raw = text.encode("utf-8")[:size]
    buf[off:off + len(raw)] = raw
    return len(text) != len(text.encode("utf-8")) or len(text) > size


def split_prefix(path: str, prefix_size: int = 155) -> tuple[str, str, bool]:
    """node-tar's splitPrefix: (name, prefix, needs_pax)."""
    path_size = 100
    if len(path.encode()) < path_size:
        return path, "", False
    prefix = posixpath.dirname(path)
    name = posixpath.basename(path)
    root = "/" if path.startswith("/") else "."
    while True:
        if len(name.encode()) <= path_size and len(prefix.encode()) <= prefix_size:
            return name, prefix, False
        if len(name.encode()) > path_size and len(prefix.encode()) <= prefix_size:
            return name[:path_size - 1], prefix, True
        name = posixpath.join(posixpath.basename(prefix), name)
        prefix = posixpath.dirname(prefix)
        if prefix == root:
            return path[:path_size - 1], "", True


def _header(path: str, mode: int, size: int, mtime: int, typeflag: str) -> tuple[bytearray, bool]:
    buf = bytearray(BLOCK)
    name, prefix, need_pax = split_prefix(path)
    need_pax = _put_string(buf, 0, 100, name) or need_pax
    _put_number(buf, 100, 8, mode)
    _put_number(buf, 124, 12, size)
    _put_number(buf, 136, 12, mtime)
    buf[156] = ord(typeflag)
    buf[257:265] = b"ustar\x0000"
    _put_number(buf, 329, 8, 0)  # devmajor / devminor: written as 0, unlike uid/gid
    _put_number(buf, 337, 8, 0)
    need_pax = _put_string(buf, 345, 155, prefix) or need_pax
    checksum = 8 * 0x20 + sum(buf[:148]) + sum(buf[156:])
    buf[148:156] = _octal(checksum, 8)
    return buf, need_pax


def _pax_record(key: str, value: str) -> str:
    body = f" {key}={value}\n"
    length = len(body.encode())
    digits = len(str(length))
    if length + digits >= 10 ** digits:
        digits += 1
    return f"{digits + length}{body}"


def _pax_block(path: str, size: int, mtime: int) -> bytes:
    body = (_pax_record("path", path) + _pax_record("mtime", str(mtime))
            + _pax_record("size", str(size))).encode("utf-8")
    name = ("PaxHeader/" + posixpath.basename(path))[:99]
    head, _ = _header(name, 0o644, len(body), mtime, "x")
    pad = (-len(body)) % BLOCK
    return bytes(head) + body + b"\0" * pad


def file_entry(path: str, data: bytes, st_mode: int, mtime: int = NPM_MTIME) -> bytes:
    """One regular-file entry (header(s) + padded body)."""
    mode = ((st_mode & 0o7777) | 0o600) & ~0o022
    head, need_pax = _header(path, mode, len(data), mtime, "0")
    pax = _pax_block(path, len(data), mtime) if need_pax else b""
    pad = (-len(data)) % BLOCK
    return pax + bytes(head) + data + b"\0" * pad


def end_of_archive() -> bytes:
    return b"\0" * (2 * BLOCK)
