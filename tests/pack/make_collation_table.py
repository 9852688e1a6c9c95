"""Regenerate ``dshkit/pack/icu_en_collation.zjson`` from Node's ICU (run by hand).

    python -m tests.pack.make_collation_table

Node sorts every NFD-stable code point of planes 0-1 with ``Intl.Collator('en')``
(the collator behind ``localeCompare(…, 'en')``) and records, per character: its
primary rank (equal at ``sensitivity: 'base'``), its secondary and tertiary rank
inside that primary group (``'accent'``, then full), the secondary rank of
combining marks (primary-ignorable), and the characters ICU ignores entirely.
Primary ranks are stored as runs over code point order. ``collate.py`` explains
what this reproduces exactly and what not; test_collate_vs_node.py measures it.
"""

from __future__ import annotations

import json
import subprocess
import zlib
from pathlib import Path

from tests.nodeoracle import node_binary

TARGET = Path(__file__).resolve().parents[2] / "dshkit" / "pack" / "icu_en_collation.zjson"
# The same data for U+0000-U+007F alone: most bundles never need the big table.
ASCII_TARGET = TARGET.with_name("icu_en_collation_ascii.json")
LAST = 0x1FFFF

SCRIPT = r"""
const base = new Intl.Collator('en', {sensitivity: 'base'})
const accent = new Intl.Collator('en', {sensitivity: 'accent'})
const full = new Intl.Collator('en')
const LAST = %d
const rest = [], marks = [], ignorable = []
for (let cp = 0; cp <= LAST; cp++) {
  if (cp >= 0xD800 && cp < 0xE000) continue
  const c = String.fromCodePoint(cp)
  if (c.normalize('NFD') !== c) continue
  if (base.compare(c, '') !== 0) rest.push(c)
  else if (full.compare(c, '') === 0) ignorable.push(cp)
  else marks.push(c)
}
rest.sort(full.compare)
const primary = new Map(), levels = []
let p = 0, s = 0, t = 0
rest.forEach((c, i) => {
  if (i === 0) p = 1
  else if (base.compare(rest[i - 1], c) !== 0) { p++; s = 0; t = 0 }
  else if (accent.compare(rest[i - 1], c) !== 0) { s++; t = 0 }
  else if (full.compare(rest[i - 1], c) !== 0) t++
  primary.set(c.codePointAt(0), p)
  if (s || t) levels.push([c.codePointAt(0), s, t])
})
marks.sort(accent.compare)
const markRank = []
let m = 1
marks.forEach((c, i) => { if (i && accent.compare(marks[i - 1], c) !== 0) m++; markRank.push([c.codePointAt(0), m]) })
const runs = []  // [first code point, count, first rank, step (0 or 1)]
for (const cp of [...primary.keys()].sort((a, b) => a - b)) {
  const r = runs[runs.length - 1], pr = primary.get(cp)
  if (r && r[0] + r[1] === cp) {
    if (r[1] === 1 && (pr === r[2] || pr === r[2] + 1)) { r[3] = pr - r[2]; r[1]++; continue }
    if (pr === r[2] + r[3] * r[1]) { r[1]++; continue }
  }
  runs.push([cp, 1, pr, 1])
}
console.log(JSON.stringify({node: process.version, icu: process.versions.icu, unicode: process.versions.unicode,
                            last: LAST, runs, levels, marks: markRank, ignorable}))
""" % LAST


def main() -> None:
    out = subprocess.run([node_binary(), "-e", SCRIPT], capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    TARGET.write_bytes(zlib.compress(json.dumps(data, separators=(",", ":")).encode(), 9))
    levels = {cp: (s, t) for cp, s, t in data["levels"]}
    marks = dict(data["marks"])
    ascii_rows = []
    for cp in range(128):
        if cp in data["ignorable"]:
            ascii_rows.append(None)
        elif cp in marks:
            ascii_rows.append([0, marks[cp], 0])
        else:
            run = next(r for r in data["runs"] if r[0] <= cp < r[0] + r[1])
            ascii_rows.append([run[2] + run[3] * (cp - run[0]), *levels.get(cp, (0, 0))])
    ASCII_TARGET.write_text(json.dumps({"icu": data["icu"], "rows": ascii_rows}, separators=(",", ":")) + "\n")
    print(f"wrote {TARGET} (ICU {data['icu']}, Unicode {data['unicode']}, {len(data['runs'])} runs)")


if __name__ == "__main__":
    main()
