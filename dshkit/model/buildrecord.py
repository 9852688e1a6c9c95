"""What built a bundle directory: the record ``dshkit build`` leaves in it.

``.dshkit-build.json`` names the dshkit that built the directory, the spec it
was built from (relative to the directory) and the sha256 of every file it
wrote. It is not packed (a built ``package.json`` always lists ``files``), so
users never see it; ``dshkit check`` uses it to tell a hand edit of a build
from the build itself (DSH111), and ``dshkit build --check`` ignores it.

A record found in a bundle is input like any other (docs/limits.md): bounded
in size, entries and name lengths, its names canonical (``dshkit build``
writes nothing else), and compared without ever leaving the bundle — a name
that leads through a symlink, a FIFO or a file larger than any build writes
counts as edited without being opened; one file under many names (hard links)
is hashed once, files are hashed a MiB at a time, and a check hashes at most
:data:`MAX_HASHED_BYTES` in all.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass, field

from dshkit.fsutil import MAX_FILE_BYTES, MAX_TEXT_BYTES, UnsafeFile, check_name, sha256_regular
from dshkit.model.jsonsrc import JsonError, parse_json
from dshkit.model.source import DirSource, Source, SourceError, normalize

RECORD = ".dshkit-build.json"
# Limits (docs/limits.md). A real record: a few dozen files, a few KB.
MAX_RECORD_BYTES = MAX_TEXT_BYTES  # the record file (1 MiB; ~14,000 entries fit)
MAX_RECORD_FILES = 10_000  # entries under "files"
MAX_BUILT_BY = 200  # characters of "builtBy" ("dshkit 1.2.3"), quoted in every finding
MAX_HASHED_BYTES = 128 * 1024 * 1024  # recorded files hashed by one check, all together
_SHA256 = re.compile(r"[0-9a-f]{64}")


class RecordError(Exception):
    """A record that is not one dshkit wrote; ``line``/``column`` are 1-based."""

    def __init__(self, message: str, line: int = 1, column: int = 1):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


@dataclass(frozen=True)
class BuildRecord:
    built_by: str
    spec: str  # posix path of the spec, relative to the built directory
    files: dict[str, str]  # relpath -> sha256 hex
    where: dict[str, tuple[int, int]] = field(default_factory=dict, compare=False)  # relpath -> its key's position


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def make_record(files: dict[str, bytes], spec: str, built_by: str) -> bytes:
    doc = {"builtBy": built_by, "spec": spec, "files": {rel: digest(files[rel]) for rel in sorted(files)}}
    return (json.dumps(doc, indent=2) + "\n").encode()


def read_record(data: bytes) -> BuildRecord:
    """The record; :class:`RecordError` (with a position) when it is not one
    dshkit writes: not JSON, a field missing, or over a limit."""
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"the record is {len(data)} bytes; dshkit reads at most {MAX_RECORD_BYTES}")
    try:
        root = parse_json(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise RecordError(f"not UTF-8 (byte {exc.start})") from None
    except JsonError as exc:
        raise RecordError(f"not JSON: {exc.message}", exc.line, exc.column) from None
    if not root.is_map:
        raise RecordError("not a JSON object", root.line, root.column)
    files, spec, built_by = root.get("files"), root.get("spec"), root.get("builtBy")
    for key, node, kind in (("builtBy", built_by, str), ("spec", spec, str), ("files", files, dict)):
        if node is None or not isinstance(node.value, kind):
            at = node or root
            raise RecordError(f"{key!r} is missing or not a {'string' if kind is str else 'JSON object'}",
                              at.line, at.column)
    if len(built_by.value) > MAX_BUILT_BY:
        raise RecordError(f"'builtBy' is {len(built_by.value)} characters (at most {MAX_BUILT_BY})",
                          built_by.line, built_by.column)
    try:
        check_name(spec.value)
    except UnsafeFile as exc:
        raise RecordError(f"'spec': {exc.message}", spec.line, spec.column) from None
    if len(files.value) > MAX_RECORD_FILES:
        raise RecordError(f"{len(files.value)} files recorded (at most {MAX_RECORD_FILES})", files.line, files.column)
    out, where = {}, {}
    for rel, node in files.value.items():
        key = files.keys[rel]
        try:
            check_name(rel)
        except UnsafeFile as exc:
            raise RecordError(exc.message, key.line, key.column) from None
        if not rel or normalize(rel) != rel:  # dshkit writes "dir/file", never "./", "..", "//" or "/x"
            raise RecordError(f"{rel!r} is not a path dshkit build writes", key.line, key.column)
        if not (isinstance(node.value, str) and _SHA256.fullmatch(node.value)):
            raise RecordError(f"the hash of {rel!r} is not a sha256", node.line, node.column)
        out[rel] = node.value
        where[rel] = (key.line, key.column)
    return BuildRecord(built_by.value, spec.value, out, where)


def changed_since_build(record: BuildRecord, source: Source) -> tuple[list[tuple[str, str]], list[str]]:
    """``(relpath, "edited" | "missing")`` for every recorded file that is not as
    built, in name order, and the files left unhashed once :data:`MAX_HASHED_BYTES`
    were hashed. Linear in the entries; reads nothing outside the bundle."""
    out, unchecked = [], []
    budget = MAX_HASHED_BYTES
    seen: dict[tuple[int, int], str | None] = {}  # (device, inode) -> its sha256, for hard links
    disk = _Disk(source.root) if isinstance(source, DirSource) else None
    for rel in sorted(record.files):
        want = record.files[rel]
        data = None
        if disk is not None:
            state, key, size = disk.state(rel)
        else:  # a tarball or files in memory: already read, bounded, nowhere else to go
            try:
                data = source.read(rel)
                state, key, size = ("missing", None, 0) if data is None else ("hash", None, len(data))
            except SourceError:  # over a limit: no build wrote it
                state, key, size = "edited", None, 0
        if state != "hash":
            out.append((rel, state))
            continue
        if key in seen:
            got = seen[key]
        elif size > budget:
            unchecked.append(rel)
            continue
        else:
            budget -= size
            got = digest(data) if data is not None else disk.sha256(rel)
            if key is not None:
                seen[key] = got
        if got != want:
            out.append((rel, "edited"))
    return out, unchecked


class _Disk:
    """A bundle directory seen through ``lstat`` alone: one call per recorded name
    and one per directory on the way (cached), never following a link."""

    def __init__(self, root):
        self.root = os.path.realpath(root)
        self._dirs: dict[str, bool] = {"": True}  # relative directory -> a real directory (no link)?

    def _real_dir(self, rel_dir: str) -> bool:
        got = self._dirs.get(rel_dir)
        if got is None:
            parent = rel_dir.rpartition("/")[0]
            try:
                got = self._real_dir(parent) and stat.S_ISDIR(os.lstat(os.path.join(self.root, rel_dir)).st_mode)
            except (OSError, ValueError):
                got = False
            self._dirs[rel_dir] = got
        return got

    def state(self, rel: str) -> tuple[str, tuple[int, int] | None, int]:
        """("missing" | "edited" | "hash", its inode, its size) for a recorded name:
        a symlink anywhere on the way, a FIFO or device, or a file larger than any
        build writes is edited; nothing is opened here."""
        try:
            st = os.lstat(os.path.join(self.root, rel))
        except (OSError, ValueError):
            return "missing", None, 0
        if not self._real_dir(rel.rpartition("/")[0]) or not stat.S_ISREG(st.st_mode) or st.st_size > MAX_FILE_BYTES:
            return "edited", None, 0  # dshkit build writes regular files only, each at most MAX_FILE_BYTES
        return "hash", (st.st_dev, st.st_ino), st.st_size

    def sha256(self, rel: str) -> str | None:
        try:
            return sha256_regular(os.path.join(self.root, rel))
        except (UnsafeFile, OSError):  # replaced since the lstat, grown past the limit, unreadable
            return None


def read_recorded(source: Source, rel: str) -> bytes | None:
    """A recorded file's bytes when it is still a file a build could have written
    (for a finding's line and column); None otherwise. Never leaves the bundle."""
    if isinstance(source, DirSource) and _Disk(source.root).state(rel)[0] != "hash":
        return None
    try:
        return source.read(rel)
    except SourceError:
        return None
