"""JSON (package.json) with a position on every node, as ``JSON.parse`` reads it.

Strict JSON; a repeated key keeps the last value (JavaScript's behaviour).
Values are :class:`dshkit.model.yamlsrc.Node` trees so rules treat both
formats alike.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from json.decoder import scanstring

from dshkit.model.limits import MAX_DEPTH, MAX_DIGITS
from dshkit.model.yamlsrc import Node

_WS = re.compile(r"[ \t\n\r]*")
_NEWLINE = re.compile("\n")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")


class JsonError(Exception):
    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


_SPACE = frozenset(" \t\n\r")


def _skip(text: str, pos: int) -> int:
    """The offset after any whitespace at ``pos`` (the regex only where there is some)."""
    return _WS.match(text, pos).end() if pos < len(text) and text[pos] in _SPACE else pos


class _Parser:
    """Offsets are passed and returned rather than kept on the parser, and
    whitespace is matched only where there is some: a profile's thousand
    package.json files make this loop the second cost of a check."""

    def __init__(self, text: str):
        self.text = text
        # offsets of line starts, for offset -> (line, column)
        self.line_starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]

    def where(self, offset: int) -> tuple[int, int]:
        lo = bisect_right(self.line_starts, offset) - 1
        return lo + 1, offset - self.line_starts[lo] + 1

    def fail(self, message: str, offset: int) -> JsonError:
        line, col = self.where(offset)
        return JsonError(message, line, col)

    def string(self, pos: int) -> tuple[str, int]:
        """The string starting at ``pos`` (a ``"``) and the offset after it, read by
        the C scanner of :mod:`json`: memory is the string itself, whatever its
        escapes (a regex over a 30 MB string held ~120 bytes per character)."""
        try:
            return scanstring(self.text, pos + 1, True)
        except json.JSONDecodeError as exc:
            raise self.fail(f"bad string: {exc.msg}", exc.pos) from None

    def after_member(self, pos: int, close: str, what: str) -> tuple[int, bool]:
        """After a member of an object or array: (the offset after its ``,``,
        False) or (the offset after ``close``, True)."""
        text = self.text
        pos = _skip(text, pos)
        if pos < len(text):
            if text[pos] == ",":
                return pos + 1, False
            if text[pos] == close:
                return pos + 1, True
        raise self.fail(f"expected ',' or '{close}' in {what}", pos)

    def value(self, pos: int, depth: int = 1) -> tuple[Node, int]:
        """The value at ``pos`` (after any whitespace) and the offset after it."""
        if depth > MAX_DEPTH:
            raise self.fail(f"nesting deeper than {MAX_DEPTH} levels", pos)
        text = self.text
        n = len(text)
        pos = _skip(text, pos)
        if pos >= n:
            raise self.fail("unexpected end of JSON input", pos)
        line, col = self.where(pos)
        ch = text[pos]
        if ch == '"':
            value, pos = self.string(pos)
            return Node(value, line, col), pos
        if ch == "{":
            node = Node({}, line, col, keys={})
            values, keys = node.value, node.keys
            pos += 1
            pos = _skip(text, pos)
            if pos < n and text[pos] == "}":
                return node, pos + 1
            while True:
                pos = _skip(text, pos)
                if pos >= n or text[pos] != '"':
                    raise self.fail("expected a double-quoted property name", pos)
                key_start = pos
                key, pos = self.string(pos)
                pos = _skip(text, pos)
                if pos >= n or text[pos] != ":":
                    raise self.fail("expected ':' after property name", pos)
                values[key], pos = self.value(pos + 1, depth + 1)
                keys[key] = Node(key, *self.where(key_start))
                pos, done = self.after_member(pos, "}", "object")
                if done:
                    return node, pos
        if ch == "[":
            node = Node([], line, col)
            items = node.value
            pos += 1
            pos = _skip(text, pos)
            if pos < n and text[pos] == "]":
                return node, pos + 1
            while True:
                item, pos = self.value(pos, depth + 1)
                items.append(item)
                pos, done = self.after_member(pos, "]", "array")
                if done:
                    return node, pos
        for word, val in (("true", True), ("false", False), ("null", None)):
            if text.startswith(word, pos):
                return Node(val, line, col), pos + len(word)
        m = _NUMBER.match(text, pos)
        if m:
            raw = m.group()
            # JavaScript reads every number as a double; Python's int() refuses
            # more than MAX_DIGITS digits, and such a number is a double anyway
            num = float(raw) if len(raw) > MAX_DIGITS or any(c in raw for c in ".eE") else int(raw)
            return Node(num, line, col), m.end()
        raise self.fail(f"unexpected character {ch!r}", pos)


def parse_json(text: str) -> Node:
    """Parse JSON text into a positioned :class:`Node`; raises :class:`JsonError`."""
    if text.startswith("\ufeff"):  # npm strips a BOM from package.json
        text = text[1:]
    parser = _Parser(text)
    node, pos = parser.value(0)
    pos = _skip(text, pos)
    if pos != len(text):
        raise parser.fail("unexpected text after the JSON value", pos)
    return node
