"""``SemVer`` as a Python value: six comparisons and a hash from one key.

The operators must order versions as npm's ``compare`` does — checked against
npm itself on every ``compare`` question of the bank, and with hypothesis
against ``dshkit.semver.compare`` (which the differential suite holds to npm)
— except in the one corner where npm's order is not transitive (see
``dshkit/semver/version.py``); there the test pins down both answers.
"""

from __future__ import annotations

from itertools import zip_longest

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dshkit import semver as ds
from dshkit.semver.version import SemVer, compare_identifiers
from tests.semver import targeted
from tests.semver.oracle import OPTIONS, THROW


def npm_stops_early(a: SemVer, b: SemVer) -> bool:
    """True where npm's compare calls a and b equal at a pair of *different*
    unsafe numeric ids, without looking at the rest: its non-transitive corner."""
    if a.compare_main(b) != 0 or not a.prerelease or not b.prerelease:
        return False
    for i, (x, y) in enumerate(zip_longest(a.prerelease, b.prerelease)):
        if x is None or y is None:
            return False
        if type(x) is type(y) and x == y:
            continue
        if compare_identifiers(x, y) != 0:
            return False
        # npm stops here; it matters only if what it skips would tell them apart
        rest_a, rest_b = a.prerelease[i + 1:], b.prerelease[i + 1:]
        return len(rest_a) != len(rest_b) or any(compare_identifiers(p, q) != 0 for p, q in zip(rest_a, rest_b))
    return False


def sign(n: int) -> int:
    return (n > 0) - (n < 0)


def assert_operators_say(a: SemVer, b: SemVer, expected: int) -> None:
    got = {"<": a < b, "<=": a <= b, "==": a == b, "!=": a != b, ">=": a >= b, ">": a > b}
    want = {"<": expected < 0, "<=": expected <= 0, "==": expected == 0, "!=": expected != 0,
            ">=": expected >= 0, ">": expected > 0}
    assert got == want, (a, b, expected)
    if expected == 0:
        assert hash(a) == hash(b), (a, b)


def test_operators_agree_with_npm_compare_on_every_bank_question(npm_answers):
    checked, corner = 0, []
    for question, answer in npm_answers.items():
        fn, x, y, o = question
        if fn != "compare" or answer == THROW:
            continue
        loose = bool(OPTIONS[o].get("loose"))
        a, b = SemVer(x, loose), SemVer(y, loose)
        if npm_stops_early(a, b):
            corner.append((a, b, answer))
            continue
        assert_operators_say(a, b, answer)
        checked += 1
    assert checked > 5000, "the bank should hold thousands of compare questions"
    # The corner: npm says equal (and so does compare(), npm's function); the
    # operators keep a total order, in which these two differ.
    assert corner, "UNSAFE_PAIRS should reach npm's non-transitive corner"
    for a, b, answer in corner:
        assert answer == 0 and a.compare(b) == 0
        assert a != b and (a < b) != (b < a)


def test_unsafe_pairs_are_asked_of_npm(npm_answers):
    for a, b in targeted.UNSAFE_PAIRS:
        assert npm_answers[("compare", a, b, 2)] != THROW  # loose: 0009007199254740993 is loose-only


def test_the_corner_is_not_transitive_in_npm_but_is_in_the_operators(npm_answers):
    x, y, z = "1.0.0-9007199254740992.a", "1.0.0-9007199254740993.b", "1.0.0-9007199254740992.b"
    # npm: x == y and y == z, yet x < z
    assert [npm_answers[("compare", p, q, 0)] for p, q in ((x, y), (y, z), (x, z))] == [0, 0, -1]
    assert [ds.compare(p, q) for p, q in ((x, y), (y, z), (x, z))] == [0, 0, -1]
    vx, vy, vz = SemVer(x), SemVer(y), SemVer(z)
    assert vx < vy and vx < vz and vy == vz and hash(vy) == hash(vz)


numeric_ids = st.sampled_from(["0", "1", "2", "10", "9007199254740990", "9007199254740991", "9007199254740992",
                               "9007199254740993", "9007199254740994", "99999999999999999999"])
alpha_ids = st.sampled_from(["a", "b", "alpha", "rc", "x-1", "1a", "-", "A"])
prereleases = st.lists(st.one_of(numeric_ids, alpha_ids), max_size=3).map(".".join)
mains = st.tuples(*[st.sampled_from([0, 1, 2, 9007199254740991])] * 3).map(lambda t: ".".join(map(str, t)))
builds = st.sampled_from(["", "+b", "+build.7", "+001"])


@st.composite
def version_texts(draw) -> str:
    text = draw(mains)
    if pre := draw(prereleases):
        text += "-" + pre
    return text + draw(builds)


@st.composite
def version_pairs(draw) -> tuple[SemVer, SemVer]:
    a = draw(version_texts())
    # often a near twin of a: the same version with another build, or one id changed
    b = draw(st.one_of(version_texts(), st.just(a.split("+")[0] + draw(builds)),
                       st.just(a.replace("9007199254740993", "9007199254740992"))))
    return SemVer(a), SemVer(b)


@given(version_pairs())
def test_operators_follow_compare_and_hash_follows_equality(pair):
    a, b = pair
    if npm_stops_early(a, b):
        assert a.compare(b) == 0 and a != b
        return
    assert_operators_say(a, b, sign(a.compare(b)))
    assert_operators_say(b, a, sign(b.compare(a)))


@given(st.lists(version_texts().map(SemVer), min_size=3, max_size=6))
def test_operators_are_a_total_order(vs):
    ordered = sorted(vs)
    for x, y in zip(ordered, ordered[1:]):
        assert x <= y and not x > y
    for x in vs:
        for y in vs:
            assert sum((x < y, x == y, x > y)) == 1
            assert (x == y) == (hash(x) == hash(y)) or x != y
    assert len(set(vs)) == len({v._key for v in vs})


def test_build_metadata_and_spelling_do_not_change_the_value():
    same = {SemVer("1.2.3+a"), SemVer("1.2.3+b"), SemVer("v1.2.3", loose=True), SemVer("1.2.3")}
    assert len(same) == 1
    assert SemVer("1.2.3-01", loose=True) == SemVer("1.2.3-1")


class Foreign:
    def __gt__(self, other):
        return "reflected"

    def __eq__(self, other):
        return "reflected-eq"


@pytest.mark.parametrize("other", ["1.2.3", 1, None, (1, 2, 3), Foreign()])
def test_foreign_types_get_not_implemented(other):
    v = SemVer("1.2.3")
    for op in ("__lt__", "__le__", "__eq__", "__ne__", "__ge__", "__gt__"):
        assert getattr(v, op)(other) is NotImplemented
    if isinstance(other, Foreign):
        assert (v < other) == "reflected"  # Python asked the other side
        assert (v == other) == "reflected-eq"
    else:
        assert v != other and not (v == other)
        with pytest.raises(TypeError):
            _ = v < other
