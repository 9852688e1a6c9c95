"""``dshkit check --fix`` and ``--diff`` through the real CLI: the fixed rules are
clean afterwards, a second fix changes nothing, everything outside the edits
stays byte for byte (comments, key order, quotes), and the host's own patch
function (the compose oracle) mounts what the author meant."""

from __future__ import annotations

import json

import pytest

from tests.check.helpers import write_bundle
from tests.check.test_check_cli import run
from tests.check.test_compose_oracle import JS as COMPOSE_JS, host_base
from tests.nodeoracle import run_node

PACKAGE = """{
  "name": "dsh-acme",
  "version": "1.0.0",
  "files": ["cordis.patch.yml"],
  "peerDependencies": {
    "@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0",
    "@deepseek-ai/dsh-llm": "0.1.0-rc.6"
  },
  "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}
}
"""
PATCH = """# my plugin
- id: acme   # the row
  name: 'dsh-acme'
  config:
    verbose: true   # keep

- name: dsh-acme-helper
  config: {a: 1}
- id: session-title
  config: {fallbackMaxWords: 8, fallbackMaxBytes: 40, maxTitleBytes: 80}
"""
FIXED_PATCH = """# my plugin
- insert:
    - id: acme   # the row
      name: 'dsh-acme'
      config:
        verbose: true   # keep

- insert:
    - name: dsh-acme-helper
      config: {a: 1}
- id: session-title
  config: {fallbackMaxWords: 8, fallbackMaxBytes: 40, maxTitleBytes: 80}
"""
FIXED_PACKAGE = PACKAGE.replace('<0.3.0"', '<0.3.0-0"').replace('"0.1.0-rc.6"', '"^0.1.0-rc.6"').replace(
    '"./cordis.patch.yml"}}\n', '"./cordis.patch.yml"}},\n  "peerDependenciesMeta": {"@deepseek-ai/dsh": '
    '{"optional": true}, "@deepseek-ai/dsh-llm": {"optional": true}}\n')
FIXED = {"DSH109", "DSH204", "DSH205", "DSH303", "DSH306"}


@pytest.fixture
def bundle(tmp_path):
    return write_bundle(tmp_path / "acme", {"files": {"package.json": PACKAGE, "cordis.patch.yml": PATCH}})


def codes(proc) -> set[str]:
    return {f["code"] for f in json.loads(proc.stdout)}


def test_diff_shows_the_fixes_and_writes_nothing(bundle):
    proc = run("--diff", "--format", "json", str(bundle))
    diff, _, findings = proc.stdout.rpartition("\n[")
    assert f"--- a/{bundle}/cordis.patch.yml" in diff and "+- insert:" in diff and '+    "@deepseek-ai/dsh"' in diff
    assert FIXED <= {f["code"] for f in json.loads("[" + findings)}
    assert (bundle / "cordis.patch.yml").read_text() == PATCH and (bundle / "package.json").read_text() == PACKAGE


def test_fix_applies_keeps_layout_and_is_idempotent(bundle):
    assert FIXED <= codes(run("--format", "json", str(bundle)))
    proc = run("--fix", "--format", "json", str(bundle))
    assert "Traceback" not in proc.stderr
    assert not FIXED & codes(proc), proc.stdout
    assert (bundle / "cordis.patch.yml").read_text() == FIXED_PATCH
    assert (bundle / "package.json").read_text() == FIXED_PACKAGE
    json.loads(FIXED_PACKAGE)
    again = run("--fix", str(bundle))
    assert "fixed" not in again.stderr
    assert (bundle / "cordis.patch.yml").read_text() == FIXED_PATCH
    assert (bundle / "package.json").read_text() == FIXED_PACKAGE
    assert run("--diff", str(bundle)).stdout.startswith(str(bundle))  # no diff: only the findings left


def test_a_suppressed_or_disabled_finding_is_not_fixed(bundle):
    (bundle / "cordis.patch.yml").write_text(PATCH.replace("# the row", "# dshkit: disable=DSH306"))
    run("--fix", "--disable", "DSH204", str(bundle))
    patch, package = (bundle / "cordis.patch.yml").read_text(), (bundle / "package.json").read_text()
    assert patch.startswith("# my plugin\n- id: acme   # dshkit: disable=DSH306\n")  # not wrapped
    assert "- insert:\n    - name: dsh-acme-helper\n" in patch  # DSH303 still fixed
    assert '"<0.3.0"' not in package and '<0.3.0"' in package  # DSH204 left alone
    assert '"^0.1.0-rc.6"' in package


@pytest.mark.oracle
def test_the_host_composes_the_fixed_patch_as_meant(bundle):
    base = host_base("0.1.0-rc.8")
    before, after = run_node(COMPOSE_JS, [{"base": base, "texts": [PATCH]}, {"base": base, "texts": [FIXED_PATCH]}])

    def rows(result):
        return {e.get("id") or e["name"]: e for e in result["entries"][len(base):]}

    assert rows(before) == {} and {w[1] for w in before["warns"]} >= {"patch: entry %C not found",
                                                                     "patch: id is required for non-insert patches"}
    mounted = rows(after)
    assert mounted["acme"] == {"id": "acme", "name": "dsh-acme", "config": {"verbose": True}}
    assert mounted["dsh-acme-helper"]["config"] == {"a": 1}
    assert not [w for w in after["warns"] if "not found" in w[1] or "required" in w[1]]
