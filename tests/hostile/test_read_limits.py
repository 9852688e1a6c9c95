"""Issue 11 items 5, 6, 7: sizes, depth and numbers are bounded while reading;
FIFOs and devices are never opened. Each bad input is a located error (exit 2)
or a check finding, never a traceback or a hang."""

from __future__ import annotations

import json
import os

import pytest

from dshkit.model import bundle as bundle_mod
from tests.hostile.helpers import (
    GOOD_SPEC, MANIFEST, assert_located_exit_2, baseline_peak, bundle_dir, dshkit, dshkit_peak, project,
)

DEEP = 2000


# --- the spec ----------------------------------------------------------------------------

SPEC_CASES = {
    "deep-flow": (GOOD_SPEC + "x: " + "[" * DEEP + "]" * DEEP + "\n", "9:", "nesting deeper"),
    "deep-block": (GOOD_SPEC + "".join("  " * i + f"k{i}:\n" for i in range(300)) + "  " * 300 + "v\n",
                   "", "nesting"),
    "long-number": (GOOD_SPEC + "x: " + "9" * 5000 + "\n", "9:4", "5000 digits"),
    "nul-in-path": (GOOD_SPEC.replace("main: index.js", 'main: "index\\0.js"'), "4:9", "NUL"),
    "version-newline": (GOOD_SPEC.replace("version: 1.0.0", 'version: "1.0.0\\n"'), "3:12", "version"),
    "name-newline": (GOOD_SPEC.replace("name: dsh-demo", 'name: "dsh-demo\\n"'), "2:9", "name"),
    "engines-url": (GOOD_SPEC + "engines:\n  node: git+ssh://x\n", "10:9", "engines.node"),
    "long-name": (GOOD_SPEC.replace("main: index.js", "main: " + "a" * 300 + ".js"), "4:9", "255"),
    "alias-bomb": (GOOD_SPEC + "a: &a [1,1,1,1,1,1,1,1,1]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(8)),
        "14:4", "alias"),
}


@pytest.mark.parametrize("name", sorted(SPEC_CASES))
def test_hostile_spec_is_a_located_error(tmp_path, name):
    text, where, words = SPEC_CASES[name]
    root = project(tmp_path / "p", text)
    line = assert_located_exit_2(dshkit("build", "-o", tmp_path / "out", cwd=root), words)
    assert line.startswith("dshkit.yaml:" + where), line
    assert not (tmp_path / "out").exists()


def test_a_huge_spec_is_refused_before_it_is_parsed(tmp_path):
    root = project(tmp_path / "p", GOOD_SPEC + "description: " + "x" * (50 * 1024 * 1024) + "\n")
    proc, peak = dshkit_peak("build", cwd=root)
    assert_located_exit_2(proc, "at most")
    assert peak < baseline_peak() + 120, peak  # the 50 MB value is never read whole


def test_a_binary_preset_is_a_located_error(tmp_path):
    root = project(tmp_path / "p", GOOD_SPEC + "presets:\n  - ./bin.yml\n", **{"bin.yml": b"preset: x\n\xff\xfe\x00"})
    line = assert_located_exit_2(dshkit("build", cwd=root), "UTF-8", "SPEC011")
    assert line.startswith("bin.yml:2:1:"), line


def test_a_preset_alias_bomb_is_a_located_error(tmp_path):
    bomb = "preset: b\nplugins: &p [{id: a, name: b}]\n" + "".join(
        f"x{i}: &x{i} [" + ",".join([f"*{'p' if i == 0 else f'x{i - 1}'}"] * 9) + "]\n" for i in range(9))
    root = project(tmp_path / "p", GOOD_SPEC + "presets:\n  - ./bomb.yml\n", **{"bomb.yml": bomb})
    assert_located_exit_2(dshkit("build", cwd=root), "alias", "SPEC011")


def test_a_skill_with_deep_frontmatter_is_a_located_error(tmp_path):
    skill = "---\nname: s\ndescription: d\nx: " + "[" * DEEP + "]" * DEEP + "\n---\nbody\n"
    root = project(tmp_path / "p", GOOD_SPEC + "skills:\n  - path: sk\n", **{"sk/SKILL.md": skill})
    assert_located_exit_2(dshkit("build", cwd=root), "nesting")


# --- FIFOs and devices: never opened --------------------------------------------------------

def test_build_never_opens_a_fifo(tmp_path):
    for field, spec in (("main", GOOD_SPEC.replace("main: index.js", "main: pipe.js")),
                        ("files", GOOD_SPEC.replace("  main: index.js\n", "  main: index.js\n  files: [pipe.js]\n")),
                        ("readme", GOOD_SPEC.replace("  main: index.js\n", "  main: index.js\n  readme: pipe.js\n"))):
        root = project(tmp_path / field, spec)
        os.mkfifo(root / "pipe.js")
        proc = dshkit("build", cwd=root, timeout=30)
        assert_located_exit_2(proc)
        assert "FIFO" in proc.stderr or "does not exist" in proc.stderr, proc.stderr


def test_build_never_reads_a_fifo_spec(tmp_path):
    os.mkfifo(tmp_path / "dshkit.yaml")
    assert_located_exit_2(dshkit("build", cwd=tmp_path, timeout=30), "FIFO")


def test_a_fifo_inside_a_copied_directory_is_skipped(tmp_path):
    root = project(tmp_path / "p", GOOD_SPEC.replace("  main: index.js\n", "  main: index.js\n  files: [assets]\n"),
                   **{"assets/a.txt": "a"})
    os.mkfifo(root / "assets" / "pipe")
    proc = dshkit("build", "-o", tmp_path / "out", cwd=root, timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "out" / "assets" / "pipe").exists()


