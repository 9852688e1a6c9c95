"""Team memory on a real PostgreSQL server vs the local store alone, in one run.

    python bench/bench_team.py [--sidecars 8] [--writes 100] [--steps 200] [--entries 100000]

Starts a private server (tests/pgserver.py: temp dir, 127.0.0.1, unprivileged
user, PostgreSQL's default shared_buffers of 128MB: the tests' 16MB would make
10⁵ entries, 132 MB with their indexes, a read from the OS cache per page) and
measures, each against its peer in the same run:

1. writes/s of ``memory/write {team: true}`` (each acknowledged only once
   committed on the server) from N concurrent sidecar processes, vs the same N
   sidecars writing to their local stores;
2. ``agent/preStep`` p50/p95 from the same N sidecars with 20 active team rules
   (read from each sidecar's cache) vs 20 active local rules and no team store;
3. search p50/p95 over ``--entries`` team entries on the server
   (``RemoteStore.search``: the server's full-text search, the local analysis)
   vs ``search.run`` over the same entries in a local store;
4. LoCoMo (``$DSHKIT_SHARED/fixtures/locomo``): every turn written and
   promoted as a knowledge entry (key = its dia_id) through ``memory/write``,
   once as team entries on the server and once in a local store; evidence
   recall@5 of ``memory/search`` for each (the issue asks the team's within
   0.02 of the local index's).

Figures go to stdout as JSON lines and a summary; nothing is asserted.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_memory_locomo import load as load_locomo, score as score_locomo, shared_dir  # noqa: E402
from bench_sidecar import build_search_store, question_queries, sentence, vocabulary  # noqa: E402
from dshkit.sidecar.query import parse  # noqa: E402
from dshkit.sidecar.search import search  # noqa: E402
from dshkit.sidecar.team import conninfo  # noqa: E402
from dshkit.sidecar.team.remote import TABLE, RemoteStore  # noqa: E402
from dshkit.sidecar.textindex import index_values  # noqa: E402
from tests.pgserver import PgServer  # noqa: E402
from tests.sidecar_team.teamharness import TeamSidecar, clone, team_settings  # noqa: E402


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def _fleet(tmp: Path, n: int, url: str | None, tag: str) -> list[TeamSidecar]:
    repo = tmp / "repo"
    if not repo.exists():
        clone(tmp, "repo", "git@github.com:acme/bench.git")
    out = []
    for i in range(n):
        sc = TeamSidecar(tmp, f"{tag}{i}", team_settings(url, refreshMs=1000) if url else None)
        sc.start_session(f"s{i}", repo)
        out.append(sc)
    return out


def _parallel(fleet, fn) -> float:
    threads = [threading.Thread(target=fn, args=(i, sc)) for i, sc in enumerate(fleet)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


def bench_fleet(tmp: Path, url: str, n: int, writes: int, steps: int) -> dict:
    out = {}
    for label, team_url in (("local", None), ("team", url)):
        fleet = _fleet(tmp, n, team_url, label)
        try:
            team = team_url is not None

            where = {"team": True} if team else {}

            def write(i, sc):
                for k in range(writes):
                    sc.result("memory/write", {"title": f"Fact {i}-{k}", "body": f"Bench fact {k} of sidecar {i}.",
                                               "sessionId": f"s{i}", **where})
            wall = _parallel(fleet, write)
            out[f"{label}_writes_per_s"] = n * writes / wall
            # 20 active rules: written and promoted by the first sidecar (team) or by each (local)
            owners = fleet[:1] if team else fleet
            for sc in owners:
                for r in range(20):
                    w = sc.result("memory/write", {"title": f"Rule {r}", "body": f"Bench rule number {r}.",
                                                   "type": "rule", "global": True, **where})
                    sc.result("memory/promote", {"name": w["name"]})
            if team:
                for sc in fleet:
                    sc.result("agent/start", {"sessionId": f"s{fleet.index(sc)}"})
                    sc.wait_for(lambda s: s["team"]["cachedEntries"] >= 20, timeout=30)
            lat: list[float] = []
            lock = threading.Lock()

            def step(i, sc):
                token, mine = None, []
                for _ in range(steps):
                    t0 = time.perf_counter()
                    r = sc.result("agent/preStep", {"sessionId": f"s{i}", **({"delivered": token} if token else {})})
                    mine.append((time.perf_counter() - t0) * 1000)
                    token = r["token"]
                with lock:
                    lat.extend(mine)
            _parallel(fleet, step)
            out[f"{label}_prestep_p50_ms"] = pct(lat, .5)
            out[f"{label}_prestep_p95_ms"] = pct(lat, .95)
        finally:
            for sc in fleet:
                sc.close()
    out["writes_ratio_team_vs_local"] = out["team_writes_per_s"] / out["local_writes_per_s"]
    out["prestep_p95_ratio_team_vs_local"] = out["team_prestep_p95_ms"] / out["local_prestep_p95_ms"]
    return out


def load_team_entries(url: str, n: int, rng: random.Random, vocab: list[str]) -> float:
    """n active entries, the text drawn as bench_sidecar's local store draws it,
    copied in (COPY) with the fields analysed client-side as a write would."""
    import pg8000.native

    info = conninfo.parse(url)
    RemoteStore(info).active([""])  # creates the tables
    con = pg8000.native.Connection(user=info.user, password=info.password, host=info.host, port=info.port,
                                   database=info.database)
    t0 = time.perf_counter()
    con.run("CREATE TEMP TABLE stage (name text, created bigint, title text, body text, v0 text, v1 text, v2 text, "
            "v3 text)")
    buf = io.StringIO()
    for i in range(n):
        body, title = sentence(rng, vocab, rng.randint(10, 50)), sentence(rng, vocab, 3)
        name = f"team-wu-{i}"
        row = [name, str(i), title, body, *index_values(name, ["memory"], title, body)]  # created: written in turn
        buf.write("\t".join(v.replace("\\", "\\\\").replace("\t", " ").replace("\n", " ") for v in row) + "\n")
    buf.seek(0)
    con.run("COPY stage FROM STDIN", stream=buf)
    con.run(f"""INSERT INTO {TABLE} (name, project, key, kind, title, body, tags, status, content_hash, author,
                created, updated, doc)
                SELECT name, '', name, 'fact', title, body, ARRAY['memory'], 'active', md5(name), 'bench', created,
                created,
                setweight(to_tsvector('simple', v0), 'A') || setweight(to_tsvector('simple', v1), 'B')
                || setweight(to_tsvector('simple', v2), 'C') || setweight(to_tsvector('simple', v3), 'D')
                FROM stage""")
    con.run(f"VACUUM ANALYZE {TABLE}")
    con.close()
    return time.perf_counter() - t0


def bench_search(tmp: Path, url: str, n: int, queries: int) -> dict:
    vocab = vocabulary(random.Random(1))
    team_load_s = load_team_entries(url, n, random.Random(n), vocab)
    t0 = time.perf_counter()
    store = build_search_store(str(tmp / "local-search.sqlite3"), n, random.Random(n), vocab)
    local_build_s = time.perf_counter() - t0
    qs = question_queries(random.Random(3), vocab, queries)
    remote = RemoteStore(conninfo.parse(url), timeout=30)
    team_lat, local_lat = [], []
    for q in qs:
        t = time.perf_counter()
        remote.search(parse(q).terms, None, ["active"], None, 10)
        team_lat.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        search(store, q, limit=10)
        local_lat.append((time.perf_counter() - t) * 1000)
    remote.close()
    store.close()
    return {"entries": n, "team_load_s": team_load_s, "local_build_s": local_build_s,
            "team_search_p50_ms": pct(team_lat, .5), "team_search_p95_ms": pct(team_lat, .95),
            "local_search_p50_ms": pct(local_lat, .5), "local_search_p95_ms": pct(local_lat, .95),
            "search_p95_ratio_team_vs_local": pct(team_lat, .95) / pct(local_lat, .95)}


def bench_locomo(tmp: Path, url: str) -> dict:
    convs = [load_locomo(p) for p in sorted((shared_dir() / "fixtures" / "locomo").glob("*.json"))]
    out: dict = {}
    for label, team_url in (("local", None), ("team", url)):
        sc = TeamSidecar(tmp, f"locomo-{label}", team_settings(team_url) if team_url else None)
        where = {"team": True} if team_url else {}
        questions, ranked = [], []
        try:
            for conv in convs:
                name_to_dia = {}
                for dia, text in conv["texts"].items():
                    key = f"{conv['name']}-{dia}"
                    w = sc.result("memory/write", {"title": dia, "body": text, "key": key, "type": "fact",
                                                   "scope": conv["name"], **where})
                    sc.result("memory/promote", {"name": w["name"]})
                    name_to_dia[w["name"]] = dia
                for q in conv["questions"]:
                    hits = sc.result("memory/search", {"query": q["q"], "limit": 5, "scopes": [conv["name"]]})
                    ranked.append([name_to_dia.get(h["name"], "?") for h in hits["results"]])
                    questions.append(q)
        finally:
            sc.close()
        out[f"{label}_recall5"] = score_locomo(questions, ranked)["overall"]["r5"]
    out["questions"] = len(questions)
    out["team_minus_local"] = out["team_recall5"] - out["local_recall5"]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sidecars", type=int, default=8)
    ap.add_argument("--writes", type=int, default=100)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--entries", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--only", choices=("fleet", "search", "locomo"), help="one part only")
    args = ap.parse_args()
    fleet = found = locomo = None
    server = PgServer(shared_buffers="128MB").start()  # PostgreSQL's default, not the tests' 16MB
    try:
        with tempfile.TemporaryDirectory() as tmp:
            tmp = Path(tmp)
            if args.only in (None, "fleet"):
                fleet = bench_fleet(tmp, server.create_database("fleet"), args.sidecars, args.writes, args.steps)
                print(json.dumps({"fleet": {"sidecars": args.sidecars, **fleet}}))
            if args.only in (None, "search"):
                found = bench_search(tmp, server.create_database("search"), args.entries, args.queries)
                print(json.dumps({"search": found}))
            if args.only in (None, "locomo"):
                locomo = bench_locomo(tmp, server.create_database("locomo"))
                print(json.dumps({"locomo": locomo}))
    finally:
        server.cleanup()
    if fleet:
        print(f"team writes/s {fleet['team_writes_per_s']:.0f} vs local {fleet['local_writes_per_s']:.0f} "
              f"({fleet['writes_ratio_team_vs_local']:.2f}x) with {args.sidecars} sidecars")
        print(f"agent/preStep p95 {fleet['team_prestep_p95_ms']:.2f} ms (team) vs "
              f"{fleet['local_prestep_p95_ms']:.2f} ms (local) = {fleet['prestep_p95_ratio_team_vs_local']:.2f}x")
    if found:
        print(f"search p95 over {args.entries} entries: {found['team_search_p95_ms']:.1f} ms on the server vs "
              f"{found['local_search_p95_ms']:.1f} ms local = {found['search_p95_ratio_team_vs_local']:.2f}x")
    if locomo:
        print(f"LoCoMo recall@5 ({locomo['questions']} questions): team {locomo['team_recall5']:.3f} vs local "
              f"{locomo['local_recall5']:.3f} ({locomo['team_minus_local']:+.3f})")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONPATH", str(REPO))
    main()
