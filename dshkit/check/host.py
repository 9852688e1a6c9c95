"""The host's own rows and releases, from the committed snapshots."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cmp_to_key, lru_cache
from pathlib import Path

from dshkit.semver import compare, valid

HOSTDATA = Path(__file__).resolve().parent / "hostdata"

# Host releases known from the DSH forks ([0.2] in docs: not on npm), used
# only to tell whether a peer range admits a release of each channel.
DOCUMENTED_RELEASES = ("0.1.7-rc.1", "0.2.0-rc.1", "0.2.1-alpha.1")


@dataclass(eq=False)  # hashable by identity (cached per snapshot)
class HostData:
    version: str
    data: dict

    @property
    def loader(self) -> str | None:
        return (self.data.get("loader") or {}).get("resolved")

    @property
    def surfaces(self) -> tuple[str, ...]:
        """The host's shipped profiles (``web``, ``headless``; 0.2.1: also ``sdk``,
        ``sdk-minimal``, ``acp``), in the snapshot's order."""
        return tuple(self.data.get("surfaces") or ())

    def surface_bundles(self, surface: str) -> list[dict]:
        names = self.data.get("surfaces", {}).get(surface, [])
        by_name = {b["name"]: b for b in self.data.get("bundles") or []}
        return [by_name[n] for n in names if n in by_name]

    def bundle(self, name: str) -> dict | None:
        return next((b for b in self.data.get("bundles") or [] if b["name"] == name), None)

    @property
    def derivation(self) -> dict:
        """Where the snapshot came from: ``{"kind": "npm"|"source"|"fork"|"installed"|"wheel",
        ...}`` with the tarballs and integrity hashes, the tag, the fork and
        commit, or the runtime wheel and its sha256, ``official`` and, when something could not be read,
        ``underivable`` (what and why)."""
        raw = self.data.get("derivedFrom", "npm")
        if isinstance(raw, str):  # a snapshot written before derivedFrom was an object
            kind, _, tag = raw.partition("@")
            return {"kind": kind, "tag": tag, "official": True} if tag else {"kind": kind, "official": True}
        return raw

    @property
    def derived_from(self) -> str:
        """``npm``, ``source@<tag>`` or ``fork <owner/name>@<commit> (unofficial)``, for messages."""
        d = self.derivation
        if d.get("kind") == "source":
            return f"source@{d.get('tag')}"
        if d.get("kind") == "wheel":
            return f"wheel {d.get('distribution')}=={d.get('version')}"
        if d.get("kind") == "fork":
            return f"fork {d.get('repository')}@{str(d.get('commit'))[:12]}" + ("" if d.get("official") else " (unofficial)")
        return str(d.get("kind"))

    @property
    def official(self) -> bool:
        return bool(self.derivation.get("official", True))

    @property
    def rows_known(self) -> bool:
        """False when the snapshot could not read the host's base bundles (a release
        whose bundles npm never published): rules that need the host's rows skip it."""
        return isinstance(self.data.get("bundles"), list)

    @property
    def underivable(self) -> dict:
        return dict(self.derivation.get("underivable") or {})

    @property
    def missing_patches(self) -> list[str]:
        """``<bundle>/<file>`` of base-bundle patch files the snapshot could not read:
        rows they insert are absent, so a missing target may still exist."""
        return [f"{b['name']}/{rel.lstrip('./')}" for b in self.data.get("bundles") or []
                for rel in b.get("missing_patches", [])]

    @property
    def presets(self) -> dict[str, dict]:
        return self.data.get("presets") or {}

    @property
    def single_executable(self) -> bool:
        """The host runs as one executable whose packages live in a virtual file
        system (the 0.2.x runtime wheel): ``process.argv[1]`` is a virtual path there."""
        return self.derivation.get("kind") == "wheel"

    @property
    def message_source(self) -> dict:
        """``{"format": N, "refusedKinds": [...]}``: source kinds the host's session
        format refuses on an injected message (0.2.1: ``plugin``); empty when none."""
        return self.data.get("messageSource") or {}

    @property
    def services(self) -> dict[str, dict]:
        """Host module -> ``{"inject": [...], "provides": [...]}`` (services it
        waits for and services it mounts); empty when the snapshot has no table."""
        return self.data.get("services") or {}

    @lru_cache(maxsize=None)  # noqa: B019 (one object per snapshot, never freed)
    def surface_modules(self, surface: str) -> frozenset[str]:
        """Module names of every row the surface's base bundles insert."""
        return frozenset(r["name"] for b in self.surface_bundles(surface) for r in b["rows"])

    @lru_cache(maxsize=None)  # noqa: B019
    def surfaces_with_row(self, row_id: str) -> tuple[str, ...]:
        """The surfaces whose base bundles insert a row ``row_id``."""
        return tuple(s for s in self.surfaces
                     if any(r["id"] == row_id for b in self.surface_bundles(s) for r in b["rows"]))

    @lru_cache(maxsize=None)  # noqa: B019
    def surface_key(self, surface: str) -> str:
        """Everything the row-level rules read from the snapshot, for one surface:
        (host, surface) pairs with equal keys compose a bundle identically and are
        checked once (see :mod:`hostset`). Every surface's rows are in it: a rule
        asks which other profiles have a row (DSH306)."""
        keys = ("bundles", "presets", "surfaces", "loader", "services", "messageSource")
        return json.dumps({"surface": surface, "single_executable": self.single_executable,
                           **{k: self.data.get(k) for k in keys}}, sort_keys=True)

    def releases(self) -> list[str]:
        """Every host version known: npm releases of the CLI and runtime, documented
        ones, and the official releases snapshotted (the same list whichever host is
        checked: what a range admits does not depend on the host at hand; a fork's
        version is not a release)."""
        seen = set(DOCUMENTED_RELEASES)
        for versions in self.data.get("releases", {}).values():
            seen.update(v for v in versions or [] if isinstance(v, str))
        seen.update(v for v in known_versions() if _load(v).official)
        if self.official:
            seen.add(self.version)
        good = [v for v in seen if valid(v)]
        return sorted(good, key=_key)


