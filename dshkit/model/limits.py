"""Limits on what a parsed document may cost, checked at the reading edge.

(Sizes of files are bounded where they are read: :mod:`dshkit.fsutil`.)

A spec, preset, patch file or package.json is parsed into a :class:`Node`
tree; everything after parsing (schema validation, rendering, the rules) walks
that tree, often recursively and with YAML aliases expanded. So each document
is checked once, right after parsing, with an iterative walk that shares the
work of aliased nodes: too deep, or aliases expanding to too many nodes (the
"billion laughs" bomb), is a located error instead of a RecursionError or
minutes of CPU. Numbers longer than Python converts (4,300 digits) are found
in the text before parsing. docs/limits.md lists every limit.
"""

from __future__ import annotations

import re
import sys

from dshkit.fsutil import MAX_YAML_BYTES
from dshkit.model.yamlsrc import JSON, Node, YamlError, read_yaml

MAX_DEPTH = 64  # nested mappings/sequences; real specs, presets and patches stay under 12
MAX_NODES = 200_000  # nodes after alias expansion; a large real roster has a few thousand
# CPython refuses int() on longer digit strings (sys.int_info.str_digits_check_threshold)
MAX_DIGITS = getattr(sys, "get_int_max_str_digits", lambda: 4300)() or 4300

_LONG_DIGITS = re.compile(r"[0-9]{%d,}" % (MAX_DIGITS + 1))


class LimitExceeded(Exception):
    """A document over a limit; ``line``/``column`` are 1-based."""

    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


def _where(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def check_text(text: str) -> None:
    """Refuse, before parsing, a run of digits longer than :data:`MAX_DIGITS`."""
    m = _LONG_DIGITS.search(text)
    if m:
        line, col = _where(text, m.start())
        raise LimitExceeded(f"a number of {len(m.group())} digits; dshkit reads at most {MAX_DIGITS}", line, col)


_FLOW_TOKEN = re.compile(r"""[\[\]{}"'\n]|(?:^|(?<=[ \t]))#""")


def deepest_bracket(text: str, limit: int = MAX_DEPTH) -> tuple[int, int] | None:
    """Where flow brackets (``[``/``{``) first nest deeper than ``limit``, outside
    quoted strings and comments (block scalars are not told apart: 64 unclosed
    brackets in a prompt do not happen). Linear: ruamel.yaml's scanner is
    quadratic in flow depth (3,000 brackets took 13 s), so this runs first."""
    if text.count("[") + text.count("{") <= limit:
        return None
    depth = 0
    quote = ""
    for m in _FLOW_TOKEN.finditer(text):
        ch = m.group()
        if quote:
            if (ch == "\n" and quote == "#") or (ch == quote and not _escaped(text, m.start(), quote)):
                quote = ""
            continue
        if ch in "\"'#":
            quote = ch
        elif ch in "[{":
            depth += 1
            if depth > limit:
                i = m.start()
                return text.count("\n", 0, i) + 1, i - (text.rfind("\n", 0, i) + 1) + 1
        elif ch in "]}":
            depth = max(0, depth - 1)
    return None


def _escaped(text: str, i: int, quote: str) -> bool:
    """A ``"`` preceded by an odd number of backslashes does not close the string."""
    if quote != '"':
        return False
    n = 0
    while i - n - 1 >= 0 and text[i - n - 1] == "\\":
        n += 1
    return n % 2 == 1


def too_deep(text: str) -> LimitExceeded:
    """The error for a document the parser could not nest (RecursionError)."""
    line, col = deepest_bracket(text) or (1, 1)
    return LimitExceeded(f"nesting deeper than {MAX_DEPTH} levels", line, col)


def check_tree(root: Node | None, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> None:
    """Refuse a tree nested deeper than ``max_depth`` or whose aliases expand to
    more than ``max_nodes`` nodes. Iterative; an aliased node is sized once."""
    if root is None:
        return
    size: dict[int, int] = {}
    height: dict[int, int] = {}
    # (node, depth, children-pushed?) — post-order so a node's size is the sum of its children's
    stack: list[tuple[Node, int, bool]] = [(root, 1, False)]
    while stack:
        node, depth, done = stack.pop()
        key = id(node)
        if key in size and not done:  # an alias: sized already, but maybe deeper here
            if depth + height[key] - 1 > max_depth:
                raise LimitExceeded(f"nesting deeper than {max_depth} levels (through an alias)",
                                    node.line, node.column)
            continue
        children = node.value.values() if node.is_map else node.value if node.is_seq else ()
        if done:
            total = 1 + sum(size[id(c)] for c in children)
            if total > max_nodes:
                raise LimitExceeded(f"aliases and collections expand to more than {max_nodes} nodes "
                                    "(an alias bomb?)", node.line, node.column)
            size[key] = total
            height[key] = 1 + max((height[id(c)] for c in children), default=0)
            continue
        if depth > max_depth:
            raise LimitExceeded(f"nesting deeper than {max_depth} levels", node.line, node.column)
        stack.append((node, depth, True))
        for child in children:
            stack.append((child, depth + 1, False))


# A tree of the fast reader has no aliases and at most one node per character
# plus the root (dshkit.model.fastyaml.fast_read), so within the size limit it
# cannot exceed the node limit: only its depth can be over, and the reader
# measured that. parse_bounded skips check_tree's walk (a third of a plain
# check's parse time) for such a tree.
assert MAX_YAML_BYTES + 1 < MAX_NODES


def parse_bounded(text: str, schema: str = JSON, reader=None) -> Node | None:
    """:func:`~dshkit.model.yamlsrc.parse_yaml` (or another ``reader``, e.g. the
    js-yaml port alone) under these limits: a number too long, nesting too deep
    (even one the parser itself cannot recurse through) or an alias bomb is a
    :class:`YamlError` with a position, like a syntax error."""
    try:
        if len(text) > MAX_YAML_BYTES:
            raise LimitExceeded(f"the document is {len(text)} characters; dshkit parses YAML up to "
                                f"{MAX_YAML_BYTES} bytes", 1, 1)
        check_text(text)
        deep = deepest_bracket(text)
        if deep is not None:
            raise LimitExceeded(f"nesting deeper than {MAX_DEPTH} levels", *deep)
        try:
            root, deepest = read_yaml(text, schema) if reader is None else (reader(text, schema=schema), None)
        except RecursionError:
            raise too_deep(text) from None
        # the walk, unless the fast reader's tree is known to pass it: no node
        # deeper than MAX_DEPTH (a collection's children are one level down)
        if deepest is None or deepest >= MAX_DEPTH:
            check_tree(root)
    except LimitExceeded as exc:
        raise YamlError(exc.message, exc.line, exc.column) from None
    return root
