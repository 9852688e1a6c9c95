"""npm ``semver`` 7.8 semantics in Python, proven against the real package.

DSH checks plugin peer ranges with ``includePrerelease: true`` while npm and
pnpm resolve them without it, so dshkit needs both modes exactly as npm has
them.  Layout follows node-semver: ``version`` (SemVer), ``comparator``,
``range`` (desugaring and the prerelease rule), ``functions`` (the function
API); ``synth`` writes ranges for hosts with prerelease channels and
``explain`` says why a version does or does not satisfy a range.

The PyPI package ``semver`` (3.x) is used for what it does faithfully: SemVer
2.0 precedence of plain versions (``SemVer.compare``).  It has no npm ranges,
no loose parsing, no includePrerelease and no prerelease tuple rule, and it
compares numeric identifiers exactly where npm uses doubles, so the range
engine and everything npm-specific is ours.  The tests compare every answer
with npm ``semver`` 7.8.5 run by Node.
"""

from dshkit.semver.comparator import Comparator
from dshkit.semver.explain import Explanation, SetResult, explain
from dshkit.semver.functions import (
    clean,
    compare,
    compare_build,
    intersects,
    max_satisfying,
    min_satisfying,
    min_version,
    parse,
    rcompare,
    rsort,
    satisfies,
    sort,
    valid,
    valid_range,
)
from dshkit.semver.range import InvalidRange, Range
from dshkit.semver.synth import SynthProof, check_synthesized, synthesize_range
from dshkit.semver.version import InvalidVersion, SemVer

__all__ = [
    "Comparator",
    "Explanation",
    "SetResult",
    "SynthProof",
    "check_synthesized",
    "explain",
    "synthesize_range",
    "InvalidRange",
    "InvalidVersion",
    "Range",
    "SemVer",
    "clean",
    "compare",
    "compare_build",
    "intersects",
    "max_satisfying",
    "min_satisfying",
    "min_version",
    "parse",
    "rcompare",
    "rsort",
    "satisfies",
    "sort",
    "valid",
    "valid_range",
]
