"""The projected card: what matters now, within ``projectionBytes`` (UTF-8 bytes).

Pure functions over node dicts (no store). Three orderings:

- ``recency`` (the default): pinned constraints first, then by kind
  (constraint, decision, artifact, progress), newest first within a kind;
- ``due``: spaced review — never-shown nodes first, then the one whose review
  interval (doubling each time it is shown) ran out longest ago;
- ``need``: use evidence, not display: tool reads/writes of a node's path,
  human mentions of its object words and recalls, each decaying with the turns
  since; plus the current cue (the human message of this turn).

Each order leaves the files a fair share of the budget (``SHARES``).

Lateral inhibition: one line per object (entity or file), so one thing cannot
fill the card. The rendered text never exceeds the budget: a line that does
not fit is cut to what does, or left out.
"""

from __future__ import annotations

import math
import re
import os
import posixpath
from dataclasses import dataclass, field

from .extract import CARD_HEADER, words
from .nodes import STATEMENT_KINDS
from .statements import bare

KIND_ORDER = {"constraint": 0, "decision": 1, "artifact": 2, "progress": 3}
KIND_TAG = {"constraint": "must", "decision": "decided", "artifact": "files", "progress": "done"}
# The need ranking (see need_scores). Tuned on the development seeds 1-5 of both card
# workloads only (bench/README.md "Card replay protocol"); 7 and 11 are held out.
DECAY = 0.8             # base-level activation: each use counts (age in turns + 1) ** -DECAY
USE_WEIGHT = {"write": 1.0, "read": 0.8, "recall": 0.7, "mention": 0.6, "stated": 1.0}
NO_EVIDENCE = -6.0      # the base level of a node nothing ever used (ln of a tiny sum)
CUE_WEIGHT = 3.0        # the cue names the node (its file, or its object words)
DIR_CUE_WEIGHT = 1.2    # the cue names the file's directory
CONTEXT_WEIGHT = 4.0    # the cue's words were said in turns that used the file
COACTIVE_WEIGHT = 2.0   # the file was used in the same turns as the active files
ASSOC_PRIOR = 1.0       # pseudo-turns of smoothing toward the file's base rate
CONTEXT_TURNS = 400     # human turns read for association (memory.py fetches them)
# A statement coactivated by the files used in the STATEMENT_SPAN turns after it (the files
# it governs). Off: on the development seeds weight 2 gave statements +4.1 points and files
# -1.7 (A) / -2.1 (B) — items compete for the same 600 bytes; the measure is files.
STATEMENT_SPAN = 5
STATEMENT_CO_WEIGHT = 0.0
PINNED_FIRST_BYTES = 0  # pinned constraints placed before the ranking, up to this many bytes (100: files
                        # -2.9 A / -1.2 B, statements +0.1 on the development seeds: off)
PINNED_SHARE = 0.6
# A fair share of the card per order (chosen on development seed 3, B; bench/README.md):
# (pinned constraints' cap, all statements' cap) as shares of the budget, None = no cap.
# recency puts every statement before any file, so statements keep at most 85% and the
# files the turn is working on keep a few items; due shows pinned constraints first, at
# most 40%, so the review of the rest (files included) still has room.
SHARES: dict[str, tuple[float | None, float | None]] = {
    "recency": (None, 0.85), "due": (0.4, None), "need": (PINNED_SHARE, None)}
INHIBITION = 1.2
GROUP_FILES = True
LINE_MAX = 160
STRATEGIES = ("recency", "due", "need")


@dataclass
class Evidence:
    """Use evidence, gathered by the caller: (tick, how, term) rows, the current tick, the
    cue text, and optionally the words of recent human turns by tick (for association) and
    each node's creation tick by (session, turn). A tick is a project-wide turn ordinal
    (memory.py numbers (session, turn) pairs in the order they happened), so a session that
    restarts its turn counter does not make old uses look new."""
    uses: list[tuple[int, str, str]]
    turn: int
    cue: str = ""
    contexts: dict[int, frozenset[str]] = field(default_factory=dict)
    ticks: dict[tuple[str, int], int] = field(default_factory=dict)


def object_key(n: dict) -> str:
    return f"file:{n['file'] or n['path']}" if n["kind"] == "artifact" else f"{n['kind'][0]}:{n['entity']}"


