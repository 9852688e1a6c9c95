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
from dshkit.fsutil import write_atomic as _write_atomic
from dshkit.pack.glob import GlobError
from dshkit.pack.npmmanifest import NpmCannotPack, is_package_bin, normalized_bins
from dshkit.pack.packlist import tar_paths
from dshkit.pack.tar import end_of_archive, entry_name, file_entry, link_entry


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
        # npm's JSON reader drops a leading BOM
        manifest = json.loads(path.read_bytes().decode("utf-8", errors="replace").removeprefix("\ufeff"))
    except FileNotFoundError:
        raise DshkitError("no package.json here: build the bundle first (dshkit build)",
                          Location(str(path)), "PACK001") from None
    except json.JSONDecodeError as exc:
        raise DshkitError(f"package.json is not valid JSON: {exc.msg}",
                          Location(str(path), exc.lineno, exc.colno), "PACK002") from None
    if not isinstance(manifest, dict):
        raise DshkitError("package.json must hold an object", Location(str(path), 1, 1), "PACK003")
    for key in ("name", "version"):
        if not isinstance(manifest.get(key), str) or not manifest[key]:
            raise DshkitError(f"package.json needs a string {key!r}", Location(str(path), 1, 1), "PACK003")
    return manifest


def tar_stream(directory: Path, paths: list[str], bins: dict[str, str] | None) -> bytes:
    """node-tar's stream for pacote's file list (paths as npm-packlist returns them)."""
    out = io.BytesIO()
    first_path: dict[tuple[int, int], str] = {}  # node-tar's linkCache: dev:ino -> first path
    for rel in paths:
        full = directory / rel
        st = os.lstat(full)
        mode = st.st_mode
        if is_package_bin(bins, rel):  # pacote's filter: package bins are always executable
            mode |= 0o111
        name = entry_name(rel)
        if st.st_nlink > 1:
            key = (st.st_dev, st.st_ino)
            if key in first_path:
                out.write(link_entry(name, first_path[key], mode))
                continue
            # the link target is named by its path relative to the package, prefixed
            first_path[key] = "package/" + os.path.relpath(full, directory).replace(os.sep, "/")
        out.write(file_entry(name, full.read_bytes(), mode))
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
    manifest = read_manifest(root)
    try:
        bins = normalized_bins(manifest, root)
        paths = tar_paths(root, manifest, bins)
        tar = tar_stream(root, paths, bins)
    except (NpmCannotPack, GlobError) as exc:
        raise DshkitError(f"npm pack would fail here too: {exc}", Location(str(root / "package.json")),
                          "PACK005") from None
    files = [p[2:] if p.startswith("./@") else p for p in paths]
    return PackResult(files, tar, gzip_bytes(tar))


def write_atomic(path: Path, data: bytes) -> None:
    """The tarball is always written 0644, like npm's."""
    _write_atomic(path, data, mode=0o644)
