"""Bundled skills: host-rule validation (via :mod:`dshkit.model.skill`) and sha256 pins.

A vendored skill (copied from another project) is pinned in the spec by the
sha256 of its directory, so an accidental edit or a half-done refresh fails the
build instead of shipping. The digest covers every file under the skill
directory: sha256 over lines ``<posix relpath>\\0<sha256 of the file>\\n`` in
byte order of the paths. ``dshkit skills pin`` rewrites the pins in place.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from dshkit.errors import DshkitError, Location
from dshkit.fsutil import MAX_FILE_BYTES, UnsafeFile, describe_os_error, read_regular
from dshkit.model.problem import ERROR
from dshkit.model.skill import SKILL_FILE, read_skill
from dshkit.spec.model import SKILL_DRIFT, SKILL_INVALID, Spec, SkillSpec, display


@dataclass
class BuiltSkill:
    path: str  # relative to the spec (and to the bundle)
    name: str
    description: str
    digest: str


def skill_files(directory: Path) -> list[Path]:
    """The files a skill ships: regular files, no symlinks (the build copies no others)."""
    return sorted((p for p in directory.rglob("*") if not p.is_symlink() and p.is_file()),
                  key=lambda p: p.relative_to(directory).as_posix().encode())


def skill_digest(directory: Path) -> str:
    outer = hashlib.sha256()
    for file in skill_files(directory):
        rel = file.relative_to(directory).as_posix()
        try:
            data = read_regular(file, MAX_FILE_BYTES)
        except (OSError, UnsafeFile) as exc:
            reason = exc.message if isinstance(exc, UnsafeFile) else describe_os_error(exc)
            raise DshkitError(f"cannot read skill file: {reason}", Location(display(file)), SKILL_INVALID) from None
        outer.update(rel.encode() + b"\0" + hashlib.sha256(data).hexdigest().encode() + b"\n")
    return outer.hexdigest()


def check_skill(spec: Spec, skill: SkillSpec) -> BuiltSkill:
    from dshkit.spec.loader import project_path

    directory = project_path(spec, skill.path, "skills", skill.pos)
    skill_md = project_path(spec, f"{skill.path}/{SKILL_FILE}", "skills", skill.pos)
    if not skill_md.is_file():
        raise spec.error(f"skill directory {skill.path!r} has no {SKILL_FILE}", SKILL_INVALID, skill.pos)
    doc = read_skill(skill_md)
    errors = [p for p in doc.problems if p.severity == ERROR]
    if errors:
        first = errors[0]
        raise DshkitError(f"{first.message} (DSH would ignore this skill)",
                          Location(display(skill_md), first.line or 1, first.column or 1),
                          f"{SKILL_INVALID}/{first.code}")
    digest = skill_digest(directory)
    if skill.sha256 is not None and skill.sha256 != digest:
        changed = ", ".join(p.relative_to(directory).as_posix() for p in skill_files(directory)) or "no files"
        raise spec.error(
            f"vendored skill {skill.path!r} changed since it was pinned (pinned {skill.sha256[:12]}…, "
            f"now {digest[:12]}…; files: {changed}). Restore the vendored copy, or accept the change "
            f"with `dshkit skills pin`", SKILL_DRIFT, skill.sha_pos)
    return BuiltSkill(skill.path, doc.name or "", doc.description or "", digest)


def check_skills(spec: Spec) -> list[BuiltSkill]:
    built: list[BuiltSkill] = []
    names: dict[str, SkillSpec] = {}
    for skill in spec.skills:
        b = check_skill(spec, skill)
        if b.name in names:
            raise spec.error(f"two bundled skills are named {b.name!r} ({names[b.name].path} and {skill.path}); "
                             "DSH names a skill by its frontmatter name", SKILL_INVALID, skill.pos)
        names[b.name] = skill
        built.append(b)
    return built


def pin_skills(spec_path: Path, only: list[str] | None = None) -> list[tuple[str, str | None, str]]:
    """Rewrite ``sha256`` pins in the spec; returns (path, old, new) per pinned skill.

    With ``only`` (skill paths or names), those skills are pinned (a pin is added
    if missing); without it, every skill that already has a pin is re-pinned.
    The spec is edited as text at the recorded positions, so comments, quoting
    and layout stay exactly as the user wrote them; the write is atomic.
    """
    from dshkit.fsutil import write_atomic
    from dshkit.spec.loader import load_spec

    spec = load_spec(spec_path)  # validates first; errors keep their positions
    lines = spec_path.read_text(encoding="utf-8").split("\n")
    wanted = set(only or [])
    names = {}
    for skill in spec.skills:
        md = spec.root / skill.path / SKILL_FILE
        names[skill.path] = read_skill(md).name if md.is_file() else None
    for item in wanted:
        if item not in names and item not in names.values():
            raise spec.error(f"no skill {item!r} in the spec (give its path or its name)",
                             SKILL_INVALID, spec.positions.get("skills"))
    changes = []
    inserts = []
    for skill in spec.skills:
        selected = (skill.path in wanted or names[skill.path] in wanted) if only else skill.sha256 is not None
        if not selected:
            continue
        new = skill_digest(spec.root / skill.path)
        changes.append((skill.path, skill.sha256, new))
        if skill.sha256 is not None and skill.sha_pos is not None:
            i, col = skill.sha_pos.line - 1, skill.sha_pos.column - 1
            line = lines[i]
            quote = line[col] if line[col:col + 1] in ("'", '"') else ""
            end = col + len(quote) * 2 + 64
            lines[i] = line[:col] + quote + new + quote + line[end:]
        else:
            i = skill.pos.line - 1
            line = lines[i]
            key_col = line.rfind("path", 0, skill.pos.column - 1)
            if key_col < 0 or "{" in line[:key_col]:
                raise spec.error("cannot add a pin to a flow-style skill entry; write `sha256:` by hand",
                                 SKILL_INVALID, skill.pos)
            inserts.append((i + 1, " " * key_col + f'sha256: "{new}"'))
    for at, text in sorted(inserts, reverse=True):
        lines.insert(at, text)
    write_atomic(spec_path, "\n".join(lines))
    return changes
