"""The part of minimatch that ignore-walk uses for ``.npmignore`` and ``files`` rules.

Options fixed as ignore-walk sets them: ``matchBase``, ``dot``, ``flipNegate``,
``nocase``. Supported syntax: ``*``, ``?``, ``[...]`` classes, ``**`` segments,
``{a,b}`` braces (no ranges), leading ``!`` negation, and minimatch's ``partial``
mode (does this path prefix still possibly match?). Extglobs ``+(…)`` are not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

GLOBSTAR = object()


def expand_braces(pattern: str) -> list[str]:
    """``a{b,c}d`` -> ``[abd, acd]`` (nested braces too; unbalanced ones are literal)."""
    depth = 0
    start = -1
    for i, ch in enumerate(pattern):
        if ch == "\\":
            continue
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                body = pattern[start + 1:i]
                options = _split_top(body)
                if len(options) < 2:
                    # `{x}` is literal in brace-expansion
                    rest = expand_braces(pattern[i + 1:])
                    return [pattern[:i + 1] + r for r in rest]
                head, tail = pattern[:start], pattern[i + 1:]
                out: list[str] = []
                for opt in options:
                    out.extend(expand_braces(head + opt + tail))
                return out
    return [pattern]


def _split_top(body: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in body:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def _segment_regex(seg: str) -> re.Pattern | str:
    """A path segment as a literal string or a compiled regex (nocase, dot)."""
    if not any(c in seg for c in "*?["):
        return seg.replace("\\", "").lower()
    out = []
    i = 0
    while i < len(seg):
        ch = seg[i]
        if ch == "\\" and i + 1 < len(seg):
            out.append(re.escape(seg[i + 1]))
            i += 2
            continue
        if ch == "*":
            while i + 1 < len(seg) and seg[i + 1] == "*":
                i += 1
            out.append("[^/]*?")
        elif ch == "?":
            out.append("[^/]")
        elif ch == "[":
            end = seg.find("]", i + 2 if i + 1 < len(seg) and seg[i + 1] in "!^" else i + 1)
            if end == -1:
                out.append(re.escape(ch))
            else:
                body = seg[i + 1:end]
                neg = body[:1] in ("!", "^")
                if neg:
                    body = body[1:]
                body = body.replace("\\", "\\\\").replace("]", "\\]")
                out.append(f"[{'^' if neg else ''}{body}]")
                i = end
        else:
            out.append(re.escape(ch))
        i += 1
    # dot:true still never lets a wildcard segment match `.` or `..`; a magic
    # segment never matches the empty string.
    return re.compile(r"(?!\.{1,2}$)(?=.)" + "".join(out) + "$", re.IGNORECASE | re.DOTALL)


@dataclass
class Rule:
    source: str
    negate: bool
    glob_parts: list[list] = field(default_factory=list)  # one list per brace alternative

    def match(self, path: str, partial: bool = False) -> bool:
        parts = path.split("/")
        for pat in self.glob_parts:
            file_parts = parts
            if len(pat) == 1:  # matchBase: a slash-less pattern tests the basename
                base = [p for p in parts if p]
                file_parts = [base[-1]] if base else [""]
            if _match_parts(file_parts, pat, partial):
                return True
        return False

    def is_relative(self) -> bool:
        """ignore-walk's test: a single segment (optionally with a trailing slash)."""
        return any(len(p) <= (1 if (p[-1] != "") else 2) for p in self.glob_parts)


@lru_cache(maxsize=4096)  # every directory walker applies the same defaults; rules are read-only
def compile_rule(text: str) -> Rule:
    negate = False
    while text.startswith("!"):
        negate = not negate
        text = text[1:]
    alternatives = []
    for alt in expand_braces(text):
        segs = re.split(r"/+", alt) if alt else [""]
        compiled: list = []
        for seg in segs:
            if seg == "**":
                if compiled and compiled[-1] is GLOBSTAR:
                    continue  # a/**/**/b == a/**/b
                compiled.append(GLOBSTAR)
            else:
                compiled.append(_segment_regex(seg))
        alternatives.append(compiled)
    return Rule(text, negate, alternatives)


def _seg_match(seg: str, pat) -> bool:
    if isinstance(pat, str):
        return seg.lower() == pat
    return pat.match(seg) is not None


def _match_parts(file: list[str], pattern: list, partial: bool) -> bool:
    fi = pi = 0
    fl, pl = len(file), len(pattern)
    while fi < fl and pi < pl:
        p = pattern[pi]
        f = file[fi]
        if p is GLOBSTAR:
            if pi == pl - 1:
                # trailing ** swallows the rest (dot:true, but never `.`/`..`)
                return all(x not in (".", "..") for x in file[fi:])
            fr = fi
            while fr < fl:
                if _match_parts(file[fr:], pattern[pi + 1:], partial):
                    return True
                if file[fr] in (".", ".."):
                    break
                fr += 1
            if partial and fr == fl:
                return True
            return False
        if not _seg_match(f, p):
            return False
        fi += 1
        pi += 1
    if fi == fl and pi == pl:
        return True
    if fi == fl:
        return partial
    if pi == pl:
        # a trailing slash on the path ("dir/") still matches "dir"
        return fi == fl - 1 and file[fi] == ""
    return False
