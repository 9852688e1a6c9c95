"""One DSH session of several user turns: the real web app of DSH, driven over its API.

``WebHost`` drives DSH 0.1.0-rc.8's web app (below); ``SdkWebHost`` the one of DSH
0.2.1-rc.2, whose API is served differently (see its docstring).

rc.8's headless app cannot do it: it creates a fresh session for its one task and
exits (``@deepseek-ai/dsh-headless`` lib/index.js: ``SessionId(`session-${randomUUID()}`)``,
one ``agent.followup``, ``io.exit``) and has no flag but ``--help``; the launcher's
``--resume`` example belongs to a ``tui`` app that rc.8 does not ship (apps/cli
README: "assuming the tui profile is installed"); the stdio ACP server
(``@deepseek-ai/dsh-acp``) is not published for rc.8. The web app
(``dsh --profile web``) is where one session gets turn after turn: its browser UI
POSTs ``/api/session.prompt`` (mode ``queue``), which the host turns into
``agent.followup`` of a user message (packages/host/apiproxy api-proxy.ts), i.e. the
next turn — the agent's inbox hands out one queued message per turn
(packages/core/agent inbox.ts ``claim``) — and the session's events reach the UI on
the ``/api/events.mux`` WebSocket downlink. ``WebHost`` does what that UI does:
unary calls are HTTP POSTs of a ``client-request`` envelope, and the downlink is read
by ``mux_tail.mjs`` with Node's own WebSocket client (the Python standard library has
none), one JSON frame per line. ``prompt`` returns when the turn it started has
ended, so the next prompt is sent the way a user sends one: after the answer.
"""

from __future__ import annotations

import http.cookiejar
import json
import queue
import re
import subprocess
import threading
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path

from tests.dshhost import Host, SdkHost

MUX_TAIL = Path(__file__).with_name("mux_tail.mjs")


@dataclass
class Turn:
    """One turn of the session: its number and its events, ``turn/start`` to ``turn/end``."""

    number: int
    events: list[dict]

    @property
    def reason(self) -> dict:
        return self.events[-1]["data"]["reason"]

    def human_messages(self) -> list[dict]:
        """The turn's ``user/message`` events written by the user (not plugins or snapshots)."""
        return [e for e in self.events if e["type"] == "user/message"
                and (e["data"].get("source") or {}).get("kind") == "user"]


