"""The sandbox cases under Node's test runner on rc.8's Node (the host's Node 24), with the
module loaded from dshkit/builder/js/ exactly as shipped. The child processes are that Node
(``process.execPath``), started as on rc.8. Each Node test is one pytest case."""

from __future__ import annotations

import pytest

from tests.dshhost import ensure_host
from tests.sandbox.jsrun import SOURCE_MODULE, case_names, node_test, tap_results


@pytest.fixture(scope="module")
def node_run():
    return node_test(ensure_host().node, SOURCE_MODULE)


def test_every_case_ran(node_run):
    assert sorted(tap_results(node_run.stdout)) == sorted(case_names()), node_run.stdout[-3000:] + node_run.stderr[-2000:]


@pytest.mark.parametrize("name", case_names())
def test_case(node_run, name):
    assert tap_results(node_run.stdout).get(name) is True, \
        f"node test {name!r} failed:\n{node_run.stdout[-6000:]}\n{node_run.stderr[-2000:]}"
