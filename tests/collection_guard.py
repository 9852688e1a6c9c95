"""Guard: every folder of tests/ that holds test modules contributes collected tests.

Why: pytest's default ``norecursedirs`` silently skips folders named ``build``, ``dist``,
``venv``...; the build tests once lived in ``tests/build/`` and never ran. A missing folder
is invisible in a "N passed" line, so a run of the whole suite refuses to start when any
folder holding ``test_*.py`` files yields no test item.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

TEST_FILE_PREFIX = "test_"


def folders_with_test_modules(root: Path) -> set[Path]:
    """Folders under ``root`` (itself included) that hold ``test_*.py`` files."""
    found: set[Path] = set()
    for dirpath, dirnames, filenames in os.walk(root):
        # Caches and hidden folders are never test folders; everything else is looked at,
        # on purpose including names pytest would skip.
        dirnames[:] = [d for d in dirnames if d != "__pycache__" and not d.startswith(".")]
        if any(f.startswith(TEST_FILE_PREFIX) and f.endswith(".py") for f in filenames):
            found.add(Path(dirpath).resolve())
    return found


def silent_folders(root: Path, collected_files: Iterable[Path]) -> list[Path]:
    """Test folders under ``root`` from which no collected item comes, sorted."""
    contributing = {Path(f).resolve().parent for f in collected_files}
    return sorted(folders_with_test_modules(root) - contributing)
