"""The official 0.2.1-rc.2 snapshot is what the released runtime ships.

``dshkit/check/hostdata/0.2.1-rc.2.json`` was derived by
``scripts/snapshot_host_rows.py --runtime --wheel <the PyPI wheel>``: the
host's own packages copied out of the runtime executable from inside the
running host (dsh-host.md §9), replayed by dshkit's composer. Here the same
derivation runs again against the runtime installed in this Python and must
give the same rows, surfaces, presets, loader and services, from the same
executable (the sha256 the committed snapshot records for it).
"""

from __future__ import annotations

import importlib.util
import json

import pytest

from tests.dshhost import SDK_HOST_VERSION, SdkHostUnavailable, ensure_sdk_host

COMPARED = ("host", "runtime", "loader", "surfaces", "bundles", "presets", "services", "messageSource")


def _script(repo_root):
    spec = importlib.util.spec_from_file_location("snapshot_host_rows", repo_root / "scripts" / "snapshot_host_rows.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def derived(repo_root):
    try:
        ensure_sdk_host()
    except SdkHostUnavailable as why:
        pytest.skip(str(why))
    return _script(repo_root).snapshot_runtime()


@pytest.fixture(scope="module")
def committed(repo_root):
    return json.loads((repo_root / "dshkit" / "check" / "hostdata" / f"{SDK_HOST_VERSION}.json").read_text())


def test_runtime_snapshot_is_what_the_installed_runtime_ships(derived, committed):
    for key in COMPARED:
        assert derived[key] == committed[key], key
    got, want = derived["derivedFrom"], committed["derivedFrom"]
    assert want["kind"] == "wheel" and want["official"] is True
    assert len(want["wheelSha256"]) == 64  # the wheel file itself, hashed when the snapshot was made
    for key in ("distribution", "version", "executable", "executableSha256"):
        assert got[key] == want[key], key


def test_runtime_snapshot_has_every_profile_and_the_rc2_rows(committed):
    assert sorted(committed["surfaces"]) == ["acp", "headless", "sdk", "sdk-minimal", "web"]
    rows = {b["name"]: len(b["rows"]) for b in committed["bundles"]}
    assert rows["@deepseek-ai/dsh-base"] == 96 and rows["@deepseek-ai/dsh-web-app"] == 94  # dsh-host.md §9
    assert {"standard", "ptc", "minimal"} <= set(committed["presets"])
    standard = set(committed["presets"]["standard"]["modules"])
    assert {"@deepseek-ai/dsh-time-context", "@deepseek-ai/dsh-tool-schedule"} <= standard
    # only web mounts the preset registry; a preset row needs it
    registry = "@deepseek-ai/dsh-agent-preset-registry"
    assert "agentPresets" in committed["services"][registry]["provides"]
    assert "agentPresets" in committed["services"]["@deepseek-ai/dsh-agent-preset"]["inject"]
    mounted = {s: {r["name"] for b in committed["bundles"] if b["name"] in names for r in b["rows"]}
               for s, names in committed["surfaces"].items()}
    assert [s for s, names in mounted.items() if registry in names] == ["web"]
    assert committed["loader"]["resolved"] == "1.0.6"
    assert committed["messageSource"]["refusedKinds"] == ["plugin"] and committed["messageSource"]["format"] == 4
