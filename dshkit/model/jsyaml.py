"""The reference reader for patch files: js-yaml 4.3.2's loader, ported.

The host loads ``cordis.patch.yml`` with js-yaml 4 (``JSON_SCHEMA`` plus
``!!js``), and js-yaml is not a conforming YAML 1.2 parser: it reads a tab
after a value or as a separator where ruamel.yaml refuses, rejects ``[-]``,
``- :`` and zero-indented folded scalars that ruamel accepts, reads ``---word``
as ``word``, ``{?foo: 1}`` with the key ``?foo``, a lone ``!`` as null, and caps
nesting at 100. No Python library reads YAML that way (ruamel.yaml differed on
52 of the 402 cases of the official YAML test suite), so this module follows
js-yaml's ``lib/loader.js`` (MIT, (c) 2011-2015 Vitaly Puzrin) function by
function, keeping its names and error messages, and is proved against js-yaml
itself on the whole test suite (``tests/check/test_yaml_test_suite.py``).

What differs from the original: values are built as
:class:`~dshkit.model.yamlnode.Node` trees with 1-based positions (a node's
first property or character; an empty value sits at the next token, an empty
sequence entry just after its ``-``); schema types are fixed to the JSON schema
plus ``!!js`` (:mod:`dshkit.model.yamlscalar` resolves plain scalars);
``!!js`` is never evaluated; merge keys cannot occur (the JSON schema has no
``!!merge``, so ``<<`` is an ordinary key) and warnings are dropped, as the
host's loader does not listen for them. Columns count code points where
JavaScript counts UTF-16 units (they differ only after an astral character).
"""

from __future__ import annotations

import re
from typing import Any

from dshkit.model.yamlnode import JS_TAG, JSON, TAG_PREFIX, JsExpr, Node, YamlError
from dshkit.model.yamlscalar import float_value, js_float_ok, js_int_ok, js_int_value, js_key, resolve_plain

FLOW_IN, FLOW_OUT, BLOCK_IN, BLOCK_OUT = 1, 2, 3, 4
CLIP, STRIP, KEEP = 1, 2, 3
MAX_DEPTH = 100  # js-yaml 4.3's default maxDepth

_NON_PRINTABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff\ud800-\udfff]")
_TAG_HANDLE = re.compile(r"^(?:!|!!|![0-9A-Za-z-]+!)$")
_TAG_URI = re.compile(r"^(?:!|[^,\[\]{}])(?:%[0-9a-f]{2}|[0-9a-z\-#;/?:@&=+$,_.!~*'()\[\]])*$", re.I)
_FLOW_INDICATORS = re.compile(r"[,\[\]{}]")
_URI_ESCAPE = re.compile(r"(?:%[0-9a-fA-F]{2})+")

_WS = " \t"
_EOL = "\n\r"
_WS_EOL = " \t\n\r"
_FLOW = ",[]{}"
_SIMPLE_ESCAPES = {
    "0": "\x00", "a": "\x07", "b": "\x08", "t": "\t", "\t": "\t", "n": "\n", "v": "\x0b", "f": "\x0c",
    "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85", "_": "\xa0",
    "L": "\u2028", "P": "\u2029",
}
_HEX_LEN = {"x": 2, "u": 4, "U": 8}

# The JSON schema plus !!js: tag -> node kind.
_TYPES = {
    TAG_PREFIX + "str": "scalar", TAG_PREFIX + "null": "scalar", TAG_PREFIX + "bool": "scalar",
    TAG_PREFIX + "int": "scalar", TAG_PREFIX + "float": "scalar", JS_TAG: "scalar",
    TAG_PREFIX + "seq": "sequence", TAG_PREFIX + "map": "mapping",
}
_NULL_WORDS = ("~", "null", "Null", "NULL")
_BOOL_WORDS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}


def _decode_uri_component(text: str) -> str:
    """JavaScript's ``decodeURIComponent``: %XX runs as UTF-8; ValueError if malformed."""
    if "%" not in text:
        return text

    def one(m: re.Match) -> str:
        return bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8")  # UnicodeDecodeError is a ValueError

    out = _URI_ESCAPE.sub(one, text)
    if "%" in _URI_ESCAPE.sub("", text):
        raise ValueError("malformed URI sequence")
    return out


def _key_string(key: Node) -> str:
    """``String(key)`` after js-yaml's own key rules (``storeMappingPair``)."""
    v = key.value
    if isinstance(v, list):
        parts = []
        for item in v:
            iv = item.value
            if isinstance(iv, list):
                raise _Nested
            if isinstance(iv, (dict, JsExpr)):
                parts.append("[object Object]")
            elif iv is None:
                parts.append("")  # Array.prototype.join renders null as nothing
            else:
                parts.append(js_key(iv))
        return ",".join(parts)
    if isinstance(v, dict):
        return "[object Object]"
    return js_key(v)


