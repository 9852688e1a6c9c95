"""Where the data directories (templates/, schemas/, presets/) are.

In a wheel they are packaged as ``dshkit/_data/<name>``; in a source checkout
(editable install, tests) they sit at the repository root beside ``dshkit/``.
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
