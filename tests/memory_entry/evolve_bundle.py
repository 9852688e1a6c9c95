"""A copy of ``examples/memory`` built by dshkit with ``memory.evolution`` enabled (the
issue's "enabling it in a copy of the memory example"), for the entry's tests."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

EVOLUTION_YAML = """\
  evolution:
    enabled: true
    model: deepseek-official/deepseek-v4-flash
    validationTrials: 1
    checks:
      - name: acceptance
        argv: [python3, -m, unittest, discover, -s, tests]
    protectedPaths: [tests]
    shadowTurns: 1
"""


def enabled_spec(text: str | None = None, extra: str = "") -> str:
    """The example's dshkit.yaml (or ``text``) with the evolution block (plus ``extra`` lines
    of it) at the end of ``memory:``."""
    text = text if text is not None else (REPO / "examples" / "memory" / "dshkit.yaml").read_text()
    anchor = "  autoApprove: false\n"
    assert anchor in text, text
    return text.replace(anchor, anchor + EVOLUTION_YAML + extra, 1)


def evolution_bundle(base: Path, spec_text: str | None = None, extra: str = "") -> Path:
    """``base/bundle``: a copy of examples/memory with evolution on, built by ``dshkit build``."""
    project = base / "project"
    shutil.copytree(REPO / "examples" / "memory", project)
    (project / "dshkit.yaml").write_text(enabled_spec(spec_text, extra))
    bundle = base / "bundle"
    build = subprocess.run([sys.executable, "-m", "dshkit", "build", str(project / "dshkit.yaml"), "-o", str(bundle)],
                           capture_output=True, text=True, timeout=120, cwd=REPO)
    assert build.returncode == 0, build.stderr
    return bundle
