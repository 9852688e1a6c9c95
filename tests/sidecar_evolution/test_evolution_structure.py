"""The structural check and the settings rules, case by case (no process needed),
and a sidecar without git: status says so, nothing is attempted."""

from __future__ import annotations

import os
import sys

import pytest

from dshkit.sidecar.evolution import defaults, structure
from dshkit.sidecar.evolution.settings import SettingsError, parse
from tests.sidecar_consolidation.fake_host import FakeHost
from tests.sidecar_evolution.helpers import settings

PROTECTED = ("tests", "pyproject.toml")
SKILL = "---\nname: build-check\ndescription: Use when a build fails; check dependencies, then run the checks.\n---\n" \
        "Read the build command first.\n"
SCRIPT = "export function run(input) {\n  return [...new Set(input)].sort()\n}\n"


def check(path, text, picked, base=None):
    return structure.check(path, text, picked=picked, base_text=base, protected=PROTECTED)


@pytest.mark.parametrize("path,text,picked,base,ok,words", [
    ("system.md", defaults.SYSTEM + "- Keep answers short.\n", "C1", defaults.SYSTEM, True, "ok"),
    ("skills/build-check/SKILL.md", SKILL, "C6", None, True, "ok"),
    ("scripts/uniq.mjs", SCRIPT, "C7", None, True, "ok"),
    ("hooks/note.mjs", "export function run(event) { return event.isError ? {note: 'read it'} : {} }\n", "C8",
     None, True, "ok"),
    ("tests/test_x.py", "x", "C1", None, False, "protected path"),
    ("pyproject.toml", "x", "C1", None, False, "protected path"),
    ("../system.md", "x", "C1", None, False, "not a plain relative"),
    ("/etc/system.md", "x", "C1", None, False, "not a plain relative"),
    ("./system.md", defaults.SYSTEM + "x", "C1", defaults.SYSTEM, False, "not a plain relative"),
    ("src/main.py", "x", "C1", None, False, "no component file"),
    ("skills/Bad_Name/SKILL.md", SKILL, "C6", None, False, "no component file"),
    ("guardrails.md", defaults.GUARDRAILS + "x", "C1", defaults.GUARDRAILS, False, "belongs to C2"),
    ("system.md", defaults.SYSTEM, "C1", defaults.SYSTEM, False, "changes nothing"),
    ("system.md", defaults.SYSTEM + "\x00", "C1", defaults.SYSTEM, False, "NUL"),
    ("system.md", defaults.SYSTEM + "x" * 17_000, "C1", defaults.SYSTEM, False, "cap"),
    ("system.md", defaults.SYSTEM.replace("outranks the user", "outranks nobody"), "C1", defaults.SYSTEM, False,
     "anchored region"),
    ("system.md", defaults.SYSTEM.replace(defaults.ANCHOR_CLOSE, ""), "C1", defaults.SYSTEM, False, "anchored"),
    ("system.md", defaults.SYSTEM + defaults.ANCHOR_OPEN, "C1", defaults.SYSTEM, False, "anchored"),
    ("skills/build-check/SKILL.md", SKILL.replace("name: build-check", "name: other"), "C6", None, False,
     "folder's name"),
    ("skills/build-check/SKILL.md", "no frontmatter\n", "C6", None, False, "host would drop"),
    ("scripts/uniq.mjs", "const fs = require('fs')\n" + SCRIPT, "C7", None, False, "no import"),
    ("scripts/uniq.mjs", "export default (x) => x\n", "C7", None, False, "export function run"),
    ("scripts/uniq.mjs", SCRIPT + "//" + "x" * 70_000, "C7", None, False, "cap"),
])
def test_structural_check(path, text, picked, base, ok, words):
    verdict = check(path, text, picked, base)
    assert verdict.ok is ok and words in verdict.reason, verdict


@pytest.mark.parametrize("raw,words", [
    ({"enabled": True, "checks": [{"name": "t", "argv": ["x"]}]}, "model"),
    ({"enabled": True, "model": "p/m"}, "checks"),
    ({"enabled": True, "model": "p/m", "checks": [{"name": "t", "argv": "python -m unittest"}]}, "shell"),
    ({"enabled": True, "model": "p/m", "checks": [{"name": "t", "argv": ["x"]}], "protectedPaths": ["t/*"]},
     "globs are unsupported"),
    ({"enabled": True, "model": "p/m", "checks": [{"name": "t", "argv": ["x"]}], "validationTrials": 9},
     "validationTrials"),
])
def test_settings_that_cannot_work_keep_evolution_off(raw, words):
    with pytest.raises(SettingsError, match=words):
        parse(raw)
    assert parse({**raw, "enabled": False}).enabled is False and parse(None).enabled is False


def test_without_git_status_says_so_and_nothing_is_attempted(tmp_path):
    host = FakeHost(env={"PATH": os.path.dirname(sys.executable)})
    try:
        host.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"), "settings": settings()})
        status = host.result("evolve/command", {"action": "status"})
        assert status["git"] is None and "git: MISSING" in status["text"]
        err = host.call("evolve/components", {})["error"]
        assert err["code"] == -32010 and "git is not installed" in err["message"]
        assert not (tmp_path / "m.sqlite3.evolution").exists()
    finally:
        host.close()


def test_random_edits_never_pass_with_a_changed_anchor():
    import random

    rng = random.Random(2025)
    base = defaults.SYSTEM
    region = structure.anchored_region(base)
    pieces = ["x", "\n", " ", defaults.ANCHOR_OPEN, defaults.ANCHOR_CLOSE, "\r\n", "é", "\x00", "-", "never"]
    accepted = 0
    for _ in range(2000):
        text = base
        for _ in range(rng.randint(1, 3)):
            at = rng.randint(0, len(text))
            cut = rng.choice([0, 0, 1, 5])
            text = text[:at] + rng.choice(pieces) + text[at + cut:]
        verdict = check("system.md", text, "C1", base)
        if verdict.ok:
            accepted += 1
            assert structure.anchored_region(text) == region and "\x00" not in text
    assert 100 < accepted < 2000  # both outcomes were exercised
