"""Host channels a bundle declares, for the peer-range rules."""

from __future__ import annotations

from functools import cmp_to_key, lru_cache

from dshkit.model.manifest import HOST_PACKAGE, Manifest
from dshkit.semver import Range, compare, parse, satisfies, valid_range

# Where a bundle writes the display-only engines range, and every range that declares its host line.
ENGINES_PATHS = (("engines", "dsh"), ("dsh", "engines", "dsh"))
DECLARING = (("peerDependencies", HOST_PACKAGE), *ENGINES_PATHS)


@lru_cache(maxsize=65536)
def sat(version: str, range_: str, include_prerelease: bool) -> bool:
    """Cached ``satisfies``: bundles repeat the same few ranges thousands of times."""
    return satisfies(version, range_, include_prerelease=include_prerelease)


@lru_cache(maxsize=8192)
def _valid(range_: str) -> bool:
    return valid_range(range_) is not None


@lru_cache(maxsize=8192)
def range_sets(range_: str):
    """npm's comparator sets of a valid range, parsed once per distinct range."""
    return Range(range_).set


def usable(range_) -> bool:
    return isinstance(range_, str) and range_.strip() != "" and not range_.startswith("workspace:") \
        and _valid(range_)


@lru_cache(maxsize=65536)
def channel(version: str) -> tuple[int, int]:
    """A version's ``(major, minor)`` line."""
    v = parse(version)
    return (v.major, v.minor)


def lower_bounds(range_: str) -> list[str]:
    out = []
    for comparators in range_sets(range_):
        for comp in comparators:
            if comp.operator in (">=", "") and comp.value not in ("", "*"):
                out.append(str(comp.semver))
    return out


@lru_cache(maxsize=65536)
def claims(range_: str, version: str) -> bool:
    """Does ``range_`` claim ``version``'s channel? Host mode, except that a
    prerelease admitted only through a ``<X.Y.Z`` bound written without ``-0``
    does not count (the author excluded X.Y.Z; DSH204 reports the bound)."""
    if not sat(version, range_, True):
        return False
    v = parse(version)
    if not v.prerelease:
        return True
    core = (v.major, v.minor, v.patch)
    for comps in range_sets(range_):
        bounds = {(c.semver.major, c.semver.minor, c.semver.patch) for c in comps
                  if c.operator == "<" and c.semver is not None and not c.semver.prerelease}
        if core not in bounds and sat(version, " ".join(str(c) for c in comps) or "*", True):
            return True
    return False


def exact_pins(range_: str) -> list[str]:
    return [str(comps[0].semver) for comps in range_sets(range_)
            if len(comps) == 1 and comps[0].operator in ("", "=") and comps[0].semver is not None]


def npm_star(range_: str) -> bool:
    """npm's dep-valid accepts any version for a ``*`` (or empty) range, prereleases too."""
    return range_.strip() in ("*", "")


def declared_ranges(manifest: Manifest) -> tuple[str, ...]:
    """The usable ranges that declare the host line (:data:`DECLARING`); once per manifest."""
    got = manifest.memo.get("declared_ranges")
    if got is None:
        got = manifest.memo["declared_ranges"] = tuple(
            value for value in (manifest.value(*path) for path in DECLARING) if usable(value))
    return got


def channels(ctx, manifest: Manifest) -> tuple[tuple[tuple[int, int], tuple[str, ...]], ...]:
    """(channel, its known releases) for every channel the bundle claims, in
    channel order: see :func:`_channels`. Computed once per distinct set of
    ranges and host (bundles repeat the same ranges)."""
    return _channels(declared_ranges(manifest), tuple(v for _, v, _ in checked_peers(manifest)), ctx.host)


@lru_cache(maxsize=4096)
def _channels(declared: tuple[str, ...], peer_ranges: tuple[str, ...],
              host) -> tuple[tuple[tuple[int, int], tuple[str, ...]], ...]:
    """Channel -> known releases in it, for every channel the bundle claims.

    Claims come from its ``@deepseek-ai/dsh`` peer and engines ranges or, when
    it has none, from its host peers themselves; a channel is claimed when one of
    its releases satisfies a claiming range in the host's includePrerelease mode.
    Releases: the host's known ones (npm + documented) plus the lower bounds the
    claiming ranges write and exact pins. When no claimed channel has a known
    host release (``^0.0.1``), the ``--host`` version's channel is used."""
    declared = declared or peer_ranges
    known = set(_host_releases(host))
    releases = set(known)
    for r in declared:
        releases.update(lower_bounds(r))
    for value in peer_ranges:
        releases.update(exact_pins(value))
    wanted = {channel(v) for v in releases if any(claims(r, v) for r in declared)}
    if not any(channel(v) in wanted for v in known):
        wanted.add(channel(host.version))
    out: dict[tuple[int, int], list[str]] = {}
    for v in _sorted(frozenset(releases)):
        if channel(v) in wanted:
            out.setdefault(channel(v), []).append(v)
    return tuple((chan, tuple(vs)) for chan, vs in sorted(out.items()))


def checked_peers(manifest: Manifest) -> tuple:
    """(name, range, node) of the host peers whose range the rules can judge
    (:func:`usable`); computed once per manifest."""
    got = manifest.memo.get("checked_peers")
    if got is None:
        got = manifest.memo["checked_peers"] = tuple(p for p in manifest.host_peers() if usable(p[1]))
    return got


def peers_by_range(manifest: Manifest) -> dict[str, list[str]]:
    """Each distinct checked peer range -> the peers writing it, in order (read-only).

    Bundles repeat one range across many peers: rules that judge the range
    alone test it once and report it once, at its first peer."""
    got = manifest.memo.get("peers_by_range")
    if got is None:
        got = manifest.memo["peers_by_range"] = {}
        for name, value, _ in checked_peers(manifest):
            got.setdefault(value, []).append(name)
    return got


@lru_cache(maxsize=64)
def _host_releases(host) -> tuple[str, ...]:
    return tuple(host.releases())


@lru_cache(maxsize=4096)
def _sorted(versions: frozenset) -> tuple[str, ...]:
    return tuple(sorted(versions, key=cmp_to_key(compare)))


def admits_host(bundle, version: str) -> bool:
    """Whether ``bundle`` declares ``version`` a host it runs on (host mode), by its
    ``@deepseek-ai/dsh`` peer or engines range; True when it declares none."""
    manifest = getattr(bundle, "manifest", None)
    declared = declared_ranges(manifest) if manifest is not None else ()
    return sat(version, declared[0], True) if declared else True
