"""minimatch 10 as ignore-walk uses it for ``.npmignore``/``.gitignore``/``files`` rules.

Options fixed as ignore-walk sets them: ``matchBase``, ``dot``, ``flipNegate``,
``nocase`` (optimisation level 1). The pipeline follows minimatch's behaviour:
leading ``!`` negation, brace expansion (``braces``), split on ``/+``, ``x/..``
collapsing, then each segment becomes a literal, ``**`` or a regex. A segment
regex is built as minimatch builds its JavaScript source (escapes, ``*``/``?``,
``[...]`` with POSIX classes, extglobs ``@() ?() +() *() !()`` incl. the way
``!(…)`` swallows the rest of the segment), then translated to a Python regex
that runs on the *canonicalised* segment: JS ``/i`` without the ``u`` flag works
on UTF-16 units folded by ``toUpperCase`` (no Unicode folding: ``[a-z]`` does
not match ``İ``, ``ſ`` or ``K``); with a POSIX class minimatch adds ``u``, which
switches to code points and simple case folding. minimatch's shortcut tests
(``*``, ``*.ext``, ``???``, ``*.*``, ``.*``) replace the regex exactly as they do
there (``toLowerCase``-based). Not done: the AST "adoption" rewrites, which
only make equivalent regexes cheaper. Checked against the real minimatch in
tests/pack/test_glob_vs_minimatch.py.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from dshkit.pack.braces import expand_braces
from dshkit.pack.jsstr import (canon_unit, fold_code_point, from_utf16_units, js_length,
                               utf16_units)


class GlobError(ValueError):
    """A rule minimatch itself cannot compile (npm fails on it too)."""


GLOBSTAR = object()

# ---------------------------------------------------------------- regex source
_RE_SPECIALS = set("().*{}+?[]^$\\!")
_ESCAPE_RE = re.compile(r"[-\[\]{}()*+?.,\\^$|#\s]")  # JS \s: see _JS_SPACE below
_JS_SPACE = set("\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
                "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff")
QMARK = "[^/]"
STAR = QMARK + "*?"
STAR_NO_EMPTY = QMARK + "+?"
START_NO_TRAVERSAL = r"(?!(?:^|/)\.\.?(?:$|/))"


def _re_escape(s: str) -> str:
    return "".join("\\" + c if (c in "-[]{}()*+?.,\\^$|#" or c in _JS_SPACE) else c for c in s)


def _unescape(s: str) -> str:
    """minimatch's ``unescape`` (magicalBraces): ``[x]`` -> ``x``, ``\\x`` -> ``x``."""
    s = re.sub(r"((?!\\)[^\n\r\u2028\u2029]|^)\[([^/\\])\]", r"\1\2", s)
    return re.sub(r"\\([^/])", r"\1", s)


_POSIX = {
    "[:alnum:]": ([r"\p{L}", r"\p{Nl}", r"\p{Nd}"], True, False),
    "[:alpha:]": ([r"\p{L}", r"\p{Nl}"], True, False),
    "[:ascii:]": ([r"\x00-\x7f"], False, False),
    "[:blank:]": ([r"\p{Zs}", r"\t"], True, False),
    "[:cntrl:]": ([r"\p{Cc}"], True, False),
    "[:digit:]": ([r"\p{Nd}"], True, False),
    "[:graph:]": ([r"\p{Z}", r"\p{C}"], True, True),
    "[:lower:]": ([r"\p{Ll}"], True, False),
    "[:print:]": ([r"\p{C}"], True, False),
    "[:punct:]": ([r"\p{P}"], True, False),
    "[:space:]": ([r"\p{Z}", r"\t\r\n\v\f"], True, False),
    "[:upper:]": ([r"\p{Lu}"], True, False),
    "[:word:]": ([r"\p{L}", r"\p{Nl}", r"\p{Nd}", r"\p{Pc}"], True, False),
    "[:xdigit:]": (["A-Fa-f0-9"], False, False),
}


