"""Parsing and validating what the model answered, against small JSON Schemas.

A reply that does not parse or does not match the schema will not heal on a
retry, so it raises `PermanentModelError`. Counts over the cap (more than
`maxWorkUnitsPerRun` units, more than 5 tags) are trimmed, not rejected, as the
reference does: rejecting threw away a usable summary and re-ran the same
growing span on every later trigger.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from .errors import PermanentModelError

VERDICTS = ("duplicate", "refines", "extends", "supersedes", "contradicts", "unrelated")

_STRING = {"type": "string", "minLength": 1, "pattern": r"\S"}

CONSOLIDATION_SCHEMA = {
    "type": "object",
    "required": ["summary", "workUnits"],
    "properties": {
        "summary": _STRING,
        "workUnits": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["title", "content"],
                "properties": {
                    "title": _STRING,
                    "classification": {"type": "string"},
                    "content": _STRING,
                    "tags": {"type": "array", "items": {"type": "string"}},
                },
            },
        },
    },
}

ARCHIVE_SCHEMA = {
    "type": "object",
    "required": ["summary"],
    "properties": {"title": {"type": "string"}, "summary": _STRING},
}

VERDICT_SCHEMA = {
    "type": "object",
    "required": ["verdict"],
    "properties": {"verdict": {"enum": list(VERDICTS)}, "target": {"type": "string"}},
}


@dataclass(frozen=True)
class WorkUnit:
    title: str
    classification: str
    content: str
    tags: tuple[str, ...]


@dataclass(frozen=True)
class Consolidation:
    summary: str
    work_units: tuple[WorkUnit, ...]


@dataclass(frozen=True)
class Archive:
    title: str
    summary: str


@dataclass(frozen=True)
class Verdict:
    verdict: str
    target: str


_FENCE = re.compile(r"^```(?:json)?\s*([\s\S]*?)```\s*$")


def _type_ok(value: object, expected: str) -> bool:
    if expected == "object":
        return isinstance(value, dict)
    if expected == "array":
        return isinstance(value, list)
    if expected == "string":
        return isinstance(value, str)
    raise ValueError(expected)


def schema_errors(value: object, schema: dict, path: str = "$") -> list[str]:
    """The subset of JSON Schema these three schemas use; stdlib-only on purpose."""
    errors: list[str] = []
    if "type" in schema and not _type_ok(value, schema["type"]):
        return [f"{path}: expected {schema['type']}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{path}: not one of {', '.join(map(str, schema['enum']))}"]
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            errors.append(f"{path}: empty")
        elif "pattern" in schema and not re.search(schema["pattern"], value):
            errors.append(f"{path}: blank")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing {key!r}")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                errors.extend(schema_errors(value[key], sub, f"{path}.{key}"))
    if isinstance(value, list) and "items" in schema:
        for index, item in enumerate(value):
            errors.extend(schema_errors(item, schema["items"], f"{path}[{index}]"))
    return errors


def parse_json_reply(text: object, schema: dict, what: str) -> dict:
    """Strict JSON (one enclosing ``` fence tolerated), checked against `schema`."""
    if not isinstance(text, str):
        raise PermanentModelError(f"{what} reply carries no text")
    body = text.strip()
    fence = _FENCE.match(body)
    if fence:
        body = fence.group(1).strip()
    try:
        value = json.loads(body)
    except ValueError:
        raise PermanentModelError(f"{what} reply is not valid JSON: {body[:120]!r}") from None
    errors = schema_errors(value, schema)
    if errors:
        raise PermanentModelError(f"{what} reply does not match its schema: {'; '.join(errors[:3])}")
    return value


def parse_consolidation(text: object, max_units: int, max_tags: int) -> Consolidation:
    value = parse_json_reply(text, CONSOLIDATION_SCHEMA, "consolidation")
    units = []
    for raw in value["workUnits"][:max_units]:
        tags = tuple(t.strip() for t in raw.get("tags", []) if t.strip())[:max_tags]
        units.append(WorkUnit(
            title=raw["title"].strip(),
            classification=str(raw.get("classification", "")).strip(),
            content=raw["content"].strip(),
            tags=tags,
        ))
    return Consolidation(summary=value["summary"].strip(), work_units=tuple(units))


def parse_archive(text: object, tier: int) -> Archive:
    value = parse_json_reply(text, ARCHIVE_SCHEMA, "archive")
    title = str(value.get("title", "")).strip() or f"Archive tier {tier}"
    return Archive(title=title, summary=value["summary"].strip())


def parse_verdict(text: object) -> Verdict:
    value = parse_json_reply(text, VERDICT_SCHEMA, "adjudication")
    return Verdict(verdict=value["verdict"], target=str(value.get("target", "")).strip())
