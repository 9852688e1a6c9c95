"""One comparator (``>=1.2.3``, ``<2.0.0-0``, or ANY): npm's ``Comparator`` class."""

from __future__ import annotations

from dshkit.semver._jsre import RE, js_collapse_ws, js_trim
from dshkit.semver.version import InvalidVersion, SemVer

ANY = None  # npm's Comparator.ANY: the empty comparator, matching everything


class InvalidComparator(ValueError):
    pass


def cmp(a: SemVer, op: str, b: SemVer) -> bool:
    """npm's ``cmp`` for the operators a parsed comparator can carry."""
    ka, kb = a._npm_key, b._npm_key
    if ka is not None and kb is not None:
        if op == ">=":
            return ka >= kb
        if op == "<":
            return ka < kb
        if op == "<=":
            return ka <= kb
        if op == ">":
            return ka > kb
        return ka == kb
    c = a.compare(b)
    return {">=": c >= 0, "<": c < 0, "<=": c <= 0, ">": c > 0}.get(op, c == 0)


class Comparator:
    __slots__ = ("operator", "semver", "value", "loose")

    def __init__(self, comp: str, loose: bool = False):
        comp = js_collapse_ws(js_trim(comp))
        self.loose = loose
        m = (RE.COMPARATORLOOSE if loose else RE.COMPARATOR).match(comp)
        if not m:
            raise InvalidComparator(f"Invalid comparator: {comp}")
        op = m[1] or ""
        self.operator = "" if op == "=" else op
        if m[2]:
            try:
                self.semver: SemVer | None = SemVer(m[2], loose)
            except InvalidVersion as exc:
                raise InvalidComparator(str(exc)) from None
        else:
            self.semver = ANY
        self.value = "" if self.semver is ANY else self.operator + self.semver.version

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Comparator({self.value!r})"

    def test(self, version: SemVer) -> bool:
        if self.semver is ANY:
            return True
        return cmp(version, self.operator, self.semver)
