"""The Messages wire of DSH 0.2.1's DeepSeek adapter, for the mock models of ``tests/host``.

0.2.1-rc.2 POSTs ``${DEEPSEEK_BASE_URL}/v1/messages`` and reads Messages-style SSE
(dsh-host.md §9): ``message_start``; per content block ``content_block_start``
(``{type: "text"}`` or ``{type: "tool_use", id, name, input: {}}``),
``content_block_delta`` (``text_delta`` / ``input_json_delta`` with ``partial_json``),
``content_block_stop``; then ``message_delta`` (``stop_reason``, usage) and
``message_stop``. An OpenAI-style stream fails there with ``MALFORMED_RESPONSE``.

``MessagesWire`` is only the four wire hooks of ``headless.MockModel``; mixed in
first, it turns the OpenAI mocks into Messages ones with the same scripting and
recording (``MessagesMockModel``, ``MessagesScriptedModel``). Requests on this wire
carry ``system`` at top level and tool results as ``tool_result`` blocks, which
``headless.ModelRequest.texts`` and ``headless.tool_results`` read on both wires.
"""

from __future__ import annotations

import json

from tests.host.headless import MockModel
from tests.host.scripted_model import ScriptedModel

_USAGE = {"input_tokens": 1, "output_tokens": 1}


def _start() -> dict:
    return {"type": "message_start",
            "message": {"id": "msg_mock", "type": "message", "role": "assistant", "model": "mock",
                        "content": [], "stop_reason": None, "stop_sequence": None, "usage": _USAGE}}


def _end(stop_reason: str) -> list[dict]:
    return [{"type": "message_delta", "delta": {"stop_reason": stop_reason, "stop_sequence": None},
             "usage": {"output_tokens": 1}},
            {"type": "message_stop"}]


class MessagesWire:
    """``path``/``text_reply``/``tool_reply``/``encode`` for ``POST /v1/messages``."""

    path = "/v1/messages"

    @staticmethod
    def text_reply(text: str) -> list[dict]:
        return [_start(),
                {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
                {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}},
                {"type": "content_block_stop", "index": 0},
                *_end("end_turn")]

    @staticmethod
    def tool_reply(call_id: str, name: str, args: dict) -> list[dict]:
        arguments = json.dumps(args)
        # the arguments arrive in two pieces, as a model streams them: the adapter must join them
        cut = len(arguments) // 2
        return [_start(),
                {"type": "content_block_start", "index": 0,
                 "content_block": {"type": "tool_use", "id": call_id, "name": name, "input": {}}},
                *({"type": "content_block_delta", "index": 0,
                   "delta": {"type": "input_json_delta", "partial_json": piece}}
                  for piece in (arguments[:cut], arguments[cut:])),
                {"type": "content_block_stop", "index": 0},
                *_end("tool_use")]

    @staticmethod
    def encode(chunks: list[dict]) -> bytes:
        """Each chunk as an SSE ``event:`` named by its type; the stream ends with ``message_stop``."""
        return b"".join(f"event: {c['type']}\ndata: {json.dumps(c)}\n\n".encode() for c in chunks)


class MessagesMockModel(MessagesWire, MockModel):
    """``headless.MockModel`` (always ``reply``) on the Messages wire."""


class MessagesScriptedModel(MessagesWire, ScriptedModel):
    """``scripted_model.ScriptedModel`` (a script per user turn) on the Messages wire."""
