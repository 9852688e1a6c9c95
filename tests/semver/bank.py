"""Every question the semver tests put to npm, built deterministically.

The session fixture in ``conftest.py`` sends them all to Node in one batch.
"""

from __future__ import annotations

import os
import random

from dshkit.semver import synthesize_range
from tests.semver import targeted
from tests.semver.grammar import generate

DEFAULT_CASES = 20_000
SEED = 20261129

# (min, channels, below, extra versions that must be admitted in both modes)
SYNTH_SCENARIOS = [
    ("0.1.7-rc.1", ("0.2.0-rc.1", "0.2.1-alpha.1"), None, ("0.1.7", "0.2.0-rc.2", "0.2.1-alpha.2", "0.2.5", "1.0.0")),
    ("0.1.7-rc.1", ("0.2.0-rc.1", "0.2.1-alpha.1"), "0.3.0", ("0.1.7-rc.2", "0.1.9", "0.2.0-rc.5", "0.2.9")),
    ("0.1.7-rc.1", ("0.2.0-rc.1", "0.2.1-alpha.1"), "0.2.5", ("0.2.0", "0.2.1-alpha.3", "0.2.4")),
    ("1.0.0", ("1.2.0-rc.1", "2.0.0-beta.1"), "3.0.0", ("1.2.0-rc.2", "2.0.0-beta.2", "2.5.0")),
    ("0.0.5", ("0.0.6-rc.1", "0.1.0-alpha.0"), "0.2.0", ("0.0.6-rc.2", "0.0.9", "0.1.0-alpha.1", "0.1.3")),
    ("0.1.7-rc.1", ("0.1.7-rc.3", "0.1.8", "0.2.0-rc.1"), "0.3.0-rc.1", ("0.1.7", "0.2.0-rc.2", "0.2.3")),
    ("2.0.0-alpha.3", (), "2.0.0", ("2.0.0-alpha.4", "2.0.0-beta")),
    ("0.2.0", ("0.3.0-rc.1", "0.3.0-rc.2"), "0.4.0", ("0.3.0-rc.3", "0.3.1")),
]


def case_count() -> int:
    return int(os.environ.get("DSHKIT_SEMVER_CASES", DEFAULT_CASES))


def grammar_cases() -> list[tuple[str, str]]:
    return generate(case_count(), SEED)


def grammar_questions(cases: list[tuple[str, str]]) -> list[tuple]:
    qs = [("satisfies", v, r, o) for r, v in cases for o in range(4)]
    ranges = list(dict.fromkeys(r for r, _ in cases))
    versions = list(dict.fromkeys(v for _, v in cases))
    qs += [(fn, r, None, o) for r in ranges for fn in ("validRange", "minVersion") for o in range(4)]
    qs += [(fn, v, None, o) for v in versions for fn in ("valid", "clean") for o in (0, 2)]
    return qs


def function_questions(cases: list[tuple[str, str]], n: int = 3000) -> list[tuple]:
    """compare, compareBuild, sort, intersects, max/minSatisfying on grammar material."""
    rnd = random.Random(SEED + 1)
    ranges = list(dict.fromkeys(r for r, _ in cases))
    versions = list(dict.fromkeys(v for _, v in cases))
    valid_ish = [v for v in versions if v[:1].isdigit()]
    qs: list[tuple] = []
    for _ in range(n):
        a, b = rnd.choice(versions), rnd.choice(versions)
        qs += [(fn, a, b, o) for fn in ("compare", "compareBuild") for o in (0, 2)]
        r1, r2 = rnd.choice(ranges), rnd.choice(ranges)
        qs += [("intersects", r1, r2, o) for o in range(4)]
    for _ in range(n // 3):
        pool = tuple(rnd.sample(valid_ish, 6))
        r = rnd.choice(ranges)
        qs += [(fn, pool, r, o) for fn in ("maxSatisfying", "minSatisfying") for o in range(4)]
        qs.append(("sort", pool, None, rnd.choice((0, 2))))
    return qs


def synth_probes() -> list[tuple[str, str, bool]]:
    """(range, version, must_be_admitted) for every synthesized scenario, both modes implied."""
    from dshkit.semver.synth import _ceiling_probes
    from dshkit.semver.version import SemVer

    out = []
    for low, channels, below, inside in SYNTH_SCENARIOS:
        rng = synthesize_range(low, channels, below)
        for v in (low, *channels, *inside):
            out.append((rng, v, True))
        if below is not None:
            out += [(rng, v, False) for v in _ceiling_probes(SemVer(below), SemVer(low))]
    return out


def synth_questions() -> list[tuple]:
    return [("satisfies", v, r, o) for r, v, _ in synth_probes() for o in (0, 1)]


def all_questions() -> list[tuple]:
    cases = grammar_cases()
    qs = grammar_questions(cases) + function_questions(cases) + targeted.questions() + synth_questions()
    return list(dict.fromkeys(qs))
