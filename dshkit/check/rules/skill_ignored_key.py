"""The skill frontmatter has a key DSH ignores.

Why: DSH reads ``name``, ``description``, ``whenToUse`` (string),
``disable-model-invocation``, ``user-invocable`` and ``metadata`` (mapping).
``allowed-tools`` and ``argument-hint`` are read by other agents, not by DSH;
anything else is dropped. A ``whenToUse`` that is not a string or a
``metadata`` that is not a mapping is dropped too (warning).

Severity (info): keys other agents read are not meant for DSH, so ignoring them
loses nothing. A ``whenToUse`` or ``metadata`` of the wrong type is an error:
DSH drops a field that was written for it.

PASS::

    metadata: {allowed-tools: Bash}

FAIL::

    allowed-tools: Bash
"""

from dshkit.check.rules._skills import skill_problems
from dshkit.model.problem import INFO
from dshkit.model.skill import IGNORED_KEY

ID = IGNORED_KEY  # the code dshkit.model.skill gives the problem: one source
NAME = "skill-ignored-key"
SEVERITY = INFO


def check(ctx):
    yield from skill_problems(ctx, ID)