def node_terms(n: dict) -> set[str]:
    """The words that name a node's object: a statement's entity words; a
    file's path (as written and resolved), basename and stem."""
    terms = set(n["entity"].split()) if n["kind"] != "artifact" else set()
    if n.get("path"):
        base = os.path.basename(n["path"]).lower()
        terms |= {n["path"].lower(), base, os.path.splitext(base)[0]}
        if n.get("file"):
            terms.add(n["file"].lower())
    return {t for t in terms if len(t) > 2}


def context_terms(n: dict) -> set[str]:
    """A file's directory names: a weaker cue than its own name ("the billing module")."""
    if not n.get("path"):
        return set()
    return {d.lower() for d in os.path.dirname(n["path"]).replace("\\", "/").split("/") if len(d) > 2} - {"src"}


def _lift(joint: int, given: int, base_rate: float) -> float:
    """How much more likely than its base rate a file is used in a turn that had the other
    thing (a cue word, an active file): P(file | other) - P(file), the conditional smoothed
    toward the base rate by ASSOC_PRIOR pseudo-turns (one co-occurrence is weak evidence),
    negative association ignored."""
    return max(0.0, (joint - given * base_rate) / (given + ASSOC_PRIOR))


def need_scores(nodes: list[dict], ev: Evidence) -> dict[int, float]:
    """need = activation, as in ACT-R's declarative memory:

    - base level: ln sum over the node's past uses of weight * (age + 1) ** -DECAY — tool
      reads/writes of its file, recalls, human mentions of its object words (per object,
      not per word), a statement's own statement — so frequency and recency both count and
      an old, often used file fades slowly instead of halving away;
    - spreading activation from the cue (this turn's human message): its naming the node
      (CUE_WEIGHT) or the file's directory; its other words by association — the lift of
      the file's use in past turns whose human message had that word (the fan effect:
      a word said everywhere spreads nothing);
    - coactivation: the lift of the file's use in turns that used the active files (the
      last turn's files and the cued ones).
    Showing a node is not use."""
    by_term: dict[str, list[tuple[int, str]]] = {}
    tool_ticks: dict[str, set[int]] = {}
    for tick, how, term in ev.uses:
        t = term.lower()
        by_term.setdefault(t, []).append((tick, how))
        if how in ("read", "write"):
            tool_ticks.setdefault(t, set()).add(tick)
    cue = set(words(ev.cue))
    out: dict[int, float] = {}
    file_ticks: dict[int, set[int]] = {}
    stmt_ticks: dict[int, set[int]] = {}
    cued: set[int] = set()
    for n in nodes:
        terms = node_terms(n)
        events: dict[int, float] = {}
        mention: dict[int, int] = {}
        for t in terms | {f"node:{n['id']}"}:
            for tick, how in by_term.get(t, ()):
                if how == "mention":
                    mention[tick] = mention.get(tick, 0) + 1
                else:
                    events[tick] = events.get(tick, 0.0) + USE_WEIGHT.get(how, 0.5)
        for tick, k in mention.items():  # per object: long statements do not outrank short ones
            events[tick] = events.get(tick, 0.0) + USE_WEIGHT["mention"] * k / max(1, len(terms))
        if n["kind"] != "artifact":
            born = ev.ticks.get((n.get("session_id"), n.get("turn")))
            if born is not None:
                events[born] = events.get(born, 0.0) + USE_WEIGHT["stated"]
                stmt_ticks[n["id"]] = set(range(born, born + STATEMENT_SPAN + 1))
        total = sum(w * math.pow(max(0, ev.turn - tick) + 1, -DECAY) for tick, w in events.items())
        score = math.log(total) if total > 0 else NO_EVIDENCE
        if terms & cue:
            score += CUE_WEIGHT * (1.0 if n["kind"] == "artifact" else len(terms & cue) / len(terms))
            cued.add(n["id"])
        elif context_terms(n) & cue:
            score += DIR_CUE_WEIGHT
        if n["status"] == "stale":
            score -= 0.2
        out[n["id"]] = score
        if n["kind"] == "artifact":
            file_ticks[n["id"]] = set().union(*(tool_ticks.get(t, set()) for t in terms))
    _associate(nodes, ev, cue, cued, file_ticks, stmt_ticks, out)
    return out


