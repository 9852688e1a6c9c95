"""The ``dshkit`` command.

Subcommands live beside the code they drive and are imported only when used,
so ``dshkit --help`` stays fast and one broken area cannot break the others.
"""

from __future__ import annotations

import importlib
import sys

import click

from dshkit import __version__
from dshkit.errors import DshkitError

# command name -> ("module:attribute" of a click.Command, one-line help).
# The help is kept here so that ``dshkit --help`` imports none of the areas.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "build": ("dshkit.builder.cli:build_command", "Build a bundle directory from a dshkit.yaml spec."),
    "check": ("dshkit.check.cli:check_command", "Lint bundles, tarballs, specs or whole profiles."),
    "init": ("dshkit.builder.cli:init_command", "Write a starter dshkit.yaml that builds as is."),
    "memory": ("dshkit.memory_cli:memory_group", "Inspect a memory sidecar store."),
    "pack": ("dshkit.pack.cli:pack_command", "Write the npm tarball of a bundle, as npm pack would."),
    "preset": ("dshkit.builder.cli:preset_group", "Start and manage agent presets."),
    "semver": ("dshkit.semver.cli:semver_group", "npm semver ranges in npm's and the host's mode."),
    "skills": ("dshkit.builder.cli:skills_group", "Pin vendored skills by sha256."),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(SUBCOMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = SUBCOMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, _, attr = target[0].partition(":")
        return getattr(importlib.import_module(module_name), attr)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with formatter.section("Commands"):
            formatter.write_dl([(name, SUBCOMMANDS[name][1]) for name in self.list_commands(ctx)])


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="dshkit")
def cli() -> None:
    """Build, check and pack DeepSeek Harness (DSH) plugin bundles."""


def main(argv: list[str] | None = None) -> None:
    try:
        cli.main(args=argv, prog_name="dshkit", standalone_mode=False)
    except DshkitError as exc:
        click.echo(f"dshkit: {exc}" if exc.location is None else str(exc), err=True)
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)


if __name__ == "__main__":
    main()
