"""``dshkit pack`` against the real ``npm pack``: the tar streams must be identical.

The comparison is at the tar level (both .tgz files decompressed): Python's zlib
and Node's bundled zlib compress the same bytes differently at level 9, so the
gzip layer (and the sha512 ``integrity``) can differ while the archive is the same.
"""

from __future__ import annotations

import gzip
import io
import json
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from dshkit.builder import build_bundle
from dshkit.pack import pack_directory, packlist
from tests.pack.trees import make_trees

pytestmark = pytest.mark.oracle


def npm_pack(directory: Path, dest: Path) -> tuple[bytes, dict]:
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is required for the pack tests")
    dest.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run([npm, "pack", "--json", "--pack-destination", str(dest), str(directory.resolve())],
                          capture_output=True, text=True, check=True)
    info = json.loads(proc.stdout)[0]
    return gzip.decompress((dest / info["filename"]).read_bytes()), info


def _first_difference(a: bytes, b: bytes) -> str:
    for i in range(0, max(len(a), len(b)), 512):
        if a[i:i + 512] != b[i:i + 512]:
            return f"block {i // 512}:\n npm:    {a[i:i + 512][:200]!r}\n dshkit: {b[i:i + 512][:200]!r}"
    return "lengths differ"


@pytest.fixture(scope="module")
def trees(tmp_path_factory) -> dict[str, Path]:
    return make_trees(tmp_path_factory.mktemp("trees"))


@pytest.fixture(scope="module")
def built_examples(tmp_path_factory, repo_root) -> dict[str, Path]:
    out = {}
    for spec in sorted((repo_root / "examples").glob("*/dshkit.yaml")):
        target = tmp_path_factory.mktemp("ex") / spec.parent.name
        build_bundle(spec, target)
        out[spec.parent.name] = target
    assert "hypatia-auto-memory" in out
    return out


TREE_NAMES = ["files-list", "long-paths", "npmignore", "gitignore", "sorting", "unicode", "main-only", "negation-nested"]


@pytest.mark.parametrize("name", TREE_NAMES)
def test_tricky_tree_tar_equals_npm(name, trees, tmp_path):
    expected, info = npm_pack(trees[name], tmp_path / "npm")
    ours = pack_directory(trees[name])
    assert sorted(ours.files) == sorted(f["path"] for f in info["files"])
    assert ours.tar == expected, _first_difference(expected, ours.tar)


def test_every_example_tar_equals_npm(built_examples, tmp_path):
    for name, directory in built_examples.items():
        expected, info = npm_pack(directory, tmp_path / name)
        ours = pack_directory(directory)
        assert ours.tar == expected, f"{name}: " + _first_difference(expected, ours.tar)
        assert len(ours.files) == info["entryCount"]


def test_tar_properties_npm_relies_on(trees):
    result = pack_directory(trees["files-list"])
    members = tarfile.open(fileobj=io.BytesIO(result.tar)).getmembers()
    assert all(m.name.startswith("package/") and m.isfile() for m in members)  # no dir entries
    assert {m.mtime for m in members} == {499162500}  # 1985-10-26T08:15:00Z
    modes = {m.name: m.mode for m in members}
    assert modes["package/bin/cli.js"] == 0o755 and modes["package/lib/private.js"] == 0o600
    assert modes["package/bin/plain.js"] == 0o644  # a bin, yet not executable (as npm packs it)
    assert modes["package/lib/run.sh"] == 0o755  # group-write masked off
    assert len(result.tar) % 512 == 0 and result.tar.endswith(b"\0" * 1024)
    assert len(result.tar) % 10240 != 0 or len(result.tar) == 10240  # no 10 KiB record padding


def test_gzip_wrapper_and_digests(trees):
    result = pack_directory(trees["main-only"])
    assert result.tgz[:4] == b"\x1f\x8b\x08\x00" and result.tgz[4:8] == b"\0\0\0\0"  # mtime 0
    assert result.tgz[9] == 255  # OS unknown, as Node writes it
    assert gzip.decompress(result.tgz) == result.tar
    assert result.integrity.startswith("sha512-") and len(result.shasum) == 40


def test_packlist_always_includes_and_excludes(trees):
    files = packlist(trees["npmignore"])
    assert "package.json" in files and "README" in files and "Licence" in files
    for gone in ("a.log", "test/t.js", "build/out.js", "node_modules/dep/index.js", "package-lock.json",
                 ".npmrc", "x.orig", ".DS_Store", ".git/config", "sub/y.txt", ".npmignore"):
        assert gone not in files
    assert "keep.log" in files and "src/build/in.js" in files and "lib/l.js" in files
