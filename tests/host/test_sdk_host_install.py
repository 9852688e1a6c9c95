"""DSH 0.2.1-rc.2 as a user gets it: ``pip install deepseek-harness-sdk`` (the test extra).

The provisioning every 0.2 test builds on (``tests/dshhost.ensure_sdk_host``): the
venv's ``dsh`` is the 0.2.1-rc.2 runtime, it knows the five profiles of that line,
and ``dsh plugin add`` finds pnpm and records the package in the profile.
"""

from __future__ import annotations

import json

import pytest

from tests.dshhost import SDK_HOST_VERSION, SdkHostUnavailable, ensure_sdk_host

pytestmark = [pytest.mark.host]


@pytest.fixture(scope="module")
def sdk_host():
    try:
        return ensure_sdk_host()
    except SdkHostUnavailable as why:
        pytest.skip(str(why))


def test_the_venv_dsh_is_the_pinned_runtime(sdk_host, tmp_path):
    done = sdk_host.run(["--version"], tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == SDK_HOST_VERSION


@pytest.mark.parametrize("profile", ["acp", "headless", "sdk", "sdk-minimal", "web"])
def test_every_profile_of_the_line_composes_offline(sdk_host, tmp_path, profile):
    done = sdk_host.run(["--profile", profile, "--dump-default-config"], tmp_path / "home", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "dsh-" in done.stdout


def test_plugin_add_installs_into_the_profile(sdk_host, tmp_path):
    plugin = tmp_path / "plugin"
    plugin.mkdir()
    (plugin / "package.json").write_text(
        '{"name": "dshkit-probe-plugin", "version": "1.0.0", "main": "index.js"}\n')
    (plugin / "index.js").write_text("exports.name = 'dshkit-probe-plugin'\nexports.apply = () => {}\n")
    home = tmp_path / "home"
    done = sdk_host.run(["plugin", "--profile", "sdk", "add", f"file:{plugin}"], home, cwd=tmp_path, timeout=600)
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    profile = home / "profiles" / "sdk"
    manifest = json.loads((profile / "package.json").read_text())
    assert manifest["dependencies"]["dshkit-probe-plugin"] == f"file:{plugin}"
    assert (profile / "node_modules" / "dshkit-probe-plugin" / "index.js").is_file()