def _class_escape(s: str) -> str:
    return re.sub(r"([\[\]\\-])", r"\\\1", s)


def _parse_class(glob: str, pos: int) -> tuple[str, bool, int, bool]:
    """A ``[...]`` at ``pos``: (regex source, needs u flag, chars consumed, magic)."""
    ranges: list[str] = []
    negs: list[str] = []
    i = pos + 1
    saw_start = uflag = escaping = negate = False
    end_pos = pos
    range_start = ""
    n = len(glob)
    while i < n:
        c = glob[i]
        if c in "!^" and i == pos + 1:
            negate = True
            i += 1
            continue
        if c == "]" and saw_start and not escaping:
            end_pos = i + 1
            break
        saw_start = True
        if c == "\\" and not escaping:
            escaping = True
            i += 1
            continue
        if c == "[" and not escaping:
            hit = next((k for k in _POSIX if glob.startswith(k, i)), None)
            if hit is not None:
                if range_start:
                    return "$.", False, n - pos, True
                i += len(hit)
                parts, u, neg = _POSIX[hit]
                (negs if neg else ranges).append("".join(parts))
                uflag = uflag or u
                continue
        escaping = False
        if range_start:
            if c > range_start:
                ranges.append(_class_escape(range_start) + "-" + _class_escape(c))
            elif c == range_start:
                ranges.append(_class_escape(c))
            range_start = ""
            i += 1
            continue
        if glob.startswith("-]", i + 1):
            ranges.append(_class_escape(c + "-"))
            i += 2
            continue
        if glob.startswith("-", i + 1):
            range_start = c
            i += 2
            continue
        ranges.append(_class_escape(c))
        i += 1
    if end_pos < i:
        return "", False, 0, False
    if not ranges and not negs:
        return "$.", False, n - pos, True
    if not negs and len(ranges) == 1 and re.fullmatch(r"\\?[\s\S]", ranges[0]) and not negate:
        r = ranges[0][-1] if len(ranges[0]) == 2 else ranges[0]
        return _re_escape(r), False, end_pos - pos, False
    sranges = "[" + ("^" if negate else "") + "".join(ranges) + "]"
    snegs = "[" + ("" if negate else "^") + "".join(negs) + "]"
    if ranges and negs:
        comb = "(" + sranges + "|" + snegs + ")"
    else:
        comb = sranges if ranges else snegs
    return comb, uflag, end_pos - pos, True


def _parse_glob(glob: str, has_magic: bool, no_empty: bool) -> tuple[str, bool, bool]:
    """A literal run of a segment: (regex source, magic, u flag)."""
    escaping = in_star = uflag = False
    out = []
    i = 0
    n = len(glob)
    while i < n:
        c = glob[i]
        if escaping:
            escaping = False
            out.append(("\\" if c in _RE_SPECIALS else "") + c)
            i += 1
            continue
        if c == "*":
            if not in_star:
                in_star = True
                out.append(STAR_NO_EMPTY if no_empty and glob.strip("*") == "" else STAR)
                has_magic = True
            i += 1
            continue
        in_star = False
        if c == "\\":
            if i == n - 1:
                out.append("\\\\")
            else:
                escaping = True
            i += 1
            continue
        if c == "[":
            src, need_u, consumed, magic = _parse_class(glob, i)
            if consumed:
                out.append(src)
                uflag = uflag or need_u
                i += consumed
                has_magic = has_magic or magic
                continue
        if c == "?":
            out.append(QMARK)
            has_magic = True
            i += 1
            continue
        out.append(_re_escape(c))
        i += 1
    return "".join(out), has_magic, uflag


