"""Running the project's acceptance checks: argv, no shell, a timeout, bounded output.

Each check runs in the directory given (a replay worktree, or the project's
real tree for ``verify``) with the sidecar's environment; stdout and stderr are
captured together and only their tail is kept (a check that prints megabytes
must not fill the ledger). A check that cannot start or overruns its timeout
fails; its whole process group is killed so no grandchild outlives it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time

from .settings import Check

OUTPUT_TAIL = 4_000  # characters of a check's output kept in the ledger


def _kill(proc: subprocess.Popen) -> None:
    try:
        if os.name == "posix":
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except OSError:
        pass


def run_check(check: Check, cwd: str, timeout_ms: int) -> dict:
    """``{name, ok, exit, timedOut, ms, output}`` for one check."""
    started = time.monotonic()
    try:
        proc = subprocess.Popen(list(check.argv), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=os.name == "posix")
    except OSError as exc:
        return {"name": check.name, "ok": False, "exit": None, "timedOut": False, "ms": 0,
                "output": f"could not start {check.argv[0]!r}: {exc.strerror or exc}"}
    timed_out = False
    try:
        raw, _ = proc.communicate(timeout=timeout_ms / 1000)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill(proc)
        raw, _ = proc.communicate()
    text = raw.decode("utf-8", "replace")
    return {"name": check.name, "ok": proc.returncode == 0 and not timed_out, "exit": proc.returncode,
            "timedOut": timed_out, "ms": int((time.monotonic() - started) * 1000), "output": text[-OUTPUT_TAIL:]}


def run_checks(checks: tuple[Check, ...], cwd: str, timeout_ms: int) -> list[dict]:
    return [run_check(c, cwd, timeout_ms) for c in checks]
