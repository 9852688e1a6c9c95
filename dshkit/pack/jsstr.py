"""JavaScript string semantics that npm's packing code relies on, for Python strings.

npm's packages work on UTF-16 code units (``str.length``, ``slice``), trim with
JS's whitespace set (which includes the BOM), decode files as UTF-8 with U+FFFD
for bad bytes, and match case-insensitively with the regex ``/i`` canonicalisation
(without the ``u`` flag: ``toUpperCase`` per code unit, never mapping non-ASCII to
ASCII). These helpers give Python the same answers.
"""

from __future__ import annotations

from functools import lru_cache

# ECMAScript WhiteSpace + LineTerminator (what String.prototype.trim removes).
JS_WHITESPACE = ("\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                 "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff")


def js_trim(text: str) -> str:
    return text.strip(JS_WHITESPACE)


def utf16_units(text: str) -> str:
    """``text`` with every astral character split into its two surrogates (one str char each)."""
    if text.isascii() or all(ord(c) < 0x10000 for c in text):
        return text
    out = []
    for c in text:
        cp = ord(c)
        if cp < 0x10000:
            out.append(c)
        else:
            cp -= 0x10000
            out.append(chr(0xD800 + (cp >> 10)))
            out.append(chr(0xDC00 + (cp & 0x3FF)))
    return "".join(out)


def from_utf16_units(units: str) -> str:
    """Join surrogate pairs back; lone surrogates stay (as JS keeps them)."""
    out = []
    i = 0
    n = len(units)
    while i < n:
        c = units[i]
        o = ord(c)
        if 0xD800 <= o < 0xDC00 and i + 1 < n and 0xDC00 <= ord(units[i + 1]) < 0xE000:
            out.append(chr(0x10000 + ((o - 0xD800) << 10) + (ord(units[i + 1]) - 0xDC00)))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def js_length(text: str) -> int:
    """``text.length`` in JS (UTF-16 code units)."""
    return len(text) + sum(1 for c in text if ord(c) >= 0x10000)


def js_slice(text: str, start: int, end: int) -> str:
    """``text.slice(start, end)`` by UTF-16 units; a cut pair leaves a lone surrogate."""
    return from_utf16_units(utf16_units(text)[start:end])


def utf8(text: str) -> bytes:
    """``Buffer.from(text)``: lone surrogates become U+FFFD."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return "".join("\ufffd" if 0xD800 <= ord(c) < 0xE000 else c for c in text).encode("utf-8")


def utf8_len(text: str) -> int:
    """``Buffer.byteLength(text)``."""
    return len(utf8(text))


def decode_utf8(data: bytes) -> str:
    """``fs.readFile(f, 'utf8')``: invalid sequences become U+FFFD (WHATWG decoder)."""
    return data.decode("utf-8", errors="replace")


@lru_cache(maxsize=65536)
def canon_unit(c: str) -> str:
    """ECMAScript Canonicalize for a non-unicode ``/i`` regex, on one UTF-16 unit."""
    o = ord(c)
    if o < 128:
        return c.upper()
    if 0xD800 <= o < 0xE000:
        return c
    up = c.upper()
    if len(up) != 1 or ord(up) < 128:
        return c
    return up


@lru_cache(maxsize=65536)
def fold_code_point(c: str) -> str:
    """ECMAScript Canonicalize for a ``/iu`` regex: Unicode simple case folding.

    Python has only full folding (``casefold``); a one-character result is the
    simple (C/S) mapping; otherwise the S mapping, when it exists, is what
    ``lower()`` gives as one character (U+1E9E -> U+00DF); else no mapping.
    """
    f = c.casefold()
    if len(f) == 1:
        return f
    low = c.lower()
    if len(low) == 1:
        return low
    return c


def canon_units(text: str) -> str:
    """A path segment as a non-``u`` ``/i`` regex sees it (code units, canonicalised)."""
    return "".join(canon_unit(c) for c in utf16_units(text))


def fold_points(text: str) -> str:
    return "".join(fold_code_point(c) for c in text)
