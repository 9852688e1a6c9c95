"""Every rule has a failing and a passing fixture, and its explain text."""

from __future__ import annotations

import pytest

from dshkit.check.api import check_paths
from dshkit.check.rules import all_rules
from tests.check.helpers import RULE_FIXTURES, load_case, materialize

RULES = {r.ID: r for r in all_rules()}


def test_every_rule_has_fixtures_and_docs():
    fixtures = {p.stem for p in RULE_FIXTURES.glob("*.yaml")}
    assert fixtures == set(RULES)
    for rule in RULES.values():
        doc = rule.__doc__ or ""
        assert "Why:" in doc and "PASS::" in doc and "FAIL::" in doc, rule.ID
        # the default severity states its consequence for the host's users (issue 14, item 1)
        assert f"\nSeverity ({rule.SEVERITY}): " in doc, rule.ID
        assert rule.SEVERITY in ("error", "warning", "info")
        assert rule.NAME.replace("-", "").isalnum() and rule.NAME.islower()


# DSH407 reports rows a host's standard gained that dshkit's preset base does not
# know yet. presets/standard.yml now follows the newest official host (0.2.1-rc.2),
# so no snapshot shows that drift today; its fixture runs against the base as it
# was before 0.2.1-rc.2 (these three rows less), which is the drift the next host
# release will make.
OLDER_BASE = {"DSH407": {"@deepseek-ai/dsh-time-context", "@deepseek-ai/dsh-tool-schedule",
                         "@deepseek-ai/dsh-plugin-market/tools"}}


@pytest.fixture
def rule_inputs(request, monkeypatch):
    code = request.node.callspec.params["code"]
    if code in OLDER_BASE:
        from dshkit.check.rules import preset_behind_host_standard as rule

        older = rule.base_roster() - OLDER_BASE[code]
        assert len(older) == len(rule.base_roster()) - len(OLDER_BASE[code])  # the base has them now
        monkeypatch.setattr(rule, "base_roster", lambda: older)


@pytest.mark.parametrize("code", sorted(RULES))
def test_failing_fixture(code, tmp_path, rule_inputs):
    case = load_case(code, "fail")
    findings = check_paths(materialize(case, tmp_path))
    hits = [f for f in findings if f.code == code]
    assert hits, f"{code} not reported; got {[(f.code, f.message) for f in findings]}"
    if "line" in case:
        assert case["line"] in {f.line for f in hits}, hits
    assert all(f.severity in ("error", "warning", "info") for f in hits)


@pytest.mark.parametrize("code", sorted(RULES))
def test_passing_fixture(code, tmp_path, rule_inputs):
    findings = check_paths(materialize(load_case(code, "pass"), tmp_path))
    assert not [f for f in findings if f.code == code], findings
    assert not [f for f in findings if f.code == "DSH000"], findings


def test_docs_rules_md_is_current(repo_root):
    from dshkit.check.docs import render

    assert (repo_root / "docs" / "rules.md").read_text(encoding="utf-8") == render(), \
        "regenerate: python -m dshkit.check.docs > docs/rules.md"


def test_host_snapshots_come_from_the_npm_packages():
    from dshkit.check.host import known_versions, load_host

    assert known_versions() == ["0.1.0-rc.6", "0.1.0-rc.8", "0.1.1-rc.2", "0.1.5-rc.2", "0.2.1-alpha.2", "0.2.1-rc.2"]
    host = load_host(None)
    assert host.version == "0.1.0-rc.8"  # the newest one npm installs whole is the default
    assert host.derived_from == "npm" and load_host("0.1.0-rc.6").derived_from == "npm"
    assert load_host("0.1.1-rc.2").derived_from == "source@dsh-v0.1.1-rc.2"
    # every npm snapshot names its tarballs and their integrity hashes
    for version in ("0.1.0-rc.6", "0.1.0-rc.8", "0.1.5-rc.2"):
        tarballs = load_host(version).derivation["tarballs"]
        assert tarballs[0]["package"] == "@deepseek-ai/dsh" and tarballs[0]["version"] == version
        assert all(t["integrity"].startswith("sha512-") and t["tarball"].endswith(".tgz") for t in tarballs)
    # 0.1.5-rc.2: only the CLI tarball is published; what it cannot tell is said, not guessed
    partial = load_host("0.1.5-rc.2")
    assert not partial.rows_known and not partial.presets and partial.official
    assert {"bundles", "presets", "runtime.resolved"} <= set(partial.underivable)
    assert partial.data["runtime"]["range"] == "^0.1.5-rc.2" and partial.loader == "1.0.5"
    official = load_host("0.2.1-rc.2")  # read out of the released runtime wheel
    assert official.derived_from == "wheel deepseek-harness-runtime-bin==0.2.1rc2" and official.official
    assert official.single_executable and official.surfaces == ("acp", "headless", "sdk", "sdk-minimal", "web")
    assert len(official.derivation["wheelSha256"]) == 64 and not official.missing_patches
    fork = load_host("0.2.1-alpha.2")
    assert fork.derived_from == "fork zq0929/deepseek-harness@5593cc250aae (unofficial)" and not fork.official
    assert fork.missing_patches == ["@deepseek-ai/dsh-web-app/presets/minimal.patch.yml"]
    web = {row["id"]: row for b in host.surface_bundles("web") for row in b["rows"]}
    assert {"agent-presets", "session-stats", "code-runtime", "agent-default-model", "tool-web"} <= set(web)
    assert web["agent-presets"]["name"] == "@deepseek-ai/dsh-agent-presets"
    assert {b["name"] for b in host.data["bundles"]} == {
        "@deepseek-ai/dsh-base", "@deepseek-ai/dsh-web-app", "@deepseek-ai/dsh-headless"}
    assert {"standard", "minimal"} <= set(host.presets)
    assert host.loader == "1.0.5" and host.data["generated_by"].startswith("scripts/snapshot_host_rows.py")
