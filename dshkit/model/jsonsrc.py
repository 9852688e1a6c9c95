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
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")


class JsonError(Exception):
    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        # offsets of line starts, for offset -> (line, column)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def where(self, offset: int) -> tuple[int, int]:
        lo = bisect_right(self.line_starts, offset) - 1
        return lo + 1, offset - self.line_starts[lo] + 1

    def fail(self, message: str, offset: int | None = None) -> JsonError:
        line, col = self.where(self.pos if offset is None else offset)
        return JsonError(message, line, col)

    def skip(self) -> None:
        self.pos = _WS.match(self.text, self.pos).end()

    def string(self) -> str:
        """The string starting at ``self.pos`` (a ``"``), read by the C scanner of
        :mod:`json`: memory is the string itself, whatever its escapes (a regex
        over a 30 MB string held ~120 bytes per character)."""
        try:
            value, self.pos = scanstring(self.text, self.pos + 1, True)
        except json.JSONDecodeError as exc:
            raise self.fail(f"bad string: {exc.msg}", exc.pos) from None
        return value

    def value(self, depth: int = 1) -> Node:
        if depth > MAX_DEPTH:
            raise self.fail(f"nesting deeper than {MAX_DEPTH} levels")
        self.skip()
        text, start = self.text, self.pos
        if start >= len(text):
            raise self.fail("unexpected end of JSON input")
        line, col = self.where(start)
        ch = text[start]
        if ch == "{":
            self.pos += 1
            node = Node({}, line, col, keys={})
            self.skip()
            if text.startswith("}", self.pos):
                self.pos += 1
                return node
            while True:
                self.skip()
                key_start = self.pos
                if not text.startswith('"', self.pos):
                    raise self.fail("expected a double-quoted property name")
                key = self.string()
                kline, kcol = self.where(key_start)
                self.skip()
                if not text.startswith(":", self.pos):
                    raise self.fail("expected ':' after property name")
                self.pos += 1
                node.value[key] = self.value(depth + 1)
                node.keys[key] = Node(key, kline, kcol)
                self.skip()
                if text.startswith(",", self.pos):
                    self.pos += 1
                    continue
                if text.startswith("}", self.pos):
                    self.pos += 1
                    return node
                raise self.fail("expected ',' or '}' in object")
        if ch == "[":
            self.pos += 1
            node = Node([], line, col)
            self.skip()
            if text.startswith("]", self.pos):
                self.pos += 1
                return node
            while True:
                node.value.append(self.value(depth + 1))
                self.skip()
                if text.startswith(",", self.pos):
                    self.pos += 1
                    continue
                if text.startswith("]", self.pos):
                    self.pos += 1
                    return node
                raise self.fail("expected ',' or ']' in array")
        if ch == '"':
            return Node(self.string(), line, col)
        for word, val in (("true", True), ("false", False), ("null", None)):
            if text.startswith(word, start):
                self.pos += len(word)
                return Node(val, line, col)
        m = _NUMBER.match(text, start)
        if m:
            self.pos = m.end()
            raw = m.group()
            # JavaScript reads every number as a double; Python's int() refuses
            # more than MAX_DIGITS digits, and such a number is a double anyway
            num = float(raw) if len(raw) > MAX_DIGITS or any(c in raw for c in ".eE") else int(raw)
            return Node(num, line, col)
        raise self.fail(f"unexpected character {ch!r}")


def parse_json(text: str) -> Node:
    """Parse JSON text into a positioned :class:`Node`; raises :class:`JsonError`."""
    if text.startswith("\ufeff"):  # npm strips a BOM from package.json
        text = text[1:]
    parser = _Parser(text)
    node = parser.value()
    parser.skip()
    if parser.pos != len(text):
        raise parser.fail("unexpected text after the JSON value")
    return node
