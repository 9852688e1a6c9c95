"""Drift between a spec, its build and the host: ``dshkit build --check``, the
build record that lets ``dshkit check`` report hand edits (DSH111), and the
standard preset's roster against the host snapshots."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from dshkit.builder.presets import builtin_presets, load_preset
from dshkit.check.host import known_versions, load_host
from dshkit.model.buildrecord import RECORD

REPO = Path(__file__).resolve().parents[2]


def dshkit(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dshkit", *args], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, "PYTHONPATH": str(REPO)})


@pytest.fixture
def built(tmp_path) -> Path:
    work = tmp_path / "hypatia"
    shutil.copytree(REPO / "examples" / "hypatia-auto-memory", work)
    proc = dshkit("build", cwd=work)
    assert proc.returncode == 0, proc.stderr
    return work


def test_build_check_passes_on_a_fresh_build_and_writes_nothing(built):
    before = {p: p.stat().st_mtime_ns for p in (built / "dist").rglob("*")}
    proc = dshkit("build", "--check", cwd=built)
    assert proc.returncode == 0 and "up to date" in proc.stdout, proc.stdout + proc.stderr
    assert {p: p.stat().st_mtime_ns for p in (built / "dist").rglob("*")} == before


def test_build_check_lists_every_difference_like_black_check(built):
    dist = built / "dist"
    patch = dist / "cordis.patch.yml"
    patch.write_text(patch.read_text().replace("order: 5", "order: 7"))
    (dist / "notes.txt").write_text("scratch\n")
    (dist / "README.md").unlink()
    proc = dshkit("build", "--check", cwd=built)
    assert proc.returncode == 1
    assert proc.stdout.splitlines() == [f"would write {dist}/README.md", f"would rewrite {patch}",
                                        f"would remove {dist}/notes.txt"]
    assert "3 file(s)" in proc.stderr and "Traceback" not in proc.stderr
    assert (dist / "notes.txt").exists() and not (dist / "README.md").exists()  # nothing written
    assert dshkit("build", cwd=built).returncode == 0
    assert dshkit("build", "--check", cwd=built).returncode == 0
    # a spec changed after the build shows up the same way
    spec = built / "dshkit.yaml"
    spec.write_text(spec.read_text().replace("version: 2.4.0", "version: 2.4.1"))
    proc = dshkit("build", "--check", cwd=built)
    assert proc.returncode == 1 and f"would rewrite {dist}/package.json" in proc.stdout.splitlines()


def test_check_reports_a_hand_edit_at_its_line(built):
    dist = built / "dist"
    assert dshkit("check", "dist", cwd=built).returncode == 0
    patch = dist / "cordis.patch.yml"
    lines = patch.read_text().splitlines(keepends=True)
    [at] = [i for i, line in enumerate(lines) if line.strip() == "order: 5"]
    lines[at] = lines[at].replace("order: 5", "order: 7")
    patch.write_text("".join(lines))
    proc = dshkit("check", "--format", "json", "dist", cwd=built)
    assert proc.returncode == 1
    [hit] = [f for f in json.loads(proc.stdout) if f["code"] == "DSH111"]
    col = lines[at].index("7") + 1
    assert (hit["path"], hit["line"], hit["column"], hit["severity"]) == ("dist/cordis.patch.yml", at + 1, col, "error")
    assert "dshkit.yaml" in hit["message"]


def test_the_record_is_not_packed(built, tmp_path):
    record = json.loads((built / "dist" / RECORD).read_text())
    assert record["spec"] == "../dshkit.yaml" and "cordis.patch.yml" in record["files"]
    out = tmp_path / "b.tgz"
    assert dshkit("pack", "dist", "-o", str(out), cwd=built).returncode == 0
    with tarfile.open(out) as tar:
        names = tar.getnames()
    assert "package/cordis.patch.yml" in names and f"package/{RECORD}" not in names


def _modules(rows) -> set[str]:
    out = set()
    for row in rows:
        out |= _modules(row.get("config") or []) if row.get("group") else {row["name"]}
    return out


# presets/standard.yml is the 0.2.x roster (docs/spec.md); the snapshots are 0.1.0
# hosts. The difference is the reviewed 0.1 -> 0.2 change of the standard preset:
# a host snapshot or a preset edit that changes it fails here, never silently.
REVIEWED_ROSTER_CHANGES = {
    "0.1.0-rc.6": {
        "only in presets/standard.yml": {"@deepseek-ai/dsh-command-goal", "@deepseek-ai/dsh-plugin-manager/tools",
                                         "@deepseek-ai/dsh-tool-present", "@deepseek-ai/dsh-workflow-ptc",
                                         # 0.2.1-rc.2's own additions (below)
                                         "@deepseek-ai/dsh-time-context", "@deepseek-ai/dsh-tool-schedule",
                                         "@deepseek-ai/dsh-plugin-market/tools"},
        "only in the host": {"@deepseek-ai/dsh-tool-ralph", "@deepseek-ai/dsh-workflow-worker-thread"},
    },
}
REVIEWED_ROSTER_CHANGES["0.1.0-rc.8"] = REVIEWED_ROSTER_CHANGES["0.1.0-rc.6"]
# 0.1.1-rc.2 (derived from source@dsh-v0.1.1-rc.2) ships the same presets as 0.1.0-rc.8.
REVIEWED_ROSTER_CHANGES["0.1.1-rc.2"] = REVIEWED_ROSTER_CHANGES["0.1.0-rc.6"]
# 0.2.1-alpha.2 (an unofficial fork's source): older than 0.2.1-rc.2, whose
# plugin-market/tools row it does not have yet.
REVIEWED_ROSTER_CHANGES["0.2.1-alpha.2"] = {
    "only in presets/standard.yml": {"@deepseek-ai/dsh-plugin-market/tools"},
    "only in the host": set(),
}
# 0.2.1-rc.2 (the official runtime wheel): presets/standard.yml follows its roster.
REVIEWED_ROSTER_CHANGES["0.2.1-rc.2"] = {"only in presets/standard.yml": set(), "only in the host": set()}


def _with_presets() -> list[str]:
    return [v for v in known_versions() if "standard" in load_host(v).presets]


def test_every_snapshot_has_a_standard_roster_or_says_why_not():
    for version in known_versions():
        host = load_host(version)
        assert version in _with_presets() or "presets" in host.underivable, version


@pytest.mark.parametrize("version", _with_presets())
def test_standard_preset_roster_against_each_host_snapshot(version):
    ours = _modules(load_preset(builtin_presets()["standard"]).plugins)
    host = set(load_host(version).presets["standard"]["modules"])
    assert version in REVIEWED_ROSTER_CHANGES, f"new host snapshot {version}: review presets/standard.yml against it"
    assert {"only in presets/standard.yml": ours - host, "only in the host": host - ours} \
        == REVIEWED_ROSTER_CHANGES[version]
