"""The host's own rows and releases, from the committed snapshots."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from functools import cmp_to_key

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

    def surface_bundles(self, surface: str) -> list[dict]:
        names = self.data.get("surfaces", {}).get(surface, [])
        by_name = {b["name"]: b for b in self.data.get("bundles", [])}
        return [by_name[n] for n in names if n in by_name]

    def bundle(self, name: str) -> dict | None:
        return next((b for b in self.data.get("bundles", []) if b["name"] == name), None)

    @property
    def derived_from(self) -> str:
        """``npm`` (the published packages) or ``source@<tag>`` (the host's
        repository at a release tag, for releases npm cannot install)."""
        return self.data.get("derivedFrom", "npm")

    @property
    def presets(self) -> dict[str, dict]:
        return self.data.get("presets", {})

    def releases(self) -> list[str]:
        """Every host version known: npm releases of the CLI and runtime, plus documented ones."""
        seen = set(DOCUMENTED_RELEASES)
        for versions in self.data.get("releases", {}).values():
            seen.update(v for v in versions or [] if isinstance(v, str))
        seen.add(self.version)
        good = [v for v in seen if valid(v)]
        return sorted(good, key=_key)


_key = cmp_to_key(compare)


def known_versions() -> list[str]:
    names = [p.stem for p in HOSTDATA.glob("*.json")]
    return sorted((n for n in names if valid(n)), key=_key)


def _from_npm(version: str) -> bool:
    data = json.loads((HOSTDATA / f"{version}.json").read_text(encoding="utf-8"))
    return data.get("derivedFrom", "npm") == "npm"


def default_version() -> str:
    """The newest host users can install from npm (a snapshot derived from
    source is checked only when ``--host`` names it)."""
    versions = known_versions()
    if not versions:
        raise KeyError("no host snapshots are installed")
    return next((v for v in reversed(versions) if _from_npm(v)), versions[-1])


def load_host(version: str | None) -> HostData:
    """``version`` None = :func:`default_version`. Raises KeyError for an unknown one."""
    versions = known_versions()
    if not versions:
        raise KeyError("no host snapshots are installed")
    chosen = default_version() if version is None else version
    path = HOSTDATA / f"{chosen}.json"
    if not path.is_file():
        raise KeyError(f"no snapshot for host {chosen} (known: {', '.join(versions)})")
    return HostData(chosen, json.loads(path.read_text(encoding="utf-8")))
