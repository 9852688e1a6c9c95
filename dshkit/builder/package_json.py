"""A bundle's package.json, built as data and written with ``json.dumps``.

The dict's insertion order is the order of the fields in the file (the order
npm and the seed bundles use); an absent field (None, or an empty optional
list or map) is left out.  ``json.dumps(indent=2)`` is npm's own layout
(``JSON.stringify(pkg, null, 2)``), with non-ASCII text kept as is.
"""

from __future__ import annotations

import json
from typing import Any

from dshkit.spec.model import PackageSpec


def package_json(pkg: PackageSpec, *, icon: str | None, main: str | None, exports: dict[str, str],
                 files: list[str], dsh: dict[str, Any], engines: dict[str, str],
                 dependencies: dict[str, str], peer_dependencies: dict[str, str],
                 peer_dependencies_meta: dict[str, dict], dev_dependencies: dict[str, str]) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "name": pkg.name,
        "version": pkg.version,
        "description": pkg.description,
        "license": pkg.license,
        "author": pkg.author,
        "homepage": pkg.homepage,
        "repository": pkg.repository,
        "keywords": pkg.keywords or None,
        "icon": icon,
        "type": "module",
        "main": main,
        "exports": exports,
        "files": files,
        "dsh": dsh,
        "engines": engines or None,
        "dependencies": dependencies or None,
        "peerDependencies": peer_dependencies or None,
        "peerDependenciesMeta": peer_dependencies_meta or None,
        "devDependencies": dev_dependencies or None,
    }
    return {key: value for key, value in fields.items() if value is not None}


def dump(fields: dict[str, Any]) -> bytes:
    """The file's bytes: two-space JSON, UTF-8, one final newline."""
    return (json.dumps(fields, indent=2, ensure_ascii=False) + "\n").encode()
