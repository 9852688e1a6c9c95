"""A bundle's skill is shadowed by a same-named skill in a skill root on disk.

Why: a profile's agent preset mounts its own skill-filesystem row, which reads
the default roots — project ``.dsh/skills`` and ``.agents/skills``,
``$DSH_HOME/skills``, ``~/.agents/skills`` — and that layer is nearer than a
plugin's own skill registration, so a same-named skill there wins outright.
A copy the user once put in ``$DSH_HOME/skills/`` keeps being loaded after the
bundle ships a newer one; the skill center may even list the bundle as the
provider. Checked in profile mode (``dshkit check $DSH_HOME/profiles/NAME``;
``--project DIR`` adds that project's roots). Remove or rename the disk copy.

Severity (error): sessions silently load the disk copy; the bundle's skill
never runs.

PASS::

    bundle skills/acme-review/SKILL.md   name: acme-review
    $DSH_HOME/skills/                     (no acme-review)

FAIL::

    bundle skills/acme-review/SKILL.md   name: acme-review
    $DSH_HOME/skills/acme-review/SKILL.md name: acme-review
"""

from pathlib import Path

from dshkit.check.finding import hit
from dshkit.check.skillroots import disk_skills
from dshkit.model.problem import ERROR
from dshkit.model.source import DirSource

ID = "DSH509"
NAME = "skill-shadowed-on-disk"
SEVERITY = ERROR


def check(ctx):
    if ctx.profile is None or not isinstance(ctx.profile.source, DirSource):
        return
    project = ctx.options.get("project")
    on_disk = disk_skills(ctx.profile.source.root, Path(project) if project else None)
    if not on_disk:
        return
    for bundle in ctx.bundles:
        for skill in bundle.skills:
            name = skill.doc.name
            winner = on_disk.get(name) if name and not skill.doc.ignored else None
            if winner is not None:
                yield hit(skill.display, skill.doc.position("name"),
                          f"skill {name!r} is shadowed by {winner.path} ({winner.root}): the preset's own "
                          f"skill-filesystem row reads that root and wins, so sessions load that copy, "
                          f"not {skill.display}")
