"""Why a version does or does not satisfy a range, one comparator set at a time.

The linter quotes ``Explanation.text()``, so the wording names the deciding
step: the comparator that failed, or npm's prerelease rule (a prerelease only
passes a set that names a prerelease of the same ``major.minor.patch``, unless
``includePrerelease`` is on).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from dshkit.semver.comparator import ANY
from dshkit.semver.range import InvalidRange, Range
from dshkit.semver.version import SemVer


def mode_name(include_prerelease: bool) -> str:
    return "host (includePrerelease)" if include_prerelease else "npm (default)"


@dataclass
class SetResult:
    comparators: list[str]
    satisfied: bool
    failed_comparator: str | None = None  # the first comparator the version fails
    prerelease_rule: str | None = None  # "allowed" / "blocked" when the rule applied
    allowed_by: str | None = None  # the comparator whose prerelease lets the version in
    reason: str = ""

    @property
    def text(self) -> str:
        return " ".join(self.comparators) or "*"


@dataclass
class Explanation:
    range: str
    version: str
    include_prerelease: bool = False
    loose: bool = False
    satisfied: bool = False
    normalized_range: str | None = None
    error: str | None = None  # invalid range or version: npm answers false
    sets: list[SetResult] = field(default_factory=list)

    @property
    def prerelease_rule_decided(self) -> bool:
        """True when the comparators admitted the version but the prerelease rule rejected it."""
        return not self.satisfied and any(s.prerelease_rule == "blocked" for s in self.sets)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["mode"] = "host" if self.include_prerelease else "npm"
        data["prerelease_rule_decided"] = self.prerelease_rule_decided
        return data

    def text(self) -> str:
        verdict = "satisfies" if self.satisfied else "does not satisfy"
        head = f"{self.version} {verdict} {self.range!r} in {mode_name(self.include_prerelease)} mode"
        if self.error:
            return f"{head}: {self.error}"
        lines = [f"{head} (normalised: {self.normalized_range})"]
        for i, s in enumerate(self.sets, 1):
            mark = "ok " if s.satisfied else "no "
            lines.append(f"  {mark}set {i} [{s.text}]: {s.reason}")
        return "\n".join(lines)


def _set_result(comps, version: SemVer, include_prerelease: bool) -> SetResult:
    names = [c.value for c in comps if c.value]
    for c in comps:
        if not c.test(version):
            return SetResult(names, False, failed_comparator=c.value,
                             reason=f"{version.version} fails {c.value}")
    if not version.prerelease:
        return SetResult(names, True, reason="every comparator passes")
    if include_prerelease:
        return SetResult(names, True, reason="every comparator passes (includePrerelease: prereleases count like releases)")
    triple = f"{version.major}.{version.minor}.{version.patch}"
    for c in comps:
        if c.semver is not ANY and c.semver.prerelease and (c.semver.major, c.semver.minor, c.semver.patch) == (
            version.major, version.minor, version.patch
        ):
            return SetResult(names, True, prerelease_rule="allowed", allowed_by=c.value,
                             reason=f"every comparator passes; npm's prerelease rule allows {version.version} "
                                    f"because {c.value} names a {triple} prerelease")
    named = [c.value for c in comps if c.semver is not ANY and c.semver.prerelease]
    why = f"it names prereleases only of {', '.join(named)}" if named else "it names no prerelease at all"
    return SetResult(names, False, prerelease_rule="blocked",
                     reason=f"every comparator passes, but npm's prerelease rule excludes {version.version}: "
                            f"no comparator in this set names a {triple} prerelease ({why}); "
                            "the host (includePrerelease) would accept it")


def explain(range_: str, version: str, *, include_prerelease: bool = False, loose: bool = False) -> Explanation:
    out = Explanation(range_, version, include_prerelease, loose)
    try:
        parsed_range = Range(range_, loose=loose, include_prerelease=include_prerelease)
    except InvalidRange as exc:
        out.error = f"invalid range ({exc}); npm answers false"
        return out
    out.normalized_range = parsed_range.range or "*"
    try:
        parsed = SemVer(version, loose)
    except (ValueError, TypeError) as exc:
        out.error = f"invalid version ({exc}); npm answers false"
        return out
    out.sets = [_set_result(comps, parsed, include_prerelease) for comps in parsed_range.set]
    out.satisfied = any(s.satisfied for s in out.sets)
    return out
