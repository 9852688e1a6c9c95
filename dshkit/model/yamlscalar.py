"""Plain scalars resolved the way the host's loaders resolve them.

* ``JSON`` (js-yaml 4 ``JSON_SCHEMA``): YAML 1.2 core scalars (``yes``/``on``/
  ``no`` stay strings), ``0x``/``0o``/``0b`` integers, and numbers as js-yaml
  4.2+ reads them (what the host installs): ``1_000`` is a string, as is a
  number overflowing to Infinity.
* ``CORE`` (the ``yaml`` npm package's default): the same plain scalars minus
  js-yaml's extras.

Mapping keys become strings as JavaScript's ``String(key)`` spells them.
"""

from __future__ import annotations

import math
import re
from typing import Any

from dshkit.model.yamlnode import JSON, JsExpr

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
NULLS = {"~", "null", "Null", "NULL"}
_TRUE = {"true", "True", "TRUE"}
_FALSE = {"false", "False", "FALSE"}
# A plain scalar is a string under both schemas unless it is one of these
# words or starts with one of these characters (every int and float form
# does): readers test this inline, before a call, for the thousands of names.
WORDS = frozenset(NULLS | _TRUE | _FALSE)
NUMBER_START = frozenset("0123456789+-.")


def js_int_ok(text: str) -> bool:
    if not _JS_INT.fullmatch(text):
        return False
    if len(text) < 100:
        return True  # far below 2**1024: finite as a JavaScript number
    try:
        return math.isfinite(float(js_int_value(text)))
    except OverflowError:
        return False


def js_int_value(text: str) -> int:
    sign = -1 if text.startswith("-") else 1
    t = text.lstrip("+-")
    if t.startswith("0b"):
        return sign * int(t[2:], 2)
    if t.startswith("0x"):
        return sign * int(t[2:], 16)
    if t.startswith("0o"):
        return sign * int(t[2:], 8)
    return sign * int(t, 10)


def js_float_ok(text: str) -> bool:
    if not _JS_FLOAT.fullmatch(text):
        return False
    if _JS_FLOAT_SPECIAL.fullmatch(text):
        return True
    return math.isfinite(float(text.lower().lstrip("+")) if text[:1] != "." else float(text))


def float_value(text: str) -> float:
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
    if text and text[0] not in NUMBER_START and text not in WORDS:
        return text  # cannot be null, bool or a number: the common case, decided at once
    if text == "" or text in NULLS:
        return None
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    if len(text) < 100 and text.isascii() and text.isdigit():
        return int(text)  # a plain decimal (levels, counts): an int in both schemas, finite in JavaScript
    if schema == JSON:
        if js_int_ok(text):
            return js_int_value(text)
        if js_float_ok(text):
            return float_value(text)
        return text
    if _CORE_INT.fullmatch(text):
        if text.startswith("0o"):
            return int(text[2:], 8)
        if text.startswith("0x"):
            return int(text[2:], 16)
        return int(text)
    if _CORE_FLOAT.fullmatch(text):
        return float_value(text)
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


