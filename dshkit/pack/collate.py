"""String order of ``a.localeCompare(b, 'en')`` as Node's ICU computes it.

npm-packlist sorts the tarball's entries with ``localeCompare(…, 'en')``. Python's
standard library has no ICU (PyICU needs a compiled libicu: not a dependency this
project takes for one sort), so this uses a table read from Node's own ICU
(``icu_en_collation.zjson``, written by tests/pack/make_collation_table.py) and
the three-level comparison ICU runs with the default strength:

* the text is NFD-decomposed (ICU is canonical-closure aware: ``é`` == ``e\\u0301``);
* primary weights: every non-ignorable character of planes 0-1 carries the rank
  of its equivalence class at ``sensitivity: 'base'`` — punctuation and symbols
  before digits before letters, scripts in CLDR root order, case folded;
* secondary: rank inside the primary class at ``'accent'``; combining marks
  (primary-ignorable) add their own secondary weight after the base letter's;
* tertiary: rank inside the secondary class (lowercase before uppercase);
* completely ignorable characters (most controls, format characters) vanish.

Exact (as measured in tests/pack/test_collate_vs_node.py against Node on random
names): printable ASCII, Latin with any diacritics, Greek, Cyrillic, CJK of the
BMP, emoji and symbols of plane 1, combining sequences. Approximate: characters
ICU expands into several collation elements (``æ`` ~ ``ae``, ``ß`` ~ ``ss``,
ligatures, ``½``) compare as one element of their class, contractions of some
scripts (Thai/Lao reordering, some Cyrillic forms) are not modelled, and
characters beyond plane 1 (CJK extensions) sort after everything by code point.
The table also fixes the Unicode/ICU version (the one of the Node that wrote it).
"""

from __future__ import annotations

import bisect
import json
import unicodedata
import zlib
from functools import lru_cache
from pathlib import Path

_TABLE = Path(__file__).with_name("icu_en_collation.zjson")
_ASCII_TABLE = Path(__file__).with_name("icu_en_collation_ascii.json")  # same data, U+0000-U+007F
_MARK_BASE = 1 << 20  # secondary weights of combining marks sort after any in-class rank
_BEYOND = 1 << 24     # primary of characters outside the table: after everything, by code point


class _Table:
    def __init__(self) -> None:
        data = json.loads(zlib.decompress(_TABLE.read_bytes()))
        runs = data["runs"]
        self.starts = [r[0] for r in runs]
        self.runs = runs
        self.last = data["last"]
        self.levels = {cp: (s, t) for cp, s, t in data["levels"]}
        self.marks = {cp: r for cp, r in data["marks"]}
        self.ignorable = frozenset(data["ignorable"])

    def primary(self, cp: int) -> int:
        i = bisect.bisect_right(self.starts, cp) - 1
        if i >= 0:
            start, count, rank, step = self.runs[i]
            if cp < start + count:
                return rank + step * (cp - start)
        return _BEYOND + cp


@lru_cache(maxsize=1)
def _table() -> _Table:
    return _Table()


@lru_cache(maxsize=1)
def _ascii_rows() -> list:
    return json.loads(_ASCII_TABLE.read_text())["rows"]


def _ascii_key(text: str) -> tuple:
    rows = _ascii_rows()
    primaries: list[int] = []
    secondaries: list[int] = []
    tertiaries: list[int] = []
    for ch in text:
        row = rows[ord(ch)]
        if row is None:
            continue
        if row[0] == 0:  # ASCII has no combining marks today; kept for the table's sake
            secondaries.append(_MARK_BASE + row[1])
            tertiaries.append(0)
            continue
        primaries.append(row[0])
        secondaries.append(row[1])
        tertiaries.append(row[2])
    return tuple(primaries), tuple(secondaries), tuple(tertiaries)


@lru_cache(maxsize=65536)
def sort_key(text: str) -> tuple:
    """A key whose tuple order equals ICU's three-level comparison."""
    if text.isascii():
        return _ascii_key(text)
    table = _table()
    primaries: list[int] = []
    secondaries: list[int] = []
    tertiaries: list[int] = []
    for ch in unicodedata.normalize("NFD", text):
        cp = ord(ch)
        if cp in table.ignorable:
            continue
        mark = table.marks.get(cp)
        if mark is not None:
            secondaries.append(_MARK_BASE + mark)
            tertiaries.append(0)
            continue
        primaries.append(table.primary(cp))
        s, t = table.levels.get(cp, (0, 0))
        secondaries.append(s)
        tertiaries.append(t)
    return tuple(primaries), tuple(secondaries), tuple(tertiaries)


def locale_compare(a: str, b: str) -> int:
    if a == b:
        return 0
    ka, kb = sort_key(a), sort_key(b)
    return (ka > kb) - (ka < kb)

