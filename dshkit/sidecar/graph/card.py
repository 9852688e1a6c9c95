"""The projected card: what matters now, within ``projectionBytes`` (UTF-8 bytes).

Pure functions over node dicts (no store). Three orderings:

- ``recency`` (the default): pinned constraints first, then by kind
  (constraint, decision, artifact, progress), newest first within a kind;
- ``due``: spaced review — never-shown nodes first, then the one whose review
  interval (doubling each time it is shown) ran out longest ago;
- ``need``: use evidence, not display: tool reads/writes of a node's path,
  human mentions of its object words and recalls, each decaying with the turns
  since; plus the current cue (the human message of this turn). Pinned
  constraints keep at most 60% of the budget.

Lateral inhibition: one line per object (entity or file), so one thing cannot
fill the card. The rendered text never exceeds the budget: a line that does
not fit is cut to what does, or left out.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass

from .extract import CARD_HEADER, words

KIND_ORDER = {"constraint": 0, "decision": 1, "artifact": 2, "progress": 3}
KIND_TAG = {"constraint": "must", "decision": "decided", "artifact": "file", "progress": "done"}
HALF_LIFE_TURNS = 6.0
USE_WEIGHT = {"write": 1.0, "read": 0.8, "recall": 0.7, "mention": 0.6}
CUE_WEIGHT = 2.5
CONTEXT_WEIGHT = 1.0
PINNED_SHARE = 0.6
LINE_MAX = 160
STRATEGIES = ("recency", "due", "need")


@dataclass
class Evidence:
    """Use evidence, gathered by the caller: (turn, how, term) rows, the current
    turn, and the cue text."""
    uses: list[tuple[int, str, str]]
    turn: int
    cue: str = ""


def object_key(n: dict) -> str:
    return f"file:{n['file'] or n['path']}" if n["kind"] == "artifact" else f"{n['kind'][0]}:{n['entity']}"


def node_terms(n: dict) -> set[str]:
    """The words that name a node's object: a statement's entity words; a
    file's path, basename and stem."""
    terms = set(n["entity"].split()) if n["kind"] != "artifact" else set()
    if n.get("path"):
        base = os.path.basename(n["path"]).lower()
        terms |= {n["path"].lower(), base, os.path.splitext(base)[0]}
    return {t for t in terms if len(t) > 2}


def context_terms(n: dict) -> set[str]:
    """A file's directory names: a weaker cue than its own name ("the billing module")."""
    if not n.get("path"):
        return set()
    return {d.lower() for d in os.path.dirname(n["path"]).replace("\\", "/").split("/") if len(d) > 2} - {"src"}


def need_scores(nodes: list[dict], ev: Evidence) -> dict[int, float]:
    """need = decayed use history + current cue + graph context (files used in
    the same turns as the cued ones). Showing a node is not use."""
    by_term: dict[str, list[tuple[int, str]]] = {}
    turn_paths: dict[int, set[str]] = {}
    for turn, how, term in ev.uses:
        t = term.lower()
        by_term.setdefault(t, []).append((turn, how))
        if how in ("read", "write"):
            turn_paths.setdefault(turn, set()).add(t)
    cue = set(words(ev.cue))
    cued: set[str] = set()
    out = {}
    for n in nodes:
        terms = node_terms(n)
        score = 0.0
        mentions = 0.0
        for t in terms | {f"node:{n['id']}"}:
            for turn, how in by_term.get(t, ()):
                w = USE_WEIGHT.get(how, 0.5) * math.pow(0.5, max(0, ev.turn - turn) / HALF_LIFE_TURNS)
                if how == "mention":
                    mentions += w
                else:
                    score += w
        # a mention counts per object, not per word: long statements do not outrank short ones
        score += mentions / max(1, len(terms))
        if terms & cue:
            score += CUE_WEIGHT * (1.0 if n["kind"] == "artifact" else len(terms & cue) / len(terms))
            if n.get("path"):
                cued.add(n["path"].lower())
        elif context_terms(n) & cue:
            score += CUE_WEIGHT * 0.4
        if n["status"] == "stale":
            score *= 0.8
        out[n["id"]] = score
    if cued:  # graph context: co-used with a cued file, decayed by age
        for n in nodes:
            p = (n.get("path") or "").lower()
            if not p or p in cued:
                continue
            ctx = sum(math.pow(0.5, max(0, ev.turn - t) / HALF_LIFE_TURNS)
                      for t, paths in turn_paths.items() if p in paths and paths & cued)
            out[n["id"]] += CONTEXT_WEIGHT * min(1.0, ctx)
    return out


