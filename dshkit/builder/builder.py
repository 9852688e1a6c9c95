"""Load a spec, render it, write the bundle directory atomically."""

from __future__ import annotations

from pathlib import Path

from dshkit.builder.output import LOCK_TIMEOUT, BuildLocked, write_tree_atomic
from dshkit.builder.render import RenderedBundle, render
from dshkit.errors import DshkitError, Location
from dshkit.fsutil import UnsafeFile, check_name, describe_os_error
from dshkit.spec.loader import OUT_DIR, load_spec


def build_bundle(spec_path: str | Path, out_dir: str | Path | None = None) -> tuple[RenderedBundle, Path]:
    spec = load_spec(spec_path)
    bundle = render(spec)
    target = Path(out_dir) if out_dir is not None else spec.root / OUT_DIR
    try:
        check_name(str(target))
        if target.resolve() == spec.root.resolve() or spec.root.resolve().is_relative_to(target.resolve()):
            raise spec.error(f"refusing to build into {target}: it holds the spec itself", "BUILD001")
        if target.exists() and not target.is_dir():
            raise spec.error(f"cannot build into {target}: it is a file, not a directory", "BUILD002")
        write_tree_atomic(target, bundle.files)
    except UnsafeFile as exc:
        raise DshkitError(f"cannot build here: {exc.message}", Location(str(target)), "BUILD003") from None
    except OSError as exc:  # read-only, full, permission denied: nothing half-written is left
        raise DshkitError(f"cannot write the bundle: {describe_os_error(exc)}", Location(str(target)),
                          "BUILD003") from None
    except BuildLocked:
        raise DshkitError(f"another build kept {target.parent} locked for {LOCK_TIMEOUT:.0f} s; "
                          "try again when it ends", Location(str(target)), "BUILD004") from None
    return bundle, target
