"""A local model that plays a scripted agent, in the DeepSeek streaming protocol.

``ScriptedModel`` answers ``POST /chat/completions`` like the DeepSeek adapter
expects (SSE ``data:`` chunks, ``data: [DONE]``), deciding each answer from the
request: a request without ``tools`` is the session-title call; one whose first
system or user text is the sidecar's consolidation prompt gets ``JSON``; an
agent request gets the next tool call of ``script`` once the tool results
before it are in, else the final text. Every request body is recorded, so a
test can assert what the model was shown (the memory injected, a search result).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable

from tests.host.headless import MockModel, ModelRequest

CONSOLIDATION_MARK = "You turn a span of an AI coding session into long-term memory."


@dataclass
class ScriptedModel(MockModel):
    """The mock model of ``headless`` playing a scripted agent: tool calls, then ``final``;
    consolidation requests get ``consolidation_reply``."""

    # (tool name, arguments) calls made one per step, in order, then `final`
    script: list[tuple[str, dict]] = field(default_factory=list)
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
        done = sum(1 for m in body.get("messages", []) if m.get("role") == "tool")
        if done < len(self.script):
            name, args = self.script[done]
            return _tool_chunks(f"call_{done}", name, args)
        return _text_chunks(self.final)


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
