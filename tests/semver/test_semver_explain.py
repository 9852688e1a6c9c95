"""explain(): its verdict is npm's, and it names the step that decided."""

from __future__ import annotations

import pytest

from dshkit.semver import explain
from tests.semver import bank
from tests.semver.oracle import OPTIONS


@pytest.mark.oracle
def test_verdict_matches_npm_on_the_random_corpus(npm_answers):
    cases = bank.grammar_cases()[:4000]
    for rng, version in cases:
        for o, opts in enumerate(OPTIONS):
            e = explain(rng, version, include_prerelease=bool(opts.get("includePrerelease")), loose=bool(opts.get("loose")))
            assert e.satisfied is npm_answers[("satisfies", version, rng, o)], (rng, version, opts, e.text())


@pytest.mark.oracle
def test_prerelease_rule_is_named_exactly_when_it_decides(npm_answers):
    decided = 0
    for rng, version in bank.grammar_cases()[:4000]:
        e = explain(rng, version)
        comparators_pass = any(s.failed_comparator is None for s in e.sets)
        if e.prerelease_rule_decided:
            decided += 1
            assert not e.satisfied and comparators_pass
            assert "npm's prerelease rule excludes" in e.text()
        elif not e.satisfied and not e.error:
            assert all(s.failed_comparator for s in e.sets), e.text()
    assert decided > 20


def test_text_for_the_classic_mistakes():
    e = explain(">=0.1.7-rc.1 <0.3.0", "0.2.0-rc.1")
    assert not e.satisfied and e.prerelease_rule_decided
    assert "no comparator in this set names a 0.2.0 prerelease" in e.text()
    host = explain(">=0.1.7-rc.1 <0.3.0", "0.3.0-rc.1", include_prerelease=True)
    assert host.satisfied and "includePrerelease" in host.text()
    e = explain("^1.2.3 || ~1.2.3-beta.1", "1.2.3-beta.4")
    assert e.satisfied
    assert [s.satisfied for s in e.sets] == [False, True]
    assert e.sets[0].failed_comparator == ">=1.2.3"
    assert e.sets[1].prerelease_rule == "allowed" and e.sets[1].allowed_by == ">=1.2.3-beta.1"
    assert "npm's prerelease rule allows" in e.text()


def test_invalid_input_is_explained_not_raised():
    assert "invalid range" in explain(">=1.2 foo", "1.2.3").text()
    assert "invalid version" in explain(">=1.2", "1.2").text()
    assert explain(">=1.2", "1.2").satisfied is False


def test_to_dict_shape():
    d = explain("^1", "1.5.0-rc.1", include_prerelease=True).to_dict()
    assert d["mode"] == "host" and d["satisfied"] is True and d["prerelease_rule_decided"] is False
    assert d["sets"][0]["comparators"] == [">=1.0.0-0", "<2.0.0-0"]
