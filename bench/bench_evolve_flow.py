"""The evolution flow's cost per candidate on both host lines, in one machine window.

``python bench/bench_evolve_flow.py [--rounds 3]`` runs the whole flow of
``tests/host/evolve_flow.py`` (``/evolve run C1`` → candidate → two probes in worktrees →
checks → gate → shadow → verify: adopted; a second run whose probe breaks the project:
rolled back) in DSH 0.1.0-rc.8 (its web app) and in DSH 0.2.1-rc.2 (its SDK), rounds
interleaved, with the scripted model, the real sidecar, git and sandbox. Per run it prints
what the sidecar's ledger says (``end`` row: model calls = the candidate's + the probes'
reported requests; the run's wall ms from its start in the sidecar's worker to its
``end``), each probe's wall ms (worktree, probe, checks, removal: its ``replay`` row),
and the session's time from typing ``/evolve run`` to the ledger's ``end`` row (polled
every 0.25 s), with the medians and the rc.8 / 0.2.1 ratio. Both lines run the same
script (no ``pwd`` call in the probes), so their calls are the same by construction: the
wall time is what differs.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.dshhost import ensure_host, ensure_sdk_host  # noqa: E402
from tests.host.evolve_flow import ledger, rc8_flow, sdk_flow  # noqa: E402


def measure(out: dict) -> dict:
    """{adopted: {...}, rolled-back: {...}} of one flow's two runs."""
    totals = out["totals"]
    assert [t["outcome"] for t in totals][:2] == ["shadow", "rolled-back"], (totals, ledger(out["inst"])[-5:])
    db = sqlite3.connect(out["inst"].store)
    try:
        replays = db.execute("SELECT run_id, wall_ms, model_calls FROM evolution_ledger WHERE step = 'replay'"
                             " ORDER BY id").fetchall()
    finally:
        db.close()
    res = {}
    for name, total, mark in (("adopted", totals[0], "run1"), ("rolled-back", totals[1], "run2")):
        probes = [(w, c) for r, w, c in replays if r == total["run"]]
        res[name] = {"calls": total["modelCalls"], "wallMs": total["wallMs"], "probeMs": [w for w, _ in probes],
                     "probeCalls": [c for _, c in probes], "sessionS": out["marks"][mark]}
    return res


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rc8, sdk = ensure_host(), ensure_sdk_host()
    got: dict[str, list[dict]] = {"rc8": [], "sdk": []}
    with tempfile.TemporaryDirectory(prefix="bench-evolve-flow-") as tmp:
        for i in range(args.rounds):
            for line, run in (("rc8", lambda b: rc8_flow(rc8, b, probe_pwd=False, skill_run=False)),
                              ("sdk", lambda b: sdk_flow(sdk, b, skill_run=False))):
                base = Path(tmp) / f"{line}-{i}"
                base.mkdir()
                got[line].append(measure(run(base)))
                print(f"round {i + 1} {line}: " + "; ".join(
                    f"{k} {v['calls']} calls, run {v['wallMs']} ms (probes {v['probeMs']} ms, {v['probeCalls']} calls),"
                    f" session {v['sessionS']:.2f} s" for k, v in got[line][-1].items()), flush=True)
    print(f"\nload average {os.getloadavg()[0]:.2f}; medians over {args.rounds} rounds")
    print(f"{'run':12} {'line':5} {'calls':>5} {'run ms':>7} {'probe ms':>9} {'session s':>9}")
    for kind in ("adopted", "rolled-back"):
        med = {}
        for line in ("rc8", "sdk"):
            rs = [r[kind] for r in got[line]]
            med[line] = {"calls": statistics.median(r["calls"] for r in rs),
                         "run": statistics.median(r["wallMs"] for r in rs),
                         "probe": statistics.median(p for r in rs for p in r["probeMs"]),
                         "session": statistics.median(r["sessionS"] for r in rs)}
            m = med[line]
            print(f"{kind:12} {line:5} {m['calls']:>5} {m['run']:>7.0f} {m['probe']:>9.0f} {m['session']:>9.2f}")
        print(f"{kind:12} ratio rc8/sdk: calls {med['rc8']['calls'] / med['sdk']['calls']:.2f}x,"
              f" run {med['rc8']['run'] / med['sdk']['run']:.2f}x, probe {med['rc8']['probe'] / med['sdk']['probe']:.2f}x,"
              f" session {med['rc8']['session'] / med['sdk']['session']:.2f}x")


if __name__ == "__main__":
    main()
