"""Card replay: one scorer for every card workload, so two workloads' figures mean the same thing.

A workload is a list of sessions in replay order, each with ``session_id``, ``header`` and
``turns``; a turn has ``head`` (events up to its human message: the card is asked there, as
the host's first ``agent/preStep`` of the turn would), ``rest`` (the remaining events, up to
``turn/end``), ``cwd`` and ``used``: the ground truth, item keys the generator itself decided
the turn really uses and an earlier turn established —
``("file", abs_path)`` or ``("stmt", session_id, seq)``.

Hit rate = items of ``used`` the card shows / items of ``used``, pooled over turns (a turn
with nothing to use adds nothing; a workload where nothing is used is reported n/a, not 0%).
A file is shown when a card node's path, resolved against its session's cwd, is that file (so
``src/a.py`` and ``/repo/src/a.py`` are one file); a statement is shown when a card node comes
from that session and seq. The truth is the generator's, never the memory's own view: a file
the extraction failed to remember is a miss, not a smaller denominator.

Churn = share of turns (after a session's first) whose card shows another set of nodes than
the card of the turn before it in the same session.
"""

from __future__ import annotations

import os
import posixpath
from dataclasses import dataclass, field

from dshkit.sidecar.graph.memory import GraphMemory, GraphSettings
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import Store

@dataclass
class Turn:
    """One turn of a workload (the module doc): the card is asked after ``head``."""
    session_id: str
    cwd: str
    head: list[dict]        # up to the turn's human message (and what the host appends to it)
    rest: list[dict]        # the tool calls, results and the answer, up to turn/end
    used: list[tuple]       # ground truth: ("file", abs_path) / ("stmt", session_id, seq)
    unreachable: list[str]  # files the turn touched that no earlier turn wrote
    kind: str               # the generator's label: kickoff, explore, implement, test, commit …


@dataclass
class Session:
    session_id: str
    header: dict
    turns: list[Turn] = field(default_factory=list)

    @property
    def events(self) -> list[dict]:
        return [e for t in self.turns for e in t.head + t.rest]


@dataclass
class Workload:
    seed: int
    sessions: list[Session]  # in replay order

    @property
    def turns(self) -> list[Turn]:
        return [t for s in self.sessions for t in s.turns]


STRATEGIES = [("recency", "recency", True), ("due", "due", True), ("need (no cue)", "need", False),
              ("need", "need", True)]


def node_keys(store: Store, ids: list[int], cwd_of: dict[str, str]) -> set[tuple]:
    """The item keys a card's nodes stand for (see the module doc)."""
    keys: set[tuple] = set()
    if not ids:
        return keys
    rows = store.db.execute(f"SELECT session_id, seq, kind, path FROM graph_nodes WHERE id IN "
                            f"({','.join('?' * len(ids))})", ids).fetchall()
    for sid, seq, kind, path in rows:
        if kind == "artifact" and path:
            keys.add(("file", posixpath.normpath(posixpath.join(cwd_of.get(sid, "/"), path))))
        elif kind in ("constraint", "decision"):
            keys.add(("stmt", sid, seq))
    return keys


@dataclass
class Tally:
    hits: dict = field(default_factory=dict)     # strategy -> item kind -> hits
    truth: dict = field(default_factory=dict)    # item kind -> items
    held: dict = field(default_factory=dict)     # item kind -> items a live node stood for at card time
    held_hits: dict = field(default_factory=dict)  # strategy -> item kind -> hits among those
    changed: dict = field(default_factory=dict)  # strategy -> turns whose card changed
    compared: int = 0
    bytes_max: dict = field(default_factory=dict)
    misses: dict = field(default_factory=dict)   # strategy -> (turn kind, item kind) -> misses

    def rate(self, strategy: str, kinds: tuple[str, ...] = ("file",)) -> float | None:
        n = sum(self.truth.get(k, 0) for k in kinds)
        return sum(self.hits.get(strategy, {}).get(k, 0) for k in kinds) / n if n else None

    def held_rate(self, strategy: str, kinds: tuple[str, ...] = ("file",)) -> float | None:
        """Hits among the items memory held at all: the ranking's share, extraction gaps set aside."""
        n = sum(self.held.get(k, 0) for k in kinds)
        return sum(self.held_hits.get(strategy, {}).get(k, 0) for k in kinds) / n if n else None

    def churn(self, strategy: str) -> float | None:
        return self.changed.get(strategy, 0) / self.compared if self.compared else None


