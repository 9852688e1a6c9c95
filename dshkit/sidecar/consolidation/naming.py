"""Derived entry names: a replay of the same work always produces the same key."""

from __future__ import annotations

from dshkit.sidecar import hashing as hashlib  # no OpenSSL at startup
import re

_NOT_SLUG = re.compile(r"[^a-z0-9\u4e00-\u9fff]+")



def slugify(text: str, cap: int = 60) -> str:
    """Lowercase; runs of anything but a-z, 0-9 and CJK ideographs become one dash; capped."""
    slug = _NOT_SLUG.sub("-", str(text).lower()).strip("-")
    slug = slug[:cap].rstrip("-")
    return slug or "memory"


def span_summary_name(session_id: str, from_seq: int, to_seq: int) -> str:
    return f"sum-{session_id}-{from_seq}-{to_seq}"


def archive_name(tier: int, members: list[str]) -> str:
    """`sum<N>-<12 hex>` from the sorted member names, so a retried batch keeps its name."""
    digest = hashlib.sha256("\n".join(sorted(members)).encode("utf-8")).hexdigest()
    return f"sum{tier}-{digest[:12]}"


def work_unit_name(title: str, content: str) -> str:
    """`wu-<slug>-<8 hex>`, content-addressed: the same lesson re-extracted keeps its key."""
    slug = slugify(title)
    digest = hashlib.sha256(f"{slug}\n{content.strip()}".encode("utf-8")).hexdigest()
    return f"wu-{slug}-{digest[:8]}"


def tier_tag(tier: int) -> str:
    return f"summary {tier}"
