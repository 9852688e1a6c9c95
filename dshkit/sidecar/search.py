"""Full-text search over the store: candidates, ranking, filtering, snippets.

Reads only: the index (``idx.fts_k`` / ``idx.fts_op``, written by
dshkit.sidecar.indexer) ranks candidate rows, the store's ``entries`` table
filters them. The query is cut by dshkit.sidecar.query into the same terms
the indexer made of the text (stems, CJK bigrams), function words out.

Ranking (docs/protocol.md "memory/search"):

1. candidates: entries matching ANY query term, best first by FTS5 bm25()
   with field weights, over all matches (no recency window). A query that
   matches something never comes back empty.
2. knowledge (rules, facts, decisions) above conversation history for the
   same match: its score is multiplied by KNOWLEDGE_BOOST.
3. neighbouring turns: a logged message shares NEIGHBOUR_SHARE of its score
   with the message before and after it in its session. Evidence often
   spans a question and its answer ("what did you paint?" / "a sunset"),
   and the turn that names the thing is not always the one that matches.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from dshkit.sidecar.query import Query, fts_match, parse
from dshkit.sidecar.store import GLOBAL_SCOPE, Store, entry_dict
from dshkit.sidecar.textindex import CJK_RUN, WORD, term

FIELD_WEIGHTS = (6.0, 4.0, 3.0, 1.0)  # name/key, tags, title, body (docs/memory.md "Recall")
_WEIGHTS_SQL = ",".join(str(x) for x in FIELD_WEIGHTS)
KNOWLEDGE_BOOST = 1.5
NEIGHBOUR_SHARE = 0.25
POOL_MIN = 100  # candidates ranked per table at least (neighbours need some below the top)


def fts_phrase(parts: list[str]) -> str:
    """One query term as an FTS5 phrase (quotes doubled)."""
    return '"' + " ".join(p.replace('"', '""') for p in parts) + '"'


@dataclass
class SearchResult:
    results: list[dict]
    terms: tuple[str, ...]
    matched: int | None  # entries matching any term, counted when fewer results than the limit


# -- candidates ------------------------------------------------------------------------

def ranked_rowids(db: sqlite3.Connection, table: str, match: str, fetch: int) -> list[tuple[float, int]]:
    """``(score, rowid)`` of the best ``fetch`` matches in one FTS table, higher
    is better (FTS5's bm25() is negative)."""
    sql = (f"SELECT rowid, bm25({table}, {_WEIGHTS_SQL}) FROM idx.{table} WHERE {table} MATCH ? "
           f"ORDER BY rank LIMIT ?")
    return [(-r[1], r[0]) for r in db.execute(sql, (match, fetch))]


def _count(db: sqlite3.Connection, tables: list[str], match: str) -> int:
    return sum(db.execute(f"SELECT count(*) FROM idx.{t} WHERE {t} MATCH ?", (match,)).fetchone()[0]
               for t in tables)


# -- ranking ---------------------------------------------------------------------------

def _rank(db: sqlite3.Connection, tables: list[str], match: str, pool: int) -> dict[int, float]:
    scores: dict[int, float] = {}
    for table in tables:
        boost = KNOWLEDGE_BOOST if table == "fts_k" else 1.0
        for score, rowid in ranked_rowids(db, table, match, pool):
            scores[rowid] = score * boost
    return scores


def _spread_to_neighbours(db: sqlite3.Connection, scores: dict[int, float]) -> dict[int, float]:
    """Each logged message (``msg-<session>-<ordinal>``) gives NEIGHBOUR_SHARE of
    its score to the messages at ordinal ± 1 of its session."""
    ids = list(scores)
    rows = []
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        rows += db.execute(f"SELECT id, session_id, ordinal FROM entries WHERE id IN ({','.join('?' * len(chunk))})"
                           " AND name LIKE 'msg-%' AND ordinal IS NOT NULL", chunk).fetchall()
    if not rows:
        return scores
    gift: dict[str, float] = {}
    for rowid, sid, ordinal in rows:
        share = scores[rowid] * NEIGHBOUR_SHARE
        for n in (ordinal - 1, ordinal + 1):
            name = f"msg-{sid}-{n}"
            gift[name] = gift.get(name, 0.0) + share
    out = dict(scores)
    names = list(gift)
    for i in range(0, len(names), 500):
        chunk = names[i:i + 500]
        for rowid, name in db.execute(f"SELECT id, name FROM entries WHERE name IN ({','.join('?' * len(chunk))})",
                                      chunk):
            out[rowid] = out.get(rowid, 0.0) + gift[name]
    return out


def run(store: Store, query: str, *, limit: int = 10, include_operational: bool = False,
        scopes: list[str] | None = None, tags: list[str] | None = None,
        statuses: tuple[str, ...] = ("active",)) -> SearchResult:
    q = parse(query)
    if not q.terms:
        return SearchResult([], (), 0)
    store.catch_up_index()  # search sees every entry committed before it
    tables = ["fts_k"] + (["fts_op"] if include_operational else [])
    match = fts_match(q.terms)
    # Over-fetch so filters (status/scope/tag) can still fill `limit`.
    pool = max(limit * 5, POOL_MIN)
    results: list[dict] = []
    with store.lock:
        db = store.db
        scores = _rank(db, tables, match, pool)
        if include_operational:
            scores = _spread_to_neighbours(db, scores)
        wanted = None if scopes is None else set(scopes) | {GLOBAL_SCOPE}
        for rowid, score in sorted(scores.items(), key=lambda kv: (-kv[1], -kv[0])):
            row = db.execute("SELECT * FROM entries WHERE id=?", (rowid,)).fetchone()
            if row is None or row["status"] not in statuses:
                continue
            if row["layer"] == "op" and not include_operational:
                continue
            entry = entry_dict(row)
            if wanted is not None and row["layer"] == "k" and not set(entry["scopes"]) & wanted:
                continue
            if tags and not set(tags) <= set(entry["tags"]):
                continue
            results.append(_hit(entry, score, q))
            if len(results) >= limit:
                break
        matched = None if len(results) >= limit else _count(db, tables, match)
    return SearchResult(results, q.terms, matched)


def search(store: Store, query: str, **kwargs) -> list[dict]:
    """The ranked hits of :func:`run` (see there for the arguments)."""
    return run(store, query, **kwargs).results


def _hit(entry: dict, score: float, q: Query) -> dict:
    return {
        "name": entry["name"], "title": entry["title"], "kind": entry["kind"],
        "tags": entry["tags"], "scopes": entry["scopes"], "status": entry["status"],
        # 6 significant digits, not decimals: bm25 is ~1e-6 in a small store
        # (FTS5's floor for a term in half the rows)
        "score": float(f"{score:.6g}"),
        "snippet": make_snippet(entry["body"], q.terms),
        # where the hit comes from, so a tool can cite it and read around it
        "sessionId": entry["session_id"], "ordinal": entry["ordinal"], "seq": entry["source_seq"],
        "created": entry["created"],
    }


# -- snippets --------------------------------------------------------------------------

def make_snippet(body: str, terms: tuple[str, ...] | list[str], width: int = 160) -> str:
    """A one-line window of ``body`` around the first word whose index term
    is a query term (so "hiking" is shown for the term ``hike``)."""
    flat = " ".join(body.split())
    wanted = set(terms)
    pos = 0
    for m in WORD.finditer(flat.lower()):
        w = m.group()
        if CJK_RUN.match(w):
            i = next((i for i in range(max(1, len(w) - 1)) if w[i:i + 2] in wanted or w in wanted), -1)
            if i >= 0:
                pos = m.start() + i
                break
        elif term(w) in wanted:
            pos = m.start()
            break
    start = max(0, pos - width // 3)
    end = min(len(flat), start + width)
    out = flat[start:end]
    return ("…" if start > 0 else "") + out + ("…" if end < len(flat) else "")
