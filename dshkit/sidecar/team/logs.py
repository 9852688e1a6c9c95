"""Sharing the conversation log with the team: ``settings.team.shareLogs`` (off by default).

When a user opts in, the user and assistant messages this sidecar logs from
then on (``msg-*`` entries of the local store, already through the content
policy: redacted, capped) are copied to the team's table as rows of kind
``message`` named ``team-msg-…``, in the session's team project. Teammates'
``memory/search`` finds them when it asks for the log layer
(``includeOperational``), as a local search finds local messages; recall
(``agent/start``, ``agent/preStep``) and ``memory/list`` never show them.
``memory/forget`` of a ``team-msg-…`` name deletes it for everyone like any
team entry; forgetting the local ``msg-…`` also forgets its shared copy
(queued here, sent with the next round).

Copying runs on the team cache's background thread, never on a model step:
the local store keeps a watermark (meta ``team.logs.mirrored``, the last
entry id sent) advanced only after the server committed, so a server that is
down only delays the copy, and a restart resumes where it stopped. Summaries,
session nodes, tool output and graph memory stay local.
"""

from __future__ import annotations

import json

from dshkit.sidecar.rpc import log

from .remote import TeamError, TeamNotFound

WATERMARK = "team.logs.mirrored"
FORGET_QUEUE = "team.logs.forget"
BATCH = 200  # messages per transaction
PREFIX = "team-"


def shared_name(local: str) -> str:
    return PREFIX + local


class LogMirror:
    def __init__(self, team):
        self.team = team
        self.sidecar = team.sidecar
        self.sent = 0  # this run, for memory/stats
        self.error: str | None = None

    def start(self) -> None:
        """Opting in shares what is logged from now on, not the history before."""
        store = self.sidecar.store
        with self.sidecar.lock:
            if store.get_meta(WATERMARK) is None:
                top = store.db.execute("SELECT coalesce(max(id), 0) FROM entries").fetchone()[0]
                store.set_meta(WATERMARK, str(top))

    # -- the background round (TeamCache chores) ----------------------------------------

    def round(self) -> None:
        try:
            self._forget_queued()
            while self._push() == BATCH and not self.team.cache.stopping:
                pass
            if self.error is not None:
                log("team: shared log copy resumed")
            self.error = None
        except TeamError as exc:
            if self.error is None:
                log(f"team: shared log copy waits for the server: {exc}")
            self.error = str(exc)

    def _push(self) -> int:
        store = self.sidecar.store
        with self.sidecar.lock:
            mark = int(store.get_meta(WATERMARK) or 0)
            rows = store.db.execute(
                "SELECT id, name, title, body, content_hash, created, session_id, scopes FROM entries "
                "WHERE id > ? AND name LIKE 'msg-%' ORDER BY id LIMIT ?", (mark, BATCH)).fetchall()
        if not rows:
            return 0
        out = []
        for r in rows:
            scopes = json.loads(r["scopes"] or "[]")
            project = self.team.project_of(r["session_id"], scopes[0] if scopes else self.sidecar.project)
            out.append({"name": shared_name(r["name"]), "project": project, "title": r["title"] or "",
                        "body": r["body"], "content_hash": r["content_hash"], "created": r["created"]})
        self.sent += self.team.remote.write_logs(out, self.team.author)
        with self.sidecar.lock:
            store.set_meta(WATERMARK, str(rows[-1]["id"]))
        return len(rows)

    def _forget_queued(self) -> None:
        store = self.sidecar.store
        with self.sidecar.lock:
            queued = json.loads(store.get_meta(FORGET_QUEUE) or "[]")
        for name in queued:
            try:
                self.team.remote.forget(name, self.team.author)
            except TeamNotFound:
                pass
            with self.sidecar.lock:
                left = [n for n in json.loads(store.get_meta(FORGET_QUEUE) or "[]") if n != name]
                store.set_meta(FORGET_QUEUE, json.dumps(left))


# -- forgetting a local message that was shared ---------------------------------------------

def forget_hook(store, attached):
    """The extension hook of ``forget.forget`` (the sidecar's and the CLI's
    one path): a forgotten local ``msg-…`` of a store that has shared its
    log is queued in the store (meta, names only), and the next sidecar round
    with ``shareLogs`` forgets its team copy for everyone (a name that was
    never sent is simply not found then)."""
    def hook(entry: dict) -> list[str]:
        if entry["name"].startswith("msg-") and store.get_meta(WATERMARK) is not None:
            queued = json.loads(store.get_meta(FORGET_QUEUE) or "[]")
            store.set_meta(FORGET_QUEUE, json.dumps(sorted(set(queued) | {shared_name(entry["name"])})))
        return []
    return hook