def _inhibited(ranked: list[dict], scores: dict[int, float]) -> list[dict]:
    """Lateral inhibition beyond one line per object: a candidate whose object
    words are already covered by chosen lines loses most of its score, so a
    progress line about a file does not sit next to the file itself."""
    pool = ranked[:80]
    chosen: list[dict] = []
    covered: set[str] = set()
    while pool:
        def adjusted(n):
            terms = node_terms(n) | set(words(n["text"])) if n["kind"] != "artifact" else node_terms(n)
            overlap = len(terms & covered) / len(terms) if terms else 0.0
            return scores[n["id"]] * (1 - 0.7 * overlap)
        best = max(pool, key=lambda n: (adjusted(n), -KIND_ORDER.get(n["kind"], 9), n["id"]))
        pool.remove(best)
        chosen.append(best)
        covered |= node_terms(best)
    return chosen + ranked[80:]


def order(nodes: list[dict], strategy: str, ev: Evidence | None = None,
          shown: dict[int, tuple[int, int]] | None = None) -> list[dict]:
    """Nodes in card order. ``shown``: node id -> (last turn shown, times shown), for ``due``."""
    recency = sorted(nodes, key=lambda n: (0 if n["pinned"] else 1, KIND_ORDER.get(n["kind"], 9), -n["id"]))
    if strategy == "recency":
        return recency
    if strategy == "due":
        shown = shown or {}
        def due_at(n):
            last, times = shown.get(n["id"], (None, 0))
            return (-1, -n["id"]) if last is None else (last + 2 ** min(times, 10), -n["id"])
        return sorted(nodes, key=lambda n: (0 if n["pinned"] else 1, due_at(n)))
    if strategy == "need":
        scores = need_scores(nodes, ev or Evidence([], 0))
        ranked = sorted(nodes, key=lambda n: (-scores[n["id"]], KIND_ORDER.get(n["kind"], 9), -n["id"]))
        return _inhibited(ranked, scores)
    raise ValueError(f"unknown card strategy {strategy!r}")


def line(n: dict) -> str:
    text = " ".join(n["text"].split())
    if n["kind"] == "artifact":
        text = n["path"] or text
    stale = " (changed on disk since)" if n["status"] == "stale" else ""
    body = f"- {KIND_TAG.get(n['kind'], n['kind'])}: {text}{stale} #{n['id']}"
    return _cut(body, LINE_MAX)


def _cut(text: str, limit: int) -> str:
    b = text.encode()
    if len(b) <= limit:
        return text
    return b[: max(0, limit - 3)].decode("utf-8", "ignore") + "…"


def render(ordered: list[dict], budget: int, *, pinned_share: float | None = None) -> tuple[str | None, list[int]]:
    """The card text (None when nothing fits) and the ids it shows, in order."""
    header = CARD_HEADER + " (recall/expand for details)"
    used = len(header.encode())
    if used >= budget or not ordered:
        return None, []
    lines: list[str] = []
    ids: list[int] = []
    seen: set[str] = set()
    pinned_bytes = 0
    pinned_cap = budget * pinned_share if pinned_share is not None else budget
    for n in ordered:
        key = object_key(n)
        if key in seen:
            continue  # lateral inhibition
        ln = line(n)
        size = len(ln.encode()) + 1
        if n["pinned"] and pinned_bytes + size > pinned_cap:
            continue
        if used + size > budget:
            room = budget - used - 1
            if room < 24:
                continue
            ln = _cut(ln, room)
            size = len(ln.encode()) + 1
        seen.add(key)
        lines.append(ln)
        ids.append(n["id"])
        used += size
        if n["pinned"]:
            pinned_bytes += size
    if not lines:
        return None, []
    return "\n".join([header, *lines]), ids


def build(nodes: list[dict], budget: int, strategy: str = "recency", ev: Evidence | None = None,
          shown: dict[int, tuple[int, int]] | None = None) -> tuple[str | None, list[int]]:
    ordered = order(nodes, strategy, ev, shown)
    return render(ordered, budget, pinned_share=PINNED_SHARE if strategy == "need" else None)
