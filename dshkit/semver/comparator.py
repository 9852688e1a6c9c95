"""One comparator (``>=1.2.3``, ``<2.0.0-0``, or ANY): npm's ``Comparator`` class."""

from __future__ import annotations

from dshkit.semver._jsre import RE, js_collapse_ws, js_trim
from dshkit.semver.version import InvalidVersion, SemVer

ANY = None  # npm's Comparator.ANY: the empty comparator, matching everything


class InvalidComparator(ValueError):
    pass


def cmp(a: SemVer, op: str, b: SemVer) -> bool:
    """npm's ``cmp`` for the operators a parsed comparator can carry."""
    if a._key is not None and b._key is not None:
        ka, kb = a._key, b._key
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

    def intersects(self, comp: Comparator, include_prerelease: bool = False, loose: bool = False) -> bool:
        # Imported here: Range and Comparator refer to each other, as in npm.
        from dshkit.semver.range import Range

        if self.operator == "":
            if self.value == "":
                return True
            return Range(comp.value, loose=loose, include_prerelease=include_prerelease).test(self.value)
        if comp.operator == "":
            if comp.value == "":
                return True
            return Range(self.value, loose=loose, include_prerelease=include_prerelease).test(comp.semver)
        if include_prerelease and (self.value == "<0.0.0-0" or comp.value == "<0.0.0-0"):
            return False
        if not include_prerelease and (self.value.startswith("<0.0.0") or comp.value.startswith("<0.0.0")):
            return False
        if self.operator.startswith(">") and comp.operator.startswith(">"):
            return True
        if self.operator.startswith("<") and comp.operator.startswith("<"):
            return True
        if self.semver.version == comp.semver.version and "=" in self.operator and "=" in comp.operator:
            return True
        if cmp(self.semver, "<", comp.semver) and self.operator.startswith(">") and comp.operator.startswith("<"):
            return True
        if cmp(self.semver, ">", comp.semver) and self.operator.startswith("<") and comp.operator.startswith(">"):
            return True
        return False
