"""Run a real DSH host headlessly against a local mock model.

``MockModel`` is a tiny OpenAI-compatible server on 127.0.0.1 that answers every
``POST /chat/completions`` the way rc.8's DeepSeek adapter expects (SSE ``data:``
chunks, then ``data: [DONE]``) and records each request body. The wire is four
hooks (``path``, ``text_reply``, ``tool_reply``, ``encode``): ``messages_wire``
swaps them for the Messages wire of 0.2.1 (dsh-host.md §9), so the scripting in
``scripted_model`` serves both hosts.
``write_hmr_overlay`` writes the ``--patch`` overlay that 0.1.0-rc.8 needs to
get past boot, and ``run_headless`` runs one task with both.
"""

from __future__ import annotations

import json
import subprocess
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tests.dshhost import Host

# rc.8's profile boot calls watchUserPatches, which needs `hmr.registerConfig()`;
# no published cordis-plugin-hmr has it, so every headless run dies right after
# boot. This local plugin provides a no-op one: only live reloading of the
# profile's patch file is lost (dsh-host.md §7).
HMR_STUB_JS = """\
// Test-only stand-in for the Cordis HMR service DSH 0.1.0-rc.8 requires at boot.
export const name = 'dshkit-test-hmr-stub'

export function apply(ctx) {
  ctx.provide('hmr', { registerConfig: async () => async () => {} })
}
"""


def write_hmr_overlay(directory: Path) -> Path:
    """Write the hmr stub plugin and an overlay inserting it; return the overlay's path."""
    directory.mkdir(parents=True, exist_ok=True)
    stub = (directory / "hmr-stub.mjs").resolve()
    stub.write_text(HMR_STUB_JS)
    overlay = directory / "overlay.yml"
    # rc.8 resolves a relative row name from the profile, so the stub is named by absolute path.
    overlay.write_text(f"- insert:\n    - id: dshkit-test-hmr-stub\n      name: {json.dumps(str(stub))}\n")
    return overlay.resolve()


@dataclass
class ModelRequest:
    path: str
    headers: dict[str, str]
    body: dict

    def texts(self) -> list[str]:
        """The text of every message, in order (string or content-part lists); a
        Messages-wire request's top-level ``system`` comes first."""
        system = self.body.get("system")
        head = [message_text({"content": system})] if isinstance(system, (str, list)) else []
        return head + [message_text(m) for m in self.body.get("messages", [])
                       if isinstance(m.get("content"), (str, list))]


def message_text(message: dict) -> str:
    """One request message's text: a string content, or its text parts joined."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def tool_results(messages: list[dict]) -> list[str]:
    """The tool results in a request's messages, in order, on either wire: an OpenAI
    ``role: tool`` message, or a Messages ``tool_result`` block in a user message."""
    out = []
    for message in messages:
        if message.get("role") == "tool":
            out.append(message_text(message))
        elif isinstance(message.get("content"), list):
            out += [message_text(block) for block in message["content"]
                    if isinstance(block, dict) and block.get("type") == "tool_result"]
    return out


@dataclass
class MockModel:
    """An OpenAI-compatible streaming endpoint that always answers ``reply``."""

    reply: str = "Done."
    requests: list[ModelRequest] = field(default_factory=list)

    # -- the wire (rc.8's DeepSeek adapter: OpenAI chat completions) ------------------------
    path = "/chat/completions"

    @staticmethod
    def text_reply(text: str) -> list[dict]:
        # A stop with no content is an EMPTY_RESPONSE error, hence a non-empty text.
        return [{**_OPENAI_BASE, "choices": [{"index": 0, "delta": {"role": "assistant", "content": text},
                                              "finish_reason": None}]},
                {**_OPENAI_BASE, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                 "usage": _OPENAI_USAGE}]

    @staticmethod
    def tool_reply(call_id: str, name: str, args: dict) -> list[dict]:
        call = {"index": 0, "id": call_id, "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)}}
        return [{**_OPENAI_BASE, "choices": [{"index": 0, "delta": {"role": "assistant", "content": "",
                                                                     "tool_calls": [call]},
                                              "finish_reason": None}]},
                {**_OPENAI_BASE, "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}],
                 "usage": _OPENAI_USAGE}]

    @staticmethod
    def encode(chunks: list[dict]) -> bytes:
        """The SSE stream of ``chunks``: ``data:`` lines ended by ``data: [DONE]``."""
        return b"".join(b"data: " + json.dumps(c).encode() + b"\n\n" for c in chunks) + b"data: [DONE]\n\n"

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def base_url(self) -> str:
        assert self._server is not None, "mock model is not running"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> MockModel:
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    def record(self, request: ModelRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def answer(self, body: dict) -> list[dict]:
        """The streamed chunks for one request (a subclass may script them)."""
        return self.text_reply(self.reply)


_OPENAI_BASE = {"id": "chatcmpl-mock", "object": "chat.completion.chunk", "created": 0, "model": "mock"}
_OPENAI_USAGE = {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}


def _handler_for(model: MockModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.0: the response ends when the connection closes, which ends the SSE stream.
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            try:
                body = json.loads(self.rfile.read(length) or b"null")
            except ValueError:
                body = None
            if self.path != model.path or not isinstance(body, dict):
                self.send_error(404 if self.path != model.path else 400)
                return
            model.record(ModelRequest(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            chunks = model.answer(body)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            self.wfile.write(model.encode(chunks))

        def log_message(self, *args) -> None:  # keep pytest output clean
            pass

    return Handler


def run_headless(host: Host, task: str, dsh_home: Path, model: MockModel, overlay: Path,
                 cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """``dsh --profile headless --patch OVERLAY TASK`` with the DeepSeek adapter on ``model``."""
    # The launcher's flags must come before the task: everything after it is the task.
    return host.run(["--profile", "headless", "--patch", str(overlay), task], dsh_home, cwd=cwd,
                    timeout=timeout,
                    extra_env={"DEEPSEEK_BASE_URL": model.base_url, "DEEPSEEK_API_KEY": "dshkit-test-key"})
