"""A small linear classifier: is a human sentence a rule, a decision, or neither?

The weights are data beside this code (``statement_weights.json``), learned by
``bench/train_statements.py`` from the labelled sentences of ``bench/statement_set.py``
(several independent writers: docs/memory.md "Graph memory"). Hand patterns tuned on one
set of sentences did not carry over to sentences written by others; a linear model over
plain word features, chosen by leave-one-writer-out validation (``bench/cv_statements.py``),
does. This module is the one source of the features both training and scoring use.

Scoring is one pass of regular expressions without nesting plus a sum over a dict: linear in
the sentence. Standard library only (the sidecar's rule).
"""

from __future__ import annotations

import json
import math
import pkgutil
import re
from functools import lru_cache

WEIGHTS = "statement_weights.json"  # beside this module
CLASSES = ("rule", "decision")
KINDS = {"constraint": "rule", "decision": "decision"}  # a pattern route's kind -> its class

# Typed forms read as one spelling, so "dont", "don't" and "do not" are the same words (a
# writer's spelling is not evidence): contractions split into their words; shorthand expanded.
_APOSTROPHE = re.compile(r"[\u2019\u2018´]")
_SHORTHAND = {
    "dont": "do not", "doesnt": "does not", "didnt": "did not", "cant": "can not", "wont": "will not",
    "isnt": "is not", "arent": "are not", "shouldnt": "should not", "mustnt": "must not",
    "wouldnt": "would not", "couldnt": "could not", "havent": "have not", "hasnt": "has not",
    "im": "i am", "ive": "i have", "youre": "you are", "weve": "we have", "theyre": "they are",
    "gonna": "going to", "wanna": "want to", "gotta": "got to", "pls": "please", "plz": "please",
    "u": "you", "ur": "your", "thats": "that is", "lets": "let us", "ok": "okay",
    "won't": "will not", "can't": "can not", "shan't": "shall not", "let's": "let us",
    "i'm": "i am", "it's": "it is", "that's": "that is", "what's": "what is", "there's": "there is",
}
_SUFFIX = {"n't": " not", "'ll": " will", "'re": " are", "'ve": " have", "'d": " would"}
_STEM = {"ca": "can", "wo": "will", "sha": "shall"}  # what a contraction's stem stands for ("can't", "won't")
# A sentence is cut at spaces first (a code span whole), each piece then read on its own: a
# path or dotted name (src/a.py, config.yaml) is one token, anything else splits into words
# (with their apostrophe), numbers, single CJK characters and the marks that shape a sentence.
# Every pattern is matched once per piece from its start: linear in the sentence.
_CHUNK = re.compile(r"`[^`\n]{1,200}`|\S+")
_PIECE = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?|\d+|[\u3400-\u9fff]|[?？!！:：;；,，\"“”「」]")
_EDGE = "\"'“”「」()[]{}<>,.;:!?，。；：！？…*"
_PATH_CHARS = re.compile(r"[\w./\\~-]+")
_MARK = {"？": "?", "！": "!", "：": ":", "；": ";", "，": ",", "“": '"', "”": '"', "「": '"', "」": '"'}
_CJK = re.compile(r"[\u3400-\u9fff]")
# Two kinds of evidence that many different words carry, pooled into one feature each so that
# a phrasing never seen in training still counts: a time in the past (a choice told as history:
# "we switched to pnpm last year", 去年我们改用 …) and another person as the subject (a choice
# or rule somebody else made: "my lead decided …", 运维那边选了 …).
_PAST = re.compile(r"\b(?:last (?:week|month|year|sprint|quarter|time|spring|summer|autumn|fall|winter|night)|"
                   r"(?:years?|months?|weeks?|days?) ago|yesterday|back in|back then|at the time|in (?:19|20)\d\d)\b|"
                   r"去年|前年|上次|上回|当年|当初|之前|以前|昨天|上个月|上周|那时", re.I)
_OTHER = re.compile(r"^\s*(?:(?:he|she|they)\b|(?:my|our|the|his|her|their) (?:sister|brother|mom|mum|dad|wife|husband|"
                    r"boss|manager|lead|team ?lead|tech lead|cto|ceo|client|customer|colleague|friend|cousin|"
                    r"other team|ops team|ops|product team|pm)\b|someone\b|somebody\b|"
                    r"他|她|老板|领导|客户|组长|同事|运维|测试那边|产品那边|小[\u3400-\u9fff](?!时)|我(?:姐|哥|妈|爸|弟|妹))", re.I)


