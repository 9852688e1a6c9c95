from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

from dshkit.sidecar.server import EXTENSIONS

from tests import budget
from tests.collection_guard import silent_folders

REPO = Path(__file__).resolve().parent.parent
budget.register()  # hypothesis profiles: dev / ci / thorough (tests/budget.py)

# The sidecar imports its extensions before it opens a store, so their migrations are part of
# every store it opens. A test that opens a Store in-process gets the same schema only if the
# extensions were imported first: do it here, so no result depends on which test ran before.
for _module in EXTENSIONS:
    importlib.import_module(_module)

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


def _runs_whole_suite(config: pytest.Config) -> bool:
    """True for `python -m pytest` with no path (the README command) or with tests/ itself."""
    if config.args_source == pytest.Config.ArgsSource.TESTPATHS:
        return True
    return [Path(a).resolve() for a in config.args] == [REPO / "tests"]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    # tryfirst: look at what was collected before -k/-m deselect anything.
    if not _runs_whole_suite(config):
        return
    silent = silent_folders(REPO / "tests", (Path(str(item.path)) for item in items))
    if silent:
        names = ", ".join(str(p.relative_to(REPO)) for p in silent)
        raise pytest.UsageError(
            f"test folders that contribute no collected test: {names} "
            "(a norecursedirs pattern, a missing __init__.py or an import error hides them)")
