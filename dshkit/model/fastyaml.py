"""A fast reader for the plain YAML that patch files are almost always written in.

The reference readers (the js-yaml port for patch files, ruamel.yaml for
SKILL.md frontmatter) are pure Python and cost milliseconds per file, which is
too slow for a profile of thousands of bundles. This reader handles the common
subset — block mappings and sequences, one-line plain / quoted scalars, one-line
flow collections, ``!!js`` scalars, comments — and produces exactly the
:class:`~dshkit.model.yamlnode.Node` tree (values and positions) that the
reference reader of the schema does. Anything else (anchors, block scalars,
other tags, multi-line scalars, tabs, documents markers, errors of any kind)
raises :class:`Unsupported` and the caller uses the reference reader, which
also produces the proper error. ``tests/check/test_fastyaml.py`` checks the
two agree, ``tests/check/test_yaml_test_suite.py`` that both read as js-yaml.
"""

from __future__ import annotations

import json
import re

from dshkit.model.yamlnode import JS_TAG, JSON, JsExpr, Node
from dshkit.model.yamlscalar import js_key, resolve_plain


class Unsupported(Exception):
    """Not in the fast subset: use the full parser."""


_JSON_ESCAPES = re.compile(r'\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})')
_PLAIN_START = re.compile(r"[A-Za-z0-9._/$~(=<^+\\\x80-\U0010ffff]|-(?=[^\s])")
_FLOW_PLAIN_STOP = re.compile(r",|\]|\}| #|: |:$|:(?=[,\]}])")
_KEY_COLON = re.compile(r":(?: |$)")
_SIMPLE_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_.-]*):(?: |$)")
_BAD_KEY_CHAR = re.compile(r"[\[\]{},\"'&*!|>%@`]")
# First characters that always start a plain scalar (_PLAIN_START without the
# `-` that needs a look-ahead): the mapping loop reads such a value itself.
_PLAIN_FIRST_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._/$~(=<^+\\"
_PLAIN_FIRST = frozenset(_PLAIN_FIRST_CHARS)
# The commonest lines of all, `key: value` with a _SIMPLE_KEY and a plain value
# holding no `#` or `:` (so no comment to cut and no colon to refuse), or
# `key:` with nothing after it, read with one match.
_SIMPLE_PAIR = re.compile(r"([A-Za-z_][A-Za-z0-9_.-]*):(?: +([%s][^#:]*))? *$" % re.escape(_PLAIN_FIRST_CHARS))
# Tabs, CR, a BOM anywhere, or a line starting a document marker or directive:
# substring tests (a regex with ^ in MULTILINE mode tried every position: 15
# µs a file, 1.5% of a check).
_BAD_PIECES = ("\t", "\r", "\ufeff", "\n---", "\n...", "\n%")
_BAD_STARTS = ("---", "...", "%")


def _is_entry(text: str, col: int) -> bool:
    """Whether a block sequence entry (``-`` then a space or the line end) starts at ``col``."""
    return text.startswith("-", col) and (len(text) == col + 1 or text[col + 1] == " ")


def _plain_text(text: str, col: int) -> str:
    """The one-line plain scalar starting at ``col`` (a plain first character),
    up to a comment. A deeper next line (a multi-line scalar, or an error)
    makes the enclosing block loop raise Unsupported."""
    raw = text[col:]
    cut = raw.find(" #")
    if cut >= 0:
        raw = raw[:cut]
    raw = raw.rstrip(" ")
    if ": " in raw or raw.endswith(":"):
        raise Unsupported("colon in plain scalar")
    return raw


class _Reader:
    def __init__(self, text: str, schema: str):
        self.schema = schema
        self.lines = text.split("\n")
        self.ends_with_newline = text.endswith("\n")
        # significant lines (not blank, not a comment): (index, indent)
        self.sig = [(i, len(line) - len(stripped)) for i, line in enumerate(self.lines)
                    if (stripped := line.lstrip(" ")) and stripped[0] != "#"]
        self.pos = 0  # index into sig
        # the depth of the deepest collection read (the root is 1): lets the
        # limits skip their tree walk (dshkit.model.limits.parse_bounded)
        self.deepest = 0

    # -- positions -------------------------------------------------------------
    def eof_mark(self) -> tuple[int, int]:
        if self.ends_with_newline:
            return len(self.lines), 1  # the (empty) line after the last newline
        if self.schema == JSON:
            return len(self.lines) + 1, 1  # js-yaml reads the text with a newline added
        return len(self.lines), len(self.lines[-1]) + 1  # ruamel: just after the last character

    def next_token_mark(self) -> tuple[int, int]:
        if self.pos < len(self.sig):
            i, ind = self.sig[self.pos]
            return i + 1, ind + 1
        return self.eof_mark()

    def sibling(self, indent: int) -> tuple[int, int] | None:
        """The next significant line if it is at ``indent``; None at a shallower one or the end."""
        if self.pos >= len(self.sig):
            return None
        cur = self.sig[self.pos]
        if cur[1] < indent:
            return None
        if cur[1] > indent:
            raise Unsupported("deeper line")
        return cur

    # -- block structure -----------------------------------------------------------
    def document(self) -> Node | None:
        if not self.sig:
            return None
        i, ind = self.sig[0]
        node = self.block(ind, i, ind, 1)
        if self.pos != len(self.sig):
            raise Unsupported("trailing content")
        return node

    def block(self, indent: int, line: int, col: int, depth: int) -> Node:
        """A block collection whose first entry starts at (line, col), the next significant line."""
        if _is_entry(self.lines[line], col):
            return self.sequence(indent, line, col, depth)
        return self.mapping(indent, line, col, depth)

    def sequence(self, indent: int, line: int, col: int, depth: int) -> Node:
        if depth > self.deepest:
            self.deepest = depth
        node = Node([], line + 1, col + 1)
        items = node.value
        sig, lines, n = self.sig, self.lines, len(self.sig)
        first = True
        while (cur := self.sibling(indent)) is not None:
            i, c = cur
            text = lines[i]
            if not _is_entry(text, c):
                if first:
                    raise Unsupported("not a sequence entry")
                break  # a mapping key at this indent closes the sequence (a: \n- x\nb: ...)
            first = False
            self.pos += 1
            rest_col = c + 1
            while rest_col < len(text) and text[rest_col] == " ":
                rest_col += 1
            if rest_col == len(text) or text[rest_col] == "#":
                nxt = sig[self.pos] if self.pos < n else None
                if nxt is not None and nxt[1] > c:
                    items.append(self.block(nxt[1], nxt[0], nxt[1], depth + 1))
                else:
                    items.append(Node(None, i + 1, c + 2))
                continue
            if _is_entry(text, rest_col):
                raise Unsupported("compact nested sequence")
            if _SIMPLE_PAIR.match(text, rest_col) is not None:
                key = None  # a key for sure: the mapping reads the line itself
            else:
                try:
                    key = self.key_at(text, rest_col)
                except Unsupported:
                    items.append(self.inline_value(text, rest_col, i, depth + 1))
                    continue
            self.pos -= 1
            sig[self.pos] = (i, rest_col)  # the compact mapping's first line
            items.append(self.mapping(rest_col, i, rest_col, depth + 1, key))
        return node

    def key_at(self, text: str, col: int) -> tuple[Node, int]:
        """The key starting at ``col`` and the column just after its ':'."""
        m = _SIMPLE_KEY.match(text, col)
        if m is not None:  # the usual `word:` key
            key = m.group(1)
            return Node(resolve_plain(key, self.schema), 0, col + 1), m.end(1) + 1
        ch = text[col:col + 1]
        if ch in ("'", '"'):
            value, end = self.quoted(text, col)
            if not text.startswith(":", end) or not (len(text) == end + 1 or text[end + 1] == " "):
                raise Unsupported("quoted key")
            return Node(value, 0, col + 1), end + 1
        m = _KEY_COLON.search(text, col)
        if m is None:
            raise Unsupported("no key")
        raw = text[col:m.start()]
        key = raw.rstrip(" ")
        if not key or " #" in key or not _PLAIN_START.match(key) or key[0] == "-" and key[1:2] == " ":
            raise Unsupported("plain key")
        if _BAD_KEY_CHAR.search(key) or ": " in key:
            raise Unsupported("key characters")
        return Node(resolve_plain(key, self.schema), 0, col + 1), m.start() + 1

    def mapping(self, indent: int, line: int, col: int, depth: int, first_key=None) -> Node:
        """A block mapping; ``first_key`` is its first line's key when the caller read it already."""
        if depth > self.deepest:
            self.deepest = depth
        node = Node({}, line + 1, col + 1, keys={})
        values, keys = node.value, node.keys
        sig, lines, n = self.sig, self.lines, len(self.sig)
        first = True
        # the hot loop of a patch file: a plain one-line value (inline_value's
        # last case) is read here
        while (cur := self.sibling(indent)) is not None:
            i, ind = cur
            text = lines[i]
            m = _SIMPLE_PAIR.match(text, ind)
            if m is not None:  # what key_at and the value cases below read this line as, in one step
                key = Node(resolve_plain(m.group(1), self.schema), i + 1, ind + 1)
                plain = m.group(2)
                rest_col = m.start(2) if plain is not None else len(text)
            else:
                if _is_entry(text, ind):
                    if first:
                        raise Unsupported("sequence where a key was expected")
                    break
                key, rest_col = first_key if first and first_key is not None else self.key_at(text, ind)
                key.line = i + 1
                plain = None
                while rest_col < len(text) and text[rest_col] == " ":
                    rest_col += 1
            first = False
            self.pos += 1
            name = key.value if type(key.value) is str else js_key(key.value)
            if name in values:
                raise Unsupported("duplicate key")
            if plain is not None:
                value = Node(resolve_plain(plain.rstrip(" "), self.schema), i + 1, rest_col + 1)
            elif rest_col == len(text) or text[rest_col] == "#":
                nxt = sig[self.pos] if self.pos < n else None
                if nxt is not None and (nxt[1] > ind or (nxt[1] == ind and _is_entry(lines[nxt[0]], ind))):
                    value = self.block(nxt[1], nxt[0], nxt[1], depth + 1)
                else:
                    value = Node(None, *self.next_token_mark())
            elif text[rest_col] in _PLAIN_FIRST:
                value = Node(resolve_plain(_plain_text(text, rest_col), self.schema), i + 1, rest_col + 1)
            else:
                value = self.inline_value(text, rest_col, i, depth + 1)
            values[name] = value
            keys[name] = key
        return node

    # -- scalars and flow ------------------------------------------------------------
    def inline_value(self, text: str, col: int, line: int, depth: int) -> Node:
        """A one-line value at ``col``: must consume the rest of the line (bar a comment)."""
        ch = text[col]
        if text.startswith("!!js ", col) and self.schema == JSON:
            start = col
            col += 5
            while col < len(text) and text[col] == " ":
                col += 1
            if col >= len(text) or text[col] in "[{#":
                raise Unsupported("!!js without a scalar")
            inner = self.inline_value(text, col, line, depth)
            if not isinstance(inner.value, (str, int, float, bool)) and inner.value is not None:
                raise Unsupported("tagged collection")
            source = text[col:].split(" #")[0].rstrip(" ") if text[col] not in "'\"" else inner.value
            if not isinstance(source, str):
                raise Unsupported("tag")
            return Node(JsExpr(source), line + 1, start + 1, JS_TAG)
        if ch in ("'", '"'):
            value, end = self.quoted(text, col)
            self.expect_line_end(text, end)
            return Node(value, line + 1, col + 1)
        if ch in "[{":
            node, end = self.flow(text, col, line, depth)
            self.expect_line_end(text, end)
            return node
        if not _PLAIN_START.match(text, col):
            raise Unsupported("plain start")
        return Node(resolve_plain(_plain_text(text, col), self.schema), line + 1, col + 1)

    @staticmethod
    def expect_line_end(text: str, end: int) -> None:
        rest = text[end:]
        stripped = rest.lstrip(" ")
        if stripped and not (stripped.startswith("#") and len(rest) > len(stripped)):
            raise Unsupported("text after value")

    @staticmethod
    def quoted(text: str, col: int) -> tuple[str, int]:
        q = text[col]
        if q == "'":
            i = col + 1
            out = []
            while True:
                j = text.find("'", i)
                if j < 0:
                    raise Unsupported("multi-line single-quoted")
                out.append(text[i:j])
                if text.startswith("''", j):
                    out.append("'")
                    i = j + 2
                    continue
                return "".join(out), j + 1
        i = col + 1
        while True:
            j = text.find('"', i)
            if j < 0:
                raise Unsupported("multi-line double-quoted")
            k = j - 1
            backslashes = 0
            while k > col and text[k] == "\\":
                backslashes += 1
                k -= 1
            if backslashes % 2 == 0:
                break
            i = j + 1
        inner = text[col + 1:j]
        if "\\" in inner and _JSON_ESCAPES.sub("", inner).count("\\"):
            raise Unsupported("YAML-only escape")
        try:
            return json.loads('"' + inner + '"'), j + 1
        except ValueError:
            raise Unsupported("escape") from None

    def flow(self, text: str, col: int, line: int, depth: int) -> tuple[Node, int]:
        if depth > self.deepest:
            self.deepest = depth
        open_ch = text[col]
        close = "]" if open_ch == "[" else "}"
        node = Node([] if open_ch == "[" else {}, line + 1, col + 1, keys=None if open_ch == "[" else {})
        i = col + 1
        while True:
            i = self.skip_spaces(text, i)
            if i >= len(text):
                raise Unsupported("multi-line flow")
            if text[i] == close:
                return node, i + 1
            if open_ch == "[":
                item, i = self.flow_item(text, i, line, depth + 1)
                node.value.append(item)
            else:
                key, i = self.flow_scalar(text, i, line, key=True)
                i = self.skip_spaces(text, i)
                if not text.startswith(":", i):
                    raise Unsupported("flow key without value")
                colon_end = i + 1
                i = self.skip_spaces(text, colon_end)
                if i < len(text) and text[i] in ",}":
                    # an empty value sits at the next token for js-yaml, just after ':' for ruamel
                    value = Node(None, line + 1, (i if self.schema == JSON else colon_end) + 1)
                else:
                    value, i = self.flow_item(text, i, line, depth + 1)
                name = js_key(key.value)
                if name in node.value:
                    raise Unsupported("duplicate key")
                node.value[name] = value
                node.keys[name] = key
            i = self.skip_spaces(text, i)
            if i < len(text) and text[i] == ",":
                i += 1
                continue
            if i < len(text) and text[i] == close:
                return node, i + 1
            raise Unsupported("flow separator")

    @staticmethod
    def skip_spaces(text: str, i: int) -> int:
        while i < len(text) and text[i] == " ":
            i += 1
        return i

    def flow_item(self, text: str, i: int, line: int, depth: int) -> tuple[Node, int]:
        if i >= len(text):
            raise Unsupported("flow end")
        if text[i] in "[{":
            return self.flow(text, i, line, depth)
        node, end = self.flow_scalar(text, i, line, key=False)
        # `[a: b]` is a single-pair mapping in YAML: not in the fast subset
        j = self.skip_spaces(text, end)
        if text.startswith(":", j):
            raise Unsupported("single-pair mapping")
        return node, end

    def flow_scalar(self, text: str, i: int, line: int, key: bool) -> tuple[Node, int]:
        ch = text[i]
        if ch in ("'", '"'):
            value, end = self.quoted(text, i)
            return Node(value, line + 1, i + 1), end
        if text.startswith("!!js ", i) or not _PLAIN_START.match(text, i):
            raise Unsupported("flow scalar start")
        m = _FLOW_PLAIN_STOP.search(text, i)
        end = m.start() if m else len(text)
        raw = text[i:end].rstrip(" ")
        if not raw or any(c in raw for c in "[{#") or ": " in raw:
            raise Unsupported("flow plain")
        if m is None:
            raise Unsupported("unterminated flow")
        return Node(resolve_plain(raw, self.schema), line + 1, i + 1), i + len(raw)


def fast_read(text: str, schema: str = JSON) -> tuple[Node | None, int]:
    """(the tree, the depth of its deepest collection) if ``text`` is in the fast
    subset; raise :class:`Unsupported` otherwise. The tree has no aliases (the
    subset has no anchors) and, beside the root, one node per piece of text (a
    ``-``, a key's ``:``, a scalar, a bracket): at most ``len(text) + 1`` nodes."""
    if any(piece in text for piece in _BAD_PIECES) or text.startswith(_BAD_STARTS):
        raise Unsupported("tabs, CR, BOM, document markers or directives")
    reader = _Reader(text, schema)
    try:
        return reader.document(), reader.deepest
    except IndexError:
        raise Unsupported("index") from None


def fast_parse(text: str, schema: str = JSON) -> Node | None:
    """Parse ``text`` if it is in the fast subset; raise :class:`Unsupported` otherwise."""
    return fast_read(text, schema)[0]
