"""A local model that plays a scripted agent, in the DeepSeek streaming protocol.

``ScriptedModel`` answers ``POST /chat/completions`` like the DeepSeek adapter
expects (SSE ``data:`` chunks, ``data: [DONE]``), deciding each answer from the
request: a request without ``tools`` is the session-title call; one whose first
system or user text is the sidecar's consolidation prompt gets ``JSON``; an
agent request gets the next tool call of ``script`` once the tool results
before it are in, else the final text. In a session of several user turns,
``turns`` gives each turn its own script, keyed by that turn's prompt: the
latest prompt in the request picks the script, and only the tool results after
it count. Every request body is recorded, so a test can assert what the model
was shown (the memory injected, a search result).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable

from tests.host.headless import MockModel, ModelRequest, message_text

CONSOLIDATION_MARK = "You turn a span of an AI coding session into long-term memory."


@dataclass
class ScriptedModel(MockModel):
    """The mock model of ``headless`` playing a scripted agent: tool calls, then ``final``;
    consolidation requests get ``consolidation_reply``."""

    # (tool name, arguments) calls made one per step, in order, then `final`
    script: list[tuple[str, dict]] = field(default_factory=list)
    # several user turns: prompt text -> that turn's calls (instead of `script`)
    turns: dict[str, list[tuple[str, dict]]] | None = None
    final: str = "Done."
    consolidation_reply: dict = field(default_factory=lambda: {
        "summary": "- The user set a lint rule and chose PostgreSQL 16 for the orders service.",
        "workUnits": [{"title": "Orders service database", "classification": "design-decision",
                       "content": "## Context\nOrders service storage.\n## Solution\nPostgreSQL 16.\n"
                                  "## Key Detail\nChosen in session 1.", "tags": ["database"]}]})
    # called with the request index (agent requests only) before answering
    on_agent_request: Callable[[int, dict], None] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        self.agent_requests = 0

    # -- classification --------------------------------------------------------------

    def agent(self) -> list[ModelRequest]:
        return [r for r in self.requests if r.body.get("tools")]

    def consolidation(self) -> list[ModelRequest]:
        return [r for r in self.requests if any(CONSOLIDATION_MARK in t for t in r.texts())]

    def answer(self, body: dict) -> list[dict]:
        texts = ModelRequest("", {}, body).texts()
        if any(CONSOLIDATION_MARK in t for t in texts):
            return _text_chunks(json.dumps(self.consolidation_reply))
        if not body.get("tools"):
            return _text_chunks("Memory session")
        with self._lock:
            index = self.agent_requests
            self.agent_requests += 1
        if self.on_agent_request is not None:
            self.on_agent_request(index, body)
        messages = body.get("messages", [])
        start, script = self._turn(messages)
        done = sum(1 for m in messages[start:] if m.get("role") == "tool")
        if done < len(script):
            name, args = script[done]
            # unique in the session: a later turn's calls must not reuse an earlier turn's ids
            return _tool_chunks(f"call_{index}", name, args)
        return _text_chunks(self.final)

    def _turn(self, messages: list[dict]) -> tuple[int, list[tuple[str, dict]]]:
        """Where the current turn's messages start, and its script."""
        if self.turns is None:
            return 0, self.script
        at = self._prompt_at(messages)
        return (0, []) if at is None else (at, self.turns[message_text(messages[at])])

    def _prompt_at(self, messages: list[dict]) -> int | None:
        """The index of the latest turn prompt (a key of ``turns``) among ``messages``."""
        for index in range(len(messages) - 1, -1, -1):
            if messages[index].get("role") == "user" and message_text(messages[index]) in (self.turns or {}):
                return index
        return None

    def turn_requests(self, prompt: str) -> list[ModelRequest]:
        """The agent requests made in the turn whose prompt is ``prompt``."""
        out = []
        for request in self.agent():
            at = self._prompt_at(request.body["messages"])
            if at is not None and message_text(request.body["messages"][at]) == prompt:
                out.append(request)
        return out


_BASE = {"id": "chatcmpl-mock", "object": "chat.completion.chunk", "created": 0, "model": "mock"}
_USAGE = {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}


def _text_chunks(text: str) -> list[dict]:
    return [{**_BASE, "choices": [{"index": 0, "delta": {"role": "assistant", "content": text},
                                   "finish_reason": None}]},
            {**_BASE, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": _USAGE}]


def _tool_chunks(call_id: str, name: str, args: dict) -> list[dict]:
    call = {"index": 0, "id": call_id, "type": "function",
            "function": {"name": name, "arguments": json.dumps(args)}}
    return [{**_BASE, "choices": [{"index": 0, "delta": {"role": "assistant", "content": "",
                                                          "tool_calls": [call]}, "finish_reason": None}]},
            {**_BASE, "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}], "usage": _USAGE}]
