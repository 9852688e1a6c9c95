"""A problem found while reading part of a bundle (shared by build and check)."""

from __future__ import annotations

from dataclasses import dataclass

ERROR = "error"
WARNING = "warning"
INFO = "info"
SEVERITIES = (INFO, WARNING, ERROR)  # ascending


def severity_rank(severity: str) -> int:
    return SEVERITIES.index(severity)


@dataclass(frozen=True)
class Problem:
    """``code`` is a ``dshkit check`` rule id (``DSH5xx`` for skills); line and
    column are 1-based positions in the file the problem is about (or None)."""

    code: str
    message: str
    line: int | None = None
    column: int | None = None
    severity: str = ERROR
