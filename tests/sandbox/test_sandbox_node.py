"""The sandbox cases under Node's test runner on rc.8's Node (the host's Node 24), with the
module loaded from dshkit/builder/js/ exactly as shipped. The child processes are that Node
(``process.execPath``), started as on rc.8. Each Node test is one pytest case."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.dshhost import ensure_host
from tests.sandbox.jsrun import SOURCE_MODULE, bundle_layout, case_names, clean_env, node_test, tap_results


@pytest.fixture(scope="module")
def node_run():
    return node_test(ensure_host().node, SOURCE_MODULE)


def test_every_case_ran(node_run):
    assert sorted(tap_results(node_run.stdout)) == sorted(case_names()), node_run.stdout[-3000:] + node_run.stderr[-2000:]


@pytest.mark.parametrize("name", case_names())
def test_case(node_run, name):
    assert tap_results(node_run.stdout).get(name) is True, \
        f"node test {name!r} failed:\n{node_run.stdout[-6000:]}\n{node_run.stderr[-2000:]}"


def test_shipped_layout_in_a_path_with_spaces_and_quotes(tmp_path):
    """The runner's path travels inside NODE_OPTIONS: quoting must survive odd folder names."""
    sandbox_js = bundle_layout(tmp_path / 'a folder "with" odd name')
    script = ("const sb = await import(process.argv[1]);"
              "console.log(JSON.stringify([await sb.probe(), await sb.runScript({code: 'export const run = (x) => x + 1', input: 1})]))")
    done = subprocess.run([str(ensure_host().node), "--input-type=module", "-e", script, sandbox_js.as_uri()],
                          capture_output=True, text=True, timeout=60, env=clean_env())
    assert done.returncode == 0, done.stderr
    probe, result = json.loads(done.stdout)
    assert probe["ok"] and probe["permission"] is True
    assert result == {"ok": True, "output": 2}
