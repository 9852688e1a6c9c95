"""Deviations: what tells the flow the agent's guidance fell short.

Two sources: a user correction in a logged span ("no, …", "actually …", 不对 …:
graph memory's own classifier, ``graph/statements.correction``, over the same
human words graph extraction reads) and a deviation the host reports with
``evolve/deviation`` (e.g. ``tool-failure:bash`` after repeated failures).
A correction's ``task`` is the human request before it in the session: what a
probe replays. Texts are redacted like everything the log keeps.
"""

from __future__ import annotations

from dshkit.sidecar.graph.extract import human_text, sentences
from dshkit.sidecar.graph.statements import correction
from dshkit.sidecar.redact import redact

CORRECTION_KIND = "correction"
MAX_KIND = 64


def corrections(events: list[dict], last_request: tuple[str, int | None] = ("", None)
                ) -> tuple[list[tuple[int, str, str, int | None]], tuple[str, int | None]]:
    """``([(seq, sentence, task, task seq)], last request)`` for the user messages of one
    span's events; the last request (text, seq) carries over to the session's next span."""
    found = []
    for e in events:
        if e.get("type") != "user/message" or not isinstance(e.get("seq"), int):
            continue
        text = human_text(e)
        if not text:
            continue
        hits = [s for s in sentences(text) if correction(s)]
        if hits:
            found.append((e["seq"], redact(hits[0])[:2000], *last_request))
        else:
            last_request = (redact(text)[:4000], e["seq"])
    return found, last_request


def forget_hook(store, attached):
    """``memory/forget``'s hook (server.EXTENSIONS): a forgotten message takes its deviation
    and any task read from it along. Works with no sidecar (``dshkit memory forget``)."""
    from dshkit.sidecar.forget import fragment
    from dshkit.sidecar.names import is_operational

    from .ledger import Ledger

    def forget(entry: dict, rewritten: list[str]) -> list[bytes]:
        sid, seq = entry.get("session_id"), entry.get("source_seq")
        if not is_operational(entry["name"]) or not sid or not isinstance(seq, int):
            return []
        texts = Ledger(store).forget_message(sid, seq)
        return [f for t in texts for f in fragment(t)]
    return forget


def valid_kind(kind: str) -> bool:
    """A host-reported kind: a short word-ish label (``tool-failure:bash``)."""
    return 0 < len(kind) <= MAX_KIND and all(c.isalnum() or c in "-_:./" for c in kind)
