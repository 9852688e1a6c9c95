"""A deterministic stand-in for the host's model, answering `llm/complete` params.

The same input always gives the same answer, so a run interrupted and retried
converges on the state a clean run writes. Failures are scripted per purpose:
`FakeModel(script={"memory-consolidation": ["timeout", "ok"]})` times out the
first consolidation call and answers the second. Modes:

- `ok` — a valid answer derived from the prompt
- `timeout` — raises TimeoutError (a transport gives up; over the wire: no answer)
- `error` — the host answers with a JSON-RPC error (`HostError`)
- `junk` — prose instead of JSON
- `invalid-json` — truncated JSON
- `schema` — valid JSON of the wrong shape
- `max-tokens` — finish reason `max-tokens`
- `overflow` — consolidation only: more units and tags than allowed

A script entry may also be a callable `(params) -> mode`. When a purpose's
script runs out, `default` applies.
"""

from __future__ import annotations

from dshkit.sidecar import hashing as hashlib  # no OpenSSL at startup
import json
import re
from collections import Counter
from typing import Callable, Iterable

from .llm import ADJUDICATION, CASCADE, CONSOLIDATION, METHOD, HostError
from .replies import VERDICTS

MODES = ("ok", "timeout", "error", "junk", "invalid-json", "schema", "max-tokens", "overflow")
_NAME_LINE = re.compile(r"^\d+\. (\S+)$", re.M)
_STOP = frozenset("the a an and or to of in on for with is are be this that it please".split())


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[^\W_]+", text.lower()) if w not in _STOP]


def _between(text: str, start: str, end: str) -> str:
    head, _, rest = text.partition(start)
    return rest.partition(end)[0] if rest else ""


def consolidation_answer(prompt: str, overflow: bool = False) -> dict:
    """Summary from the first lines; a unit per user line saying "remember"/"decide", or whose hash says so."""
    transcript = _between(prompt, "<transcript>\n", "\n</transcript>")
    lines = [line for line in transcript.splitlines() if line.strip()]
    bullets = [f"- {line[:100]}" for line in lines[:5]] or ["- (empty span)"]
    bullets.append(f"- span digest {_digest(transcript)[:8]}")
    units = []
    for line in lines:
        if not line.startswith("U: "):
            continue
        text = line[3:].strip()
        words = _words(text)
        chosen = "remember" in words or "decide" in words or int(_digest(text)[:2], 16) % 3 == 0
        if len(words) < 3 or not chosen:
            continue
        units.append({
            "title": " ".join(words[:6]),
            "classification": "one-shot",
            "content": f"## Context\n{text}\n\n## Key Detail\n{' '.join(words[:12])}",
            "tags": sorted(set(words[:8]))[: 7 if overflow else 3],
        })
    limit = 5 if overflow else 3
    if overflow:
        while len(units) < limit:
            units.append({"title": f"extra unit {len(units)}", "content": f"extra {len(units)}", "tags": []})
    return {"summary": "\n".join(bullets), "workUnits": units[:limit]}


def adjudication_answer(prompt: str) -> dict:
    """Verdict picked by a hash of the new memory's title and the nearest candidate."""
    title = _between(prompt, "## New memory: ", "\n").strip()
    names = _NAME_LINE.findall(prompt.partition("## Existing memories")[2])
    if not names:
        return {"verdict": "unrelated", "target": ""}
    verdict = VERDICTS[int(_digest(f"{title}\n{names[0]}")[:4], 16) % len(VERDICTS)]
    return {"verdict": verdict, "target": names[0]}


def archive_answer(prompt: str) -> dict:
    names = _NAME_LINE.findall(prompt.partition("## Members")[2])
    bullets = [f"- {name}" for name in names[:8]] or ["- (no members)"]
    return {"title": f"Archive of {len(names)} summaries {_digest(prompt)[:6]}", "summary": "\n".join(bullets)}


_ANSWERS: dict[str, Callable[[str], dict]] = {
    CONSOLIDATION: consolidation_answer,
    ADJUDICATION: adjudication_answer,
    CASCADE: archive_answer,
}


class FakeModel:
    """Answers `llm/complete` params; call it as a transport `(method, params, timeout)`."""

    def __init__(
        self,
        script: dict[str, Iterable] | None = None,
        default: str = "ok",
        verdicts: Iterable[str] | None = None,
    ) -> None:
        self._script = {purpose: list(modes) for purpose, modes in (script or {}).items()}
        self._verdicts = list(verdicts or [])  # forced adjudication verdicts, consumed in order
        self.default = default
        self.calls: Counter[str] = Counter()
        self.modes_used: Counter[str] = Counter()
        # (purpose, "provider/model", mode, reply text or "", prompt)
        self.log: list[tuple[str, str, str, str, str]] = []

    def _mode(self, purpose: str, params: dict) -> str:
        queue = self._script.get(purpose)
        mode = queue.pop(0) if queue else self.default
        if callable(mode):
            mode = mode(params)
        if mode not in MODES:
            raise ValueError(f"unknown fake-model mode {mode!r}")
        return mode

    def respond(self, params: dict) -> dict:
        """The `llm/complete` result for `params`, or the scripted failure."""
        purpose = params.get("purpose", "")
        self.calls[purpose] += 1
        mode = self._mode(purpose, params)
        self.modes_used[mode] += 1
        route = params.get("route") or {}
        prompt = "\n".join(m.get("content", "") for m in params.get("messages", []) if isinstance(m, dict))
        entry = [purpose, f"{route.get('provider')}/{route.get('model')}", mode, "", prompt]
        try:
            result = self._answer(purpose, mode, params)
            entry[3] = result["text"]
            return result
        finally:
            self.log.append(tuple(entry))

    def _answer(self, purpose: str, mode: str, params: dict) -> dict:
        if mode == "timeout":
            raise TimeoutError("fake model: scripted timeout")
        if mode == "error":
            raise HostError(-32001, "fake model: scripted provider error", {"retryable": True})
        if mode == "junk":
            return {"text": "Sure! Here is a summary of the conversation you asked for.", "finish": "stop"}
        if mode == "invalid-json":
            return {"text": '{"summary": "- cut off', "finish": "stop"}
        if mode == "schema":
            return {"text": json.dumps({"summary": 42, "workUnits": "none", "verdict": "maybe"}), "finish": "stop"}
        if mode == "max-tokens":
            return {"text": '{"summary": "- partial', "finish": "max-tokens"}
        prompt = "\n".join(m.get("content", "") for m in params.get("messages", []) if isinstance(m, dict))
        if purpose == CONSOLIDATION:
            answer = consolidation_answer(prompt, overflow=mode == "overflow")
        elif purpose == ADJUDICATION and self._verdicts:
            answer = {**adjudication_answer(prompt), "verdict": self._verdicts.pop(0)}
        elif purpose in _ANSWERS:
            answer = _ANSWERS[purpose](prompt)
        else:
            raise HostError(-32602, f"fake model: unknown purpose {purpose!r}")
        return {"text": json.dumps(answer, ensure_ascii=False), "finish": "stop"}

    def __call__(self, method: str, params: dict, timeout: float) -> dict:
        if method != METHOD:
            raise HostError(-32601, f"fake host: no method {method}")
        return self.respond(params)
