"""`disable-model-invocation` / `user-invocable` is not a boolean DSH accepts.

Why: DSH accepts a boolean, 1/0, or (any case) true/false, yes/no, on/off.
Anything else — including an empty value — throws and the skill is ignored.

Severity (error): the skill is ignored.

PASS::

    user-invocable: no

FAIL::

    user-invocable: sometimes
"""

from dshkit.check.rules._skills import skill_problems
from dshkit.model.problem import ERROR
from dshkit.model.skill import BAD_BOOLEAN

ID = BAD_BOOLEAN  # the code dshkit.model.skill gives the problem: one source
NAME = "skill-invalid-boolean"
SEVERITY = ERROR


def check(ctx):
    yield from skill_problems(ctx, ID)