class _Node:
    """An AST node: ``kind`` None for a plain sequence, else the extglob character."""

    __slots__ = ("kind", "parts", "parent", "index", "empty_ext", "magic")

    def __init__(self, kind: str | None, parent: "_Node | None"):
        self.kind = kind
        self.parts: list = []
        self.parent = parent
        self.index = len(parent.parts) if parent is not None else 0
        self.empty_ext = False
        self.magic = True if kind else None

    def push(self, *items) -> None:
        for p in items:
            if p != "":
                self.parts.append(p)

    def is_start(self) -> bool:
        if self.parent is None:
            return True
        if not self.parent.is_start():
            return False
        return all(isinstance(pp, _Node) and pp.kind == "!" for pp in self.parent.parts[:self.index])

    def is_end(self) -> bool:
        if self.parent is None:
            return True
        if self.parent.kind == "!":
            return True
        if not self.parent.is_end():
            return False
        if not self.kind:
            return self.parent.is_end()
        return self.index == len(self.parent.parts) - 1

    def text(self) -> str:
        inner = [p if isinstance(p, str) else p.text() for p in self.parts]
        return "".join(inner) if not self.kind else self.kind + "(" + "|".join(inner) + ")"

    def clone(self, parent: "_Node") -> "_Node":
        c = _Node(self.kind, parent)
        for p in self.parts:
            c.push(p if isinstance(p, str) else p.clone(c))
        return c


def _parse_ast(s: str, node: _Node, pos: int, depth: int, negs: list[_Node]) -> int:
    escaping = in_class = class_neg = False
    class_start = -1
    if node.kind is None:
        i = pos
        acc = ""
        while i < len(s):
            c = s[i]
            i += 1
            if escaping or c == "\\":
                escaping = not escaping
                acc += c
                continue
            if in_class:
                if i == class_start + 1:
                    if c in "^!":
                        class_neg = True
                elif c == "]" and not (i == class_start + 2 and class_neg):
                    in_class = False
                acc += c
                continue
            if c == "[":
                in_class, class_start, class_neg = True, i, False
                acc += c
                continue
            if c in "!?+*@" and s[i:i + 1] == "(" and depth <= 2:
                node.push(acc)
                acc = ""
                ext = _Node(c, node)
                if c == "!":
                    negs.append(ext)
                i = _parse_ast(s, ext, i, depth + 1, negs)
                node.push(ext)
                continue
            acc += c
        node.push(acc)
        return i
    i = pos + 1
    part = _Node(None, node)
    alternatives: list[_Node] = []
    acc = ""
    while i < len(s):
        c = s[i]
        i += 1
        if escaping or c == "\\":
            escaping = not escaping
            acc += c
            continue
        if in_class:
            if i == class_start + 1:
                if c in "^!":
                    class_neg = True
            elif c == "]" and not (i == class_start + 2 and class_neg):
                in_class = False
            acc += c
            continue
        if c == "[":
            in_class, class_start, class_neg = True, i, False
            acc += c
            continue
        if c in "!?+*@" and s[i:i + 1] == "(" and depth <= 2:
            part.push(acc)
            acc = ""
            ext = _Node(c, part)
            if c == "!":
                negs.append(ext)
            part.push(ext)
            i = _parse_ast(s, ext, i, depth + 1, negs)
            continue
        if c == "|":
            part.push(acc)
            acc = ""
            alternatives.append(part)
            part = _Node(None, node)
            continue
        if c == ")":
            # minimatch marks this before any branch is attached: a trailing
            # empty branch (`!(a|)`, `!(*(x))`) makes `!(…)` mean "one or more".
            node.empty_ext = acc == ""
            part.push(acc)
            # branches keep index 0 (minimatch records it before they are attached)
            node.parts.extend(alternatives + [part])
            return i
        acc += c
    # no closing paren: the whole thing was literal text
    node.kind = None
    node.magic = None
    node.parts = [s[pos - 1:]]
    if node in negs:
        negs.remove(node)
    return i


