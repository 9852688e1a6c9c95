"""Running git for evolution: always argv, never a shell; a fixed identity; no
user or system configuration and no hooks.

The evolution repository and the replay worktrees must behave the same on
every machine: a user's ``~/.gitconfig`` (signing, hooks, aliases, a template
directory) must not sign, block or rewrite an evolution commit, and a
project's own hooks must not run when a replay worktree is added. So every
call gets a scrubbed environment (no inherited ``GIT_*``: a sidecar started
from inside a git hook would otherwise act on the caller's repository) and
``-c`` options that win over any repository-local setting.
"""

from __future__ import annotations

import os
import shutil
import subprocess

IDENTITY_NAME = "dshkit evolution"
IDENTITY_EMAIL = "evolution@dshkit.invalid"
_OPTIONS = ("-c", f"user.name={IDENTITY_NAME}", "-c", f"user.email={IDENTITY_EMAIL}",
            "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false", "-c", f"core.hooksPath={os.devnull}",
            "-c", "core.autocrlf=false", "-c", "core.quotepath=false", "-c", "init.defaultBranch=main",
            "-c", "advice.detachedHead=false", "-c", "gc.auto=0")
DEFAULT_TIMEOUT_S = 60.0


class GitError(Exception):
    """git failed, timed out or is missing; the message says which and how."""


def _env() -> dict:
    keep = ("PATH", "SYSTEMROOT", "TMPDIR", "TEMP", "TMP")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    env.update({"GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull, "HOME": os.devnull,
                "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "GIT_OPTIONAL_LOCKS": "0"})
    return env


def executable() -> str | None:
    """The git on PATH, or None (``status`` says so: evolution needs it)."""
    return shutil.which("git")


def version() -> str | None:
    exe = executable()
    if exe is None:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=10, env=_env())
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.strip() or None


def git(cwd: str, *args: str, timeout: float = DEFAULT_TIMEOUT_S, input: bytes | None = None,
        env: dict | None = None, check: bool = True) -> subprocess.CompletedProcess:
    """``git <args>`` in ``cwd``; bytes out. Raises GitError on a non-zero exit (``check``),
    a timeout, or no git at all."""
    exe = executable()
    if exe is None:
        raise GitError("git is not installed (evolution needs git on PATH)")
    try:
        proc = subprocess.run([exe, *_OPTIONS, *args], cwd=cwd, input=input, capture_output=True,
                              timeout=timeout, env={**_env(), **(env or {})})
    except subprocess.TimeoutExpired:
        raise GitError(f"git {args[0]} took longer than {timeout:.0f} s") from None
    except OSError as exc:
        raise GitError(f"git {args[0]} could not start: {exc}") from None
    if check and proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise GitError(f"git {args[0]} failed: {err[-1] if err else f'exit {proc.returncode}'}")
    return proc


def out(cwd: str, *args: str, **kw) -> str:
    """git's stdout as text, stripped."""
    return git(cwd, *args, **kw).stdout.decode("utf-8", "replace").strip()
