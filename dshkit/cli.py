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

# command name -> "module:attribute" of a click.Command
SUBCOMMANDS: dict[str, str] = {
    "semver": "dshkit.semver.cli:semver_group",
    "init": "dshkit.build.cli:init_command",
    "build": "dshkit.build.cli:build_command",
    "pack": "dshkit.pack.cli:pack_command",
    "preset": "dshkit.build.cli:preset_group",
    "skills": "dshkit.build.cli:skills_group",
    "check": "dshkit.check.cli:check_command",
    "memory": "dshkit.memory_cli:memory_group",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(name for name in SUBCOMMANDS if self._load(name) is not None)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        return self._load(cmd_name)

    @staticmethod
    def _load(name: str) -> click.Command | None:
        target = SUBCOMMANDS.get(name)
        if target is None:
            return None
        module_name, _, attr = target.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            # A subcommand whose module is not written yet is simply absent.
            if exc.name and module_name.startswith(exc.name):
                return None
            raise
        return getattr(module, attr, None)


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
