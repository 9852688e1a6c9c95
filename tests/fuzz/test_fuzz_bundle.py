"""Fuzz: hostile bundle directories through ``dshkit check`` and ``dshkit pack``
(in-process): findings or a located error, never a traceback or a hang,
memory within budget, nothing written."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given

from dshkit.check.api import check_paths
from dshkit.pack.packer import pack_directory
from tests.fuzz.contract import area_settings, run_case, snapshot
from tests.fuzz.hostile import bundle_trees, write_bundle


@area_settings("bundle")
@given(tree=bundle_trees())
def test_fuzz_bundle_check_and_pack(tree):
    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-bundle-") as tmp:
        base = Path(tmp)
        size = write_bundle(base / "b", base / "outside", tree)
        before = snapshot(base)
        run_case("bundle", lambda: check_paths([str(base / "b")]), size, label=repr(tree)[:300])
        run_case("pack", lambda: pack_directory(base / "b"), size, label=repr(tree)[:300])
        assert snapshot(base) == before
