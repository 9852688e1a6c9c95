"""SKILL.md as ``@deepseek-ai/dsh-skill-filesystem`` reads it.

Host behaviour mirrored here (packages/skill/skill-filesystem, dsh 0.1.1):

* frontmatter is present only when the file's first line is exactly ``---``
  (a byte-order mark or trailing space defeats it) and a later line is exactly
  ``---``; the text between is parsed by the ``yaml`` npm package (YAML 1.2
  core schema) and must be a mapping;
* ``name`` and ``description`` must be non-empty strings, ``name`` kebab-case;
* the legacy keys ``disableModelInvocation``, ``modelInvocable`` and
  ``userInvocable`` make the host drop the skill;
* ``disable-model-invocation`` / ``user-invocable`` accept a boolean, 1/0 or
  (any case) true/false, yes/no, on/off — anything else drops the skill;
* ``whenToUse`` (string) and ``metadata`` (mapping) are optional; every other
  key is ignored by DSH.

Every problem that makes the host drop the skill has severity ``error``.

API: ``parse_skill(text, path) -> SkillDoc``, ``read_skill(path) -> SkillDoc``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dshkit.model.problem import ERROR, INFO, Problem
from dshkit.model.yamlsrc import CORE, YamlError, parse_yaml

SKILL_FILE = "SKILL.md"
SKILL_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")  # used with fullmatch (JS ^...$)
LEGACY_KEYS = {
    "disableModelInvocation": "disable-model-invocation",
    "modelInvocable": "disable-model-invocation",
    "userInvocable": "user-invocable",
}
BOOLEAN_KEYS = ("disable-model-invocation", "user-invocable")
KNOWN_KEYS = {"name", "description", "whenToUse", "metadata", *BOOLEAN_KEYS}
# Read by other agents' skill loaders, not by DSH: worth a specific hint.
OTHER_AGENT_KEYS = {"allowed-tools", "argument-hint"}

# Problem codes (the ``dshkit check`` rule ids of the skill rules).
FRONTMATTER_MISSING = "DSH501"
NAME_INVALID = "DSH502"
DESCRIPTION_MISSING = "DSH503"
LEGACY_KEY = "DSH504"
BAD_BOOLEAN = "DSH505"
IGNORED_KEY = "DSH506"
PROBLEM_CODES = (FRONTMATTER_MISSING, NAME_INVALID, DESCRIPTION_MISSING, LEGACY_KEY, BAD_BOOLEAN, IGNORED_KEY)

_TRUE_WORDS = {"true", "yes", "on"}
_FALSE_WORDS = {"false", "no", "off"}


@dataclass
class SkillDoc:
    path: str
    name: str | None = None
    description: str | None = None
    frontmatter: dict[str, Any] = field(default_factory=dict)
    body: str = ""
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)  # key -> (line, col)
    problems: list[Problem] = field(default_factory=list)
    model_invocable: bool = True
    user_invocable: bool = True

    @property
    def ignored(self) -> bool:
        """True when the host would drop this skill (a dropped field, DSH506, drops only that field)."""
        return any(p.severity == ERROR and p.code != IGNORED_KEY for p in self.problems)

    def position(self, key: str) -> tuple[int, int]:
        return self.positions.get(key, (1, 1))


def host_boolean(value: Any) -> bool | None:
    """The host's ``frontmatterBoolean``: a bool, or None when it would throw."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return value == 1
    if value in ("1", "0"):
        return value == "1"
    if isinstance(value, str):
        lowered = value.lower()
        if lowered in _TRUE_WORDS:
            return True
        if lowered in _FALSE_WORDS:
            return False
    return None


def _split_frontmatter(text: str) -> tuple[str, str, str] | None:
    """(reason-if-missing, yaml, body) — mirrors ``parseFrontmatter``."""
    first_end = text.find("\n")
    if first_end < 0:
        return None
    if text[:first_end].removesuffix("\r") != "---":
        return None
    start = first_end + 1
    pos = start
    while pos <= len(text):
        nl = text.find("\n", pos)
        end = len(text) if nl < 0 else nl
        if text[pos:end].removesuffix("\r") == "---":
            body_start = len(text) if nl < 0 else nl + 1
            return "", text[start:pos], text[body_start:]
        if nl < 0:
            return None
        pos = nl + 1
    return None


def _missing_reason(text: str) -> str:
    if text.startswith("\ufeff"):
        return "missing YAML frontmatter: the file starts with a byte-order mark, so its first line is not exactly '---'"
    first = text.split("\n", 1)[0].removesuffix("\r")
    if first == "---":
        return "missing YAML frontmatter: no closing '---' line"
    if first.strip() == "---":
        return "missing YAML frontmatter: the first line must be exactly '---' (no spaces)"
    return "missing YAML frontmatter: the file must start with a '---' line"


