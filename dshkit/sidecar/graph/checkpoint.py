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

from .extract import human_facts

MIN_SPAN = 1200
FLOOR, CEIL, SHARE, MAX_SHARE = 600, 3000, 0.20, 0.45
_SALIENT = re.compile(
    r"`[^`\n]{1,60}`|\"[^\"\n]{1,60}\"|'[^'\n]{2,60}'"                # quoted
    r"|(?:[\w.-]+/)+[\w.-]+|[\w-]+\.[A-Za-z]{1,5}\b"                   # paths, file names
    r"|\bv?\d+(?:[.:]\d+)+\b|\b[A-Z]+-?\d+\b|\b\w*\d\w*\b"            # versions, codes, numbers
    r"|\b[A-Z][a-zA-Z]+(?:[A-Z][a-z]+)+\b|\b[a-z]+_[a-z_]+\b"         # CamelCase, snake_case
    r"|\b[A-Z][a-zA-Z]{2,}\b|[\u3400-\u9fff]{2,8}", re.U)
_STOP_CAPS = frozenset({"The", "This", "That", "Then", "Please", "Also", "And", "But", "Now", "Let", "We", "You",
                        "It", "If", "When", "After", "Before", "OK", "Ok", "Yes", "No", "I", "Done", "Sure",
                        "Next", "First", "Thanks", "Here", "There", "Tool", "What", "How", "Why", "Can", "Could"})


def budget_for(span_bytes: int) -> int:
    return int(min(max(SHARE * span_bytes, FLOOR), CEIL, MAX_SHARE * span_bytes))


def salient(text: str) -> list[str]:
    out: list[str] = []
    for m in _SALIENT.finditer(text):
        t = m.group(0)
        if t in _STOP_CAPS or t in out:
            continue
        out.append(t)
    return out


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


def checkpoint(messages: list[dict], *, session_id: str | None = None, budget: int | None = None,
               constraints: list[str] | None = None) -> dict:
    """``messages``: [{role, text, seq?}]. Returns {refused, reason} or the checkpoint."""
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
            carried += _carried_constraints(str(m.get("text") or ""))
        elif m.get("role") == "user":
            for f in human_facts(m.get("seq") if aligned else i, 0, str(m.get("text") or "")):
                latest[f.entity] = " ".join(f.text.split())[:160]
    rules = list(dict.fromkeys([*(constraints or []), *carried, *latest.values()]))
    head = ["Checkpoint (no model): constraints, then a directory of the span."]
    head.append(f"Expand a line: memory/expand {{sessionId: {session_id!r}, fromSeq, toSeq}}" if aligned else
                "Directory not aligned with host coordinates: expand is unavailable for it.")
    # Terms: rarest across the span first (one-off details outrank repeated words).
    per_msg = [salient(str(m.get("text") or "")) for m in messages]
    df = Counter(t for terms in per_msg for t in set(terms))
    ranked = [sorted(terms, key=lambda t: (df[t], terms.index(t))) for terms in per_msg]
    rule_budget = int(budget * 0.3)
    rule_lines = _fit(["Constraints:", *[f"- {r}" for r in rules]], rule_budget) if rules else []
    if len(rule_lines) == 1:
        rule_lines = []
    fixed = sum(len(x.encode()) + 1 for x in head + rule_lines) + len("Directory:\n".encode())
    room = budget - fixed
    k = max((len(r) for r in ranked), default=0)
    def directory(k: int) -> list[str]:
        out = []
        for i, (m, terms) in enumerate(zip(messages, ranked)):
            if not terms[:k]:
                continue
            coord = m["seq"] if aligned else f"#{i}"
            keep = sorted(terms[:k], key=per_msg[i].index)
            out.append(f"[{coord}] {str(m.get('role') or '?')[:1]}: " + " · ".join(keep))
        return out
    lines = directory(k)
    while k > 1 and sum(len(x.encode()) + 1 for x in lines) > room:
        k -= 1
        lines = directory(k)
    # Still too big at one term a line: the most recent lines win (oldest dropped).
    while lines and sum(len(x.encode()) + 1 for x in lines) > room:
        lines.pop(0)
    text = "\n".join(head + rule_lines + ["Directory:"] + lines)
    while len(text.encode()) > budget and lines:  # defensive: never over budget
        lines.pop(0)
        text = "\n".join(head + rule_lines + ["Directory:"] + lines)
    return {"refused": False, "text": text, "bytes": len(text.encode()), "budgetBytes": budget,
            "spanBytes": span_bytes, "aligned": aligned, "constraints": len(rule_lines) - 1 if rule_lines else 0,
            "directoryLines": len(lines)}
