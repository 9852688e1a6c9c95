"""A seeded random grammar of npm ranges and versions, valid, loose and broken.

It aims at the places where implementations drift from npm: 0.x carets,
tildes with prereleases, hyphen ranges with partial ends, X-ranges after
operators, ``||`` with empty branches, loose syntax (``=v1.2.3``, ``~>``,
``1.2.3beta``, leading zeros), odd whitespace (tabs, NBSP, BOM, line
separators), numbers around 2**53 and outright garbage.  Versions are drawn
near the numbers a range mentions so the boundaries get exercised.
"""

from __future__ import annotations

import random

SMALL = ["0", "0", "0", "1", "1", "1", "2", "2", "3", "5", "10"]
RARE_NUMBERS = ["9007199254740991", "9007199254740992", "99999999999999999999", "1" + "0" * 25, "01", "00", "007"]
PRE_IDS = ["alpha", "beta", "rc", "rc", "0", "1", "1", "2", "10", "a1", "1a", "-", "x", "pre-1", "Alpha"]
RARE_PRE_IDS = ["01", "9007199254740993", "00a", "0009007199254740993"]
BUILD_IDS = ["build", "001", "sha-1", "exp", "x", "1"]
SPACES = [" ", " ", " ", "  ", "\t", "\u00a0", "\ufeff", "\u2028", "\n", "\x1c", "\u3000", "\x85"]
OPS = ["", "", "=", ">", ">=", ">=", "<", "<", "<=", "~", "~>", "^", "^"]
BAD_OPS = ["==", "!", "=>", "~^", "<>", "~=", "^~"]
X = ["x", "X", "*"]
JUNK = ["foo", "1.2.3.4", "a.b.c", "-", "||", "1.2.3-", "1.2.3+", ">=>=1", "v", "latest", "1..2", "^^1", "<>1", "1.2.3 -", "- 1.2.3", "%", "1.2.3-+b", "١.٢.٣"]


class Grammar:
    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.anchors: list[tuple[str, str, str]] = []

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def number(self) -> str:
        return self.pick(RARE_NUMBERS) if self.chance(0.03) else self.pick(SMALL)

    def prerelease(self) -> str:
        ids = [self.pick(RARE_PRE_IDS) if self.chance(0.02) else self.pick(PRE_IDS) for _ in range(self.r.randint(1, 3))]
        return ".".join(ids)

    def build(self) -> str:
        return ".".join(self.pick(BUILD_IDS) for _ in range(self.r.randint(1, 2)))

    def space(self) -> str:
        return self.pick(SPACES) if self.chance(0.15) else " "

    def prefix(self) -> str:
        # loose syntax and stray characters in front of a version
        return self.pick(["v", "=", "=v", "v ", "= ", "vv"]) if self.chance(0.07) else ""

    def tail(self) -> str:
        out = ""
        if self.chance(0.3):
            sep = "" if self.chance(0.08) else "-"  # loose "1.2.3beta"
            out += sep + self.prerelease()
        if self.chance(0.1):
            out += "+" + self.build()
        return out

    def version(self) -> str:
        if self.chance(0.04):
            return self.pick(JUNK)
        if self.anchors and self.chance(0.75):
            M, m, p = self.pick(self.anchors)
            M, m, p = self.nudge(M), self.nudge(m), self.nudge(p)
        else:
            M, m, p = self.number(), self.number(), self.number()
        text = f"{self.prefix()}{M}.{m}.{p}{self.tail()}"
        if self.chance(0.05):
            text = self.space() + text + self.space()
        return text

    def nudge(self, n: str) -> str:
        if not n.isdigit() or not self.chance(0.3):
            return n if n.isdigit() else self.pick(SMALL)
        return str(max(0, int(n) + self.pick([-1, 1])))

    def partial(self) -> str:
        """``1``, ``1.2``, ``1.2.3-pre+b``, with X parts (sometimes in an invalid order)."""
        M, m, p = self.number(), self.number(), self.number()
        self.anchors.append((M, m, p))
        parts = [M, m, p]
        if self.chance(0.25):
            i = self.r.randint(0, 2)
            parts[i] = self.pick(X)
            if self.chance(0.7):
                parts[i:] = [self.pick(X) for _ in parts[i:]]
        n = self.pick([1, 2, 3, 3, 3, 3])
        text = ".".join(parts[:n])
        if n == 3:
            text += self.tail()
        return self.prefix() + text

    def comparator(self) -> str:
        roll = self.r.random()
        if roll < 0.02:
            return self.pick(JUNK)
        if roll < 0.06:
            return self.pick(["*", "x", "", "X", ">=*", "<*", ">*", "=*", "~*", "^*", ">=0.0.0", ">=0.0.0-0"])
        if roll < 0.2:
            return f"{self.partial()}{self.space()}-{self.space()}{self.partial()}"
        op = self.pick(BAD_OPS) if self.chance(0.03) else self.pick(OPS)
        gap = self.space() if self.chance(0.2) else ""
        return f"{op}{gap}{self.partial()}"

    def comparator_set(self) -> str:
        comps = [self.comparator() for _ in range(self.pick([1, 1, 1, 2, 2, 3]))]
        return "".join(c + (self.space() if i < len(comps) - 1 else "") for i, c in enumerate(comps))

    def range(self) -> str:
        self.anchors = []
        sets = [self.comparator_set() for _ in range(self.pick([1, 1, 1, 2, 2, 3]))]
        if self.chance(0.05):
            sets.insert(self.r.randint(0, len(sets)), "")  # empty || branch
        joined = sets[0]
        for s in sets[1:]:
            joined += self.pick(["||", " || ", "  ||  ", " ||", "|| "]) + s
        if self.chance(0.08):
            joined = self.space() + joined + self.space()
        return joined


def generate(count: int, seed: int = 20261129, versions_per_range: int = 4) -> list[tuple[str, str]]:
    """``count`` (range, version) cases, ``versions_per_range`` versions per random range."""
    g = Grammar(seed)
    cases: list[tuple[str, str]] = []
    while len(cases) < count:
        rng = g.range()
        for _ in range(versions_per_range):
            cases.append((rng, g.version()))
    return cases[:count]
