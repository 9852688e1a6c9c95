"""The components as files in a git repository of their own, beside the store.

``<store>.evolution/`` holds C1 ``system.md``, C2 ``guardrails.md``, C3
``memory.md``, C4 ``tools.md``, C5 ``subagents.md``, C6 ``skills/<name>/SKILL.md``,
C7 ``scripts/<name>.mjs`` and C8 ``hooks/<name>.mjs``. Every revision is a
commit; a candidate is committed with plumbing (its own index file, parented
on the revision it edits) so it never disturbs the checked-out tree, and is
kept alive by a ref under ``refs/dshkit/revs/`` (an unreferenced commit could
be garbage-collected, and ``diff``/``log`` must still show a rolled-back one).
Which revision is in force is the store's record (ledger.py ``state``); the
work tree is checked out to it as a convenience for a human reading it.
The repository is created on first use only, never at attach.
"""

from __future__ import annotations

import os
import re
import tempfile

from . import defaults
from .gitrun import GitError, executable, git, out

COMPONENTS = {"C1": "system.md", "C2": "guardrails.md", "C3": "memory.md", "C4": "tools.md",
              "C5": "subagents.md", "C6": "skills/", "C7": "scripts/", "C8": "hooks/"}
ANCHORED = ("C1", "C2", "C3", "C4")
_NAME = r"[a-z0-9][a-z0-9-]{0,63}"
_PATTERNS = {"C6": re.compile(rf"^skills/{_NAME}/SKILL\.md$"), "C7": re.compile(rf"^scripts/{_NAME}\.mjs$"),
             "C8": re.compile(rf"^hooks/{_NAME}\.mjs$")}
_REV = re.compile(r"^[0-9a-f]{7,40}$")
REF_PREFIX = "refs/dshkit/revs/"


def evolution_dir(store_path: str) -> str:
    return store_path + ".evolution"


def component_of(path: str) -> str | None:
    """``system.md`` → C1, ``skills/x/SKILL.md`` → C6 …; None for anything that is no component file."""
    for cid, file in COMPONENTS.items():
        if cid in _PATTERNS:
            if _PATTERNS[cid].match(path):
                return cid
        elif path == file:
            return cid
    return None


class Components:
    def __init__(self, root: str):
        self.root = root

    def exists(self) -> bool:
        return os.path.isdir(os.path.join(self.root, ".git"))

    def ensure(self) -> str:
        """The repository, created with the default components on first use; returns the
        first revision (or, for an existing one, its first commit)."""
        if executable() is None:  # before anything is created: no half-made directory
            raise GitError("git is not installed (evolution needs git on PATH)")
        if self.head() is not None:
            return out(self.root, "rev-list", "--max-parents=0", "HEAD").splitlines()[-1]
        os.makedirs(self.root, exist_ok=True)
        if not self.exists():  # else an interrupted first use: finish it
            git(self.root, "init", "-q")
        for rel, text in defaults.FILES.items():
            path = os.path.join(self.root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
        git(self.root, "add", "-A")
        git(self.root, "commit", "-q", "-m", "evolution: default components")
        rev = out(self.root, "rev-parse", "HEAD")
        self._keep(rev)
        return rev

    def _keep(self, rev: str) -> None:
        git(self.root, "update-ref", REF_PREFIX + rev, rev)

    def resolve(self, rev: str) -> str | None:
        """A full revision id for ``rev`` (7..40 hex of a commit of this repository), else None."""
        if not isinstance(rev, str) or not _REV.match(rev) or not self.exists():
            return None
        proc = git(self.root, "rev-parse", "-q", "--verify", f"{rev}^{{commit}}", check=False)
        return proc.stdout.decode().strip() or None if proc.returncode == 0 else None

    def files(self, rev: str) -> dict[str, str]:
        """Every file of a revision (path -> text), markers left out."""
        names = out(self.root, "ls-tree", "-r", "-z", "--name-only", rev).split("\0")
        result = {}
        for name in sorted(n for n in names if n and not n.endswith("/.keep")):
            result[name] = self.read(rev, name) or ""
        return result

    def read(self, rev: str, path: str) -> str | None:
        proc = git(self.root, "cat-file", "blob", f"{rev}:{path}", check=False)
        return proc.stdout.decode("utf-8", "replace") if proc.returncode == 0 else None

    def commit(self, base: str, path: str, text: str, message: str) -> str:
        """A new revision: ``base`` with ``path`` set to ``text``. The checked-out tree is untouched."""
        with tempfile.TemporaryDirectory(prefix="dshkit-evo-index-") as tmp:
            env = {"GIT_INDEX_FILE": os.path.join(tmp, "index")}
            git(self.root, "read-tree", base, env=env)
            blob = out(self.root, "hash-object", "-w", "--stdin", input=text.encode("utf-8"))
            git(self.root, "update-index", "--add", "--cacheinfo", f"100644,{blob},{path}", env=env)
            tree = out(self.root, "write-tree", env=env)
        rev = out(self.root, "commit-tree", tree, "-p", base, "-m", message)
        self._keep(rev)
        return rev

    def check_out(self, rev: str) -> None:
        """Point the work tree (and branch) at ``rev``: what a human sees is what is in force."""
        git(self.root, "reset", "-q", "--hard", rev)

    def head(self) -> str | None:
        if not self.exists():
            return None
        proc = git(self.root, "rev-parse", "-q", "--verify", "HEAD", check=False)
        return proc.stdout.decode().strip() or None if proc.returncode == 0 else None

    def diff(self, a: str, b: str, limit: int = 64_000) -> str:
        text = out(self.root, "diff", "--no-color", "--no-ext-diff", a, b)
        return text if len(text) <= limit else text[:limit] + "\n… (diff cut at 64 KB)"

    def parent(self, rev: str) -> str | None:
        proc = git(self.root, "rev-parse", "-q", "--verify", f"{rev}^", check=False)
        return proc.stdout.decode().strip() or None if proc.returncode == 0 else None


__all__ = ["ANCHORED", "COMPONENTS", "Components", "GitError", "component_of", "evolution_dir"]
