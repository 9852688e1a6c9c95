"""The English Snowball ("Porter2") stemmer, as Snowball 3.1 defines it.

Why our own: the sidecar runs with nothing installed but Python, from the
package or its zipapp; the well-kept implementation (PyPI ``snowballstemmer``,
generated from the Snowball sources) would have to become a runtime
dependency or be copied into the repository. This is a plain-string port of
the same algorithm (english.sbl, Snowball 3.1.1), proved equal to
``snowballstemmer.stemmer("english")`` by tests/sidecar/test_sidecar_stemmer.py
over every word of the shared corpus and LoCoMo plus generated words.

Input: one lower-case word. Words of fewer than 3 characters come back as they are.
"""

from __future__ import annotations

VOWELS = frozenset("aeiouy")
# letters that do not end a short syllable (plus the marker Y for a consonant y)
_V_WXY = frozenset("aeiouywxY")
_VALID_LI = frozenset("cdeghkmnrt")
_EXCEPTIONS = {
    "skis": "ski", "skies": "sky", "idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli",
    "only": "onli", "singly": "singl",
    "andes": "andes", "atlas": "atlas", "bias": "bias", "cosmos": "cosmos", "howe": "howe",
    "news": "news", "sky": "sky",
}
# words starting with these get R1 right after the prefix
_R1_PREFIXES = ("arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers")
_DOUBLES = frozenset(("bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"))
_ING_WHOLE = frozenset(("even", "cann", "inn", "earr", "herr", "out"))  # + ing: left alone

