"""The built example inside a real DSH host (0.1.0-rc.8 from the npm registry).

``dsh plugin --profile headless add link:<bundle>`` must accept the bundle (it
declares ``dsh.bundle.patch``), and ``dsh --profile headless --dump-config``
(which composes the patch layers without booting or evaluating ``!!js``) must
show the plugin row and the smart-memory preset row with its roster. The host
is installed once into ``~/.cache/dshkit/hosts/`` by ``tests/dshhost.py``.
"""

from __future__ import annotations

import json

import pytest

from dshkit.builder import build_bundle
from tests.builder.hostyaml import host_parse_many
from tests.dshhost import ensure_host

pytestmark = [pytest.mark.host, pytest.mark.oracle]


@pytest.fixture(scope="module")
def host():
    return ensure_host()


@pytest.fixture(scope="module")
def installed(host, tmp_path_factory, repo_root):
    base = tmp_path_factory.mktemp("dsh")
    bundle = base / "bundle"
    build_bundle(repo_root / "examples" / "hypatia-auto-memory" / "dshkit.yaml", bundle)
    home = base / "home"
    home.mkdir()
    add = host.run(["plugin", "--profile", "headless", "add", f"link:{bundle}"], home, cwd=base, timeout=600)
    assert add.returncode == 0, f"dsh plugin add failed:\n{add.stdout}\n{add.stderr}"
    dump = host.run(["--profile", "headless", "--dump-config"], home, cwd=base, timeout=300)
    assert dump.returncode == 0, f"--dump-config failed:\n{dump.stdout}\n{dump.stderr}"
    return home, bundle, dump


def _rows(rows):
    for row in rows:
        if isinstance(row, dict):
            yield row
            if row.get("group") is True and isinstance(row.get("config"), list):
                yield from _rows(row["config"])


def test_profile_lists_the_bundle(installed):
    home, bundle, _ = installed
    manifest = json.loads((home / "profiles" / "headless" / "package.json").read_text())
    assert "dsh-hypatia-auto-memory" in manifest["dsh"]["profile"]["bundles"]


def test_dump_config_shows_the_inserted_rows(installed):
    _, _, dump = installed
    [parsed] = host_parse_many([dump.stdout])
    assert "ok" in parsed, parsed
    by_id = {row.get("id"): row for row in _rows(parsed["ok"])}
    assert by_id["hypatia-auto-memory"]["name"] == "dsh-hypatia-auto-memory"
    preset = by_id["preset-smart-memory"]
    assert preset["name"] == "@deepseek-ai/dsh-agent-preset"
    assert preset["config"]["id"] == "smart-memory"
    roster = [r["id"] for r in preset["config"]["plugins"]]
    # the roster follows 0.2.1-rc.2's standard (time-context after the instructions)
    assert roster[:4] == ["persona", "agent-instructions", "time-context", "tool-bash"] and "planning" not in roster
    tool_bash = preset["config"]["plugins"][3]
    assert tool_bash["disabled"] == {"__jsExpr": "process.platform === 'win32'"}  # kept as code, not evaluated
