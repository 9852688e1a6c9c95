"""Hostile inputs cost about what ordinary ones do (issue 11): each figure is a
ratio against a peer measured in the same run.

- a bundle whose package.json lists its patch file 3,000 times vs the same bundle
  listing it once (was 25 s before the patch-file cache);
- a tarball whose PAX header claims 2 GiB (a 2 MB .tgz) vs a normal tarball of the
  hypatia example, time and peak RSS of ``dshkit check`` in a child process;
- a 1.5 KB YAML alias bomb in a spec vs the good spec (was 50 s / 450 MB).

Usage: python bench/bench_hostile.py [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.hostile.helpers import GOOD_SPEC, MANIFEST, PATCH, bundle_dir, project  # noqa: E402
from tests.hostile.tarballs import good_members, header, tgz, zeros_gzip  # noqa: E402

_CHILD = """
import resource, sys, time, runpy
sys.argv = ["dshkit"] + sys.argv[1:]
t = time.perf_counter()
try:
    runpy.run_module("dshkit", run_name="__main__")
except SystemExit:
    pass
sys.stderr.write("\\nBENCH %f %d\\n" % (time.perf_counter() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
"""


def child(*args) -> tuple[float, int]:
    proc = subprocess.run([sys.executable, "-c", _CHILD, *map(str, args)], capture_output=True, text=True)
    m = re.search(r"BENCH ([0-9.]+) (\d+)", proc.stderr)
    return float(m.group(1)), int(m.group(2)) // 1024


def median(args, rounds):
    runs = [child(*args) for _ in range(rounds)]
    return statistics.median(r[0] for r in runs), max(r[1] for r in runs)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    rounds = ap.parse_args().rounds
    tmp = Path(tempfile.mkdtemp(prefix="bench-hostile-"))
    once = bundle_dir(tmp / "once")
    many = bundle_dir(tmp / "many", {**MANIFEST, "dsh": {"bundle": {"patch": ["./cordis.patch.yml"] * 3000}}})
    good_tgz = tmp / "good.tgz"
    good_tgz.write_bytes(tgz(good_members()))
    bomb_tgz = tmp / "bomb.tgz"
    bomb_tgz.write_bytes(zeros_gzip(header("././@PaxHeader", 2 << 30, tarfile.XHDTYPE), 2 << 30))
    good_spec = project(tmp / "spec")
    bomb = "a: &a [1,1,1,1,1,1,1,1,1]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(6))
    bomb_spec = project(tmp / "bomb-spec", GOOD_SPEC + bomb)
    print(f"alias bomb: {len(bomb)} bytes; PAX bomb: {bomb_tgz.stat().st_size} bytes")
    rows = [
        ("patch listed 3,000x vs once", ("check", many), ("check", once)),
        ("tgz PAX header claiming 2 GiB vs a good tgz", ("check", bomb_tgz), ("check", good_tgz)),
        ("spec alias bomb (6 levels) vs good spec", ("build", bomb_spec / "dshkit.yaml", "-o", tmp / "o1"),
         ("build", good_spec / "dshkit.yaml", "-o", tmp / "o2")),
    ]
    for name, hostile, peer in rows:
        (th, mh), (tp, mp) = median(hostile, rounds), median(peer, rounds)
        print(f"{name:46} time {th:6.3f} s vs {tp:6.3f} s = {th / tp:5.2f}x   "
              f"peak RSS {mh} MiB vs {mp} MiB = {mh / mp:4.2f}x")
    print(json.dumps({"rounds": rounds}))


if __name__ == "__main__":
    main()
