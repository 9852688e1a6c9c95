"""The compaction backend's checkpoint: constraints plus an addressable directory of a span.

No model call. The budget is 20% of the span, clamped to 600–3000 bytes and
never above 45% of the span; a span under 1,200 bytes is refused (a
checkpoint's fixed overhead would not pay for itself). The directory keeps,
per message, its seq and the *salient terms* — paths, identifiers, numbers,
versions, quoted strings, capitalised names — rarest first, so details that
occur once survive before words the span repeats. When every message carries
a seq and the session is known, the directory says how to expand a line
(``memory/expand``); otherwise it says it cannot be expanded.
"""

from __future__ import annotations

import re
from collections import Counter

from dshkit.sidecar.redact import redact

from .extract import human_facts

MIN_SPAN = 1200
FLOOR, CEIL, SHARE, MAX_SHARE = 600, 3000, 0.20, 0.45
# Every repetition is bounded (W characters at most): an unbounded ``[\w.-]+`` before a
# ``/`` or ``.`` that never comes retried the whole run from each of its positions, so a
# 200,000-character token took minutes (quadratic); bounded, each position costs at most
# W steps. A term longer than that is not a salient detail anyway.
_W = 80
_SALIENT = re.compile(
    r"`[^`\n]{1,60}`|\"[^\"\n]{1,60}\"|'[^'\n]{2,60}'"                              # quoted
    rf"|(?<![\w.-])(?:[\w.-]{{1,{_W}}}/){{1,16}}[\w.-]{{1,{_W}}}"                        # paths
    rf"|(?<![\w-])[\w-]{{1,{_W}}}\.[A-Za-z]{{1,5}}\b"                                  # file names
    rf"|\bv?\d{{1,{_W}}}(?:[.:]\d{{1,{_W}}}){{1,16}}\b|\b[A-Z]{{1,{_W}}}-?\d{{1,{_W}}}\b"   # versions, codes
    rf"|\b\w{{0,{_W}}}\d\w{{0,{_W}}}\b"                                                # numbers
    rf"|\b[A-Z][a-zA-Z]{{1,{_W}}}(?:[A-Z][a-z]{{1,{_W}}}){{1,16}}\b|\b[a-z]{{1,{_W}}}_[a-z_]{{1,{_W}}}\b"  # Camel, snake
    rf"|\b[A-Z][a-zA-Z]{{2,{_W}}}\b|[\u3400-\u9fff]{{2,8}}", re.U)
_STOP_CAPS = frozenset({"The", "This", "That", "Then", "Please", "Also", "And", "But", "Now", "Let", "We", "You",
                        "It", "If", "When", "After", "Before", "OK", "Ok", "Yes", "No", "I", "Done", "Sure",
                        "Next", "First", "Thanks", "Here", "There", "Tool", "What", "How", "Why", "Can", "Could"})


def budget_for(span_bytes: int) -> int:
    return int(min(max(SHARE * span_bytes, FLOOR), CEIL, MAX_SHARE * span_bytes))


def salient(text: str) -> list[str]:
    """The span's salient terms in order of first occurrence, each once (a dict
    keeps the order: a list's ``in`` made a 2,000-line read result quadratic)."""
    out: dict[str, None] = {}
    for m in _SALIENT.finditer(text):
        t = m.group(0)
        if t not in _STOP_CAPS:
            out.setdefault(t)
    return list(out)


def _carried_constraints(text: str) -> list[str]:
    """The constraint lines of an earlier checkpoint (between "Constraints:" and "Directory:")."""
    out, inside = [], False
    for line in text.splitlines():
        if line.strip() == "Constraints:":
            inside = True
        elif line.strip() == "Directory:":
            break
        elif inside and line.startswith("- "):
            out.append(line[2:].strip())
    return out


def _fit(lines: list[str], budget: int) -> list[str]:
    kept, used = [], 0
    for ln in lines:
        size = len(ln.encode()) + 1
        if used + size > budget:
            break
        kept.append(ln)
        used += size
    return kept


SEP = " · "
SCAN_MESSAGE = 16_384    # characters of one message searched for terms: its head and tail halves
SCAN_TOTAL = 1 << 20     # characters searched in all, newest messages first (older ones: no terms)


def _scanned(texts: list[str]) -> list[str]:
    """What of each message is searched for terms: a directory line holds a few
    terms, so a 2 MB tool result needs only its ends, and a span's oldest
    messages none past SCAN_TOTAL (the request stays fast at any input size)."""
    out = [""] * len(texts)
    left = SCAN_TOTAL
    for i in range(len(texts) - 1, -1, -1):
        t = texts[i]
        if len(t) > SCAN_MESSAGE:
            half = SCAN_MESSAGE // 2
            t = t[:half] + "\n" + t[-half:]
        if len(t) > left:
            break
        out[i] = t
        left -= len(t)
    return out



