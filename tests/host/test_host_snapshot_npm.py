"""The host snapshots dshkit check reads are what the real host ships.

``dshkit/check/hostdata/0.1.0-rc.8.json`` was derived from the published
tarballs (``scripts/snapshot_host_rows.py --npm``, nothing installed). Here it
is held to the real installed host (the 0.1.0-rc.8 install tests/dshhost.py
caches): its base bundles' patch files replayed from ``node_modules`` and its
CLI's shipped presets must give the same rows. And the npm source itself, run
again against the registry, must reproduce the committed snapshots, including
0.1.5-rc.2, whose base bundles were never published (what it cannot read is
listed as underivable, not guessed).
"""

from __future__ import annotations

import importlib.util
import json

import pytest

from tests.dshhost import DSH_VERSION, ensure_host

COMPARED = ("host", "runtime", "loader", "surfaces", "bundles", "presets")


def _script(repo_root):
    spec = importlib.util.spec_from_file_location("snapshot_host_rows", repo_root / "scripts" / "snapshot_host_rows.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _committed(repo_root, version: str) -> dict:
    return json.loads((repo_root / "dshkit" / "check" / "hostdata" / f"{version}.json").read_text())


@pytest.fixture(scope="module")
def host():
    return ensure_host()


def test_npm_snapshot_is_what_the_installed_host_ships(host, repo_root):
    installed = _script(repo_root).snapshot_installed(str(host.root))
    committed = _committed(repo_root, DSH_VERSION)
    assert committed["derivedFrom"]["kind"] == "npm"
    for key in COMPARED:
        assert installed[key] == committed[key], key
    assert sum(len(b["rows"]) for b in installed["bundles"]) > 100


@pytest.mark.parametrize("version", [DSH_VERSION, "0.1.5-rc.2"])
def test_npm_source_reproduces_the_committed_snapshot(repo_root, tmp_path, version):
    data = _script(repo_root).snapshot(version, str(tmp_path))
    committed = _committed(repo_root, version)
    for key in COMPARED:
        assert data.get(key) == committed.get(key), key
    assert data["derivedFrom"] == committed["derivedFrom"]  # the same tarballs, the same integrity hashes
