"""Assemble the tarball: packlist order, node-tar headers, gzip, integrity."""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import os
from dataclasses import dataclass
from pathlib import Path

from dshkit.errors import DshkitError, Location
from dshkit.fsutil import (
    MAX_FILE_BYTES, MAX_TEXT_BYTES, UnsafeFile, describe_os_error, read_regular, write_atomic as _write_atomic,
)
from dshkit.pack.packlist import packlist
from dshkit.pack.tar import end_of_archive, file_entry


@dataclass
class PackResult:
    files: list[str]
    tar: bytes
    tgz: bytes

    @property
    def integrity(self) -> str:
        return "sha512-" + base64.b64encode(hashlib.sha512(self.tgz).digest()).decode()

    @property
    def shasum(self) -> str:
        return hashlib.sha1(self.tgz).hexdigest()


def tarball_name(manifest: dict) -> str:
    """npm's file name: ``@scope/name`` 1.0.0 -> ``scope-name-1.0.0.tgz``."""
    name = str(manifest["name"]).lstrip("@").replace("/", "-")
    return f"{name}-{manifest['version']}.tgz"


def read_manifest(directory: Path) -> dict:
    path = directory / "package.json"
    try:
        manifest = json.loads(read_regular(path, MAX_TEXT_BYTES).decode("utf-8"))
    except FileNotFoundError:
        raise DshkitError("no package.json here: build the bundle first (dshkit build)",
                          Location(str(path)), "PACK001") from None
    except json.JSONDecodeError as exc:
        raise DshkitError(f"package.json is not valid JSON: {exc.msg}",
                          Location(str(path), exc.lineno, exc.colno), "PACK002") from None
    except (UnicodeDecodeError, RecursionError, ValueError) as exc:  # deep nesting, >4300-digit numbers
        reason = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise DshkitError(f"package.json cannot be read: {reason}", Location(str(path), 1, 1), "PACK002") from None
    except UnsafeFile as exc:
        raise DshkitError(exc.message, Location(str(path)), "PACK006") from None
    except OSError as exc:
        raise DshkitError(f"cannot read: {describe_os_error(exc)}", Location(str(path)), "PACK006") from None
    if not isinstance(manifest, dict):
        raise DshkitError("package.json is not a JSON object", Location(str(path), 1, 1), "PACK003")
    for key in ("name", "version"):
        if not isinstance(manifest.get(key), str) or not manifest[key]:
            raise DshkitError(f"package.json needs a string {key!r}", Location(str(path), 1, 1), "PACK003")
    return manifest


def tar_stream(directory: Path, files: list[str]) -> bytes:
    out = io.BytesIO()
    for rel in files:
        full = directory / rel
        st = os.stat(full)
        try:
            data = read_regular(full, MAX_FILE_BYTES)  # never a FIFO swapped in since the walk
        except UnsafeFile as exc:
            raise DshkitError(exc.message, Location(str(full)), "PACK006") from None
        out.write(file_entry("package/" + rel, data, st.st_mode))
    out.write(end_of_archive())
    return out.getvalue()


def gzip_bytes(data: bytes) -> bytes:
    # Header as npm's: mtime 0, OS byte 255, level 9. The deflate stream itself
    # comes from Python's zlib, which does not match Node's bundled zlib byte for
    # byte, so the .tgz (and its integrity) can differ while the tar is identical.
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0, filename="") as gz:
        gz.write(data)
    return buf.getvalue()


def pack_directory(directory: str | os.PathLike) -> PackResult:
    root = Path(directory).resolve()
    read_manifest(root)
    try:
        files = packlist(root)
    except UnsafeFile as exc:  # e.g. a FIFO named .npmignore
        raise DshkitError(exc.message, Location(str(root)), "PACK006") from None
    tar = tar_stream(root, files)
    return PackResult(files, tar, gzip_bytes(tar))


def write_atomic(path: Path, data: bytes) -> None:
    """The tarball is always written 0644, like npm's."""
    _write_atomic(path, data, mode=0o644)
