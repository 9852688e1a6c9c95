"""Where the data directories (templates/, schemas/, presets/) and the static
JavaScript modules (dshkit/builder/js/) are.

In a wheel the data directories are packaged as ``dshkit/_data/<name>``; in a source
checkout (editable install, tests) they sit at the repository root beside
``dshkit/``. The JavaScript modules are package data of ``dshkit.builder`` in both.
"""

from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the directory ``templates``, ``schemas`` or ``presets``."""
    packaged = _PKG / "_data" / name
    if packaged.is_dir():
        return packaged
    source = _PKG.parent / name
    if source.is_dir():
        return source
    raise FileNotFoundError(f"dshkit data directory {name!r} is missing from this install")


def builder_js(name: str) -> Path:
    """A static ES module a bundle ships as-is (``memory-entry.js``, …)."""
    path = _PKG / "builder" / "js" / name
    if not path.is_file():
        raise FileNotFoundError(f"dshkit module {name!r} is missing from this install")
    return path
