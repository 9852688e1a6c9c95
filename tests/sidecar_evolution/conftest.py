"""Fixtures: a fake host driving a real sidecar (always closed), and a real project."""

from __future__ import annotations

import pytest

from tests.sidecar_evolution.helpers import EvoHost, make_project


@pytest.fixture
def host():
    h = EvoHost()
    try:
        yield h
    finally:
        h.close()


@pytest.fixture
def project(tmp_path):
    return make_project(tmp_path / "proj")
