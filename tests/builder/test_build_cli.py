"""``dshkit init / build / pack / preset new / skills pin`` as a user runs them."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dshkit.builder import build_bundle
from dshkit.errors import DshkitError

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "hypatia-auto-memory"


def dshkit(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dshkit", *args], cwd=cwd, capture_output=True, text=True)


def test_init_build_pack_in_an_empty_directory(tmp_path):
    for args in (["init"], ["build"], ["pack"]):
        proc = dshkit(*args, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
    name = tmp_path.name.lower()
    tgz = next(tmp_path.glob("*.tgz"))
    assert tgz.name.endswith("-0.1.0.tgz") and name.replace("_", "-")[:4] in tgz.name
    out = proc.stdout
    assert "integrity: sha512-" in out and "shasum: " in out
    tar = gzip.decompress(tgz.read_bytes())
    assert b"package/cordis.patch.yml" in tar and b"package/src/index.js" in tar


def test_init_with_smart_memory_preset_builds(tmp_path):
    assert dshkit("init", "proj", "--preset", "smart-memory", cwd=tmp_path).returncode == 0
    proc = dshkit("build", cwd=tmp_path / "proj")
    assert proc.returncode == 0, proc.stderr
    assert "preset smart-memory" in proc.stdout
    assert "preset-smart-memory" in (tmp_path / "proj" / "dist" / "cordis.patch.yml").read_text()


def test_init_refuses_to_overwrite(tmp_path):
    assert dshkit("init", cwd=tmp_path).returncode == 0
    proc = dshkit("init", cwd=tmp_path)
    assert proc.returncode == 2 and "[INIT001]" in proc.stderr and "Traceback" not in proc.stderr


def test_build_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    build_bundle(EXAMPLE / "dshkit.yaml", a)
    build_bundle(EXAMPLE / "dshkit.yaml", b)
    files_a = sorted(p.relative_to(a).as_posix() for p in a.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b).as_posix() for p in b.rglob("*") if p.is_file())
    assert files_a == files_b and files_a
    for rel in files_a:
        assert (a / rel).read_bytes() == (b / rel).read_bytes(), rel
        assert (a / rel).stat().st_mode == (b / rel).stat().st_mode


def test_failed_build_leaves_the_previous_bundle(tmp_path):
    project = tmp_path / "p"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("dist"))
    out = project / "dist"
    build_bundle(project / "dshkit.yaml", out)
    before = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    (project / "skills" / "hypatia" / "SKILL.md").write_text("drifted\n")
    with pytest.raises(DshkitError):
        build_bundle(project / "dshkit.yaml", out)
    after = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert before == after
    assert not [p for p in project.iterdir() if p.name.startswith(".dist.")]  # no temp dirs left


def test_rebuild_replaces_stale_files(tmp_path):
    out = tmp_path / "out"
    build_bundle(EXAMPLE / "dshkit.yaml", out)
    (out / "stale.txt").write_text("old")
    build_bundle(EXAMPLE / "dshkit.yaml", out)
    assert not (out / "stale.txt").exists()


def test_vendored_skill_drift_and_repin(tmp_path):
    project = tmp_path / "p"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("dist"))
    skill = project / "skills" / "hypatia-dream" / "SKILL.md"
    skill.write_text(skill.read_text() + "\nA local patch.\n")
    proc = dshkit("build", cwd=project)
    assert proc.returncode == 2
    line = proc.stderr.strip().splitlines()[-1]
    assert line.startswith("dshkit.yaml:") and line.endswith("[SPEC006]") and "skills/hypatia-dream" in line
    spec_before = (project / "dshkit.yaml").read_text()
    proc = dshkit("skills", "pin", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert "re-pinned" in proc.stdout
    spec_after = (project / "dshkit.yaml").read_text()
    # only the pin changed: comments and layout are kept
    changed = [(a, b) for a, b in zip(spec_before.splitlines(), spec_after.splitlines()) if a != b]
    assert len(changed) == 1 and "sha256" in changed[0][1]
    assert dshkit("build", cwd=project).returncode == 0


def test_pin_a_new_skill_by_name(tmp_path):
    project = tmp_path / "p"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("dist"))
    proc = dshkit("skills", "pin", "hypatia-memory", cwd=project)
    assert proc.returncode == 0, proc.stderr
    text = (project / "dshkit.yaml").read_text()
    assert text.count("sha256:") == 3
    assert dshkit("build", cwd=project).returncode == 0


def test_preset_new_starts_from_standard_and_builds(tmp_path):
    assert dshkit("init", cwd=tmp_path).returncode == 0
    proc = dshkit("preset", "new", "reviewer", "--base", "standard", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "presets" / "reviewer.yml").is_file()
    spec = tmp_path / "dshkit.yaml"
    spec.write_text(spec.read_text() + "presets:\n  - ./presets/reviewer.yml\n")
    proc = dshkit("build", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "preset reviewer: 22 rows" in proc.stdout


def test_pack_of_a_directory_without_package_json(tmp_path):
    proc = dshkit("pack", str(tmp_path), cwd=tmp_path)
    assert proc.returncode == 2 and "[PACK001]" in proc.stderr and "Traceback" not in proc.stderr


def test_pack_output_file_and_summary(tmp_path):
    build_bundle(EXAMPLE / "dshkit.yaml", tmp_path / "b")
    proc = dshkit("pack", str(tmp_path / "b"), "-o", str(tmp_path / "x.tgz"), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "x.tgz").is_file() and "files: 8" in proc.stdout
    assert oct((tmp_path / "x.tgz").stat().st_mode & 0o777) == oct(0o644)


def test_summary_names_rows_presets_and_skills(tmp_path):
    proc = dshkit("build", str(EXAMPLE / "dshkit.yaml"), "-o", str(tmp_path / "o"), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    for text in ("row hypatia-auto-memory", "row preset-smart-memory", "preset smart-memory: 18 rows",
                 "skill hypatia-memory", ">=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"):
        assert text in proc.stdout
    assert json.loads((tmp_path / "o" / "package.json").read_text())["version"] == "2.4.0"
    assert os.listdir(tmp_path) == ["o"]
