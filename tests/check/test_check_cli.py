"""``dshkit check``: output formats, exit codes, configuration, suppressions,
tarballs, profiles and dshkit.yaml specs, driven through the real CLI."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.check.helpers import DEFAULT_FILES, write_bundle

BAD_PATCH = "- name: dsh-fixture\n  config: {}\n"  # a bare row: DSH303 at 1:3


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dshkit", "check", *args], capture_output=True, text=True,
                          cwd=cwd, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})


@pytest.fixture
def bad_bundle(tmp_path) -> Path:
    return write_bundle(tmp_path / "bad", {"files": {"cordis.patch.yml": BAD_PATCH}})


@pytest.fixture
def good_bundle(tmp_path) -> Path:
    return write_bundle(tmp_path / "good", {})


def test_text_output_and_exit_status(bad_bundle, good_bundle):
    proc = run(str(bad_bundle))
    assert proc.returncode == 1
    assert f"{bad_bundle}/cordis.patch.yml:1:3: error DSH303 " in proc.stdout
    assert "Traceback" not in proc.stderr
    clean = run(str(good_bundle))
    assert clean.returncode == 0 and clean.stdout == ""


def test_fail_on_threshold(tmp_path):
    warn_only = write_bundle(tmp_path / "w", {"files": {"cordis.patch.yml": "- insert:\n    - name: dsh-fixture\n"}})
    assert run(str(warn_only)).returncode == 0  # DSH304 is a warning; default --fail-on error
    assert run("--fail-on", "warning", str(warn_only)).returncode == 1
    assert run("--fail-on", "never", str(warn_only)).returncode == 0


def test_json_format(bad_bundle):
    data = json.loads(run("--format", "json", str(bad_bundle)).stdout)
    item = next(d for d in data if d["code"] == "DSH303")
    assert set(item) >= {"path", "line", "column", "code", "severity", "message"}
    assert (item["line"], item["column"], item["severity"]) == (1, 3, "error")


def test_sarif_format(bad_bundle):
    doc = json.loads(run("--format", "sarif", str(bad_bundle)).stdout)
    assert doc["version"] == "2.1.0"
    run0 = doc["runs"][0]
    ids = [r["id"] for r in run0["tool"]["driver"]["rules"]]
    result = next(r for r in run0["results"] if r["ruleId"] == "DSH303")
    assert ids[result["ruleIndex"]] == "DSH303"
    region = result["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"]) == (1, 3) and result["level"] == "error"


def test_sarif_output_is_valid_sarif_2_1_0(bad_bundle, shared_dir):
    """Validated against the official SARIF 2.1.0 schema (shipped in the pinned
    npm package @microsoft/jest-sarif), on a fixture and on the whole corpus."""
    import jsonschema

    from tests.nodeoracle import sarif_schema

    validator = jsonschema.Draft4Validator(sarif_schema())
    corpus = sorted(str(p) for p in (shared_dir / "corpus" / "bundles").iterdir())
    for paths in ([str(bad_bundle)], corpus):
        doc = json.loads(run("--format", "sarif", *paths).stdout)
        assert doc["runs"][0]["results"], "expected findings to validate"
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
        assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors[:10]]


def test_github_format(bad_bundle):
    out = run("--format", "github", str(bad_bundle)).stdout
    line = next(l for l in out.splitlines() if "DSH303" in l)
    assert line.startswith("::error file=") and ",line=1,col=3," in line


def test_list_rules_and_explain():
    listing = run("--list-rules")
    assert listing.returncode == 0 and "DSH303  bare-patch-item" in listing.stdout
    explain = run("--explain", "DSH303")
    assert explain.returncode == 0 and "PASS::" in explain.stdout and "FAIL::" in explain.stdout
    by_name = run("--explain", "bare-patch-item")
    assert by_name.stdout == explain.stdout
    unknown = run("--explain", "DSH999")
    assert unknown.returncode == 2 and "DSH999" in unknown.stderr


def test_disable_on_command_line_and_in_config(bad_bundle, tmp_path):
    assert run("--disable", "DSH303", str(bad_bundle)).returncode == 0
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "pyproject.toml").write_text('[tool.dshkit.check]\ndisable = ["DSH303"]\n')
    assert run(str(bad_bundle), cwd=proj).returncode == 0
    yproj = tmp_path / "yproj"
    yproj.mkdir()
    (yproj / ".dshkit.yaml").write_text("check:\n  disable: [bare-patch-item]\n")
    assert run(str(bad_bundle), cwd=yproj).returncode == 0
    (yproj / ".dshkit.yaml").write_text("check:\n  disabel: [DSH303]\n")
    bad = run(str(bad_bundle), cwd=yproj)
    assert bad.returncode == 2 and "disabel" in bad.stderr and "Traceback" not in bad.stderr


def test_per_line_suppression(tmp_path):
    trailing = write_bundle(tmp_path / "t", {"files": {
        "cordis.patch.yml": "- name: dsh-fixture  # dshkit: disable=DSH303\n  config: {}\n"}})
    assert "DSH303" not in run(str(trailing)).stdout
    above = write_bundle(tmp_path / "a", {"files": {
        "cordis.patch.yml": "# dshkit: disable=DSH303\n- name: dsh-fixture\n  config: {}\n"}})
    assert "DSH303" not in run(str(above)).stdout
    other_code = write_bundle(tmp_path / "o", {"files": {
        "cordis.patch.yml": "- name: dsh-fixture  # dshkit: disable=DSH305\n  config: {}\n"}})
    assert "DSH303" in run(str(other_code)).stdout


def _tgz(path: Path, members: dict[str, bytes], *, symlink: str | None = None) -> Path:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
        if symlink:
            info = tarfile.TarInfo(symlink)
            info.type = tarfile.SYMTYPE
            info.linkname = "/etc/passwd"
            tar.addfile(info)
    path.write_bytes(buf.getvalue())
    return path


def test_tarball_read_in_memory(tmp_path):
    members = {f"package/{k}": v.encode() for k, v in DEFAULT_FILES.items()}
    members["package/cordis.patch.yml"] = BAD_PATCH.encode()
    tgz = _tgz(tmp_path / "dsh-fixture-1.0.0.tgz", members)
    before = sorted(p.name for p in tmp_path.iterdir())
    proc = run(str(tgz))
    assert proc.returncode == 1
    assert f"{tgz}!package/cordis.patch.yml:1:3: error DSH303" in proc.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written


@pytest.mark.parametrize("kind", ["dotdot", "absolute", "symlink", "oversize"])
def test_tarball_refusals(tmp_path, kind, monkeypatch):
    members = {f"package/{k}": v.encode() for k, v in DEFAULT_FILES.items()}
    symlink = None
    if kind == "dotdot":
        members["package/../../evil"] = b"x"
    elif kind == "absolute":
        members["/tmp/evil"] = b"x"
    elif kind == "symlink":
        symlink = "package/link"
    tgz = _tgz(tmp_path / "x.tgz", members, symlink=symlink)
    if kind == "oversize":
        from dshkit.model import source
        from dshkit.model.source import SourceError, TarSource
        monkeypatch.setattr(source, "MAX_MEMBER_BYTES", 10)
        with pytest.raises(SourceError, match="over 10 bytes"):
            TarSource(tgz)
        return
    proc = run(str(tgz))
    assert proc.returncode == 2
    assert "refusing" in proc.stderr and "[DSH001]" in proc.stderr and "Traceback" not in proc.stderr


def test_unusable_input_exits_2(tmp_path):
    missing = run(str(tmp_path / "nope"))
    assert missing.returncode == 2 and "no such file" in missing.stderr
    garbage = tmp_path / "junk.tgz"
    garbage.write_bytes(b"not a tarball")
    proc = run(str(garbage))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_several_bundles_are_one_install(tmp_path):
    a = write_bundle(tmp_path / "a", {"files": {"cordis.patch.yml": "- insert: [{id: shared-row, name: dsh-a}]\n"}})
    b = write_bundle(tmp_path / "b", {"files": {
        "package.json": '{"name": "dsh-b", "version": "1.0.0", "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}',
        "cordis.patch.yml": "- id: shared-row\n  config: {x: 1}\n- insert: [{id: shared-row, name: dsh-b}]\n"}})
    out = run(str(a), str(b)).stdout
    assert "DSH306" not in out  # b's override finds a's row
    assert f"{b}/cordis.patch.yml:3:17: error DSH305 row id 'shared-row' is already inserted by dsh-fixture" in out
    alone = run(str(b)).stdout
    assert "DSH306" in alone  # on its own, nothing defines the row


def test_profile_composes_bundles_then_own_patch(tmp_path):
    profile = tmp_path / "profiles" / "web"
    write_bundle(profile / "node_modules" / "dsh-fixture", {})
    (profile / "package.json").write_text(json.dumps({"name": "profile-web", "private": True, "dsh": {
        "profile": {"bundles": ["@deepseek-ai/dsh-base", "@deepseek-ai/dsh-web-app", "dsh-fixture", "dsh-gone"]}}}))
    (profile / "cordis.patch.yml").write_text(
        "- id: fixture-row\n  config: {a: 1}\n- id: agent-default-model\n  config: {provider: x, model: y}\n"
        "- insert:\n    - id: agent-presets\n      name: dsh-mine\n")
    proc = run(str(profile))
    out = proc.stdout
    assert f"{profile}/package.json:1:" in out and "'dsh-gone' listed in dsh.profile.bundles is not installed" in out
    assert "DSH306" not in out  # fixture-row (a bundle) and agent-default-model (host snapshot) exist
    assert f"{profile}/cordis.patch.yml:6:11: error DSH305 row id 'agent-presets' collides with the host" in out


def test_profile_with_extra_paths_is_refused(tmp_path, good_bundle):
    profile = tmp_path / "p"
    profile.mkdir()
    (profile / "package.json").write_text('{"dsh": {"profile": {"bundles": []}}}')
    proc = run(str(profile), str(good_bundle))
    assert proc.returncode == 2 and "[DSH001]" in proc.stderr


def test_host_option(bad_bundle):
    assert run("--host", "0.1.0-rc.6", str(bad_bundle)).returncode == 1
    proc = run("--host", "9.9.9", str(bad_bundle))
    assert proc.returncode == 2 and "no host snapshot" in proc.stderr


def test_never_evaluates_js(tmp_path):
    marker = tmp_path / "evaluated"
    patch = f"- insert:\n    - id: fixture-row\n      name: dsh-fixture\n      disabled: !!js require('fs').writeFileSync('{marker}', 'x')\n"
    bundle = write_bundle(tmp_path / "b", {"files": {"cordis.patch.yml": patch}})
    assert run(str(bundle)).returncode == 0
    assert not marker.exists()


# What DSH 0.2.1-rc.2 does to today's example builds (issue 21): the generated
# memory entry finds the host through process.argv[1] (DSH315, and DSH314 for a
# compaction replacement) and injects with source kind 'plugin' (DSH316), a
# preset row waits for a registry only web mounts (DSH406). Reported on that host only; anything else at warning or above is a
# regression.
KNOWN_ON_021 = {"DSH314", "DSH315", "DSH316", "DSH406"}


def test_built_examples_are_clean(repo_root, tmp_path):
    specs = sorted((repo_root / "examples").glob("*/dshkit.yaml"))
    if not specs:
        pytest.fail("examples/*/dshkit.yaml are part of the repository")

    def judged(proc):
        assert "Traceback" not in proc.stderr and proc.returncode in (0, 1), proc.stderr
        findings = json.loads(proc.stdout)
        known = [f for f in findings if f["code"] in KNOWN_ON_021]
        assert all("0.2.1-rc.2" in f["message"] and "0.1." not in f["message"] for f in known), known
        assert not [f for f in findings if f["code"] not in KNOWN_ON_021 and f["severity"] != "info"], findings
        assert proc.returncode == (1 if any(f["severity"] == "error" for f in known) else 0)
    for spec in specs:
        judged(run("--format", "json", str(spec)))
        out = tmp_path / spec.parent.name
        built = subprocess.run([sys.executable, "-m", "dshkit", "build", str(spec), "-o", str(out)],
                               capture_output=True, text=True)
        assert built.returncode == 0, built.stderr
        judged(run("--format", "json", str(out)))
        # on the npm host the examples were written for, nothing at all above info
        on_rc8 = run("--format", "json", "--host", "0.1.0-rc.8", str(out))
        assert on_rc8.returncode == 0 and not [f for f in json.loads(on_rc8.stdout) if f["severity"] != "info"]


def test_hypatia_preset_row_named_on_sdk_not_on_web(repo_root):
    """Done-when of issue 21: the preset row waits for agentPresets on sdk only."""
    spec = str(repo_root / "examples" / "hypatia-auto-memory" / "dshkit.yaml")
    sdk = json.loads(run("--format", "json", "--host", "0.2.1-rc.2", "--surface", "sdk", spec).stdout)
    [hit] = [f for f in sdk if f["code"] == "DSH406"]
    assert "preset-smart-memory" in hit["message"] and "waiting for service: agentPresets" in hit["message"]
    assert hit["path"].endswith("cordis.patch.yml")
    web = json.loads(run("--format", "json", "--host", "0.2.1-rc.2", "--surface", "web", spec).stdout)
    assert not [f for f in web if f["code"] == "DSH406"]
    assert not [f for f in web if "preset-smart-memory" in f["message"] and f["severity"] != "info"]
