"""The skill frontmatter `name` is missing or not kebab-case.

Why: DSH requires ``name`` as a non-empty string matching
``^[a-z0-9]+(?:-[a-z0-9]+)*$``; otherwise it ignores the skill.

Severity (error): the skill is ignored.

PASS::

    name: acme-review

FAIL::

    name: Acme_Review
"""

from dshkit.check.rules._skills import skill_problems
from dshkit.model.problem import ERROR
from dshkit.model.skill import NAME_INVALID

ID = NAME_INVALID  # the code dshkit.model.skill gives the problem: one source
NAME = "skill-name-invalid"
SEVERITY = ERROR


def check(ctx):
    yield from skill_problems(ctx, ID)
