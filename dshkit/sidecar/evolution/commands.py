"""``/evolve <action> [args]`` and ``dshkit memory evolve <action>``: one implementation.

Each action returns ``{action, text, …data}``: ``text`` is what the user reads,
the rest is for programs. ``run`` and ``verify`` never run here — they take
minutes (a model call, worktrees, checks) — but go to the store's durable task
queue (kind ``evolve``), which a sidecar with evolution enabled works through
on its worker thread; with no such sidecar running a queued task waits for the
next one to start. Everything else answers at once and needs no sidecar:
``rollback`` changes only the store's record and the evolution repository.
"""

from __future__ import annotations

import time
from typing import Callable

from dshkit.sidecar.tasks import TaskQueue

from . import gitrun
from .components import COMPONENTS
from .flow import new_run_id, pick_component
from .ledger import Ledger
from .revisions import EvolutionError, Revisions

ACTIONS = ("status", "diagnose", "run", "verify", "report", "diff", "rollback", "log")
TASK_KIND = "evolve"
REPLAY_NOTE = ("replays run in a fresh git worktree of the project at one fixed commit: files git ignores "
               "(installed dependencies, virtual environments, build outputs, local env files) are not copied "
               "there, so a check that needs them fails in every replay")
EVIDENCE_NOTE = ("only the acceptance checks count as evidence: a shorter prompt, fewer calls or no further "
                 "corrections never adopt a candidate")


def _short(rev: str | None) -> str:
    return rev[:12] if rev else "-"


def _secs(ms: int) -> str:
    return f"{ms / 1000:.1f} s"