def _fill_negs(negs: list[_Node]) -> None:
    """``!(a)b`` must not match what ``ab`` matches: copy what follows into each branch."""
    while negs:
        n = negs.pop()
        if n.kind != "!":
            continue
        p, pp = n, n.parent
        while pp is not None:
            if not pp.kind:
                for later in pp.parts[p.index + 1:]:
                    for alt in n.parts:
                        alt.push(later if isinstance(later, str) else later.clone(alt))
            p, pp = pp, pp.parent


def _source(node: _Node, root_filled: bool) -> tuple[str, bool, bool]:
    """(regex source, magic, u flag) of a node, with dot:true."""
    uflag = False
    if not node.kind:
        no_empty = node.is_start() and node.is_end() and all(isinstance(p, str) for p in node.parts)
        pieces = []
        magic = bool(node.magic)
        for p in node.parts:
            if isinstance(p, str):
                src, m, u = _parse_glob(p, magic, no_empty)
            else:
                src, m, u = _source(p, root_filled)
            magic = magic or m
            uflag = uflag or u
            pieces.append(src)
        src = "".join(pieces)
        start = ""
        if node.is_start() and node.parts and isinstance(node.parts[0], str):
            if not (len(node.parts) == 1 and node.parts[0] in (".", "..")):
                if (src[:1] in ("[", ".") or (src.startswith("\\.") and src[2:3] in ("[", "."))
                        or (src.startswith("\\.\\.") and src[4:5] in ("[", "."))):
                    start = START_NO_TRAVERSAL
        end = "(?:$|\\/)" if (node.is_end() and root_filled and node.parent is not None
                              and node.parent.kind == "!") else ""
        node.magic = magic
        return start + src + end, magic, uflag
    bodies = []
    whole = node.is_start() and node.is_end()
    for p in node.parts:
        src, _m, u = _source(p, root_filled)
        uflag = uflag or u
        if whole and not src:
            continue
        bodies.append(src)
    body = "|".join(bodies)
    if whole and not body and node.kind != "!":
        text = node.text()
        node.kind, node.parts, node.magic = None, [text], None
        return text, False, False
    if node.kind == "!" and node.empty_ext:
        return STAR_NO_EMPTY, True, uflag
    if node.kind == "!":
        return "(?:(?!(?:" + body + "))" + STAR + ")", True, uflag
    close = {"@": ")", "?": ")?", "+": ")+", "*": ")*"}[node.kind]
    return "(?:" + body + close, True, uflag


# ------------------------------------------------- JS regex -> Python (canonical)
@lru_cache(maxsize=None)
def _category_points(prefix: str) -> frozenset[int]:
    """Code points whose general category starts with ``prefix`` (\\p{L}, \\p{Nd}, …)."""
    out = set()
    for cp in range(sys.maxunicode + 1):
        cat = unicodedata.category(chr(cp))
        if cat.startswith(prefix):
            out.add(cp)
    return frozenset(out)


def _class_points(body: str, unicode_mode: bool) -> tuple[bool, set[int]]:
    """Members of a JS class body (``[`` … ``]`` without the brackets)."""
    negate = body.startswith("^")
    if negate:
        body = body[1:]
    atoms: list = []  # (code point, is an unescaped "-") or a frozenset for \p{…}
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if c == "\\" and i + 1 < n:
            e = body[i + 1]
            if unicode_mode and e == "p" and body[i + 2:i + 3] == "{":
                close = body.index("}", i)
                atoms.append(_category_points(body[i + 3:close]))
                i = close + 1
                continue
            if e == "x":
                atoms.append((int(body[i + 2:i + 4], 16), False))
                i += 4
                continue
            atoms.append((ord({"t": "\t", "r": "\r", "n": "\n", "v": "\v", "f": "\f"}.get(e, e)), False))
            i += 2
            continue
        atoms.append((ord(c), c == "-"))
        i += 1
    points: set[int] = set()
    k = 0
    while k < len(atoms):
        a = atoms[k]
        if isinstance(a, frozenset):
            points.update(a)
            k += 1
            continue
        if (k + 2 < len(atoms) and isinstance(atoms[k + 1], tuple) and atoms[k + 1][1]
                and isinstance(atoms[k + 2], tuple)):
            points.update(range(a[0], atoms[k + 2][0] + 1))
            k += 3
            continue
        points.add(a[0])
        k += 1
    return negate, points


