"""Pure-Python distributions copied into ``sidecar.pyz`` (the team store's driver).

The sidecar must need nothing installed but Python, so a bundle whose spec
asks for a team store (``memory.team``) carries the PostgreSQL driver inside
its zipapp: each distribution's ``.py`` sources, its ``METADATA`` (pg8000 and
scramp read their own version through ``importlib.metadata`` at import, which
finds a ``*.dist-info`` folder inside a zip on ``sys.path``) and its licence
files. Nothing else: no bytecode (it would tie the archive to the building
interpreter), no RECORD/INSTALLER (they name the installer, not the code), no
data files the driver does not read (dateutil's zoneinfo tarball).

The versions are dshkit's own pinned dependencies (pyproject.toml), installed
with dshkit; the pins are chosen to run on Python 3.10, the sidecar's floor.
"""

from __future__ import annotations

from importlib import metadata

# distribution names, in dependency order; pinned in pyproject.toml [project] dependencies
TEAM_DRIVER = ("pg8000", "scramp", "asn1crypto", "python-dateutil", "six")
_LICENCE_WORDS = ("LICENSE", "LICENCE", "COPYING", "NOTICE")


class VendorError(Exception):
    pass


def _wanted(rel: str) -> bool:
    if "__pycache__" in rel or rel.endswith((".pyc", ".pyo")):
        return False
    if ".dist-info/" in rel:  # METADATA, LICENSE, licenses/LICENSE
        leaf = rel.rpartition("/")[2]
        return leaf == "METADATA" or any(w in leaf.upper() for w in _LICENCE_WORDS)
    return rel.endswith(".py")


def distribution_files(names: tuple[str, ...] = TEAM_DRIVER) -> dict[str, bytes]:
    """archive path -> bytes for the named installed distributions."""
    files: dict[str, bytes] = {}
    for name in names:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            raise VendorError(f"{name} is not installed (a dshkit dependency: reinstall dshkit)") from None
        licences = 0
        for f in dist.files or ():
            rel = f.as_posix()
            if rel.startswith("..") or rel.startswith("/") or not _wanted(rel):
                continue
            files[rel] = f.read_binary()
            licences += ".dist-info/" in rel and not rel.endswith("/METADATA")
        if not licences:
            raise VendorError(f"{name} {dist.version}: no licence file found to ship with it")
    return files
