"""Seeded generators of adversarial names, ignore patterns and whole package trees.

Shared by the minimatch differential test and the randomized ``npm pack`` test.
Everything derives from a ``random.Random``: a failing seed reproduces exactly.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

# Name material where npm's rules bite: case, dots, `@`, `..`, non-ASCII letters
# whose case folding differs between JS and Python, astral characters, combining marks.
STEMS = ["a", "b", "A", "B", "ab", "Ab", "index", "Index", "cli", "lib", "sub", "src", "x", "X",
         "secret", "Secret", "data", "e", "f", "z", "Z", "1", "9", "10", "_u", "-d", "a b", "a.b",
         "é", "É", "ê", "f", "İ", "ı", "ſ", "s", "ß", "\u212a", "k", "Σ", "σ", "ж", "Ж", "漢", "😀",
         "e\u0301", "ñ", "ø", "æ", "Å", "~t", "$d", "(p)", "+p", "=e", "#h", "%p", "&a", "'q",
         "c:x", "\\w", "a,b", "a;b", "!b", "[x]", "{y}"]
EXTS = ["", ".js", ".JS", ".json", ".md", ".txt", ".ts", ".d.ts", ".min.js", ".é", ".map", ".log", "."]
PREFIXES = ["", "", "", "", ".", "..", "@", "_", "-", "~"]


def random_name(rng: random.Random) -> str:
    name = rng.choice(PREFIXES) + rng.choice(STEMS)
    if rng.random() < 0.3:
        name += rng.choice(STEMS)
    name += rng.choice(EXTS)
    return name


def _glob_segment(rng: random.Random, names: list[str]) -> str:
    base = rng.choice(names) if names and rng.random() < 0.5 else random_name(rng)
    r = rng.random()
    if r < 0.12:
        return "*" + (base[base.rfind("."):] if "." in base else "")
    if r < 0.2:
        return rng.choice(["*", "**", "*.*", ".*", "?", "??", "???.js", "*.JS", "*.[jt]s"])
    if r < 0.3:
        return rng.choice(["[a-c]", "[!a]", "[^x]", "[A-Z]", "[[:digit:]]", "[[:alpha:]]", "[[:upper:]]",
                           "[[:lower:]]", "[[:alnum:]]", "[[:punct:]]", "[[:space:]]", "[a-z]", "[é]",
                           "[[:xdigit:]]", "[]", "[!]]", "[a-]"]) + rng.choice(["*", "", ".js", "?"])
    if r < 0.4:
        return rng.choice(["{a,b}", "{a..c}", "{1..3}", "{01..10..3}", "{c..a}", "{,x}", "{x}", "{a,{b,c}}",
                           "${a,b}", "\\{a,b}", "{a,b}{c,d}"]) + rng.choice(["", ".js", "*"])
    if r < 0.52:
        inner = "|".join(rng.choice(["a", "b", "x", "*", "A", "é", "a.js", "[ab]", ""]) for _ in range(rng.randint(1, 3)))
        return rng.choice(["@", "?", "+", "*", "!"]) + "(" + inner + ")" + rng.choice(["", ".js", "*", "x"])
    if r < 0.58:
        return base.replace(base[:1], "\\" + base[:1], 1) if base else "\\*"
    if r < 0.64:
        return base.upper() if rng.random() < 0.5 else base.lower()
    return base


def random_pattern(rng: random.Random, names: list[str] | None = None) -> str:
    names = names or []
    segs = [_glob_segment(rng, names) for _ in range(rng.choice([1, 1, 1, 2, 2, 3]))]
    if rng.random() < 0.08:
        segs.insert(rng.randrange(len(segs) + 1), rng.choice(["..", ".", "x/.."]))
    pat = "/".join(segs)
    if rng.random() < 0.25:
        pat = "/" + pat
    if rng.random() < 0.15:
        pat += "/"
    if rng.random() < 0.05:
        pat += "/**"
    if rng.random() < 0.2:
        pat = "!" + pat
    if rng.random() < 0.03:
        pat = "!!" + pat
    return pat


def random_path(rng: random.Random, names: list[str] | None = None) -> str:
    names = names or []
    parts = [rng.choice(names) if names and rng.random() < 0.4 else random_name(rng)
             for _ in range(rng.choice([1, 1, 2, 2, 3, 4]))]
    path = "/".join(parts)
    r = rng.random()
    if r < 0.3:
        path = "/" + path
    elif r < 0.4:
        path += "/"
    return path
