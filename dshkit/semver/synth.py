"""Write peer ranges that mean the same thing to npm and to the DSH host.

npm resolves peer ranges without ``includePrerelease``; the host checks them
with it.  A range that should admit a host's prerelease channels therefore
needs one ``^`` branch per channel the other branches do not already admit in
npm mode, and a ceiling written ``<X.Y.Z-0`` (the lowest possible version of
X.Y.Z, so no X.Y.Z prerelease slips under it) on every branch that would
otherwise reach past it (plain ``<X.Y.Z`` when the minimum is itself an X.Y.Z
prerelease).  ``check_synthesized`` proves a range against those
promises in both modes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cmp_to_key

from dshkit.semver.functions import satisfies
from dshkit.semver.range import InvalidRange, Range
from dshkit.semver.version import SemVer

MODES = {"npm": False, "host": True}  # mode name -> include_prerelease


def _version(text: str, what: str) -> SemVer:
    try:
        v = SemVer(text)
    except (ValueError, TypeError):
        raise ValueError(f"{what} {text!r} is not a valid semver version") from None
    if v.build:
        raise ValueError(f"{what} {text!r} has build metadata, which ranges ignore; drop the '+...' part")
    return v


def _ceiling_bound(below: SemVer, low: SemVer) -> SemVer:
    """The version the ceiling comparator ``<bound`` names.

    ``X.Y.Z-0`` (the lowest X.Y.Z prerelease) so that no X.Y.Z prerelease slips
    in, unless the minimum is itself an X.Y.Z prerelease: then those are wanted
    and the bound is X.Y.Z.  A prerelease ceiling is used as given.
    """
    if below.prerelease:
        return below
    floor = SemVer(f"{below.version}-0")
    return floor if low.compare(floor) < 0 else below


def _stops_below(range_text: str, ceiling: SemVer) -> bool:
    """True if every comparator set, in both modes, has an upper bound at or under ``ceiling``."""
    for mode in MODES.values():
        for comps in Range(range_text, include_prerelease=mode).set:
            if not any(
                c.semver is not None
                and ((c.operator == "<" and c.semver.compare(ceiling) <= 0) or (c.operator == "<=" and c.semver.compare(ceiling) < 0))
                for c in comps
            ):
                return False
    return True


def synthesize_range(min_version: str, channels: Sequence[str] = (), below: str | None = None) -> str:
    """The canonical range from ``min_version`` up (to ``below``), admitting each channel in both modes.

    >>> synthesize_range("0.1.7-rc.1", ["0.2.0-rc.1", "0.2.1-alpha.1"])
    '>=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1'
    """
    low = _version(min_version, "minimum version")
    ceiling = None
    if below is not None:
        top = _version(below, "ceiling (--below)")
        if top.compare(low) <= 0:
            raise ValueError(f"ceiling {top.version} must be above the minimum version {low.version}")
        ceiling = _ceiling_bound(top, low)
    chans: list[SemVer] = []
    for text in channels:
        ch = _version(text, "channel")
        if ch.compare(low) < 0:
            raise ValueError(f"channel {ch.version} is below the minimum version {low.version}")
        if ceiling is not None and ch.compare(ceiling) >= 0:
            raise ValueError(f"channel {ch.version} is not below the ceiling <{ceiling.version}")
        if all(ch.version != seen.version for seen in chans):
            chans.append(ch)
    chans.sort(key=cmp_to_key(lambda a, b: a.compare(b)))

    def capped(branch: str) -> str:
        if ceiling is not None and not _stops_below(branch, ceiling):
            return f"{branch} <{ceiling.version}"
        return branch

    branches = [capped(f">={low.version}")]
    for ch in chans:
        so_far = " || ".join(branches)
        if all(satisfies(ch.version, so_far, include_prerelease=mode) for mode in MODES.values()):
            continue  # an earlier branch already admits this channel for npm and the host
        branches.append(capped(f"^{ch.version}"))
    return " || ".join(branches)


@dataclass
class SynthProof:
    range: str
    checks: list[dict] = field(default_factory=list)  # {"version", "mode", "expected", "actual"}
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        verdict = "proved" if self.ok else "FAILED"
        lines = [f"{verdict}: {len(self.checks)} checks in npm and host mode"]
        lines += [f"  - {p}" for p in self.problems]
        return "\n".join(lines)


def _ceiling_probes(top: SemVer, low: SemVer) -> list[str]:
    M, m, p = top.major, top.minor, top.patch
    probes = [top.version, f"{M}.{m}.{p}-0", f"{M}.{m}.{p}-alpha.1", f"{M}.{m}.{p}-rc.1", f"{M}.{m}.{p}"]
    probes += [f"{M}.{m}.{p + 1}-0", f"{M}.{m}.{p + 1}", f"{M}.{m + 1}.0-rc.1", f"{M}.{m + 1}.0", f"{M + 1}.0.0-0", f"{M + 1}.0.0"]
    bound = _ceiling_bound(top, low)
    return [v for v in dict.fromkeys(probes) if SemVer(v).compare(bound) >= 0]


def check_synthesized(range_: str, min_version: str, channels: Sequence[str] = (), below: str | None = None) -> SynthProof:
    """Prove: min and every channel admitted in both modes; nothing at or above ``below`` in either.

    The ceiling part is structural (every comparator set has an upper bound at
    or under the ceiling, so no version above it can pass) and is also sampled.
    """
    proof = SynthProof(range_)
    try:
        Range(range_)
    except InvalidRange as exc:
        proof.problems.append(str(exc))
        return proof
    expectations = [(min_version, True)] + [(c, True) for c in channels]
    if below is not None:
        top, low = _version(below, "ceiling"), _version(min_version, "minimum version")
        expectations += [(v, False) for v in _ceiling_probes(top, low)]
    for version, expected in expectations:
        for mode, incpre in MODES.items():
            actual = satisfies(version, range_, include_prerelease=incpre)
            proof.checks.append({"version": version, "mode": mode, "expected": expected, "actual": actual})
            if actual != expected:
                verb = "admits" if actual else "does not admit"
                proof.problems.append(f"{range_!r} {verb} {version} in {mode} mode")
    if below is not None and not _stops_below(range_, _ceiling_bound(top, low)):
        proof.problems.append(f"{range_!r} has a comparator set with no upper bound at or under {below}")
    return proof
