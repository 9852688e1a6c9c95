"""Where a bundle's files come from: a directory, or a ``.tgz`` read in memory.

A tarball is never extracted: members are read into memory after refusing
absolute or ``..`` paths, links and devices, and members over a size limit.
Every size is bounded before it is read (docs/limits.md); a directory's FIFOs
and devices are never opened.
The leading directory of each member (``package/`` for npm) is stripped, as
npm does when it unpacks.
"""

from __future__ import annotations

import io
import os
import tarfile
from pathlib import Path, PurePosixPath

from dshkit.fsutil import MAX_FILE_BYTES, MAX_TEXT_BYTES, UnsafeFile, read_regular

# Limits (docs/limits.md): a tarball costs at most about MAX_TAR_BYTES + MAX_TOTAL_BYTES of memory.
MAX_ARCHIVE_BYTES = 64 * 1024 * 1024  # the .tgz file itself
MAX_TAR_BYTES = 160 * 1024 * 1024  # its tar stream once decompressed
MAX_MEMBER_BYTES = MAX_FILE_BYTES  # one member's contents (32 MiB)
MAX_TOTAL_BYTES = 128 * 1024 * 1024  # all members' contents
MAX_MEMBERS = 20000
MAX_HEADER_BYTES = 1024 * 1024  # one PAX or GNU longname header body
SKIP_DIRS = {"node_modules", ".git"}


