"""A local model that plays a scripted agent, on the wire of ``headless.MockModel``.

``ScriptedModel`` answers ``POST /chat/completions`` like rc.8's DeepSeek adapter
expects (SSE ``data:`` chunks, ``data: [DONE]``); ``messages_wire.MessagesScriptedModel``
is the same agent on 0.2.1's ``/v1/messages``. Each answer is decided from the
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

from tests.host.headless import MockModel, ModelRequest, message_text, tool_results

CONSOLIDATION_MARK = "You turn a span of an AI coding session into long-term memory."
# The host's own compaction (compaction-basic) asking the model for a summary: rc.8's
# prompt, and 0.2.1's, which is appended to the conversation of a request WITH tools.
SUMMARIZATION_MARKS = ("Output only the checkpoint text", "You are now acting as a compaction engine")


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
    summary: str = "## Summary\n- Scripted checkpoint of the host's compactor."
    # called with the request index (agent requests only) before answering
    on_agent_request: Callable[[int, dict], None] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        self.agent_requests = 0

    # -- classification --------------------------------------------------------------

    def agent(self) -> list[ModelRequest]:
        return [r for r in self.requests if r.body.get("tools") and not _summarizes(r.texts())]

    def consolidation(self) -> list[ModelRequest]:
        return [r for r in self.requests if any(CONSOLIDATION_MARK in t for t in r.texts())]

    def summarization(self) -> list[ModelRequest]:
        """The host compactor's summary requests (never the agent's steps)."""
        return [r for r in self.requests if _summarizes(r.texts())]

    def answer(self, body: dict) -> list[dict]:
        texts = ModelRequest("", {}, body).texts()
        if any(CONSOLIDATION_MARK in t for t in texts):
            return self.text_reply(json.dumps(self.consolidation_reply))
        if _summarizes(texts):
            return self.text_reply(self.summary)
        if not body.get("tools"):
            return self.text_reply("Memory session")
        with self._lock:
            index = self.agent_requests
            self.agent_requests += 1
        if self.on_agent_request is not None:
            self.on_agent_request(index, body)
        messages = body.get("messages", [])
        start, script = self._turn(messages)
        done = len(tool_results(messages[start:]))
        if done < len(script):
            name, args = script[done]
            # unique in the session: a later turn's calls must not reuse an earlier turn's ids
            return self.tool_reply(f"call_{index}", name, args)
        return self.text_reply(self.final)

    def _turn(self, messages: list[dict]) -> tuple[int, list[tuple[str, dict]]]:
        """Where the current turn's messages start, and its script."""
        if self.turns is None:
            return 0, self.script
        found = self._prompt_at(messages)
        return (0, []) if found is None else (found[0], self.turns[found[1]])

    def _prompt_at(self, messages: list[dict]) -> tuple[int, str] | None:
        """The index of the latest turn prompt (a key of ``turns``) among ``messages``, and
        that prompt. A prompt is a whole user message (rc.8) or one text block of it
        (0.2.1 sends the prompt and the runtime-context snapshot as one user message)."""
        for index in range(len(messages) - 1, -1, -1):
            if messages[index].get("role") != "user":
                continue
            for text in message_blocks(messages[index]):
                if text in (self.turns or {}):
                    return index, text
        return None

    def turn_requests(self, prompt: str) -> list[ModelRequest]:
        """The agent requests made in the turn whose prompt is ``prompt``."""
        return [r for r in self.agent() if (self._prompt_at(r.body["messages"]) or (0, None))[1] == prompt]


def _summarizes(texts: list[str]) -> bool:
    return any(mark in t for t in texts for mark in SUMMARIZATION_MARKS)


def message_blocks(message: dict) -> list[str]:
    """The whole text of a message, then each of its text parts on its own."""
    content = message.get("content")
    parts = [p.get("text", "") for p in content if isinstance(p, dict)] if isinstance(content, list) else []
    return [message_text(message), *parts]

