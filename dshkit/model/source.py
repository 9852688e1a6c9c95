"""Where a bundle's files come from: a directory, or a ``.tgz`` read in memory.

A tarball is never extracted: members are read into memory after refusing
absolute or ``..`` paths, links and devices, and members over a size limit.
The leading directory of each member (``package/`` for npm) is stripped, as
npm does when it unpacks.
"""

from __future__ import annotations

import io
import os
import tarfile
from pathlib import Path, PurePosixPath

MAX_MEMBER_BYTES = 32 * 1024 * 1024
MAX_TOTAL_BYTES = 256 * 1024 * 1024
MAX_MEMBERS = 20000
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

    def read(self, rel: str) -> bytes | None:
        raise NotImplementedError

    def size(self, rel: str) -> int | None:
        raise NotImplementedError

    def is_dir(self, rel: str) -> bool:
        raise NotImplementedError

    def files(self) -> list[str]:
        raise NotImplementedError

    def display(self, rel: str) -> str:
        raise NotImplementedError

    def read_text(self, rel: str) -> str | None:
        data = self.read(rel)
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
        self.root = Path(root)
        self._root = str(root)
        self.label = label if label is not None else str(root).rstrip("/")
        self._files: list[str] | None = None

    def _path(self, rel: str) -> str | None:
        norm = normalize(rel)
        return None if norm is None else os.path.join(self._root, norm)

    def read(self, rel: str) -> bytes | None:
        p = self._path(rel)
        if p is None:
            return None
        try:
            with open(p, "rb") as fh:
                return fh.read()
        except OSError:  # missing, a directory, unreadable
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

    def read(self, rel: str) -> bytes | None:
        norm = normalize(rel)
        return None if norm is None else self._files.get(norm)

    def size(self, rel: str) -> int | None:
        data = self.read(rel)
        return None if data is None else len(data)

    def is_dir(self, rel: str) -> bool:
        norm = normalize(rel)
        return norm is not None and (norm == "" or norm in self._dirs)

    def files(self) -> list[str]:
        return sorted(self._files)

    def display(self, rel: str) -> str:
        return f"{self.label}!{self.prefix}/{rel}"


class TarSource(_FilesInMemory):
    """An npm tarball held in memory."""

    def __init__(self, path: str | Path, data: bytes | None = None):
        self.path = str(path)
        members: dict[str, bytes] = {}
        top = "package"  # npm's top directory; other packers use other names
        raw = data if data is not None else Path(path).read_bytes()
        try:
            archive = tarfile.open(fileobj=io.BytesIO(raw), mode="r:*")
        except (tarfile.TarError, OSError, EOFError) as exc:
            raise SourceError(f"not a readable tarball: {exc}", self.path) from None
        total = 0
        try:
            with archive:
                for count, member in enumerate(archive, 1):
                    if count > MAX_MEMBERS:
                        raise SourceError(f"more than {MAX_MEMBERS} members", self.path)
                    name = member.name
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
        except (tarfile.TarError, OSError, EOFError, ValueError) as exc:
            raise SourceError(f"corrupt tarball: {exc}", self.path) from None
        super().__init__(members, self.path, top)


class MemorySource(_FilesInMemory):
    """Files held in memory (e.g. what ``dshkit build`` would write), never on disk."""

    def __init__(self, files: dict[str, bytes], label: str, prefix: str = "build"):
        super().__init__({norm: v for k, v in files.items() if (norm := normalize(k))}, label, prefix)
