"""String order of ``a.localeCompare(b, 'en')`` as Node's ICU computes it.

npm-packlist sorts the tarball's entries with ``localeCompare(…, 'en')``. Python has
no ICU in the standard library, so this reproduces the CLDR root collation for the
characters file names actually use: printable ASCII is exact (the primary order
below was read from Node 20's ICU; punctuation is non-ignorable, letters compare
case-insensitively first and lowercase sorts before uppercase on a tie). Other
characters fall back to code point order after all ASCII, which can differ from ICU
for non-ASCII names.
"""

from __future__ import annotations


# Printable ASCII in ICU root primary order (upper/lower case share a primary weight).
_ICU_ASCII_ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz"
_PRIMARY = {ch: i for i, ch in enumerate(_ICU_ASCII_ORDER)}


def _primary(ch: str) -> int:
    low = ch.lower() if "A" <= ch <= "Z" else ch
    weight = _PRIMARY.get(low)
    return weight if weight is not None else 1000 + ord(ch)


def _tertiary(ch: str) -> int:
    return 1 if "A" <= ch <= "Z" else 0


def sort_key(text: str) -> tuple:
    """A key whose tuple order equals ICU's multi-level comparison."""
    return (tuple(_primary(c) for c in text), tuple(_tertiary(c) for c in text))


def locale_compare(a: str, b: str) -> int:
    ka, kb = sort_key(a), sort_key(b)
    return (ka > kb) - (ka < kb)

