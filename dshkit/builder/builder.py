"""Load a spec, render it, write the bundle directory atomically."""

from __future__ import annotations

from pathlib import Path

from dshkit.builder.output import write_tree_atomic
from dshkit.builder.render import RenderedBundle, render
from dshkit.spec.loader import OUT_DIR, load_spec


def build_bundle(spec_path: str | Path, out_dir: str | Path | None = None) -> tuple[RenderedBundle, Path]:
    spec = load_spec(spec_path)
    bundle = render(spec)
    target = Path(out_dir) if out_dir is not None else spec.root / OUT_DIR
    if target.resolve() == spec.root.resolve() or spec.root.resolve().is_relative_to(target.resolve()):
        raise spec.error(f"refusing to build into {target}: it holds the spec itself", "BUILD001")
    if target.exists() and not target.is_dir():
        raise spec.error(f"cannot build into {target}: it is a file, not a directory", "BUILD002")
    write_tree_atomic(target, bundle.files)
    return bundle, target
