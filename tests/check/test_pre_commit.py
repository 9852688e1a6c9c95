"""``.pre-commit-hooks.yaml`` with the real ``pre-commit`` tool: a plugin
repository that uses the hooks fails its commit on a bundle the host would
mis-load, and passes once it is fixed; the build hook catches a hand-edited
build. The hook repository is this checkout as it is now (tracked and new
files), committed to a temporary git repository, so the hooks are tried with
the code under test."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.check.helpers import DEFAULT_FILES

GIT = ["git", "-c", "user.email=dshkit@example.invalid", "-c", "user.name=dshkit", "-c", "init.defaultBranch=main"]


def git(cwd: Path, *args: str) -> str:
    return subprocess.run([*GIT, *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def hook_repo(repo_root, tmp_path_factory) -> Path:
    if shutil.which("git") is None:
        pytest.fail("git is required for the pre-commit test")
    files = git(repo_root, "ls-files", "--cached", "--others", "--exclude-standard", "-z").split("\0")
    dest = tmp_path_factory.mktemp("hooks") / "dshkit"
    for rel in filter(None, files):
        src = repo_root / rel
        if src.is_file() and not rel.startswith(("tests/", "bench/")):
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    assert (dest / ".pre-commit-hooks.yaml").is_file()
    git(dest, "init", "-q")
    git(dest, "add", "-A")
    git(dest, "commit", "-qm", "hooks under test")
    return dest


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("pre-commit-home")


def pre_commit(cwd: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PRE_COMMIT_HOME": str(home), "PRE_COMMIT_COLOR": "never"}
    return subprocess.run([sys.executable, "-m", "pre_commit", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=900)


def plugin_repo(root: Path, hook_repo: Path, hook_ids: list[str], files: dict[str, str]) -> Path:
    root.mkdir()
    rev = git(hook_repo, "rev-parse", "HEAD").strip()
    hooks = "".join(f"      - id: {h}\n" for h in hook_ids)
    config = f"repos:\n  - repo: {hook_repo}\n    rev: {rev}\n    hooks:\n{hooks}"
    for rel, text in {".pre-commit-config.yaml": config, **files}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "init", "-q")
    git(root, "add", "-A")
    return root


def test_check_hook_blocks_a_bare_row_and_passes_the_fix(tmp_path, hook_repo, pre_commit_home):
    repo = plugin_repo(tmp_path / "plugin", hook_repo, ["dshkit-check"],
                       {**DEFAULT_FILES, "cordis.patch.yml": "- id: dsh-fixture\n  name: dsh-fixture\n"})
    proc = pre_commit(repo, pre_commit_home, "run", "--all-files")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "dshkit check" in proc.stdout and "Failed" in proc.stdout
    assert "./cordis.patch.yml:1:7: error DSH306" in proc.stdout
    (repo / "cordis.patch.yml").write_text(DEFAULT_FILES["cordis.patch.yml"])
    git(repo, "add", "-A")
    proc = pre_commit(repo, pre_commit_home, "run", "--all-files")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Passed" in proc.stdout


def test_build_hook_catches_a_hand_edited_build(tmp_path, hook_repo, pre_commit_home, repo_root):
    example = repo_root / "examples" / "tool-group"
    files = {p.relative_to(example).as_posix(): p.read_text(encoding="utf-8")
             for p in example.rglob("*") if p.is_file()}
    repo = plugin_repo(tmp_path / "spec", hook_repo, ["dshkit-build-check"], files)
    subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=repo, check=True, capture_output=True,
                   env={**os.environ, "PYTHONPATH": str(repo_root)})
    git(repo, "add", "-A")
    proc = pre_commit(repo, pre_commit_home, "run", "--all-files")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    patch = repo / "dist" / "cordis.patch.yml"
    patch.write_text(patch.read_text() + "# hand edit\n")
    git(repo, "add", "-A")
    proc = pre_commit(repo, pre_commit_home, "run", "--all-files")
    assert proc.returncode == 1 and "would rewrite" in proc.stdout and "cordis.patch.yml" in proc.stdout