def _ranges_to_class(points: set[int], negate: bool) -> str:
    if not points:
        return "[^\\s\\S]" if not negate else "[\\s\\S]"
    cps = sorted(points)
    out = []
    lo = prev = cps[0]
    for cp in cps[1:] + [None]:
        if cp is not None and cp == prev + 1:
            prev = cp
            continue
        out.append(_cls_char(lo) if lo == prev else _cls_char(lo) + "-" + _cls_char(prev))
        if cp is not None:
            lo = prev = cp
    return "[" + ("^" if negate else "") + "".join(out) + "]"


def _cls_char(cp: int) -> str:
    return "\\" + chr(cp) if chr(cp) in "\\]^-[" else chr(cp)


def _translate(src: str, unicode_mode: bool) -> str:
    """A minimatch segment regex source -> Python source over canonical text."""
    canon = fold_code_point if unicode_mode else canon_unit
    s = from_utf16_units(src) if unicode_mode else utf16_units(src)
    out = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == "\\" and i + 1 < n:
            e = s[i + 1]
            lit = {"t": "\t", "r": "\r", "n": "\n", "v": "\v", "f": "\f"}.get(e, e)
            out.append(re.escape(canon(lit)))
            i += 2
            continue
        if c == "[":
            j = i + 1
            if s[j:j + 1] == "^":
                j += 1
            if s[j:j + 1] == "]":  # `[]` / `[^]` in JS: empty class / any char
                out.append("[^\\s\\S]" if j == i + 1 else "[\\s\\S]")
                i = j + 1
                continue
            while j < n and s[j] != "]":
                j += 2 if s[j] == "\\" else 1
            negate, points = _class_points(s[i + 1:j], unicode_mode)
            canon_points = {ord(canon(chr(p))) for p in points if unicode_mode or p < 0x10000}
            out.append(_ranges_to_class(canon_points, negate))
            i = j + 1
            continue
        if c == "(":
            if s.startswith("(?:", i) or s.startswith("(?!", i) or s.startswith("(?=", i):
                out.append(s[i:i + 3])
                i += 3
            else:
                out.append("(?:")
                i += 1
            continue
        if c in ")|*+?":
            out.append(c)
            i += 1
            continue
        if c == "^":
            out.append("^")
            i += 1
            continue
        if c == "$":
            out.append("\\Z")
            i += 1
            continue
        if c == ".":
            out.append("[^\n\r\u2028\u2029]")
            i += 1
            continue
        out.append(re.escape(canon(c)))
        i += 1
    return "".join(out)


# ------------------------------------------------------------------ segments
_STAR_DOT_EXT = re.compile(r"\*+([^+@!?*\[(]*)\Z")
_STAR_DOT_STAR = re.compile(r"\*+\.\*+\Z")
_DOT_STAR = re.compile(r"\.\*+\Z")
_STAR_ONLY = re.compile(r"\*+\Z")
_QMARKS = re.compile(r"\?+([^+@!?*\[(]*)?\Z")


class _Segment:
    """One magic path segment: a compiled test."""

    __slots__ = ("regex", "unicode_mode", "fast")

    def __init__(self, regex: re.Pattern, unicode_mode: bool, fast):
        self.regex = regex
        self.unicode_mode = unicode_mode
        self.fast = fast

    def test(self, f: str) -> bool:
        if self.fast is not None:
            return self.fast(f)
        return self.regex.search(_folded(f) if self.unicode_mode else _canonical(f)) is not None


