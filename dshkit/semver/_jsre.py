"""node-semver's regular expressions and the JavaScript semantics they rely on.

node-semver is a pipeline of JavaScript regexes and string replacements, and
its edge cases live in the details of JavaScript: ``\\s`` and ``trim()`` know a
different whitespace set than Python, ``\\d`` is ASCII only, ``$`` never
matches before a trailing newline, ``+"9" * 400`` is ``Infinity``.  This module
rebuilds the token sources exactly as node-semver's ``internal/re.js`` does
(including its "safe" bounded quantifiers, which the range parser uses) and
translates them to Python ``re`` syntax once, so the rest of the package can
follow the JavaScript algorithms line by line.
"""

from __future__ import annotations

import re
from decimal import Decimal

MAX_LENGTH = 256
MAX_SAFE_INTEGER = 2**53 - 1
MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6

# ECMAScript WhiteSpace + LineTerminator (what \s, trim() and split(/\s+/) use).
JS_WS = "\t\n\x0b\x0c\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_WS_CLASS = f"[{JS_WS}]"
_WS_RUN = re.compile(f"{_WS_CLASS}+")
JS_WS_CHARS = "".join(ch for ch in map(chr, range(0x3001)) if re.fullmatch(_WS_CLASS, ch)) + "\ufeff"
_NOT_PLAIN_SPACE = re.compile(f"[{JS_WS.replace(' ', '')}]|  ")


def js_trim(s: str) -> str:
    return s.strip(JS_WS_CHARS)


def js_split_ws(s: str) -> list[str]:
    """``s.split(/\\s+/)``."""
    if not _NOT_PLAIN_SPACE.search(s):
        return s.split(" ")  # only single plain spaces: the common case, 10x faster
    return _WS_RUN.split(s)


def js_collapse_ws(s: str) -> str:
    """``s.replace(/\\s+/g, ' ')``."""
    if not _NOT_PLAIN_SPACE.search(s):
        return s
    return _WS_RUN.sub(" ", s)


def js_length(s: str) -> int:
    """``s.length``: UTF-16 code units."""
    if s.isascii():
        return len(s)
    return len(s) + sum(1 for ch in s if ord(ch) > 0xFFFF)


def js_number_str(x: float) -> str:
    """``String(x)`` for a non-negative JavaScript number."""
    if x != x:
        return "NaN"
    if x == float("inf"):
        return "Infinity"
    shortest = repr(x)  # shortest round-trip digits, as ECMAScript's Number::toString
    if x < 1e21:
        return str(int(Decimal(shortest)))
    return shortest  # Python and JS agree on the exponent form: 1e+21, 1.5e+21


def js_plus_one(digits: str) -> str:
    """``${+digits + 1}``: numeric strings become doubles before the addition."""
    return js_number_str(float(digits) + 1)


def _to_python(src: str) -> str:
    """Translate a node-semver regex source to Python ``re`` syntax."""
    out: list[str] = []
    in_class = False
    i = 0
    while i < len(src):
        ch = src[i]
        if ch == "\\" and i + 1 < len(src):
            nxt = src[i + 1]
            if nxt == "s":
                out.append(JS_WS if in_class else _WS_CLASS)
            elif nxt == "d":
                out.append("0-9" if in_class else "[0-9]")
            else:
                out.append(src[i : i + 2])
            i += 2
            continue
        if ch == "[":
            in_class = True
        elif ch == "]":
            in_class = False
        elif ch == "$" and not in_class:
            ch = r"\Z"
        out.append(ch)
        i += 1
    return "".join(out)


LETTERDASHNUMBER = "[a-zA-Z0-9-]"
_SAFE_REPLACEMENTS = ((r"\s", 1), (r"\d", MAX_LENGTH), (LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH))


def _make_safe(value: str) -> str:
    for token, limit in _SAFE_REPLACEMENTS:
        value = value.replace(f"{token}*", f"{token}{{0,{limit}}}")
        value = value.replace(f"{token}+", f"{token}{{1,{limit}}}")
    return value


SRC: dict[str, str] = {}


def _token(name: str, value: str) -> None:
    SRC[name] = value


