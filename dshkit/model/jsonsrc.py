"""JSON (package.json) with a position on every node, as ``JSON.parse`` reads it.

Strict JSON; a repeated key keeps the last value (JavaScript's behaviour).
Values are :class:`dshkit.model.yamlsrc.Node` trees so rules treat both
formats alike.

The values are read by the C decoder of :mod:`json` (held to what the
positioned reader accepts); a node's position is found only when something
asks for it (a finding, nearly always one or two per file): its path is
followed through the text, each sibling skipped by the C scanner. A file
asked for more positions than that is read once by the positioned reader,
which also writes every error: text the C decoder refuses (or accepts and the
host would not) is read by it, so errors keep their message and position.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from json.decoder import scanstring

from dshkit.model.limits import MAX_DEPTH, MAX_DIGITS
from dshkit.model.yamlnode import _UNSET
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
    """Parse JSON text into a :class:`Node` tree; raises :class:`JsonError`."""
    if text.startswith("\ufeff"):  # npm strips a BOM from package.json
        text = text[1:]
    try:
        return _lazy_tree(_DECODER.decode(text), _Doc(text), None, 1)
    except (ValueError, RecursionError):  # refused, or accepted where JSON.parse refuses
        pass
    return parse_positioned(text)  # raises the located error


def parse_positioned(text: str) -> Node:
    """The positioned reader alone: every node placed as it is read."""
    parser = _Parser(text)
    node, pos = parser.value(0)
    pos = _skip(text, pos)
    if pos != len(text):
        raise parser.fail("unexpected text after the JSON value", pos)
    return node


# -- values by the C decoder, positions on demand ---------------------------------


def _number(raw: str) -> int | float:
    """An integer as :meth:`_Parser.value` reads it (past MAX_DIGITS digits, a double)."""
    return float(raw) if len(raw) > MAX_DIGITS else int(raw)


def _refuse(word: str):
    raise ValueError(f"{word} is not JSON")  # NaN, Infinity: JSON.parse refuses them


_DECODER = json.JSONDecoder(parse_int=_number, parse_constant=_refuse)
_SCAN = _DECODER.scan_once  # (text, offset) -> (value, offset after it), in C
# Positions a file answers by following paths; one more and it is read whole
# by the positioned reader (a rule walking a long array stays linear).
LOOKUPS = 8


class _Doc:
    """The text a lazily placed tree was read from."""

    __slots__ = ("text", "lookups")

    def __init__(self, text: str):
        self.text = text
        self.lookups = 0


class _LazyNode(Node):
    """A node of a tree read by the C decoder, placed when its ``line`` or
    ``column`` is first read. Properties, not ``__getattr__``: a class with
    that hook loses CPython's fast slot reads for every attribute (``value``,
    ``keys``: a check reads them a hundred thousand times)."""

    __slots__ = ("_up", "_step", "_at")  # the parent (the _Doc for the root), the key or index here, (line, column)

    def __init__(self, value, up, step, keys=None):
        self.value = value
        self.tag = None
        self.keys = keys
        self._plain_value = _UNSET
        self._up = up
        self._step = step
        self._at = None

    def position(self) -> tuple[int, int]:
        """(line, column), found in the text the first time."""
        if self._at is None:
            _place(self)
        return self._at

    # read-only: nothing moves a node of package.json once read
    line = property(lambda self: self.position()[0])
    column = property(lambda self: self.position()[1])


class _LazyKey(_LazyNode):
    """A mapping's key node: placed at the key's opening quote."""

    __slots__ = ()


def _lazy_tree(value, up, step, depth: int) -> _LazyNode:
    if depth > MAX_DEPTH:  # the positioned reader refuses it (with the position)
        raise ValueError("too deep")
    kind = type(value)
    if kind is dict:
        node = _LazyNode({}, up, step, {})
        values, keys = node.value, node.keys
        for key, child in value.items():
            values[key] = _lazy_tree(child, node, key, depth + 1)
            keys[key] = _LazyKey(key, node, key)
        return node
    if kind is list:
        node = _LazyNode([], up, step)
        items = node.value
        for i, child in enumerate(value):
            items.append(_lazy_tree(child, node, i, depth + 1))
        return node
    return _LazyNode(value, up, step)


def _place(node: _LazyNode) -> None:
    """Set ``line`` and ``column`` of ``node`` (or of every node of its file)."""
    path = []
    while type(node._up) is not _Doc:
        path.append(node)
        node = node._up
    doc, root = node._up, node
    doc.lookups += 1
    if doc.lookups > LOOKUPS:
        _copy_positions(root, parse_positioned(doc.text))
        return
    target = path[0] if path else root
    offset = _offset(doc.text, [(n._step, type(n) is _LazyKey) for n in reversed(path)])
    text = doc.text
    target._at = (text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset))


# A member's key without escapes and the `:` after it; the separator after a value.
_MEMBER = re.compile(r'[ \t\n\r]*"([^"\\]*)"[ \t\n\r]*:[ \t\n\r]*')
_AFTER = re.compile(r"[ \t\n\r]*([,}\]])")


def _offset(text: str, path: list) -> int:
    """Where the node at ``path`` ((key or index, is the key node itself)...) starts
    in text the decoder read (so well-formed: every step is there)."""
    pos = _skip(text, 0)
    for step, is_key in path:
        pos += 1  # past the `{` or `[`
        if type(step) is int:
            for _ in range(step):
                pos = _AFTER.match(text, _SCAN(text, _skip(text, pos))[1]).end()  # past the `,`
            pos = _skip(text, pos)
            continue
        found = None
        while True:  # every member: a repeated key's last one is the one read
            m = _MEMBER.match(text, pos)
            if m is not None:
                key, key_at, pos = m.group(1), m.start(1) - 1, m.end()
            else:  # a key with escapes
                key_at = _skip(text, pos)
                key, pos = scanstring(text, key_at + 1, True)
                pos = _skip(text, _skip(text, pos) + 1)  # past the `:`
            if key == step:
                found = key_at if is_key else pos
            m = _AFTER.match(text, _SCAN(text, pos)[1])
            pos = m.end()
            if m.group(1) == "}":
                break
        pos = found
    return pos


def _copy_positions(lazy: _LazyNode, placed: Node) -> None:
    """Every node's position from the positioned reader's tree of the same text."""
    stack = [(lazy, placed)]
    while stack:
        a, b = stack.pop()
        a._at = (b.line, b.column)
        if type(a.value) is dict:
            for key, child in a.value.items():
                pk = b.keys[key]
                a.keys[key]._at = (pk.line, pk.column)
                stack.append((child, b.value[key]))
        elif type(a.value) is list:
            stack.extend(zip(a.value, b.value))
