from __future__ import annotations

from pathlib import Path

import pytest

from dshkit.builder import build_bundle


@pytest.fixture(scope="session")
def built_example(tmp_path_factory, repo_root) -> Path:
    """The hypatia-auto-memory example, built once into a temp dir."""
    target = tmp_path_factory.mktemp("example") / "bundle"
    build_bundle(repo_root / "examples" / "hypatia-auto-memory" / "dshkit.yaml", target)
    return target
