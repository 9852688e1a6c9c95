"""YAML read the way the DSH host reads it, with a position on every node.

ruamel.yaml supplies the parser events (and their line/column marks,
:mod:`dshkit.model.yamlfull`), or the fast reader (:mod:`dshkit.model.fastyaml`)
reads plain files itself; the values are built here so they follow the host's
loaders exactly rather than ruamel's resolver:

* ``JSON`` — js-yaml 4 ``JSON_SCHEMA`` plus ``!!js`` (``cordis.patch.yml``):
  YAML 1.2 core scalars (``yes``/``on``/``no`` stay strings), ``0x``/``0o``/
  ``0b`` integers, no merge keys, no timestamps, and any tag other than the
  JSON ones and ``!!js`` is an error. Numbers follow js-yaml 4.2+ (what the
  host installs): ``1_000`` is a string, as is a number overflowing to Infinity.
* ``CORE`` — the ``yaml`` npm package's default YAML 1.2 core schema
  (SKILL.md frontmatter): same plain scalars minus js-yaml's extras; unknown
  tags only warn there, so their content is kept as written.

``!!js`` scalars become :class:`JsExpr` and are never evaluated.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
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


@dataclass(eq=False)
class Node:
    """One YAML node: ``value`` is a Python scalar / :class:`JsExpr`, a list of
    nodes (sequence) or a dict of nodes keyed by the host's string key (mapping).
    ``keys`` holds the key nodes of a mapping, for positions."""

    value: Any
    line: int
    column: int
    tag: str | None = None  # explicit tag as written (resolved), else None
    keys: dict[str, "Node"] | None = None

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
        cached = self.__dict__.get("_plain")
        if cached is None:
            cached = self.__dict__["_plain"] = (_plain(self, {}),)
        return cached[0]


def _plain(node: Node, memo: dict[int, Any]) -> Any:
    got = memo.get(id(node))
    if got is not None:
        return got
    v = node.value
    if isinstance(v, dict):
        out: Any = {}
        memo[id(node)] = out
        for k, child in v.items():
            out[k] = _plain(child, memo)
        return out
    if isinstance(v, list):
        out = []
        memo[id(node)] = out
        out.extend(_plain(child, memo) for child in v)
        return out
    if isinstance(v, JsExpr):
        return v.plain()
    return v


# --- scalar resolution -------------------------------------------------------

# js-yaml >= 4.2 (the host's CLI requires ^4.2.0; npm resolves 4.3.x): no "_"
# digit separators any more, and a number that overflows to Infinity stays a string.
_JS_FLOAT = re.compile(
    r"(?:[-+]?(?:[0-9]+)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?"
    r"|\.[0-9]+(?:[eE][-+]?[0-9]+)?"
    r"|[-+]?\.(?:inf|Inf|INF)"
    r"|\.(?:nan|NaN|NAN))"
)
_JS_FLOAT_SPECIAL = re.compile(r"[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)")
_JS_INT = re.compile(r"[-+]?(?:0b[01]+|0x[0-9a-fA-F]+|0o[0-7]+|[0-9]+)")
_CORE_INT = re.compile(r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+")
_CORE_FLOAT = re.compile(
    r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
)
_NULLS = {"~", "null", "Null", "NULL"}
# First characters of every null/bool/int/float form (both schemas).
_MAYBE_NOT_STRING = frozenset("~nNtTfF0123456789+-.")
_TRUE = {"true", "True", "TRUE"}
_FALSE = {"false", "False", "FALSE"}


def _js_int_ok(text: str) -> bool:
    if not _JS_INT.fullmatch(text):
        return False
    if len(text) < 100:
        return True  # far below 2**1024: finite as a JavaScript number
    try:
        return math.isfinite(float(_js_int_value(text)))
    except OverflowError:
        return False


def _js_int_value(text: str) -> int:
    sign = -1 if text.startswith("-") else 1
    t = text.lstrip("+-")
    if t.startswith("0b"):
        return sign * int(t[2:], 2)
    if t.startswith("0x"):
        return sign * int(t[2:], 16)
    if t.startswith("0o"):
        return sign * int(t[2:], 8)
    return sign * int(t, 10)


def _js_float_ok(text: str) -> bool:
    if not _JS_FLOAT.fullmatch(text):
        return False
    if _JS_FLOAT_SPECIAL.fullmatch(text):
        return True
    return math.isfinite(float(text.lower().lstrip("+")) if text[:1] != "." else float(text))


def _float_value(text: str) -> float:
    t = text.replace("_", "").lower()
    sign = -1.0 if t.startswith("-") else 1.0
    t = t.lstrip("+-")
    if t == ".inf":
        return sign * math.inf
    if t == ".nan":
        return math.nan
    return sign * float(t)


def resolve_plain(text: str, schema: str) -> Any:
    """The value of an untagged plain scalar under ``schema``."""
    if text and text[0] not in _MAYBE_NOT_STRING:
        return text  # cannot be null, bool or a number: the common case, decided at once
    if text == "" or text in _NULLS:
        return None
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    if schema == JSON:
        if _js_int_ok(text):
            return _js_int_value(text)
        if _js_float_ok(text):
            return _float_value(text)
        return text
    if _CORE_INT.fullmatch(text):
        if text.startswith("0o"):
            return int(text[2:], 8)
        if text.startswith("0x"):
            return int(text[2:], 16)
        return int(text)
    if _CORE_FLOAT.fullmatch(text):
        return _float_value(text)
    return text


def js_key(value: Any) -> str:
    """A mapping key as JavaScript's ``String(key)`` would spell it."""
    if isinstance(value, str):
        return value
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, JsExpr):
        return "[object Object]"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        if value.is_integer() and abs(value) < 1e21:
            return str(int(value))
        # Python '1e-07' -> JavaScript '1e-7' (both always sign the exponent)
        return re.sub(r"e([+-])0*(\d)", r"e\1\2", repr(value))
    return str(value)


def parse_yaml(text: str, *, schema: str = JSON) -> Node | None:
    """Parse one YAML document; ``None`` for an empty stream.

    Raises :class:`YamlError` (1-based position) for anything the host's
    loader would throw on: syntax errors, duplicate keys, several documents,
    unknown tags (``JSON`` schema), unresolvable explicit tags.
    Plain patch YAML takes a fast path (:mod:`dshkit.model.fastyaml`) that
    yields the same tree; everything else goes through ruamel.yaml.
    """
    from dshkit.model.fastyaml import Unsupported, fast_parse

    try:
        return fast_parse(text, schema)
    except Unsupported:
        pass
    return parse_yaml_full(text, schema=schema)


def parse_yaml_full(text: str, *, schema: str = JSON) -> Node | None:
    """:func:`parse_yaml` always through ruamel.yaml (the reference path)."""
    root, _ = parse_yaml_with_warnings(text, schema=schema)
    return root


def parse_yaml_with_warnings(text: str, *, schema: str = JSON) -> tuple[Node | None, list[YamlError]]:
    """The ruamel.yaml path, also returning what the ``CORE`` schema only warns about."""
    from dshkit.model.yamlfull import parse_with_warnings  # ruamel.yaml loads on first use

    return parse_with_warnings(text, schema)
