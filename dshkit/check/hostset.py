"""Which host snapshots a check runs against, and how their findings merge.

Without ``--host`` a bundle is checked against every host snapshot its peer
ranges admit, by the test the host itself applies (dsh-host.md §3): every peer
named ``@deepseek-ai/dsh`` or ``@deepseek-ai/dsh-*`` must be satisfied by the
host's version with npm ``semver.satisfies(..., {includePrerelease: true})``;
a ``workspace:`` range means "the running version" (admits); an empty range
fails. The version tested is the snapshot's host version: in a release the CLI
and ``dsh-app-boot`` (whose version the host checks) carry the same one.

- A bundle with no such peer, or one whose ranges admit no snapshot at all, is
  checked against :func:`dshkit.check.host.default_version` (the newest host
  npm installs whole); the peer-range rules report a range that excludes it.
- Snapshots that know none of the host's rows (``rows_known`` False: a release
  whose base bundles npm never published), and unofficial ones (a fork's
  copied files), are never picked here; ``--host`` can still name one.
- Profile mode: the host the profile itself runs on: the version of a host base
  bundle installed in the profile when a snapshot has it, else the default.

Each chosen host is checked on every surface (shipped profile) it has — 0.1
hosts ``web`` and ``headless``; 0.2.1 also ``sdk``, ``sdk-minimal`` and
``acp`` — since a plugin can be added to any profile; ``--surface`` narrows
that to one. (Host, surface) pairs whose composed rows are equal run once.

Several bundles checked together are one install: every chosen host composes
all of them, and each finding is kept for the hosts that admit the bundle it is
about. (Host, surface) pairs whose rows are equal (``HostData.surface_key``) and that every bundle
judges alike are checked once, with a placeholder for the host's name in the
messages. A finding some of a bundle's hosts (or surfaces) produce and others do not
names those hosts and surfaces in its message; where hosts disagree on the severity of one rule's
finding at one place, the most severe stands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from dshkit.check.context import DEFAULT_SURFACE
from dshkit.check.finding import Finding
from dshkit.check.host import HostData, default_version, known_versions, load_host
from dshkit.check.rules._ranges import admits_host, channel
from dshkit.errors import DshkitError
from dshkit.model.bundle import Bundle
from dshkit.model.problem import severity_rank
from dshkit.semver import satisfies

PLACEHOLDER = "\x00host\x00"  # never in a real message: the host's name goes here
HOST_BUNDLES = ("@deepseek-ai/dsh-base", "@deepseek-ai/dsh-web-app", "@deepseek-ai/dsh-headless")


@lru_cache(maxsize=65536)
def _satisfies(version: str, range_: str) -> bool:
    return satisfies(version, range_, include_prerelease=True)


def peer_ranges(bundle: Bundle) -> list | None:
    """The ranges of the peers the host checks; None when there are none."""
    if bundle.manifest is None:
        return None
    ranges = [value for _, value, _ in bundle.manifest.host_peers()]
    return ranges or None


def admits(ranges: list, version: str) -> bool:
    """The host's own peer test for one host version."""
    for range_ in ranges:
        if not isinstance(range_, str) or range_.strip() == "":
            return False  # an empty (or non-string) range fails the host's check
        if range_.startswith("workspace:"):
            continue  # the running version
        if not _satisfies(version, range_):
            return False
    return True


def candidates() -> list[str]:
    """Snapshots a peer range can select: official ones that know the host's
    rows. A fork's snapshot (0.2.1-alpha.2) is checked only when ``--host`` names it."""
    return [v for v in known_versions() if load_host(v).rows_known and load_host(v).official]


def admitted(bundle: Bundle, pool: list[str], fallback: str) -> tuple[str, ...]:
    ranges = peer_ranges(bundle)
    if ranges is None:
        return (fallback,)
    return tuple(v for v in pool if admits(ranges, v)) or (fallback,)


def profile_host(members: list[Bundle]) -> str:
    """A profile runs on one host: the one whose base bundle it has installed."""
    known = set(known_versions())
    for bundle in members:
        if bundle.label in HOST_BUNDLES and bundle.manifest is not None and bundle.manifest.value("version") in known:
            return bundle.manifest.value("version")
    return default_version()


Target = tuple  # (host version, surface)


def target_names(targets, order=None) -> str:
    """``0.1.0-rc.8 (web), 0.2.1-rc.2 (sdk, acp)``: hosts in version order, each
    with the surfaces (shipped profiles) meant, in the snapshot's order."""
    order = order or known_versions().index
    by_version: dict[str, list[str]] = {}
    for version, surface in targets:
        by_version.setdefault(version, []).append(surface)
    out = []
    for version in sorted(by_version, key=order):
        listed = load_host(version).surfaces
        surfaces = sorted(set(by_version[version]), key=lambda s: listed.index(s) if s in listed else len(listed))
        out.append(f"{version} ({', '.join(surfaces)})")
    return ", ".join(out)


@dataclass
class Run:
    """One rule run: a representative host and surface, and every (host, surface)
    target it stands for."""

    host: HostData
    surface: str
    targets: tuple[Target, ...]

    @property
    def versions(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(v for v, _ in self.targets))


