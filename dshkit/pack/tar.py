"""A ustar writer that reproduces the bytes node-tar 7 writes for ``npm pack``.

Python has no library for npm's tar format: ``tarfile`` writes 7-digit octal
fields with a NUL terminator, zero-filled uid/gid, ``uname``/``gname`` and pads
the archive to 10 KiB. node-tar (``portable: true``, as pacote calls it) instead
writes numbers as 6 (or 11) octal digits + space + NUL, leaves uid, gid, uname and
gname as NUL bytes, fixes every mtime, masks modes to
``(mode | 0o600) & ~0o022``, splits long paths into the ustar prefix (or adds a
PAX header when they do not fit), and ends with exactly two zero blocks.

Strings follow JavaScript: lengths and the cut of an over-long name are in UTF-16
units (a cut astral character leaves a lone surrogate, written as U+FFFD), and a
name field never receives half a UTF-8 character (``Buffer.write`` stops before
it). Entry names lose a Windows root (``c:``, ``\\``) as node-tar strips it on
every platform; a second path to an already-written inode is a hard-link entry.
"""

from __future__ import annotations

from dshkit.pack.jsstr import js_length, js_slice, utf8, utf8_len
from dshkit.pack.npmmanifest import node_normalize

BLOCK = 512
# pacote: "a specific date in the 1980s for the benefit of zip"
NPM_MTIME = 499162500  # 1985-10-26T08:15:00Z
_MAX = {12: 0o77777777777, 8: 0o7777777}
PREFIX = "package/"


def _octal(num: int, size: int) -> bytes:
    digits = format(int(num), "o")
    if len(digits) == size - 1:
        text = digits
    else:
        text = "0" * (size - len(digits) - 2) + digits + " "
    return (text + "\0").encode("ascii")[:size]


def _put_number(buf: bytearray, off: int, size: int, num: int) -> None:
    if num > _MAX[size] or num < 0:
        raise ValueError(f"number {num} does not fit a {size}-byte tar field")
    field = _octal(num, size)
    buf[off:off + len(field)] = field


def _put_string(buf: bytearray, off: int, size: int, text: str | None) -> bool:
    """node-tar's encString; True means the value needs a PAX record."""
    if text is None:
        return False
    raw = utf8(text)
    if len(raw) > size:
        cut = size
        while cut > 0 and (raw[cut] & 0xC0) == 0x80:  # never half a character
            cut -= 1
        raw = raw[:cut]
    buf[off:off + len(raw)] = raw
    return js_length(text) != utf8_len(text) or js_length(text) > size


def _dirname(path: str) -> str:
    """Node's ``path.posix.dirname`` for the relative paths node-tar splits."""
    stripped = path.rstrip("/") or path
    if "/" not in stripped:
        return "/" if stripped.startswith("/") else "."
    head = stripped[:stripped.rfind("/")].rstrip("/")
    return head or "/"


def _basename(path: str) -> str:
    stripped = path.rstrip("/")
    return stripped.rsplit("/", 1)[-1] if stripped else ""


def _join(a: str, b: str) -> str:
    return node_normalize(f"{a}/{b}")


def split_prefix(path: str, prefix_size: int = 155) -> tuple[str, str, bool]:
    """node-tar's splitPrefix: (name, prefix, needs_pax)."""
    path_size = 100
    if utf8_len(path) < path_size:
        return path, "", False
    root = "/" if path.startswith("/") else "."
    prefix = _dirname(path)
    name = _basename(path)
    while True:
        if utf8_len(name) <= path_size and utf8_len(prefix) <= prefix_size:
            return name, prefix, False
        if utf8_len(name) > path_size and utf8_len(prefix) <= prefix_size:
            return js_slice(name, 0, path_size - 1), prefix, True
        name = _join(_basename(prefix), name)
        prefix = _dirname(prefix)
        if prefix == root:
            return js_slice(path, 0, path_size - 1), "", True