# Step 2 and 3 suffixes, longest first within a shared ending (the longest match wins).
_STEP2 = (
    ("ization", "ize"), ("ational", "ate"), ("fulness", "ful"), ("ousness", "ous"), ("iveness", "ive"),
    ("tional", "tion"), ("biliti", "ble"), ("lessli", "less"), ("entli", "ent"), ("ation", "ate"),
    ("alism", "al"), ("aliti", "al"), ("ousli", "ous"), ("iviti", "ive"), ("fulli", "ful"),
    ("ogist", "og"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"), ("izer", "ize"),
    ("ator", "ate"), ("alli", "al"), ("bli", "ble"), ("ogi", "og"), ("li", ""),
)
_STEP3 = (
    ("ational", "ate"), ("tional", "tion"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"),
    ("ative", ""), ("ical", "ic"), ("ness", ""), ("ful", ""),
)
_STEP4 = ("ement", "ment", "ance", "ence", "able", "ible", "ant", "ent", "ism", "ate", "iti", "ous",
          "ive", "ize", "ion", "al", "er", "ic")


def _longest(word: str, suffixes) -> str | None:
    for s in suffixes:
        if word.endswith(s):
            return s
    return None


_STEP2_SORTED = sorted(_STEP2, key=lambda p: -len(p[0]))
_STEP3_SORTED = sorted(_STEP3, key=lambda p: -len(p[0]))
_STEP4_SORTED = sorted(_STEP4, key=len, reverse=True)


def _regions(w: str) -> tuple[int, int]:
    """(p1, p2): R1 starts after the first non-vowel following a vowel; R2 the
    same again from R1. A region that does not exist starts at len(w)."""
    n = len(w)

    def after(start: int) -> int:
        i = start
        while i < n and w[i] not in VOWELS:
            i += 1
        while i < n and w[i] in VOWELS:
            i += 1
        return i + 1 if i < n else n

    for prefix in _R1_PREFIXES:
        if w.startswith(prefix):
            p1 = len(prefix)
            break
    else:
        p1 = after(0)
    return p1, (after(p1) if p1 < n else n)


def _short_syllable(w: str) -> bool:
    """w ends in a short syllable: non-vowel, vowel, non-vowel other than w/x/Y,
    or a vowel then a non-vowel at the start of the word; or the word ends in ``past``."""
    n = len(w)
    if n >= 3 and w[-1] not in _V_WXY and w[-2] in VOWELS and w[-3] not in VOWELS:
        return True
    if n == 2 and w[1] not in VOWELS and w[0] in VOWELS:
        return True
    return w.endswith("past")


def _has_vowel(s: str) -> bool:
    return any(c in VOWELS for c in s)


def stem(word: str) -> str:
    exc = _EXCEPTIONS.get(word)
    if exc is not None:
        return exc
    if len(word) < 3:
        return word
    w = word[1:] if word[0] == "'" else word
    # prelude: y at the start or after a vowel is a consonant (marked Y)
    y_found = False
    if w.startswith("y"):
        w = "Y" + w[1:]
        y_found = True
    if "y" in w:
        chars = list(w)
        for i in range(1, len(chars)):
            if chars[i] == "y" and chars[i - 1] in VOWELS:
                chars[i] = "Y"
                y_found = True
        w = "".join(chars)
    p1, p2 = _regions(w)

    # Step 1a
    for s in ("'s'", "'s", "'"):
        if w.endswith(s):
            w = w[: -len(s)]
            break
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ied") or w.endswith("ies"):
        w = w[:-3] + ("i" if len(w) > 4 else "ie")
    elif w.endswith("ss") or w.endswith("us"):
        pass
    elif w.endswith("s"):
        if len(w) >= 3 and _has_vowel(w[:-2]):
            w = w[:-1]

    # Step 1b
    w = _step1b(w, p1)

    # Step 1c
    if len(w) >= 3 and w[-1] in "yY" and w[-2] not in VOWELS:
        w = w[:-1] + "i"

    # Step 2
    for suf, rep in _STEP2_SORTED:
        if w.endswith(suf):
            start = len(w) - len(suf)
            if start >= p1:
                if suf == "ogi":
                    if start > 0 and w[start - 1] == "l":
                        w = w[:start] + rep
                elif suf == "li":
                    if start > 0 and w[start - 1] in _VALID_LI:
                        w = w[:start]
                else:
                    w = w[:start] + rep
            break

    # Step 3
    for suf, rep in _STEP3_SORTED:
        if w.endswith(suf):
            start = len(w) - len(suf)
            if start >= p1 and (suf != "ative" or start >= p2):
                w = w[:start] + rep
            break

    # Step 4
    for suf in _STEP4_SORTED:
        if w.endswith(suf):
            start = len(w) - len(suf)
            if start >= p2:
                if suf != "ion":
                    w = w[:start]
                elif start > 0 and w[start - 1] in "st":
                    w = w[:start]
            break

    # Step 5
    if w.endswith("e"):
        start = len(w) - 1
        if start >= p2 or (start >= p1 and not _short_syllable(w[:-1])):
            w = w[:-1]
    elif w.endswith("l"):
        start = len(w) - 1
        if start >= p2 and start > 0 and w[start - 1] == "l":
            w = w[:-1]

    return w.replace("Y", "y") if y_found else w


def _step1b(w: str, p1: int) -> str:
    if w.endswith("eedly") or w.endswith("eed"):
        suf = 5 if w.endswith("eedly") else 3
        start = len(w) - suf
        if start >= p1 and w[:start] not in ("succ", "proc", "exc"):
            w = w[:start] + "ee"
        return w
    if w.endswith("ingly") or w.endswith("edly") or w.endswith("ed"):
        suf = 5 if w.endswith("ingly") else 4 if w.endswith("edly") else 2
    elif w.endswith("ing"):
        suf = 3
        before = w[:-3]
        if before in _ING_WHOLE:
            return w
        if len(before) == 2 and before[1] == "y" and before[0] not in VOWELS:
            return before[0] + "ie"
    else:
        return w
    before = w[:-suf]
    if not _has_vowel(before):
        return w
    w = before
    if w.endswith("at") or w.endswith("bl") or w.endswith("iz"):
        return w + "e"
    if w[-2:] in _DOUBLES:
        if len(w) == 3 and w[0] in "aeo":
            return w
        return w[:-1]
    if len(w) == p1 and _short_syllable(w):
        return w + "e"
    return w
