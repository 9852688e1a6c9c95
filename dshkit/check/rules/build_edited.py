"""A file of a built bundle was edited after ``dshkit build`` wrote it.

Why: ``dshkit build`` records what it wrote (``.dshkit-build.json``: the spec
and each file's sha256). A hand edit of the output — ``order: 7`` typed into
``dist/cordis.patch.yml`` — is published as is, but nothing in the spec says
so: the next build silently drops it, and what users run changes without
anyone deciding it. Move the change into ``dshkit.yaml`` and rebuild
(``dshkit build --check`` shows whether the directory is what the spec
builds).

Severity (error): the next release silently drops the edit from every user's
install, or the edit ships although the spec, the reviewed source, says
otherwise.

PASS::

    dist/ exactly as `dshkit build` wrote it

FAIL::

    dist/cordis.patch.yml edited by hand after the build
"""

from __future__ import annotations

import os

from dshkit.check.finding import hit
from dshkit.model.buildrecord import (
    MAX_HASHED_BYTES, MAX_RECORD_BYTES, RECORD, RecordError, changed_since_build, digest, read_record,
    read_recorded,
)
from dshkit.model.problem import ERROR
from dshkit.model.source import DirSource, SourceError

ID = "DSH111"
NAME = "build-edited"
SEVERITY = ERROR
_BLOCK = 1 << 16


def _first_difference(built: bytes, now: bytes) -> tuple[int, int]:
    """1-based line and column (in characters) of the first byte where ``now``
    leaves ``built``; linear, a block at a time."""
    n = min(len(built), len(now))
    i = 0
    while i < n and built[i:i + _BLOCK] == now[i:i + _BLOCK]:
        i += _BLOCK
    i = min(i, n)
    while i < n and built[i] == now[i]:
        i += 1
    start = now.rfind(b"\n", 0, i) + 1
    return now.count(b"\n", 0, i) + 1, len(now[start:i].decode("utf-8", "replace")) + 1


def _spec_path(bundle, spec_rel: str) -> str | None:
    """The recorded spec, when it is where ``dshkit build`` puts it by default — a
    ``*.yaml``/``*.yml`` file in the bundle directory's own parent (the project
    that holds ``dist/``), no symlink on the way. Any other path (absolute, climbing
    further, through a link) is never opened: a bundle's record must not make
    check read the rest of the machine."""
    parts = spec_rel.split("/")
    if len(parts) != 2 or parts[0] != ".." or not parts[1].endswith((".yaml", ".yml")):
        return None
    project = os.path.dirname(os.path.realpath(bundle.source.root))
    path = os.path.join(project, parts[1])
    return path if os.path.realpath(path) == path and os.path.isfile(path) else None


def _rebuilt(bundle, spec_rel: str) -> dict[str, bytes] | None:
    """The files the recorded spec builds now (in memory), or None when it cannot be built."""
    if not isinstance(bundle.source, DirSource):
        return None
    spec = _spec_path(bundle, spec_rel)
    if spec is None:
        return None
    try:
        from dshkit.builder.render import render  # the build area is needed only here
        from dshkit.spec.loader import load_spec
        return {rel: data for rel, (data, _mode) in render(load_spec(spec)).files.items()}
    except Exception:  # noqa: BLE001 - a spec that no longer builds only costs us the line number
        return None


def _compare(data: bytes, source):
    """(the record or why it is not one, its changed files, the files left unhashed)."""
    try:
        record = read_record(data)
    except RecordError as exc:
        return exc, [], []
    return (record, *changed_since_build(record, source))


def check(ctx):
    for bundle in ctx.bundles:
        display = bundle.source.display(RECORD)
        try:
            data = bundle.source.read(RECORD, MAX_RECORD_BYTES)
        except SourceError as exc:  # a FIFO, a device, over the limit: not a record dshkit wrote
            yield hit(display, (1, 1), f"not a dshkit build record ({exc.message}): cannot tell hand edits")
            continue
        if data is None:
            continue
        key = ("build-record", data)  # the same answer for every host a check runs against
        if key not in bundle.derived:
            bundle.derived[key] = _compare(data, bundle.source)
        record, changed, unchecked = bundle.derived[key]
        if isinstance(record, RecordError):
            yield hit(display, (record.line, record.column), f"not a dshkit build record ({record.message}): "
                                                             "cannot tell hand edits")
            continue
        if unchecked:
            yield hit(display, record.where[unchecked[0]],
                      f"{len(unchecked)} recorded file(s) not compared: the files before them hold "
                      f"{MAX_HASHED_BYTES} bytes, the most one check hashes")
        rebuilt = _rebuilt(bundle, record.spec) if any(state == "edited" for _, state in changed) else None
        for rel, state in changed:
            if state == "missing":  # at the file's own entry: one finding per place, found in linear time
                yield hit(display, record.where[rel],
                          f"{rel} was built by {record.built_by} from {record.spec} but is gone")
                continue
            where = (1, 1)
            built = (rebuilt or {}).get(rel)
            if built is not None and digest(built) == record.files[rel]:  # the spec still builds what was recorded
                now = read_recorded(bundle.source, rel)
                if now is not None:
                    where = _first_difference(built, now)
            yield hit(bundle.source.display(rel), where,
                      f"edited after {record.built_by} built it from {record.spec}: the next build drops "
                      "this change (make it in the spec, then rebuild)")