_key = cmp_to_key(compare)


def known_versions() -> list[str]:
    names = [p.stem for p in HOSTDATA.glob("*.json")]
    return sorted((n for n in names if valid(n)), key=_key)


def default_version() -> str:
    """The host a bundle with no host peer (and a profile that names none) is
    checked against: the newest release npm installs whole, i.e. an official npm
    snapshot whose rows are known. Source- and fork-derived snapshots, and a
    release npm cannot install, are checked when a peer range admits them or
    ``--host`` names them."""
    versions = known_versions()
    if not versions:
        raise KeyError("no host snapshots are installed")
    for version in reversed(versions):
        host = load_host(version)
        if host.derivation.get("kind") == "npm" and host.rows_known:
            return version
    return versions[-1]


def newest_official_version() -> str:
    """The newest release of the official project a snapshot describes (npm or
    its source at a tag; never a fork), whether or not its rows are known."""
    official = [v for v in known_versions() if load_host(v).official]
    if not official:
        raise KeyError("no official host snapshot is installed")
    return official[-1]


def load_host(version: str | None) -> HostData:
    """``version`` None = :func:`default_version`. Raises KeyError for an unknown one."""
    return _load(default_version() if version is None else version)


@lru_cache(maxsize=None)  # one object per snapshot: rule caches key on it
def _load(version: str) -> HostData:
    path = HOSTDATA / f"{version}.json"
    if not path.is_file():
        versions = known_versions()
        if not versions:
            raise KeyError("no host snapshots are installed")
        raise KeyError(f"no snapshot for host {version} (known: {', '.join(versions)})")
    return HostData(version, json.loads(path.read_text(encoding="utf-8")))
