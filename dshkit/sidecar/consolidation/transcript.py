"""The consolidation transcript: `U:` / `A:` / `T:` lines from logged messages, capped.

Input is what the logging path already stored (redacted, capped, dates made
absolute), so no secret or relative date reaches the model that the log
itself does not hold.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class LoggedMessage:
    """One `msg-*` entry as consolidation sees it."""

    name: str
    seq: int  # session-log seq of the event the message was logged from
    role: str  # "user" | "assistant"
    text: str
    tools: tuple[tuple[str, bool], ...] = field(default=())  # (tool name, succeeded)


@dataclass(frozen=True)
class Transcript:
    text: str
    covered: tuple[LoggedMessage, ...]  # oldest first; a prefix of the input
    complete: bool  # False when the budget pushed later messages to the next run


def _lines(message: LoggedMessage) -> str:
    prefix = "U" if message.role == "user" else "A"
    body = message.text.strip() or ("(tool calls only)" if message.tools else "(empty)")
    lines = [f"{prefix}: {body}"]
    lines.extend(f"T: {tool} {'✅' if ok else '❌'}" for tool, ok in message.tools)
    return "\n".join(lines)


def render_transcript(messages: list[LoggedMessage], max_input_tokens: int) -> Transcript:
    """Keep the oldest messages that fit in `max_input_tokens` (chars/4).

    Whole messages only, so the watermark can stop exactly after the last one
    sent. A single message larger than the whole budget is sent alone,
    truncated, so an oversized message cannot wedge the watermark forever.
    """
    budget = max(1, max_input_tokens * 4)
    blocks: list[str] = []
    covered: list[LoggedMessage] = []
    used = 0
    for message in messages:
        block = _lines(message)
        cost = len(block) + 1  # the joining newline
        if covered and used + cost > budget:
            break
        if not covered and cost > budget:
            omitted = len(block) - budget
            block = f"{block[:budget]}\n[...truncated {omitted} chars]"
        blocks.append(block)
        covered.append(message)
        used += cost
        if used >= budget:
            break
    complete = len(covered) == len(messages)
    text = "\n".join(blocks)
    if not complete:
        text += f"\n[later content deferred to the next consolidation run: {len(messages) - len(covered)} messages]"
    return Transcript(text=text, covered=tuple(covered), complete=complete)
