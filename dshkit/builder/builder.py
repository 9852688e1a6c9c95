"""Load a spec, render it, write the bundle directory atomically."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from dshkit import __version__
from dshkit.builder.output import LOCK_TIMEOUT, BuildLocked, write_tree_atomic
from dshkit.builder.render import RenderedBundle, render
from dshkit.errors import DshkitError, Location
from dshkit.fsutil import UnsafeFile, check_name, describe_os_error, sha256_regular
from dshkit.model.buildrecord import RECORD, digest, make_record
from dshkit.spec.loader import OUT_DIR, load_spec


def _target(spec, out_dir: str | Path | None) -> Path:
    target = Path(out_dir) if out_dir is not None else spec.root / OUT_DIR
    try:
        check_name(str(target))  # a NUL or an over-long name: no file system call may see it
    except UnsafeFile as exc:
        raise DshkitError(f"cannot build here: {exc.message}", Location(str(target)), "BUILD003") from None
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
    _write(target, {**bundle.files, RECORD: (record, 0o644)})
    return bundle, target


def _write(target: Path, files: dict[str, tuple[bytes, int]]) -> None:
    try:
        write_tree_atomic(target, files)
    except OSError as exc:  # read-only, full, permission denied: nothing half-written is left
        raise DshkitError(f"cannot write the bundle: {describe_os_error(exc)}", Location(str(target)),
                          "BUILD003") from None
    except BuildLocked:
        raise DshkitError(f"another build kept {target.parent} locked for {LOCK_TIMEOUT:.0f} s; "
                          "try again when it ends", Location(str(target)), "BUILD004") from None


def stale_files(spec_path: str | Path, out_dir: str | Path | None = None) -> tuple[Path, list[tuple[str, str]]]:
    """What ``dshkit build`` would change in the output directory, writing nothing:
    ``(relpath, "changed" | "missing" | "extra")``, sorted (the build record aside).

    Compared by kind, size and exec bit from ``lstat``, then by a hash read a MiB
    at a time only for a regular file of the expected size: a same-named 3 GiB
    file, a FIFO or a link costs one ``lstat``, never a read."""
    spec = load_spec(spec_path)
    bundle = render(spec)
    target = _target(spec, out_dir)
    on_disk: dict[str, str] = {}
    if target.is_dir():
        for dirpath, dirnames, filenames in os.walk(target):  # never follows a link to a directory
            for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
                path = os.path.join(dirpath, name)
                on_disk[Path(os.path.relpath(path, target)).as_posix()] = path
    on_disk.pop(RECORD, None)
    out = []
    for rel in sorted(set(bundle.files) | set(on_disk)):
        if rel not in on_disk:
            out.append((rel, "missing"))
        elif rel not in bundle.files:
            out.append((rel, "extra"))
        elif not _same_file(on_disk[rel], *bundle.files[rel]):
            out.append((rel, "changed"))
    return target, out


def _same_file(path: str, data: bytes, mode: int) -> bool:
    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size != len(data) or bool(st.st_mode & 0o111) != bool(mode & 0o111):
            return False
        return sha256_regular(path, len(data)) == digest(data)
    except (OSError, UnsafeFile):  # unreadable, or replaced by a FIFO since the lstat: not what the build writes
        return False
