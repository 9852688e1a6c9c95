"""The structural check: a candidate edit is refused here, before any replay,
unless it changes exactly one file of the component it names, inside its caps.

Refused: a path under ``protectedPaths`` (checked first: the acceptance logic is
never the model's to edit), a path that is no component file (evolution edits
its own guidance, never the project), a component other than the one picked,
an unchanged text, a NUL byte, a text over its cap, a changed anchored region
of C1–C4 (byte for byte), a SKILL.md the host would drop (dshkit's own
SKILL.md reader, ``dshkit/model/skill.py``: the same rules ``dshkit check``
applies; the bundle's sidecar.pyz carries it when evolution is enabled), and a
C7/C8 module that imports anything (the sandbox runs pure functions only).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .components import ANCHORED, component_of
from .defaults import ANCHOR_CLOSE, ANCHOR_OPEN
from .settings import is_protected, normalise

# bytes of a component file (C7's 100 KB covers its input too: the sandbox's limit)
CAPS = {"C1": 16_384, "C2": 16_384, "C3": 16_384, "C4": 16_384, "C5": 16_384, "C6": 32_768,
        "C7": 64_000, "C8": 32_768}
_IMPORT = re.compile(r"^\s*import\b|\bimport\s*\(|\brequire\s*\(", re.M)
_EXPORT_RUN = re.compile(r"\bexport\s+(?:async\s+)?function\s+run\s*\(")


@dataclass(frozen=True)
class Verdict:
    ok: bool
    reason: str
    component: str | None = None
    path: str | None = None


def anchored_region(text: str) -> str | None:
    """The anchored region with its markers, or None unless there is exactly one."""
    if text.count(ANCHOR_OPEN) != 1 or text.count(ANCHOR_CLOSE) != 1:
        return None
    start, end = text.index(ANCHOR_OPEN), text.index(ANCHOR_CLOSE)
    return text[start:end + len(ANCHOR_CLOSE)] if start < end else None


def _skill_problem(text: str, path: str) -> str | None:
    try:
        from dshkit.model.skill import parse_skill
    except ImportError:  # a sidecar.pyz built without evolution: no reader, so no skill is accepted
        return "SKILL.md cannot be checked in this runtime (rebuild the bundle with evolution enabled)"
    try:
        doc = parse_skill(text, path)
    except ImportError:  # frontmatter past the fast reader needs ruamel.yaml, which the zipapp lacks
        return "SKILL.md frontmatter must be plain `key: value` YAML here (name, one-line description)"
    if doc.ignored:
        first = next(p for p in doc.problems if p.severity == "error")
        return f"the host would drop this skill: {first.message} [{first.code}]"
    folder = path.split("/")[1]
    if doc.name != folder:
        return f"the skill's name {doc.name!r} must be its folder's name {folder!r}"
    return None


def check(raw_path: object, text: object, *, picked: str, base_text: str | None,
          protected: tuple[str, ...]) -> Verdict:
    """Whether the edit ``raw_path`` ← ``text`` may be replayed; ``base_text`` is the
    file at the baseline (None: a new C6–C8 file)."""
    if not isinstance(raw_path, str) or not isinstance(text, str):
        return Verdict(False, "the reply's path and text must be strings")
    path = normalise(raw_path)
    if is_protected(path, protected):
        return Verdict(False, f"{raw_path!r} is a protected path: the acceptance logic is never edited", path=path)
    if raw_path.startswith(("/", "\\")) or ".." in path.split("/") or path != raw_path:
        return Verdict(False, f"{raw_path!r} is not a plain relative component path", path=path)
    component = component_of(path)
    if component is None:
        return Verdict(False, f"{raw_path!r} is no component file (system.md, guardrails.md, memory.md, tools.md,"
                       " subagents.md, skills/<name>/SKILL.md, scripts/<name>.mjs, hooks/<name>.mjs)", path=path)
    if component != picked:
        return Verdict(False, f"{path} belongs to {component}, but this run edits {picked}", component, path)
    if text == base_text:
        return Verdict(False, "the candidate changes nothing", component, path)
    if "\x00" in text:
        return Verdict(False, "the candidate holds a NUL byte", component, path)
    size = len(text.encode("utf-8"))
    if size > CAPS[component]:
        return Verdict(False, f"{size} bytes is over {component}'s cap of {CAPS[component]}", component, path)
    if component in ANCHORED:
        base_region = anchored_region(base_text or "")
        if base_region is None or anchored_region(text) != base_region:
            return Verdict(False, "the anchored region (between the dshkit:anchor markers) must stay byte-identical",
                           component, path)
    if component == "C6":
        problem = _skill_problem(text, path)
        if problem:
            return Verdict(False, problem, component, path)
    if component in ("C7", "C8"):
        if _IMPORT.search(text):
            return Verdict(False, "scripts and hooks are pure functions: no import or require", component, path)
        if not _EXPORT_RUN.search(text):
            return Verdict(False, "a script or hook must export function run(input)", component, path)
    return Verdict(True, "ok", component, path)