def _associate(nodes, ev: Evidence, cue: set[str], cued: set[int], file_ticks: dict[int, set[int]],
               stmt_ticks: dict[int, set[int]], out: dict[int, float]) -> None:
    """Add the cue words' and the active files' spreading activation to files (need_scores)."""
    turns = set(ev.contexts)
    if not file_ticks or not turns:
        return
    word_ticks: dict[str, set[int]] = {}
    for tick, ws in ev.contexts.items():
        for w in ws & cue:
            word_ticks.setdefault(w, set()).add(tick)
    last = max((t for ts in file_ticks.values() for t in ts), default=None)
    active = {i for i, ts in file_ticks.items() if last in ts} | (cued & set(file_ticks))
    active_ticks = {j: file_ticks[j] & turns for j in active if file_ticks[j] & turns}
    n_turns = len(turns)

    def coactivation(i: int, mine: set[int], base: float) -> float:
        """The lifts of node ``i``'s turns given each active file's turns (not its own)."""
        return sum(_lift(len(tj & mine), len(tj), base) for j, tj in active_ticks.items() if j != i)

    for i, ts in file_ticks.items():
        mine = ts & turns
        if not mine:
            continue
        base = len(mine) / n_turns
        ctx = sum(_lift(len(wt & mine), len(wt), base) for wt in word_ticks.values())
        out[i] += CONTEXT_WEIGHT * ctx + COACTIVE_WEIGHT * coactivation(i, mine, base)
    if not STATEMENT_CO_WEIGHT:
        return
    for i, ts in stmt_ticks.items():  # a statement governs the files used in the turns after it
        mine = ts & turns
        if mine:
            out[i] += STATEMENT_CO_WEIGHT * coactivation(i, mine, len(mine) / n_turns)


def _inhibited(ranked: list[dict], scores: dict[int, float]) -> list[dict]:
    """Lateral inhibition beyond one line per object: a candidate whose object
    words are already covered by chosen lines loses most of its rank (INHIBITION,
    in activation units: ln 0.3), so a progress line about a file does not sit
    next to the file itself."""
    pool = ranked[:80]
    terms = {n["id"]: node_terms(n) | set(words(n["text"])) if n["kind"] != "artifact" else node_terms(n)
             for n in pool}
    chosen: list[dict] = []
    covered: set[str] = set()
    while pool:
        def adjusted(n):
            t = terms[n["id"]]
            overlap = len(t & covered) / len(t) if t else 0.0
            return scores[n["id"]] - INHIBITION * overlap
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
        ranked = _inhibited(sorted(nodes, key=lambda n: (-scores[n["id"]], KIND_ORDER.get(n["kind"], 9), -n["id"])),
                            scores)
        first, size = [], 0
        for n in ranked:  # "pinned constraints first", within PINNED_FIRST_BYTES
            if n["pinned"] and size + (grow := _size(line(n)) + 1) <= PINNED_FIRST_BYTES:
                first.append(n)
                size += grow
        return first + [n for n in ranked if n not in first] if first else ranked
    raise ValueError(f"unknown card strategy {strategy!r}")


STALE_MARK = " (changed on disk since)"
HEADER = CARD_HEADER + " (recall/expand #id)"


_DONE = re.compile(r"^\s*(?:done|finished|completed)\s*[:.,\-–]\s*", re.I)  # the "done" tag says it


def line(n: dict) -> str:
    """A statement's or progress note's line (a statement without its announcing words)."""
    text = " ".join((bare(n["text"]) if n["kind"] in STATEMENT_KINDS else _DONE.sub("", n["text"])).split())
    stale = STALE_MARK if n["status"] == "stale" else ""
    return _cut(f"- {KIND_TAG.get(n['kind'], n['kind'])}: {text}{stale} #{n['id']}", LINE_MAX)


def relative_to(nodes: list[dict], cwd: str | None) -> list[dict]:
    """The nodes with each file inside ``cwd`` (the session the card is for) shown
    relative to it (``shown_path``): a path a tool wrote absolute takes the bytes of
    its project's prefix on every card and a directory line of its own apart from the
    same directory written relative. Other files keep the path as written."""
    if not cwd:
        return nodes
    root = cwd.rstrip("/") + "/"
    out = []
    for n in nodes:
        f = n.get("file") or ""
        if n["kind"] == "artifact" and f.startswith(root) and n.get("path") != f[len(root):]:
            n = {**n, "shown_path": f[len(root):]}
        out.append(n)
    return out