class Commands:
    def __init__(self, store, *, settings: dict | None, live: bool, wake: Callable[[], None] = lambda: None):
        self.store = store
        self.ledger = Ledger(store)
        self.revs = Revisions(store)
        self.settings = settings  # the sidecar's settings.evolution as parsed (None: not known here)
        self.live = live          # a sidecar with evolution on is this process
        self.wake = wake

    def execute(self, action: str, args: list[str], *, project: str, cwd: str | None = None) -> dict:
        if action not in ACTIONS:
            raise EvolutionError("invalid", f"unknown action {action!r} (one of: {', '.join(ACTIONS)})")
        return getattr(self, "do_" + action)(args, project=project, cwd=cwd)

    # -- reading --------------------------------------------------------------------------------
    def do_status(self, args, *, project, cwd) -> dict:
        git = gitrun.version()
        settings = self.settings or self.ledger.get("settings")
        lines = [f"evolution: {'on' if self.live else 'store view (no sidecar here)'}",
                 f"git: {git}" if git else "git: MISSING — evolution cannot run without git on PATH",
                 f"components: {self.revs.components.root}"]
        state = self.revs.state() if self.revs.components.exists() else {}
        lines.append(f"active: {_short(state.get('active'))}  adopted: {_short(state.get('adopted'))}")
        shadow = state.get("shadow")
        if shadow:
            lines.append(f"shadow trial: {_short(shadow['rev'])} ({shadow['component']}), "
                         f"{shadow['turnsLeft']} turn(s) left, then verify")
        if settings:
            checks = ", ".join(f"{c['name']} ({' '.join(c['argv'])})" for c in settings.get("checks", []))
            lines += [f"model: {settings.get('model')}  trials: {settings.get('validationTrials')}  "
                      f"shadow turns: {settings.get('shadowTurns')}",
                      f"checks: {checks or '-'}",
                      f"protected: {', '.join(settings.get('protectedPaths') or []) or '-'}"]
        counts = self.ledger.counts()
        queued = [t for t in TaskQueue(self.store).tasks() if t["kind"] == TASK_KIND and t["status"] != "done"]
        lines.append(f"open deviations: {counts['openDeviations']}  revoked revisions: {counts['revoked']}  "
                     f"queued: {', '.join(t['session_id'] + ' (' + t['status'] + ')' for t in queued) or 'none'}")
        lines += ["note: " + REPLAY_NOTE, "note: " + EVIDENCE_NOTE]
        return {"text": "\n".join(lines), "git": git, "live": self.live, "dir": self.revs.components.root,
                "state": state, "settings": settings, "counts": counts,
                "queued": [{"id": t["id"], "status": t["status"]} for t in queued], "notes": [REPLAY_NOTE, EVIDENCE_NOTE]}

    def do_diagnose(self, args, *, project, cwd) -> dict:
        devs = self.ledger.deviations(project)
        kinds: dict[str, list[dict]] = {}
        for d in devs:
            kinds.setdefault(d["kind"], []).append(d)
        lines = [f"open deviations in {project}: {len(devs)}"]
        for kind, items in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
            lines.append(f"  {kind} ×{len(items)}: {items[-1]['text'][:160]}")
        target = pick_component(devs)
        lines.append(f"a run would edit {target} ({COMPONENTS[target]})" if devs
                     else "nothing to learn from yet (a run may still be asked for a component)")
        return {"text": "\n".join(lines), "deviations": devs, "kinds": {k: len(v) for k, v in kinds.items()},
                "target": target}

    def do_log(self, args, *, project, cwd) -> dict:
        n = 20
        if args:
            if not args[0].isdigit() or not 1 <= int(args[0]) <= 500:
                raise EvolutionError("invalid", "log takes a count from 1 to 500")
            n = int(args[0])
        rows = self.ledger.rows(n)
        lines = [f"{time.strftime('%Y-%m-%d %H:%M:%S', time.gmtime(r['at'] / 1000))} {r['run_id']} {r['step']}"
                 f" {r['outcome']} {r['component'] or ''} {_short(r['rev'])}"
                 f" calls={r['model_calls']} {_secs(r['wall_ms'])}" for r in rows]
        return {"text": "\n".join(lines) or "the ledger is empty", "rows": rows}

    def do_report(self, args, *, project, cwd) -> dict:
        runs = []
        for run_id in self.ledger.runs(50):
            rows = self.ledger.rows(run_id=run_id)
            end = next((r for r in rows if r["step"] == "end"), None)
            if end is None:
                continue
            final = end["outcome"]
            for r in rows:
                if r["step"] in ("adopt", "rollback") and r["id"] > end["id"]:
                    final = r["outcome"]
            candidate_calls = sum(r["model_calls"] for r in rows if r["step"] == "candidate")
            runs.append({"runId": run_id, "component": end["component"], "outcome": final, "rev": end["rev"],
                         "modelCalls": end["model_calls"], "candidateCalls": candidate_calls,
                         "probeCalls": end["model_calls"] - candidate_calls, "wallMs": end["wall_ms"],
                         "reason": end["detail"].get("reason")})
        lines = [f"{r['runId']} {r['component'] or '-'}: {r['outcome']}  model calls {r['modelCalls']} "
                 f"(candidate {r['candidateCalls']}, probes {r['probeCalls']})  wall {_secs(r['wallMs'])}"
                 + (f"  — {r['reason']}" if r["reason"] else "") for r in runs]
        adopted = sum(r["outcome"] == "adopted" for r in runs)
        lines.append(f"{len(runs)} run(s), {adopted} adopted; {EVIDENCE_NOTE}")
        return {"text": "\n".join(lines), "runs": runs}

    def _rev(self, name: str, state: dict) -> str:
        if name in ("active", "adopted", "initial"):
            return state[name]
        return self.revs.resolve(name)

    def do_diff(self, args, *, project, cwd) -> dict:
        if len(args) > 2:
            raise EvolutionError("invalid", "diff takes at most two revisions")
        if not self.revs.components.exists():
            raise EvolutionError("not-found", "no evolution directory yet: nothing to compare")
        state = self.revs.state()
        b = self._rev(args[1], state) if len(args) == 2 else state["active"]
        if args:
            a = self._rev(args[0], state)
        else:
            shadow = state["shadow"]
            a = shadow["base"] if shadow else self.revs.components.parent(b) or b
        text = self.revs.components.diff(a, b)
        return {"text": f"diff {_short(a)} {_short(b)}\n{text or '(no difference)'}", "a": a, "b": b, "diff": text}

    # -- changing ---------------------------------------------------------------------------------
    def do_rollback(self, args, *, project, cwd) -> dict:
        if len(args) > 1:
            raise EvolutionError("invalid", "rollback takes at most one revision")
        run_id = new_run_id()
        result = self.revs.rollback(args[0] if args else None, run_id, "rolled back by the user")
        return {"text": f"rolled back {_short(result['rev'])} ({len(result['revoked'])} revision(s) revoked); "
                        f"active: {_short(result['active'])}. Text a conversation already received stays in it;"
                        " the revision can never be loaded again.", **result}

    def _enqueue(self, action: str, payload: dict) -> dict:
        task = TaskQueue(self.store).enqueue(TASK_KIND, action, 0, 0, payload)
        self.wake()
        if self.live:
            where = "the sidecar's evolution worker runs it now; follow it with /evolve log"
        else:
            where = ("queued in the store: a sidecar with evolution enabled runs it when it starts or within a "
                     "second if one is running; none running, it waits")
        return {"text": f"{action} queued ({task['id']}): {where}", "task": task["id"], "payload": task["payload"]}

    def do_run(self, args, *, project, cwd) -> dict:
        if len(args) > 1 or (args and args[0].upper() not in COMPONENTS):
            raise EvolutionError("invalid", "run takes at most one component, C1 to C8")
        return self._enqueue("run", {"component": args[0].upper() if args else None, "cwd": cwd,
                                     "project": project})

    def do_verify(self, args, *, project, cwd) -> dict:
        if args:
            raise EvolutionError("invalid", "verify takes no argument")
        shadow = self.revs.state().get("shadow") if self.revs.components.exists() else None
        if not shadow:
            raise EvolutionError("conflict", "no shadow trial to verify")
        return self._enqueue("verify", {"project": project})
