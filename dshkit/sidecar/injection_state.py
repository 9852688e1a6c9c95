"""Recall's per-session injection state (docs/memory.md "Injection").

What the agent has been shown of each entry (``delivered``: name -> content
hash), which reminders it got, whether the baseline was sent, and the one
injection offered but not yet acknowledged (``pending_token`` / ``pending``).
Kept in the store so a restarted sidecar does not repeat itself.
"""

from __future__ import annotations

import json

from dshkit.sidecar.store import Store, now_ms



def load(store: Store, session_id: str) -> dict:
    """A session's injection state; the empty state when it has none yet."""
    with store.lock:
        row = store.db.execute("SELECT * FROM injection_state WHERE session_id=?", (session_id,)).fetchone()
    if row is None:
        return {"session_id": session_id, "delivered": {}, "reminded": [], "has_baseline": 0,
                "pending_token": None, "pending": None}
    d = dict(row)
    d["delivered"] = json.loads(d["delivered"])
    d["reminded"] = json.loads(d["reminded"])
    d["pending"] = json.loads(d["pending"]) if d["pending"] else None
    return d


def save(store: Store, session_id: str, *, delivered: dict, reminded: list, has_baseline: int,
         pending_token: str | None, pending: dict | None) -> None:
    with store.transaction() as db:
        db.execute(
            "INSERT INTO injection_state VALUES (?,?,?,?,?,?,?) ON CONFLICT(session_id) DO UPDATE SET"
            " delivered=excluded.delivered, reminded=excluded.reminded, has_baseline=excluded.has_baseline,"
            " pending_token=excluded.pending_token, pending=excluded.pending, updated=excluded.updated",
            (session_id, json.dumps(delivered, sort_keys=True), json.dumps(sorted(reminded)),
             has_baseline, pending_token,
             None if pending is None else json.dumps(pending, ensure_ascii=False, sort_keys=True),
             now_ms()))


def forget_name(store: Store, name: str) -> None:
    """``memory/forget``: no session keeps the name as shown (a later injection
    would announce it removed, naming it again), and an offered injection that
    holds it is withdrawn (it will be offered anew without it)."""
    with store.transaction() as db:
        rows = db.execute("SELECT session_id, delivered, pending FROM injection_state"
                          " WHERE instr(delivered, ?) OR instr(coalesce(pending, ''), ?)", (name, name)).fetchall()
        for sid, delivered, pending in rows:
            shown = json.loads(delivered)
            shown.pop(name, None)
            db.execute("UPDATE injection_state SET delivered=?, updated=? WHERE session_id=?",
                       (json.dumps(shown, sort_keys=True), now_ms(), sid))
            if pending and name in pending:
                db.execute("UPDATE injection_state SET pending=NULL, pending_token=NULL WHERE session_id=?", (sid,))
