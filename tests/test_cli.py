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
