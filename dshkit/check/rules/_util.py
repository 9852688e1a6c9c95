"""Helpers shared by several rules."""

from __future__ import annotations

from typing import Any, Iterator

from dshkit.model.manifest import Manifest, is_host_peer
from dshkit.model.yamlsrc import Node


def exported(manifest: Manifest, rel: str) -> bool:
    """Whether ``./rel`` resolves through package.json ``exports`` (no exports = everything)."""
    exports = manifest.value("exports")
    if exports is None:
        return True
    if not isinstance(exports, dict) or not any(str(k).startswith(".") for k in exports):
        return rel in ("", ".")  # a bare target/conditions object exports only "."
    sub = "./" + rel.lstrip("./") if not rel.startswith("./") else rel
    for key, target in exports.items():
        if target is None:
            continue
        if key == sub:
            return True
        if "*" in key:
            head, _, tail = key.partition("*")
            if sub.startswith(head) and sub.endswith(tail) and len(sub) >= len(head) + len(tail):
                return True
        if key.endswith("/") and sub.startswith(key):  # legacy folder mapping
            return True
    return False


def host_peers(manifest: Manifest) -> Iterator[tuple[str, Any, Node]]:
    """(name, range, node) for the peers the host checks."""
    for name, (value, node) in manifest.deps("peerDependencies").items():
        if is_host_peer(name):
            yield name, value, node
