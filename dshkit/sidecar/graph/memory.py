"""Graph memory over a store: extraction after each cut, the card, recall, expand, upkeep.

One object per sidecar (wiring.attach). Extraction is kept off the ingest path:
the span hook (:meth:`GraphMemory.queue_span`) only queues the span in memory
and writes what the log will not keep (pending.py: a watermark row per
session, tool calls slimmed, file hashes), inside the span's own transaction.
:meth:`GraphMemory.catch_up` extracts the queue in log order from the log's
messages and those records, moving each session's watermark in the same
transaction that writes the nodes: a crash anywhere re-extracts from the
watermark, and extraction is idempotent (a node's identity is its source
coordinates). It runs when the sidecar is idle and, synchronously, before
anything reads the graph (card, recall, expand, checkpoint, ``memory/graph``,
stats, forget), so every read sees what eager extraction
(:meth:`GraphMemory.on_span`, kept as the reference) would have written — the
same nodes, but for texts the log itself changed (redacted, capped, dated) or
no longer holds (withdrawn, forgotten).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice

from dshkit.sidecar.contain import fatal, log_once
from dshkit.sidecar.forget import fragment, statements
from dshkit.sidecar.names import is_operational
from dshkit.sidecar.restate import restates_any
from dshkit.sidecar.store import Store, now_ms

from . import card as C
from . import logtext
from . import nodes as N
from . import pending as Q
from .extract import extract, is_card_or_snapshot, words

MAX_EXPAND_SEQS = 2000
MAX_EXPAND_BYTES = 64_000
MENTION_WINDOW = 40   # recent human messages read as mention evidence
IDLE_CHUNK = 4        # spans extracted per quiet moment of the sidecar (wiring._idle)


@dataclass
class GraphSettings:
    enabled: bool = True
    projection_bytes: int = 600
    strategy: str = "recency"
    max_nodes: int = N.DEFAULT_MAX_NODES
    verify_artifacts: bool = True


def settings_from(d: dict | None) -> GraphSettings:
    d = d if isinstance(d, dict) else {}
    s = GraphSettings()
    if isinstance(d.get("enabled"), bool):
        s.enabled = d["enabled"]
    if isinstance(d.get("projectionBytes"), int) and not isinstance(d.get("projectionBytes"), bool):
        s.projection_bytes = max(0, d["projectionBytes"])
    if d.get("strategy") in C.STRATEGIES:
        s.strategy = d["strategy"]
    if isinstance(d.get("maxNodes"), int) and d["maxNodes"] > 0:
        s.max_nodes = d["maxNodes"]
    if isinstance(d.get("verifyArtifacts"), bool):
        s.verify_artifacts = d["verifyArtifacts"]
    return s


class GraphMemory:
    def __init__(self, store: Store, settings: GraphSettings | None = None, ingestor=None):
        self.store = store
        self.settings = settings or GraphSettings()
        self.ingestor = ingestor
        self.shown: dict[str, dict[int, tuple[int, int]]] = {}  # session -> node -> (turn shown, times)
        self.queue = Q.SpanQueue(store.db)

    # -- writing -------------------------------------------------------------------------

    def _cwd(self, sid: str) -> str | None:
        live = self.ingestor.sessions.get(sid) if self.ingestor else None
        return live.cwd if live else None

    def queue_span(self, store: Store, commit) -> None:
        """Span hook (inside the span's transaction): queue the span for
        :meth:`catch_up`. No extraction and no text here: this runs once per
        cut on the ingest path (pending.SpanQueue.add: what the log will not keep)."""
        self.queue.add(store.db, commit, self._cwd(commit.session_id))

    def on_span(self, store: Store, commit) -> None:
        """Eager extraction inside the span's transaction: the reference
        :meth:`catch_up` must match (tests), and what a bench replaying a
        workload without a sidecar may hook directly."""
        facts = extract(commit.events, last_turn=commit.turn)
        N.apply(store.db, commit.project, commit.session_id, facts, cwd=self._cwd(commit.session_id),
                max_nodes=self.settings.max_nodes)

    def catch_up(self, limit: int | None = None) -> int:
        """Extract the queued spans (oldest first; at most ``limit``) in one
        transaction, watermarks included. Returns how many it extracted."""
        spans = self.queue.spans
        if not spans:
            return 0
        take = list(islice(spans, limit)) if limit else list(spans)
        store = self.store
        with store.lock:
            store.settle_batch()  # files are read outside any write transaction
            pending = [Q.pending_rows(store.db, span) for span in take]
            hashes = [Q.file_hashes(Q.span_files(rows), span.cwd) for span, rows in zip(take, pending)]
            with store.transaction() as db:
                for span, rows, span_hashes in zip(take, pending, hashes):
                    self._extract_one(db, span, rows, span_hashes)
        for _ in take:  # committed (or part of the open group commit): off the queue
            spans.popleft()
        return len(take)

    def _extract_one(self, db, span: Q.Span, rows: list, hashes: dict) -> None:
        """One span, in a savepoint: an exception from extraction (a bug, a shape
        nobody foresaw) loses this span's graph facts only — logged once, the
        watermark moved past it — instead of failing every later read."""
        db.execute("SAVEPOINT graph_span")
        try:
            events = Q.extract_span(db, span, rows)
            # every rebuilt event carries its turn: the starting turn is never read
            N.apply(db, span.project, span.session_id, extract(events), cwd=span.cwd,
                    max_nodes=self.settings.max_nodes, hashes=hashes)
        except Exception as exc:  # noqa: BLE001 - contained to this span's derived data
            if fatal(exc):
                raise
            db.execute("ROLLBACK TO graph_span")
            log_once("graph extraction", exc)
            Q.advance(db, span, rows)
        db.execute("RELEASE graph_span")

    def stop(self) -> None:
        """At ``shutdown``: extract what is still queued, so a stopped sidecar's
        store holds the whole graph (a killed one catches up at its next start)."""
        self.catch_up()

    def forget(self, entry: dict) -> list[bytes]:
        """``memory/forget`` (inside forget's secure delete, the entry already
        gone and its copies in the log scrubbed): extract what is pending first
        (the queue reads the log as it is now), then remove the nodes drawn from a
        forgotten message, or every statement restating a forgotten knowledge
        entry (docs/memory.md "Forgetting"). Returns fragments of
        the removed node texts for forget's file check."""
        self.catch_up()
        with self.store.transaction() as db:
            sid, seq = entry.get("session_id"), entry.get("source_seq")
            if is_operational(entry["name"]):
                if not sid or not isinstance(seq, int):
                    return []
                rows = db.execute("SELECT id, text FROM graph_nodes WHERE session_id=? AND seq=?", (sid, seq)).fetchall()
                N.forget_seq(db, sid, seq)
            else:
                found = statements(entry)  # in every project, as forget.derived_material
                rows = [r for r in db.execute("SELECT id, text FROM graph_nodes WHERE kind IN (?, ?)", N.STATEMENT_KINDS)
                        if restates_any(found, r[1])]
                N.forget_nodes(db, [r[0] for r in rows])
        texts = [r[1] for r in rows]
        return [f for t in texts for f in fragment(t)]

    # -- the card --------------------------------------------------------------------------

    def _session_cwd(self, sid: str) -> str | None:
        """The session's working directory: the live session's, else the one its log recorded."""
        cwd = self._cwd(sid)
        return cwd if cwd is not None else self.store.recorded_cwd(sid)

    def _cue_and_turn(self, sid: str) -> tuple[str, int]:
        live = self.ingestor.sessions.get(sid) if self.ingestor else None
        cue, turn = "", (live.last_turn + 1 if live else 0)
        for e in reversed(live.buffer if live else []):
            data = e.get("data") if isinstance(e.get("data"), dict) else {}
            if e.get("type") == "turn/start" and isinstance(data.get("turn"), int):
                turn = max(turn, data["turn"])
            if not cue and e.get("type") == "user/message" and (data.get("source") or {}).get("kind") == "user":
                facts = extract([e])
                cue = facts.cue
        return cue, turn

    def evidence(self, project: str, sid: str | None, cue: str = "", turn: int | None = None) -> C.Evidence:
        """Use rows with their (session, turn) numbered as project-wide ticks in the order the
        turns' human messages were logged (turn counters restart in each session), plus the
        words of the last CONTEXT_TURNS human turns (the cue's association with files)."""
        db = self.store.db
        with self.store.lock:
            rows = db.execute("SELECT session_id, turn, how, term FROM graph_uses WHERE project=?"
                              " ORDER BY rowid DESC LIMIT 2000", (project,)).fetchall()
            human = [(m[0], m[3], m[4]) for m in logtext.project_messages(db, project, users_only=True,
                                                                         limit=C.CONTEXT_TURNS)]
        ticks: dict[tuple[str, int], int] = {}
        for s, t, _ in reversed(human):
            ticks.setdefault((s, t), len(ticks))
        last_tick = {}  # a use in a turn without a stored human message: its session's latest tick
        for (s, t), k in sorted(ticks.items(), key=lambda kv: kv[1]):
            last_tick.setdefault(s, []).append((t, k))
        def tick(s: str, t: int) -> int:
            k = ticks.get((s, t))
            if k is None:
                k = max((kk for tt, kk in last_tick.get(s, ()) if tt <= t), default=-1)
            return k
        uses = [(tick(s, t), how, term) for s, t, how, term in rows]
        contexts: dict[int, frozenset[str]] = {}
        for i, (s, t, text) in enumerate(human):
            k = ticks[(s, t)]
            ws = frozenset(words(text))
            contexts[k] = contexts.get(k, frozenset()) | ws
            if i < MENTION_WINDOW:
                uses += [(k, "mention", w) for w in ws]
        now = ticks.get((sid, turn)) if sid is not None and turn is not None else None
        if now is None:
            now = max(ticks.values(), default=-1) + 1
        return C.Evidence(uses, now, cue, contexts, ticks)

    def card(self, sid: str, project: str, *, budget: int | None = None, strategy: str | None = None,
             use_cue: bool = True, carried: list[dict] | None = None) -> dict:
        """``use_cue=False``: the need ranking without the current human message (an ablation).
        ``carried``: knowledge entries the session's memory blocks already show (the
        agent-start block, the injection of the same ``agent/preStep`` answer); a
        statement restating one of them is left off the card, so the model reads each
        fact once (the injection is the rule's home: it is the promoted, lasting form)."""
        budget = self.settings.projection_bytes if budget is None else budget
        strategy = strategy or self.settings.strategy
        cue, turn = self._cue_and_turn(sid)
        cue = cue if use_cue else ""
        self.catch_up()
        with self.store.lock:  # files are read outside any write transaction
            stale = N.changed_artifacts(self.store.db, project) if self.settings.verify_artifacts else []
            if stale:
                with self.store.transaction() as db:
                    N.mark_stale(db, stale)
            live = N.live_nodes(self.store.db, project)
        if carried:
            live = _not_restating(live, carried)
        ev = self.evidence(project, sid, cue, turn) if strategy == "need" else None
        shown = self.shown.setdefault(sid, {})
        text, ids = C.build(C.relative_to(live, self._session_cwd(sid)), budget, strategy, ev, shown)
        for i in ids:
            shown[i] = (turn, shown.get(i, (0, 0))[1] + 1)
        return {"text": text, "bytes": len(text.encode()) if text else 0, "budgetBytes": budget,
                "strategy": strategy, "nodes": ids}

    # -- recall / expand ------------------------------------------------------------------

    def recall(self, query: str, project: str, limit: int = 10) -> dict:
        terms = [w for w in dict.fromkeys(words(query)) if len(w) > 1]
        if not terms:
            return {"nodes": [], "raw": []}
        self.catch_up()
        db = self.store.db
        with self.store.lock:
            rows = [dict(r) for r in db.execute("SELECT * FROM graph_nodes WHERE project=? ORDER BY id DESC"
                                                " LIMIT 20000", (project,))]
            raws = [(sid, seq, kind, text) for sid, seq, kind, _, text in
                    logtext.project_messages(db, project, containing=terms)]
            raws += db.execute("SELECT session_id, seq, 'tool-call', text FROM graph_tool_calls WHERE project=?"
                               " ORDER BY rowid DESC LIMIT 20000", (project,)).fetchall()
        def score(text: str) -> float:
            have = set(words(text))
            return sum(1 for t in terms if t in have) / len(terms)
        scored = [(score(f"{r['text']} {r['entity']} {r['path'] or ''}"), r) for r in rows]
        live_first = {"active": 0, "stale": 1}
        hits = sorted((x for x in scored if x[0] >= 0.5), key=lambda x: (-x[0], live_first.get(x[1]["status"], 2),
                                                                         -x[1]["id"]))[:limit]
        raw_hits = sorted(((score(t), sid, seq, kind, t) for sid, seq, kind, t in raws if not is_card_or_snapshot(t)),
                          key=lambda x: (-x[0], -x[2]))
        raw_out = [{"sessionId": sid, "seq": seq, "kind": kind, "excerpt": " ".join(t.split())[:300]}
                   for s, sid, seq, kind, t in raw_hits if s >= 0.5][:limit]
        nodes_out = [_public(r) for _, r in hits]
        self._record_recall(project, [r for _, r in hits])
        return {"nodes": nodes_out, "raw": raw_out}

    def _record_recall(self, project: str, hits: list[dict]) -> None:
        """Recall is use evidence; live nodes recalled together become coactivated
        (retired, superseded and corrected nodes do not feed association)."""
        live = [r["id"] for r in hits if r["status"] in N.LIVE][:4]
        if not hits:
            return
        stamp = now_ms()
        with self.store.transaction() as db:
            for r in hits[:4]:
                db.execute("INSERT OR IGNORE INTO graph_uses VALUES (?,?,?,?,?,?)",
                           (project, "recall", stamp, "recall", f"node:{r['id']}", r["turn"]))
            for a in live:
                for b in live:
                    if a > b:
                        N.edge(db, a, "coactivated", b)

    def expand(self, sid: str, from_seq: int, to_seq: int, project: str | None = None) -> dict:
        """``project``: the caller's; a session of another project expands to nothing."""
        to_seq = min(to_seq, from_seq + MAX_EXPAND_SEQS)
        self.catch_up()
        if project is not None and self._project_of(sid) != project:
            return {"sessionId": sid, "fromSeq": from_seq, "toSeq": to_seq, "events": [], "truncated": False}
        with self.store.lock:
            rows = [(seq, kind, text) for seq, kind, _, text in
                    logtext.session_messages(self.store.db, sid, from_seq, to_seq)]
            rows += self.store.db.execute("SELECT seq, 'tool-call', text FROM graph_tool_calls WHERE session_id=?"
                                          " AND seq BETWEEN ? AND ?", (sid, from_seq, to_seq)).fetchall()
        rows.sort(key=lambda r: (r[0], r[1]))
        events, used, truncated = [], 0, False
        for seq, kind, text in rows:
            if used + len(text) > MAX_EXPAND_BYTES:
                truncated = True
                break
            events.append({"seq": seq, "kind": kind, "text": text})
            used += len(text)
        return {"sessionId": sid, "fromSeq": from_seq, "toSeq": to_seq, "events": events, "truncated": truncated}

    # -- upkeep -------------------------------------------------------------------------------

    def _project_of(self, sid: str) -> str | None:
        live = self.ingestor.sessions.get(sid) if self.ingestor else None
        if live is not None:
            return live.project
        with self.store.lock:
            row = self.store.db.execute("SELECT project FROM progress WHERE session_id=?", (sid,)).fetchone()
        return row[0] if row else None

    def _node_in(self, node_id: int, project: str | None) -> dict | None:
        """Node ``node_id`` when it belongs to ``project`` (None: any project)."""
        row = N.node(self.store.db, node_id)
        return row if row is not None and (project is None or row["project"] == project) else None

    def stats(self, project: str | None = None) -> dict:
        """Counts of ``project`` (None: the whole store); an edge counts for the project of its source."""
        self.catch_up()
        db = self.store.db
        where, args = ("WHERE project=?", (project,)) if project else ("", ())
        with self.store.lock:
            by = {f"{k}/{s}": n for k, s, n in db.execute(
                f"SELECT kind, status, count(*) FROM graph_nodes {where} GROUP BY kind, status", args)}
            edges = {k: n for k, n in db.execute(
                "SELECT e.kind, count(*) FROM graph_edges e"
                + (" JOIN graph_nodes n ON n.id=e.src WHERE n.project=?" if project else "")
                + " GROUP BY e.kind", args)}
            raw = db.execute(f"SELECT count(*) FROM graph_tool_calls {where}", args).fetchone()[0]
            raw += logtext.count_messages(db, project)
        return {"nodes": by, "edges": edges, "rawEvents": raw, "projectionBytes": self.settings.projection_bytes,
                "strategy": self.settings.strategy, "maxNodes": self.settings.max_nodes}

    def graph(self, project: str, node_id: int | None = None, query: str | None = None) -> dict:
        if node_id is None and query:
            found = self.recall(query, project, limit=1)["nodes"]
            node_id = found[0]["id"] if found else None
        self.catch_up()
        with self.store.lock:
            row = self._node_in(node_id, project) if node_id is not None else None
            if row is None:
                return {"node": None, "neighbours": []}
            near = []
            for n in N.neighbours(self.store.db, node_id):
                other = self._node_in(n["id"], project)
                if other is not None:
                    near.append({**n, "node": _public(other)})
        return {"node": _public(row), "neighbours": near}

    def sleep(self, project: str) -> dict:
        """Merge duplicates: live nodes with the same kind, object and value keep
        only the newest; the others are retired (still recallable)."""
        retired = 0
        self.catch_up()
        with self.store.transaction() as db:
            groups: dict[tuple, list[int]] = {}
            for r in db.execute("SELECT id, kind, entity, value, file FROM graph_nodes WHERE project=?"
                                " AND status IN ('active','stale') ORDER BY id", (project,)):
                groups.setdefault((r[1], r[2], r[3], r[4]), []).append(r[0])
            for ids in groups.values():
                for old in ids[:-1]:
                    db.execute("UPDATE graph_nodes SET status='retired', updated=? WHERE id=?", (now_ms(), old))
                    N.edge(db, ids[-1], "supersedes", old)
                    retired += 1
        return {"retired": retired}

    def restore(self, node_id: int, project: str | None = None) -> dict:
        """A retired node of ``project`` comes back; a superseded or corrected one does
        not (restoring must not revive a voided statement)."""
        self.catch_up()
        with self.store.transaction():
            row = self._node_in(node_id, project)
            if row is None:
                return {"restored": False, "reason": f"no node {node_id}"}
            if row["status"] != "retired":
                return {"restored": False, "reason": f"node {node_id} is {row['status']}, not retired"}
            self.store.db.execute("UPDATE graph_nodes SET status='active', updated=? WHERE id=?", (now_ms(), node_id))
        return {"restored": True, "reason": None}

    def prune(self, project: str) -> dict:
        self.catch_up()
        with self.store.transaction() as db:
            return {"removed": N.prune(db, project, self.settings.max_nodes)}


def _not_restating(live: list[dict], entries: list[dict]) -> list[dict]:
    """``live`` less the statements that restate one of ``entries`` (restate.py: the
    rule by what it is about, as forgetting finds its copies)."""
    found = [t for e in entries for t in statements(e)]
    if not found:
        return live
    return [n for n in live if n["kind"] not in N.STATEMENT_KINDS or not restates_any(found, n["text"])]


def _public(r: dict) -> dict:
    return {"id": r["id"], "kind": r["kind"], "status": r["status"], "text": r["text"], "pinned": bool(r["pinned"]),
            "sessionId": r["session_id"], "seq": r["seq"], "turn": r["turn"], "path": r["path"]}