class SourceError(Exception):
    """A bundle source that cannot be read safely (unusable input)."""

    def __init__(self, message: str, path: str, member: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.member = member


class Source:
    """Read-only view of a package's files by package-relative POSIX path."""

    label: str  # how findings name the package root

    def read(self, rel: str, limit: int = MAX_FILE_BYTES) -> bytes | None:
        """The file's bytes; None when missing. Raises :class:`SourceError` for a
        file that must not be read (a FIFO or device) or is over ``limit`` bytes."""
        raise NotImplementedError

    def size(self, rel: str) -> int | None:
        raise NotImplementedError

    def is_dir(self, rel: str) -> bool:
        raise NotImplementedError

    def files(self) -> list[str]:
        raise NotImplementedError

    def display(self, rel: str) -> str:
        raise NotImplementedError

    def read_text(self, rel: str, limit: int = MAX_TEXT_BYTES) -> str | None:
        data = self.read(rel, limit)
        return None if data is None else data.decode("utf-8", errors="replace")


def normalize(rel: str) -> str | None:
    """A package-relative path in canonical form, or None if it leaves the package."""
    if rel.startswith("/") or (len(rel) > 1 and rel[1] == ":"):
        return None
    parts: list[str] = []
    for part in rel.replace("\\", "/").split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
            continue
        parts.append(part)
    return "/".join(parts)


class DirSource(Source):
    def __init__(self, root: str | Path, label: str | None = None):
        self._root = str(root)
        self._root_path: Path | None = None
        self.label = label if label is not None else self._root.rstrip("/")
        self._files: list[str] | None = None

    @property
    def root(self) -> Path:
        """The directory as a Path, made when first asked for (a profile opens a
        thousand sources; files are read through the string)."""
        if self._root_path is None:
            self._root_path = Path(self._root)
        return self._root_path

    def _path(self, rel: str) -> str | None:
        norm = normalize(rel)
        return None if norm is None else os.path.join(self._root, norm)

    def read(self, rel: str, limit: int = MAX_FILE_BYTES) -> bytes | None:
        p = self._path(rel)
        if p is None:
            return None
        try:
            return read_regular(p, limit)
        except UnsafeFile as exc:  # a FIFO, a device (a symlink to /dev/zero), too large
            raise SourceError(exc.message, self.display(rel)) from None
        except (OSError, ValueError):  # missing, a directory, unreadable, a NUL in the name
            return None

    def size(self, rel: str) -> int | None:
        p = self._path(rel)
        try:
            return os.stat(p).st_size if p is not None and os.path.isfile(p) else None
        except OSError:
            return None

    def is_dir(self, rel: str) -> bool:
        p = self._path(rel)
        return p is not None and os.path.isdir(p)

    def files(self) -> list[str]:
        if self._files is None:
            out: list[str] = []
            self._walk(self._root, "", out)
            self._files = out
        return self._files

    def _walk(self, directory: str, prefix: str, out: list[str]) -> None:
        try:
            entries = sorted(os.scandir(directory), key=lambda e: e.name)
        except OSError:
            return
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                if entry.name not in SKIP_DIRS:
                    self._walk(entry.path, f"{prefix}{entry.name}/", out)
            elif entry.is_file():
                out.append(prefix + entry.name)

    def display(self, rel: str) -> str:
        return f"{self.label}/{rel}" if self.label else rel


class _FilesInMemory(Source):
    """Files held in a dict by package-relative path; ``display`` names them
    ``label!prefix/rel`` ("!" keeps "path:line:col" parseable)."""

    def __init__(self, files: dict[str, bytes], label: str, prefix: str):
        self._files = files
        self._dirs = {"/".join(k.split("/")[:i]) for k in files for i in range(1, k.count("/") + 1)}
        self.label = label
        self.prefix = prefix

    def read(self, rel: str, limit: int = MAX_FILE_BYTES) -> bytes | None:
        norm = normalize(rel)
        data = None if norm is None else self._files.get(norm)
        if data is not None and len(data) > limit:
            raise SourceError(f"the file is {len(data)} bytes; dshkit reads at most {limit}", self.display(rel))
        return data

    def size(self, rel: str) -> int | None:
        norm = normalize(rel)
        data = None if norm is None else self._files.get(norm)
        return None if data is None else len(data)

    def is_dir(self, rel: str) -> bool:
        norm = normalize(rel)
        return norm is not None and (norm == "" or norm in self._dirs)

    def files(self) -> list[str]:
        return sorted(self._files)

    def display(self, rel: str) -> str:
        return f"{self.label}!{self.prefix}/{rel}"


class _BoundedTarInfo(tarfile.TarInfo):
    """tarfile reads a GNU longname or PAX header's whole body at the size its
    header claims (a 2 MB .tgz could claim 2 GiB); this refuses a body over
    MAX_HEADER_BYTES before reading it, and a PAX body whose records do not
    parse (tarfile skips those silently)."""

    def _proc_member(self, tarfile_):
        if self.type in _EXTENSION_TYPES:
            if self.size > MAX_HEADER_BYTES:
                raise _Refused(f"an extended header claims {self.size} bytes (at most {MAX_HEADER_BYTES})")
            if self.type in _PAX_TYPES:
                fileobj = tarfile_.fileobj
                at = fileobj.tell()
                body = fileobj.read(self.size)
                fileobj.seek(at)
                problem = pax_problem(body, self.size)
                if problem:
                    raise _Refused(f"corrupt PAX header: {problem}")
        return super()._proc_member(tarfile_)


class _Refused(Exception):
    pass


_PAX_TYPES = (tarfile.XHDTYPE, tarfile.XGLTYPE, tarfile.SOLARIS_XHDTYPE)
_EXTENSION_TYPES = (*_PAX_TYPES, tarfile.GNUTYPE_LONGNAME, tarfile.GNUTYPE_LONGLINK)


def pax_problem(body: bytes, size: int) -> str | None:
    """Why a PAX extended header body is malformed, or None.

    Each record is ``"%d %s=%s\\n"`` where the decimal length counts the whole
    record (POSIX pax, "extended header"); node-tar reads the same layout.
    """
    if len(body) < size:
        return "the body is cut short"
    pos = 0
    while pos < len(body):
        space = body.find(b" ", pos, pos + 21)
        digits = body[pos:space] if space > pos else b""
        if not digits.isdigit():
            return f"no record length at byte {pos}"
        length = int(digits)
        end = pos + length
        if length <= len(digits) + 1 or end > len(body):
            return f"record at byte {pos} claims {length} bytes"
        record = body[space + 1:end]
        if not record.endswith(b"\n") or b"=" not in record or record.startswith(b"="):
            return f"record at byte {pos} is not 'keyword=value\\n'"
        pos = end
    return None


_STEP = 1 << 20  # decompressed a MiB at a time: zlib's own buffer for one big call peaks at twice its size


def decompress(raw: bytes, limit: int, label: str) -> io.BytesIO:
    """A tarball's tar stream (gzip, bzip2, xz or none) as a file object,
    refused past ``limit`` bytes while decompressing: a gzip bomb never grows
    past the limit, and memory stays about the output's size."""
    import bz2
    import lzma
    import zlib

    out = io.BytesIO()

    def over() -> SourceError:
        return SourceError(f"the tar stream exceeds {limit} bytes once decompressed", label)

    def drain(step) -> None:  # step(max_length) -> bytes; b"" when it has nothing more now
        while True:
            chunk = step(_STEP)
            if not chunk:
                return
            out.write(chunk)
            if out.tell() > limit:
                raise over()

    try:
        if raw[:2] == b"\x1f\x8b":
            rest = raw
            while rest:  # a gzip file may hold several members, one after another
                d = zlib.decompressobj(16 + zlib.MAX_WBITS)
                pending = [rest]

                def step(n: int, d=d, pending=pending) -> bytes:
                    chunk = d.decompress(pending[0], n)
                    pending[0] = d.unconsumed_tail
                    return chunk
                drain(step)
                if not d.eof:
                    raise SourceError("corrupt tarball: the gzip stream is cut short", label)
                rest = d.unused_data.lstrip(b"\0")
        elif raw[:3] == b"BZh" or raw[:6] == b"\xfd7zXZ\x00":
            d = bz2.BZ2Decompressor() if raw[:3] == b"BZh" else lzma.LZMADecompressor()
            first = [raw]

            def step(n: int) -> bytes:
                data, first[0] = first[0], b""
                return b"" if d.eof else d.decompress(data, max_length=n)
            drain(step)
        else:
            out.write(raw)
    except (zlib.error, OSError, EOFError, ValueError, lzma.LZMAError) as exc:
        raise SourceError(f"corrupt tarball: {exc}", label) from None
    out.seek(0)
    return out


class TarSource(_FilesInMemory):
    """An npm tarball held in memory, read with every size bounded before it is read."""

    def __init__(self, path: str | Path, data: bytes | None = None):
        self.path = str(path)
        members: dict[str, bytes] = {}
        top = "package"  # npm's top directory; other packers use other names
        if data is None:
            try:
                data = read_regular(path, MAX_ARCHIVE_BYTES)
            except UnsafeFile as exc:
                raise SourceError(exc.message, self.path) from None
        stream = decompress(data, MAX_TAR_BYTES, self.path)
        del data
        try:
            archive = tarfile.open(fileobj=stream, mode="r:", tarinfo=_BoundedTarInfo)
        except _Refused as exc:
            raise SourceError(str(exc), self.path) from None
        except (tarfile.TarError, OSError, EOFError, ValueError) as exc:
            raise SourceError(f"not a readable tarball: {exc}", self.path) from None
        total = 0
        try:
            with archive:
                for count, member in enumerate(archive, 1):
                    if count > MAX_MEMBERS:
                        raise SourceError(f"more than {MAX_MEMBERS} members", self.path)
                    name = member.name
                    if "\x00" in name:
                        raise SourceError("refusing a member path containing a NUL byte", self.path, name)
                    if name.startswith("/") or PurePosixPath(name).is_absolute():
                        raise SourceError("refusing an absolute member path", self.path, name)
                    if ".." in PurePosixPath(name.replace("\\", "/")).parts:
                        raise SourceError("refusing a member path containing '..'", self.path, name)
                    if member.issym() or member.islnk():
                        raise SourceError("refusing a link member", self.path, name)
                    if member.isdir():
                        continue
                    if not member.isfile():
                        raise SourceError("refusing a special-file member", self.path, name)
                    if member.size > MAX_MEMBER_BYTES:
                        raise SourceError(f"refusing a member over {MAX_MEMBER_BYTES} bytes", self.path, name)
                    total += member.size
                    if total > MAX_TOTAL_BYTES:
                        raise SourceError(f"tarball contents exceed {MAX_TOTAL_BYTES} bytes", self.path)
                    parts = [p for p in name.split("/") if p not in ("", ".")]
                    rel = "/".join(parts[1:])  # npm strips the first component
                    if parts and not members:
                        top = parts[0]
                    if not rel:
                        continue
                    handle = archive.extractfile(member)
                    members[rel] = handle.read(MAX_MEMBER_BYTES + 1) if handle else b""
        except _Refused as exc:
            raise SourceError(str(exc), self.path) from None
        except (tarfile.TarError, OSError, EOFError, ValueError) as exc:
            raise SourceError(f"corrupt tarball: {exc}", self.path) from None
        super().__init__(members, self.path, top)


class MemorySource(_FilesInMemory):
    """Files held in memory (e.g. what ``dshkit build`` would write), never on disk."""

    def __init__(self, files: dict[str, bytes], label: str, prefix: str = "build"):
        super().__init__({norm: v for k, v in files.items() if (norm := normalize(k))}, label, prefix)
