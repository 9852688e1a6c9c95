"""After a compaction the model no longer sees what was injected before it.

DSH's ``compaction/summary`` replaces the older history with a summary, and
the memory injected into that history goes with it. So the session's
injection state is reset: the next ``agent/preStep`` answers a ``baseline``
again instead of ``none``. A replay after a restart sends the same event
again; the seq of the last compaction handled is kept in the store's ``meta``
(``rebaseline:<sessionId>``) so a replayed one resets nothing.
"""

from __future__ import annotations

from dshkit.sidecar import injection_state
from dshkit.sidecar.store import Store


def on_event(store: Store, session_id: str, event: dict) -> bool:
    """Reset the injection state on a new ``compaction/summary``; True if it did."""
    if event.get("type") != "compaction/summary":
        return False
    seq = event.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool):
        return False
    key = f"rebaseline:{session_id}"
    last = store.get_meta(key)
    if last is not None and int(last) >= seq:
        return False
    state = injection_state.load(store, session_id)
    injection_state.save(store, session_id, delivered={}, reminded=state["reminded"], has_baseline=0,
                         pending_token=None, pending=None)
    store.set_meta(key, str(seq))
    return True
