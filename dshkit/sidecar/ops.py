"""Memory operations behind the agent's tools: write (inbox), promote, get.

One key, one truth: at most one *active* entry per ``scope + key``. Promoting
a second one needs an explicit ``supersede`` naming the current holder; the
old entry becomes ``superseded``, both stay, linked both ways (a
``supersedes`` edge plus ``supersedes`` / ``superseded_by`` in their meta).
"""

from __future__ import annotations

import re

from dshkit.sidecar.redact import redact
from dshkit.sidecar.names import is_operational
from dshkit.sidecar.store import GLOBAL_SCOPE, Store, StoreError, content_hash

ENTRY_TYPES = ("fact", "decision", "rule", "taboo", "note")
_SLUG = re.compile(r"[^0-9a-z\u3400-\u4dbf\u4e00-\u9fff]+")


def slug(text: str, limit: int = 60) -> str:
    s = _SLUG.sub("-", text.lower()).strip("-")
    return s[:limit].strip("-") or "entry"


def scope_key(scope: str, key: str) -> str:
    return f"{scope}\x1f{key}"


def candidate(*, title: str, body: str, entry_type: str, scope: str, key: str | None,
              tags: list[str] | None, verify_when: str | None, source: str | None,
              prefix: str = "mem") -> dict:
    """A ``memory/write`` as the inbox keeps it, wherever that inbox is (the
    local store, the team server): redaction first, the key as a slug, the
    type among the tags, and the name ``<prefix>-<key slug>-<8 hex>``."""
    title = redact(title.strip())
    body = redact(body.strip())
    key = slug(redact(key) if key else title)
    verify_when = redact(verify_when) if verify_when else verify_when
    source = redact(source) if source else source
    tags = sorted({*(redact(t.strip()) for t in (tags or []) if t.strip()), entry_type})
    digest = content_hash(scope, key, title, body)
    return {"name": f"{prefix}-{slug(key, 48)}-{digest[:8]}", "title": title, "body": body, "key": key,
            "kind": entry_type, "scope": scope, "tags": tags, "verify_when": verify_when, "source": source,
            "content_hash": digest}


def write_inbox(store: Store, *, title: str, body: str, entry_type: str = "fact",
                scope: str = GLOBAL_SCOPE, key: str | None = None, tags: list[str] | None = None,
                verify_when: str | None = None, source: str | None = None) -> dict:
    """A candidate entry in the inbox; returns ``{name, status, result}``."""
    c = candidate(title=title, body=body, entry_type=entry_type, scope=scope, key=key, tags=tags,
                  verify_when=verify_when, source=source)
    name, title, body, key, tags = c["name"], c["title"], c["body"], c["key"], c["tags"]
    verify_when, source = c["verify_when"], c["source"]
    if is_operational(name):  # cannot happen with the mem- prefix; keep the layers apart
        raise StoreError("reserved name", "invalid")
    existing = store.get_entry(name)
    status = existing["status"] if existing else "inbox"
    outcome = store.put_entry(
        name, kind=entry_type, title=title, body=body, tags=tags, scopes=[scope], status=status,
        scope_key=scope_key(scope, key), verify_when=verify_when,
        meta={"key": key, "scope": scope, **({"source": source} if source else {}),
              **(existing["meta"] if existing else {})},
        created=existing["created"] if existing else None)
    return {"name": name, "status": status, "result": outcome}


def promote(store: Store, name: str, supersede: str | None = None) -> dict:
    with store.transaction():
        entry = store.get_entry(name)
        if entry is None:
            raise StoreError(f"no entry named {name!r}", "not-found")
        if entry["status"] == "active":
            return {"name": name, "status": "active", "superseded": []}
        if entry["status"] != "inbox" or entry["scope_key"] is None:
            raise StoreError(f"{name} is {entry['status']}; only inbox entries can be promoted", "invalid")
        holders = [n for n in store.active_for_key(entry["scope_key"]) if n != name]
        if holders and supersede is None:
            raise StoreError(
                f"scope+key already has an active entry ({', '.join(holders)}); "
                "promote with supersede to replace it", "conflict", {"conflict": holders})
        if supersede is not None and supersede not in holders:
            raise StoreError(f"{supersede} is not the active entry for this scope+key", "invalid",
                             {"active": holders})
        superseded = []
        if supersede is not None:
            store.set_status(supersede, "superseded", {"superseded_by": name})
            store.add_edge(name, "supersedes", supersede)
            superseded.append(supersede)
        store.set_status(name, "active", {"supersedes": supersede} if supersede else None)
    return {"name": name, "status": "active", "superseded": superseded}


def make_global(store: Store, name: str) -> str:
    """An inbox entry of a project made global (``dshkit memory promote --global``):
    the same content written to the global scope (its name changes: the scope is
    part of it) and the project's copy removed, in one unit. Returns the new name."""
    with store.transaction():
        entry = store.get_entry(name)
        if entry is None:
            raise StoreError(f"no entry named {name!r}", "not-found")
        if GLOBAL_SCOPE in entry["scopes"]:
            return name
        if entry["status"] != "inbox":
            raise StoreError(f"{name} is {entry['status']}; only an inbox entry can be made global", "invalid")
        meta = entry["meta"] or {}
        out = write_inbox(store, title=entry["title"], body=entry["body"], entry_type=entry["kind"],
                          scope=GLOBAL_SCOPE, key=meta.get("key"), tags=entry["tags"],
                          verify_when=entry["verify_when"], source=meta.get("source"))
        store.delete_entry(name)
    return out["name"]
