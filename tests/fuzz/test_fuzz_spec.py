"""Fuzz: hostile specs and project trees through ``dshkit build`` (in-process).

Each case: a located error or a bundle, within CASE_SECONDS, under the memory
budget; never a traceback; nothing written outside the output; nothing from
outside the project shipped."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given

from dshkit.builder import build_bundle
from tests.fuzz.contract import area_settings, run_case, snapshot
from tests.fuzz.hostile import SECRET, make_presets, make_tree, spec_docs


@area_settings("spec")
@given(text=spec_docs())
def test_fuzz_spec_build(text):
    with tempfile.TemporaryDirectory(prefix="dshkit-fuzz-spec-") as tmp:
        base = Path(tmp)
        root, outside, out = base / "proj", base / "outside", base / "proj" / "out"
        make_tree(root, outside)
        make_presets(root, outside)
        (root / "dshkit.yaml").write_text(text, encoding="utf-8", errors="surrogatepass")
        before = snapshot(base)
        result = run_case("spec", lambda: build_bundle(root / "dshkit.yaml", out), len(text), label=text[:3000])
        after = snapshot(base, skip=out)
        assert after == before, sorted(set(after.items()) ^ set(before.items()))[:5]
        if result is not None:
            shipped = b"".join(p.read_bytes() for p in out.rglob("*") if p.is_file() and not p.is_symlink())
            assert SECRET.encode() not in shipped, "a file from outside the project was shipped"
