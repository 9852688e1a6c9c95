"""What built a bundle directory: the record ``dshkit build`` leaves in it.

``.dshkit-build.json`` names the dshkit that built the directory, the spec it
was built from (relative to the directory) and the sha256 of every file it
wrote. It is not packed (a built ``package.json`` always lists ``files``), so
users never see it; ``dshkit check`` uses it to tell a hand edit of a build
from the build itself (DSH111), and ``dshkit build --check`` ignores it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Callable

RECORD = ".dshkit-build.json"


@dataclass(frozen=True)
class BuildRecord:
    built_by: str
    spec: str  # posix path of the spec, relative to the built directory
    files: dict[str, str]  # relpath -> sha256 hex


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def make_record(files: dict[str, bytes], spec: str, built_by: str) -> bytes:
    doc = {"builtBy": built_by, "spec": spec, "files": {rel: digest(files[rel]) for rel in sorted(files)}}
    return (json.dumps(doc, indent=2) + "\n").encode()


def read_record(data: bytes) -> BuildRecord | None:
    """The record, or None when it is not one (hand-made, truncated, another tool's)."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except ValueError:
        return None
    if not isinstance(doc, dict):
        return None
    files, spec, built_by = doc.get("files"), doc.get("spec"), doc.get("builtBy")
    if not (isinstance(files, dict) and isinstance(spec, str) and isinstance(built_by, str)):
        return None
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in files.items()):
        return None
    return BuildRecord(built_by, spec, dict(files))


def changed_since_build(record: BuildRecord, read: Callable[[str], bytes | None]) -> list[tuple[str, str]]:
    """``(relpath, "edited" | "missing")`` for every recorded file that is not as built."""
    out = []
    for rel, sha in sorted(record.files.items()):
        data = read(rel)
        if data is None:
            out.append((rel, "missing"))
        elif digest(data) != sha:
            out.append((rel, "edited"))
    return out
