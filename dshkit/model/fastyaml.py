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

from dshkit.model.yamlnode import _UNSET, JS_TAG, JSON, JsExpr, Node
from dshkit.model.yamlscalar import WORDS, js_key, resolve_plain


class Unsupported(Exception):
    """Not in the fast subset: use the full parser."""


_JSON_ESCAPES = re.compile(r'\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})')
_FLOW_PLAIN_STOP = re.compile(r",|\]|\}| #|: |:$|:(?=[,\]}])")
_KEY_COLON = re.compile(r":(?: |$)")
_WORD = r"[A-Za-z_][A-Za-z0-9_.-]*"  # a plain key read without the general rules (always a string, or a null/bool word)
_SIMPLE_KEY = re.compile(r"(%s):(?: |$)" % _WORD)
_BAD_KEY_CHAR = re.compile(r"[\[\]{},\"'&*!|>%@`]")
# First characters that always start a plain scalar (_PLAIN_START without the
# `-` that needs a look-ahead): _LINE and the flow patterns read such values.
_PLAIN_FIRST_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._/$~(=<^+\\"
# Where a plain scalar may start: those, any non-ASCII character, or a `-` not before a space.
_PLAIN_START = re.compile(r"[%s\x80-\U0010ffff]|-(?=[^\s])" % re.escape(_PLAIN_FIRST_CHARS))
# Every line in one pass (findall over the text, MULTILINE), as (the prefix up
# to the value: the next three, the indent, a sequence entry's `-` and the
# spaces after it, a `word:` key (_SIMPLE_KEY) and the spaces after it; a plain
# value holding no `#` or `:` (so no comment to cut and no colon to refuse),
# its trailing spaces left out; the rest of the line after any spaces). A line
# whose rest is empty needs nothing else; any other goes to the general methods.
_LINE = re.compile(r"^(( *)(-(?: +|$))?(?:(%s):(?: +|$))?)([%s](?:[^#:\n]*[^ #:\n])?)? *(.*)$"
                   % (_WORD, re.escape(_PLAIN_FIRST_CHARS)), re.MULTILINE)
# One-line flow collections of `word: plain` pairs or plain items (no quotes,
# colons, comments or nesting: those take the general loop), a match per member.
_FLOW_PAIR = re.compile(r" *(%s): +([%s][^,\[\]{}#:]*?) *([,}])" % (_WORD, re.escape(_PLAIN_FIRST_CHARS)))
_FLOW_ITEM = re.compile(r" *([%s][^,\[\]{}#:]*?) *([,\]])" % re.escape(_PLAIN_FIRST_CHARS))
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


class _BlockMap(Node):
    """A block mapping the reader read: the node of each key is made when
    ``keys`` is first read (a rule placing a finding), not for every key of
    every row (nearly half of a patch file's nodes). Until then ``_keys`` holds,
    in the mapping's order, the line of each ``word:`` key (at the mapping's
    column, its value the word as resolved) or the node of any other key."""

    __slots__ = ("_keys",)

    def __init__(self, line: int, column: int):
        self.value = {}
        self.line = line
        self.column = column
        self.tag = None
        self._plain_value = _UNSET
        self._keys = []

    @property
    def keys(self) -> dict[str, Node]:
        made = self._keys
        if type(made) is list:
            column = self.column
            # a `word` is its own name but for null/true/false spellings, whose
            # name ("null", "true", "false") resolves back to the same value
            made = self._keys = {
                name: Node(resolve_plain(name, JSON) if name in WORDS else name, entry, column)
                if type(entry) is int else entry
                for name, entry in zip(self.value, made)}
        return made


class _Reader:
    def __init__(self, text: str, schema: str):
        self.schema = schema
        self.lines = text.split("\n")
        self.ends_with_newline = text.endswith("\n")
        # every line cut into its pieces by one regex pass over the text (one
        # tuple per line, the same lines as ``self.lines``): the loops below
        # read the common lines from these pieces without a call per line
        self.toks = toks = _LINE.findall(text)
        # significant lines (not blank, not a comment): (index, indent)
        self.sig = [(i, len(t[1])) for i, t in enumerate(toks)
                    if t[2] or t[3] or t[4] or (t[5] and t[5][0] != "#")]
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

    def nested_or_null(self, indent: int, depth: int, line: int, col: int, same_indent_seq: bool) -> Node:
        """The value of a key or entry with nothing after it on its line (``self.pos``
        at the next line): the block below when that is deeper (or, for a key,
        a sequence at the key's own indent), else null at (line, col) or, for a
        key (``col`` None), at the next token."""
        sig = self.sig
        if self.pos < len(sig):
            i, ind = sig[self.pos]
            if ind > indent or (same_indent_seq and ind == indent and self.toks[i][2]):
                return self.block(depth)
        if col is None:
            return Node(None, *self.next_token_mark())
        return Node(None, line, col)

    # -- block structure -----------------------------------------------------------
    def document(self) -> Node | None:
        if not self.sig:
            return None
        node = self.block(1)
        if self.pos != len(self.sig):
            raise Unsupported("trailing content")
        return node

    def block(self, depth: int) -> Node:
        """The block collection whose first entry is the next significant line."""
        i, ind = self.sig[self.pos]
        if self.toks[i][2]:  # a `-` entry
            return self.sequence(ind, depth)
        return self.mapping(ind, depth)

    def sequence(self, indent: int, depth: int) -> Node:
        if depth > self.deepest:
            self.deepest = depth
        sig, toks, n = self.sig, self.toks, len(self.sig)
        node = Node([], sig[self.pos][0] + 1, indent + 1)
        items = node.value
        first = True
        while self.pos < n:
            i, ind = sig[self.pos]
            if ind != indent:
                if ind < indent:
                    break
                raise Unsupported("deeper line")
            _, _, dash, key, plain, rest = toks[i]
            if not dash:
                if first:
                    raise Unsupported("not a sequence entry")
                break  # a mapping key at this indent closes the sequence (a: \n- x\nb: ...)
            first = False
            col = ind + len(dash)  # where the entry's content starts
            if key:  # `- key: ...`: a compact mapping whose first line is this one
                items.append(self.mapping(col, depth + 1, compact=True))
                continue
            self.pos += 1
            if plain and not rest:  # `- word`
                items.append(Node(resolve_plain(plain, self.schema), i + 1, col + 1))
            elif not plain and (not rest or rest[0] == "#"):  # `-` alone
                items.append(self.nested_or_null(ind, depth + 1, i + 1, ind + 2, False))
            else:
                text = self.lines[i]
                if _is_entry(text, col):
                    raise Unsupported("compact nested sequence")
                try:
                    self.key_at(text, col)
                except Unsupported:
                    items.append(self.inline_value(text, col, i, depth + 1))
                    continue
                self.pos -= 1
                items.append(self.mapping(col, depth + 1, compact=True))
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

    def mapping(self, indent: int, depth: int, compact: bool = False) -> Node:
        """A block mapping whose keys sit at column ``indent``, from ``self.pos``;
        ``compact``: its first line is a sequence entry's (``- key: ...``)."""
        if depth > self.deepest:
            self.deepest = depth
        sig, toks, n, schema = self.sig, self.toks, len(self.sig), self.schema
        pos = self.pos  # kept local in the loop; self.pos around the calls that read on
        node = _BlockMap(sig[pos][0] + 1, indent + 1)
        values, keys = node.value, node._keys
        first = True
        # the hot loop of a patch file: `word: plain` and `word:` lines are read
        # from _LINE's pieces here, without a call but the value's node
        while pos < n:
            i, ind = sig[pos]
            prefix, _, dash, key, plain, rest = toks[i]
            if first and compact:
                pass  # the entry's `-` belongs to the sequence; the key is at `indent`
            elif ind != indent:
                if ind < indent:
                    break
                raise Unsupported("deeper line")
            elif dash:
                if first:
                    raise Unsupported("sequence where a key was expected")
                break
            first = False
            pos += 1
            if key:
                # a `word` starts with a letter or _: a string but for null/true/false spellings
                name = key if key not in WORDS else js_key(resolve_plain(key, schema))
                knode = i + 1  # the key's line (_BlockMap)
                if plain and not rest:
                    value = Node(resolve_plain(plain, schema), i + 1, len(prefix) + 1)
                else:
                    self.pos = pos
                    if not plain and (not rest or rest[0] == "#"):
                        value = self.nested_or_null(indent, depth + 1, 0, None, True)
                    else:
                        value = self.inline_value(self.lines[i], len(prefix), i, depth + 1)
                    pos = self.pos
            else:
                text = self.lines[i]
                knode, col = self.key_at(text, indent)
                knode.line = i + 1
                name = knode.value if type(knode.value) is str else js_key(knode.value)
                while col < len(text) and text[col] == " ":
                    col += 1
                self.pos = pos
                if col == len(text) or text[col] == "#":
                    value = self.nested_or_null(indent, depth + 1, 0, None, True)
                else:
                    value = self.inline_value(text, col, i, depth + 1)
                pos = self.pos
            if name in values:
                raise Unsupported("duplicate key")
            values[name] = value
            keys.append(knode)
        self.pos = pos
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
        simple = self.simple_flow(text, col, line)
        if simple is not None:
            return simple
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

    def simple_flow(self, text: str, col: int, line: int) -> tuple[Node, int] | None:
        """The flow collection at ``col`` read as what the general loop reads it as,
        when all its members are simple (_FLOW_PAIR, _FLOW_ITEM); else None."""
        line += 1
        if text[col] == "{":
            node = Node({}, line, col + 1, keys={})
            values, keys = node.value, node.keys
            pair = _FLOW_PAIR.match
            i = col + 1
            while (m := pair(text, i)) is not None:
                key, raw, sep = m.groups()
                kv = key if key not in WORDS else resolve_plain(key, self.schema)
                name = key if type(kv) is str else js_key(kv)
                if name in values:
                    return None  # the general loop declines it
                values[name] = Node(resolve_plain(raw, self.schema), line, m.start(2) + 1)
                keys[name] = Node(kv, line, m.start(1) + 1)
                i = m.end()
                if sep == "}":
                    return node, i
            return None
        node = Node([], line, col + 1)
        items = node.value
        item = _FLOW_ITEM.match
        i = col + 1
        while (m := item(text, i)) is not None:
            items.append(Node(resolve_plain(m.group(1), self.schema), line, m.start(1) + 1))
            i = m.end()
            if m.group(2) == "]":
                return node, i
        return None

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
