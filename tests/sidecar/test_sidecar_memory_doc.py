"""Every citation of docs/memory.md names a section the document has."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# `docs/memory.md "A"` or `[memory.md](memory.md) "A", "B"`, across a line break
CITATION = re.compile(r'memory\.md\)?((?:[,\s]+"[^"\n]+")+)')


def test_cited_sections_exist():
    doc = (REPO / "docs" / "memory.md").read_text(encoding="utf-8")
    sections = set(re.findall(r"^#+ (.+)$", doc, re.M))
    cited: dict[str, set[str]] = {}
    files = [*REPO.joinpath("dshkit").rglob("*.py"), *REPO.joinpath("tests").rglob("*.py"),
             *REPO.joinpath("docs").glob("*.md")]
    for path in files:
        for m in CITATION.finditer(path.read_text(encoding="utf-8")):
            for title in re.findall(r'"([^"\n]+)"', m.group(1)):
                cited.setdefault(title, set()).add(path.name)
    cited.pop("A", None), cited.pop("B", None)  # this file's own example
    assert len(cited) >= 6  # the modules do cite it
    assert {t: sorted(f) for t, f in cited.items() if t not in sections} == {}
    assert "memory-pipeline.md" not in "".join(p.read_text(encoding="utf-8") for p in files if p.suffix == ".py"
                                                and p.name != Path(__file__).name)
