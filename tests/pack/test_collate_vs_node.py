"""The npm-packlist sort (``localeCompare(…, 'en')``) against Node's ICU."""

from __future__ import annotations

import random
import string

import pytest

from dshkit.pack.collate import locale_compare
from tests.nodeoracle import run_node

pytestmark = pytest.mark.oracle

ALPHABET = string.ascii_letters + string.digits + " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$"


@pytest.fixture(scope="module")
def pairs_and_answers():
    rng = random.Random(20261129)
    pairs = []
    for _ in range(3000):
        a = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 6)))
        # near-misses are where collation levels matter: mutate one character or its case
        b = list(a) or ["a"]
        i = rng.randrange(len(b))
        b[i] = rng.choice([b[i].swapcase(), rng.choice(ALPHABET), ""])
        pairs.append([a, "".join(b)])
        pairs.append([a, "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 6)))])
    answers = run_node(
        "let d='';process.stdin.on('data',c=>d+=c).on('end',()=>{"
        "const p=JSON.parse(d);console.log(JSON.stringify(p.map(([a,b])=>Math.sign(a.localeCompare(b,'en')))))})",
        pairs,
    )
    return pairs, answers


def test_ascii_collation_matches_icu(pairs_and_answers):
    pairs, answers = pairs_and_answers
    wrong = [(a, b, want, locale_compare(a, b)) for (a, b), want in zip(pairs, answers)
             if locale_compare(a, b) != want]
    assert not wrong, wrong[:10]
