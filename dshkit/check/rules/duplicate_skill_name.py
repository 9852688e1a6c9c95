"""Two skills share one frontmatter ``name``, within a bundle or across the
composed profile.

Why: DSH names a skill by its frontmatter ``name``. Within one layer the root
with the lower rank wins, and across layers the nearest layer wins a
duplicate outright — the other skill silently disappears. Duplicates under
two different skill roots of one bundle (``skills/`` and ``skills-en/``) are
only info: such roots are often alternatives the bundle's provider row
chooses between.

Severity (error): one of the two skills silently disappears. Under two skill
roots of one bundle it is only info: the bundle's provider row usually
registers one of them.

PASS::

    skills/review/SKILL.md   name: acme-review
    skills/release/SKILL.md  name: acme-release

FAIL::

    skills/review/SKILL.md   name: acme-review
    skills/review-v2/SKILL.md name: acme-review
"""

from dshkit.check.finding import hit
from dshkit.check.rules._skills import all_skills
from dshkit.model.problem import ERROR, INFO

ID = "DSH507"
NAME = "duplicate-skill-name"
SEVERITY = ERROR


def _root(rel: str) -> str:
    """The directory holding the skill directories (``skills`` for skills/x/SKILL.md)."""
    return "/".join(rel.split("/")[:-2])


def check(ctx):
    seen: dict[str, tuple[object, object]] = {}
    for bundle, skill in all_skills(ctx):
        name = skill.doc.name
        if name is None or skill.doc.ignored:
            continue
        prev = seen.get(name)
        if prev is not None:
            pbundle, pskill = prev
            scope = "in this bundle" if pbundle is bundle else f"by {pbundle.name}"
            if pbundle is bundle and _root(pskill.rel) != _root(skill.rel):
                # Two skill roots of one bundle (e.g. skills/ and skills-en/) are
                # often alternatives its provider row chooses between.
                yield hit(skill.display, skill.doc.position("name"),
                          f"skill name {name!r} is also used under another skill root of this bundle "
                          f"({pskill.display}): if both roots are registered, only one is visible", INFO)
                continue
            yield hit(skill.display, skill.doc.position("name"),
                      f"skill name {name!r} is already used {scope} ({pskill.display}): only one of them is visible")
        else:
            seen[name] = (bundle, skill)
