"""What the sidecar pushes into the agent's context.

- :func:`agent_start_text`: rules and taboos of the project and global scope
  within a byte budget, plus one line naming the store when it is not the
  default (docs/memory.md "Injection").
- :class:`DeltaInjector`: differential injection (docs/memory.md "Injection"): a
  baseline first, then only added / updated / removed entries, nothing when
  nothing changed. What the session has *seen* is committed only when the host
  acknowledges delivery of the token the sidecar handed out.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Callable

from dshkit.sidecar import injection_state
from dshkit.sidecar.hashing import sha256_hex
from dshkit.sidecar.store import Store, now_ms

ROW_CHARS = 400
DEFAULT_BUDGET = 3072
_KIND_ORDER = ("rule", "taboo", "decision", "fact", "note")
_KIND_HEADING = {"rule": "Rules", "taboo": "Taboos", "decision": "Decisions", "fact": "Facts",
                 "note": "Notes"}


def _one_line(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def entry_row(entry: dict, limit: int = ROW_CHARS) -> str:
    title = entry.get("title") or ""
    body = entry.get("body") or ""
    text = f"{title}: {body}" if title and not body.startswith(title) else body
    return _one_line(text, limit)


def _fits(parts: list[str], line: str, budget: int, reserve: int = 0) -> bool:
    size = len("\n".join(parts + [line]).encode("utf-8"))
    return size + reserve <= budget


def agent_start_text(store: Store, project: str, *, budget: int = DEFAULT_BUDGET,
                     store_line: str | None = None,
                     knowledge: Callable[..., list[dict]] | None = None) -> tuple[str | None, dict, dict[str, str]]:
    """(text or None, info, shown). Rules first, then taboos; rows that do not
    fit the budget are left out and counted in a closing line. ``shown`` maps
    each entry in the text to its content hash, so the session's first
    differential injection does not repeat them (DeltaInjector.mark_shown).
    ``knowledge(scopes, tag=)``: the active entries to read (default the
    store's; the sidecar adds its remote stores', e.g. the team's)."""
    knowledge = knowledge or store.knowledge_entries
    sections = [("Rules", knowledge([project], tag="rule")),
                ("Taboos", knowledge([project], tag="taboo"))]
    info = {"rules": 0, "taboos": 0, "omitted": 0, "budgetBytes": budget}
    shown: dict[str, str] = {}
    if not any(rows for _, rows in sections) and not store_line:
        return None, {**info, "bytes": 0}, shown
    parts = ["## Long-term memory"]
    tail = [store_line] if store_line else []
    reserve = len("\n".join(tail).encode("utf-8")) + 80 if tail else 80
    for heading, rows in sections:
        if not rows:
            continue
        if not _fits(parts, f"### {heading}", budget, reserve):
            info["omitted"] += len(rows)
            continue
        parts.append(f"### {heading}")
        for entry in rows:
            line = f"- {entry_row(entry)}"
            if _fits(parts, line, budget, reserve):
                parts.append(line)
                info[heading.lower()] += 1
                shown[entry["name"]] = entry["content_hash"]
            else:
                info["omitted"] += 1
    if info["omitted"]:
        parts.append(f"({info['omitted']} more left out by the {budget}-byte budget; search memory for them)")
    parts += tail
    text = "\n".join(parts)
    info["bytes"] = len(text.encode("utf-8"))
    return text, info, shown


# -- verify_when ------------------------------------------------------------------

_ISO = re.compile(r"^\s*(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?\s*$")
_REL_CN = re.compile(r"^\s*(\d+)\s*(天|日|周|星期|个星期|个月|月|年)(?:后|以后|之后)\s*$")
_REL_EN = re.compile(r"^\s*in\s+(\d+)\s+(days?|weeks?|months?|years?)\s*$", re.I)
_NOW = re.compile(r"^\s*(立即|立刻|马上|现在|now|immediately|asap)\s*$", re.I)
_UNIT_DAYS = {"天": 1, "日": 1, "周": 7, "星期": 7, "个星期": 7, "个月": 30, "月": 30, "年": 365,
              "day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30, "year": 365,
              "years": 365}


def verify_due_ms(verify_when: str | None, created_ms: int) -> int | None:
    """When a ``verify_when`` falls due (epoch ms); None for prose (never fires)."""
    if not verify_when:
        return None
    m = _ISO.match(verify_when)
    if m:
        try:
            day = dt.datetime.fromisoformat(m.group(1) + ("T" + m.group(2) if m.group(2) else ""))
        except ValueError:
            return None
        if day.tzinfo is None:
            day = day.replace(tzinfo=dt.timezone.utc)
        return int(day.timestamp() * 1000)
    if _NOW.match(verify_when):
        return created_ms
    m = _REL_CN.match(verify_when) or _REL_EN.match(verify_when)
    if m:
        days = int(m.group(1)) * _UNIT_DAYS[m.group(2).lower()]
        return created_ms + days * 86_400_000
    return None


# -- differential injection -----------------------------------------------------------

def _entry_kind(entry: dict) -> str:
    tags = entry.get("tags") or []
    for k in _KIND_ORDER:
        if entry.get("kind") == k or k in tags:
            return k
    return entry.get("kind") or "note"


def _delta_row(entry: dict) -> str:
    return f"- {entry_row(entry, 300)} [{entry['name']}]"


class DeltaInjector:
    def __init__(self, store: Store, budget: int = DEFAULT_BUDGET):
        self.store = store
        self.budget = budget

    def acknowledge(self, session_id: str, token: str) -> bool:
        """The host says the injection carrying ``token`` reached the session."""
        with self.store.transaction():
            state = injection_state.load(self.store, session_id)
            if not token or state["pending_token"] != token or state["pending"] is None:
                return False
            pending = state["pending"]
            injection_state.save(
                self.store, session_id, delivered=pending["snapshot"],
                reminded=sorted(set(state["reminded"]) | set(pending.get("reminded", []))),
                has_baseline=1, pending_token=None, pending=None)
            return True

    def mark_shown(self, session_id: str, shown: dict[str, str]) -> None:
        """Entries the session's start text showed (agent/start) count as seen:
        the host puts that text into the session's first step, the same step
        that carries the baseline, which would otherwise repeat every rule.
        A later change of one of them still comes as an update."""
        if not shown:
            return
        with self.store.transaction():
            state = injection_state.load(self.store, session_id)
            injection_state.save(self.store, session_id, delivered={**state["delivered"], **shown},
                                 reminded=state["reminded"], has_baseline=state["has_baseline"],
                                 pending_token=state["pending_token"], pending=state["pending"])

    def pre_step(self, session_id: str, project: str, *, delivered: str | None = None,
                 now: int | None = None, knowledge: Callable[..., list[dict]] | None = None) -> dict:
        """``knowledge``: as for :func:`agent_start_text`."""
        now = now_ms() if now is None else now
        acked = self.acknowledge(session_id, delivered) if delivered else False
        state = injection_state.load(self.store, session_id)
        seen: dict[str, str] = state["delivered"]
        entries = {e["name"]: e for e in (knowledge or self.store.knowledge_entries)([project])}
        current = {name: e["content_hash"] for name, e in entries.items()}
        added = sorted((n for n in current if n not in seen), key=lambda n: (entries[n]["created"], n))
        updated = sorted(n for n in current if n in seen and seen[n] != current[n])
        removed = sorted(n for n in seen if n not in current)
        baseline = not state["has_baseline"]
        result = {"text": None, "token": None, "kind": "none", "acknowledged": acked,
                  "added": [], "updated": [], "removed": [], "bytes": 0, "budgetBytes": self.budget}
        if added or updated or removed:
            text, shown_added, shown_updated = self._render(baseline, entries, added, updated, removed)
            snapshot = dict(seen)
            for n in removed:
                snapshot.pop(n, None)
            for n in shown_added + shown_updated:
                snapshot[n] = current[n]
            kind = "baseline" if baseline else "delta"
            result.update(text=text, kind=kind, added=shown_added, updated=shown_updated,
                          removed=removed)
            reminded: list[str] = []
        else:
            if baseline and seen:  # the start text showed everything: that was the baseline
                state["has_baseline"] = 1
                injection_state.save(self.store, session_id, delivered=seen, reminded=state["reminded"],
                                     has_baseline=1, pending_token=state["pending_token"],
                                     pending=state["pending"])
            due = self._due(entries, set(state["reminded"]), now)
            if not due:
                self._clear_pending(session_id, state)
                return result
            text = "## Memory to re-verify\n" + "\n".join(
                f"- {entry_row(entries[n], 200)} [{n}] (verify_when: {entries[n]['verify_when']})"
                for n in due)
            snapshot = dict(seen)
            reminded = due
            result.update(text=text, kind="reminder", reminders=due)
        token = sha256_hex(json.dumps([session_id, snapshot, reminded, now],
                                      sort_keys=True).encode())[:16]
        injection_state.save(self.store, session_id, delivered=seen, reminded=state["reminded"],
                             has_baseline=state["has_baseline"], pending_token=token,
                             pending={"snapshot": snapshot, "reminded": reminded})
        result["token"] = token
        result["bytes"] = len(result["text"].encode("utf-8"))
        return result

    def carried(self, session_id: str) -> set[str]:
        """Names of the knowledge entries the session's memory blocks carry once this
        step's answer is delivered: what it was shown (the agent-start block, earlier
        injections) plus what the injection just offered. Another block of the same
        answer (the graph card) leaves out what these already say: one line per fact."""
        state = injection_state.load(self.store, session_id)
        pending = state["pending"]
        return set(pending["snapshot"] if pending else state["delivered"])

    def _clear_pending(self, session_id: str, state: dict) -> None:
        if state["pending_token"] is not None:
            injection_state.save(self.store, session_id, delivered=state["delivered"],
                                 reminded=state["reminded"], has_baseline=state["has_baseline"],
                                 pending_token=None, pending=None)

    def _due(self, entries: dict, reminded: set, now: int) -> list[str]:
        due = []
        for name, e in entries.items():
            if name in reminded:
                continue
            at = verify_due_ms(e.get("verify_when"), e["created"])
            if at is not None and at <= now:
                due.append(name)
        return sorted(due)

    def _render(self, baseline: bool, entries: dict, added: list[str], updated: list[str],
                removed: list[str]) -> tuple[str, list[str], list[str]]:
        """Markdown within the budget. Removals always fit (one short line each);
        added/updated rows that do not fit stay unseen and come next step."""
        parts = ["## Memory (baseline)" if baseline else "## Memory update"]
        reserve = 100 + sum(len(n) + 4 for n in removed)
        shown_added: list[str] = []
        shown_updated: list[str] = []
        if baseline:
            groups: dict[str, list[str]] = {}
            for n in added:
                groups.setdefault(_entry_kind(entries[n]), []).append(n)
            order = [k for k in _KIND_ORDER if k in groups] + sorted(k for k in groups if k not in _KIND_ORDER)
            for k in order:
                header = f"### {_KIND_HEADING.get(k, k.title())}"
                if not _fits(parts, header, self.budget, reserve):
                    break
                parts.append(header)
                for n in groups[k]:
                    line = _delta_row(entries[n])
                    if _fits(parts, line, self.budget, reserve):
                        parts.append(line)
                        shown_added.append(n)
        else:
            for heading, names, shown in (("### Added", added, shown_added),
                                          ("### Updated", updated, shown_updated)):
                if not names or not _fits(parts, heading, self.budget, reserve):
                    continue
                parts.append(heading)
                for n in names:
                    line = _delta_row(entries[n])
                    if _fits(parts, line, self.budget, reserve):
                        parts.append(line)
                        shown.append(n)
                if parts[-1] == heading:
                    parts.pop()
        if removed:
            parts.append("### Removed")
            parts += [f"- {n}" for n in removed]
        left = len(added) + len(updated) - len(shown_added) - len(shown_updated)
        if left:
            parts.append(f"({left} more next step: {self.budget}-byte budget)")
        return "\n".join(parts), shown_added, shown_updated