class WebHost:
    """``dsh --profile web`` on a free loopback port, with its event downlink open.

    ``overlay`` must carry the hmr stub of ``headless.write_hmr_overlay``: rc.8's web app
    dies on the same missing ``hmr.registerConfig`` right after printing its URL."""

    def __init__(self, host: Host, home: Path, overlay: Path, cwd: Path, extra_env: dict[str, str],
                 timeout: float = 60):
        self.host, self.home, self.overlay, self.cwd = host, home, overlay, cwd
        self.extra_env = extra_env
        self.timeout = timeout  # a failsafe for a hung host, never a wait for something to happen
        self.events: dict[str, list[dict]] = {}  # session id -> its events, in seq order
        self.returncode: int | None = None
        self._frames: queue.Queue = queue.Queue()
        self._stdout: list[str] = []

    def __enter__(self) -> WebHost:
        self._stderr = open(self.home.parent / "web-host.stderr", "w+")
        self.proc = subprocess.Popen(self._command(), cwd=self.cwd, env=self._env(), stdout=subprocess.PIPE,
                                     stderr=self._stderr, text=True)
        try:
            self.url = self._read_url()
            threading.Thread(target=self._drain_stdout, daemon=True).start()
            self.mux = subprocess.Popen([str(self.node), str(MUX_TAIL), *self._mux_args()],
                                        env=self._env(), stdin=self._mux_stdin, stdout=subprocess.PIPE,
                                        stderr=self._stderr, text=True)
            threading.Thread(target=self._read_mux, daemon=True).start()
            assert self._next_frame().get("type") == "open", "the event downlink did not open"
        except BaseException:
            self._kill()
            self._stderr.close()
            raise
        return self

    # -- what differs between host lines -----------------------------------------------------

    _mux_stdin = subprocess.DEVNULL  # rc.8's downlink closes on any client message
    opener = staticmethod(urllib.request.urlopen)

    @property
    def node(self) -> Path:
        return self.host.node

    def _command(self) -> list[str]:
        return [*self.host.argv(), "--profile", "web", "--patch", str(self.overlay), "--no-open", "--port", "0"]

    def _env(self) -> dict[str, str]:
        return {**self.host.env(self.home), **self.extra_env}

    def _mux_args(self) -> list[str]:
        return ["ws" + self.url[4:] + "/api/events.mux"]

    def _session_event(self, frame: dict, session_id: str) -> dict | None:
        """The session event a downlink frame carries for ``session_id``, if any."""
        payload = frame.get("payload") or {}
        assert frame.get("method") != "stream/error", payload
        if frame.get("method") != "session/event" or payload.get("sessionId") != session_id:
            return None
        return payload["event"]

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- the API -------------------------------------------------------------------------

    def call(self, method: str, payload: dict) -> dict:
        """One unary API call; its value, or an AssertionError with the host's error."""
        envelope = {"type": "client-request", "method": method, "rpcId": str(uuid.uuid4()), "payload": payload}
        request = urllib.request.Request(f"{self.url}/api/{method}", data=json.dumps(envelope).encode(),
                                         headers={"content-type": "application/json"}, method="POST")
        with self.opener(request, timeout=self.timeout) as response:
            result = json.loads(response.read())["result"]
        assert result.get("ok"), f"{method} failed: {result.get('error')}"
        return result["value"]

    def new_session(self, cwd: Path) -> str:
        return self.call("session.create", {"cwd": str(cwd)})["sessionId"]

    def _send_prompt(self, session_id: str, text: str) -> None:
        self.call("session.prompt", {"sessionId": session_id, "mode": "queue",
                                     "content": [{"type": "text", "text": text}]})

    def prompt(self, session_id: str, text: str) -> Turn:
        """Send ``text`` as the user's next message and return the turn it ran in, once ended."""
        self._send_prompt(session_id, text)
        start = None
        while True:
            event = self._session_event(self._next_frame(), session_id)
            if event is None:
                continue
            log = self.events.setdefault(session_id, [])
            if log and event["seq"] <= log[-1]["seq"]:
                continue  # seen already: a session log's seqs only grow
            log.append(event)
            if event["type"] == "turn/start" and start is None:
                start = len(log) - 1
            elif event["type"] == "turn/end" and start is not None \
                    and event["data"]["turn"] == log[start]["data"]["turn"]:
                return Turn(event["data"]["turn"], log[start:])

    def stop(self) -> int:
        """Stop the host the way a terminal does (SIGTERM) and return its exit status."""
        if self.returncode is None:
            self.proc.terminate()
            try:
                self.returncode = self.proc.wait(timeout=self.timeout)
            finally:
                self._kill()
                self._stderr.close()
        return self.returncode

    # -- plumbing ------------------------------------------------------------------------

    def _read_url(self) -> str:
        """The URL the web runtime prints once its server is bound."""
        for line in self.proc.stdout:
            found = re.search(r"http://\S+", line)
            if found:
                return found.group(0).rstrip("/")
        raise AssertionError(f"the web host exited ({self.proc.wait()}) without a URL\n{self._stderr_tail()}")

    def _next_frame(self) -> dict:
        try:
            return self._frames.get(timeout=self.timeout)
        except queue.Empty:
            raise AssertionError(f"no event from the web host in {self.timeout}s\n{self._stderr_tail()}") from None

    def _read_mux(self) -> None:
        for line in self.mux.stdout:
            self._frames.put(json.loads(line))

    def _drain_stdout(self) -> None:
        for line in self.proc.stdout:
            self._stdout.append(line)

    def _stderr_tail(self) -> str:
        self._stderr.flush()
        self._stderr.seek(0)
        return self._stderr.read()[-3000:]

    def _kill(self) -> None:
        for proc in (self.proc, getattr(self, "mux", None)):
            if proc is not None and proc.poll() is None:
                proc.kill()
                proc.wait()