@dataclass
class Plan:
    runs: list[Run]
    by_bundle: dict[int, tuple[Target, ...]] = field(default_factory=dict)  # id(bundle) -> its targets

    @property
    def single(self) -> bool:
        return len(self.runs) == 1 and len(self.runs[0].targets) == 1


def surfaces_of(version: str, surface: str | None) -> tuple[str, ...]:
    """The surfaces a bundle is checked on for one host: the one asked for (when
    the host ships it), else every profile the host ships (a plugin can be added
    to any of them with ``dsh plugin --profile P add``)."""
    shipped = load_host(version).surfaces or (DEFAULT_SURFACE,)
    if surface is None:
        return shipped
    return (surface,) if surface in shipped else ()


def plan(bundles: list[Bundle], profile: Bundle | None, host: str | None, surface: str | None = None) -> Plan:
    if profile is not None:
        # A profile composes its own bundle list: the surface does not pick rows.
        version = host if host is not None else profile_host(bundles)
        return Plan([Run(load_host(version), surface or DEFAULT_SURFACE, ((version, surface or DEFAULT_SURFACE),))])
    fallback = default_version()
    pool = candidates()
    if host is not None:
        versions = {id(b): (host,) for b in bundles}
    else:
        versions = {id(b): admitted(b, pool, fallback) for b in bundles}
    chosen = sorted({v for vs in versions.values() for v in vs} or {host or fallback}, key=known_versions().index)
    targets = [(v, s) for v in chosen for s in surfaces_of(v, surface)]
    if not targets:
        shipped = sorted({s for v in chosen for s in load_host(v).surfaces})
        raise DshkitError(f"host {', '.join(chosen)} ships no {surface!r} profile (surfaces: {', '.join(shipped)})",
                          None, "DSH004")
    by_bundle = {key: tuple(t for t in targets if t[0] in vs) for key, vs in versions.items()}
    groups: dict[tuple, list[Target]] = {}
    for version, surf in targets:
        h = load_host(version)
        # Equal rows are not enough: rules also ask whether each bundle admits the
        # host (DSH306's warning) and which host line it is (DSH205).
        key = (h.surface_key(surf), channel(version), tuple(admits_host(b, version) for b in bundles))
        groups.setdefault(key, []).append((version, surf))
    runs = [Run(load_host(ts[-1][0]), ts[-1][1], tuple(ts)) for ts in groups.values()]
    return Plan(runs, by_bundle)


def check_across(the_plan: Plan, bundles: list[Bundle],
                 run: Callable[[HostData, str, str | None], list[Finding]]) -> list[Finding]:
    """Run the rules once per :class:`Run` and merge: ``run(host, surface, label)``."""
    if the_plan.single:
        only = the_plan.runs[0]
        return run(only.host, only.surface, None)
    # longest prefix first: a bundle inside another's directory is its own owner
    owners = sorted(((b.source.display(""), id(b)) for b in bundles), key=lambda o: -len(o[0]))

    def owner_hosts(path: str, every: tuple[str, ...]) -> tuple[str, ...]:
        for prefix, key in owners:
            if prefix and path.startswith(prefix):
                return the_plan.by_bundle.get(key, every)
        return every

    every = tuple(t for r in the_plan.runs for t in r.targets)
    merged: dict[Finding, set[Target]] = {}
    relevant: dict[Finding, tuple[Target, ...]] = {}
    for r in the_plan.runs:
        for f in run(r.host, r.surface, PLACEHOLDER):
            mine = owner_hosts(f.path, every)
            hosts = [t for t in r.targets if t in mine]
            if not hosts:
                continue  # a host this finding's bundle does not run on
            merged.setdefault(f, set()).update(hosts)
            relevant[f] = mine
    # One place, one rule: the most severe verdict stands (a host whose snapshot
    # could only say "maybe" does not add a second, milder copy of an error).
    worst: dict[tuple, int] = {}
    for f in merged:
        where = (f.path, f.line, f.column, f.code)
        worst[where] = max(worst.get(where, 0), severity_rank(f.severity))
    order = known_versions().index
    texts: dict[tuple, list[tuple[set[Target], str]]] = {}
    for f, hosts in merged.items():
        if severity_rank(f.severity) < worst[(f.path, f.line, f.column, f.code)]:
            continue
        names = target_names(hosts, order)
        message = f.message.replace(PLACEHOLDER, names)
        if PLACEHOLDER not in f.message and set(relevant[f]) - hosts:
            message += f" [only on host {names}]"
        # The same complaint worded per host (a host-specific fact in the text)
        # from hosts that do not overlap: one finding that says both.
        slot = texts.setdefault((f.path, f.line, f.column, f.code, f.severity, f.name), [])
        for i, (seen, text) in enumerate(slot):
            if not seen & hosts:
                slot[i] = (seen | hosts, " | ".join(sorted((text, message))))
                break
        else:
            slot.append((set(hosts), message))
    out = [Finding(path, line, column, code, severity, message, name)
           for (path, line, column, code, severity, name), slot in texts.items() for _, message in slot]
    return sorted(out, key=Finding.sort_key)