def file_item(n: dict) -> tuple[str, str]:
    """(directory line prefix, item) of a file: files share one line per directory —
    ``- files src/billing/: models.py#4, views.py (changed)#9`` — so a path's directory is
    written once, not once per file (the same paths in fewer bytes: more of them fit)."""
    path = (n.get("shown_path") or n["path"] or n["file"] or n["text"]).replace("\\", "/")
    head, base = posixpath.split(path)
    stale = STALE_MARK if n["status"] == "stale" else ""
    if not GROUP_FILES:  # one line per file (the ablation the bench measures)
        return f"- file: {path}{stale} #{n['id']}", ""
    prefix = f"- {KIND_TAG['artifact']} {head}/: " if head else f"- {KIND_TAG['artifact']}: "
    return prefix, f"{base}{stale}#{n['id']}"


def _cut(text: str, limit: int) -> str:
    b = text.encode()
    if len(b) <= limit:
        return text
    return b[: max(0, limit - 3)].decode("utf-8", "ignore") + "…"


def _size(s: str) -> int:
    return len(s.encode())


def render(ordered: list[dict], budget: int, *, pinned_share: float | None = None,
           statement_share: float | None = None) -> tuple[str | None, list[int]]:
    """The card text (None when nothing fits) and the ids it shows, in display order:
    nodes are taken in ``ordered`` order while they fit, then shown by kind (pinned
    constraints, constraints, decisions, files grouped by directory, progress)."""
    used = _size(HEADER)
    if used >= budget or not ordered:
        return None, []
    lines: dict[int, str] = {}             # statement / progress id -> its line
    groups: dict[str, list[tuple[int, str]]] = {}  # file line prefix -> [(id, item)]
    taken: list[dict] = []
    seen: set[str] = set()
    pinned_bytes = statement_bytes = 0
    pinned_cap = budget * pinned_share if pinned_share is not None else budget
    statement_cap = budget * statement_share if statement_share is not None else budget
    for n in ordered:
        key = object_key(n)
        if key in seen:
            continue  # lateral inhibition
        if n["kind"] == "artifact":
            prefix, item = file_item(n)
            size = _size(item) + (2 if prefix in groups else 1 + _size(prefix))
            if used + size > budget:
                continue
            groups.setdefault(prefix, []).append((n["id"], item))
        else:
            ln = line(n)
            size = _size(ln) + 1
            if n["pinned"] and pinned_bytes + size > pinned_cap:
                continue
            statement = n["kind"] in STATEMENT_KINDS
            if statement and statement_bytes + size > statement_cap:
                continue
            if used + size > budget:
                room = budget - used - 1
                if room < 24:
                    continue
                ln = _cut(ln, room)
                size = _size(ln) + 1
            lines[n["id"]] = ln
            if n["pinned"]:
                pinned_bytes += size
            if statement:
                statement_bytes += size
        seen.add(key)
        taken.append(n)
        used += size
    if not taken:
        return None, []
    out, ids = [HEADER], []
    rank = {"pinned": 0, **{k: v + 1 for k, v in KIND_ORDER.items()}}
    by_kind = sorted(taken, key=lambda n: rank["pinned"] if n["pinned"] else rank.get(n["kind"], 9))
    done_groups: set[str] = set()
    for n in by_kind:
        if n["kind"] != "artifact":
            out.append(lines[n["id"]])
            ids.append(n["id"])
            continue
        prefix, _ = file_item(n)
        if prefix in done_groups:
            continue
        done_groups.add(prefix)
        out.append(prefix + ", ".join(item for _, item in groups[prefix]))
        ids += [i for i, _ in groups[prefix]]
    return "\n".join(out), ids


def build(nodes: list[dict], budget: int, strategy: str = "recency", ev: Evidence | None = None,
          shown: dict[int, tuple[int, int]] | None = None) -> tuple[str | None, list[int]]:
    ordered = order(nodes, strategy, ev, shown)
    pinned_share, statement_share = SHARES[strategy]
    return render(ordered, budget, pinned_share=pinned_share, statement_share=statement_share)
