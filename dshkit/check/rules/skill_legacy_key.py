"""The skill frontmatter uses a legacy camelCase key.

Why: ``disableModelInvocation``, ``modelInvocable`` and ``userInvocable`` are
rejected by DSH (``frontmatter field ... is unsupported``) and the whole skill
is ignored. Use ``disable-model-invocation`` / ``user-invocable``.

Severity (error): the whole skill is ignored.

PASS::

    disable-model-invocation: true

FAIL::

    disableModelInvocation: true
"""

from dshkit.check.rules._skills import skill_problems
from dshkit.model.problem import ERROR
from dshkit.model.skill import LEGACY_KEY

ID = LEGACY_KEY  # the code dshkit.model.skill gives the problem: one source
NAME = "skill-legacy-key"
SEVERITY = ERROR


def check(ctx):
    yield from skill_problems(ctx, ID)