def _within_budget(head: list[str], rule_lines: list[str], lines: list[str], budget: int) -> str:
    """The checkpoint's text, never over ``budget`` bytes: a budget too small for
    the fixed lines drops the expand hint, then the title, then cuts the text at
    a character boundary."""
    for h in (head, head[:1], []):
        text = "\n".join(h + rule_lines + ["Directory:"] + lines)
        if len(text.encode()) <= budget:
            return text
    return text.encode()[:budget].decode("utf-8", "ignore")


def checkpoint(messages: list[dict], *, session_id: str | None = None, budget: int | None = None,
               constraints: list[str] | None = None) -> dict:
    """``messages``: [{role, text, seq?}]. Returns {refused, reason} or the checkpoint."""
    # redacted first: a checkpoint is a block the host keeps, and a span may quote a secret
    texts = [redact(str(m.get("text") or "")) for m in messages]
    span_bytes = sum(len(str(m.get("text") or "").encode()) for m in messages)
    if span_bytes < MIN_SPAN:
        return {"refused": True, "spanBytes": span_bytes,
                "reason": f"span of {span_bytes} bytes is under {MIN_SPAN}: a checkpoint would not be smaller"}
    budget = budget_for(span_bytes) if budget is None else budget
    aligned = bool(session_id) and all(isinstance(m.get("seq"), int) and not isinstance(m.get("seq"), bool)
                                       for m in messages)
    # Constraints: those given (the graph's live ones) plus the span's own, latest per object.
    latest: dict[str, str] = {}
    carried: list[str] = []
    for i, m in enumerate(messages):
        if m.get("role") == "checkpoint":  # an earlier checkpoint: its constraints carry forward
            carried += _carried_constraints(texts[i])
        elif m.get("role") == "user":
            for f in human_facts(m.get("seq") if aligned else i, 0, texts[i]):
                latest[f.entity] = " ".join(f.text.split())[:160]
    rules = list(dict.fromkeys([*(constraints or []), *carried, *latest.values()]))
    head = ["Checkpoint (no model): constraints, then a directory of the span."]
    head.append(f"Expand a line: memory/expand {{sessionId: {session_id!r}, fromSeq, toSeq}}" if aligned else
                "Directory not aligned with host coordinates: expand is unavailable for it.")
    # Terms: rarest across the span first (one-off details outrank repeated words).
    per_msg = [salient(t) for t in _scanned(texts)]
    df = Counter(t for terms in per_msg for t in terms)  # terms are unique per message
    ranked = [sorted(range(len(terms)), key=lambda j, terms=terms: (df[terms[j]], j)) for terms in per_msg]
    rule_budget = int(budget * 0.3)
    rule_lines = _fit(["Constraints:", *[f"- {r}" for r in rules]], rule_budget) if rules else []
    if len(rule_lines) == 1:
        rule_lines = []
    fixed = sum(len(x.encode()) + 1 for x in head + rule_lines) + len("Directory:\n".encode())
    room = budget - fixed
    # A line is "[coord] r: " plus its k rarest terms joined by " · ": its size for
    # each k is a prefix sum, so the largest k that fits is found by bisection
    # (each try O(messages)), not by rebuilding the directory for every k.
    prefixes, sizes = [], []
    for i, (m, order) in enumerate(zip(messages, ranked)):
        coord = m["seq"] if aligned else f"#{i}"
        prefixes.append(f"[{coord}] {str(m.get('role') or '?')[:1]}: ")
        acc, run = [0], 0
        for j in order:
            run += len(per_msg[i][j].encode()) + len(SEP.encode())
            acc.append(run)
        sizes.append(acc)
    head_bytes = [len(p.encode()) + 1 - len(SEP.encode()) for p in prefixes]

    def total(k: int) -> int:
        return sum(h + acc[min(k, len(acc) - 1)] for h, acc in zip(head_bytes, sizes) if len(acc) > 1)
    lo, hi = 1, max((len(r) for r in ranked), default=0)
    if hi and total(hi) > room:
        while lo < hi:  # the largest k with total(k) <= room (1 when none fits)
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if total(mid) <= room else (lo, mid - 1)
    k = hi
    lines = []
    for i, order in enumerate(ranked):
        if order[:k]:
            keep = sorted(order[:k])  # back in the message's own order
            lines.append(prefixes[i] + SEP.join(per_msg[i][j] for j in keep))
    # Still too big at one term a line: the most recent lines win (oldest dropped).
    used = sum(len(x.encode()) + 1 for x in lines)
    start = 0
    while start < len(lines) and used > room:
        used -= len(lines[start].encode()) + 1
        start += 1
    lines = lines[start:]
    text = _within_budget(head, rule_lines, lines, budget)
    return {"refused": False, "text": text, "bytes": len(text.encode()), "budgetBytes": budget,
            "spanBytes": span_bytes, "aligned": aligned, "constraints": len(rule_lines) - 1 if rule_lines else 0,
            "directoryLines": len(lines)}
