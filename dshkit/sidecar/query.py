"""What a search query asks for: its index terms, without function words.

A question such as "When did Caroline go to the LGBTQ support group?" is
mostly function words; matched as terms they match nearly every entry and
drown the words that carry the meaning. They are dropped here, English as
words and Chinese as the CJK bigrams that contain a particle or pronoun
(CJK text has no spaces: the index holds bigrams, and so does the query).
A query made only of function words keeps them all (it still asks something).

Every other word becomes the index term the indexer made of it
(textindex.term: English Snowball stem), so query and index cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from dshkit.sidecar.textindex import CJK_RUN, WORD, term

# English function words: the Snowball English stop list (snowballstem.org,
# english/stop.txt) without its contractions (the tokenizer splits "don't"
# into "don" + "t", both listed), plus the letter-words those splits leave.
# Not "may": it is also a month, and questions about time name months.
ENGLISH_STOPWORDS = frozenset("""
i me my myself we us our ours ourselves you your yours yourself yourselves he him his himself
she her hers herself it its itself they them their theirs themselves what which who whom this
that these those am is are was were be been being have has had having do does did doing would
should could ought will can a an the and but if or because as until while
of at by for with about against between into through during before after above below to from
up down in out on off over under again further then once here there when where why how all any
both each few more most other some such no nor not only own same so than too very
s t d ll m re ve don doesn didn isn aren wasn weren hasn haven hadn won wouldn shan shouldn
cannot couldn mustn let
""".split())

# Chinese: multi-character function words (removed as words), and particles /
# pronouns that make any bigram containing them a function bigram. Kept small
# on purpose: a character that also builds content words (在 in 存在, 了 in 了解)
# is not listed.
CHINESE_FUNCTION_WORDS = frozenset("""
什么 怎么 怎样 为什么 如何 哪里 哪儿 哪个 哪些 多少 我们 你们 他们 她们 它们 这个 那个 这些 那些
这样 那样 一个 一些 没有 可以 已经 还是 或者 因为 所以 但是 如果 就是 不是 时候 的话 还有 以及
""".split())
CHINESE_PARTICLES = frozenset("的吗呢吧啊呀么是我你他她它们这那哪谁也都就")


@dataclass(frozen=True)
class Query:
    text: str
    terms: tuple[str, ...]       # index terms, first occurrence order, function words out
    dropped: tuple[str, ...]     # function-word terms left out (kept when nothing else is left)


def _cjk_bigrams(run: str) -> list[tuple[str, bool]]:
    """(bigram, is a function bigram) for one CJK run (a lone character: itself)."""
    if len(run) == 1:
        return [(run, run in CHINESE_PARTICLES)]
    function = [False] * len(run)  # characters inside a multi-character function word
    for size in (3, 2):
        for i in range(len(run) - size + 1):
            if run[i:i + size] in CHINESE_FUNCTION_WORDS:
                for j in range(i, i + size):
                    function[j] = True
    out = []
    for i in range(len(run) - 1):
        pair = run[i:i + 2]
        stop = (function[i] and function[i + 1]) or pair[0] in CHINESE_PARTICLES \
            or pair[1] in CHINESE_PARTICLES
        out.append((pair, stop))
    return out


def parse(text: str) -> Query:
    kept: dict[str, None] = {}
    dropped: dict[str, None] = {}
    for w in WORD.findall(text.lower()):
        if CJK_RUN.match(w):
            for pair, stop in _cjk_bigrams(w):
                (dropped if stop else kept)[pair] = None
        elif w in ENGLISH_STOPWORDS:
            dropped[term(w)] = None
        else:
            kept[term(w)] = None
    if not kept:
        return Query(text, tuple(dropped), ())
    return Query(text, tuple(kept), tuple(t for t in dropped if t not in kept))


def fts_match(terms: tuple[str, ...] | list[str]) -> str:
    """FTS5 MATCH expression: any of the terms (bm25 ranks how many and how rare)."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
