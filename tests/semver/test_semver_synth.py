"""Range synthesis for prerelease channels, proved by npm semver in both modes."""

from __future__ import annotations

import pytest

from dshkit.semver import check_synthesized, satisfies, synthesize_range
from tests.semver import bank


def test_issue_example():
    assert synthesize_range("0.1.7-rc.1", ["0.2.0-rc.1", "0.2.1-alpha.1"]) == (
        ">=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"
    )


def test_ceiling_caps_the_open_branch_only_when_needed():
    assert synthesize_range("0.1.7-rc.1", ["0.2.0-rc.1", "0.2.1-alpha.1"], below="0.3.0") == (
        ">=0.1.7-rc.1 <0.3.0-0 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"
    )
    # a ceiling inside the caret's reach caps every branch
    assert synthesize_range("0.1.7-rc.1", ["0.2.0-rc.1"], below="0.2.5") == (
        ">=0.1.7-rc.1 <0.2.5-0 || ^0.2.0-rc.1 <0.2.5-0"
    )


def test_channels_already_admitted_in_both_modes_are_dropped():
    # 0.1.7-rc.3 shares 0.1.7 with the minimum; 0.1.8 is a release above it
    assert synthesize_range("0.1.7-rc.1", ["0.1.7-rc.3", "0.1.8", "0.2.0-rc.1"]) == ">=0.1.7-rc.1 || ^0.2.0-rc.1"
    # order and duplicates of the input do not matter
    assert synthesize_range("0.1.0", ["0.3.0-rc.1", "0.2.0-beta.1", "0.3.0-rc.1"]) == (
        ">=0.1.0 || ^0.2.0-beta.1 || ^0.3.0-rc.1"
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (("0.2.0", ["0.1.9-rc.1"]), "below the minimum"),
        (("0.1.0", ["0.3.0-rc.1"], "0.3.0"), "not below the ceiling"),
        (("0.1.0", [], "0.1.0"), "must be above the minimum"),
        (("latest", []), "not a valid semver version"),
        (("0.1.0", ["0.2"]), "not a valid semver version"),
        (("0.1.0+build.5", []), "build metadata"),
    ],
)
def test_nonsense_is_rejected(args, message):
    with pytest.raises(ValueError, match=message):
        synthesize_range(*args)


@pytest.mark.parametrize("scenario", bank.SYNTH_SCENARIOS, ids=lambda s: f"{s[0]}..{s[2]}")
def test_synthesized_ranges_prove_themselves(scenario):
    low, channels, below, _ = scenario
    rng = synthesize_range(low, channels, below)
    proof = check_synthesized(rng, low, channels, below)
    assert proof.ok, proof.summary()
    assert len(proof.checks) >= 2 * (1 + len(channels))


@pytest.mark.oracle
def test_synthesized_ranges_hold_for_npm_in_both_modes(npm_answers):
    probes = bank.synth_probes()
    assert len(probes) > 40
    for rng, version, admitted in probes:
        for o, mode in ((0, "npm"), (1, "host")):
            npm = npm_answers[("satisfies", version, rng, o)]
            assert npm is admitted, f"npm ({mode}) says {npm} for {version} in {rng!r}"
            assert satisfies(version, rng, include_prerelease=bool(o)) is admitted


def test_proof_catches_hand_written_mistakes():
    proof = check_synthesized(">=0.1.7-rc.1 <0.3.0", "0.1.7-rc.1", ["0.2.0-rc.1"], "0.3.0")
    assert not proof.ok
    text = "\n".join(proof.problems)
    assert "does not admit 0.2.0-rc.1 in npm mode" in text  # the prerelease rule
    assert "admits 0.3.0-rc.1 in host mode" in text  # <0.3.0 lets 0.3.0 prereleases in
    assert "no upper bound" in text
    assert not check_synthesized("not a range", "0.1.0").ok