def tokens(sentence: str) -> list[str]:
    """The sentence's words, lower-cased and spelled one way; code, paths and numbers as classes."""
    out: list[str] = []
    for chunk in _CHUNK.findall(_APOSTROPHE.sub("'", sentence)):
        if chunk[0] == "`" and chunk[-1] == "`" and len(chunk) > 1:
            out.append("<code>")
            continue
        core = chunk.strip(_EDGE)
        if core and _PATH_CHARS.fullmatch(core) and ("/" in core or "\\" in core
                                                     or "." in core and core[0].isalpha()):
            start = chunk.index(core)
            out.extend(_MARK.get(m, m) for m in _PIECE.findall(chunk[:start]))
            out.append("<path>")
            out.extend(_MARK.get(m, m) for m in _PIECE.findall(chunk[start + len(core):]))
            continue
        for tok in _PIECE.findall(chunk):
            if tok[0].isdigit():
                out.append("<num>")
                continue
            low = _MARK.get(tok, tok.lower())
            if low in _SHORTHAND:
                out.extend(_SHORTHAND[low].split())
                continue
            for suffix, words in _SUFFIX.items():
                if low.endswith(suffix) and len(low) > len(suffix):
                    stem = low[: -len(suffix)]
                    out.append(_STEM.get(stem, stem))
                    out.extend(words.split())
                    break
            else:
                out.append(low)
    return out


def features(sentence: str, pattern: str | None = None) -> list[str]:
    """The sentence's features, sorted: word unigrams and bigrams (with the sentence's start
    and end), the first two words on their own (an imperative or a subject opens most rules
    and choices), CJK character bigrams, a few shapes (question, exclamation, quote), and
    ``pattern``, the hand patterns' verdict with the form that made it
    (``statement_patterns.route``: "constraint:required", "decision:correction" …), as two
    more features, the verdict and the form: how far each form is trusted, and against which
    words, is learned like any other weight."""
    toks = tokens(sentence.strip())
    words = [t for t in toks if t not in (",", ":", ";", '"')]
    feats = {"<bias>"}
    if pattern:
        feats.update(("<patterns> " + pattern.partition(":")[0], "<patterns> " + pattern))
    feats.update(toks)
    seq = ["<s>"] + toks + ["</s>"]
    feats.update(f"{a} {b}" for a, b in zip(seq, seq[1:]))
    if words:
        feats.add("<first> " + words[0])
        feats.add("<first2> " + " ".join(words[:2]))
    cjk = _CJK.findall(sentence)
    feats.update("".join(pair) for pair in zip(cjk, cjk[1:]))
    end = sentence.rstrip()[-1:]
    if end in ("?", "？"):
        feats.add("<question>")
    elif end in ("!", "！"):
        feats.add("<exclaimed>")
    if sentence.count('"') + sentence.count("“") >= 2:
        feats.add("<quoted>")
    if _PAST.search(sentence):
        feats.add("<past>")
    if _OTHER.search(sentence):
        feats.add("<other>")
    return sorted(feats)



class Model:
    """One logistic regression per class over :func:`features`; weights as ``statement_weights.json`` holds them."""

    def __init__(self, data: dict):
        self.bias = data["bias"]              # class -> bias
        self.threshold = data["threshold"]    # class -> probability at which the class is said
        self.floor = data["floor"]            # the patterns' verdict stands from this probability up
        self.weights: dict[str, list[float]] = data["weights"]  # feature -> a weight per class (CLASSES order)

    def probabilities(self, sentence: str, pattern: str | None = None) -> dict[str, float]:
        z = [self.bias[c] for c in CLASSES]
        for f in features(sentence, pattern):
            w = self.weights.get(f)
            if w:
                z = [a + b for a, b in zip(z, w)]
        return {c: 1 / (1 + math.exp(-max(-30.0, min(30.0, v)))) for c, v in zip(CLASSES, z)}

    def classify(self, sentence: str, pattern: str | None = None) -> str | None:
        """``"rule"``, ``"decision"`` or None. ``pattern``: the hand patterns' verdict and form
        (``statement_patterns.route``), also read as features beside the words. The patterns'
        verdict stands unless the model, weighing its form against the words, gives that
        class less than ``floor`` (a story of an old choice, a reported rule, a fact about
        code); where they say nothing, the model's class when it is sure (its threshold)."""
        return self.verdict(self.probabilities(sentence, pattern), pattern)

    def verdict(self, p: dict[str, float], pattern: str | None) -> str | None:
        """:meth:`classify` from the class probabilities ``p`` and the patterns' route."""
        said = KINDS.get(pattern.partition(":")[0]) if pattern else None
        if said and p[said] >= self.floor:
            return said
        return self.decide(p)

    def decide(self, p: dict[str, float]) -> str | None:
        """The model's own verdict from the class probabilities ``p``."""
        said = [c for c in CLASSES if p[c] >= self.threshold[c]]
        return max(said, key=lambda c: p[c] - self.threshold[c]) if said else None


@lru_cache(maxsize=1)
def shipped() -> Model:
    """The shipped weights, read once (through the package's loader: a file here, a zip
    member inside the sidecar zipapp)."""
    return Model(json.loads(pkgutil.get_data(__package__, WEIGHTS)))
