import pytest

from .helpers import Rig


@pytest.fixture(autouse=True)
def _close_rigs():
    yield
    for rig in list(Rig.open):
        rig.close()
