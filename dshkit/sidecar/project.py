"""Project scope of a session: basename of the git top level of its cwd.

When git cannot answer within the timeout (not a repository, git missing, cwd
gone) the cwd's own basename is used. Commas become ``_`` (scopes are split on
commas elsewhere), whitespace is trimmed, and the filesystem root is ``/``.
"""

from __future__ import annotations

import os
import subprocess
import threading

_cache: dict[str, str] = {}
_lock = threading.Lock()


def clean_scope(name: str) -> str:
    name = name.replace(",", "_").strip()
    return name or "/"


def _basename(path: str) -> str:
    path = path.rstrip("/\\")
    return os.path.basename(path) if path else "/"


def git_toplevel(cwd: str, timeout: float) -> str | None:
    if not os.path.isdir(cwd):
        return None
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=cwd, capture_output=True,
                             text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    top = out.stdout.strip()
    return top if out.returncode == 0 and top else None


def project_for_cwd(cwd: str, timeout: float = 3.0) -> str:
    with _lock:
        if cwd in _cache:
            return _cache[cwd]
    top = git_toplevel(cwd, timeout)
    scope = clean_scope(_basename(top if top else cwd))
    with _lock:
        _cache[cwd] = scope
    return scope
