"""One replay: a fresh detached worktree of the project at the run's fixed
commit, the host's probe in it, then the checks; the worktree always removed.

Only what git tracks at that commit is there: ignored files (installed
dependencies, virtual environments, build outputs, local env files) are not
copied, so a check needing them fails in every replay alike (``status`` says so).
The paths the probe changed are read before the checks run (a check's own
by-products, such as ``__pycache__``, are not the agent's edits); a trial whose
changes touch a protected path fails whatever its checks say.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from typing import Callable

from .checks import run_checks
from .gitrun import GitError, git
from .settings import EvolutionSettings, is_protected

Probe = Callable[[dict], dict]


def changed_paths(tree: str) -> list[str]:
    """Paths added, changed or deleted in a worktree against its HEAD (untracked included)."""
    raw = git(tree, "status", "--porcelain=v1", "-z", "--untracked-files=all").stdout.decode("utf-8", "replace")
    parts = raw.split("\0")
    paths: list[str] = []
    i = 0
    while i < len(parts):
        entry = parts[i]
        i += 1
        if len(entry) < 4:
            continue
        paths.append(entry[3:])
        if entry[0] in "RC":  # a rename or copy: the next field is its source
            paths.append(parts[i])
            i += 1
    return sorted(set(paths))


PREFIX = "dshkit-evo-replay-"


def remove_stale(project_root: str) -> list[str]:
    """Worktrees a killed sidecar left behind (its ``finally`` never ran): every worktree of
    the project under a ``dshkit-evo-replay-*`` directory, removed with that directory.
    Called when a run starts, while no replay of this process is running."""
    listing = git(project_root, "worktree", "list", "--porcelain").stdout.decode("utf-8", "replace")
    removed = []
    for line in listing.splitlines():
        path = line[len("worktree "):] if line.startswith("worktree ") else ""
        parent = os.path.dirname(path)
        if path and os.path.basename(parent).startswith(PREFIX) and os.path.basename(path) == "tree":
            git(project_root, "worktree", "remove", "--force", path, check=False)
            shutil.rmtree(parent, ignore_errors=True)
            removed.append(path)
    git(project_root, "worktree", "prune", check=False)
    return removed


def probe_finished(answer: dict | None) -> bool:
    """Whether the host says the probe session ran to its end. A probe that errored or timed
    out never did the task, so checks that pass on the untouched tree prove nothing: that
    trial fails, whichever side it was."""
    if not answer or "error" in answer or answer.get("ok") is False:
        return False
    return answer.get("status", "completed") == "completed"


def replay(project_root: str, commit: str, *, run_id: str, trial: int, role: str, rev: str, task: str,
           component: str, settings: EvolutionSettings, probe: Probe) -> dict:
    """``{role, trial, rev, ok, checks, protectedTouched, probe, modelCalls, ms}``."""
    started = time.monotonic()
    tmp = tempfile.mkdtemp(prefix=PREFIX)
    tree = os.path.join(tmp, "tree")
    out = {"role": role, "trial": trial, "rev": rev, "ok": False, "checks": [], "protectedTouched": [],
           "probe": None, "modelCalls": 0}
    try:
        git(project_root, "worktree", "add", "--detach", tree, commit, timeout=300)
        try:
            answer = probe({"runId": run_id, "trial": trial, "role": role, "rev": rev, "component": component,
                            "cwd": tree, "task": task, "timeoutMs": settings.probe_timeout_ms})
        except Exception as exc:  # noqa: BLE001 - a failed probe is a failed trial, recorded
            out["probe"] = {"error": str(exc)[:500]}
        else:
            answer = answer if isinstance(answer, dict) else {}
            calls = answer.get("calls")
            out["modelCalls"] = calls if type(calls) is int and calls >= 0 else 0
            # the host's own count of the probe's requests and tokens (`usage`) rides along for the
            # ledger's reader; only `calls` enters the run's totals
            out["probe"] = {k: answer[k] for k in ("ok", "calls", "note", "status", "error", "usage") if k in answer}
        changed = changed_paths(tree)
        out["changed"] = changed[:50]
        out["protectedTouched"] = [p for p in changed if is_protected(p, settings.protected_paths)]
        out["checks"] = run_checks(settings.checks, tree, settings.check_timeout_ms)
        out["ok"] = (not out["protectedTouched"] and probe_finished(out["probe"])
                     and all(c["ok"] for c in out["checks"]))
    except GitError as exc:
        out["error"] = str(exc)
    finally:
        try:
            git(project_root, "worktree", "remove", "--force", tree, check=False)
            git(project_root, "worktree", "prune", check=False)
        except GitError:
            pass
        shutil.rmtree(tmp, ignore_errors=True)
        out["ms"] = int((time.monotonic() - started) * 1000)
    return out
