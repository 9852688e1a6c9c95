"""JSON-RPC 2.0 over newline-delimited JSON on binary streams.

Threads:
- a *reader* thread owns the input stream and queues raw lines. While some
  thread waits for a response to the sidecar's own request, the reader parses
  each line itself and routes responses (``id`` + ``result``/``error``, no
  ``method``) straight to the waiting caller; otherwise parsing is left to the
  dispatcher, so the reader rarely competes for the GIL.
- the *dispatch* loop (:meth:`RpcServer.serve`, normally the main thread) handles
  queued frames strictly in arrival order, so session events are applied in the
  order the host sent them.
- any thread may call :meth:`RpcServer.request` to send a request to the host
  and block for its id-matched response, including a handler running on the
  dispatch thread (the reader keeps reading meanwhile).
- a *later* worker runs the part of a request that waits on the network (a
  handler returns :class:`Later`): one thread, so such parts run in arrival
  order among themselves, while the dispatch loop goes on with the next
  frames. Their answers go out when done, possibly after answers to later
  requests: JSON-RPC matches answers by id, and so does the host.

Output frames are written whole, under a lock, one per line.
"""

from __future__ import annotations

import collections
import itertools
import json
import sys
import threading
from typing import Any, BinaryIO, Callable

from dshkit.sidecar import wiretext

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
# Application errors (documented in docs/protocol.md).
NOT_INITIALIZED = -32002
NOT_FOUND = -32004
CONFLICT = -32009
STORE_ERROR = -32010
HOST_ERROR = -32011
TIMEOUT = -32012
SHUTTING_DOWN = -32013
STORE_FAILED = -32014

DEFAULT_MAX_FRAME = 8 * 1024 * 1024

Handler = Callable[[Any], Any]


