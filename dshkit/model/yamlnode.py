"""The YAML vocabulary every reader shares: schemas, tags, nodes, the error.

A leaf module (it imports nothing from dshkit), so the fast reader
(:mod:`dshkit.model.fastyaml`), the ruamel path (:mod:`dshkit.model.yamlfull`),
the scalar rules (:mod:`dshkit.model.yamlscalar`) and the entry point
(:mod:`dshkit.model.yamlsrc`) import it without a circle.

* ``JSON`` — js-yaml 4 ``JSON_SCHEMA`` plus ``!!js``, how the host reads
  ``cordis.patch.yml``; ``CORE`` — the ``yaml`` npm package's YAML 1.2 core
  schema, how it reads SKILL.md frontmatter.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JSON = "json"
CORE = "core"

TAG_PREFIX = "tag:yaml.org,2002:"
JS_TAG = TAG_PREFIX + "js"


@dataclass(frozen=True)
class JsExpr:
    """A ``!!js`` scalar: JavaScript the host would evaluate. We never do."""

    source: str

    def plain(self) -> dict[str, str]:
        return {"__jsExpr": self.source}


class YamlError(Exception):
    """YAML the host would refuse to load; ``line``/``column`` are 1-based."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


_UNSET = object()


@dataclass(eq=False, slots=True)
class Node:
    """One YAML node: ``value`` is a Python scalar / :class:`JsExpr`, a list of
    nodes (sequence) or a dict of nodes keyed by the host's string key (mapping).
    ``keys`` holds the key nodes of a mapping, for positions.

    Slotted: a check of a thousand bundles holds about 130,000 nodes at once;
    without a per-node dict each is a third smaller (80 bytes, not 112) and
    that check ~10% faster (bench/bench_check.py)."""

    value: Any
    line: int
    column: int
    tag: str | None = None  # explicit tag as written (resolved), else None
    keys: dict[str, "Node"] | None = None
    _plain_value: Any = field(default=_UNSET, init=False, repr=False)  # plain(), once

    @property
    def is_map(self) -> bool:
        return isinstance(self.value, dict)

    @property
    def is_seq(self) -> bool:
        return isinstance(self.value, list)

    @property
    def is_scalar(self) -> bool:
        return not isinstance(self.value, (dict, list))

    def get(self, key: str) -> "Node | None":
        return self.value.get(key) if isinstance(self.value, dict) else None

    def key_node(self, key: str) -> "Node":
        """The key's own node (its position), falling back to the mapping's."""
        if self.keys and key in self.keys:
            return self.keys[key]
        return self

    def plain(self) -> Any:
        """The value as the host sees it (``!!js`` -> ``{"__jsExpr": ...}``).

        Computed once per node (trees are not modified after parsing); treat
        the result as read-only."""
        cached = self._plain_value
        if cached is _UNSET:
            v = self.value
            kind = type(v)
            # a scalar is its own value (most calls: an id, a name): no walk
            cached = self._plain_value = _plain(self, {}) if kind is dict or kind is list or kind is JsExpr else v
        return cached


def _plain(node: Node, memo: dict[int, Any]) -> Any:
    """Collections are memoized by identity (an alias is one shared value);
    scalars, most of a tree, are copied inline without a call or a lookup.
    Readers build values of exactly these types: ``type() is`` tests suffice."""
    v = node.value
    kind = type(v)
    if kind is dict:
        got = memo.get(id(node))
        if got is not None:
            return got
        out: Any = {}
        memo[id(node)] = out
        for k, child in v.items():
            cv = child.value
            ck = type(cv)
            out[k] = _plain(child, memo) if ck is dict or ck is list or ck is JsExpr else cv
        return out
    if kind is list:
        got = memo.get(id(node))
        if got is not None:
            return got
        out = []
        memo[id(node)] = out
        for child in v:
            cv = child.value
            ck = type(cv)
            out.append(_plain(child, memo) if ck is dict or ck is list or ck is JsExpr else cv)
        return out
    if kind is JsExpr:
        return v.plain()
    return v
