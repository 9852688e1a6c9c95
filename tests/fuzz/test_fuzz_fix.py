"""Fuzz: ``dshkit check --fix``/``--diff``, the build record (DSH111) and ``dshkit
build --check`` on hostile trees, encodings, sizes and links (in-process).

Each case: a result or a located error within CASE_SECONDS and the memory
budget, never a traceback; nothing outside the bundle written (``--diff``:
nothing at all) and nothing outside it opened; a written file stays within
the limit check reads, keeps its BOM and line endings, and the host's reader
sees each item as it was or wrapped in ``- insert:``, nothing else.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import sys
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from dshkit.check.api import check_paths
from dshkit.check.cli import _fix
from dshkit.fsutil import MAX_TEXT_BYTES, MAX_YAML_BYTES
from dshkit.model.jsyaml import load as jsyaml_load
from tests.fuzz.contract import LOCATED, STATS, area_settings, run_case, snapshot
from tests.fuzz.fixtrees import fix_trees, outputs, records, write_fix_tree, write_record_tree

_opened: list[str] | None = None  # paths opened while a record case runs (Python's "open" audit event)


def _audit(event, args):
    if _opened is not None and event == "open" and isinstance(args[0], (str, bytes)):
        _opened.append(os.fsdecode(args[0]))


def _fix_quietly(root: Path, write: bool) -> str:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        _fix([str(root)], None, "web", set(), write)
    return err.getvalue()


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*")
            if p.is_file() and not p.is_symlink() and "sub" not in p.parts}


def _endings(data: bytes) -> set[bytes]:
    rest = data.replace(b"\r\n", b"")
    return {e for e, n in ((b"\r\n", data.count(b"\r\n")), (b"\r", rest.count(b"\r")), (b"\n", rest.count(b"\n"))) if n}


def _items(data: bytes) -> list | None:
    try:
        root = jsyaml_load(data.decode("utf-8", "replace"))
    except Exception:  # noqa: BLE001 - the old file may not read at all; then nothing was fixed in it
        return None
    return root.plain() if root is not None and root.is_seq else None


@area_settings("fix")
@given(tree=fix_trees(), area=st.sampled_from(["fix", "fix", "diff"]))
def test_fuzz_fix_and_diff(tree, area):
    write = area == "fix"
    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-fix-") as tmp:
        base = Path(tmp)
        root, outside = base / "b", base / "outside"
        size = write_fix_tree(root, outside, tree)
        before, outside_before, old = snapshot(base), snapshot(outside), _files(root)
        err = run_case(area, lambda: _fix_quietly(root, write), size, label=repr(tree)[:300]) or ""
        assert snapshot(outside) == outside_before, "--fix wrote outside the bundle"
        for line in err.splitlines():
            if line.endswith("[DSH006]"):
                assert LOCATED.match(line), line
                STATS[area].codes["DSH006 refused"] += 1
        if not write:
            assert snapshot(base) == before, "--diff wrote something"
            return
        for rel, new in _files(root).items():
            was = old.get(rel)
            if was is None or was == new:
                continue
            STATS[area].codes["file fixed"] += 1
            assert len(new) <= (MAX_TEXT_BYTES if rel == "package.json" else MAX_YAML_BYTES)
            assert new.startswith(b"\xef\xbb\xbf") == was.startswith(b"\xef\xbb\xbf")
            assert _endings(new) <= _endings(was) | ({b"\n"} if not _endings(was) else set()), (rel, new[:200])
            if rel == "package.json":
                json.loads(new.decode("utf-8", "replace").lstrip("\ufeff"))
                continue
            before_items, after_items = _items(was), _items(new)
            assert before_items is not None and after_items is not None and len(before_items) == len(after_items)
            for a, b in zip(before_items, after_items):
                assert b == a or b == {"insert": [a]}, (a, b)


@area_settings("record")
@given(record=records())
def test_fuzz_build_record(record):
    global _opened
    if _audit not in getattr(test_fuzz_build_record, "_hooked", ()):
        sys.addaudithook(_audit)  # permanent once added: it records only while _opened is a list
        test_fuzz_build_record._hooked = (_audit,)
    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-record-") as tmp:
        base = Path(tmp)
        dist, size = write_record_tree(base, record)
        before = snapshot(base)
        _opened = []
        try:
            run_case("record", lambda: check_paths([str(dist)]), size, label=repr(record[:300]))
            opened = _opened
        finally:
            _opened = None
        assert snapshot(base) == before
        outside = str(base / "outside")
        assert not [p for p in opened if os.path.realpath(p).startswith(outside)], "read outside the bundle"
        assert not [p for p in opened if os.path.basename(p) in ("fifo", "devzero", "spec-fifo.yaml", "huge.bin")]


_BUILT: dict[str, Path] = {}


def _built_project() -> Path:
    """One project built once; each case copies it."""
    if "p" not in _BUILT:
        from dshkit.builder import build_bundle
        from tests.hostile.helpers import project

        root = project(Path(tempfile.mkdtemp(prefix="dshkit-fuzz-built-")) / "p")
        build_bundle(root / "dshkit.yaml")
        _BUILT["p"] = root
    return _BUILT["p"]


@area_settings("buildcheck")
@given(files=outputs())
def test_fuzz_build_check(files):
    from dshkit.builder.builder import stale_files

    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-buildcheck-") as tmp:
        base = Path(tmp)
        root = base / "p"
        shutil.copytree(_built_project(), root, symlinks=True)
        (base / "outside").mkdir()
        (base / "outside" / "x").write_text("outside\n")
        dist = root / "dist"
        touched = set()
        for name, kind in files:
            path = dist / name
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists() or path.is_symlink():
                path.unlink()
            touched.add(name)
            if kind == "text":
                path.write_text("hand edit\n")
            elif kind.startswith("sparse"):
                with open(path, "wb") as fh:
                    fh.truncate(3 << 30 if kind == "sparse-3g" else 32 << 20)
            elif kind == "fifo":
                os.mkfifo(path)
            elif kind == "device":
                os.symlink("/dev/zero", path)
            elif kind == "link-out":
                os.symlink(base / "outside" / "x", path)
            elif kind == "link-in":
                os.symlink(os.path.relpath(dist / "package.json", path.parent), path)
            elif kind == "dir-link":
                os.symlink(base / "outside", path)
            else:  # same size as what the build writes, other bytes
                built = (_built_project() / "dist" / name)
                path.write_bytes(b"x" * (built.stat().st_size if built.is_file() else 3))
        before = snapshot(base)
        result = run_case("buildcheck", lambda: stale_files(root / "dshkit.yaml"), 0, label=repr(files))
        assert snapshot(base) == before
        if result is not None:
            stale = {rel for rel, _ in result[1]}
            assert touched <= stale, (touched, result[1])
