"""``dshkit init``, ``dshkit build``, ``dshkit preset new``, ``dshkit skills pin``."""

from __future__ import annotations

from pathlib import Path

import click

from dshkit.errors import DshkitError, Location
from dshkit.spec.loader import SPEC_FILE


@click.command("init")
@click.argument("directory", required=False, default=".", type=click.Path(file_okay=False, path_type=Path))
@click.option("--preset", "preset", default=None, help="Ship a built-in agent preset (e.g. smart-memory).")
@click.option("--name", default=None, help="Package name (default: from the directory name).")
def init_command(directory: Path, preset: str | None, name: str | None) -> None:
    """Write a starter dshkit.yaml (and src/index.js) that builds as is."""
    from dshkit.fsutil import write_atomic
    from dshkit.builder.presets import builtin_presets
    from dshkit.builder.starter import PLUGIN_JS, package_name_for, spec_text

    if preset is not None and preset not in builtin_presets():
        raise DshkitError(f"unknown preset {preset!r} (built-in: {', '.join(builtin_presets())})", None, "INIT002")
    directory.mkdir(parents=True, exist_ok=True)
    spec_path = directory / SPEC_FILE
    if spec_path.exists():
        raise DshkitError("a spec already exists here; not overwriting it", Location(str(spec_path)), "INIT001")
    name = name or package_name_for(directory.resolve().name)
    write_atomic(spec_path, spec_text(name, preset))
    module = directory / "src" / "index.js"
    wrote = [spec_path]
    if not module.exists():
        module.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(module, PLUGIN_JS.format(name=name))
        wrote.append(module)
    click.echo("wrote " + " and ".join(str(p) for p in wrote))
    click.echo("next: dshkit build && dshkit pack")


@click.command("build")
@click.argument("spec", required=False, default=SPEC_FILE, type=click.Path(dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              help="Bundle directory (default: dist/ beside the spec).")
@click.option("--check", "check_only", is_flag=True,
              help="Write nothing; exit 1 and list the files when the directory is not what the spec builds.")
def build_command(spec: Path, output: Path | None, check_only: bool) -> None:
    """Build the bundle directory from a spec (atomic, reproducible)."""
    from dshkit.builder.builder import build_bundle, stale_files

    if check_only:
        target, stale = stale_files(spec, output)
        if not stale:
            click.echo(f"{target} is up to date with {spec}")
            return
        for rel, state in stale:
            click.echo(f"would {dict(changed='rewrite', missing='write', extra='remove')[state]} {target / rel}")
        click.echo(f"{len(stale)} file(s) in {target} differ from what {spec} builds", err=True)
        raise SystemExit(1)
    bundle, target = build_bundle(spec, output)
    click.echo(f"built {target} from {spec}")
    click.echo(f"  @deepseek-ai/dsh range: {bundle.dsh_range}")
    for item in bundle.rows:
        for row in item["insert"]:
            click.echo(f"  row {row['id']} ({row['name']})")
    for preset in bundle.presets:
        click.echo(f"  preset {preset.id}: {len(preset.plugins)} rows, order {preset.order}")
    for skill in bundle.skills:
        click.echo(f"  skill {skill.name} ({skill.path}) sha256 {skill.digest[:12]}")
    total = sum(len(data) for data, _ in bundle.files.values())
    click.echo(f"  {len(bundle.files)} files, {total} bytes")


@click.group("preset")
def preset_group() -> None:
    """Agent presets."""


@preset_group.command("new")
@click.argument("preset_id")
@click.option("--base", default="standard", show_default=True, help="Preset whose roster you start from.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="File to write (default: presets/<ID>.yml).")
def preset_new(preset_id: str, base: str, output: Path | None) -> None:
    """Start a new preset file from a base roster."""
    import re

    from dshkit.fsutil import write_atomic
    from dshkit.builder.presets import builtin_presets, load_preset, new_preset_text

    if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", preset_id):
        raise DshkitError(f"preset id {preset_id!r} must be kebab-case", None, "PRESET001")
    if base not in builtin_presets():
        raise DshkitError(f"unknown base preset {base!r} (built-in: {', '.join(builtin_presets())})", None, "PRESET002")
    target = output or Path("presets") / f"{preset_id}.yml"
    if target.exists():
        raise DshkitError("file exists; not overwriting it", Location(str(target)), "PRESET003")
    target.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(target, new_preset_text(preset_id, base))
    preset = load_preset(target)  # it must load as written
    click.echo(f"wrote {target} ({len(preset.plugins)} rows from {base})")
    click.echo(f"add it to {SPEC_FILE}:  presets: [./{target.as_posix()}]")


@click.group("skills")
def skills_group() -> None:
    """Bundled skills."""


@skills_group.command("pin")
@click.argument("skills", nargs=-1)
@click.option("--spec", "spec_path", default=SPEC_FILE, type=click.Path(dir_okay=False, path_type=Path),
              show_default=True)
def skills_pin(skills: tuple[str, ...], spec_path: Path) -> None:
    """Re-pin vendored skills (all pinned ones, or the named SKILLS) by sha256."""
    from dshkit.builder.skills import pin_skills

    changes = pin_skills(spec_path, list(skills) or None)
    if not changes:
        click.echo("no pinned skills (name a skill to pin it)")
    for path, old, new in changes:
        state = "unchanged" if old == new else ("pinned" if old is None else f"re-pinned (was {old[:12]})")
        click.echo(f"{path}: {new} {state}")
