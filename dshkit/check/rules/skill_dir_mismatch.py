"""A skill's directory name differs from its frontmatter ``name``.

Why: DSH names the skill by frontmatter, not by directory, so ``/review``
will not find a skill in ``skills/review/`` whose frontmatter says
``acme-review``. Other agents use the directory name, which makes the
mismatch confusing.

Severity (info): the host loads the skill by its frontmatter ``name``; only
people (and other agents) are misled by the directory.

PASS::

    skills/acme-review/SKILL.md   name: acme-review

FAIL::

    skills/review/SKILL.md        name: acme-review
"""

from dshkit.check.finding import hit
from dshkit.check.rules._skills import all_skills
from dshkit.model.problem import INFO

ID = "DSH508"
NAME = "skill-dir-mismatch"
SEVERITY = INFO


def check(ctx):
    for _, skill in all_skills(ctx):
        parts = skill.rel.split("/")
        if len(parts) < 2 or skill.doc.name is None:
            continue
        directory = parts[-2]
        if directory != skill.doc.name:
            yield hit(skill.display, skill.doc.position("name"),
                      f"directory {directory!r} differs from the skill name {skill.doc.name!r}: "
                      "DSH calls it by the frontmatter name")
