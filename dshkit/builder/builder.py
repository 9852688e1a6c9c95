"""Load a spec, render it, write the bundle directory atomically."""

from __future__ import annotations

import os
from pathlib import Path

from dshkit import __version__
from dshkit.builder.output import write_tree_atomic
from dshkit.builder.render import RenderedBundle, render
from dshkit.model.buildrecord import RECORD, make_record
from dshkit.spec.loader import OUT_DIR, load_spec


def _target(spec, out_dir: str | Path | None) -> Path:
    target = Path(out_dir) if out_dir is not None else spec.root / OUT_DIR
    if target.resolve() == spec.root.resolve() or spec.root.resolve().is_relative_to(target.resolve()):
        raise spec.error(f"refusing to build into {target}: it holds the spec itself", "BUILD001")
    if target.exists() and not target.is_dir():
        raise spec.error(f"cannot build into {target}: it is a file, not a directory", "BUILD002")
    return target


def build_bundle(spec_path: str | Path, out_dir: str | Path | None = None) -> tuple[RenderedBundle, Path]:
    spec = load_spec(spec_path)
    bundle = render(spec)
    target = _target(spec, out_dir)
    spec_rel = Path(os.path.relpath(Path(spec_path).resolve(), target.resolve())).as_posix()
    record = make_record({rel: data for rel, (data, _mode) in bundle.files.items()}, spec_rel,
                         f"dshkit {__version__}")
    write_tree_atomic(target, {**bundle.files, RECORD: (record, 0o644)})
    return bundle, target


def stale_files(spec_path: str | Path, out_dir: str | Path | None = None) -> tuple[Path, list[tuple[str, str]]]:
    """What ``dshkit build`` would change in the output directory, writing nothing:
    ``(relpath, "changed" | "missing" | "extra")``, sorted (the build record aside)."""
    spec = load_spec(spec_path)
    bundle = render(spec)
    target = _target(spec, out_dir)
    on_disk: dict[str, Path] = {}
    if target.is_dir():
        for path in target.rglob("*"):
            if path.is_file() or path.is_symlink():
                on_disk[path.relative_to(target).as_posix()] = path
    on_disk.pop(RECORD, None)
    out = []
    for rel in sorted(set(bundle.files) | set(on_disk)):
        if rel not in on_disk:
            out.append((rel, "missing"))
        elif rel not in bundle.files:
            out.append((rel, "extra"))
        else:
            data, mode = bundle.files[rel]
            path = on_disk[rel]
            if path.is_symlink() or path.read_bytes() != data or (path.stat().st_mode & 0o111 != 0) != bool(mode & 0o111):
                out.append((rel, "changed"))
    return target, out
