"""dshkit.sidecar.stemmer is the English Snowball stemmer: proved equal to
the reference implementation (PyPI ``snowballstemmer``, generated from the
Snowball sources) word for word."""

from __future__ import annotations

import re

import snowballstemmer
from hypothesis import given, settings
from hypothesis import strategies as st

from dshkit.sidecar.stemmer import stem
from tests.budget import examples

REFERENCE = snowballstemmer.stemmer("english")

# Word parts that reach every rule: the suffixes of each step, the prefixes and
# whole words the algorithm names, y after vowels and consonants, apostrophes.
SUFFIXES = ["", "s", "es", "ies", "ied", "ed", "ing", "ingly", "edly", "eed", "eedly", "ly", "li", "ational",
            "tional", "ization", "ness", "ful", "ive", "ative", "ement", "ment", "ion", "sion", "tion", "al",
            "er", "ic", "e", "le", "ll", "y", "ys", "'s", "'", "'s'", "ogist", "ogi", "logi", "bli", "abli",
            "alli", "fulli", "lessli", "ousli", "entli", "aliti", "biliti", "iviti", "izer", "ator", "alism",
            "ation", "iveness", "fulness", "ousness", "icate", "alize", "iciti", "ical", "ance", "ence", "able",
            "ible", "ate", "ize", "iti", "ism", "ous", "ant", "ent", "at", "bl", "iz", "bb", "dd", "tt", "sses",
            "ss", "us"]
PREFIXES = ["", "succ", "proc", "exc", "even", "cann", "inn", "earr", "herr", "out", "arsen", "commun", "emerg",
            "gener", "inter", "later", "organ", "past", "univers", "y", "ay", "oy", "'", "sky", "news", "ugly"]
WORDS = st.builds(lambda p, m, s: p + m + s, st.sampled_from(PREFIXES),
                  st.text(alphabet="aeiouybcdlmnprstwxyg'", max_size=6), st.sampled_from(SUFFIXES))


@settings(max_examples=examples(3000), deadline=None)
@given(WORDS)
def test_generated_words_stem_as_the_reference(word):
    assert stem(word) == REFERENCE.stemWord(word)


def test_named_cases():
    cases = {"hiking": "hike", "hikes": "hike", "went": "went", "caroline's": "carolin", "dying": "die",
             "news": "news", "generously": "generous", "succeeded": "succeed", "running": "run", "skies": "sky",
             "agreed": "agre", "happily": "happili", "hopping": "hop", "hoped": "hope", "a": "a", "by": "by"}
    assert {w: stem(w) for w in cases} == cases
    assert all(REFERENCE.stemWord(w) == s for w, s in cases.items())


def test_every_word_of_the_shared_data_stems_as_the_reference(shared_dir):
    words: set[str] = set()
    for path in shared_dir.rglob("*"):
        if path.is_file() and path.suffix in (".json", ".md", ".txt", ".yml", ".yaml", ".tsv", ".js", ".ts"):
            words.update(re.findall(r"[a-z][a-z']*", path.read_text(encoding="utf-8", errors="ignore").lower()))
    assert len(words) > 5000
    wrong = {w: (stem(w), REFERENCE.stemWord(w)) for w in words if stem(w) != REFERENCE.stemWord(w)}
    assert wrong == {}
