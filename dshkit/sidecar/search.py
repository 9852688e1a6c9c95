"""Full-text search over the store: query building, ranking, filtering, snippets.

Reads only: the index (``idx.fts_k`` / ``idx.fts_op``, written by
dshkit.sidecar.indexer) ranks candidate rows, the store's ``entries`` table
filters them. Tokens come from dshkit.sidecar.textindex, so a query is cut the
same way the indexed text was (docs/memory.md "Recall").
"""

from __future__ import annotations

import re
import sqlite3

from dshkit.sidecar.store import GLOBAL_SCOPE, Store, entry_dict
from dshkit.sidecar.textindex import CJK_RUN, query_terms

FIELD_WEIGHTS = (6.0, 4.0, 3.0, 1.0)  # name/key, tags, title, body (docs/memory.md "Recall")
_WEIGHTS_SQL = ",".join(str(x) for x in FIELD_WEIGHTS)
RANK_WINDOW = 300  # bm25 ranks at most this many most-recent matches per query


# -- query building --------------------------------------------------------------------

def fts_phrase(parts: list[str]) -> str:
    """One query term as an FTS5 phrase (quotes doubled)."""
    return '"' + " ".join(p.replace('"', '""') for p in parts) + '"'


def fts_query(terms: list[list[str]], mode: str = "and") -> str:
    """An FTS5 MATCH expression: every term (``and``) or any term (``or``)."""
    joiner = " AND " if mode == "and" else " OR "
    return joiner.join(fts_phrase(t) for t in terms)


def term_text(parts: list[str]) -> str:
    """A query term as it reads in text (a CJK term's bigrams joined back)."""
    if CJK_RUN.fullmatch(parts[0]):
        return parts[0] + "".join(p[1:] for p in parts[1:])
    return parts[0]


def term_matches(parts: list[str], text_lower: str) -> bool:
    """Whether one query term occurs in (lower-cased) text: used for the
    at-least-half rule and for snippets."""
    if CJK_RUN.fullmatch(parts[0]):
        return term_text(parts) in text_lower
    return re.search(r"(?<![^\W_])" + re.escape(parts[0]) + r"(?![^\W_])", text_lower) is not None


# -- ranking ---------------------------------------------------------------------------

def ranked_rowids(db: sqlite3.Connection, table: str, match: str, fetch: int) -> list[tuple[float, int]]:
    """``(bm25 score, rowid)`` of the best ``fetch`` matches in one FTS table
    (lower score is better)."""
    # bm25 must score every match before it can sort; for a common term that
    # is tens of thousands of rows. Rank only the RANK_WINDOW most recent
    # matches (the floor query walks the doclist backwards and stops early).
    many = db.execute(
        f"SELECT rowid FROM idx.{table} WHERE {table} MATCH ? ORDER BY rowid DESC "
        f"LIMIT 1 OFFSET ?", (match, RANK_WINDOW - 1)).fetchone()
    if many is None:
        sql = (f"SELECT rowid, bm25({table}, {_WEIGHTS_SQL}) FROM idx.{table} WHERE {table} MATCH ? "
               f"ORDER BY rank LIMIT ?")
        args: tuple = (match, fetch)
    else:
        sql = (f"SELECT rowid, s FROM (SELECT rowid, bm25({table}, {_WEIGHTS_SQL}) AS s FROM idx.{table} "
               f"WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT ?) ORDER BY s LIMIT ?")
        args = (match, RANK_WINDOW, fetch)
    return [(r[1], r[0]) for r in db.execute(sql, args)]


def search(store: Store, query: str, *, limit: int = 10, include_operational: bool = False,
           scopes: list[str] | None = None, tags: list[str] | None = None,
           statuses: tuple[str, ...] = ("active",)) -> list[dict]:
    """Ranked full-text search (bm25 with field weights; every term first,
    then at least half of them)."""
    terms = query_terms(query)
    if not terms:
        return []
    store.catch_up_index()  # search sees every entry committed before it
    tables = ["fts_k"] + (["fts_op"] if include_operational else [])
    # Over-fetch so filters (status/scope/tag) can still fill `limit`.
    fetch = max(limit * 4, 40)
    modes = ["and"] if len(terms) == 1 else ["and", "or"]
    need = (len(terms) + 1) // 2
    results: list[dict] = []
    seen: set[int] = set()
    with store.lock:
        db = store.db
        for mode in modes:
            q = fts_query(terms, mode)
            hits: list[tuple[float, int]] = []
            for table in tables:
                hits += ranked_rowids(db, table, q, fetch)
            hits.sort()
            for score, rowid in hits:
                if rowid in seen:
                    continue
                row = db.execute("SELECT * FROM entries WHERE id=?", (rowid,)).fetchone()
                if row is None or row["status"] not in statuses:
                    continue
                entry = entry_dict(row)
                if scopes is not None and row["layer"] == "k":
                    if not (set(entry["scopes"]) & (set(scopes) | {GLOBAL_SCOPE})):
                        continue
                if tags and not set(tags) <= set(entry["tags"]):
                    continue
                hay = f"{entry['name']} {entry['title']} {' '.join(entry['tags'])} {entry['body']}".lower()
                matched = [t for t in terms if term_matches(t, hay) or mode == "and"]
                if mode == "or" and len(matched) < need:
                    continue
                seen.add(rowid)
                results.append(_hit(entry, score, terms))
                if len(results) >= limit:
                    return results
            if results:
                break
    return results


def _hit(entry: dict, score: float, terms: list[list[str]]) -> dict:
    return {
        "name": entry["name"], "title": entry["title"], "kind": entry["kind"],
        "tags": entry["tags"], "scopes": entry["scopes"], "status": entry["status"],
        # 6 significant digits, not decimals: bm25 is ~1e-6 in a small store
        # (FTS5's floor for a term in half the rows)
        "score": float(f"{-score:.6g}"),
        "snippet": make_snippet(entry["body"], terms),
    }


# -- snippets --------------------------------------------------------------------------

def make_snippet(body: str, terms: list[list[str]], width: int = 160) -> str:
    """A one-line window of ``body`` around the first matched term."""
    flat = " ".join(body.split())
    low = flat.lower()
    pos = -1
    for t in terms:
        i = low.find(term_text(t))
        if i >= 0 and (pos < 0 or i < pos):
            pos = i
    if pos < 0:
        pos = 0
    start = max(0, pos - width // 3)
    end = min(len(flat), start + width)
    out = flat[start:end]
    return ("…" if start > 0 else "") + out + ("…" if end < len(flat) else "")
