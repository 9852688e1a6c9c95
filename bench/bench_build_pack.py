"""Bench: `dshkit build` + `dshkit pack` of the example vs `npm pack` of the built bundle.

Whole processes, as a user runs them (interpreter start-up included), measured
side by side in the same run; medians over N rounds. Prints the figures and the
ratio dshkit(build+pack) / npm pack. Usage:

    python bench/bench_build_pack.py [--rounds 7] [--spec examples/hypatia-auto-memory/dshkit.yaml]
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--spec", type=Path, default=REPO / "examples" / "hypatia-auto-memory" / "dshkit.yaml")
    args = ap.parse_args()
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm is needed for the comparison")
    dshkit = [sys.executable, "-m", "dshkit"]
    build_t, pack_t, total_t, npm_t = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        bundle, ours, theirs = work / "bundle", work / "ours.tgz", work / "npm"
        theirs.mkdir()
        for _ in range(args.rounds):
            b = timed([*dshkit, "build", str(args.spec.resolve()), "-o", str(bundle)], work)
            p = timed([*dshkit, "pack", str(bundle), "-o", str(ours)], work)
            n = timed([npm, "pack", "--pack-destination", str(theirs), str(bundle)], work)
            build_t.append(b)
            pack_t.append(p)
            total_t.append(b + p)
            npm_t.append(n)
        npm_tgz = next(theirs.glob("*.tgz"))
        same_tar = gzip.decompress(ours.read_bytes()) == gzip.decompress(npm_tgz.read_bytes())
        files = sum(1 for f in bundle.rglob("*") if f.is_file())
    med = statistics.median
    print(f"example: {args.spec.relative_to(REPO) if args.spec.is_relative_to(REPO) else args.spec} "
          f"({files} files in the bundle), {args.rounds} rounds, medians")
    print(f"  dshkit build            {med(build_t) * 1000:8.1f} ms")
    print(f"  dshkit pack             {med(pack_t) * 1000:8.1f} ms")
    print(f"  dshkit build + pack     {med(total_t) * 1000:8.1f} ms")
    print(f"  npm pack (built dir)    {med(npm_t) * 1000:8.1f} ms")
    print(f"  ratio (build+pack)/npm  {med(total_t) / med(npm_t):8.2f}x")
    print(f"  ratio pack/npm pack     {med(pack_t) / med(npm_t):8.2f}x")
    print(f"  tar streams identical:  {same_tar}")


if __name__ == "__main__":
    main()
