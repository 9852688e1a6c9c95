"""Asking the model for one candidate edit (``llm/complete``, purpose
``evolution-candidate``) and reading its strict JSON reply.

The reply must be one JSON object ``{component, path, text, rationale}``: the
component id (C1–C8), the component file it replaces (path relative to the
evolution directory), the file's whole new text, and one or two sentences of
why. Anything else — prose around it, a missing key, a wrong type — is a
failed candidate, recorded as such; nothing is guessed out of a loose reply.
"""

from __future__ import annotations

import json

from .components import ANCHORED, COMPONENTS

PURPOSE = "evolution-candidate"
MAX_TOKENS = 6000
SYSTEM = ("You improve one file of an AI agent's own guidance. You answer with one strict JSON object only, "
          "no prose around it.")
MAX_DEVIATIONS = 12


class CandidateError(Exception):
    """The model gave no usable candidate."""


def prompt(component: str, path: str, current: str | None, deviations: list[dict],
           existing: dict[str, str] | None = None) -> str:
    """The candidate request. ``existing``: for C6–C8, the files already there (path -> text);
    the model may replace one of them or add one."""
    seen = "\n".join(f"- [{d['kind']}] {d['text']}" + (f" (while: {d['task'][:300]})" if d.get("task") else "")
                     for d in deviations[-MAX_DEVIATIONS:]) or "- (none recorded: the user asked for a refinement)"
    where = f"the file {path}" if current is not None else f"one file under {COMPONENTS[component]} (new or existing)"
    rules = [
        f"Edit only {where} (component {component}); reply with its whole new text.",
        "Change the guidance so the deviations below do not happen again; keep everything else.",
        "Never edit the project's files, tests or acceptance checks: only this guidance file.",
    ]
    if component in ANCHORED:
        rules.append("Copy the region between <!-- dshkit:anchor --> and <!-- /dshkit:anchor --> byte for byte.")
    if component == "C6":
        rules.append("A skill is skills/<name>/SKILL.md with frontmatter: name (the folder's name) and a one-line"
                     " description.")
    if component in ("C7", "C8"):
        rules.append("A script or hook is a pure ES module exporting function run(input): no import, files, "
                     "network, processes or environment.")
    if current is not None:
        shown = f"Current text of {path}:\n<<<\n{current}\n>>>"
    else:
        shown = "\n\n".join(f"Existing {p}:\n<<<\n{text}\n>>>" for p, text in sorted((existing or {}).items())) \
            or f"No file under {path} exists yet."
    return ("\n".join(f"{i + 1}. {r}" for i, r in enumerate(rules))
            + f"\n\nDeviations observed:\n{seen}\n\n{shown}\n\n"
            'Reply: {"component": "' + component + '", "path": "…", "text": "…", "rationale": "…"}')


def request_params(route: dict, text: str, timeout_ms: int) -> dict:
    """The ``llm/complete`` params (schemas/protocol/llm.complete.params.json)."""
    return {"route": route, "purpose": PURPOSE, "system": SYSTEM,
            "messages": [{"role": "user", "content": text}], "maxTokens": MAX_TOKENS,
            "responseFormat": {"type": "json_object"}, "timeoutMs": timeout_ms}


def parse_reply(result: object) -> dict:
    """``{component, path, text, rationale}`` from an ``llm/complete`` result, or CandidateError."""
    if not isinstance(result, dict) or not isinstance(result.get("text"), str):
        raise CandidateError("the llm/complete result carries no text")
    if result.get("finish", "stop") != "stop":
        raise CandidateError(f"the model finished with {result.get('finish')!r}")
    try:
        reply = json.loads(result["text"])
    except ValueError:
        raise CandidateError("the reply is not strict JSON") from None
    if not isinstance(reply, dict):
        raise CandidateError("the reply is not a JSON object")
    for key in ("component", "path", "text", "rationale"):
        if not isinstance(reply.get(key), str):
            raise CandidateError(f"the reply's {key!r} is missing or not a string")
    return {k: reply[k] for k in ("component", "path", "text", "rationale")}
