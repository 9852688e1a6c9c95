"""A finding: one rule's complaint about one place."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    path: str
    line: int | None
    column: int | None
    code: str
    severity: str
    message: str
    name: str = ""

    def sort_key(self):
        return (self.path, self.line or 0, self.column or 0, self.code, self.message)

    def as_dict(self) -> dict:
        return {"path": self.path, "line": self.line, "column": self.column, "code": self.code,
                "severity": self.severity, "message": self.message, "rule": self.name}


@dataclass(frozen=True)
class Hit:
    """What a rule yields; the runner adds the rule's code, name and severity."""

    path: str
    line: int | None
    column: int | None
    message: str
    severity: str | None = None
    code: str | None = None  # a rule module may own several codes (rare)


def hit(path: str, where, message: str, severity: str | None = None) -> Hit:
    """``where`` is a Node (anything with line/column), a (line, col) tuple or None."""
    if where is None:
        return Hit(path, None, None, message, severity)
    if isinstance(where, tuple):
        return Hit(path, where[0], where[1], message, severity)
    return Hit(path, where.line, where.column, message, severity)
