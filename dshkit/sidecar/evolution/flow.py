"""The evolution flow, one run at a time on the worker thread (wiring.py):

deviations → pick one component → candidate (``llm/complete``) → structural
check → paired replay (baseline and candidate, ``validationTrials`` times, each
in a fresh worktree at one fixed commit, ``evolve/probe`` then the checks) →
gate → shadow trial → ``verify`` (the checks in the project's real tree) →
adopt or roll back. Every step is a ledger row; a run's last row (step
``end``) carries its model calls and wall time.

What counts as evidence: only the project's acceptance checks. The gate adopts
a candidate that passes every check of every trial and passes at least as
many trials as the baseline. A shorter prompt, fewer model calls or the user
not correcting again are never evidence for adoption, alone or together: none
of them is measured here, on purpose.
"""

from __future__ import annotations

import secrets
import time
from typing import Callable

from . import candidate as cand
from . import structure
from .checks import run_checks
from .components import COMPONENTS
from .gitrun import GitError, out
from .replay import remove_stale, replay
from .revisions import EvolutionError, Revisions
from .settings import EvolutionSettings

Request = Callable[[str, dict, float], object]  # (method, params, timeout seconds) -> result
PROBE = "evolve/probe"
# The host answers a probe at its `timeoutMs` at the latest, after disposing the sub-agent (the
# entry waits up to 5 s for that): the sidecar waits this much longer, so the host's answer, with
# the requests the probe made, reaches the ledger instead of a bare "no answer" of its own.
PROBE_GRACE_S = 10.0
MODEL = "llm/complete"
# deviation kind -> the component a run picks for it (no explicit choice given)
PICK = (("correction", "C1"), ("guardrail", "C2"), ("fact", "C3"), ("tool", "C4"), ("delegation", "C5"),
        ("skill", "C6"), ("script", "C7"), ("hook", "C8"))


def new_run_id() -> str:
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()) + "-" + secrets.token_hex(3)


def pick_component(deviations: list[dict]) -> str:
    """The component the most frequent deviation kind points at (C1 when nothing does)."""
    votes: dict[str, int] = {}
    for d in deviations:
        for prefix, cid in PICK:
            if d["kind"].startswith(prefix):
                votes[cid] = votes.get(cid, 0) + 1
                break
    return max(sorted(votes), key=lambda c: votes[c]) if votes else "C1"


def project_root(cwd: str | None) -> str | None:
    """The git work tree holding ``cwd``, or None."""
    if not cwd:
        return None
    try:
        return out(cwd, "rev-parse", "--show-toplevel", timeout=10) or None
    except (GitError, OSError):
        return None


