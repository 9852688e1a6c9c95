"""Helpers shared by several rules."""

from __future__ import annotations

from dshkit.model.manifest import Manifest


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
