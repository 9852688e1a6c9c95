"""A copy of ``examples/memory`` built with ``memory.evolution`` enabled, for the entry tests."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# the row config evocore's builder writes for an enabled `memory.evolution`
EVOLUTION = {"enabled": True, "model": "deepseek-official/deepseek-v4-flash", "validationTrials": 1,
             "checks": [{"name": "tests", "argv": ["python3", "-c", "pass"]}], "protectedPaths": [],
             "shadowTurns": 1, "checkTimeoutMs": 60000, "probeTimeoutMs": 60000}


def evolution_bundle(base: Path, spec_text: str | None = None) -> Path:
    """``base/bundle``: examples/memory (or ``spec_text``) built by dshkit, with evolution on."""
    project = base / "project"
    shutil.copytree(REPO / "examples" / "memory", project)
    if spec_text is not None:
        (project / "dshkit.yaml").write_text(spec_text)
    bundle = base / "bundle"
    build = subprocess.run([sys.executable, "-m", "dshkit", "build", str(project / "dshkit.yaml"), "-o", str(bundle)],
                           capture_output=True, text=True, timeout=120, cwd=REPO)
    assert build.returncode == 0, build.stderr
    assert not (bundle / "dshkit-memory" / "evolve.js").exists()  # off: the bundle is as before
    _enable(bundle)
    return bundle


def _enable(bundle: Path) -> None:
    """What the builder adds for `memory.evolution` (evolve.js, bundle.json defaults, the row)."""
    from dshkit.builder.memory import EVOLUTION_STATIC
    from dshkit.resources import builder_js

    for rel, src in EVOLUTION_STATIC.items():
        (bundle / rel).write_bytes(builder_js(src).read_bytes())
    values_path = bundle / "dshkit-memory" / "bundle.json"
    values = json.loads(values_path.read_text())
    values["defaults"]["evolution"] = EVOLUTION
    values_path.write_text(json.dumps(values, indent=2, sort_keys=True) + "\n")
    patch = bundle / "cordis.patch.yml"
    text = patch.read_text()
    marker = "      config:\n"
    assert marker in text, text
    patch.write_text(text.replace(marker, marker + "        evolution: " + json.dumps(EVOLUTION) + "\n", 1))
