"""Full-text search over the store: candidates, ranking, filtering, snippets.

Reads only: the index (``idx.fts_k`` / ``idx.fts_op``, written by
dshkit.sidecar.indexer) ranks candidate rows, the store's ``entries`` table
filters them. The query is cut by dshkit.sidecar.query into the same terms
the indexer made of the text (stems, CJK bigrams), function words out.

Ranking (docs/protocol.md "memory/search"):

1. candidates: entries matching ANY query term, best first by FTS5 bm25()
   with field weights, over all their matches (no recency window). A query
   that matches something never comes back empty. Within the latency goals:
   terms are taken rarest first up to RANK_BUDGET matching rows per table;
   a term in more rows than that is left out of the candidate query (idf
   pruning, see candidate_terms; its recall cost is measured by
   bench/bench_memory_locomo.py --variant RANK_BUDGET=25).
2. knowledge (rules, facts, decisions) above conversation history for the
   same match: its score is multiplied by KNOWLEDGE_BOOST.
3. neighbouring turns: a logged message shares NEIGHBOUR_SHARE of its score
   with the message before and after it in its session. Evidence often
   spans a question and its answer ("what did you paint?" / "a sunset"),
   and the turn that names the thing is not always the one that matches.
4. the session: a logged message gains SESSION_SHARE of the summed best
   scores of its session, so the session a question is about ranks above
   stray matches elsewhere (see _in_conversation).
5. dates: an entry created in a period the question names scores
   1 + DATE_BOOST times more (query.question_dates).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from dshkit.sidecar.query import Query, fts_match, in_periods, parse, question_dates
from dshkit.sidecar.store import GLOBAL_SCOPE, Store, entry_dict
from dshkit.sidecar.textindex import CJK_RUN, WORD, term

FIELD_WEIGHTS = (6.0, 4.0, 3.0, 1.0)  # name/key, tags, title, body (docs/memory.md "Recall")
_WEIGHTS_SQL = ",".join(str(x) for x in FIELD_WEIGHTS)
KNOWLEDGE_BOOST = 1.5
NEIGHBOUR_SHARE = 0.25
SESSION_SHARE = 0.1
SESSION_TOP = 3
DATE_BOOST = 0.5  # an entry created in a period the question names scores x1.5
POOL_MIN = 100  # candidates ranked per table at least (neighbours need some below the top)
# bm25() costs ~2 µs per matching row and FTS5 must score every match before
# it can sort (and first counts each term's rows), so a table ranks at most
# RANK_BUDGET rows per query (bench: bench_sidecar.py's question set at 1e5
# and 1e6 entries). Counting a term's rows is ~20x cheaper than ranking them.
RANK_BUDGET = 2000
WIDE_FACTOR = 4  # terms in more than WIDE_FACTOR * RANK_BUDGET rows are not given to bm25() at all


@dataclass
class SearchResult:
    results: list[dict]
    terms: tuple[str, ...]
    matched: int | None  # entries matching any term, counted when fewer results than the limit


# -- candidates ------------------------------------------------------------------------

def _row_counts(db: sqlite3.Connection, table: str, terms, cap: int) -> list[tuple[int, str]]:
    """(rows holding the term, capped at ``cap``; term), rarest first; terms
    in no row left out. Walks at most ``cap`` entries of each doclist."""
    counts = []
    for t in terms:
        n = db.execute(f"SELECT count(*) FROM (SELECT 1 FROM idx.{table} WHERE {table} MATCH ? LIMIT ?)",
                       (fts_match((t,)), cap)).fetchone()[0]
        if n:
            counts.append((n, t))
    counts.sort()
    return counts


def candidate_terms(db: sqlite3.Connection, table: str, terms: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """How one table finds its candidates, and by which terms (idf pruning):

    - ``("rank", terms)``: the rarest terms whose rows add up to at most
      RANK_BUDGET; bm25 ranks all their matches. A term in more rows is left
      out: its idf is low (it would add little to any score) and ranking its
      rows would cost most of the time.
    - ``("window", terms)``: no term is that rare, but these are in at most
      WIDE_FACTOR * RANK_BUDGET rows each: bm25 ranks the RANK_BUDGET newest
      of their matches.
    - ``("newest", terms)``: every term is in more rows than that; bm25
      is not used at all (before its first row it counts each term's rows: a
      whole-doclist walk, ~100 ms for a term in every row of 10⁶).
    - ``("none", ())``: no term is in any row.
    """
    # one walk of at most WIDE_FACTOR * RANK_BUDGET rows per term
    return plan_terms(_row_counts(db, table, terms, WIDE_FACTOR * RANK_BUDGET + 1), terms)


def plan_terms(counts: list[tuple[int, str]], terms: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """candidate_terms' decision from ``(rows holding the term, capped; term)``,
    rarest first: the one rule for any index that can count a term's rows (the
    team server's full-text search plans its queries with it too)."""
    wide_budget = WIDE_FACTOR * RANK_BUDGET
    if not counts:
        return "none", ()
    if counts[0][0] <= RANK_BUDGET:
        kept, total = set(), 0
        for n, t in counts:
            if total + n > RANK_BUDGET:
                break
            kept.add(t)
            total += n
        return "rank", tuple(t for t in terms if t in kept)  # query order: the MATCH text is stable
    wide = {t for n, t in counts if n <= wide_budget}
    if wide:
        return "window", tuple(t for t in terms if t in wide)
    return "newest", tuple(t for _, t in counts)


