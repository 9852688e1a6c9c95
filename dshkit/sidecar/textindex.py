"""Search tokens: ASCII/Latin words plus CJK bigrams.

FTS5's unicode61 tokenizer treats an unspaced CJK run as one token, so 记忆 is
never found inside 长期记忆系统. We rewrite every CJK run as its overlapping
bigrams (a single CJK character stays itself) before indexing; unicode61 then
splits on the spaces we inserted. Queries go through the same transform, and a
CJK query term becomes an FTS5 phrase of its bigrams.
"""

from __future__ import annotations

import re

# CJK unified ideographs (+ext A, compatibility), kana, hangul.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
CJK_RUN = re.compile(f"[{_CJK}]+")
_QUERY_TOKEN = re.compile(f"[{_CJK}]+|[^\\W_]+", re.UNICODE)


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i:i + 2] for i in range(len(run) - 1)]


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
    return index_text(body)


def index_values(name: str, tags: list[str], title: str, body: str) -> tuple[str, str, str, str]:
    """The (name, tags, title, body) columns an entry is indexed with.

    The FTS tables are contentless: deleting a row means handing FTS5 these
    exact values again. Any change to what this returns therefore needs a
    migration that rebuilds the index (see migrations ``core-0002``).
    """
    return (index_text(name.replace("-", " ")), index_text(" ".join(tags)), index_text(title),
            body_index_text(name, body))


def query_terms(query: str) -> list[list[str]]:
    """Query terms, each a one-token list (kept as lists so a term could be a phrase)."""
    terms: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    for m in _QUERY_TOKEN.finditer(query.lower()):
        tok = m.group()
        # A CJK run becomes its bigrams as separate terms: with the at-least-half
        # rule, 记忆预算 still finds text that says 记忆 … 预算 apart.
        for part in (_bigrams(tok) if CJK_RUN.fullmatch(tok) else [tok]):
            if (part,) not in seen:
                seen.add((part,))
                terms.append([part])
    return terms
