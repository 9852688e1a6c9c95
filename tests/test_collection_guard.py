"""The collection guard finds a test folder that pytest skipped, and only that."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.collection_guard import folders_with_test_modules, silent_folders


def _tree(root: Path, files: list[str]) -> None:
    for rel in files:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("def test_ok():\n    assert True\n")


def test_folder_without_collected_items_is_reported(tmp_path: Path) -> None:
    _tree(tmp_path, ["a/test_x.py", "build/test_y.py", "a/fixtures/data.py", "__pycache__/test_z.py"])
    assert folders_with_test_modules(tmp_path) == {(tmp_path / "a").resolve(), (tmp_path / "build").resolve()}
    assert silent_folders(tmp_path, [tmp_path / "a" / "test_x.py"]) == [(tmp_path / "build").resolve()]
    assert silent_folders(tmp_path, [tmp_path / "a" / "test_x.py", tmp_path / "build" / "test_y.py"]) == []


def test_real_pytest_with_default_norecursedirs_skips_build(tmp_path: Path) -> None:
    """The trap itself, shown with real pytest: a folder named build is not collected by
    default, and the guard names it from what pytest did collect."""
    _tree(tmp_path, ["tests/unit/test_a.py", "tests/build/test_b.py"])
    (tmp_path / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n")
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"],
                         cwd=tmp_path, capture_output=True, text=True, check=False).stdout
    collected = [tmp_path / line.split("::")[0] for line in out.splitlines() if "::" in line]
    assert collected and all("build" not in p.parts for p in collected)
    assert silent_folders(tmp_path / "tests", collected) == [(tmp_path / "tests" / "build").resolve()]
