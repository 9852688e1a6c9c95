"""Text at the sidecar's edge: no lone surrogate gets past the frame parser.

JSON may escape a UTF-16 surrogate on its own (``"\\ud800"``), and JavaScript
strings carry them, so a host can send one; Python's ``json`` also decodes
CESU-8 bytes (surrogates encoded as UTF-8) into them. Such a string cannot be
encoded as UTF-8: SQLite, hashing and our own output would each fail on it,
far from where it came in. So every parsed frame is scrubbed once, here:
each lone surrogate, in a value or a key, becomes U+FFFD (what a UTF-8
decoder makes of a bad sequence). A valid escaped pair (``"\\ud83d\\ude00"``)
is one character after parsing and is left alone. docs/protocol.md
("Framing") states the rule.
"""

from __future__ import annotations

import re
from typing import Any

REPLACEMENT = "\ufffd"
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def may_carry_surrogates(text: str) -> bool:
    """False when the JSON text (decoded as strict UTF-8) cannot yield a
    surrogate: one needs a ``\\uD8..``-``\\uDF..`` escape, so no ``\\ud`` or
    ``\\uD`` means nothing to scrub (the per-frame cost is two substring scans)."""
    return "\\ud" in text or "\\uD" in text


def clean(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD."""
    return _LONE_SURROGATE.sub(REPLACEMENT, text) if _LONE_SURROGATE.search(text) else text


def scrub(value: Any) -> Any:
    """``value`` (a parsed JSON value) with every string cleaned, keys included.
    Containers are fixed in place; iterative, so a frame as deep as the JSON
    parser allows cannot exhaust the stack here."""
    if type(value) is str:
        return clean(value)
    if type(value) not in (dict, list):
        return value
    stack = [value]
    while stack:
        node = stack.pop()
        if type(node) is list:
            for i, item in enumerate(node):
                if type(item) is str:
                    if _LONE_SURROGATE.search(item):
                        node[i] = clean(item)
                elif type(item) in (dict, list):
                    stack.append(item)
            continue
        if any(_LONE_SURROGATE.search(key) for key in node):
            items = list(node.items())
            node.clear()
            for key, item in items:  # two keys equal once cleaned: the later wins, as in JSON
                node[clean(key)] = item
        for key, item in node.items():
            if type(item) is str:
                if _LONE_SURROGATE.search(item):
                    node[key] = clean(item)  # same key: the dict's size does not change
            elif type(item) in (dict, list):
                stack.append(item)
    return value
