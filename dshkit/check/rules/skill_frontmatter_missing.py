"""SKILL.md has no YAML frontmatter DSH can read.

Why: dsh-skill-filesystem reads frontmatter only when the first line is
exactly ``---`` and a later line is exactly ``---``, and the YAML between is a
mapping (parsed by the ``yaml`` package, YAML 1.2 core). A byte-order mark, a
trailing space, invalid YAML or a missing closing line and the skill is
ignored with a log line nobody sees.

Severity (error): the skill is ignored.

PASS::

    ---
    name: acme-review
    description: Review a change the Acme way.
    ---

FAIL::

    # Acme review                   (no frontmatter at all)
"""

from dshkit.check.rules._skills import skill_problems
from dshkit.model.problem import ERROR
from dshkit.model.skill import FRONTMATTER_MISSING

ID = FRONTMATTER_MISSING  # the code dshkit.model.skill gives the problem: one source
NAME = "skill-frontmatter-missing"
SEVERITY = ERROR


def check(ctx):
    yield from skill_problems(ctx, ID)
