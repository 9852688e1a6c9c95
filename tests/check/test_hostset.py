"""Which hosts ``dshkit check`` runs against: by default every official host
snapshot a bundle's ``@deepseek-ai/dsh*`` peer ranges admit (the host's own
test, includePrerelease), on every surface each ships; ``--host`` picks one,
``--surface`` one profile, a profile its own."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from dshkit.check import host as host_module
from dshkit.check.api import check_paths, load_inputs
from dshkit.check.hostset import admits, plan
from tests.check.helpers import write_bundle

# agent-presets is a row of the 0.1 hosts only; agent-preset-registry of the 0.2 one.
BOTH_LINES = ("- id: agent-presets\n  config: {default: standard}\n"
              "- id: agent-preset-registry\n  config: {default: standard}\n")


def _bundle(root, peers: dict | None, patch: str = BOTH_LINES):
    manifest = {"name": "dsh-acme", "version": "1.0.0", "files": ["cordis.patch.yml"],
                "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
    if peers is not None:
        manifest["peerDependencies"] = peers
        manifest["peerDependenciesMeta"] = {name: {"optional": True} for name in peers}
    return write_bundle(root, {"files": {"package.json": json.dumps(manifest), "cordis.patch.yml": patch}})


def _hosts(path, surface: str | None = "web") -> list[tuple[str, ...]]:
    bundles, profile = load_inputs([str(path)])
    return [run.versions for run in plan(bundles, profile, None, surface).runs]


def _runs(path, host=None, surface=None) -> list[tuple]:
    bundles, profile = load_inputs([str(path)])
    return [run.targets for run in plan(bundles, profile, host, surface).runs]


def _missing(findings, row: str):
    return [f for f in findings if f.code == "DSH306" and f"no row {row!r}" in f.message]


def test_the_host_peer_test_is_the_hosts_own():
    # includePrerelease: >=0.1.7-rc.1 admits a 0.2 prerelease (npm's default mode would not)
    assert admits([">=0.1.7-rc.1"], "0.2.1-alpha.2")
    assert not admits(["<0.2.0-0"], "0.2.1-alpha.2") and admits(["<0.3.0"], "0.3.0-rc.1")
    assert admits(["workspace:^"], "0.1.0-rc.8")  # the running version
    assert not admits([""], "0.1.0-rc.8") and not admits(["^0.1.0-rc.6", "^0.2.0-rc.1"], "0.1.0-rc.8")


def test_a_range_admitting_two_hosts_whose_rows_differ_gives_both_findings_named(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "0.1.0-rc.8 || 0.2.1-rc.2"})
    assert _hosts(path) == [("0.1.0-rc.8",), ("0.2.1-rc.2",)]
    findings = check_paths([str(path)], surface="web")
    [on_01] = _missing(findings, "agent-preset-registry")
    [on_02] = _missing(findings, "agent-presets")
    assert "host 0.1.0-rc.8 (web)" in on_01.message and "0.2.1-rc.2" not in on_01.message
    assert on_01.severity == "error"
    assert "host 0.2.1-rc.2 (web)" in on_02.message and "0.1.0-rc.8" not in on_02.message
    assert on_02.severity == "error"  # the official snapshot read every patch file of the host
    # each is the union's part one host produced; neither host alone gives both
    for version, row in (("0.1.0-rc.8", "agent-preset-registry"), ("0.2.1-rc.2", "agent-presets")):
        alone = check_paths([str(path)], host=version, surface="web")
        assert [f.line for f in alone if f.code == "DSH306"] == [f.line for f in _missing(findings, row)]


def test_a_finding_every_host_gives_is_one_finding_naming_them_all(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": ">=0.1.0-rc.8 <0.2.0-0"},
                   "- id: no-such-row\n  config: {}\n")
    assert _hosts(path) == [("0.1.0-rc.8",), ("0.1.1-rc.2",)]  # 0.1.5-rc.2: rows unknown, not picked
    [hit] = [f for f in check_paths([str(path)]) if f.code == "DSH306"]
    assert "host 0.1.0-rc.8 (web, headless), 0.1.1-rc.2 (web, headless)" in hit.message
    assert "[only on host" not in hit.message


def test_a_finding_only_some_hosts_give_names_them(tmp_path):
    # a bundle's own preset id 'code': shipped by every 0.1 host, not by the 0.2 one
    patch = ("- insert:\n    - id: preset-code\n      name: '@deepseek-ai/dsh-agent-preset'\n"
             "      config: {id: code, plugins: [{id: p, name: '@deepseek-ai/dsh-persona'}]}\n")
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "0.1.0-rc.8 || 0.2.1-rc.2"}, patch)
    hits = [f for f in check_paths([str(path)]) if f.code == "DSH402"]
    assert hits and all(f.message.endswith("[only on host 0.1.0-rc.8 (web, headless)]") for f in hits), hits


def test_hosts_with_equal_rows_are_checked_once(tmp_path, monkeypatch):
    data = tmp_path / "hostdata"
    shutil.copytree(host_module.HOSTDATA, data)
    twin = json.loads((data / "0.1.0-rc.8.json").read_text())
    twin["host"] = "0.1.0-rc.7"
    (data / "0.1.0-rc.7.json").write_text(json.dumps(twin))
    monkeypatch.setattr(host_module, "HOSTDATA", data)
    host_module._load.cache_clear()
    try:
        path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": ">=0.1.0-rc.7 <0.1.0-rc.9"},
                       "- id: no-such-row\n  config: {}\n")
        assert _hosts(path) == [("0.1.0-rc.7", "0.1.0-rc.8")]  # one run stands for both
        assert _runs(path) == [(("0.1.0-rc.7", "web"), ("0.1.0-rc.8", "web")),
                               (("0.1.0-rc.7", "headless"), ("0.1.0-rc.8", "headless"))]
        [hit] = [f for f in check_paths([str(path)], surface="web") if f.code == "DSH306"]
        assert "host 0.1.0-rc.7 (web), 0.1.0-rc.8 (web)" in hit.message
    finally:
        host_module._load.cache_clear()


def test_without_a_host_peer_the_newest_npm_host(tmp_path):
    path = _bundle(tmp_path / "b", None)
    assert _hosts(path) == [("0.1.0-rc.8",)]
    [hit] = _missing(check_paths([str(path)]), "agent-preset-registry")
    assert "host 0.1.0-rc.8 (web, headless)" in hit.message


def test_a_range_admitting_no_snapshot_falls_back_to_the_default(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "^9.0.0"})
    assert _hosts(path) == [("0.1.0-rc.8",)]


def test_several_bundles_each_keep_the_findings_of_their_own_hosts(tmp_path):
    old = _bundle(tmp_path / "old", {"@deepseek-ai/dsh": "0.1.0-rc.8"}, "- id: old-missing\n  config: {}\n")
    new = _bundle(tmp_path / "new", {"@deepseek-ai/dsh": "^0.2.1-alpha.1"}, "- id: new-missing\n  config: {}\n")
    findings = check_paths([str(old), str(new)])
    [a] = _missing(findings, "old-missing")
    [b] = _missing(findings, "new-missing")
    assert "host 0.1.0-rc.8 " in a.message and "0.2.1" not in a.message
    assert "host 0.2.1-rc.2 " in b.message and "0.1.0-rc.8" not in b.message and "alpha" not in b.message


def test_host_option_picks_one(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "0.1.0-rc.8 || 0.2.1-alpha.2"})
    findings = check_paths([str(path)], host="0.1.1-rc.2", surface="web")
    [hit] = [f for f in findings if f.code == "DSH306"]
    assert "host 0.1.1-rc.2 (web surface)" in hit.message and "does not admit 0.1.1-rc.2" in hit.message
    proc = subprocess.run([sys.executable, "-m", "dshkit", "check", "--format", "json", "--host", "0.2.1-alpha.2",
                           "--surface", "web", str(path)], capture_output=True, text=True)
    assert "Traceback" not in proc.stderr
    assert {f["line"] for f in json.loads(proc.stdout) if f["code"] == "DSH306"} == {1}


def test_a_host_whose_rows_are_unknown_skips_the_row_rules_and_says_so(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "^0.1.5-rc.2"})
    findings = check_paths([str(path)], host="0.1.5-rc.2")
    assert not [f for f in findings if f.code in ("DSH306", "DSH307", "DSH405")]
    [note] = [f for f in findings if f.code == "DSH005"]
    assert note.severity == "info" and "not published on npm" in note.message and "DSH306" in note.message


def test_profile_mode_checks_the_profiles_own_host(tmp_path):
    profile = tmp_path / "profile"
    base = profile / "node_modules" / "@deepseek-ai" / "dsh-base"
    base.mkdir(parents=True)
    (base / "package.json").write_text(json.dumps({"name": "@deepseek-ai/dsh-base", "version": "0.1.1-rc.2",
                                                   "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}))
    (base / "cordis.patch.yml").write_text("- insert:\n    - id: base-row\n      name: dsh-base-thing\n")
    (profile / "package.json").write_text(json.dumps(
        {"name": "p", "private": True, "dsh": {"profile": {"bundles": ["@deepseek-ai/dsh-base"]}}}))
    (profile / "cordis.patch.yml").write_text("- id: no-such-row\n  config: {}\n")
    assert _hosts(profile) == [("0.1.1-rc.2",)]
    [hit] = [f for f in check_paths([str(profile)]) if f.code == "DSH306"]
    assert "host 0.1.1-rc.2 " in hit.message


@pytest.mark.parametrize("version", ["0.1.0-rc.8", "0.2.1-alpha.2", "0.2.1-rc.2"])
def test_the_seeds_registry_patch_resolves_on_the_02_host_only(tmp_path, version):
    patch = ("- id: agent-preset-registry\n  name: '@deepseek-ai/dsh-agent-preset-registry'\n"
             "  config:\n    selectedDefault: smart-memory\n")
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"}, patch)
    missing = [f for f in check_paths([str(path)], host=version, surface="web") if f.code == "DSH306"]
    assert bool(missing) == (version == "0.1.0-rc.8")


def test_the_fork_snapshot_is_only_checked_by_name(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "^0.2.1-alpha.1"})
    assert _hosts(path) == [("0.2.1-rc.2",)]  # 0.2.1-alpha.2 is admitted, but a fork's copy
    assert _runs(path, host="0.2.1-alpha.2") == [(("0.2.1-alpha.2", "web"),), (("0.2.1-alpha.2", "headless"),)]


def test_every_surface_of_the_02_host_by_default_equal_rows_once(tmp_path):
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "^0.2.1-rc.2"}, "- id: no-such-row\n  config: {}\n")
    targets = [t for run in _runs(path) for t in run]
    assert sorted(targets) == sorted(("0.2.1-rc.2", s) for s in ("acp", "headless", "sdk", "sdk-minimal", "web"))
    assert _runs(path, surface="sdk") == [(("0.2.1-rc.2", "sdk"),)]
    [hit] = [f for f in check_paths([str(path)]) if f.code == "DSH306"]
    assert "host 0.2.1-rc.2 (acp, headless, sdk, sdk-minimal, web)" in hit.message


def test_a_base_row_override_is_only_a_warning_on_the_surface_without_it(tmp_path):
    # sdk-minimal has no dsh-base: an override of a base row is skipped there, applied elsewhere
    path = _bundle(tmp_path / "b", {"@deepseek-ai/dsh": "^0.2.1-rc.2"},
                   "- id: agent-default-model\n  config: {provider: deepseek-official, model: m}\n")
    [hit] = [f for f in check_paths([str(path)]) if f.code == "DSH306"]
    assert hit.severity == "warning" and "0.2.1-rc.2 (sdk-minimal)" in hit.message
    assert "acp, headless, sdk, web profiles insert it" in hit.message
    assert not [f for f in check_paths([str(path)], surface="sdk") if f.code == "DSH306"]


def test_a_surface_no_chosen_host_ships_is_a_usage_error(tmp_path):
    path = _bundle(tmp_path / "b", None)
    proc = subprocess.run([sys.executable, "-m", "dshkit", "check", "--surface", "sdk", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "DSH004" in proc.stderr and "ships no 'sdk' profile" in proc.stderr
    assert "Traceback" not in proc.stderr
