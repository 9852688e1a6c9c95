"""Run a real DSH host headlessly against a local mock model.

``MockModel`` is a tiny OpenAI-compatible server on 127.0.0.1 that answers every
``POST /chat/completions`` the way the DeepSeek adapter expects (SSE ``data:``
chunks, then ``data: [DONE]``) and records each request body.
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
        """The text of every message, in order (string or content-part lists)."""
        return [message_text(m) for m in self.body.get("messages", [])
                if isinstance(m.get("content"), (str, list))]


def message_text(message: dict) -> str:
    """One request message's text: a string content, or its text parts joined."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


@dataclass
class MockModel:
    """An OpenAI-compatible streaming endpoint that always answers ``reply``."""

    reply: str = "Done."
    requests: list[ModelRequest] = field(default_factory=list)

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
        base = {"id": "chatcmpl-mock", "object": "chat.completion.chunk", "created": 0,
                "model": str(body.get("model", "mock"))}
        return [
            {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": self.reply},
                                  "finish_reason": None}]},
            # A stop with no content is an EMPTY_RESPONSE error, hence the text above.
            {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
             "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}},
        ]


def _handler_for(model: MockModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.0: the response ends when the connection closes, which ends the SSE stream.
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            try:
                body = json.loads(self.rfile.read(length) or b"null")
            except ValueError:
                body = None
            if self.path != "/chat/completions" or not isinstance(body, dict):
                self.send_error(404 if self.path != "/chat/completions" else 400)
                return
            model.record(ModelRequest(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            chunks = model.answer(body)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            for chunk in chunks:
                self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
            self.wfile.write(b"data: [DONE]\n\n")

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