@pytest.mark.parametrize("which", ["package.json", "cordis.patch.yml"])
def test_check_never_opens_a_fifo(tmp_path, which):
    root = bundle_dir(tmp_path / "b")
    (root / which).unlink()
    os.mkfifo(root / which)
    assert_located_exit_2(dshkit("check", root, timeout=30), "FIFO", "DSH001")


def test_check_refuses_a_patch_file_linked_to_dev_zero(tmp_path):
    root = bundle_dir(tmp_path / "b")
    (root / "cordis.patch.yml").unlink()
    os.symlink("/dev/zero", root / "cordis.patch.yml")
    proc, peak = dshkit_peak("check", root, timeout=30)
    assert_located_exit_2(proc, "device", "DSH001")
    assert peak < baseline_peak() + 50, peak


def test_pack_never_opens_a_fifo(tmp_path):
    root = bundle_dir(tmp_path / "b")
    os.mkfifo(root / ".npmignore")
    assert_located_exit_2(dshkit("pack", root, "-o", tmp_path / "x.tgz", timeout=30), "FIFO", "PACK006")
    (root / ".npmignore").unlink()
    os.mkfifo(root / "extra.js")  # in the packlist walk: a FIFO is never packed
    proc = dshkit("pack", root, "-o", tmp_path / "x.tgz", timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert "extra.js" not in proc.stdout


# --- package.json and patch files ----------------------------------------------------------

def test_a_huge_string_in_package_json_costs_about_its_size(tmp_path):
    root = bundle_dir(tmp_path / "b", json.dumps({**MANIFEST, "description": "\n" * 300_000 + "x" * 300_000}))
    proc, peak = dshkit_peak("check", root)
    assert proc.returncode in (0, 1), proc.stderr[-1000:]
    assert "Traceback" not in proc.stderr
    # 0.9 MB of input: a constant plus a few times that, not ~120 bytes per character
    assert peak < baseline_peak() + 60, peak


def test_a_package_json_over_the_limit_is_refused(tmp_path):
    root = bundle_dir(tmp_path / "b", json.dumps({**MANIFEST, "description": "x" * (30 * 1024 * 1024)}))
    proc, peak = dshkit_peak("check", root)
    assert_located_exit_2(proc, "at most", "DSH001")
    assert peak < baseline_peak() + 120, peak


@pytest.mark.parametrize("manifest,words", [
    ("[" * DEEP + "]" * DEEP, "nesting deeper"),
    ('{"name": "a", "version": "1.0.0", "x": ' + "9" * 5000 + "}", "DSH101"),
], ids=["deep", "long-number"])
def test_hostile_package_json_gives_findings(tmp_path, manifest, words):
    proc = dshkit("check", bundle_dir(tmp_path / "b", manifest))
    assert proc.returncode == 1, proc.stderr[-1000:]
    assert "Traceback" not in proc.stderr and "DSH000" not in proc.stdout
    assert words in proc.stdout


@pytest.mark.parametrize("manifest", ["[" * DEEP + "]" * DEEP, '{"name": "a", "version": ' + "9" * 5000 + "}"],
                         ids=["deep", "long-number"])
def test_pack_reads_hostile_package_json_cleanly(tmp_path, manifest):
    assert_located_exit_2(dshkit("pack", bundle_dir(tmp_path / "b", manifest), "-o", tmp_path / "x.tgz"), "PACK00")


@pytest.mark.parametrize("patch,words", [
    ("x: " + "[" * DEEP + "]" * DEEP + "\n", "nesting deeper"),
    ("- " + "9" * 5000 + "\n", "5000 digits"),
    ("a: &a [1,1,1,1,1,1,1,1,1]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(8)), "alias"),
], ids=["deep", "long-number", "alias-bomb"])
def test_hostile_patch_file_gives_a_located_finding(tmp_path, patch, words):
    proc = dshkit("check", bundle_dir(tmp_path / "b", patch=patch))
    assert proc.returncode == 1, proc.stderr[-1000:]
    assert "Traceback" not in proc.stderr and "DSH000" not in proc.stdout
    assert words in proc.stdout and "cordis.patch.yml:" in proc.stdout


def test_a_nul_in_a_patch_path_is_a_finding(tmp_path):
    manifest = {**MANIFEST, "dsh": {"bundle": {"patch": ["./cordis\u0000.patch.yml", "./" + "a" * 300 + ".yml"]}}}
    proc = dshkit("check", bundle_dir(tmp_path / "b", manifest))
    assert proc.returncode == 1, proc.stderr[-1000:]
    assert "Traceback" not in proc.stderr and "DSH000" not in proc.stdout


def test_a_patch_file_listed_3000_times_is_read_and_parsed_once(tmp_path, monkeypatch):
    manifest = {**MANIFEST, "dsh": {"bundle": {"patch": ["./cordis.patch.yml"] * 3000}}}
    root = bundle_dir(tmp_path / "b", manifest)
    calls = []
    real = bundle_mod.parse_bounded
    monkeypatch.setattr(bundle_mod, "parse_bounded", lambda *a, **k: calls.append(1) or real(*a, **k))
    loaded = bundle_mod.load_bundle(root)
    assert len(loaded.patches) == 3000
    assert len(calls) == 1
    assert all(p.root is loaded.patches[0].root for p in loaded.patches)


def test_check_never_opens_a_fifo_config(tmp_path):
    root = bundle_dir(tmp_path / "b")
    os.mkfifo(tmp_path / "conf.yaml")
    assert_located_exit_2(dshkit("check", root, "--config", tmp_path / "conf.yaml", timeout=30), "FIFO", "DSH002")