def ranked_rowids(db: sqlite3.Connection, table: str, terms: tuple[str, ...], fetch: int) -> list[tuple[float, int]]:
    """``(score, rowid)`` of the best ``fetch`` matches in one FTS table, higher
    is better (FTS5's bm25() is negative). See candidate_terms."""
    mode, kept = candidate_terms(db, table, terms)
    match = fts_match(kept)
    if mode == "rank":
        sql = (f"SELECT rowid, bm25({table}, {_WEIGHTS_SQL}) FROM idx.{table} WHERE {table} MATCH ? "
               f"ORDER BY rank LIMIT ?")
    elif mode == "window":  # the doclists are walked backwards and the walk stops at the window
        sql = (f"SELECT rowid, s FROM (SELECT rowid, bm25({table}, {_WEIGHTS_SQL}) AS s FROM idx.{table} "
               f"WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT {RANK_BUDGET}) ORDER BY s LIMIT ?")
    elif mode == "newest":
        rows = db.execute(f"SELECT rowid FROM idx.{table} WHERE {table} MATCH ? ORDER BY rowid DESC LIMIT ?",
                          (match, fetch)).fetchall()
        return [(COMMON_SCORE * (1 - i / (2 * fetch)), r[0]) for i, r in enumerate(rows)]  # newer first
    else:
        return []
    return [(-r[1], r[0]) for r in db.execute(sql, (match, fetch))]


COMMON_SCORE = 1e-3  # a match of very common terms only (bm25's floor is 1e-6 per term)


MATCHED_CAP = 10_000  # a short result counts its matches up to this many (cost: the doclists walked)


def _count(db: sqlite3.Connection, tables: list[str], match: str) -> int:
    return min(MATCHED_CAP, sum(
        db.execute(f"SELECT count(*) FROM (SELECT 1 FROM idx.{t} WHERE {t} MATCH ? LIMIT {MATCHED_CAP})",
                   (match,)).fetchone()[0] for t in tables))


# -- ranking ---------------------------------------------------------------------------

def _rank(db: sqlite3.Connection, tables: list[str], terms: tuple[str, ...], pool: int) -> dict[int, float]:
    scores: dict[int, float] = {}
    for table in tables:
        boost = KNOWLEDGE_BOOST if table == "fts_k" else 1.0
        for score, rowid in ranked_rowids(db, table, terms, pool):
            scores[rowid] = score * boost
    return scores


