import subprocess
import sys

from click.testing import CliRunner

from dshkit import __version__
from dshkit.cli import cli


def test_version():
    result = CliRunner().invoke(cli, ["--version"])
    assert result.exit_code == 0
    assert __version__ in result.output


def test_unknown_command_fails():
    result = CliRunner().invoke(cli, ["no-such-command"])
    assert result.exit_code != 0


def test_module_entry_point():
    proc = subprocess.run([sys.executable, "-m", "dshkit", "--help"], capture_output=True, text=True)
    assert proc.returncode == 0
    assert "Usage" in proc.stdout


def test_every_listed_subcommand_loads_and_has_help():
    from dshkit.cli import SUBCOMMANDS

    for name in SUBCOMMANDS:
        result = CliRunner().invoke(cli, [name, "--help"])
        assert result.exit_code == 0, (name, result.output)
        assert "Usage" in result.output


def test_top_level_help_imports_no_area():
    code = ("import sys; from dshkit.cli import main\n"
            "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('dshkit.') and m.count('.') >= 1))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    loaded = proc.stdout.strip().splitlines()[-1]
    for area in ("dshkit.builder", "dshkit.check", "dshkit.semver", "dshkit.sidecar", "dshkit.pack"):
        assert area not in loaded