class _Nested(Exception):
    pass


class _Loader:
    def __init__(self, text: str):
        self.input = text + "\0\0\0\0"  # js-yaml's \0 terminator; the rest stands for charCodeAt's NaN
        self.length = len(text) + 1  # as js-yaml's state.length: the text plus the terminator
        self.position = 0
        self.line = 0
        self.line_start = 0
        self.line_indent = 0
        self.depth = 0
        self.first_tab_in_line = -1
        self.documents: list[Node | None] = []
        self.anchor_transactions: list[dict] = []
        self.tag: str | None = None
        self.anchor: str | None = None
        self.kind: str | None = None
        self.result: Any = None
        self.version: str | None = None
        self.tag_map: dict[str, str] = {}
        self.anchor_map: dict[str, Node] = {}

    # -- errors and positions ---------------------------------------------------------
    def error(self, message: str) -> YamlError:
        return YamlError(message, self.line + 1, self.position - self.line_start + 1)

    def here(self) -> tuple[int, int]:
        return self.line + 1, self.position - self.line_start + 1

    # -- anchors --------------------------------------------------------------------------
    def store_anchor(self, name: str, value: Node) -> None:
        if self.anchor_transactions:
            tx = self.anchor_transactions[-1]
            if name not in tx:
                tx[name] = (name in self.anchor_map, self.anchor_map.get(name))
        self.anchor_map[name] = value

    def commit_anchors(self) -> None:
        tx = self.anchor_transactions.pop()
        if self.anchor_transactions:
            parent = self.anchor_transactions[-1]
            for name, entry in tx.items():
                parent.setdefault(name, entry)

    def rollback_anchors(self) -> None:
        tx = self.anchor_transactions.pop()
        for name in reversed(list(tx)):
            existed, value = tx[name]
            if existed:
                self.anchor_map[name] = value
            else:
                del self.anchor_map[name]

    _SNAPSHOT = ("position", "line", "line_start", "line_indent", "first_tab_in_line", "tag", "anchor", "kind", "result")

    def snapshot(self) -> tuple:
        return tuple(getattr(self, a) for a in self._SNAPSHOT)

    def restore(self, snap: tuple) -> None:
        for a, v in zip(self._SNAPSHOT, snap):
            setattr(self, a, v)

    # -- directives -------------------------------------------------------------------------
    def directive(self, name: str, args: list[str]) -> None:
        if name == "YAML":
            if self.version is not None:
                raise self.error("duplication of %YAML directive")
            if len(args) != 1:
                raise self.error("YAML directive accepts exactly one argument")
            m = re.match(r"^([0-9]+)\.([0-9]+)$", args[0])
            if m is None:
                raise self.error("ill-formed argument of the YAML directive")
            if int(m.group(1)) != 1:
                raise self.error("unacceptable YAML version of the document")
            self.version = args[0]  # another minor version only warns
        elif name == "TAG":
            if len(args) != 2:
                raise self.error("TAG directive accepts exactly two arguments")
            handle, prefix = args
            if not _TAG_HANDLE.match(handle):
                raise self.error("ill-formed tag handle (first argument) of the TAG directive")
            if handle in self.tag_map:
                raise self.error(f'there is a previously declared suffix for "{handle}" tag handle')
            if not _TAG_URI.match(prefix):
                raise self.error("ill-formed tag prefix (second argument) of the TAG directive")
            try:
                prefix = _decode_uri_component(prefix)
            except ValueError:
                raise self.error("tag prefix is malformed: " + prefix) from None
            self.tag_map[handle] = prefix
        # unknown directives only warn

    # -- characters ----------------------------------------------------------------------------
    def capture(self, start: int, end: int, check_json: bool) -> None:
        if start < end:
            segment = self.input[start:end]
            if check_json:
                for ch in segment:
                    if not (ch == "\t" or ch >= " "):
                        raise self.error("expected valid JSON character")
            elif _NON_PRINTABLE.search(segment):
                raise self.error("the stream contains non-printable characters")
            self.result += segment

    def read_line_break(self) -> None:
        ch = self.input[self.position]
        if ch == "\n":
            self.position += 1
        elif ch == "\r":
            self.position += 1
            if self.input[self.position] == "\n":
                self.position += 1
        else:
            raise self.error("a line break is expected")
        self.line += 1
        self.line_start = self.position
        self.first_tab_in_line = -1

    def skip_separation_space(self, allow_comments: bool, check_indent: int) -> int:
        line_breaks = 0
        s = self.input
        ch = s[self.position]
        while ch != "\0":
            while ch in _WS:
                if ch == "\t" and self.first_tab_in_line == -1:
                    self.first_tab_in_line = self.position
                self.position += 1
                ch = s[self.position]
            if allow_comments and ch == "#":
                while True:
                    self.position += 1
                    ch = s[self.position]
                    if ch in "\n\r\0":
                        break
            if ch in _EOL:
                self.read_line_break()
                ch = s[self.position]
                line_breaks += 1
                self.line_indent = 0
                while ch == " ":
                    self.line_indent += 1
                    self.position += 1
                    ch = s[self.position]
            else:
                break
        return line_breaks  # "deficient indentation" is only a warning

    def test_document_separator(self) -> bool:
        s, p = self.input, self.position
        ch = s[p]
        if ch in "-." and s[p + 1] == ch and s[p + 2] == ch:
            return s[p + 3] == "\0" or s[p + 3] in _WS_EOL
        return False

    def write_folded_lines(self, count: int) -> None:
        if count == 1:
            self.result += " "
        elif count > 1:
            self.result += "\n" * (count - 1)

    # -- scalars -----------------------------------------------------------------------------------
    def read_plain_scalar(self, node_indent: int, within_flow: bool) -> bool:
        s = self.input
        kind, result = self.kind, self.result
        ch = s[self.position]
        if ch in _WS_EOL or ch in _FLOW or ch in "#&*!|>'\"%@`":
            return False
        if ch in "?-":
            following = s[self.position + 1]
            if following in _WS_EOL or (within_flow and following in _FLOW):
                return False
        self.kind = "scalar"
        self.result = ""
        capture_start = capture_end = self.position
        pending = False
        _line = _line_start = _line_indent = 0
        while ch != "\0":
            if ch == ":":
                following = s[self.position + 1]
                if following in _WS_EOL or (within_flow and following in _FLOW):
                    break
            elif ch == "#":
                if s[self.position - 1] in _WS_EOL:
                    break
            elif (self.position == self.line_start and self.test_document_separator()) or (
                    within_flow and ch in _FLOW):
                break
            elif ch in _EOL:
                _line, _line_start, _line_indent = self.line, self.line_start, self.line_indent
                self.skip_separation_space(False, -1)
                if self.line_indent >= node_indent:
                    pending = True
                    ch = s[self.position]
                    continue
                self.position = capture_end
                self.line, self.line_start, self.line_indent = _line, _line_start, _line_indent
                break
            if pending:
                self.capture(capture_start, capture_end, False)
                self.write_folded_lines(self.line - _line)
                capture_start = capture_end = self.position
                pending = False
            if ch not in _WS:
                capture_end = self.position + 1
            self.position += 1
            ch = s[self.position]
        self.capture(capture_start, capture_end, False)
        if self.result:
            return True
        self.kind, self.result = kind, result
        return False

    def read_single_quoted(self, node_indent: int) -> bool:
        s = self.input
        if s[self.position] != "'":
            return False
        self.kind = "scalar"
        self.result = ""
        self.position += 1
        capture_start = capture_end = self.position
        while (ch := s[self.position]) != "\0":
            if ch == "'":
                self.capture(capture_start, self.position, True)
                self.position += 1
                if s[self.position] == "'":
                    capture_start = self.position
                    self.position += 1
                    capture_end = self.position
                else:
                    return True
            elif ch in _EOL:
                self.capture(capture_start, capture_end, True)
                self.write_folded_lines(self.skip_separation_space(False, node_indent))
                capture_start = capture_end = self.position
            elif self.position == self.line_start and self.test_document_separator():
                raise self.error("unexpected end of the document within a single quoted scalar")
            else:
                self.position += 1
                if ch not in _WS:
                    capture_end = self.position
        raise self.error("unexpected end of the stream within a single quoted scalar")

    def read_double_quoted(self, node_indent: int) -> bool:
        s = self.input
        if s[self.position] != '"':
            return False
        self.kind = "scalar"
        self.result = ""
        self.position += 1
        capture_start = capture_end = self.position
        while (ch := s[self.position]) != "\0":
            if ch == '"':
                self.capture(capture_start, self.position, True)
                self.position += 1
                return True
            if ch == "\\":
                self.capture(capture_start, self.position, True)
                self.position += 1
                ch = s[self.position]
                if ch in _EOL:
                    self.skip_separation_space(False, node_indent)
                elif ch in _SIMPLE_ESCAPES:
                    self.result += _SIMPLE_ESCAPES[ch]
                    self.position += 1
                elif ch in _HEX_LEN:
                    value = 0
                    for _ in range(_HEX_LEN[ch]):
                        self.position += 1
                        ch = s[self.position]
                        if ch not in "0123456789abcdefABCDEF" or not ch:
                            raise self.error("expected hexadecimal character")
                        value = (value << 4) + int(ch, 16)
                    self.result += _char_from_codepoint(value)
                    self.position += 1
                else:
                    raise self.error("unknown escape sequence")
                capture_start = capture_end = self.position
            elif ch in _EOL:
                self.capture(capture_start, capture_end, True)
                self.write_folded_lines(self.skip_separation_space(False, node_indent))
                capture_start = capture_end = self.position
            elif self.position == self.line_start and self.test_document_separator():
                raise self.error("unexpected end of the document within a double quoted scalar")
            else:
                self.position += 1
                if ch not in _WS:
                    capture_end = self.position
        raise self.error("unexpected end of the stream within a double quoted scalar")

    def read_block_scalar(self, node_indent: int) -> bool:
        s = self.input
        ch = s[self.position]
        if ch == "|":
            folding = False
        elif ch == ">":
            folding = True
        else:
            return False
        chomping = CLIP
        did_read_content = False
        detected_indent = False
        text_indent = node_indent
        empty_lines = 0
        at_more_indented = False
        self.kind = "scalar"
        self.result = ""
        while ch != "\0":
            self.position += 1
            ch = s[self.position]
            if ch in "+-":
                if chomping == CLIP:
                    chomping = KEEP if ch == "+" else STRIP
                else:
                    raise self.error("repeat of a chomping mode identifier")
            elif "0" <= ch <= "9":
                if ch == "0":
                    raise self.error("bad explicit indentation width of a block scalar; it cannot be less than one")
                if detected_indent:
                    raise self.error("repeat of an indentation width identifier")
                text_indent = node_indent + int(ch) - 1
                detected_indent = True
            else:
                break
        if ch in _WS:
            while True:
                self.position += 1
                ch = s[self.position]
                if ch not in _WS:
                    break
            if ch == "#":
                while True:
                    self.position += 1
                    ch = s[self.position]
                    if ch in _EOL or ch == "\0":
                        break
        while ch != "\0":
            self.read_line_break()
            self.line_indent = 0
            ch = s[self.position]
            while (not detected_indent or self.line_indent < text_indent) and ch == " ":
                self.line_indent += 1
                self.position += 1
                ch = s[self.position]
            if not detected_indent and self.line_indent > text_indent:
                text_indent = self.line_indent
            if ch in _EOL:
                empty_lines += 1
                continue
            if not detected_indent and text_indent == 0:
                raise self.error("missing indentation for block scalar")
            if self.line_indent < text_indent:
                if chomping == KEEP:
                    self.result += "\n" * (1 + empty_lines if did_read_content else empty_lines)
                elif chomping == CLIP and did_read_content:
                    self.result += "\n"
                break
            if folding:
                if ch in _WS:
                    at_more_indented = True
                    self.result += "\n" * (1 + empty_lines if did_read_content else empty_lines)
                elif at_more_indented:
                    at_more_indented = False
                    self.result += "\n" * (empty_lines + 1)
                elif empty_lines == 0:
                    if did_read_content:
                        self.result += " "
                else:
                    self.result += "\n" * empty_lines
            else:
                self.result += "\n" * (1 + empty_lines if did_read_content else empty_lines)
            did_read_content = True
            detected_indent = True
            empty_lines = 0
            capture_start = self.position
            while ch not in _EOL and ch != "\0":
                self.position += 1
                ch = s[self.position]
            self.capture(capture_start, self.position, False)
        return True

    # -- collections ---------------------------------------------------------------------------------
    def read_flow_collection(self, node_indent: int, start: tuple[int, int]) -> bool:
        s = self.input
        ch = s[self.position]
        if ch == "[":
            terminator, is_mapping = "]", False
            node = Node([], *start)
        elif ch == "{":
            terminator, is_mapping = "}", True
            node = Node({}, *start, keys={})
        else:
            return False
        _tag, _anchor = self.tag, self.anchor
        if self.anchor is not None:
            self.store_anchor(self.anchor, node)
        read_next = True
        self.position += 1
        ch = s[self.position]
        while ch != "\0":
            self.skip_separation_space(True, node_indent)
            ch = s[self.position]
            if ch == terminator:
                self.position += 1
                self.tag, self.anchor = _tag, _anchor
                self.kind = "mapping" if is_mapping else "sequence"
                self.result = node
                return True
            if not read_next:
                raise self.error("missed comma between flow collection entries")
            if ch == ",":
                raise self.error("expected the node content, but found ','")
            is_pair = is_explicit = False
            if ch == "?" and s[self.position + 1] in _WS_EOL:
                is_pair = is_explicit = True
                self.position += 1
                self.skip_separation_space(True, node_indent)
            _line, _line_start, _pos = self.line, self.line_start, self.position
            self.compose_node(node_indent, FLOW_IN, False, True)
            key_tag, key = self.tag, self.result
            self.skip_separation_space(True, node_indent)
            ch = s[self.position]
            value = None
            if (is_explicit or self.line == _line) and ch == ":":
                is_pair = True
                self.position += 1
                self.skip_separation_space(True, node_indent)
                self.compose_node(node_indent, FLOW_IN, False, True)
                value = self.result
            if value is None:
                value = Node(None, *self.here())
            if is_mapping:
                self.store_pair(node, key, value, _line, _line_start, _pos)
            elif is_pair:
                pair = Node({}, key.line, key.column, keys={})
                self.store_pair(pair, key, value, _line, _line_start, _pos)
                node.value.append(pair)
            else:
                node.value.append(key)
            self.skip_separation_space(True, node_indent)
            ch = s[self.position]
            if ch == ",":
                read_next = True
                self.position += 1
                ch = s[self.position]
            else:
                read_next = False
        raise self.error("unexpected end of the stream within a flow collection")

    def store_pair(self, mapping: Node, key: Node, value: Node, line: int, line_start: int, pos: int) -> None:
        try:
            name = _key_string(key)
        except _Nested:
            raise self.error("nested arrays are not supported inside keys") from None
        if name in mapping.value:
            self.line, self.line_start, self.position = line or self.line, line_start or self.line_start, pos or self.position
            raise self.error("duplicated mapping key")
        mapping.value[name] = value
        mapping.keys[name] = key

    def read_block_sequence(self, node_indent: int, start: tuple[int, int]) -> bool:
        if self.first_tab_in_line != -1:
            return False
        s = self.input
        _tag, _anchor = self.tag, self.anchor
        node = Node([], *start)
        if self.anchor is not None:
            self.store_anchor(self.anchor, node)
        detected = False
        ch = s[self.position]
        while ch != "\0":
            if self.first_tab_in_line != -1:
                self.position = self.first_tab_in_line
                raise self.error("tab characters must not be used in indentation")
            if ch != "-" or s[self.position + 1] not in _WS_EOL:
                break
            detected = True
            self.position += 1
            after_dash = self.here()
            if self.skip_separation_space(True, -1) and self.line_indent <= node_indent:
                node.value.append(Node(None, *after_dash))
                ch = s[self.position]
                continue
            _line = self.line
            self.compose_node(node_indent, BLOCK_IN, False, True)
            node.value.append(self.result)
            self.skip_separation_space(True, -1)
            ch = s[self.position]
            if (self.line == _line or self.line_indent > node_indent) and ch != "\0":
                raise self.error("bad indentation of a sequence entry")
            if self.line_indent < node_indent:
                break
        if detected:
            self.tag, self.anchor = _tag, _anchor
            self.kind = "sequence"
            self.result = node
            return True
        return False

    def read_block_mapping(self, node_indent: int, flow_indent: int, start: tuple[int, int]) -> bool:
        if self.first_tab_in_line != -1:
            return False
        s = self.input
        _tag, _anchor = self.tag, self.anchor
        node = Node({}, *start, keys={})
        if self.anchor is not None:
            self.store_anchor(self.anchor, node)
        key: Node | None = None
        value: Node | None = None
        at_explicit_key = False
        detected = False
        allow_compact = False
        _key_line = _key_line_start = _key_pos = 0
        ch = s[self.position]
        while ch != "\0":
            if not at_explicit_key and self.first_tab_in_line != -1:
                self.position = self.first_tab_in_line
                raise self.error("tab characters must not be used in indentation")
            following = s[self.position + 1]
            _line = self.line
            if ch in "?:" and following in _WS_EOL:
                if ch == "?":
                    if at_explicit_key:
                        self.store_pair(node, key or Node(None, *self.here()), Node(None, *self.here()),
                                        _key_line, _key_line_start, _key_pos)
                        key = value = None
                    detected = True
                    at_explicit_key = True
                    allow_compact = True
                elif at_explicit_key:
                    at_explicit_key = False
                    allow_compact = True
                else:
                    raise self.error("incomplete explicit mapping pair; a key node is missed; "
                                     "or followed by a non-tabulated empty line")
                self.position += 1
                ch = following
            else:
                _key_line, _key_line_start, _key_pos = self.line, self.line_start, self.position
                if not self.compose_node(flow_indent, FLOW_OUT, False, True):
                    break
                if self.line == _line:
                    ch = s[self.position]
                    while ch in _WS:
                        self.position += 1
                        ch = s[self.position]
                    if ch == ":":
                        self.position += 1
                        ch = s[self.position]
                        if ch not in _WS_EOL:
                            raise self.error("a whitespace character is expected after the key-value "
                                             "separator within a block mapping")
                        if at_explicit_key:
                            self.store_pair(node, key or Node(None, *self.here()), Node(None, *self.here()),
                                            _key_line, _key_line_start, _key_pos)
                            key = value = None
                        detected = True
                        at_explicit_key = False
                        allow_compact = False
                        key = self.result
                    elif detected:
                        raise self.error("can not read an implicit mapping pair; a colon is missed")
                    else:
                        self.tag, self.anchor = _tag, _anchor
                        return True  # keep the result of compose_node
                elif detected:
                    raise self.error("can not read a block mapping entry; a multiline key may not be an implicit key")
                else:
                    self.tag, self.anchor = _tag, _anchor
                    return True
            if self.line == _line or self.line_indent > node_indent:
                if at_explicit_key:
                    _key_line, _key_line_start, _key_pos = self.line, self.line_start, self.position
                got = self.compose_node(node_indent, BLOCK_OUT, True, allow_compact)
                if at_explicit_key:
                    if got:
                        key = self.result
                else:
                    value = self.result  # an empty node (null at its position) when nothing was read
                if not at_explicit_key:
                    self.store_pair(node, key or Node(None, *self.here()), value or Node(None, *self.here()),
                                    _key_line, _key_line_start, _key_pos)
                    key = value = None
                self.skip_separation_space(True, -1)
                ch = s[self.position]
            if (self.line == _line or self.line_indent > node_indent) and ch != "\0":
                raise self.error("bad indentation of a mapping entry")
            if self.line_indent < node_indent:
                break
        if at_explicit_key:
            self.store_pair(node, key or Node(None, *self.here()), Node(None, *self.here()),
                            _key_line, _key_line_start, _key_pos)
        if detected:
            self.tag, self.anchor = _tag, _anchor
            self.kind = "mapping"
            self.result = node
        return detected

    # -- properties ---------------------------------------------------------------------------------------
    def read_tag_property(self) -> bool:
        s = self.input
        if s[self.position] != "!":
            return False
        if self.tag is not None:
            raise self.error("duplication of a tag property")
        is_verbatim = is_named = False
        self.position += 1
        ch = s[self.position]
        if ch == "<":
            is_verbatim = True
            self.position += 1
            ch = s[self.position]
        elif ch == "!":
            is_named = True
            handle = "!!"
            self.position += 1
            ch = s[self.position]
        else:
            handle = "!"
        _position = self.position
        if is_verbatim:
            while True:
                self.position += 1
                ch = s[self.position]
                if ch == "\0" or ch == ">":
                    break
            if self.position < self.length:
                name = s[_position:self.position]
                self.position += 1
            else:
                raise self.error("unexpected end of the stream within a verbatim tag")
        else:
            while ch != "\0" and ch not in _WS_EOL:
                if ch == "!":
                    if not is_named:
                        handle = s[_position - 1:self.position + 1]
                        if not _TAG_HANDLE.match(handle):
                            raise self.error("named tag handle cannot contain such characters")
                        is_named = True
                        _position = self.position + 1
                    else:
                        raise self.error("tag suffix cannot contain exclamation marks")
                self.position += 1
                ch = s[self.position]
            name = s[_position:self.position]
            if _FLOW_INDICATORS.search(name):
                raise self.error("tag suffix cannot contain flow indicator characters")
        if name and not _TAG_URI.match(name):
            raise self.error("tag name cannot contain such characters: " + name)
        try:
            name = _decode_uri_component(name)
        except ValueError:
            raise self.error("tag name is malformed: " + name) from None
        if is_verbatim:
            self.tag = name
        elif handle in self.tag_map:
            self.tag = self.tag_map[handle] + name
        elif handle == "!":
            self.tag = "!" + name
        elif handle == "!!":
            self.tag = TAG_PREFIX + name
        else:
            raise self.error(f'undeclared tag handle "{handle}"')
        return True

    def read_name(self, what: str) -> str:
        s = self.input
        self.position += 1
        start = self.position
        ch = s[start]
        while ch != "\0" and ch not in _WS_EOL and ch not in _FLOW:
            self.position += 1
            ch = s[self.position]
        if self.position == start:
            raise self.error(f"name of an {what} node must contain at least one character")
        return s[start:self.position]

    def read_anchor_property(self) -> bool:
        if self.input[self.position] != "&":
            return False
        if self.anchor is not None:
            raise self.error("duplication of an anchor property")
        self.anchor = self.read_name("anchor")
        return True

    def read_alias(self) -> bool:
        if self.input[self.position] != "*":
            return False
        alias = self.read_name("alias")
        if alias not in self.anchor_map:
            raise self.error(f'unidentified alias "{alias}"')
        self.result = self.anchor_map[alias]
        self.skip_separation_space(True, -1)
        return True

    def try_block_mapping_from_property(self, property_start: tuple, node_indent: int, flow_indent: int,
                                        start: tuple[int, int]) -> bool:
        fallback = self.snapshot()
        self.anchor_transactions.append({})
        self.restore(property_start)
        self.tag = self.anchor = self.kind = self.result = None
        if self.read_block_mapping(node_indent, flow_indent, start) and self.kind == "mapping":
            self.commit_anchors()
            return True
        self.rollback_anchors()
        self.restore(fallback)
        return False

    # -- nodes --------------------------------------------------------------------------------------------
    def compose_node(self, parent_indent: int, context: int, allow_to_seek: bool, allow_compact: bool) -> bool:
        if self.depth >= MAX_DEPTH:
            raise self.error(f"nesting exceeded maxDepth ({MAX_DEPTH})")
        self.depth += 1
        self.tag = self.anchor = self.kind = self.result = None
        indent_status = 1
        at_new_line = False
        has_content = False
        property_start = None
        allow_block_styles = allow_block_scalars = allow_block_collections = context in (BLOCK_OUT, BLOCK_IN)
        if allow_to_seek and self.skip_separation_space(True, -1):
            at_new_line = True
            indent_status = (self.line_indent > parent_indent) - (self.line_indent < parent_indent)
        start = self.here()
        if indent_status == 1:
            while True:
                ch = self.input[self.position]
                snap = self.snapshot()
                if at_new_line and ((ch == "!" and self.tag is not None) or (ch == "&" and self.anchor is not None)):
                    break
                if not self.read_tag_property() and not self.read_anchor_property():
                    break
                if property_start is None:
                    property_start = snap
                if self.skip_separation_space(True, -1):
                    at_new_line = True
                    allow_block_collections = allow_block_styles
                    indent_status = (self.line_indent > parent_indent) - (self.line_indent < parent_indent)
                else:
                    allow_block_collections = False
        if allow_block_collections:
            allow_block_collections = at_new_line or allow_compact
        if indent_status == 1 or context == BLOCK_OUT:
            flow_indent = parent_indent if context in (FLOW_IN, FLOW_OUT) else parent_indent + 1
            block_indent = self.position - self.line_start
            if indent_status == 1:
                if (allow_block_collections and (self.read_block_sequence(block_indent, start)
                                                 or self.read_block_mapping(block_indent, flow_indent, start))) \
                        or self.read_flow_collection(flow_indent, start):
                    has_content = True
                else:
                    ch = self.input[self.position]
                    if (property_start is not None and allow_block_styles and not allow_block_collections
                            and ch != "|" and ch != ">"
                            and self.try_block_mapping_from_property(
                                property_start, property_start[0] - property_start[2], flow_indent, start)):
                        has_content = True
                    elif ((allow_block_scalars and self.read_block_scalar(flow_indent))
                          or self.read_single_quoted(flow_indent) or self.read_double_quoted(flow_indent)):
                        has_content = True
                    elif self.read_alias():
                        has_content = True
                        if self.tag is not None or self.anchor is not None:
                            raise self.error("alias node should not have any properties")
                    elif self.read_plain_scalar(flow_indent, context == FLOW_IN):
                        has_content = True
                        if self.tag is None:
                            self.tag = "?"
            elif indent_status == 0:
                has_content = allow_block_collections and self.read_block_sequence(block_indent, start)
        self.result = self.finish(start)
        self.depth -= 1
        return self.tag is not None or self.anchor is not None or has_content

    def finish(self, start: tuple[int, int]) -> Node:
        """composeNode's epilogue: resolve the tag, build the node, store its anchor."""
        tag, kind, result = self.tag, self.kind, self.result
        if isinstance(result, Node):
            node = result
        else:
            node = Node(result, *start)  # a scalar's text, or None when nothing was read
        if tag is None:
            pass
        elif tag == "?":
            if result is not None and kind != "scalar":
                raise self.error(f'unacceptable node kind for !<?> tag; it should be "scalar", not "{kind}"')
            if isinstance(node.value, str):
                node.value = resolve_plain(node.value, JSON)
        elif tag == "!":
            node.tag = tag
        else:
            node = self.explicit(tag, kind, result, node)
        if self.anchor is not None:
            self.store_anchor(self.anchor, node)
        return node

    def explicit(self, tag: str, kind: str | None, result: Any, node: Node) -> Node:
        want = _TYPES.get(tag)
        if want is None:
            raise self.error(f"unknown tag !<{tag}>")
        if result is not None and want != kind:
            raise self.error(f'unacceptable node kind for !<{tag}> tag; it should be "{want}", not "{kind}"')
        node.tag = tag
        if want != "scalar":
            if result is None:
                node.value, node.keys = ([], None) if want == "sequence" else ({}, {})
            return node
        text = result if isinstance(result, str) else None
        if tag == TAG_PREFIX + "str":
            node.value = text if text is not None else ""
            return node
        ok = False
        if tag == JS_TAG:
            ok = text is not None
            value: Any = JsExpr(text) if ok else None
        elif tag == TAG_PREFIX + "null":
            ok = text is None or text in _NULL_WORDS
            value = None
        elif tag == TAG_PREFIX + "bool":
            ok = text in _BOOL_WORDS
            value = _BOOL_WORDS.get(text or "")
        elif tag == TAG_PREFIX + "int":
            ok = text is not None and js_int_ok(text)
            value = js_int_value(text) if ok else None
        else:  # float
            ok = text is not None and js_float_ok(text)
            value = float_value(text) if ok else None
        if not ok:
            raise self.error(f"cannot resolve a node with !<{tag}> explicit tag")
        node.value = value
        return node

    # -- documents -----------------------------------------------------------------------------------------
    def read_document(self) -> None:
        s = self.input
        has_directives = False
        self.version = None
        self.tag_map = {}
        self.anchor_map = {}
        while s[self.position] != "\0":
            self.skip_separation_space(True, -1)
            ch = s[self.position]
            if self.line_indent > 0 or ch != "%":
                break
            has_directives = True
            self.position += 1
            ch = s[self.position]
            _position = self.position
            while ch != "\0" and ch not in _WS_EOL:
                self.position += 1
                ch = s[self.position]
            name = s[_position:self.position]
            args = []
            if len(name) < 1:
                raise self.error("directive name must not be less than one character in length")
            while ch != "\0":
                while ch in _WS:
                    self.position += 1
                    ch = s[self.position]
                if ch == "#":
                    while True:
                        self.position += 1
                        ch = s[self.position]
                        if ch == "\0" or ch in _EOL:
                            break
                    break
                if ch in _EOL:
                    break
                _position = self.position
                while ch != "\0" and ch not in _WS_EOL:
                    self.position += 1
                    ch = s[self.position]
                args.append(s[_position:self.position])
            if ch != "\0":
                self.read_line_break()
            self.directive(name, args)
        self.skip_separation_space(True, -1)
        if self.line_indent == 0 and s.startswith("---", self.position):
            self.position += 3
            self.skip_separation_space(True, -1)
        elif has_directives:
            raise self.error("directives end mark is expected")
        self.compose_node(self.line_indent - 1, BLOCK_OUT, False, True)
        root = self.result if self.result.value is not None else None  # js-yaml's null either way
        self.skip_separation_space(True, -1)
        self.documents.append(root)
        if self.position == self.line_start and self.test_document_separator():
            if s[self.position] == ".":
                self.position += 3
                self.skip_separation_space(True, -1)
            return
        if self.position < self.length - 1:
            raise self.error("end of the stream or a document separator is expected")


