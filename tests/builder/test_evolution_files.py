"""``memory.evolution`` enabled ships the entry's evolution module and the sandbox pair,
byte for byte; off (absent or ``enabled: false``), the bundle's files are as before."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from dshkit.builder.memory import EVOLUTION_STATIC
from dshkit.pack.packlist import packlist

JS = Path(__file__).resolve().parents[2] / "dshkit" / "builder" / "js"
BASE = "package:\n  name: dsh-evo\n  version: 1.0.0\nhost:\n  min: 0.2.1-rc.2\nmemory:\n"
ON = ("  evolution:\n    enabled: true\n    model: prov/model-x\n"
      "    checks:\n      - name: tests\n        argv: [python, -m, unittest]\n")


def _files(tmp_path: Path, section: str, name: str) -> dict[str, bytes]:
    (tmp_path / "dshkit.yaml").write_text(BASE + section)
    out = tmp_path / name
    proc = subprocess.run([sys.executable, "-m", "dshkit", "build", "-o", str(out)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_enabled_ships_evolve_and_the_sandbox_pair_as_is(tmp_path):
    files = _files(tmp_path, ON, "on")
    for rel, src in EVOLUTION_STATIC.items():
        assert files[rel] == (JS / src).read_bytes(), rel
    assert set(EVOLUTION_STATIC) == {"dshkit-memory/evolve.js", "dshkit-memory/sandbox.js",
                                     "dshkit-memory/sandbox-runner.js"}
    # npm would pack them; they import nothing but Node built-ins and each other
    assert set(EVOLUTION_STATIC) <= set(packlist(tmp_path / "on"))
    for rel in EVOLUTION_STATIC:
        imports = re.findall(r"^import .* from '([^']+)'", files[rel].decode(), re.M)
        assert all(i.startswith("node:") for i in imports), (rel, imports)


def test_off_or_absent_ships_nothing_of_evolution(tmp_path):
    absent = _files(tmp_path, "  python: python3\n", "absent")
    off = _files(tmp_path, "  python: python3\n  evolution:\n    enabled: false\n", "off")
    assert absent == off
    assert not set(EVOLUTION_STATIC) & set(absent)
