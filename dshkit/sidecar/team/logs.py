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

Forgetting a *rule* rewrites the local messages that stated it (each keeps its
name, the rule's sentences replaced by ``[forgotten]``: forget.scrub_entries),
and their shared copies follow: the next round replaces each ``team-msg-…``
body with the rewritten text, then scrubs the table. The copy is rewritten,
not forgotten, because that is what the user asked locally — the rule gone,
the conversation kept — and the rest of the message ("we picked the zebrafish
queue for orders") is what teammates search the log for; forgetting the whole
copy would take more from them than the user took from themself. A copy a
teammate already forgot is not brought back.

Both kinds of retraction are queued in the local store (meta, names only) by
:func:`forget_hook`, so ``dshkit memory forget`` (no team connection) and a
server that is down only delay them; one round sends every queued name in one
transaction and scrubs the table once (a ``VACUUM FULL`` locks it for every
teammate: not once per name).

Copying runs on the team cache's background thread, never on a model step:
the local store keeps a watermark (meta ``team.logs.mirrored``, the last
entry id sent) advanced only after the server committed, so a server that is
down only delays the copy, and a restart resumes where it stopped. Summaries,
session nodes, tool output and graph memory stay local.
"""

from __future__ import annotations

import json

from dshkit.sidecar.rpc import log

from .remote import TeamError

WATERMARK = "team.logs.mirrored"
FORGET_QUEUE = "team.logs.forget"    # team-msg-… names to forget for everyone
REWRITE_QUEUE = "team.logs.rewrite"  # local msg-… names whose team copy gets their rewritten text
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
            self._retract_queued()
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
        # one team project per session and scope in a batch: project_of reads a session that is
        # not live (a backlog after a restart) from its progress row, each call a store read under
        # the store's lock (bench/bench_team_logs.py: per row ~0.1x the batch's write_logs, per
        # session ~0.001x)
        projects: dict[tuple, str] = {}
        for r in rows:
            scopes = json.loads(r["scopes"] or "[]")
            at = (r["session_id"], scopes[0] if scopes else self.sidecar.project)
            if at not in projects:
                projects[at] = self.team.project_of(*at)
            project = projects[at]
            out.append({"name": shared_name(r["name"]), "project": project, "title": r["title"] or "",
                        "body": r["body"], "content_hash": r["content_hash"], "created": r["created"]})
        self.sent += self.team.remote.write_logs(out, self.team.author)
        with self.sidecar.lock:
            store.set_meta(WATERMARK, str(rows[-1]["id"]))
        return len(rows)

    def _retract_queued(self) -> None:
        """Both queues (forget_hook) in one transaction and one scrub of the
        table (a VACUUM FULL locks it for every teammate: once per round, not
        once per name). A name leaves its queue only after the server
        committed, and only the names this round read (one queued meanwhile
        waits for the next round, and so does a message rewritten again
        meanwhile); a server that is down leaves both queues as they were."""
        store = self.sidecar.store
        with self.sidecar.lock:
            forget = _queued(store, FORGET_QUEUE)
            names = _queued(store, REWRITE_QUEUE)
            rows = _rows(store, names)
        if not forget and not names:
            return
        rewrite = [{"name": shared_name(r["name"]), "title": r["title"] or "", "body": r["body"],
                    "content_hash": r["content_hash"]} for r in rows]  # a message forgotten since: not here
        out = self.team.remote.retract_logs(forget, rewrite, self.team.author)
        sent = {r["name"]: r["content_hash"] for r in rows}
        with self.sidecar.lock:
            # a message rewritten again while this round was on the network (another rule
            # forgotten) stays queued: the server has the text before that rewrite
            again = {r["name"] for r in _rows(store, names) if r["content_hash"] != sent.get(r["name"])}
            _set_queue(store, FORGET_QUEUE, set(_queued(store, FORGET_QUEUE)) - set(forget))
            _set_queue(store, REWRITE_QUEUE, set(_queued(store, REWRITE_QUEUE)) - (set(names) - again))
        changed = len(out["forgotten"]) + len(out["rewritten"])
        scrub = out["vacuum"] or ("not permitted or cancelled" if changed else "not needed")
        log(f"team: shared log copy: {len(out['forgotten'])} forgotten, {len(out['rewritten'])} rewritten"
            f" (vacuum {scrub})")


# -- what the user took back: forgetting a local message, or a rule its words stated --------

def _queued(store, key: str) -> list[str]:
    return json.loads(store.get_meta(key) or "[]")


def _set_queue(store, key: str, names) -> None:
    store.set_meta(key, json.dumps(sorted(names)))


def _rows(store, names: list[str]) -> list:
    marks = ",".join("?" * len(names))
    return store.db.execute(f"SELECT name, title, body, content_hash FROM entries WHERE name IN ({marks})",
                            names).fetchall() if names else []


def forget_hook(store, attached):
    """The extension hook of ``forget.forget`` (the sidecar's and the CLI's
    one path), for a store that has shared its log: a forgotten local
    ``msg-…`` is queued (meta, names only) to have its team copy forgotten
    for everyone, and each local message forget rewrote (a forgotten rule's
    sentence replaced, the rest kept) to have its team copy replaced by the
    rewritten text. The next sidecar round with ``shareLogs`` sends both
    (LogMirror._retract_queued); a name that was never sent matches nothing
    then (the copy, when it is sent, is already the rewritten text)."""
    def hook(entry: dict, rewritten: list[str]) -> list[bytes]:
        if store.get_meta(WATERMARK) is None:
            return []
        if entry["name"].startswith("msg-"):
            _set_queue(store, FORGET_QUEUE, set(_queued(store, FORGET_QUEUE)) | {shared_name(entry["name"])})
        messages = {n for n in rewritten if n.startswith("msg-")}
        if messages:
            _set_queue(store, REWRITE_QUEUE, set(_queued(store, REWRITE_QUEUE)) | messages)
        return []
    return hook
