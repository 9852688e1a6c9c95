"""``dshkit semver``: exit codes, tables and JSON shape."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dshkit.cli import main


def run(capsys, *args):
    with pytest.raises(SystemExit) as exc:
        main(["semver", *args])
    out, err = capsys.readouterr()
    return exc.value.code, out, err


def test_satisfies_table_both_modes(capsys):
    code, out, _ = run(capsys, "satisfies", ">=0.1.7-rc.1 <0.3.0", "0.2.5", "0.2.0-rc.1")
    assert code == 1  # 0.2.0-rc.1 fails in npm mode
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line[:1].isdigit()}
    assert rows == {"0.2.5": ["yes", "yes"], "0.2.0-rc.1": ["no", "yes"]}


def test_satisfies_exit_zero_only_when_all_pass(capsys):
    assert run(capsys, "satisfies", "^1.2.0", "1.2.0", "1.9.9")[0] == 0
    assert run(capsys, "satisfies", "^1.2.0", "2.0.0")[0] == 1
    assert run(capsys, "satisfies", "--mode", "host", ">=0.1.7-rc.1 <0.3.0", "0.2.0-rc.1")[0] == 0
    assert run(capsys, "satisfies", "--mode", "npm", ">=0.1.7-rc.1 <0.3.0", "0.2.0-rc.1")[0] == 1
    assert run(capsys, "satisfies", "--loose", "=v1.2.3", "1.2.3")[0] == 0


def test_satisfies_json(capsys):
    code, out, _ = run(capsys, "satisfies", "--json", "^0.1.0-rc.6", "0.1.1-rc.2")
    data = json.loads(out)
    assert code == 1
    assert data["modes"] == ["npm", "host"] and data["ok"] is False
    assert data["results"] == [{"version": "0.1.1-rc.2", "npm": False, "host": True}]
    assert data["normalized"] == {"npm": ">=0.1.0-rc.6 <0.2.0-0", "host": ">=0.1.0-rc.6 <0.2.0-0"}


@pytest.mark.parametrize("args, code_id", [
    (["satisfies", "not a range", "1.2.3"], "SEMVER001"),
    (["satisfies", "^1", "1.2"], "SEMVER002"),
    (["explain", "^1", "banana"], "SEMVER002"),
    (["range", "--min", "0.2.0", "--channel", "0.1.0-rc.1"], "SEMVER003"),
    (["range", "--min", "nope"], "SEMVER003"),
])
def test_bad_input_exits_2_without_traceback(capsys, args, code_id):
    code, out, err = run(capsys, *args)
    assert code == 2
    assert f"[{code_id}]" in err and "Traceback" not in err


def test_explain_text_and_json(capsys):
    code, out, _ = run(capsys, "explain", ">=0.1.7-rc.1 <0.3.0", "0.2.0-rc.1")
    assert code == 1
    assert "npm's prerelease rule excludes 0.2.0-rc.1" in out and "host (includePrerelease)" in out
    code, out, _ = run(capsys, "explain", "--json", "--mode", "host", "^1", "1.5.0")
    data = json.loads(out)
    assert code == 0 and data["ok"] is True and list(data["modes"]) == ["host"]
    assert data["modes"]["host"]["sets"][0]["satisfied"] is True


def test_range_command(capsys):
    code, out, _ = run(capsys, "range", "--min", "0.1.7-rc.1", "--channel", "0.2.0-rc.1",
                       "--channel", "0.2.1-alpha.1", "--below", "0.3.0")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == ">=0.1.7-rc.1 <0.3.0-0 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"
    assert lines[1].startswith("proved:")
    code, out, _ = run(capsys, "range", "--json", "--min", "0.1.7-rc.1", "--channel", "0.2.0-rc.1")
    data = json.loads(out)
    assert data["range"] == ">=0.1.7-rc.1 || ^0.2.0-rc.1"
    assert data["proof"]["ok"] is True and data["proof"]["problems"] == []
    assert {c["mode"] for c in data["proof"]["checks"]} == {"npm", "host"}


def test_installed_command_runs():
    proc = subprocess.run([sys.executable, "-m", "dshkit", "semver", "satisfies", "*", "0.2.0-rc.2"],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "0.2.0-rc.2  no    yes" in proc.stdout
