"""Which team project a session belongs to: its repository's ``origin``.

Two clones of one repository sit in folders of any name on different
machines, so the team project is the normalised URL of the ``origin`` remote,
the same from every clone (docs/memory.md "Team memory"):
``git@github.com:Acme/Shop.git``, ``https://me:tok@github.com/acme/shop/``
and ``ssh://git@github.com:22/acme/shop.git`` are all ``github.com/acme/shop``.
Credentials, user, port and the ``.git`` suffix go; host and path are
lower-cased (forges treat them case-insensitively). A repository without an
``origin`` (or a cwd that is not one) has no team identity: the caller falls
back to the local scope (dshkit.sidecar.project).
"""

from __future__ import annotations

import re
import subprocess
import threading
from urllib.parse import urlsplit

_SCP = re.compile(r"^(?:[^@/]+@)?([^:/]+):(?!//)(.+)$")  # git@host:owner/repo (scp-like)
_cache: dict[str, str | None] = {}
_lock = threading.Lock()


def normalise_origin(url: str) -> str | None:
    url = url.strip()
    if not url:
        return None
    if "://" in url:
        parts = urlsplit(url)
        if parts.scheme == "file":
            host, path = "", parts.path
        else:
            host, path = (parts.hostname or ""), parts.path
    else:
        m = _SCP.match(url)
        host, path = (m.group(1), m.group(2)) if m and not url.startswith("/") else ("", url)
    path = path.strip("/")
    if path.endswith(".git"):
        path = path[:-4].rstrip("/")
    if not path and not host:
        return None
    return "/".join(p for p in (host.lower(), path.lower()) if p)


def origin_for_cwd(cwd: str, timeout: float = 3.0) -> str | None:
    """The normalised ``origin`` of the repository holding ``cwd``, or None."""
    with _lock:
        if cwd in _cache:
            return _cache[cwd]
    try:
        out = subprocess.run(["git", "remote", "get-url", "origin"], cwd=cwd, capture_output=True, text=True,
                             timeout=timeout, stdin=subprocess.DEVNULL)
        found = normalise_origin(out.stdout) if out.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        found = None
    with _lock:
        _cache[cwd] = found
    return found
