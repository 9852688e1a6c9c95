"""Ranges: npm ``semver``'s ``Range`` class and its desugaring pipeline.

A range string is rewritten by the same sequence of regex replacements as in
node-semver 7.8 (hyphen ranges, whitespace trims after operators, carets,
tildes, X-ranges, stars, ``>=0.0.0``) and then split into comparator sets.
The order of those steps is what makes odd inputs (``>= 1.2``, ``~> 1``,
``1.2.3 - 2``) behave like npm, so it is kept step for step.  Parsed sets are
cached like npm's LRU, keyed by the options that change the parse.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from functools import lru_cache

from dshkit.semver._jsre import BUILD_STRIP, RE, js_collapse_ws, js_plus_one, js_split_ws, js_trim
from dshkit.semver.comparator import ANY, Comparator, InvalidComparator, cmp
from dshkit.semver.version import SemVer, parse_cached


class InvalidRange(ValueError):
    pass


NULL_SET = "<0.0.0-0"


def _is_x(ident: str | None) -> bool:
    return not ident or ident in ("x", "X", "*")


def _sub_first(pattern: re.Pattern[str], repl, text: str) -> str:
    return pattern.sub(repl, text, count=1)


# -- the desugaring steps (node-semver classes/range.js) ---------------------


def _replace_tilde(comp: str, loose: bool, incpre: bool) -> str:
    z = "-0" if incpre else ""

    def repl(m: re.Match[str]) -> str:
        M, m_, p, pr = m[1], m[2], m[3], m[4]
        if _is_x(M):
            return ""
        if _is_x(m_):
            return f">={M}.0.0{z} <{js_plus_one(M)}.0.0-0"
        if _is_x(p):
            return f">={M}.{m_}.0{z} <{M}.{js_plus_one(m_)}.0-0"
        if pr:
            return f">={M}.{m_}.{p}-{pr} <{M}.{js_plus_one(m_)}.0-0"
        return f">={M}.{m_}.{p} <{M}.{js_plus_one(m_)}.0-0"

    return _sub_first(RE.TILDELOOSE if loose else RE.TILDE, repl, comp)


def _replace_caret(comp: str, loose: bool, incpre: bool) -> str:
    z = "-0" if incpre else ""

    def repl(m: re.Match[str]) -> str:
        M, m_, p, pr = m[1], m[2], m[3], m[4]
        # The 0.x rules test the raw text: loose "00" is not "0" here, as in npm.
        if _is_x(M):
            return ""
        if _is_x(m_):
            return f">={M}.0.0{z} <{js_plus_one(M)}.0.0-0"
        if _is_x(p):
            if M == "0":
                return f">={M}.{m_}.0{z} <{M}.{js_plus_one(m_)}.0-0"
            return f">={M}.{m_}.0{z} <{js_plus_one(M)}.0.0-0"
        low = f">={M}.{m_}.{p}-{pr}" if pr else f">={M}.{m_}.{p}"
        if M == "0":
            if m_ == "0":
                return f"{low} <{M}.{m_}.{js_plus_one(p)}-0"
            return f"{low} <{M}.{js_plus_one(m_)}.0-0"
        return f"{low} <{js_plus_one(M)}.0.0-0"

    return _sub_first(RE.CARETLOOSE if loose else RE.CARET, repl, comp)


def _replace_xrange(comp: str, loose: bool, incpre: bool) -> str:
    comp = js_trim(comp)

    def repl(m: re.Match[str]) -> str:
        ret, gtlt, M, m_, p = m[0], m[1], m[2], m[3], m[4]
        if (_is_x(M) and not _is_x(m_)) or (_is_x(m_) and p and not _is_x(p)):
            return comp  # invalid X order ("x.1"): left for the comparator parser to reject
        xM = _is_x(M)
        xm = xM or _is_x(m_)
        xp = xm or _is_x(p)
        if gtlt == "=" and xp:
            gtlt = ""
        pr = "-0" if incpre else ""
        if xM:
            return NULL_SET if gtlt in (">", "<") else "*"
        if gtlt and xp:
            if xm:
                m_ = "0"
            p = "0"
            if gtlt == ">":
                gtlt = ">="
                if xm:
                    M, m_, p = js_plus_one(M), "0", "0"
                else:
                    m_, p = js_plus_one(m_), "0"
            elif gtlt == "<=":
                gtlt = "<"
                if xm:
                    M = js_plus_one(M)
                else:
                    m_ = js_plus_one(m_)
            if gtlt == "<":
                pr = "-0"
            return f"{gtlt}{M}.{m_}.{p}{pr}"
        if xm:
            return f">={M}.0.0{pr} <{js_plus_one(M)}.0.0-0"
        if xp:
            return f">={M}.{m_}.0{pr} <{M}.{js_plus_one(m_)}.0-0"
        return ret

    return _sub_first(RE.XRANGELOOSE if loose else RE.XRANGE, repl, comp)


def _hyphen_replace(incpre: bool):
    def repl(m: re.Match[str]) -> str:
        frm, fM, fm, fp, fpr = m[1], m[2], m[3], m[4], m[5]
        to, tM, tm, tp, tpr = m[7], m[8], m[9], m[10], m[11]
        z = "-0" if incpre else ""
        if _is_x(fM):
            frm = ""
        elif _is_x(fm):
            frm = f">={fM}.0.0{z}"
        elif _is_x(fp):
            frm = f">={fM}.{fm}.0{z}"
        elif fpr:
            frm = f">={frm}"
        else:
            frm = f">={frm}{z}"
        if _is_x(tM):
            to = ""
        elif _is_x(tm):
            to = f"<{js_plus_one(tM)}.0.0-0"
        elif _is_x(tp):
            to = f"<{tM}.{js_plus_one(tm)}.0-0"
        elif tpr:
            to = f"<={tM}.{tm}.{tp}-{tpr}"
        elif incpre:
            to = f"<{tM}.{tm}.{js_plus_one(tp)}-0"
        else:
            to = f"<={to}"
        return js_trim(f"{frm} {to}")

    return repl


@lru_cache(maxsize=4096)
def _parse_comparator(comp: str, loose: bool, incpre: bool) -> str:
    if "+" in comp:
        comp = _sub_first(RE.BUILD, "", comp)
    # ``comp`` holds no whitespace here, so without its trigger character a
    # step would only re-normalise whitespace: skip it.
    if "^" in comp:
        comp = " ".join(_replace_caret(c, loose, incpre) for c in js_split_ws(js_trim(comp)))
    if "~" in comp:
        comp = " ".join(_replace_tilde(c, loose, incpre) for c in js_split_ws(js_trim(comp)))
    comp = " ".join(_replace_xrange(c, loose, incpre) for c in js_split_ws(comp))
    return _sub_first(RE.STAR, "", js_trim(comp))


@lru_cache(maxsize=4096)
def _comparator(text: str, loose: bool) -> Comparator:
    return Comparator(text, loose)


@lru_cache(maxsize=1000)
def _parse_set(range_: str, loose: bool, incpre: bool) -> tuple[Comparator, ...]:
    """One ``||`` branch to its comparators (npm's memoised ``parseRange``)."""
    # Whitespace is single plain spaces by now, so each rewrite can only change
    # the text when its trigger is present; the checks skip the costly regexes.
    if " - " in range_:
        range_ = _sub_first(RE.HYPHENRANGELOOSE if loose else RE.HYPHENRANGE, _hyphen_replace(incpre), range_)
    if "< " in range_ or "> " in range_ or "= " in range_:
        range_ = RE.COMPARATORTRIM.sub(lambda m: (m[1] or "") + (m[2] or "") + (m[3] or ""), range_)
    if "~" in range_:
        range_ = RE.TILDETRIM.sub(lambda m: (m[1] or "") + "~", range_)
    if "^" in range_:
        range_ = RE.CARETTRIM.sub(lambda m: (m[1] or "") + "^", range_)
    desugared = " ".join(_parse_comparator(c, loose, incpre) for c in range_.split(" "))
    gte0 = RE.GTE0PRE if incpre else RE.GTE0
    comps = [_sub_first(gte0, "", js_trim(c)) for c in js_split_ws(desugared)]
    if loose:
        comps = [c for c in comps if RE.COMPARATORLOOSE.match(c)]
    by_value: OrderedDict[str, Comparator] = OrderedDict()
    parsed = [_comparator(text, loose) for text in comps]  # all of them first: any invalid one throws
    for comp in parsed:
        if comp.value == NULL_SET:
            return (comp,)
        by_value.setdefault(comp.value, comp)
    if len(by_value) > 1:
        by_value.pop("", None)
    return tuple(by_value.values())


def _test_set(comps: tuple[Comparator, ...], version: SemVer, incpre: bool) -> bool:
    for comp in comps:
        if not comp.test(version):
            return False
    if version.prerelease and not incpre:
        # npm's prerelease rule: a prerelease passes only if some comparator in
        # the set names a prerelease of the same major.minor.patch.
        for comp in comps:
            allowed = comp.semver
            if allowed is ANY or not allowed.prerelease:
                continue
            if (allowed.major, allowed.minor, allowed.patch) == (version.major, version.minor, version.patch):
                return True
        return False
    return True


class Range:
    """A parsed range: ``set`` is a tuple of comparator sets (the ``||`` branches)."""

    __slots__ = ("raw", "loose", "include_prerelease", "set", "_formatted")

    def __init__(self, range_: str, *, loose: bool = False, include_prerelease: bool = False):
        if not isinstance(range_, str):
            raise InvalidRange(f"Invalid SemVer Range: {range_!r}")
        self.loose = loose
        self.include_prerelease = include_prerelease
        self.raw = js_collapse_ws(js_trim(range_))
        try:
            sets = [
                _parse_set(BUILD_STRIP.sub("", js_trim(part)), loose, include_prerelease)
                for part in self.raw.split("||")
            ]
        except InvalidComparator as exc:
            raise InvalidRange(f"Invalid SemVer Range: {self.raw} ({exc})") from None
        sets = [s for s in sets if s]
        if not sets:
            raise InvalidRange(f"Invalid SemVer Range: {self.raw}")
        if len(sets) > 1:
            first = sets[0]
            sets = [s for s in sets if s[0].value != NULL_SET]
            if not sets:
                sets = [first]
            elif len(sets) > 1:
                for s in sets:
                    if len(s) == 1 and s[0].value == "":
                        sets = [s]
                        break
        self.set: tuple[tuple[Comparator, ...], ...] = tuple(sets)
        self._formatted: str | None = None

    @property
    def range(self) -> str:
        if self._formatted is None:
            self._formatted = "||".join(" ".join(js_trim(c.value) for c in s) for s in self.set)
        return self._formatted

    def __str__(self) -> str:
        return self.range

    def __repr__(self) -> str:
        return f"Range({self.range!r})"

    def test(self, version: str | SemVer | None) -> bool:
        if not version:
            return False
        if isinstance(version, str):
            version = parse_cached(version, self.loose)
            if version is None:
                return False
        for comps in self.set:
            if _test_set(comps, version, self.include_prerelease):
                return True
        return False

    def intersects(self, other: Range, *, loose: bool = False, include_prerelease: bool = False) -> bool:
        opts = {"loose": loose, "include_prerelease": include_prerelease}
        return any(
            _satisfiable(mine, **opts)
            and any(
                _satisfiable(theirs, **opts)
                and all(comparators_intersect(a, b, **opts) for a in mine for b in theirs)
                for theirs in other.set
            )
            for mine in self.set
        )


def _satisfiable(comps: tuple[Comparator, ...], **opts) -> bool:
    remaining = list(comps)
    test = remaining.pop()
    result = True
    while result and remaining:
        result = all(comparators_intersect(test, other, **opts) for other in remaining)
        test = remaining.pop()
    return result


def comparators_intersect(a: Comparator, b: Comparator, *, loose: bool = False,
                          include_prerelease: bool = False) -> bool:
    """npm's ``Comparator.intersects``: could one version satisfy both?

    It lives here, beside its only callers, because it builds a ``Range`` for
    an ``=`` comparator: as a ``Comparator`` method (npm's place for it) it made
    comparator and range import each other.
    """
    if a.operator == "":
        if a.value == "":
            return True
        return Range(b.value, loose=loose, include_prerelease=include_prerelease).test(a.value)
    if b.operator == "":
        if b.value == "":
            return True
        return Range(a.value, loose=loose, include_prerelease=include_prerelease).test(b.semver)
    if include_prerelease and (a.value == NULL_SET or b.value == NULL_SET):
        return False
    if not include_prerelease and (a.value.startswith("<0.0.0") or b.value.startswith("<0.0.0")):
        return False
    if a.operator.startswith(">") and b.operator.startswith(">"):
        return True
    if a.operator.startswith("<") and b.operator.startswith("<"):
        return True
    if a.semver.version == b.semver.version and "=" in a.operator and "=" in b.operator:
        return True
    if cmp(a.semver, "<", b.semver) and a.operator.startswith(">") and b.operator.startswith("<"):
        return True
    if cmp(a.semver, ">", b.semver) and a.operator.startswith("<") and b.operator.startswith(">"):
        return True
    return False


@lru_cache(maxsize=1000)
def range_cached(range_: str, loose: bool, include_prerelease: bool) -> Range | None:
    """Parse or None (invalid); the entry point of every function-style API."""
    try:
        return Range(range_, loose=loose, include_prerelease=include_prerelease)
    except InvalidRange:
        return None