@lru_cache(maxsize=1 << 14)
def _canonical(f: str) -> str:
    """A segment as a non-``u`` ``/i`` regex compares it (ASCII: just upper-cased)."""
    if f.isascii():
        return f.upper()
    return "".join(canon_unit(c) for c in utf16_units(f))


@lru_cache(maxsize=1 << 14)
def _folded(f: str) -> str:
    if f.isascii():
        return f.lower()
    return "".join(fold_code_point(c) for c in f)


def _fast_test(seg: str):
    if _STAR_ONLY.match(seg):
        return lambda f: len(f) != 0 and f not in (".", "..")
    m = _STAR_DOT_EXT.match(seg)
    if m:
        ext = m.group(1).lower()
        return lambda f: f.lower().endswith(ext)
    m = _QMARKS.match(seg)
    if m:
        length = js_length(m.group(0))
        ext = (m.group(1) or "").lower()
        if not ext:
            return lambda f: js_length(f) == length and f not in (".", "..")
        return lambda f: js_length(f) == length and f not in (".", "..") and f.lower().endswith(ext)
    if _STAR_DOT_STAR.match(seg):
        return lambda f: f not in (".", "..") and "." in f
    if _DOT_STAR.match(seg):
        return lambda f: f not in (".", "..") and f.startswith(".")
    return None


@lru_cache(maxsize=8192)
def compile_segment(seg: str):
    """A segment -> ``GLOBSTAR``, a literal string, or a ``_Segment``."""
    if seg == "**":
        return GLOBSTAR
    if seg == "":
        return ""
    units = utf16_units(seg)  # minimatch walks the pattern by UTF-16 units
    root = _Node(None, None)
    negs: list[_Node] = []
    _parse_ast(units, root, 0, 0, negs)
    _fill_negs(negs)
    src, magic, uflag = _source(root, True)
    any_magic = magic or seg.upper() != seg.lower()
    if not any_magic:
        return from_utf16_units(_unescape(src))
    try:
        regex = re.compile("^" + _translate(src, uflag) + "\\Z")
    except re.error as exc:
        raise GlobError(f"invalid pattern segment {seg!r}: {exc}") from None
    return _Segment(regex, uflag, _fast_test(seg))


# ---------------------------------------------------------------------- rules
def _level_one(parts: list[str]) -> list[str]:
    out: list[str] = []
    for part in parts:
        prev = out[-1] if out else None
        if part == "**" and prev == "**":
            continue
        if part == ".." and prev and prev not in ("..", ".", "**"):
            out.pop()
            continue
        out.append(part)
    return out or [""]


_SLASHES = re.compile(r"/+")


@dataclass
class Rule:
    """One compiled ignore rule (a ``Minimatch`` with ignore-walk's options)."""

    source: str
    negate: bool
    comment: bool
    empty: bool
    glob_parts: list[list[str]]
    patterns: list[list]

    def match(self, path: str, partial: bool = False) -> bool:
        # the walker asks the same (rule, path) many times: once per ancestor directory
        return _cached_match(self.source, path, partial)

    def _match(self, path: str, partial: bool) -> bool:
        if self.comment:
            return False
        if self.empty:
            return path == ""
        if path == "/" and partial:
            return True
        ff = _SLASHES.split(path)
        filename = ff[-1]
        if not filename:
            for x in reversed(ff[:-1]):
                if x:
                    filename = x
                    break
        for pattern in self.patterns:
            file = [filename] if len(pattern) == 1 else ff
            if _match_one(file, pattern, partial):
                return True
        return False

    def is_relative(self) -> bool:
        """ignore-walk's test: some alternative is a single segment (plus a trailing slash)."""
        return any(len(p) <= (1 if p[-1] else 2) for p in self.glob_parts)


@lru_cache(maxsize=1 << 16)
def _cached_match(source: str, path: str, partial: bool) -> bool:
    return compile_rule(source)._match(path, partial)


