from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# ../shared/ beside the clone holds the recorded sessions, the corpus and the seeds.
SHARED = Path(os.environ.get("DSHKIT_SHARED", REPO.parent / "shared")).resolve()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The project's shared data. CI always has it; a user's clone may not."""
    if not SHARED.is_dir():
        pytest.skip(f"needs the project's shared data at {SHARED} (set DSHKIT_SHARED); "
                    "it is not distributed with the repository")
    return SHARED


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO
