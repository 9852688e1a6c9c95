"""The whole shared corpus, checked as one install: no crash, and the findings
per bundle pinned against a reviewed snapshot (corpus_findings.json).

After a deliberate rule change, regenerate with
``DSHKIT_UPDATE_SNAPSHOT=1 python -m pytest tests/check/test_corpus.py`` and
review the diff.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

from dshkit.check.api import check_paths

SNAPSHOT = Path(__file__).resolve().parent / "corpus_findings.json"


def _by_bundle(findings, bundles_dir: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    prefix = str(bundles_dir) + "/"
    for f in findings:
        assert f.path.startswith(prefix), f
        folder, _, rel = f.path[len(prefix):].partition("/")
        out.setdefault(folder, []).append(f"{f.code} {f.severity} {rel}:{f.line}:{f.column}")
    return {k: sorted(v) for k, v in sorted(out.items())}


def test_corpus_findings_match_reviewed_snapshot(shared_dir):
    bundles_dir = shared_dir / "corpus" / "bundles"
    paths = sorted(str(p) for p in bundles_dir.iterdir() if p.is_dir())
    assert len(paths) == 150
    findings = check_paths(paths)
    assert not [f for f in findings if f.code == "DSH000"], "a rule crashed"
    got = _by_bundle(findings, bundles_dir)
    if os.environ.get("DSHKIT_UPDATE_SNAPSHOT"):
        SNAPSHOT.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    expected = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    assert got == expected
    # Facts the corpus README states, as this linter sees them.
    per_code = Counter(f.code for f in findings)
    host_dep_bundles = {f.path.split("/")[-2] for f in findings if f.code == "DSH108"}
    assert len(host_dep_bundles) == 18  # README: 20 bundles, 2 of them the authors' own file: packages
    assert per_code["DSH303"] == 0 and per_code["DSH304"] == 0 and per_code["DSH300"] == 0
    host_collisions = {f.message.split("'")[1] for f in findings
                       if f.code == "DSH305" and "collides with the host" in f.message}
    assert {"agent-presets", "code-runtime", "session-stats"} <= host_collisions
