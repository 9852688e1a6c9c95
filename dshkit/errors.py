"""User-facing errors: always ``file:line:col: message [CODE]``, never a traceback."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Location:
    path: str
    line: int | None = None  # 1-based
    column: int | None = None  # 1-based

    def __str__(self) -> str:
        parts = [self.path]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class DshkitError(Exception):
    """A mistake in the user's input, reported without a traceback.

    ``code`` is a short stable identifier (e.g. ``SPEC001``); ``exit_code`` is
    what the CLI exits with (2 = unusable input by convention).
    """

    exit_code = 2

    def __init__(self, message: str, location: Location | None = None, code: str = "E000"):
        super().__init__(message)
        self.message = message
        self.location = location
        self.code = code

    def __str__(self) -> str:
        where = f"{self.location}: " if self.location else ""
        return f"{where}{self.message} [{self.code}]"
