"""Distance between a new work unit and stored entries, without an embedding model.

Default: cosine distance of term-frequency vectors over ASCII words and CJK
bigrams (the same tokens the full-text index finds), in [0, 1]. An embedding
provider can replace it; none is used unless the host configures one.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Protocol, Sequence

from dshkit.sidecar.textindex import CJK_RUN, index_text

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# Words that say nothing about a topic; without this, any two English notes look alike.
_STOP = frozenset(
    "a an and are as at be by for from has have in is it its of on or that the this to was we were will with "
    "you your not but can use used should when what which".split()
)


def tokens(text: str) -> Counter[str]:
    """The full-text index's tokens (words, CJK bigrams), minus one-letter words and stop words."""
    words = _WORD.findall(index_text(text.lower()))
    return Counter(w for w in words if w not in _STOP and (len(w) > 1 or CJK_RUN.fullmatch(w)))


def _cosine_distance(a: Counter[str], b: Counter[str]) -> float:
    if not a or not b:
        return 1.0
    dot = sum(count * b[token] for token, count in a.items() if token in b)
    norm = math.sqrt(sum(c * c for c in a.values())) * math.sqrt(sum(c * c for c in b.values()))
    return max(0.0, min(1.0, 1.0 - dot / norm))


def text_distance(a: str, b: str) -> float:
    return _cosine_distance(tokens(a), tokens(b))


class EmbeddingProvider(Protocol):
    """Optional: vectors for texts. Off by default; nothing here requires one."""

    def embed(self, texts: Sequence[str]) -> list[Sequence[float]]: ...


def vector_distance(u: Sequence[float], v: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(u, v))
    norm = math.sqrt(sum(x * x for x in u)) * math.sqrt(sum(y * y for y in v))
    if norm == 0:
        return 1.0
    return max(0.0, min(1.0, (1.0 - dot / norm)))


@dataclass(frozen=True)
class Candidate:
    name: str
    text: str
    distance: float


def nearest(
    query: str,
    pool: Sequence[tuple[str, str]],
    max_distance: float,
    limit: int = 3,
    provider: EmbeddingProvider | None = None,
) -> list[Candidate]:
    """The `limit` closest `(name, text)` pairs within `max_distance`, nearest first (ties by name)."""
    if not pool:
        return []
    if provider is None:
        query_tokens = tokens(query)
        scored = [Candidate(name, text, _cosine_distance(query_tokens, tokens(text))) for name, text in pool]
    else:
        vectors = provider.embed([query, *(text for _, text in pool)])
        scored = [
            Candidate(name, text, vector_distance(vectors[0], vectors[i + 1])) for i, (name, text) in enumerate(pool)
        ]
    kept = [c for c in scored if c.distance <= max_distance]
    kept.sort(key=lambda c: (c.distance, c.name))
    return kept[:limit]
