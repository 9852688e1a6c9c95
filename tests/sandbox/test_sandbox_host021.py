"""The same sandbox cases inside the real DSH 0.2.1-rc.2 runtime executable.

The cases run in the host process (a plugin row loaded with ``--patch``), with the module
and its runner copied under their shipped names into a bundle-like ``dshkit-memory/``. There
``process.execPath`` is the self-contained runtime, so every sandbox child is that executable
with the runner preloaded through NODE_OPTIONS: no system Node is involved."""

from __future__ import annotations

import pytest

from tests.dshhost import SdkHostUnavailable, ensure_sdk_host
from tests.sandbox.jsrun import bundle_layout, case_names, cases_in_sdk_host


@pytest.fixture(scope="module")
def host_results(tmp_path_factory):
    try:
        host = ensure_sdk_host()
    except SdkHostUnavailable as why:
        pytest.skip(str(why))
    base = tmp_path_factory.mktemp("sandbox021")
    sandbox_js = bundle_layout(base / "bundle")
    return cases_in_sdk_host(host, sandbox_js, base)


def test_the_host_is_the_self_contained_runtime(host_results):
    assert "error" not in host_results, host_results.get("error")
    assert host_results["execPath"].endswith("deepseek-harness-sdk-runtime-linux-x64")
    assert host_results["versions"]["node"].startswith("24.")


def test_every_case_ran(host_results):
    assert sorted(host_results["cases"]) == sorted(case_names())


@pytest.mark.parametrize("name", case_names())
def test_case(host_results, name):
    got = host_results["cases"].get(name)
    assert got is not None, f"case {name!r} did not run"
    assert got["ok"], f"case {name!r} failed inside 0.2.1-rc.2:\n{got.get('error')}"
