"""Does a sentence say again what a forgotten entry says? (docs/memory.md "Forgetting").

Forgetting a rule must take every copy of it that memory could inject again: the
graph's statement drawn from the human's words ("Please remember: never deploy
the billing service on Fridays."), the sentence of the logged message it came
from, a summary or work unit that repeats it. Those copies are worded a little
differently from the entry (the model wrote the rule, the human the message), so
they are found by what they are *about*: each sentence's content terms — the
index's own terms (textindex.analyzed_text: English stems, CJK bigrams) less
function words and the words that only say how a statement is put (always,
never, must, remember …). A sentence restates a target when it holds at least
three quarters of the target's terms and those make at least half of its own;
a target of fewer than three terms is too vague to match anything.
"""

from __future__ import annotations

import math
import re

from dshkit.sidecar.query import CHINESE_FUNCTION_WORDS, CHINESE_PARTICLES, ENGLISH_STOPWORDS
from dshkit.sidecar.textindex import WORD, analyzed_text, term

MIN_TERMS = 3
COVER_TARGET = 0.75   # of the target's terms the sentence must hold
COVER_SENTENCE = 0.5  # of the sentence's terms that must be the target's
FORGOTTEN = "[forgotten]"

# How a statement is put, not what it is about (as index terms: stems).
_MANNER = frozenset(analyzed_text(
    "always never must should remember please rule note from now on important every time make sure "
    "do don't not need have to decided decision we i you let's ok okay also").split())
_CJK_MANNER = ("必须", "应该", "总是", "永远", "不要", "禁止", "务必", "记住", "以后", "一律", "不得", "不能", "请")
_SENTENCE = re.compile(r"[^.!?;。！？；\n]+[.!?;。！？；]*")
_CLAUSE = re.compile(r"[^.!?;。！？；\n,:，：、]+")


def terms(text: str) -> frozenset[str]:
    """The content terms of ``text`` (see the module docstring)."""
    for word in _CJK_MANNER:
        text = text.replace(word, " ")
    out = set()
    for word in WORD.findall(text.lower()):
        if word in ENGLISH_STOPWORDS or word in CHINESE_FUNCTION_WORDS:
            continue
        for t in term(word).split():
            if t in _MANNER or len(t) == 2 and any(c in CHINESE_PARTICLES for c in t):
                continue
            out.add(t)
    return frozenset(out)


def targets(*texts: str) -> list[frozenset[str]]:
    """The statements of an entry's texts worth matching: one per clause (a rule
    often adds a remark after a comma that its other copies leave out)."""
    out = []
    for text in texts:
        for m in _CLAUSE.finditer(text or ""):
            t = terms(m.group())
            if len(t) >= MIN_TERMS and t not in out:
                out.append(t)
    return out


def restates(target: frozenset[str], sentence: frozenset[str]) -> bool:
    if len(target) < MIN_TERMS or not sentence:
        return False
    shared = len(target & sentence)
    return shared >= COVER_TARGET * len(target) and shared >= COVER_SENTENCE * len(sentence)


def misses_at_most(target: frozenset[str]) -> int:
    """How many of ``target``'s terms a sentence restating it can lack (the
    consequence of :func:`restates` that lets forget ask the index for the texts
    holding all the others, instead of reading every entry)."""
    return len(target) - math.ceil(COVER_TARGET * len(target))


def restates_any(found: list[frozenset[str]], text: str) -> bool:
    t = terms(text)
    return any(restates(target, t) for target in found)


def scrub(text: str, found: list[frozenset[str]]) -> tuple[str, list[str]]:
    """``text`` with each sentence that restates one of ``found`` replaced by
    ``[forgotten]``; the sentences removed (for forget's check of the files)."""
    removed: list[str] = []

    def one(m: re.Match) -> str:
        s = m.group()
        if s.strip() and restates_any(found, s):
            removed.append(s.strip())
            return FORGOTTEN + (" " if s.endswith(" ") else "")
        return s

    return _SENTENCE.sub(one, text), removed