def _in_conversation(db: sqlite3.Connection, scores: dict[int, float]) -> dict[int, float]:
    """Scores of logged messages (``msg-<session>-<ordinal>``) in the light of
    their conversation:

    - each message gives NEIGHBOUR_SHARE of its score to the messages at
      ordinal ± 1 of its session;
    - then each message gains SESSION_SHARE of its session's score, the sum of
      the SESSION_TOP best message scores there (the session node's
      ``belongTo`` members): a session that keeps matching is the one the
      question is about.
    """
    ids = list(scores)
    session_of: dict[int, str] = {}
    gift: dict[str, float] = {}
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        for rowid, sid, ordinal in db.execute(
                f"SELECT id, session_id, ordinal FROM entries WHERE id IN ({','.join('?' * len(chunk))})"
                " AND name LIKE 'msg-%' AND ordinal IS NOT NULL", chunk):
            session_of[rowid] = sid
            share = scores[rowid] * NEIGHBOUR_SHARE
            for n in (ordinal - 1, ordinal + 1):
                name = f"msg-{sid}-{n}"
                gift[name] = gift.get(name, 0.0) + share
    if not session_of:
        return scores
    out = dict(scores)
    names = list(gift)
    for i in range(0, len(names), 500):
        chunk = names[i:i + 500]
        for rowid, name, sid in db.execute(
                f"SELECT id, name, session_id FROM entries WHERE name IN ({','.join('?' * len(chunk))})", chunk):
            out[rowid] = out.get(rowid, 0.0) + gift[name]
            session_of[rowid] = sid
    by_session: dict[str, list[float]] = {}
    for rowid, sid in session_of.items():
        by_session.setdefault(sid, []).append(out[rowid])
    session_score = {sid: sum(sorted(v, reverse=True)[:SESSION_TOP]) for sid, v in by_session.items()}
    for rowid, sid in session_of.items():
        out[rowid] += SESSION_SHARE * session_score[sid]
    return out


def _dated(db: sqlite3.Connection, scores: dict[int, float], periods) -> dict[int, float]:
    """Entries created in a period the question names ("on 3 June, 2023", "in
    May 2023", "in June") score DATE_BOOST more: a logged message's
    ``created`` is when it was said."""
    out = dict(scores)
    ids = list(scores)
    for i in range(0, len(ids), 500):
        chunk = ids[i:i + 500]
        for rowid, created in db.execute(f"SELECT id, created FROM entries WHERE id IN ({','.join('?' * len(chunk))})",
                                         chunk):
            if created is not None and in_periods(created, periods):
                out[rowid] *= 1 + DATE_BOOST
    return out


def run(store: Store, query: str, *, limit: int = 10, include_operational: bool = False,
        scopes: list[str] | None = None, tags: list[str] | None = None,
        statuses: tuple[str, ...] = ("active",)) -> SearchResult:
    q = parse(query)
    if not q.terms:
        return SearchResult([], (), 0)
    store.index.catch_up()  # search sees every entry committed before it
    tables = ["fts_k"] + (["fts_op"] if include_operational else [])
    match = fts_match(q.terms)
    # Over-fetch so filters (status/scope/tag) can still fill `limit`.
    pool = max(limit * 5, POOL_MIN)
    results: list[dict] = []
    with store.lock:
        db = store.db
        scores = _rank(db, tables, q.terms, pool)
        if include_operational:
            scores = _in_conversation(db, scores)
        periods = question_dates(query)
        if periods and DATE_BOOST:
            scores = _dated(db, scores, periods)
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
            results.append(hit(entry, score, q))
            if len(results) >= limit:
                break
        matched = None if len(results) >= limit else _count(db, tables, match)
    return SearchResult(results, q.terms, matched)


def search(store: Store, query: str, **kwargs) -> list[dict]:
    """The ranked hits of :func:`run` (see there for the arguments)."""
    return run(store, query, **kwargs).results


def hit(entry: dict, score: float, q: Query) -> dict:
    """One result as ``memory/search`` shows it (the team store's hits too)."""
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