class Flow:
    def __init__(self, store, settings: EvolutionSettings, request: Request | None):
        self.settings = settings
        self.revs = Revisions(store)
        self.ledger = self.revs.ledger
        self.request = request
        # One state transition at a time (worker vs dispatch thread). The store's own lock:
        # span hooks run holding it, so a lock of our own taken after it on the dispatch
        # thread and before it on the worker could deadlock.
        self.lock = store.lock

    # -- a run ----------------------------------------------------------------------------------
    def run(self, *, component: str | None, cwd: str | None, project: str, run_id: str | None = None) -> dict:
        run_id = run_id or new_run_id()
        started = time.monotonic()
        calls = 0

        def end(outcome: str, **detail) -> dict:
            wall = int((time.monotonic() - started) * 1000)
            self.ledger.record(run_id, "end", outcome, component=detail.pop("component", component),
                               rev=detail.pop("rev", None), detail=detail, model_calls=calls, wall_ms=wall)
            return {"runId": run_id, "outcome": outcome, "modelCalls": calls, "wallMs": wall, **detail}

        try:
            base = self.revs.ensure()
        except EvolutionError as exc:
            self.ledger.record(run_id, "refused", "refused", detail={"reason": str(exc)})
            return end("refused", reason=str(exc))
        state = self.revs.state()
        if state["shadow"]:
            reason = "a shadow trial is running: verify or roll it back first"
            self.ledger.record(run_id, "refused", "refused", detail={"reason": reason})
            return end("refused", reason=reason)
        root = project_root(cwd)
        deviations = self.ledger.deviations(project)
        self.ledger.record(run_id, "diagnose", "ok", detail={
            "project": project, "projectRoot": root, "deviations": [d["id"] for d in deviations],
            "kinds": sorted({d["kind"] for d in deviations}), "settings": self.settings.to_json()})
        if root is None:
            reason = f"no project repository: {cwd or 'no cwd'} is not inside a git work tree"
            self.ledger.record(run_id, "refused", "refused", detail={"reason": reason})
            return end("refused", reason=reason)
        try:
            commit = out(root, "rev-parse", "--verify", "HEAD^{commit}")
            stale = remove_stale(root)
        except GitError as exc:  # e.g. a repository with no commit yet: nothing fixed to replay on
            reason = f"the project has no commit to replay on ({exc})"
            self.ledger.record(run_id, "refused", "refused", detail={"reason": reason})
            return end("refused", reason=reason)
        if stale:
            self.ledger.record(run_id, "cleanup", "removed", detail={"staleWorktrees": stale})
        explicit = component is not None
        component = component or pick_component(deviations)
        self.ledger.record(run_id, "pick", "ok", component=component, base_rev=base,
                           detail={"explicit": explicit, "fixedCommit": commit})

        # candidate
        files = self.revs.files(base)
        target = COMPONENTS[component]
        current_path = target if not target.endswith("/") else None
        t0 = time.monotonic()
        existing = None if current_path else {p: s for p, s in files.items() if p.startswith(target)}
        text = cand.prompt(component, current_path or target, files.get(current_path) if current_path else None,
                           deviations, existing)
        calls += 1
        try:
            if self.request is None:
                raise cand.CandidateError("no host to ask (the flow runs inside the sidecar only)")
            result = self.request(MODEL, cand.request_params(self.settings.route, text, 120_000), 120.0)
            reply = cand.parse_reply(result)
        except Exception as exc:  # noqa: BLE001 - a failed model call ends the run, recorded
            self.ledger.record(run_id, "candidate", "failed", component=component, base_rev=base,
                               detail={"error": str(exc)[:500]}, model_calls=1,
                               wall_ms=int((time.monotonic() - t0) * 1000))
            return end("failed", reason=str(exc)[:500])
        self.ledger.record(run_id, "candidate", "ok", component=component, base_rev=base,
                           detail={"path": reply["path"], "rationale": reply["rationale"][:1000],
                                   "bytes": len(reply["text"].encode())}, model_calls=1,
                           wall_ms=int((time.monotonic() - t0) * 1000))

        # structure: refused before any replay
        base_text = files.get(structure.normalise(reply["path"]))
        verdict = structure.check(reply["path"], reply["text"], picked=component, base_text=base_text,
                                  protected=self.settings.protected_paths)
        self.ledger.record(run_id, "structure", "pass" if verdict.ok else "refused", component=component,
                           base_rev=base, detail={"path": reply["path"], "reason": verdict.reason})
        if not verdict.ok:
            return end("refused", reason=verdict.reason, path=reply["path"])
        rev = self.revs.components.commit(base, verdict.path, reply["text"],
                                          f"{component} candidate ({run_id}): {reply['rationale'][:200]}")

        # paired replay
        task = next((d["task"] for d in reversed(deviations) if d.get("task")), "") or \
            "Carry out the project's pending task so that its acceptance checks pass."
        trials = []
        for trial in range(1, self.settings.validation_trials + 1):
            for role, r in (("baseline", base), ("candidate", rev)):
                res = replay(root, commit, run_id=run_id, trial=trial, role=role, rev=r, task=task,
                             component=component, settings=self.settings, probe=self._probe)
                calls += res["modelCalls"]
                trials.append(res)
                self.ledger.record(run_id, "replay", "pass" if res["ok"] else "fail", component=component,
                                   base_rev=base, rev=r, detail=res, model_calls=res["modelCalls"],
                                   wall_ms=res["ms"])

        # gate: the acceptance checks are the only evidence
        cand_ok = [t["ok"] for t in trials if t["role"] == "candidate"]
        base_ok = [t["ok"] for t in trials if t["role"] == "baseline"]
        passed = all(cand_ok) and sum(cand_ok) >= sum(base_ok)
        self.ledger.record(run_id, "gate", "pass" if passed else "fail", component=component, base_rev=base,
                           rev=rev, detail={"candidatePassed": sum(cand_ok), "baselinePassed": sum(base_ok),
                                            "trials": len(cand_ok), "evidence": "acceptance checks only"})
        with self.lock, self.revs.store.transaction():  # the gate's consequence lands in one transaction
            if not passed:
                self.revs.revoke(rev, run_id, "failed the gate")
                self.ledger.record(run_id, "rollback", "rolled-back", component=component, base_rev=base, rev=rev,
                                   detail={"reason": "failed the gate"})
                return end("rolled-back", rev=rev, reason="failed the gate")
            self.ledger.claim_deviations([d["id"] for d in deviations], run_id)
            shadow = {"rev": rev, "base": base, "runId": run_id, "component": component,
                      "turnsLeft": self.settings.shadow_turns, "kinds": sorted({d["kind"] for d in deviations}),
                      "projectRoot": root, "project": project, "checks": [c.to_json() for c in self.settings.checks],
                      "checkTimeoutMs": self.settings.check_timeout_ms}
            self.ledger.set(shadow=shadow, active=rev)
            self.ledger.record(run_id, "shadow", "started", component=component, base_rev=base, rev=rev,
                               detail={"turns": self.settings.shadow_turns, "kinds": shadow["kinds"]})
        return end("shadow", rev=rev)

    def _probe(self, params: dict) -> dict:
        if self.request is None:
            raise RuntimeError("no host to probe")
        result = self.request(PROBE, params, self.settings.probe_timeout_ms / 1000 + PROBE_GRACE_S)
        return result if isinstance(result, dict) else {}

    # -- the shadow trial --------------------------------------------------------------------------
    def on_turn(self, project: str) -> None:
        """A turn ended in ``project``: one shadow turn less."""
        with self.lock:
            shadow = self.ledger.get("shadow")
            if not shadow or shadow.get("project") != project or shadow["turnsLeft"] <= 0:
                return
            shadow["turnsLeft"] -= 1
            self.ledger.set(shadow=shadow)
            if shadow["turnsLeft"] == 0:
                self.ledger.record(shadow["runId"], "shadow", "completed", component=shadow["component"],
                                   base_rev=shadow["base"], rev=shadow["rev"], detail={"next": "verify"})

    def on_deviation(self, project: str, kind: str) -> bool:
        """A new deviation; True when it rolled the shadow candidate back (same kind, same
        project). Runs on the dispatch thread, so no git: nothing is built on a shadow
        candidate (no run starts during a trial), so revoking it alone is complete."""
        with self.lock, self.revs.store.transaction():
            shadow = self.ledger.get("shadow")
            if not shadow or shadow.get("project") != project or kind not in shadow.get("kinds", []):
                return False
            reason = f"a new {kind} deviation during the shadow trial"
            self.ledger.revoke(shadow["rev"], shadow["runId"], reason)
            self.ledger.set(shadow=None, active=shadow["base"])
            self.ledger.record(shadow["runId"], "rollback", "rolled-back", component=shadow["component"],
                               base_rev=shadow["base"], rev=shadow["rev"], detail={"reason": reason})
            return True

    # -- verify ---------------------------------------------------------------------------------------
    def verify(self, run_id: str | None = None) -> dict:
        """The checks in the project's real tree: adopt the shadow candidate, or roll it back."""
        with self.lock:
            shadow = self.ledger.get("shadow")
        if not shadow:
            raise EvolutionError("conflict", "no shadow trial to verify")
        if shadow["turnsLeft"] > 0:
            raise EvolutionError("conflict", f"the shadow trial has {shadow['turnsLeft']} turn(s) left")
        run = shadow["runId"]
        from .settings import Check
        checks = tuple(Check(c["name"], tuple(c["argv"])) for c in shadow["checks"])
        started = time.monotonic()
        results = run_checks(checks, shadow["projectRoot"], shadow["checkTimeoutMs"])
        ok = all(r["ok"] for r in results)
        wall = int((time.monotonic() - started) * 1000)
        with self.lock, self.revs.store.transaction():  # the verdict and its consequence land together
            if self.ledger.get("shadow") != shadow:
                raise EvolutionError("conflict", "the shadow trial changed while verifying (rolled back?)")
            self.ledger.record(run, "verify", "pass" if ok else "fail", component=shadow["component"],
                               base_rev=shadow["base"], rev=shadow["rev"],
                               detail={"tree": shadow["projectRoot"], "checks": results}, wall_ms=wall)
            if ok:
                self.ledger.set(shadow=None, active=shadow["rev"], adopted=shadow["rev"])
                self.ledger.record(run, "adopt", "adopted", component=shadow["component"], base_rev=shadow["base"],
                                   rev=shadow["rev"])
            else:
                self.revs.revoke(shadow["rev"], run, "failed verify in the project's tree")
                self.ledger.record(run, "rollback", "rolled-back", component=shadow["component"],
                                   base_rev=shadow["base"], rev=shadow["rev"],
                                   detail={"reason": "failed verify in the project's tree"})
        self.revs.sync_tree()
        return {"runId": run, "outcome": "adopted" if ok else "rolled-back", "rev": shadow["rev"], "checks": results}
