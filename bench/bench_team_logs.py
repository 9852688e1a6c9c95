"""The shared log's background round (team/logs.py) on a private PostgreSQL server, in one run.

    python bench/bench_team_logs.py [--rows 200] [--sessions 4] [--names 20] [--table 2000]

1. Resolving each row's team project in ``LogMirror._push``: ``project_of``
   called for every row of a batch vs once per (session, scope), each against
   ``RemoteStore.write_logs`` of the same batch (the round trip the batch waits
   for anyway). The sessions are not live (a sidecar that restarted and sends
   its backlog), so ``project_of`` reads each one's progress row.
2. Retracting ``--names`` shared messages from a table of ``--table`` rows:
   ``RemoteStore.forget`` once per name (a transaction and a ``VACUUM FULL``
   each: the table locked for every teammate each time) vs one
   ``RemoteStore.retract_logs`` for all of them (one transaction, one scrub).

Medians; figures and ratios to stdout; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dshkit.sidecar.store import Store  # noqa: E402
from dshkit.sidecar.team import conninfo  # noqa: E402
from dshkit.sidecar.team.wiring import TeamMemory  # noqa: E402
from tests.pgserver import PgServer  # noqa: E402


def median_ms(fn, runs: int) -> float:
    fn()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def log_rows(prefix: str, n: int) -> list[dict]:
    return [{"name": f"team-msg-{prefix}-{i}", "project": "github.com/acme/shop", "title": "",
             "body": f"Message {i}: the zebrafish queue carries orders, shard {i % 7}. " * 4,
             "content_hash": f"{prefix}{i}", "created": i} for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=200)
    ap.add_argument("--sessions", type=int, default=4)
    ap.add_argument("--names", type=int, default=20)
    ap.add_argument("--table", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=20)
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="bench-team-logs-"))
    repo = tmp / "shop"
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run(["git", "-C", str(repo), "remote", "add", "origin", "git@github.com:acme/shop.git"], check=True)
    store = Store(str(tmp / "m.sqlite3"))
    sessions = [f"s{i}" for i in range(args.sessions)]
    for sid in sessions:
        store.save_progress(sid, cwd=str(repo))
    server = PgServer().start()
    try:
        url = server.create_database("bench")
        sidecar = types.SimpleNamespace(settings={}, ingestor=None, store=store, project="shop")
        team = TeamMemory(sidecar, {"url": url}, conninfo.from_settings({"url": url}))
        rows = [(sessions[i % len(sessions)], "shop") for i in range(args.rows)]

        def per_row():
            return [team.project_of(*at) for at in rows]

        def per_session():
            memo: dict[tuple, str] = {}
            for at in rows:
                if at not in memo:
                    memo[at] = team.project_of(*at)
            return [memo[at] for at in rows]

        assert per_row() == per_session()
        batches = iter(range(10 ** 6))

        def write():
            team.remote.write_logs(log_rows(f"w{next(batches)}", args.rows), "bench")

        a, b, w = (median_ms(f, args.runs) for f in (per_row, per_session, write))
        print(f"project per row     {a:8.3f} ms per {args.rows} rows ({a / w:.3f}x write_logs)")
        print(f"project per session {b:8.3f} ms per {args.rows} rows ({b / w:.3f}x write_logs)")
        print(f"write_logs          {w:8.3f} ms per {args.rows} rows (per row / per session: {a / b:.1f}x)")

        def fresh(prefix: str) -> list[str]:
            team.remote.write_logs(log_rows(prefix, args.table), "bench")
            return [f"team-msg-{prefix}-{i}" for i in range(0, args.table, args.table // args.names)][:args.names]

        server.psql("TRUNCATE dshkit_team_entries", "bench")
        names = fresh("one")
        t = time.perf_counter()
        for name in names:
            team.remote.forget(name, "bench")
        one = time.perf_counter() - t
        server.psql("TRUNCATE dshkit_team_entries", "bench")
        names = fresh("batch")
        t = time.perf_counter()
        out = team.remote.retract_logs(names, [], "bench")
        batch = time.perf_counter() - t
        assert len(out["forgotten"]) == len(names) and out["vacuum"] == "full", out
        print(f"retract {len(names)} of {args.table}: one forget per name {one * 1000:.0f} ms, "
              f"one retract_logs {batch * 1000:.0f} ms ({one / batch:.1f}x)")
        team.cache.stop()
        team.remote.close()
    finally:
        server.cleanup()
        store.close()
    print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