def parse_skill(text: str, path: str | Path = SKILL_FILE) -> SkillDoc:
    """Parse SKILL.md text; never raises for bad content (see ``problems``)."""
    doc = SkillDoc(path=str(path), body=text)
    problems = doc.problems
    split = _split_frontmatter(text)
    if split is None:
        problems.append(Problem(FRONTMATTER_MISSING, _missing_reason(text) + "; DSH ignores this skill", 1, 1))
        return doc
    _, yaml_text, body = split
    doc.body = body
    try:
        root = parse_yaml(yaml_text, schema=CORE)
    except YamlError as exc:
        line = exc.line + 1 if exc.line is not None else 1
        problems.append(Problem(FRONTMATTER_MISSING,
                                f"invalid YAML frontmatter: {exc.message}; DSH ignores this skill",
                                line, exc.column or 1))
        return doc
    if root is None or not root.is_map:
        problems.append(Problem(FRONTMATTER_MISSING,
                                "missing YAML frontmatter: it is not a mapping of keys; DSH ignores this skill", 2, 1))
        return doc

    # Frontmatter YAML starts on the file's second line.
    doc.positions = {k: (n.line + 1, n.column) for k, n in (root.keys or {}).items()}
    data = root.plain()
    doc.frontmatter = data

    name = data.get("name")
    description = data.get("description")
    if isinstance(name, str) and name:
        doc.name = name
    if isinstance(description, str) and description:
        doc.description = description

    if doc.name is None:
        line, col = doc.position("name") if "name" in data else (2, 1)
        what = "is missing" if "name" not in data else "must be a non-empty string"
        problems.append(Problem(NAME_INVALID, f"frontmatter 'name' {what}; DSH ignores this skill", line, col))
    elif not SKILL_NAME.fullmatch(doc.name):
        line, col = doc.position("name")
        problems.append(Problem(NAME_INVALID,
                                f"skill name {doc.name!r} is not kebab-case (^[a-z0-9]+(-[a-z0-9]+)*$); "
                                "DSH ignores this skill", line, col))
    if doc.description is None:
        line, col = doc.position("description") if "description" in data else (2, 1)
        what = "is missing" if "description" not in data else "must be a non-empty string"
        problems.append(Problem(DESCRIPTION_MISSING, f"frontmatter 'description' {what}; DSH ignores this skill",
                                line, col))

    for legacy, canonical in LEGACY_KEYS.items():
        if legacy in data:
            line, col = doc.position(legacy)
            problems.append(Problem(LEGACY_KEY,
                                    f"legacy frontmatter key '{legacy}' makes DSH ignore this skill; use '{canonical}'",
                                    line, col))
    for key in BOOLEAN_KEYS:
        if key not in data:
            continue
        value = host_boolean(data[key])
        if value is None:
            line, col = doc.position(key)
            problems.append(Problem(BAD_BOOLEAN,
                                    f"'{key}' must be a boolean (true/false, yes/no, on/off, 1/0), "
                                    f"got {data[key]!r}; DSH ignores this skill", line, col))
        elif key == "disable-model-invocation":
            doc.model_invocable = not value
        else:
            doc.user_invocable = value

    for key, value in data.items():
        if key in KNOWN_KEYS or key in LEGACY_KEYS:
            if key == "whenToUse" and not (isinstance(value, str) and value):
                line, col = doc.position(key)
                problems.append(Problem(IGNORED_KEY, "'whenToUse' is not a non-empty string; DSH drops it",
                                        line, col, ERROR))
            if key == "metadata" and not isinstance(value, dict):
                line, col = doc.position(key)
                problems.append(Problem(IGNORED_KEY, "'metadata' is not a mapping; DSH drops it", line, col, ERROR))
            continue
        line, col = doc.position(key)
        hint = " (read by other agents' skill loaders)" if key in OTHER_AGENT_KEYS else ""
        problems.append(Problem(IGNORED_KEY, f"frontmatter key '{key}' is ignored by DSH{hint}", line, col, INFO))
    return doc


def read_skill(path: str | Path) -> SkillDoc:
    """Read and parse a SKILL.md file (UTF-8, as the host reads it)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        doc = SkillDoc(path=str(p))
        doc.problems.append(Problem(FRONTMATTER_MISSING, f"cannot read skill file: {exc.strerror or exc}", None, None))
        return doc
    return parse_skill(raw.decode("utf-8", errors="replace"), p)