class SdkWebHost(WebHost):
    """``dsh --profile web`` of DSH 0.2.1-rc.2 (the PyPI runtime), driven as its browser UI does.

    What differs from rc.8, read from the host's own gateway (``@deepseek-ai/dsh-api-gateway``
    in the runtime: ``REMOTE_STREAM_MUX_PATH``, the Typert descriptors) and its API types:

    - the launch URL carries a token; opening it sets the session cookie every API call
      and the WebSocket need;
    - a unary call is the same ``client-request`` envelope POSTed to ``/api/<namespace>/<method>``,
      with ``payload: {args: {request: …}}`` (``session/create`` takes
      ``SessionCreateRequest {cwd, agentPreset?, …}``; ``session/prompt`` takes
      ``SessionPromptRequest {requestId, sessionId, mode, content}``);
    - events arrive on ``/api/remote.mux``, one WebSocket carrying logical streams: the
      client sends ``{type: "open", streamId, endpoint, payload}`` and gets ``item`` frames
      (then ``end`` or ``error``) for that ``streamId``; ``session/follow`` with
      ``{address: {kind: "session", sessionId}}`` streams a session: a ``snapshot`` item, then
      one ``{type: "event", event}`` item per session event.

    The WebSocket client is Node's (the Python standard library has none); 0.2.1's runtime
    is a single executable that runs no script, so the rc.8 line's Node 24 (``node``) runs it.
    """

    _mux_stdin = subprocess.PIPE  # frames to send, one JSON line each

    def __init__(self, host: SdkHost, home: Path, cwd: Path, extra_env: dict[str, str], node: Path,
                 timeout: float = 60):
        super().__init__(host, home, None, cwd, extra_env, timeout)
        self._node = node
        self._jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self._jar)).open
        self._follows: dict[str, str] = {}  # session id -> its session/follow stream id

    @property
    def node(self) -> Path:
        return self._node

    def _command(self) -> list[str]:
        return [*self.host.argv(), "--profile", "web", "--no-open", "--port", "0"]

    def _read_url(self) -> str:
        launch = super()._read_url()
        with self.opener(launch, timeout=self.timeout):  # sets the session cookie
            pass
        assert list(self._jar), "the launch URL set no session cookie"
        return launch.split("/?", 1)[0]

    def _mux_args(self) -> list[str]:
        cookie = "; ".join(f"{c.name}={c.value}" for c in self._jar)
        return ["ws" + self.url[4:] + "/api/remote.mux", cookie]

    def _session_event(self, frame: dict, session_id: str) -> dict | None:
        assert frame.get("type") != "error", frame
        if frame.get("type") != "item" or frame.get("streamId") != self._follows.get(session_id):
            return None
        value = frame["value"]
        return value["event"] if value.get("type") == "event" else None

    def call(self, method: str, payload: dict) -> dict:
        return super().call(method, {"args": {"request": payload}})

    def new_session(self, cwd: Path, preset: str | None = None) -> str:
        """A new session (under ``preset``, else the registry's default) with its event stream open."""
        created = self.call("session/create", {"cwd": str(cwd), **({"agentPreset": preset} if preset else {})})
        self.created = created
        session_id = created["sessionId"]
        stream = str(uuid.uuid4())
        self._follows[session_id] = stream
        self.mux.stdin.write(json.dumps({"type": "open", "streamId": stream, "endpoint": "session/follow",
                                         "payload": {"args": {"request": {"address": {
                                             "kind": "session", "sessionId": session_id}}}}}) + "\n")
        self.mux.stdin.flush()
        # the snapshot first: a prompt sent before it could land in the snapshot's records
        while True:
            frame = self._next_frame()
            assert frame.get("type") != "error", frame
            if frame.get("streamId") == stream and (frame.get("value") or {}).get("type") == "snapshot":
                return session_id

    def _send_prompt(self, session_id: str, text: str) -> None:
        self.call("session/prompt", {"requestId": str(uuid.uuid4()), "sessionId": session_id, "mode": "queue",
                                     "content": [{"type": "text", "text": text}]})