_token("NUMERICIDENTIFIER", r"0|[1-9]\d*")
_token("NUMERICIDENTIFIERLOOSE", r"\d+")
_token("NONNUMERICIDENTIFIER", rf"\d*[a-zA-Z-]{LETTERDASHNUMBER}*")
_token("MAINVERSION", rf"({SRC['NUMERICIDENTIFIER']})\.({SRC['NUMERICIDENTIFIER']})\.({SRC['NUMERICIDENTIFIER']})")
_token(
    "MAINVERSIONLOOSE",
    rf"({SRC['NUMERICIDENTIFIERLOOSE']})\.({SRC['NUMERICIDENTIFIERLOOSE']})\.({SRC['NUMERICIDENTIFIERLOOSE']})",
)
_token("PRERELEASEIDENTIFIER", f"(?:{SRC['NONNUMERICIDENTIFIER']}|{SRC['NUMERICIDENTIFIER']})")
_token("PRERELEASEIDENTIFIERLOOSE", f"(?:{SRC['NONNUMERICIDENTIFIER']}|{SRC['NUMERICIDENTIFIERLOOSE']})")
_token("PRERELEASE", rf"(?:-({SRC['PRERELEASEIDENTIFIER']}(?:\.{SRC['PRERELEASEIDENTIFIER']})*))")
_token("PRERELEASELOOSE", rf"(?:-?({SRC['PRERELEASEIDENTIFIERLOOSE']}(?:\.{SRC['PRERELEASEIDENTIFIERLOOSE']})*))")
_token("BUILDIDENTIFIER", f"{LETTERDASHNUMBER}+")
_token("BUILD", rf"(?:\+({SRC['BUILDIDENTIFIER']}(?:\.{SRC['BUILDIDENTIFIER']})*))")
_token("FULLPLAIN", f"v?{SRC['MAINVERSION']}{SRC['PRERELEASE']}?{SRC['BUILD']}?")
_token("FULL", f"^{SRC['FULLPLAIN']}$")
_token("LOOSEPLAIN", rf"[v=\s]*{SRC['MAINVERSIONLOOSE']}{SRC['PRERELEASELOOSE']}?{SRC['BUILD']}?")
_token("LOOSE", f"^{SRC['LOOSEPLAIN']}$")
_token("GTLT", "((?:<|>)?=?)")
_token("XRANGEIDENTIFIERLOOSE", rf"{SRC['NUMERICIDENTIFIERLOOSE']}|x|X|\*")
_token("XRANGEIDENTIFIER", rf"{SRC['NUMERICIDENTIFIER']}|x|X|\*")
_token(
    "XRANGEPLAIN",
    rf"[v=\s]*({SRC['XRANGEIDENTIFIER']})(?:\.({SRC['XRANGEIDENTIFIER']})(?:\.({SRC['XRANGEIDENTIFIER']})"
    rf"(?:{SRC['PRERELEASE']})?{SRC['BUILD']}?)?)?",
)
_token(
    "XRANGEPLAINLOOSE",
    rf"[v=\s]*({SRC['XRANGEIDENTIFIERLOOSE']})(?:\.({SRC['XRANGEIDENTIFIERLOOSE']})"
    rf"(?:\.({SRC['XRANGEIDENTIFIERLOOSE']})(?:{SRC['PRERELEASELOOSE']})?{SRC['BUILD']}?)?)?",
)
_token("XRANGE", rf"^{SRC['GTLT']}\s*{SRC['XRANGEPLAIN']}$")
_token("XRANGELOOSE", rf"^{SRC['GTLT']}\s*{SRC['XRANGEPLAINLOOSE']}$")
_token("LONETILDE", "(?:~>?)")
_token("TILDETRIM", rf"(\s*){SRC['LONETILDE']}\s+")
_token("TILDE", f"^{SRC['LONETILDE']}{SRC['XRANGEPLAIN']}$")
_token("TILDELOOSE", f"^{SRC['LONETILDE']}{SRC['XRANGEPLAINLOOSE']}$")
_token("LONECARET", r"(?:\^)")
_token("CARETTRIM", rf"(\s*){SRC['LONECARET']}\s+")
_token("CARET", f"^{SRC['LONECARET']}{SRC['XRANGEPLAIN']}$")
_token("CARETLOOSE", f"^{SRC['LONECARET']}{SRC['XRANGEPLAINLOOSE']}$")
_token("COMPARATORLOOSE", rf"^{SRC['GTLT']}\s*({SRC['LOOSEPLAIN']})$|^$")
_token("COMPARATOR", rf"^{SRC['GTLT']}\s*({SRC['FULLPLAIN']})$|^$")
_token("COMPARATORTRIM", rf"(\s*){SRC['GTLT']}\s*({SRC['LOOSEPLAIN']}|{SRC['XRANGEPLAIN']})")
_token("HYPHENRANGE", rf"^\s*({SRC['XRANGEPLAIN']})\s+-\s+({SRC['XRANGEPLAIN']})\s*$")
_token("HYPHENRANGELOOSE", rf"^\s*({SRC['XRANGEPLAINLOOSE']})\s+-\s+({SRC['XRANGEPLAINLOOSE']})\s*$")
_token("STAR", r"(<|>)?=?\s*\*")
_token("GTE0", r"^\s*>=\s*0\.0\.0\s*$")
_token("GTE0PRE", r"^\s*>=\s*0\.0\.0-0\s*$")


class _Safe:
    """``safeRe``: what node-semver matches input against."""

    def __getattr__(self, name: str) -> re.Pattern[str]:
        pattern = re.compile(_to_python(_make_safe(SRC[name])))
        setattr(self, name, pattern)
        return pattern


RE = _Safe()
# parseRange strips build metadata with the unbounded source, globally.
BUILD_STRIP = re.compile(_to_python(SRC["BUILD"]))
NUMERIC = re.compile(r"[0-9]+\Z")
