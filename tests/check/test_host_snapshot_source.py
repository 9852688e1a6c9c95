"""scripts/snapshot_host_rows.py --source: a host snapshot derived from the
host's repository at a release tag (for releases npm cannot install), read
from a real git repository with ``git show TAG:path``."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys

from dshkit.check.api import check_paths
from tests.check.helpers import write_bundle


def _script(repo_root):
    spec = importlib.util.spec_from_file_location("snapshot_host_rows", repo_root / "scripts" / "snapshot_host_rows.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _git(cwd, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=cwd, check=True,
                   capture_output=True)


def _host_repo(root, tag, extra_row):
    files = {
        "apps/cli/package.json": {"name": "@deepseek-ai/dsh", "version": "0.2.1-rc.2",
                                  "dependencies": {"@deepseek-ai/cordis-plugin-loader": "workspace:^",
                                                   "@deepseek-ai/dsh-app-boot": "workspace:^"}},
        "packages/loader/package.json": {"name": "@deepseek-ai/cordis-plugin-loader", "version": "1.0.7"},
        "packages/boot/package.json": {"name": "@deepseek-ai/dsh-app-boot", "version": "0.2.1-rc.2"},
    }
    for rel, data in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(json.dumps(data))
    for short in ("base", "web-app", "headless"):
        d = root / "packages" / "bundle" / short
        d.mkdir(parents=True)
        (d / "package.json").write_text(json.dumps({"name": f"@deepseek-ai/dsh-{short}", "version": "0.2.1-rc.2",
                                                   "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}))
        rows = f"    - id: {short}-row\n      name: '@deepseek-ai/dsh-{short}-thing'\n"
        if short == "web-app":
            rows += extra_row
        (d / "cordis.patch.yml").write_text("- insert:\n" + rows)
    preset = root / "apps/cli/config/agent-presets/standard/agent.cordis.yml"
    preset.parent.mkdir(parents=True)
    preset.write_text("- id: tool-fs\n  name: '@deepseek-ai/dsh-tool-fs'\n")
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    _git(root, "commit", "-qm", "release")
    _git(root, "tag", tag)
    return root / ".git"


def test_snapshot_from_a_release_tag(tmp_path, repo_root):
    row = "    - id: agent-preset-registry\n      name: '@deepseek-ai/dsh-agent-preset-registry'\n"
    git_dir = _host_repo(tmp_path / "dsh", "dsh-v0.2.1-rc.2", row)
    data = _script(repo_root).snapshot_from_source(str(git_dir), "dsh-v0.2.1-rc.2", offline=True)
    assert data["host"] == "0.2.1-rc.2"
    assert data["derivedFrom"] == {"kind": "source", "repository": "deepseek-ai/deepseek-harness",
                                   "tag": "dsh-v0.2.1-rc.2", "official": True}
    assert data["loader"] == {"package": "@deepseek-ai/cordis-plugin-loader", "range": "^1.0.7", "resolved": "1.0.7"}
    web = {r["id"]: r["name"] for b in data["bundles"] if b["name"] == "@deepseek-ai/dsh-web-app" for r in b["rows"]}
    assert web == {"web-app-row": "@deepseek-ai/dsh-web-app-thing",
                   "agent-preset-registry": "@deepseek-ai/dsh-agent-preset-registry"}
    assert data["presets"]["standard"]["modules"] == ["@deepseek-ai/dsh-tool-fs"]


def test_cli_writes_the_snapshot_by_its_host_version(tmp_path, repo_root):
    git_dir = _host_repo(tmp_path / "dsh", "dsh-v0.2.1-rc.2", "")
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, str(repo_root / "scripts" / "snapshot_host_rows.py"), "--offline",
                           "--source", str(git_dir), "--out", str(out), "dsh-v0.2.1-rc.2"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert json.loads((out / "0.2.1-rc.2.json").read_text())["derivedFrom"]["tag"] == "dsh-v0.2.1-rc.2"


def test_host_option_accepts_a_source_snapshot(tmp_path):
    root = write_bundle(tmp_path / "b", {})
    proc = subprocess.run([sys.executable, "-m", "dshkit", "check", str(root), "--host", "0.1.1-rc.2",
                           "--format", "json"], capture_output=True, text=True)
    assert proc.returncode in (0, 1) and "DSH004" not in proc.stderr, proc.stderr
    # its rows are the ones checked: a patch of a row 0.1.1-rc.2 ships finds it, a made-up id does not
    patch = "- id: agent-presets\n  config: {}\n- id: no-such-row\n  config: {}\n"
    other = write_bundle(tmp_path / "c", {"files": {"cordis.patch.yml": patch}})
    missing = [f for f in check_paths([str(other)], host="0.1.1-rc.2", surface="web") if f.code == "DSH306"]
    assert [f.line for f in missing] == [3], missing


def test_snapshot_from_a_forks_copied_files(tmp_path, repo_root):
    """--tree: a plain copy of a public fork's files (no git). The fork and commit are
    recorded and the snapshot is marked unofficial; a patch file the manifest lists
    but the copy lacks is named under derivedFrom.underivable, its rows absent."""
    git_dir = _host_repo(tmp_path / "dsh", "dsh-v0.2.1-rc.2",
                         "    - id: agent-preset-registry\n      name: '@deepseek-ai/dsh-agent-preset-registry'\n")
    copy = tmp_path / "copy"
    subprocess.run(["git", "clone", "-q", str(git_dir.parent), str(copy)], check=True)
    shutil.rmtree(copy / ".git")
    web = copy / "packages" / "bundle" / "web-app"
    manifest = json.loads((web / "package.json").read_text())
    manifest["dsh"]["bundle"]["patch"] = ["./cordis.patch.yml", "./presets/minimal.patch.yml", "./presets/std.patch.yml"]
    (web / "package.json").write_text(json.dumps(manifest))
    (web / "presets").mkdir()
    (web / "presets" / "std.patch.yml").write_text(
        "- insert:\n    - id: preset-std\n      name: '@deepseek-ai/dsh-agent-preset'\n"
        "      config:\n        id: std\n        plugins:\n          - {id: fs, name: '@deepseek-ai/dsh-tool-fs'}\n"
        "          - {id: g, name: 'cordis:group', group: true, config: [{id: x, name: '@deepseek-ai/dsh-x'}]}\n")
    data = _script(repo_root).snapshot_from_fork(str(copy), "someone/deepseek-harness@abc123")
    assert data["derivedFrom"]["kind"] == "fork" and data["derivedFrom"]["official"] is False
    assert data["derivedFrom"]["repository"] == "someone/deepseek-harness" and data["derivedFrom"]["commit"] == "abc123"
    assert "unofficial fork" in data["derivedFrom"]["note"]
    assert list(data["derivedFrom"]["underivable"]) == ["@deepseek-ai/dsh-web-app/presets/minimal.patch.yml"]
    [web_record] = [b for b in data["bundles"] if b["name"] == "@deepseek-ai/dsh-web-app"]
    assert web_record["missing_patches"] == ["./presets/minimal.patch.yml"]
    assert {r["id"] for r in web_record["rows"]} == {"web-app-row", "agent-preset-registry", "preset-std"}
    # a 0.1.7+ preset row: its roster is its plugins' modules, nested groups included
    assert data["presets"]["std"] == {"source": "@deepseek-ai/dsh-web-app row preset-std",
                                      "modules": ["@deepseek-ai/dsh-tool-fs", "@deepseek-ai/dsh-x"]}
