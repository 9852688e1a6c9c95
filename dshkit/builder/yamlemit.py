"""Emit block YAML that js-yaml's ``JSON_SCHEMA`` (+ ``!!js``) reads back exactly.

A small dedicated emitter rather than a general dumper, so the output is stable
and every quoting decision is ours: a string stays plain only when no YAML 1.1
or 1.2 resolver could take it for anything else (``yes``, ``on``, ``~``,
``0x1F``, ``1e3``, ``.5`` are all quoted), multi-line text becomes a literal
block when that is lossless, and :class:`JsExpr` values are written with the
``!!js`` tag (``tag:yaml.org,2002:js``), never as strings that look like code.
Indentation follows the usual cordis.patch.yml style: two spaces, and a
sequence under a key indented two more.
"""

from __future__ import annotations

import math
import re
from typing import Any

from dshkit.model.yamlsrc import JsExpr

INDENT = 2

# Scalars any YAML resolver (1.1 or 1.2, js-yaml or others) might read as non-strings.
_RESERVED = re.compile(
    r"(?i:y|n|yes|no|on|off|true|false|null|~|=|<<)"
    r"|[-+]?(?:\.[0-9_]+|[0-9][0-9_:]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?"
    r"|[-+]?(?:0b[0-1_]+|0o?[0-7_]+|0x[0-9a-fA-F_]+)"
    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
    r"|\d{4}-\d\d?-\d\d?(?:[Tt ].*)?"
)
# First characters that start something other than a plain scalar.
_BAD_FIRST = set("-?:,[]{}#&*!|>'\"%@` \t")
_SAFE_CHARS = re.compile(r"[^\x00-\x1f\x7f\u0080-\u009f\u2028\u2029\ufeff\ufffe\uffff]*")


def is_plain_safe(text: str) -> bool:
    """True when ``text`` can be written as a plain scalar and reads back as this string."""
    if not text or text != text.strip() or _RESERVED.fullmatch(text):
        return False
    if text[0] in _BAD_FIRST or not _SAFE_CHARS.fullmatch(text):
        return False
    if ": " in text or " #" in text or text.endswith(":") or "\t" in text:
        return False
    # flow indicators are harmless in block context, but keep them quoted for readability
    return not any(c in text for c in ",[]{}")


def quoted(text: str) -> str:
    """Single quotes when they can hold the text, else double quotes with escapes."""
    if "\n" in text or not _SAFE_CHARS.fullmatch(text):
        return quote_double(text)
    return quote_single(text)


def quote_single(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def quote_double(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif code < 0x20 or code == 0x7F or 0x80 <= code <= 0x9F or ch in "\u2028\u2029\ufeff":
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _literal_ok(text: str) -> bool:
    if "\n" not in text or not _SAFE_CHARS.fullmatch(text.replace("\n", "").replace("\t", "")):
        return False
    if "\r" in text or text.startswith((" ", "\t")) or text.startswith("\n"):
        return False
    body = text[:-1] if text.endswith("\n") else text
    if body.endswith("\n"):  # several trailing newlines: keep it simple, quote
        return False
    # a line of only spaces would be read back as an empty line
    return all(line.strip(" \t") or line == "" for line in body.split("\n"))


def scalar(value: Any) -> str:
    """A one-line scalar (strings that need a block are double-quoted here)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return ".nan"
        if math.isinf(value):
            return ".inf" if value > 0 else "-.inf"
        text = repr(value)
        return text if ("." in text or "e" in text) else text + ".0"
    if isinstance(value, JsExpr):
        src = value.source
        return "!!js " + (src if is_plain_safe(src) or _js_plain_ok(src) else quoted(src))
    if isinstance(value, str):
        return value if is_plain_safe(value) else quoted(value)
    raise TypeError(f"cannot write {type(value).__name__} to YAML")


def _js_plain_ok(src: str) -> bool:
    # after an explicit tag a plain scalar may hold code-ish text such as
    # `process.platform === 'win32'`; only comment/mapping markers and leading
    # indicators break it, and js-yaml never resolves a tagged scalar further
    return (bool(src) and src == src.strip() and src[0] not in _BAD_FIRST and ": " not in src
            and " #" not in src and not src.endswith(":") and "\n" not in src
            and bool(_SAFE_CHARS.fullmatch(src)) and not any(c in src for c in "[]{},"))


def key(text: str) -> str:
    return text if is_plain_safe(text) else quoted(text)


def emit(value: Any, indent: int = 0) -> str:
    """A YAML block for ``value`` at ``indent``; ends with a newline."""
    return "".join(_lines(value, indent))


def _lines(value: Any, indent: int):
    pad = " " * indent
    if isinstance(value, dict) and value:
        for k, v in value.items():
            yield from _entry(pad + key(str(k)) + ":", v, indent)
    elif isinstance(value, list) and value:
        for item in value:
            yield from _item(pad, item, indent)
    else:
        yield pad + _inline(value) + "\n"


def _inline(value: Any) -> str:
    if isinstance(value, dict):
        return "{}"
    if isinstance(value, list):
        return "[]"
    return scalar(value)


def _block_scalar(head: str, text: str, indent: int):
    chomp = "" if text.endswith("\n") else "-"
    yield f"{head} |{chomp}\n"
    body = text[:-1] if text.endswith("\n") else text
    for line in body.split("\n"):
        yield (" " * indent + line if line else "") + "\n"


def _entry(head: str, v: Any, indent: int):
    if isinstance(v, dict) and v:
        yield head + "\n"
        yield from _lines(v, indent + INDENT)
    elif isinstance(v, list) and v:
        yield head + "\n"
        yield from _lines(v, indent + INDENT)
    elif isinstance(v, str) and _literal_ok(v):
        yield from _block_scalar(head, v, indent + INDENT)
    else:
        yield head + " " + _inline(v) + "\n"


def _item(pad: str, item: Any, indent: int):
    child = indent + INDENT
    if isinstance(item, dict) and item:
        first = True
        for k, v in item.items():
            head = (pad + "- " if first else " " * child) + key(str(k)) + ":"
            first = False
            yield from _entry(head, v, child)
    elif isinstance(item, list) and item:
        lines = list(_lines(item, child))
        yield pad + "- " + lines[0][child:]
        yield from lines[1:]
    elif isinstance(item, str) and _literal_ok(item):
        yield from _block_scalar(pad + "-", item, child)
    else:
        yield pad + "- " + _inline(item) + "\n"
