"""What a logged message looks like: content policy, tool ledger, entry body.

Content policy, in this order (docs/memory.md "Content policy"): redact secrets -> cap
length -> rewrite relative dates against the event's own time. Redaction runs
first so a cap can never cut a secret in half and leave a recognisable stub.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from dshkit.sidecar.dates import absolutize
from dshkit.sidecar.redact import redact
from dshkit.sidecar.textindex import MESSAGE_CONTENT  # the index skips the header before it

ASSISTANT_CAP = 8000
USER_CAP = 32000
INTERRUPTED_MARK = "[turn interrupted mid-stream]"
TOOL_ONLY = "(tool calls only)"


def blocks_text(content: object) -> str:
    """Text of a message's content blocks; images become ``[image]``, tool-call
    blocks leave nothing (the ledger describes them)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts = []
    for block in content:
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text" and isinstance(block.get("text"), str):
            parts.append(block["text"])
        elif kind == "image":
            parts.append("[image]")
    return "\n".join(parts)


def has_text_or_image(content: object) -> bool:
    if isinstance(content, str):
        return bool(content.strip())
    if not isinstance(content, list):
        return False
    for block in content:
        if isinstance(block, dict):
            if block.get("type") == "image":
                return True
            if block.get("type") == "text" and isinstance(block.get("text"), str):
                text = block["text"]
                if text and not text.isspace():  # text.strip() without the copy
                    return True
    return False


def cap(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n[...truncated {len(text) - limit} chars]"


def apply_policy(text: str, limit: int, base: dt.datetime) -> str:
    return absolutize(cap(redact(text), limit), base)


# -- tool ledger ------------------------------------------------------------------

MAX_TOOL_NAME = 128  # characters of a tool name kept (a name is the model's or an MCP server's word)


def tool_name(data: dict) -> str:
    """A tool call event's tool name as logged (ledger, graph rows): capped, so 40
    calls with 5 MB names cannot grow the store by 200 MB; never empty."""
    name = data.get("name")
    name = name if isinstance(name, str) and name else "tool"
    return name if len(name) <= MAX_TOOL_NAME else name[:MAX_TOOL_NAME - 1] + "…"


@dataclass
class ToolCall:
    call_id: str
    name: str
    started: float | None
    finished: float | None = None
    ok: bool | None = None  # None: no result arrived
    error: str = ""
    error_code: str = ""

    @property
    def seconds(self) -> float:
        if self.started is None or self.finished is None:
            return 0.0
        return max(0.0, (self.finished - self.started) / 1000.0)


_EXIT = re.compile(r"\[exit code:\s*(-?\d+)\]")
_ERRNO = re.compile(r"\b(E[A-Z]{3,12})\b")


def judge_result(text: str, is_error: bool) -> tuple[bool, str, str]:
    """(ok, error code, one line of error) for a tool result's text."""
    exit_match = _EXIT.search(text)
    failed = bool(is_error) or (exit_match is not None and exit_match.group(1) != "0")
    if not failed:
        return True, "", ""
    code = ""
    errno = _ERRNO.search(text)
    if errno:
        code = errno.group(1)
    elif exit_match:
        code = f"exit {exit_match.group(1)}"
    elif "no such file" in text.lower():
        code = "ENOENT"
    line = ""
    for raw in text.splitlines():
        s = raw.strip()
        if s and not s.startswith("[stderr]") and not s.startswith("[stdout]") and not _EXIT.fullmatch(s):
            line = s
            break
    line = redact(line)
    if len(line) > 160:
        line = line[:157] + "..."
    return False, code, line


def ledger_lines(calls: list[ToolCall]) -> list[str]:
    """``1. `read` ×5 — ✅ 1.2s total`` / ``2. `bash` — ❌ 2.0s — Error (ENOENT) — …``.
    Consecutive identical successful calls collapse."""
    groups: list[list[ToolCall]] = []
    for call in calls:
        if (groups and call.ok and groups[-1][0].ok and groups[-1][0].name == call.name):
            groups[-1].append(call)
        else:
            groups.append([call])
    lines = []
    for i, group in enumerate(groups, 1):
        first = group[0]
        total = sum(c.seconds for c in group)
        if first.ok:
            count = f" ×{len(group)}" if len(group) > 1 else ""
            suffix = " total" if len(group) > 1 else ""
            lines.append(f"{i}. `{first.name}`{count} — ✅ {total:.1f}s{suffix}")
        elif first.ok is None:
            lines.append(f"{i}. `{first.name}` — ❌ no result")
        else:
            code = f" ({first.error_code})" if first.error_code else ""
            tail = f" — {first.error}" if first.error else ""
            lines.append(f"{i}. `{first.name}` — ❌ {total:.1f}s — Error{code}{tail}")
    return lines


def message_body(role: str, when: dt.datetime, content: str, *, turn: int | None = None,
                 interrupted: bool = False, ledger: list[str] | None = None,
                 iso: str | None = None) -> str:
    """``iso``: ``when`` already formatted to the second, when the caller has it."""
    # Sections joined by blank lines; built with f-strings (once per logged message).
    if iso is None:
        iso = when.isoformat(timespec="seconds")
    head = f"## Role\n{role}\n\n## Timestamp\n{iso}\n\n"
    if turn is not None:
        head = f"{head}## Turn\n{turn}\n\n"
    text = content if content and not content.isspace() else (TOOL_ONLY if ledger else "")
    if interrupted:
        text = (text + "\n" if text else "") + INTERRUPTED_MARK
    if ledger:
        return f"{head}{MESSAGE_CONTENT}{text}\n\n## Tool Calls\n" + "\n".join(ledger) + "\n"
    return f"{head}{MESSAGE_CONTENT}{text}\n"