def replay(sessions, db_path: str, budget: int = 600, strategies=STRATEGIES) -> Tally:
    """Feed the sessions through the real Store + Ingestor + graph extraction; at each turn's
    head ask each strategy's card (one GraphMemory per strategy, so what one strategy showed
    never steers another) and score it against the turn's ``used``."""
    store = Store(db_path)
    try:
        ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="bench"))
        writer = GraphMemory(store, GraphSettings(verify_artifacts=False), ing)
        ing.span_hooks.append(writer.on_span)
        mems = {k: GraphMemory(store, GraphSettings(verify_artifacts=False), ing) for k, _, _ in strategies}
        tally = Tally()
        cwd_of: dict[str, str] = {}
        for s in sessions:
            cwd_of[s.session_id] = s.header.get("cwd") or "/"
            ing.on_event(s.session_id, s.header)
            prev: dict[str, list[int]] = {}
            for turn in s.turns:
                for e in turn.head:
                    ing.on_event(s.session_id, e)
                project = ing.sessions[s.session_id].project
                used = [_norm(u) for u in turn.used]
                live = node_keys(store, [r[0] for r in store.db.execute(
                    "SELECT id FROM graph_nodes WHERE project=? AND status IN ('active', 'stale')", (project,))],
                    cwd_of)
                for u in used:
                    tally.truth[u[0]] = tally.truth.get(u[0], 0) + 1
                    if u in live:
                        tally.held[u[0]] = tally.held.get(u[0], 0) + 1
                for key, strategy, cue in strategies:
                    card = mems[key].card(s.session_id, project, budget=budget, strategy=strategy, use_cue=cue)
                    tally.bytes_max[key] = max(tally.bytes_max.get(key, 0), card["bytes"])
                    shown = node_keys(store, card["nodes"], cwd_of)
                    h = tally.hits.setdefault(key, {})
                    hh = tally.held_hits.setdefault(key, {})
                    m = tally.misses.setdefault(key, {})
                    for u in used:
                        if u in shown:
                            h[u[0]] = h.get(u[0], 0) + 1
                            hh[u[0]] = hh.get(u[0], 0) + 1  # shown implies held
                        else:
                            k2 = (getattr(turn, "kind", "-"), u[0] + ("" if u in live else " (not held)"))
                            m[k2] = m.get(k2, 0) + 1
                    nodes = sorted(card["nodes"])
                    if key in prev and prev[key] != nodes:
                        tally.changed[key] = tally.changed.get(key, 0) + 1
                    prev[key] = nodes
                if prev and len(s.turns) and turn is not s.turns[0]:
                    tally.compared += 1
                for e in turn.rest:
                    ing.on_event(s.session_id, e)
        return tally
    finally:
        store.close()


def _norm(item: tuple) -> tuple:
    return ("file", posixpath.normpath(item[1])) if item[0] == "file" else tuple(item)


def merge(tallies: list[Tally]) -> Tally:
    out = Tally()
    for t in tallies:
        for d_out, d_in in ((out.truth, t.truth), (out.held, t.held), (out.changed, t.changed)):
            for k, v in d_in.items():
                d_out[k] = d_out.get(k, 0) + v
        for nested_out, nested_in in ((out.hits, t.hits), (out.held_hits, t.held_hits), (out.misses, t.misses)):
            for s, d in nested_in.items():
                o = nested_out.setdefault(s, {})
                for k, v in d.items():
                    o[k] = o.get(k, 0) + v
        out.compared += t.compared
        for k, v in t.bytes_max.items():
            out.bytes_max[k] = max(out.bytes_max.get(k, 0), v)
    return out


def db_in(tmp: str, name: str) -> str:
    return os.path.join(tmp, name + ".db")
