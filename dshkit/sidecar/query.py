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

import datetime as dt
import re
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


def fts_phrase(parts: list[str]) -> str:
    """One query term as an FTS5 phrase (quotes doubled)."""
    return '"' + " ".join(p.replace('"', '""') for p in parts) + '"'


def fts_match(terms: tuple[str, ...] | list[str]) -> str:
    """FTS5 MATCH expression: any of the terms (bm25 ranks how many and how rare)."""
    return " OR ".join(fts_phrase([t]) for t in terms)


# -- dates named in a question ------------------------------------------------------------

_MONTHS = {m: i for i, m in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"), 1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_M = "|".join(sorted(_MONTHS, key=len, reverse=True))
# 3 June, 2023 | June 3, 2023 | June 3rd 2023 | 2023-06-03 | June 2023 | in June
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_M})\.?,?\s+(\d{{4}})\b")
_MONTH_DAY_YEAR = re.compile(rf"\b({_M})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b")
_ISO_DAY = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_MONTH_YEAR = re.compile(rf"\b({_M})\.?,?\s+(\d{{4}})\b")
_IN_MONTH = re.compile(rf"\b(?:in|during|of)\s+({_M})\b(?!\s*\d)")
DAY_MS = 86_400_000


def _utc_ms(year: int, month: int, day: int) -> int:
    return int(dt.datetime(year, month, day, tzinfo=dt.timezone.utc).timestamp() * 1000)


def _month_span(year: int, month: int) -> tuple[int, int]:
    nxt = (year + 1, 1) if month == 12 else (year, month + 1)
    return _utc_ms(year, month, 1) - DAY_MS, _utc_ms(*nxt, 1) + DAY_MS


def question_dates(text: str) -> tuple[tuple[int, int] | tuple[int, int, int], ...]:
    """The periods a question names, as ``(start_ms, end_ms)`` (a day or a
    month, a day wider each side: the host's zone is not known here), or
    ``(0, 0, month)`` for a month without a year ("in June")."""
    low = text.lower()
    spans: list = []
    taken: list[tuple[int, int]] = []

    def free(m: re.Match) -> bool:
        return all(m.end() <= a or m.start() >= b for a, b in taken)

    def day(m: re.Match, y: str, mo: int, d: str) -> None:
        try:
            start = _utc_ms(int(y), mo, int(d))
        except ValueError:
            return
        spans.append((start - DAY_MS, start + 2 * DAY_MS))
        taken.append(m.span())

    for m in _DAY_MONTH_YEAR.finditer(low):
        day(m, m.group(3), _MONTHS[m.group(2)], m.group(1))
    for m in _MONTH_DAY_YEAR.finditer(low):
        if free(m):
            day(m, m.group(3), _MONTHS[m.group(1)], m.group(2))
    for m in _ISO_DAY.finditer(low):
        if free(m) and 1 <= int(m.group(2)) <= 12:
            day(m, m.group(1), int(m.group(2)), m.group(3))
    for m in _MONTH_YEAR.finditer(low):
        if free(m) and 1900 <= int(m.group(2)) <= 2200:
            spans.append(_month_span(int(m.group(2)), _MONTHS[m.group(1)]))
            taken.append(m.span())
    for m in _IN_MONTH.finditer(low):
        if free(m) and not (m.group(1) == "may" and m.group(0).startswith("of")):
            spans.append((0, 0, _MONTHS[m.group(1)]))
    return tuple(spans)


def in_periods(created_ms: int, periods) -> bool:
    for p in periods:
        if len(p) == 3:
            if dt.datetime.fromtimestamp(created_ms / 1000, dt.timezone.utc).month == p[2]:
                return True
        elif p[0] <= created_ms < p[1]:
            return True
    return False