def _header(path: str, mode: int, size: int, mtime: int, typeflag: str,
            linkpath: str | None = None) -> tuple[bytearray, bool]:
    buf = bytearray(BLOCK)
    name, prefix, need_pax = split_prefix(path)
    need_pax = _put_string(buf, 0, 100, name) or need_pax
    _put_number(buf, 100, 8, mode)
    _put_number(buf, 124, 12, size)
    _put_number(buf, 136, 12, mtime)
    buf[156] = ord(typeflag)
    need_pax = _put_string(buf, 157, 100, linkpath) or need_pax
    buf[257:265] = b"ustar\x0000"
    _put_number(buf, 329, 8, 0)  # devmajor / devminor: written as 0, unlike uid/gid
    _put_number(buf, 337, 8, 0)
    need_pax = _put_string(buf, 345, 155, prefix) or need_pax
    checksum = 8 * 0x20 + sum(buf[:148]) + sum(buf[156:])
    buf[148:156] = _octal(checksum, 8)
    return buf, need_pax


def _pax_record(key: str, value: str) -> str:
    body = f" {key}={value}\n"
    length = utf8_len(body)
    digits = len(str(length))
    if length + digits >= 10 ** digits:
        digits += 1
    return f"{digits + length}{body}"


def _pax_block(path: str, size: int, mtime: int, linkpath: str | None) -> bytes:
    records = _pax_record("path", path)
    if linkpath is not None:
        records += _pax_record("linkpath", linkpath)
    records += _pax_record("mtime", str(mtime)) + _pax_record("size", str(size))
    body = utf8(records)
    name = js_slice("PaxHeader/" + _basename(path), 0, 99)
    head, _ = _header(name, 0o644, len(body), mtime, "x")
    pad = (-len(body)) % BLOCK
    return bytes(head) + body + b"\0" * pad


def _win32_root(path: str) -> str:
    """The root Node's ``path.win32.parse`` finds (``c:``, ``c:\\``, ``\\``, ``\\\\srv\\share\\``)."""
    n = len(path)
    if n == 0:
        return ""
    sep = "\\/"
    c0 = path[0]
    if n == 1:
        return path if c0 in sep else ""
    if c0 in sep:
        end = 1
        if path[1] in sep:
            j = 2
            last = j
            while j < n and path[j] not in sep:
                j += 1
            if j < n and j != last:
                last = j
                while j < n and path[j] in sep:
                    j += 1
                if j < n and j != last:
                    last = j
                    while j < n and path[j] not in sep:
                        j += 1
                    if j == n:
                        end = j
                    elif j != last:
                        end = j + 1
        return path[:end]
    if c0.isascii() and c0.isalpha() and path[1] == ":":
        if n <= 2:
            return path
        return path[:3] if path[2] in sep else path[:2]
    return ""


def _win32_is_absolute(path: str) -> bool:
    if not path:
        return False
    if path[0] in "\\/":
        return True
    return len(path) > 2 and path[0].isascii() and path[0].isalpha() and path[1] == ":" and path[2] in "\\/"


def strip_absolute(path: str) -> str:
    """node-tar's stripAbsolutePath: Windows roots are removed on every platform."""
    while _win32_is_absolute(path) or _win32_root(path):
        root = "/" if path[:1] == "/" and path[:4] != "//?/" else _win32_root(path)
        path = path[len(root):]
    return path


def entry_name(list_path: str) -> str:
    """The header name node-tar gives a file-list path, with pacote's ``package/`` prefix."""
    path = strip_absolute(list_path) or "./"
    if path == "." or path.startswith("./"):
        path = path[2:] if path.startswith("./") else ""
    return PREFIX + path


def _entry(name: str, mode: int, size: int, typeflag: str, linkpath: str | None, mtime: int) -> bytes:
    head, need_pax = _header(name, mode, size, mtime, typeflag, linkpath)
    return (_pax_block(name, size, mtime, linkpath) if need_pax else b"") + bytes(head)


def portable_mode(st_mode: int) -> int:
    return ((st_mode & 0o7777) | 0o600) & ~0o022


def file_entry(path: str, data: bytes, st_mode: int, mtime: int = NPM_MTIME) -> bytes:
    """One regular-file entry (header(s) + padded body); ``path`` is the full header name."""
    pad = (-len(data)) % BLOCK
    return _entry(path, portable_mode(st_mode), len(data), "0", None, mtime) + data + b"\0" * pad


def link_entry(path: str, linkpath: str, st_mode: int, mtime: int = NPM_MTIME) -> bytes:
    """A hard-link entry (type 1, size 0) pointing at an earlier entry's name."""
    return _entry(path, portable_mode(st_mode), 0, "1", linkpath, mtime)


def end_of_archive() -> bytes:
    return b"\0" * (2 * BLOCK)
