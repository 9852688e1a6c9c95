"""Forgetting a rule on a large store: candidates from the full-text index vs the whole-log scan.

Forgetting a rule removes every sentence that restates it from the log, the summaries and
the work units (docs/memory.md "Forgetting"). The peer, measured in the same run on a
byte-identical copy of each store, is the scan the sidecar did before: every log entry
read and tested (forget.every_derived). The current path reads only the entries the index
finds by the rule's rarest terms (forget.derived_material). Both must scrub the same
entries; the figures are entries read and the forget's wall time.

Usage: python bench/bench_forget.py [--sizes 2000,20000] [--seed 5]
"""

from __future__ import annotations

import argparse
import random
import shutil
import string
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dshkit.sidecar import forget as F, ops  # noqa: E402
from dshkit.sidecar.store import Store  # noqa: E402

RULE = "Never deploy the billing service on Fridays."
RESTATED = ("Please remember: never deploy the billing service on Fridays.",
            "OK, billing service deploys never happen on Fridays.")
TOPICS = ("deploy", "service", "billing", "review", "cache", "tests", "schema", "router")


def build(path: str, n: int, rng: random.Random) -> str:
    """A store of ``n`` logged messages (a few restating the rule, many sharing some of its
    words) and the rule promoted; returns the rule's name."""
    def word(k: int) -> str:
        return "".join(rng.choice(string.ascii_lowercase) for _ in range(k))
    store = Store(path)
    try:
        with store.transaction():
            for i in range(n):
                if i % 997 == 0:
                    text = RESTATED[i % 2]
                else:
                    a, b = rng.sample(TOPICS, 2)
                    text = f"The {a} of {word(7)} needs a look at {b} and {word(5)} before {word(6)}."
                store.put_entry(f"msg-s{i % 50}-{i}", kind="message", scopes=["p"],
                                body=f"## Role\nuser\n## Content\n{text}")
        w = ops.write_inbox(store, title="Billing deploys", body=RULE, entry_type="rule", key="billing")
        ops.promote(store, w["name"])
        store.index.flush()
        return w["name"]
    finally:
        store.close()


def run(path: str, name: str, scan: bool) -> tuple[float, int, int]:
    """(seconds, entries read, entries scrubbed) of one forget; ``scan``: the whole-log peer."""
    real = F.derived_material
    read: list[int] = []

    def counted(store, n, found):
        names = F.every_derived(store, n) if scan else real(store, n, found)
        read.append(len(names))
        return names
    store = Store(path)
    F.derived_material = counted
    try:
        t0 = time.perf_counter()
        F.forget(store, name)
        took = time.perf_counter() - t0
        scrubbed = store.db.execute("SELECT count(*) FROM entries WHERE body LIKE '%[forgotten]%'").fetchone()[0]
    finally:
        F.derived_material = real
        store.close()
    return took, read[0], scrubbed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="2000,20000")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    print(f"{'log entries':>11}  {'index: read':>11} {'ms':>8}  {'scan: read':>10} {'ms':>8}  {'ratio':>6}  scrubbed")
    for n in (int(float(s)) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as tmp:
            base = f"{tmp}/base.sqlite3"
            name = build(base, n, random.Random(args.seed))
            copies = {}
            for which in ("index", "scan"):
                d = Path(tmp, which)
                d.mkdir()
                for f in Path(tmp).glob("base.sqlite3*"):
                    shutil.copy(f, d / f.name)
                copies[which] = str(d / "base.sqlite3")
            t_i, r_i, s_i = run(copies["index"], name, scan=False)
            t_s, r_s, s_s = run(copies["scan"], name, scan=True)
            same = "same" if s_i == s_s else f"DIFFER {s_i} vs {s_s}"
            print(f"{n:>11}  {r_i:>11} {t_i * 1000:>8.0f}  {r_s:>10} {t_s * 1000:>8.0f}  {t_i / t_s:>6.2f}  {s_i} ({same})")


if __name__ == "__main__":
    main()
