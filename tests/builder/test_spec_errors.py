"""Bad specs: one ``dshkit.yaml:LINE:COL: message [CODE]`` line, exit 2, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

GOOD = """\
package:
  name: dsh-demo
  version: 1.0.0
  main: index.js
host:
  min: 0.1.7-rc.1
plugins:
  - id: demo
"""

CASES = [
    # (spec text, expected "LINE:COL", code, words in the message)
    ("package:\n  name: dsh-demo\n  version: [1\n", "4:1", "SPEC001", "flow collection"),
    ("package:\n  name: dsh-demo\n  version: 1.0.0\n", "1:1", "SPEC002", "host"),
    (GOOD.replace("  version: 1.0.0\n", "  version: 1.0.0\n  colour: red\n"), "4:3", "SPEC002", "colour"),
    (GOOD.replace("version: 1.0.0", "version: 1.0"), "3:12", "SPEC002", "version"),
    (GOOD.replace("name: dsh-demo", "name: Dsh Demo"), "2:9", "SPEC002", "name"),
    (GOOD + "dependencies:\n  \"@deepseek-ai/dsh-llm\": ^0.2.0\n", "10:3", "SPEC003", "hostPeers"),
    (GOOD + "dependencies:\n  zod: \">=>1\"\n", "10:8", "SPEC009", "zod"),
    (GOOD + "  - id: demo\n", "9:9", "SPEC008", "demo"),
    (GOOD + "    disabled: maybe\n", "9:15", "SPEC002", "disabled"),
    (GOOD + "presets:\n  - no-such-preset\n", "10:5", "SPEC005", "no-such-preset"),
    (GOOD.replace("host:\n  min: 0.1.7-rc.1", "host:\n  min: 0.1.7-rc.1\n  below: 0.1.0"), "6:3", "SPEC009", "ceiling"),
    (GOOD + "skills:\n  - path: skills/none\n", "10:11", "SPEC004", "skills/none"),
    (GOOD.replace("main: index.js", "main: src/missing.js"), "4:9", "SPEC004", "missing.js"),
    (GOOD + "plugins: []\n", "9:1", "SPEC001", "duplicated"),
    ("- just\n- a list\n", "1:1", "SPEC002", "object"),
    ("", "1:1", "SPEC002", "empty"),
    (GOOD + "skills:\n  - path: sk\n    sha256: 000\n", "11:13", "SPEC002", "quotes"),
    (GOOD.replace("  main: index.js\n", ""), "7:9", "SPEC013", "package.main"),
    (GOOD.replace("  version: 1.0.0\n", "  version: 1.0.0\n  icon: sk\n"), "4:9", "SPEC004", "icon"),
    (GOOD.replace("  version: 1.0.0\n", "  version: 1.0.0\n  icon: spec.txt\n"), "4:9", "SPEC012", "svg"),
]


@pytest.mark.parametrize("text,where,code,words", CASES)
def test_bad_spec_reports_position_and_code(tmp_path, text, where, code, words):
    (tmp_path / "dshkit.yaml").write_text(text)
    (tmp_path / "sk").mkdir()
    (tmp_path / "index.js").write_text("export function apply() {}\n")
    (tmp_path / "spec.txt").write_text("not an image\n")
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2, proc.stdout
    assert "Traceback" not in proc.stderr
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith(f"dshkit.yaml:{where}"), line
    assert line.endswith(f"[{code}]"), line
    assert words in line
    assert not (tmp_path / "dist").exists()


def test_bad_skill_frontmatter_points_into_skill_md(tmp_path):
    (tmp_path / "index.js").write_text("export function apply() {}\n")
    (tmp_path / "dshkit.yaml").write_text(GOOD + "skills:\n  - path: sk\n")
    (tmp_path / "sk").mkdir()
    (tmp_path / "sk" / "SKILL.md").write_text("---\nname: Bad_Name\ndescription: x\n---\nbody\n")
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    line = proc.stderr.strip()
    assert line.startswith("sk/SKILL.md:2:") and "SPEC007" in line


def test_bad_preset_file_points_into_the_preset(tmp_path):
    (tmp_path / "index.js").write_text("export function apply() {}\n")
    (tmp_path / "dshkit.yaml").write_text(GOOD + "presets:\n  - ./p.yml\n")
    (tmp_path / "p.yml").write_text("preset: p\nbase: standard\nremove: [no-such-row]\n")
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().startswith("p.yml:3:10:") and "SPEC011" in proc.stderr


def test_js_values_become_js_tags_and_lookalike_strings_do_not(tmp_path):
    (tmp_path / "index.js").write_text("export function apply() {}\n")
    (tmp_path / "dshkit.yaml").write_text(GOOD + "    disabled: {js: \"process.platform === 'win32'\"}\n"
                                          "    config:\n      note: \"process.platform === 'win32'\"\n"
                                          "      tagged: !!js dshHomePath('x')\n      word: 'yes'\n")
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    patch = (tmp_path / "dist" / "cordis.patch.yml").read_text()
    assert "disabled: !!js process.platform === 'win32'" in patch
    assert "tagged: !!js dshHomePath('x')" in patch
    assert "note: !!js" not in patch and "word: 'yes'" in patch
