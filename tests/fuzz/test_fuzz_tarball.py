"""Fuzz: hostile tarballs (headers built byte by byte, lying sizes, corrupt PAX,
links, devices, bombs, flipped bytes) through ``dshkit check``'s tar reader."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given

from dshkit.check.api import check_paths
from tests.fuzz.contract import area_settings, run_case, snapshot
from tests.fuzz.hostile import tarballs


@area_settings("tarball")
@given(data=tarballs())
def test_fuzz_tarball_check(data):
    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-tgz-") as tmp:
        path = Path(tmp) / "bundle.tgz"
        path.write_bytes(data)
        before = snapshot(Path(tmp))
        run_case("tarball", lambda: check_paths([str(path)]), len(data), label=repr(data[:200]))
        assert snapshot(Path(tmp)) == before