@lru_cache(maxsize=4096)  # every directory walker applies the same defaults; rules are read-only
def compile_rule(text: str) -> Rule:
    if text.startswith("#"):
        return Rule(text, False, True, False, [], [])
    if not text:
        return Rule(text, False, False, True, [], [])
    negate = False
    body = text
    while body.startswith("!"):
        negate = not negate
        body = body[1:]
    glob_set = list(dict.fromkeys(expand_braces(body)))
    glob_parts = [_level_one(_SLASHES.split(g)) for g in glob_set]
    patterns = [[compile_segment(seg) for seg in parts] for parts in glob_parts]
    return Rule(text, negate, False, False, glob_parts, patterns)


# ------------------------------------------------------------------- matching
def _seg_hit(f: str, p) -> bool:
    if isinstance(p, str):
        return f == p
    return p.test(f)


def _match_simple(file: list[str], pattern: list, partial: bool, fi: int, pi: int) -> bool:
    fl, pl = len(file), len(pattern)
    while fi < fl and pi < pl:
        p = pattern[pi]
        if p is GLOBSTAR or not _seg_hit(file[fi], p):
            return False
        fi += 1
        pi += 1
    if fi == fl and pi == pl:
        return True
    if fi == fl:
        return partial
    return fi == fl - 1 and file[fi] == ""


def _match_one(file: list[str], pattern: list, partial: bool) -> bool:
    if GLOBSTAR not in pattern:
        return _match_simple(file, pattern, partial, 0, 0)
    return _match_globstar(file, pattern, partial)


def _match_globstar(file: list[str], pattern: list, partial: bool) -> bool:
    first = pattern.index(GLOBSTAR)
    last = len(pattern) - 1 - pattern[::-1].index(GLOBSTAR)
    head = pattern[:first]
    if partial:
        body, tail = pattern[first + 1:], []
    else:
        body, tail = pattern[first + 1:last], pattern[last + 1:]
    fi = 0
    if head:
        if not _match_simple(file[:len(head)], head, partial, 0, 0):
            return False
        fi += len(head)
    tail_match = 0
    if tail:
        if len(tail) + fi > len(file):
            return False
        tail_start = len(file) - len(tail)
        if _match_simple(file, tail, partial, tail_start, 0):
            tail_match = len(tail)
        else:
            if file[-1] != "" or fi + len(tail) == len(file):
                return False
            tail_start -= 1
            if not _match_simple(file, tail, partial, tail_start, 0):
                return False
            tail_match = len(tail) + 1
    if not body:
        saw = bool(tail_match)
        for i in range(fi, len(file) - tail_match):
            saw = True
            if file[i] in (".", ".."):
                return False
        return partial or saw
    sections: list[list] = [[[], 0]]
    current = sections[0]
    non_gs = 0
    sums = [0]
    for b in body:
        if b is GLOBSTAR:
            sums.append(non_gs)
            current = [[], 0]
            sections.append(current)
        else:
            current[0].append(b)
            non_gs += 1
    k = len(sections) - 1
    file_len = len(file) - tail_match
    for sec in sections:
        sec[1] = file_len - (sums[k] + len(sec[0]))
        k -= 1
    return bool(_match_sections(file, sections, fi, 0, partial, 0, bool(tail_match)))


def _match_sections(file, sections, fi, bi, partial, depth, saw_tail):
    """True, False, or None ("no match here, stop looking"), as minimatch returns."""
    if bi >= len(sections):
        for i in range(fi, len(file)):
            saw_tail = True
            if file[i] in (".", ".."):
                return False
        return saw_tail
    body, after = sections[bi]
    while fi <= after:
        m = _match_simple(file[:fi + len(body)], body, partial, fi, 0)
        if m and depth < 200:
            sub = _match_sections(file, sections, fi + len(body), bi + 1, partial, depth + 1, saw_tail)
            if sub is not False:
                return sub
        f = file[fi] if fi < len(file) else None
        if f in (".", ".."):
            return False
        fi += 1
    return True if partial else None
