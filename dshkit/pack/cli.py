"""``dshkit pack [DIR] [-o FILE]``."""

from __future__ import annotations

from pathlib import Path

import click

from dshkit.errors import DshkitError, Location
from dshkit.pack.packer import pack_directory, read_manifest, tarball_name, write_atomic


@click.command("pack")
@click.argument("directory", required=False, default=None, type=click.Path(file_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Tarball to write (default: <name>-<version>.tgz in the current directory).")
def pack_command(directory: Path | None, output: Path | None) -> None:
    """Write the npm tarball of a built bundle (the tar stream npm pack writes)."""
    if directory is None:
        from dshkit.spec.loader import OUT_DIR

        # After `dshkit build`, the bundle sits in ./dist beside dshkit.yaml.
        directory = Path(OUT_DIR) if (Path(OUT_DIR) / "package.json").exists() else Path(".")
    if not directory.is_dir():
        raise DshkitError("not a directory", Location(str(directory)), "PACK004")
    manifest = read_manifest(directory)
    result = pack_directory(directory)
    target = output or Path(tarball_name(manifest))
    write_atomic(target, result.tgz)
    click.echo(f"package: {manifest['name']}@{manifest['version']}")
    for rel in result.files:
        click.echo(f"  {(directory / rel).stat().st_size:>8}  {rel}")
    click.echo(f"files: {len(result.files)}")
    click.echo(f"unpacked size: {sum((directory / r).stat().st_size for r in result.files)}")
    click.echo(f"tarball: {target}")
    click.echo(f"integrity: {result.integrity}")
    click.echo(f"shasum: {result.shasum}")
