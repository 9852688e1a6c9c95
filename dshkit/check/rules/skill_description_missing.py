"""The skill frontmatter has no `description`.

Why: DSH requires a non-empty string ``description`` (it is what the model
sees to decide when to use the skill); without it the skill is ignored.

Severity (error): the skill is ignored.

PASS::

    description: Review a change the Acme way.

FAIL::

    name: acme-review               (and nothing else)
"""

from dshkit.check.rules._skills import skill_problems
from dshkit.model.problem import ERROR
from dshkit.model.skill import DESCRIPTION_MISSING

ID = DESCRIPTION_MISSING  # the code dshkit.model.skill gives the problem: one source
NAME = "skill-description-missing"
SEVERITY = ERROR


def check(ctx):
    yield from skill_problems(ctx, ID)