class RpcError(Exception):
    def __init__(self, code: int, message: str, data: Any = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def to_json(self) -> dict:
        err: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            err["data"] = self.data
        return err


_raw_decode = json.JSONDecoder().raw_decode


def _loads(line: bytes) -> Any:
    """``json.loads(line)``, with the usual frame (UTF-8, no BOM, no leading
    blank, a newline after the value) decoded directly: ``json.loads`` on bytes
    first sniffs the encoding, and then matches whitespace on both sides, per
    frame. Anything else, including every frame that fails, goes through
    ``json.loads`` itself, so results and error messages stay the same.
    Either way no lone surrogate comes out (dshkit.sidecar.wiretext)."""
    try:
        text = line.decode("utf-8")
        value, end = _raw_decode(text)
        if end == len(text) or not text[end:].strip(" \t\n\r"):  # JSON's whitespace only
            return wiretext.scrub(value) if wiretext.may_carry_surrogates(text) else value
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        pass
    # json.loads decodes bytes with "surrogatepass" (CESU-8 gets through): always scrub
    return wiretext.scrub(json.loads(line))


def format_exc() -> str:
    import traceback  # only on failures: keeps cold start short

    return traceback.format_exc()


def log(msg: str) -> None:
    """Diagnostics go to stderr: stdout carries protocol frames only."""
    try:
        sys.stderr.write(f"dshkit-sidecar: {msg}\n")
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - a closed stderr must not kill the server
        pass


_VALID_ID = (str, int)


class _Pending:
    __slots__ = ("event", "response")

    def __init__(self) -> None:
        self.event = threading.Event()
        self.response: dict | None = None


class Later:
    """A handler's answer that waits on the network: ``fn()`` runs on the
    server's later worker, after every Later of earlier requests, and its
    result (or RpcError) is the answer. What must happen in frame order
    (parameter checks, local reads and writes) the handler does before
    returning it."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[], Any]):
        self.fn = fn


class RpcServer:
    def __init__(self, instream: BinaryIO, outstream: BinaryIO, *,
                 max_frame: int = DEFAULT_MAX_FRAME, inbox_limit: int = 512):
        self.instream = instream
        self.outstream = outstream
        self.max_frame = max_frame
        self.handlers: dict[str, Handler] = {}
        self.notification_handlers: dict[str, Handler] = {}
        # Bounded inbox: when the dispatcher falls behind, the reader stops
        # reading and the pipe pushes back on the host (memory stays flat). The
        # bound is lifted while some thread awaits a host response, since that
        # response may sit behind the frames not yet read.
        self._inbox: collections.deque = collections.deque()
        self._inbox_cv = threading.Condition()
        self.inbox_limit = inbox_limit
        self._awaiting = 0
        self.idle_hooks: list[Callable[[], None]] = []
        self.idle_delay = 0.01  # seconds of quiet input before idle hooks run
        self._write_lock = threading.Lock()
        self._pending: dict[str, _Pending] = {}
        self._pending_lock = threading.Lock()
        self._ids = itertools.count(1)
        self._closed = threading.Event()
        self._stop = False
        self._reader: threading.Thread | None = None
        self._later: collections.deque = collections.deque()  # (rid, method, fn) for the later worker
        self._later_cv = threading.Condition()
        self._later_thread: threading.Thread | None = None

    # -- registration ------------------------------------------------------------

    def method(self, name: str, fn: Handler) -> None:
        """A request handler: ``fn(params) -> result`` (JSON-able)."""
        self.handlers[name] = fn

    def notification(self, name: str, fn: Handler) -> None:
        """A notification handler: ``fn(params)``; the result is ignored."""
        self.notification_handlers[name] = fn

    # -- output --------------------------------------------------------------------

    def send(self, frame: dict) -> None:
        try:
            data = json.dumps(frame, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
        except UnicodeEncodeError:
            # A lone surrogate made inside the sidecar (input is scrubbed at the
            # edge): still a valid frame, escaped as JavaScript would escape it.
            log(f"unencodable text in an outgoing frame (a bug): {frame.get('method') or frame.get('id')!r}")
            data = json.dumps(frame, ensure_ascii=True, separators=(",", ":")).encode("ascii") + b"\n"
        with self._write_lock:
            try:
                self.outstream.write(data)
                self.outstream.flush()
            except (BrokenPipeError, ValueError, OSError):
                self._closed.set()

    def notify(self, method: str, params: Any = None) -> None:
        frame: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            frame["params"] = params
        self.send(frame)

    def request(self, method: str, params: Any = None, timeout: float | None = 60.0) -> Any:
        """Send a request to the host and wait for its response.

        Raises :class:`RpcError` for an error response, a timeout or a closed input.
        """
        rid = f"sidecar-{next(self._ids)}"
        pending = _Pending()
        with self._pending_lock:
            self._pending[rid] = pending
        with self._inbox_cv:
            self._awaiting += 1
            self._inbox_cv.notify_all()
        frame: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            frame["params"] = params
        self.send(frame)
        try:
            deadline_hit = not self._wait(pending, timeout)
        finally:
            with self._pending_lock:
                self._pending.pop(rid, None)
            with self._inbox_cv:
                self._awaiting -= 1
        if deadline_hit:
            raise RpcError(TIMEOUT, f"host did not answer {method} within {timeout}s")
        resp = pending.response
        if resp is None:
            raise RpcError(SHUTTING_DOWN, "input closed before the host answered")
        if "error" in resp:
            err = resp["error"] if isinstance(resp["error"], dict) else {}
            raise RpcError(HOST_ERROR, str(err.get("message", "host error")), err)
        return resp.get("result")

    def _wait(self, pending: _Pending, timeout: float | None) -> bool:
        step = 0.05
        waited = 0.0
        while not pending.event.wait(step):
            if self._closed.is_set():
                return True  # answered with None below
            waited += step
            if timeout is not None and waited >= timeout:
                return False
        return True

    # -- input -----------------------------------------------------------------------

    def _put(self, item: tuple) -> None:
        with self._inbox_cv:
            while len(self._inbox) >= self.inbox_limit and not self._awaiting and item[0] != "eof":
                self._inbox_cv.wait(0.1)
            self._inbox.append(item)
            if len(self._inbox) == 1:  # the dispatcher only ever waits on an empty inbox
                self._inbox_cv.notify_all()

    def _get(self, timeout: float | None = None) -> tuple | None:
        """The next frame; None when ``timeout`` seconds pass without one."""
        with self._inbox_cv:
            if not self._inbox:
                if timeout is None:
                    while not self._inbox:
                        self._inbox_cv.wait()
                elif not self._inbox_cv.wait_for(lambda: bool(self._inbox), timeout):
                    return None
            item = self._inbox.popleft()
            # Wake a blocked reader only at half the bound: it then refills in one
            # burst instead of competing for the GIL after every frame.
            if len(self._inbox) == self.inbox_limit // 2:
                self._inbox_cv.notify_all()
            return item

    def _idle(self) -> bool:
        with self._inbox_cv:
            return not self._inbox

    def _read_frames(self) -> None:
        try:
            while True:
                line = self.instream.readline(self.max_frame + 1)
                if not line:
                    break
                if len(line) > self.max_frame and not line.endswith(b"\n"):
                    # Oversized: drop the rest of the line without holding it.
                    while True:
                        more = self.instream.readline(1 << 20)
                        if not more or more.endswith(b"\n"):
                            break
                    self._put(("error", None, RpcError(
                        INVALID_REQUEST, f"frame exceeds {self.max_frame} bytes")))
                    continue
                if not line.strip():
                    continue
                if self._awaiting:
                    self._classify(line)  # a response may be in it: route it from here
                else:
                    # Parsing is left to the dispatcher: a reader thread busy in
                    # json.loads would take the GIL every time the dispatcher
                    # releases it inside SQLite (a 5 ms switch interval each).
                    self._put(("raw", None, line))
        except Exception as exc:  # noqa: BLE001
            log(f"reader stopped: {exc!r}")
        finally:
            self._closed.set()
            with self._pending_lock:
                for p in self._pending.values():
                    p.event.set()
            self._put(("eof", None, None))

    def _parse(self, line: bytes) -> tuple:
        """("frame", obj) | ("error", RpcError) | ("response", None) once routed."""
        try:
            frame = _loads(line)
        except (ValueError, UnicodeDecodeError, RecursionError) as exc:
            return ("error", RpcError(PARSE_ERROR, f"parse error: {exc}"[:300]))
        if isinstance(frame, dict) and "method" not in frame and ("result" in frame or "error" in frame):
            rid = frame.get("id")
            with self._pending_lock:
                pending = self._pending.get(rid) if isinstance(rid, str) else None
            if pending is not None:
                pending.response = frame
                pending.event.set()
            else:
                log(f"response for unknown request id {rid!r} ignored")
            return ("response", None)
        return ("frame", frame)

    def _classify(self, line: bytes) -> None:
        kind, obj = self._parse(line)
        if kind == "error":
            self._put(("error", None, obj))
        elif kind == "frame":
            self._put(("frame", None, obj))

    # -- dispatch ----------------------------------------------------------------------

    def serve(self) -> None:
        """Run until EOF or :meth:`stop`; returns after the last frame is handled."""
        self._reader = threading.Thread(target=self._read_frames, name="rpc-reader", daemon=True)
        self._reader.start()
        dirty = False
        while not self._stop:
            # Idle hooks run once the input has been quiet for idle_delay: a
            # host streaming events has micro-gaps that must not each cost a commit.
            item = self._get(self.idle_delay if dirty and self.idle_hooks else None)
            if item is None:
                dirty = False
                self._run_idle_hooks()
                continue
            kind, rid, payload = item
            if kind == "eof":
                break
            try:
                if kind == "raw":
                    kind, payload = self._parse(payload)
                    if kind == "response":
                        continue
                if kind == "error":
                    self.send({"jsonrpc": "2.0", "id": rid, "error": payload.to_json()})
                else:
                    self._dispatch(payload)
            except Exception:  # noqa: BLE001 - one frame never stops the sidecar
                log(f"frame dropped:\n{format_exc()}")
                self.send({"jsonrpc": "2.0", "id": None,
                           "error": {"code": INTERNAL_ERROR, "message": "internal error (details on stderr)"}})
            dirty = True
        if dirty:
            self._run_idle_hooks()
        self.drain()

    def _run_idle_hooks(self) -> None:
        for hook in self.idle_hooks:
            try:
                hook()
            except Exception:  # noqa: BLE001
                log(f"idle hook failed:\n{format_exc()}")

    def stop(self) -> None:
        self._stop = True

    @property
    def reading(self) -> bool:
        """The reader thread is still blocked on the input (not at its end)."""
        return self._reader is not None and self._reader.is_alive()

    def _dispatch(self, frame: Any) -> None:
        if not isinstance(frame, dict):
            what = "batch requests are not supported" if isinstance(frame, list) else "frame is not an object"
            self._reply_error(None, RpcError(INVALID_REQUEST, what))
            return
        rid = frame.get("id", None)
        has_id = "id" in frame
        if has_id and (rid is not None and (not isinstance(rid, _VALID_ID) or isinstance(rid, bool))):
            self._reply_error(None, RpcError(INVALID_REQUEST, "id must be a string, a number or null"))
            return
        method = frame.get("method")
        if frame.get("jsonrpc") != "2.0" or not isinstance(method, str):
            self._reply_error(rid if has_id else None,
                              RpcError(INVALID_REQUEST, "not a JSON-RPC 2.0 request"))
            return
        params = frame.get("params")
        if "params" in frame and not isinstance(params, (dict, list)):
            if has_id:
                self._reply_error(rid, RpcError(INVALID_PARAMS, "params must be an object"))
            else:
                log(f"notification {method}: params must be an object")
            return
        if not has_id:
            fn = self.notification_handlers.get(method)
            if fn is None:
                log(f"unknown notification {method!r} ignored")
                return
            try:
                fn(params)
            except RpcError as exc:
                log(f"notification {method} rejected: {exc.message}")
            except Exception:  # noqa: BLE001 - keep serving
                log(f"notification {method} failed:\n{format_exc()}")
            return
        fn = self.handlers.get(method)
        if fn is None:
            self._reply_error(rid, RpcError(METHOD_NOT_FOUND, f"unknown method {method!r}"))
            return
        self._answer(rid, method, fn, params)

    def _answer(self, rid: Any, method: str, fn: Callable, *args: Any) -> None:
        """Answer ``rid`` with ``fn(*args)``, its RpcError, or an internal
        error; a :class:`Later` goes to the later worker instead."""
        try:
            result = fn(*args)
        except RpcError as exc:
            self._reply_error(rid, exc)
            return
        except Exception as exc:  # noqa: BLE001 - keep serving
            log(f"{method} failed:\n{format_exc()}")
            self._reply_error(rid, RpcError(INTERNAL_ERROR, f"internal error: {exc!r}"[:500]))
            return
        if isinstance(result, Later):
            self._queue_later(rid, method, result.fn)
            return
        self.send({"jsonrpc": "2.0", "id": rid, "result": result})

    # -- answers that wait on the network (Later) ------------------------------------------

    def _queue_later(self, rid: Any, method: str, fn: Callable[[], Any]) -> None:
        with self._later_cv:
            self._later.append((rid, method, fn))
            if self._later_thread is None:
                self._later_thread = threading.Thread(target=self._run_later, name="rpc-later", daemon=True)
                self._later_thread.start()
            self._later_cv.notify_all()

    def _run_later(self) -> None:
        while True:
            with self._later_cv:
                while not self._later:
                    self._later_cv.wait()
                rid, method, fn = self._later[0]
            self._answer(rid, method, fn)  # a Later returning a Later queues it behind the rest
            with self._later_cv:
                self._later.popleft()  # popped only once answered: drain() sees it until then
                self._later_cv.notify_all()

    def drain(self, timeout: float | None = 30.0) -> bool:
        """Wait until every Later has been answered (at ``shutdown`` and at
        the end of input, so no answer is lost); False if ``timeout`` passed."""
        with self._later_cv:
            return self._later_cv.wait_for(lambda: not self._later, timeout)

    def _reply_error(self, rid: Any, err: RpcError) -> None:
        self.send({"jsonrpc": "2.0", "id": rid, "error": err.to_json()})
