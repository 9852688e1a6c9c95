"""Search tokens: stemmed words plus CJK bigrams.

FTS5's unicode61 tokenizer treats an unspaced CJK run as one token, so 记忆 is
never found inside 长期记忆系统. We rewrite every CJK run as its overlapping
bigrams (a single CJK character stays itself) before indexing; unicode61 then
splits on the spaces we inserted. Every other word is indexed as its English
Snowball stem (dshkit.sidecar.stemmer), so "went hiking" is found by "hike".
Queries go through the same :func:`terms` (dshkit.sidecar.query), and a CJK
query term becomes an FTS5 phrase of its bigrams.

:func:`index_text` (bigrams only, words as written) is what the consolidation
similarity reads; :func:`analyzed_text` is what the index holds.
"""

from __future__ import annotations

import re
import unicodedata

from dshkit.sidecar.stemmer import stem

# What index_values() produces. The index file records it (meta ``analyzer``);
# an index built with another one is rebuilt from the store (indexer._reset).
ANALYZER = "snowball-en-1"

# CJK unified ideographs (+ext A, compatibility), kana, hangul.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
CJK_RUN = re.compile(f"[{_CJK}]+")


_CJK_SPLIT = re.compile(f"([{_CJK}]+)")
_CJK_PAIRS = re.compile(f"(?=([{_CJK}]{{2}}))")  # every overlapping pair, in one C-level pass


def index_text(text: str) -> str:
    """Text as FTS5 should see it: CJK runs replaced by space-separated bigrams."""
    if not text or text.isascii():  # the common case: nothing to rewrite
        return text or ""
    parts = _CJK_SPLIT.split(text)  # [other, run, other, run, ..., other]
    if len(parts) == 1:
        return text
    # The same runs (words, short phrases) recur across messages: a dict
    # lookup per run instead of a call. Bounded, so memory stays flat.
    cache = _RUN_CACHE
    if len(cache) > 50_000:
        cache.clear()
    get = cache.get
    parts[1::2] = [get(run) or _cached_bigrams(run) for run in parts[1::2]]
    return "".join(parts)


_RUN_CACHE: dict[str, str] = {}


def _cached_bigrams(run: str) -> str:
    spaced = _RUN_CACHE[run] = _spaced_bigrams(run)
    return spaced


def _spaced_bigrams(run: str) -> str:
    """`` ab bc cd `` for the CJK run ``abcd``; short runs (most words) spelled out."""
    n = len(run)
    if n <= 2:
        return f" {run} "
    if n == 3:
        return f" {run[:2]} {run[1:]} "
    if n == 4:
        return f" {run[:2]} {run[1:3]} {run[2:]} "
    return " " + " ".join(_CJK_PAIRS.findall(run)) + " "


# A logged message's body starts with the same role / timestamp / turn header
# every time (content.message_body). Those dozen tokens per message would only
# add index size and blur bm25, so a ``msg-`` body is indexed from its
# ``## Content`` section on (tool calls included). content.message_body writes
# the heading with this constant, so the two cannot drift apart.
MESSAGE_CONTENT = "## Content\n"


def body_index_text(name: str, body: str) -> str:
    if name.startswith("msg-"):
        start = body.find(MESSAGE_CONTENT)
        if start >= 0:
            body = body[start + len(MESSAGE_CONTENT):]
    return analyzed_text(body)


# -- words -> index terms ---------------------------------------------------------------

WORD = re.compile(f"[{_CJK}]+|[^\\W_{_CJK}]+", re.UNICODE)  # a CJK run never joins a word
_ASCII_WORD = re.compile(r"[a-z0-9]+")  # [^\W_] on lower-cased ASCII
_NON_CJK_WORD = re.compile(f"[^\\W_{_CJK}]+", re.UNICODE)


class _Terms(dict):
    """token -> its index form; a miss computes it. The indexer calls this for
    every word it indexes, so a hit must cost no more than a dict lookup."""

    def __missing__(self, token: str) -> str:
        if len(self) > 200_000:  # bounded: memory stays flat
            self.clear()
        if CJK_RUN.match(token):
            t = _spaced_bigrams(token).strip()
        else:
            w = token
            if not w.isascii():  # fold diacritics first, as unicode61 remove_diacritics would
                w = "".join(c for c in unicodedata.normalize("NFKD", w) if not unicodedata.combining(c))
            t = stem(w)
        self[token] = t
        return t


_TERMS = _Terms()
# term(token): the index form of one lower-cased token of WORD: a word's
# English stem (diacritics folded), a CJK run's bigrams. The bound method, so
# map() runs it at C speed.
term = _TERMS.__getitem__


def analyzed_text(text: str) -> str:
    """Text as the index holds it: each word its stem, each CJK run its bigrams."""
    if not text:
        return ""
    low = text.lower()
    return " ".join(map(term, (_ASCII_WORD if low.isascii() else WORD).findall(low)))


def index_values(name: str, tags: list[str], title: str, body: str) -> tuple[str, str, str, str]:
    """The (name, tags, title, body) columns an entry is indexed with.

    The FTS tables are contentless: deleting a row means handing FTS5 these
    exact values again. Any change to what this returns therefore needs a
    migration that rebuilds the index (see migrations ``core-0002``).
    """
    return (analyzed_text(name.replace("-", " ")), analyzed_text(" ".join(tags)), analyzed_text(title),
            body_index_text(name, body))
