"""``satisfies`` throughput: dshkit vs PyPI node-semver vs npm semver under Node.

One seeded corpus of realistic (range, version) pairs, run side by side in the
same process run, in two shapes:

* hot  -- 400 distinct ranges asked about repeatedly (every library's range
  cache can hold them; this is what a linter or resolver sees),
* cold -- every range distinct (parsing dominates; caches miss).

Both npm mode and host mode (includePrerelease) are measured.  Also prints how
often PyPI node-semver disagrees with npm on the corpus (its exceptions count
as disagreements).  Run from the repo root:

    python bench/bench_semver.py [--pairs 20000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dshkit.semver import satisfies as ds_satisfies  # noqa: E402

SEED = 1729
PRE = ["alpha", "beta", "rc", "rc.1", "rc.2", "alpha.1", "beta.3", "0", "next.4"]


def _v(r: random.Random) -> str:
    v = f"{r.choice([0, 0, 1, 1, 2, 3, 7, 12])}.{r.randint(0, 12)}.{r.randint(0, 15)}"
    if r.random() < 0.3:
        v += "-" + r.choice(PRE)
    return v


def _partial(r: random.Random) -> str:
    v = _v(r)
    roll = r.random()
    if roll < 0.15:
        return ".".join(v.split("-")[0].split(".")[:2])
    if roll < 0.25:
        return v.split(".")[0] + ".x"
    return v


def _range(r: random.Random) -> str:
    def comparator_set() -> str:
        roll = r.random()
        if roll < 0.3:
            return "^" + _partial(r)
        if roll < 0.45:
            return r.choice(["~", "~>"]) + _partial(r)
        if roll < 0.6:
            return f">={_v(r)} <{_partial(r)}"
        if roll < 0.7:
            return f"{_partial(r)} - {_partial(r)}"
        if roll < 0.8:
            return r.choice([">", ">=", "<", "<=", "="]) + _partial(r)
        if roll < 0.85:
            return r.choice(["*", "x", "1.x", "0.2.x"])
        return _v(r)

    return " || ".join(comparator_set() for _ in range(r.choice([1, 1, 1, 2, 3])))


def corpus(pairs: int, distinct_ranges: int | None) -> list[tuple[str, str]]:
    r = random.Random(SEED)
    pool = [_range(r) for _ in range(distinct_ranges or pairs)]
    return [(pool[i % len(pool)] if distinct_ranges else pool[i], _v(r)) for i in range(pairs)]


def time_python(fn, cases, include_prerelease: bool, repeat: int) -> tuple[float, list]:
    best, answers = float("inf"), []
    for _ in range(repeat):
        answers = []
        start = time.perf_counter()
        for rng, v in cases:
            answers.append(fn(v, rng, include_prerelease))
        best = min(best, time.perf_counter() - start)
    return len(cases) / best, answers


NODE = r"""
const semver = require('semver');
const { cases, repeat } = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const out = {};
for (const incPre of [false, true]) {
  let best = Infinity, answers = [];
  for (let k = 0; k < repeat; k++) {
    const opts = { includePrerelease: incPre };
    answers = new Array(cases.length);
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < cases.length; i++) answers[i] = semver.satisfies(cases[i][1], cases[i][0], opts);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e9);
  }
  out[incPre ? 'host' : 'npm'] = { ops: cases.length / best, answers };
}
process.stdout.write(JSON.stringify(out));
"""


def time_node(cases, repeat: int) -> dict:
    proc = subprocess.run(["node", "-e", NODE], input=json.dumps({"cases": cases, "repeat": repeat}),
                          capture_output=True, text=True, cwd=REPO / "oracle", check=True)
    return json.loads(proc.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    import nodesemver

    def node_semver(v, rng, incpre):
        try:
            return nodesemver.satisfies(v, rng, loose=False, include_prerelease=incpre)
        except Exception:  # noqa: BLE001 - it raises where npm answers false
            return "error"

    def dshkit(v, rng, incpre):
        return ds_satisfies(v, rng, include_prerelease=incpre)

    print(f"satisfies() throughput, {args.pairs} pairs per run, best of {args.repeat}, seed {SEED}")
    print(f"{'corpus':<6} {'mode':<5} {'npm semver (node)':>18} {'dshkit':>12} {'node-semver':>12} "
          f"{'dshkit/npm':>11} {'dshkit/node-semver':>19} {'dshkit≠npm':>11} {'node-semver≠npm':>16}")
    for label, distinct in (("hot", 400), ("cold", None)):
        cases = corpus(args.pairs, distinct)
        node = time_node(cases, args.repeat)
        for mode, incpre in (("npm", False), ("host", True)):
            ds_ops, ds_ans = time_python(dshkit, cases, incpre, args.repeat)
            ns_ops, ns_ans = time_python(node_semver, cases, incpre, args.repeat)
            npm_ops, npm_ans = node[mode]["ops"], node[mode]["answers"]
            ds_bad = sum(a != b for a, b in zip(ds_ans, npm_ans))
            ns_bad = sum(a != b for a, b in zip(ns_ans, npm_ans))
            print(f"{label:<6} {mode:<5} {npm_ops:>14,.0f}/s {ds_ops:>10,.0f}/s {ns_ops:>10,.0f}/s "
                  f"{ds_ops / npm_ops:>10.2f}x {ds_ops / ns_ops:>18.2f}x {ds_bad:>11} {ns_bad:>16}")


if __name__ == "__main__":
    main()
