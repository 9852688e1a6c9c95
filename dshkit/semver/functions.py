"""npm ``semver``'s function API (``satisfies``, ``validRange``, ``minVersion``, ...).

Names are snake_case; options are keyword arguments ``loose`` and
``include_prerelease``.  Like npm, the lenient functions answer ``False`` or
``None`` for invalid input.  Where npm throws (``compare``, ``sort``) these
raise ``ValueError``; ``min_version`` and ``intersects`` throw in npm on an
invalid range but return ``None`` / ``False`` here, which is what callers want.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cmp_to_key

from dshkit.semver._jsre import MAX_SAFE_INTEGER, js_trim
from dshkit.semver.range import Range, range_cached
from dshkit.semver.version import SemVer, parse_cached

_LEADING_EQ_V = re.compile(r"^[=v]+")


def parse(version: str, *, loose: bool = False) -> SemVer | None:
    if isinstance(version, SemVer):
        return version
    if not isinstance(version, str):
        return None
    return parse_cached(version, loose)


def valid(version: str, *, loose: bool = False) -> str | None:
    v = parse(version, loose=loose)
    return v.version if v else None


def clean(version: str, *, loose: bool = False) -> str | None:
    if not isinstance(version, str):
        return None
    return valid(_LEADING_EQ_V.sub("", js_trim(version)), loose=loose)


def _strict(version: str | SemVer, loose: bool) -> SemVer:
    if isinstance(version, SemVer):
        return version
    return SemVer(version, loose)


def compare(a: str | SemVer, b: str | SemVer, *, loose: bool = False) -> int:
    """-1, 0 or 1 by precedence (build metadata ignored); raises on invalid input."""
    return _strict(a, loose).compare(_strict(b, loose))


def rcompare(a: str | SemVer, b: str | SemVer, *, loose: bool = False) -> int:
    return compare(b, a, loose=loose)


def compare_build(a: str | SemVer, b: str | SemVer, *, loose: bool = False) -> int:
    """Precedence, then build metadata (npm's ``compareBuild``, used by ``sort``)."""
    va, vb = _strict(a, loose), _strict(b, loose)
    return va.compare(vb) or va.compare_build(vb)


def sort(versions: Iterable[str], *, loose: bool = False) -> list[str]:
    return sorted(versions, key=cmp_to_key(lambda a, b: compare_build(a, b, loose=loose)))


def rsort(versions: Iterable[str], *, loose: bool = False) -> list[str]:
    return sorted(versions, key=cmp_to_key(lambda a, b: compare_build(b, a, loose=loose)))


def _range(range_: str | Range, loose: bool, include_prerelease: bool) -> Range | None:
    if isinstance(range_, Range):
        if range_.loose == loose and range_.include_prerelease == include_prerelease:
            return range_
        range_ = range_.raw
    if not isinstance(range_, str):
        return None
    return range_cached(range_, loose, include_prerelease)


def satisfies(version: str | SemVer, range_: str | Range, *, loose: bool = False, include_prerelease: bool = False) -> bool:
    r = _range(range_, loose, include_prerelease)
    return r is not None and r.test(version)


def valid_range(range_: str, *, loose: bool = False, include_prerelease: bool = False) -> str | None:
    """The normalised range (``*`` for "any"), or None when npm would reject it."""
    r = _range(range_, loose, include_prerelease)
    return None if r is None else (r.range or "*")


def min_version(range_: str, *, loose: bool = False, include_prerelease: bool = False) -> str | None:
    """The lowest version the range admits, or None (none, or an invalid range)."""
    r = _range(range_, loose, include_prerelease)
    if r is None:
        return None
    for floor in ("0.0.0", "0.0.0-0"):
        candidate = SemVer(floor)
        if r.test(candidate):
            return candidate.version
    best: SemVer | None = None
    for comps in r.set:
        set_min: SemVer | None = None
        for comp in comps:
            if comp.semver is None:  # ANY: npm reads 0.0.0 from an empty comparator
                bound, op = SemVer("0.0.0"), ""
            else:
                try:  # npm re-parses the bound strictly; a loose-only bound throws there
                    bound, op = SemVer(comp.semver.version), comp.operator
                except ValueError:
                    return None
            if op == ">":
                if not bound.prerelease:
                    bound = SemVer._from_parts(bound.major, bound.minor, bound.patch + 1, ())
                else:
                    bound = SemVer._from_parts(bound.major, bound.minor, bound.patch, bound.prerelease + (0,))
            if op in ("", ">=", ">") and (set_min is None or bound.compare(set_min) > 0):
                set_min = bound
        if set_min is not None and (best is None or best.compare(set_min) > 0):
            best = set_min
    if best is not None and (loose or include_prerelease) and best.patch > MAX_SAFE_INTEGER:
        return None  # npm re-parses the candidate under these options, and 2**53 throws
    if best is not None and r.test(best):
        return best.version
    return None


def _extreme(versions: Iterable[str], range_: str, want: int, loose: bool, include_prerelease: bool) -> str | None:
    r = _range(range_, loose, include_prerelease)
    if r is None:
        return None
    chosen: str | None = None
    chosen_v: SemVer | None = None
    for v in versions:
        if r.test(v):
            parsed = parse(v, loose=loose)
            if chosen_v is None or chosen_v.compare(parsed) == want:
                chosen, chosen_v = v, parsed
    return chosen


def max_satisfying(versions: Iterable[str], range_: str, *, loose: bool = False, include_prerelease: bool = False) -> str | None:
    return _extreme(versions, range_, -1, loose, include_prerelease)


def min_satisfying(versions: Iterable[str], range_: str, *, loose: bool = False, include_prerelease: bool = False) -> str | None:
    return _extreme(versions, range_, 1, loose, include_prerelease)


def intersects(r1: str, r2: str, *, loose: bool = False, include_prerelease: bool = False) -> bool:
    a, b = _range(r1, loose, include_prerelease), _range(r2, loose, include_prerelease)
    if a is None or b is None:
        return False
    return a.intersects(b, loose=loose, include_prerelease=include_prerelease)
