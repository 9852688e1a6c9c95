"""Fuzz: hostile tarballs (headers built byte by byte, lying sizes, corrupt PAX,
links, devices, bombs, flipped bytes) through ``dshkit check``'s tar reader."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings

from dshkit.check.api import check_paths
from tests.fuzz.contract import CASES, run_case, snapshot
from tests.fuzz.hostile import tarballs


@settings(max_examples=CASES["tarball"], deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck),
          phases=[Phase.explicit, Phase.generate, Phase.shrink])  # no explain: its tracing slows cases 5x
@given(data=tarballs())
def test_fuzz_tarball_check(data):
    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-tgz-") as tmp:
        path = Path(tmp) / "bundle.tgz"
        path.write_bytes(data)
        before = snapshot(Path(tmp))
        run_case("tarball", lambda: check_paths([str(path)]), len(data), label=repr(data[:200]))
        assert snapshot(Path(tmp)) == before
