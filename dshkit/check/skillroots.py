"""The skill roots a DSH profile reads from disk, in the host's precedence.

The agent preset's own skill-filesystem row reads the default roots (project
``.dsh/skills`` and ``.agents/skills``, ``$DSH_HOME/skills``,
``~/.agents/skills``); inside that layer the lower rank wins, and that layer is
nearer than a plugin's own registration, so a same-named skill on disk wins
over a bundle's outright (dsh-host.md §5).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dshkit.model.skill import SkillDoc, read_skill


@dataclass(frozen=True)
class DiskSkill:
    doc: SkillDoc
    path: Path
    root: str  # how the host names the root
    rank: int


def dsh_home(profile_dir: Path) -> Path | None:
    """``$DSH_HOME``, else the directory holding ``profiles/<name>``."""
    env = os.environ.get("DSH_HOME")
    if env:
        return Path(env)
    profile_dir = profile_dir.absolute()
    if profile_dir.parent.name == "profiles":
        return profile_dir.parent.parent
    return None


def default_roots(profile_dir: Path, project: Path | None) -> list[tuple[int, str, Path]]:
    """``(rank, label, directory)`` of the default roots, lowest rank (winner) first."""
    roots = []
    if project is not None:
        roots += [(100, "project .dsh/skills", project / ".dsh" / "skills"),
                  (200, "project .agents/skills", project / ".agents" / "skills")]
    home = dsh_home(profile_dir)
    if home is not None:
        roots.append((400, "$DSH_HOME/skills", home / "skills"))
    roots.append((500, "~/.agents/skills", Path.home() / ".agents" / "skills"))
    return roots


def disk_skills(profile_dir: Path, project: Path | None) -> dict[str, DiskSkill]:
    """The skill each name resolves to among the default roots (the lowest rank wins)."""
    out: dict[str, DiskSkill] = {}
    for rank, label, root in default_roots(profile_dir, project):
        if not root.is_dir():
            continue
        for skill_md in sorted(root.glob("*/SKILL.md")):
            doc = read_skill(skill_md)
            if doc.name and not doc.ignored and doc.name not in out:
                out[doc.name] = DiskSkill(doc, skill_md, label, rank)
    return out
