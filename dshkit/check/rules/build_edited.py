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

from pathlib import Path

from dshkit.check.finding import hit
from dshkit.model.buildrecord import RECORD, changed_since_build, digest, read_record
from dshkit.model.problem import ERROR
from dshkit.model.source import DirSource

ID = "DSH111"
NAME = "build-edited"
SEVERITY = ERROR


def _first_difference(built: bytes, now: bytes) -> tuple[int, int]:
    """1-based line and column of the first byte where ``now`` leaves ``built``."""
    a, b = built.decode("utf-8", "replace").split("\n"), now.decode("utf-8", "replace").split("\n")
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            col = next((j for j, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
            return i + 1, col + 1
    return min(len(a), len(b)) + (len(a) != len(b)), 1


def _rebuilt(bundle, spec_rel: str) -> dict[str, bytes] | None:
    """The files the recorded spec builds now (in memory), or None when it cannot be built."""
    if not isinstance(bundle.source, DirSource):
        return None
    spec = (bundle.source.root / spec_rel).resolve()
    if not spec.is_file():
        return None
    try:
        from dshkit.builder.render import render  # the build area is needed only here
        from dshkit.spec.loader import load_spec
        return {rel: data for rel, (data, _mode) in render(load_spec(Path(spec))).files.items()}
    except Exception:  # noqa: BLE001 - a spec that no longer builds only costs us the line number
        return None


def check(ctx):
    for bundle in ctx.bundles:
        data = bundle.source.read(RECORD)
        if data is None:
            continue
        record = read_record(data)
        if record is None:
            yield hit(bundle.source.display(RECORD), (1, 1), "not a dshkit build record: cannot tell hand edits")
            continue
        changed = changed_since_build(record, bundle.source.read)
        rebuilt = _rebuilt(bundle, record.spec) if changed else None
        for rel, state in changed:
            if state == "missing":
                yield hit(bundle.source.display(RECORD), (1, 1),
                          f"{rel} was built by {record.built_by} from {record.spec} but is gone")
                continue
            where = (1, 1)
            built = (rebuilt or {}).get(rel)
            if built is not None and digest(built) == record.files[rel]:  # the spec still builds what was recorded
                where = _first_difference(built, bundle.source.read(rel) or b"")
            yield hit(bundle.source.display(rel), where,
                      f"edited after {record.built_by} built it from {record.spec}: the next build drops "
                      "this change (make it in the spec, then rebuild)")
