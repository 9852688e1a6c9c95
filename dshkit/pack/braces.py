"""Brace expansion as minimatch 10 applies it (the ``brace-expansion`` 5 rules).

``a{b,c}d`` -> ``abd acd``; sequences ``{1..3}``, ``{01..10..3}`` (zero padding),
``{a..e}``, ``{c..a}`` (reverse); nested braces; ``\\{`` ``\\,`` ``\\}`` escapes;
``${…}`` is left alone; ``{x}`` is literal; empty results of a top-level option
list are dropped (``{,a}`` -> ``a``). Behaviour checked against the real package
in tests/pack/test_glob_vs_minimatch.py.
"""

from __future__ import annotations

import re

MAX_EXPANSIONS = 100_000
MAX_LENGTH = 4_000_000

# Escapes are swapped for markers no pattern can contain, then swapped back.
_ESC = {"\\\\": "\0S\0", "\\{": "\0O\0", "\\}": "\0C\0", "\\,": "\0M\0", "\\.": "\0P\0"}
_UNESC = {"\0S\0": "\\", "\0O\0": "{", "\0C\0": "}", "\0M\0": ",", "\0P\0": "."}
_NUM_SEQ = re.compile(r"-?[0-9]+\.\.-?[0-9]+(?:\.\.-?[0-9]+)?\Z")
_ALPHA_SEQ = re.compile(r"[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?[0-9]+)?\Z")
_PADDED = re.compile(r"-?0[0-9]")
_TRAILING_OPTION = re.compile(",(?!,)[^\n\r\u2028\u2029]*\\}")
_HAS_BRACES = re.compile("\\{(?:(?!\\{)[^\n\r\u2028\u2029])*\\}")  # JS `.`: no line terminators


def _escape(s: str) -> str:
    for k in ("\\\\", "\\{", "\\}", "\\,", "\\."):
        s = s.replace(k, _ESC[k])
    return s


def _unescape(s: str) -> str:
    for k, v in _UNESC.items():
        s = s.replace(k, v)
    return s


def _balanced(s: str):
    """The first balanced ``{…}`` (balanced-match's rule): (pre, body, post) or None."""
    ai = s.find("{")
    bi = s.find("}", ai + 1)
    if ai < 0 or bi <= 0:
        return None
    begs: list[int] = []
    left, right = len(s), None
    i = ai
    result = None
    while i >= 0 and result is None:
        if i == ai:
            begs.append(i)
            ai = s.find("{", i + 1)
        elif len(begs) == 1:
            result = (begs.pop(), bi)
        else:
            beg = begs.pop()
            if beg < left:
                left, right = beg, bi
            bi = s.find("}", i + 1)
        i = ai if (ai < bi and ai >= 0) else bi
    if result is None and begs and right is not None:
        result = (left, right)
    if result is None:
        return None
    a, b = result
    return s[:a], s[a + 1:b], s[b + 1:]


def _comma_parts(s: str) -> list[str]:
    if not s:
        return [""]
    m = _balanced(s)
    if m is None:
        return s.split(",")
    pre, body, post = m
    p = pre.split(",")
    p[-1] += "{" + body + "}"
    post_parts = _comma_parts(post)
    if post:
        p[-1] += post_parts.pop(0)
        p.extend(post_parts)
    return p


def _numeric(s: str) -> int:
    try:
        return int(s, 10)
    except ValueError:
        return ord(s[0])


def _sequence(body: str, alpha: bool) -> list[str]:
    n = body.split("..")
    x, y = _numeric(n[0]), _numeric(n[1])
    width = max(len(n[0]), len(n[1]))
    incr = max(abs(_numeric(n[2])), 1) if len(n) == 3 else 1
    reverse = y < x
    if reverse:
        incr = -incr
    pad = any(_PADDED.match(e) for e in n)
    out: list[str] = []
    i = x
    while (i >= y if reverse else i <= y) and len(out) < MAX_EXPANSIONS:
        if alpha:
            c = chr(i)
            if c == "\\":
                c = ""
        else:
            c = str(i)
            if pad and width - len(c) > 0:
                z = "0" * (width - len(c))
                c = "-" + z + c[1:] if i < 0 else z + c
        out.append(c)
        i += incr
    return out


def _combine(acc: list[str], pre: str, values: list[str], drop_empties: bool) -> list[str]:
    out = []
    for a in acc:
        for v in values:
            if len(out) >= MAX_EXPANSIONS:
                return out
            e = a + pre + v
            if drop_empties and not e:
                continue
            out.append(e)
    return out


def _expand(s: str, is_top: bool) -> list[str]:
    acc = [""]
    drop_empties = False
    first_group = True
    while True:
        m = _balanced(s)
        if m is None:
            return _combine(acc, s, [""], drop_empties)
        pre, body, post = m
        if pre.endswith("$"):
            acc = _combine(acc, pre + "{" + body + "}", [""], drop_empties and not post)
            first_group = False
            if not post:
                break
            s = post
            continue
        is_num = _NUM_SEQ.match(body) is not None
        is_alpha = _ALPHA_SEQ.match(body) is not None
        is_seq = is_num or is_alpha
        if not is_seq and "," not in body:
            if _TRAILING_OPTION.search(post):
                s = pre + "{" + body + _ESC["\\}"] + post
                is_top = True
                continue
            return _combine(acc, pre + "{" + body + "}" + post, [""], drop_empties)
        if first_group:
            drop_empties = is_top and not is_seq
            first_group = False
        if is_seq:
            values = _sequence(body, is_alpha)
        else:
            n = _comma_parts(body)
            if len(n) == 1:
                n = ["{" + e + "}" for e in _expand(n[0], False)]
                if len(n) == 1:
                    acc = _combine(acc, pre + n[0], [""], drop_empties and not post)
                    if not post:
                        break
                    s = post
                    continue
            drops = drop_empties and not post and not pre and not any(acc)
            values = []
            for part in n:
                for v in _expand(part, False):
                    if drops and not v:
                        continue
                    if len(values) >= MAX_EXPANSIONS:
                        break
                    values.append(v)
        acc = _combine(acc, pre, values, drop_empties and not post)
        if not post:
            break
        s = post
    return acc


def expand_braces(pattern: str) -> list[str]:
    """minimatch's ``braceExpand`` (patterns without a ``{…}`` pair are returned as is)."""
    if not _HAS_BRACES.search(pattern):
        return [pattern]
    if not pattern:
        return []
    if pattern.startswith("{}"):
        pattern = "\\{\\}" + pattern[2:]
    return [_unescape(e) for e in _expand(_escape(pattern), True)]
