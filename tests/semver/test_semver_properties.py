"""Properties npm semver has, checked on dshkit with hypothesis (no oracle needed)."""

from __future__ import annotations

from functools import cmp_to_key

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit import semver as ds
from tests.semver.grammar import Grammar

numbers = st.one_of(st.integers(0, 12), st.sampled_from([2**53 - 2, 2**53 - 1]))
identifiers = st.one_of(
    st.integers(0, 20).map(str),
    st.from_regex(r"[a-zA-Z-][a-zA-Z0-9-]{0,5}", fullmatch=True),
    st.from_regex(r"[0-9][a-zA-Z-][a-zA-Z0-9-]{0,3}", fullmatch=True),
)
prereleases = st.lists(identifiers, max_size=3).map(".".join)
builds = st.lists(st.from_regex(r"[a-zA-Z0-9-]{1,4}", fullmatch=True), max_size=2).map(".".join)


@st.composite
def versions(draw) -> str:
    text = ".".join(str(draw(numbers)) for _ in range(3))
    if pre := draw(prereleases):
        text += "-" + pre
    if build := draw(builds):
        text += "+" + build
    return text


ranges = st.integers(0, 2**31).map(lambda seed: Grammar(seed).range())
modes = st.sampled_from([{}, {"include_prerelease": True}, {"loose": True}, {"loose": True, "include_prerelease": True}])


@given(versions())
def test_generated_versions_are_valid_and_normalise(v):
    assert ds.valid(v) == v.split("+")[0]
    assert ds.clean(f"  =v{v} ") == ds.valid(v)


@given(versions(), versions())
def test_compare_is_antisymmetric_and_ignores_build(a, b):
    assert ds.compare(a, b) == -ds.compare(b, a)
    assert ds.compare(a, a.split("+")[0]) == 0
    assert ds.rcompare(a, b) == ds.compare(b, a)


@given(st.lists(versions(), max_size=8))
def test_sort_is_ordered_by_compare_build(vs):
    out = ds.sort(vs)
    assert sorted(out) == sorted(vs)
    assert all(ds.compare_build(x, y) <= 0 for x, y in zip(out, out[1:]))
    assert ds.rsort(vs) == sorted(vs, key=cmp_to_key(lambda x, y: ds.compare_build(y, x)))


@settings(max_examples=examples(300))
@given(ranges, st.lists(versions(), max_size=6), modes)
def test_normalised_range_means_the_same(rng, vs, opts):
    # Not a textual fixed point (npm turns loose ">=00.x" into ">=0.0.0", which
    # re-parses to "*"), but the same set of versions.
    norm = ds.valid_range(rng, **opts)
    if norm is not None:
        assert ds.valid_range(norm, **opts) is not None
        for v in vs:
            assert ds.satisfies(v, norm, **opts) == ds.satisfies(v, rng, **opts)


@settings(max_examples=examples(300))
@given(ranges, st.lists(versions(), max_size=6), st.booleans())
def test_npm_mode_admits_a_subset_of_host_mode(rng, vs, loose):
    # includePrerelease can make a range invalid (npm too): `0.0.0 - 1.0.9007199254740991`
    # ends at <1.0.9007199254740992-0, a patch number past MAX_SAFE_INTEGER
    if ds.valid_range(rng, loose=loose, include_prerelease=True) is None:
        return
    for v in vs:
        if ds.satisfies(v, rng, loose=loose):
            assert ds.satisfies(v, rng, loose=loose, include_prerelease=True)


@settings(max_examples=examples(300))
@given(ranges, modes)
def test_min_version_satisfies_its_range(rng, opts):
    low = ds.min_version(rng, **opts)
    # npm's minVersion steps `>10.10.9007199254740991` to a patch past MAX_SAFE_INTEGER,
    # a version npm itself rejects (so it satisfies nothing): the same here
    if low is not None and ds.valid(low) is not None:
        assert ds.satisfies(low, rng, **opts)


@settings(max_examples=examples(200))
@given(ranges, st.lists(versions(), max_size=8), modes)
def test_max_and_min_satisfying_bound_every_match(rng, vs, opts):
    matches = [v for v in vs if ds.satisfies(v, rng, **opts)]
    hi, lo = ds.max_satisfying(vs, rng, **opts), ds.min_satisfying(vs, rng, **opts)
    assert (hi is None) == (lo is None) == (not matches)
    for v in matches:
        assert ds.compare(v, hi, loose=opts.get("loose", False)) <= 0 <= ds.compare(v, lo, loose=opts.get("loose", False))
