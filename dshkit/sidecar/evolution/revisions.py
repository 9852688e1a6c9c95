"""Which revision is in force, what a revision holds, and rolling back.

Works with or without a running sidecar (``dshkit memory evolve rollback``
uses it offline): it needs the store and git only. A revoked revision — and
every revision built on it, since its text lives on in them — is refused by
:meth:`Revisions.view` forever; the revision in force then moves to the
nearest ancestor still allowed. Text a conversation already received is not
erased: only later loads are refused.
"""

from __future__ import annotations

from .components import ANCHORED, COMPONENTS, REF_PREFIX, Components, component_of, evolution_dir
from .gitrun import GitError, git, out
from .ledger import Ledger


CACHE_LIMIT = 64  # revisions (files) and prefixes (ids) remembered per process


class EvolutionError(Exception):
    """A refusal with a kind: ``invalid``, ``not-found``, ``revoked``, ``conflict`` or ``git``."""

    def __init__(self, kind: str, message: str, data: dict | None = None):
        super().__init__(message)
        self.kind = kind
        self.data = data or {}


class Revisions:
    def __init__(self, store):
        self.store = store
        self.ledger = Ledger(store)
        self.components = Components(evolution_dir(store.path))
        self._synced: str | None = None  # the revision the work tree was last checked out at
        # A commit's files never change and a kept ref is never deleted: what git said once
        # is cached, so a steady evolve/components (answered on the dispatch thread) runs no git.
        self._files: dict[str, dict[str, str]] = {}
        self._resolved: dict[str, str] = {}

    # -- the revision in force ---------------------------------------------------------------
    def ensure(self) -> str:
        """The active revision; the repository and the state are created on first use."""
        active = self.ledger.get("active")
        if active is not None and self.components.exists():
            return active
        try:
            first = self.components.ensure()
        except GitError as exc:
            raise EvolutionError("git", str(exc)) from None
        if active is None:
            self.ledger.set(active=first, adopted=first, initial=first)
            self.ledger.record("init", "init", "created", rev=first,
                               detail={"dir": self.components.root})
            return first
        return active

    def state(self) -> dict:
        return {k: self.ledger.get(k) for k in ("active", "adopted", "initial", "shadow")}

    def resolve(self, rev: str) -> str:
        full = self._resolved.get(rev)
        if full is None:
            full = self.components.resolve(rev)
            if full is None or not self._known(full):
                raise EvolutionError("not-found", f"no revision {rev!r} in {self.components.root}", {"rev": rev})
            if len(self._resolved) < CACHE_LIMIT:
                self._resolved[rev] = full
        return full

    def files(self, rev: str) -> dict[str, str]:
        """A revision's files (path -> text), read from git once per process."""
        found = self._files.get(rev)
        if found is None:
            found = self.components.files(rev)
            if len(self._files) >= CACHE_LIMIT:
                self._files.pop(next(iter(self._files)))
            self._files[rev] = found
        return found

    def _known(self, rev: str) -> bool:
        proc = git(self.components.root, "show-ref", "--verify", "-q", REF_PREFIX + rev, check=False)
        return proc.returncode == 0

    def all_revs(self) -> list[str]:
        text = out(self.components.root, "for-each-ref", "--format=%(objectname)", REF_PREFIX)
        return [r for r in text.splitlines() if r]

    # -- what a revision holds -----------------------------------------------------------------
    def view(self, rev: str | None = None) -> dict:
        """The components of ``rev`` (default: the active one), for the host to load.
        A revoked revision is refused, whoever asks and however often."""
        active = self.ensure()
        full = self.resolve(rev) if rev else active
        revoked = self.ledger.revoked(full)
        if revoked is not None:
            raise EvolutionError("revoked", f"revision {full[:12]} was rolled back ({revoked['reason']}) and can "
                                 "never be loaded again", {"rev": full, "revoked": True, "reason": revoked["reason"]})
        files = self.files(full)
        state = self.state()
        comps = [{"id": cid, "path": path, "text": files.get(path, "")}
                 for cid, path in COMPONENTS.items() if not path.endswith("/")]
        grouped = {"C6": [], "C7": [], "C8": []}
        for path, text in files.items():
            cid = component_of(path)
            if cid in grouped:
                grouped[cid].append({"name": path.split("/")[1].removesuffix(".mjs"), "path": path, "text": text})
        # C1-C4 as one block, ready to inject (main session and probe sub-sessions alike)
        injection = "\n\n".join(c["text"].strip() for c in comps if c["id"] in ANCHORED)
        shadow = state["shadow"]
        return {"rev": full, "activeRev": state["active"], "adoptedRev": state["adopted"],
                "inShadow": bool(shadow and shadow.get("rev") == full), "components": comps,
                "skills": grouped["C6"], "scripts": grouped["C7"], "hooks": grouped["C8"], "injection": injection}

    # -- rolling back ---------------------------------------------------------------------------
    def _descendants(self, rev: str) -> list[str]:
        found = []
        for other in self.all_revs():
            proc = git(self.components.root, "merge-base", "--is-ancestor", rev, other, check=False)
            if proc.returncode == 0:
                found.append(other)
        return found

    def _allowed_ancestor(self, rev: str) -> str:
        """``rev`` or its nearest ancestor not revoked (the defaults never are)."""
        current: str | None = rev
        while current is not None and self.ledger.revoked(current) is not None:
            current = self.components.parent(current)
        return current or self.ledger.get("initial")

    def revoke(self, rev: str, run_id: str | None, reason: str) -> dict:
        """Revoke ``rev`` and everything built on it; move active/adopted back; end its shadow
        trial. Returns ``{revoked: [...], active}``."""
        initial = self.ledger.get("initial")
        if rev == initial:
            raise EvolutionError("conflict", "the default components cannot be rolled back", {"rev": rev})
        revoked = [r for r in self._descendants(rev) if self.ledger.revoked(r) is None]
        for r in revoked:
            self.ledger.revoke(r, run_id, reason)
        state = self.state()
        changes: dict = {}
        for key in ("active", "adopted"):
            if state[key] in revoked:
                changes[key] = self._allowed_ancestor(state[key])
        shadow = state["shadow"]
        if shadow and shadow.get("rev") in revoked:
            changes["shadow"] = None
            changes.setdefault("active", self._allowed_ancestor(shadow.get("base") or initial))
        if changes:
            self.ledger.set(**changes)
        return {"revoked": revoked, "active": self.ledger.get("active")}

    def rollback(self, rev: str | None, run_id: str, reason: str) -> dict:
        """``rollback [rev]``: the given revision; else the shadow candidate; else the last adoption."""
        self.ensure()
        state = self.state()
        if rev:
            target = self.resolve(rev)
        elif state["shadow"]:
            target = state["shadow"]["rev"]
        elif state["adopted"] != state["initial"]:
            target = state["adopted"]
        else:
            raise EvolutionError("conflict", "nothing to roll back: the default components are in force")
        if self.ledger.revoked(target) is not None:
            raise EvolutionError("conflict", f"revision {target[:12]} is already rolled back", {"rev": target})
        result = self.revoke(target, run_id, reason)
        self.ledger.record(run_id, "rollback", "rolled-back", rev=target, base_rev=result["active"],
                           detail={"reason": reason, "revoked": result["revoked"]})
        self.sync_tree()
        return {**result, "rev": target}

    def sync_tree(self) -> None:
        """Check the work tree out at the active revision (for humans; loads never read it)."""
        active = self.ledger.get("active")
        if not active or active == self._synced or not self.components.exists():
            return  # the worker asks twice a second: no git call unless the record moved
        try:
            if self.components.head() != active:
                self.components.check_out(active)
            self._synced = active
        except GitError:
            pass  # a stale mirror only: the store's record stays the truth