def _char_from_codepoint(c: int) -> str:
    if c <= 0xFFFF:
        return chr(c)
    if c > 0x10FFFF:  # String.fromCharCode keeps the low 16 bits of each half
        hi = (((c - 0x10000) >> 10) + 0xD800) & 0xFFFF
        lo = (((c - 0x10000) & 0x3FF) + 0xDC00) & 0xFFFF
        return chr(hi) + chr(lo)
    return chr(c)


def load(text: str) -> Node | None:
    """js-yaml's ``load(text, {schema: JSON_SCHEMA + !!js})`` as a node tree.

    ``None`` for an empty stream (js-yaml's ``undefined``) or an empty
    document (its ``null``); :class:`YamlError` where js-yaml throws."""
    if text:
        if text[-1] not in "\n\r":
            text += "\n"
        if text[0] == "\ufeff":
            text = text[1:]
    loader = _Loader(text)
    nul = text.find("\0")
    if nul != -1:
        loader.position = nul
        raise loader.error("null byte is not allowed in input")
    while loader.input[loader.position] == " ":
        loader.line_indent += 1
        loader.position += 1
    while loader.position < loader.length - 1:
        loader.read_document()
    docs = loader.documents
    if not docs:
        return None
    if len(docs) > 1:
        raise YamlError("expected a single document in the stream, but found more")
    return docs[0]

