"""Graph memory's cost on the ingest path, and what a read pays to catch up.

Same events, same run, each figure beside its peer:

(a) in process: the ingestor with no graph (peer), with the graph's span hook
    as the sidecar installs it (the span queued; extraction later), and with
    eager extraction inside each span's transaction (the previous design, kept
    as the reference); runs interleaved, medians, ratios to the peer;
(b) over the wire: a real sidecar process fed every event as notifications,
    then one request that does not read the graph, with ``graph.enabled`` false
    (peer) and true; then what the first graph read costs (the catch-up of
    whatever the idle extractor had not done yet);
(c) per turn, as the host's ``agent/preStep`` meets it: the card right after a
    turn was logged (one span to catch up) vs the same card again (nothing to
    catch up) vs the card on an eagerly extracted store.

    python bench/bench_graph_ingest.py                 # 20k messages
    python bench/bench_graph_ingest.py --messages 5000 --runs 5
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_sidecar import feed, session_events, vocabulary  # noqa: E402

from dshkit.sidecar.graph.memory import GraphMemory, GraphSettings  # noqa: E402
from dshkit.sidecar.ingest import Ingestor, IngestSettings  # noqa: E402
from dshkit.sidecar.store import Store  # noqa: E402

TURNS_PER_SESSION = 50
T0 = 1795960518498


def workload(n_messages: int, seed: int = 1) -> list[tuple[str, list[dict]]]:
    rng = random.Random(seed)
    vocab = vocabulary(rng)
    return [(f"g-{i}", session_events(rng, vocab, f"g-{i}", TURNS_PER_SESSION, T0))
            for i in range(max(1, n_messages // (2 * TURNS_PER_SESSION)))]


def _ingest(sessions, path: str, mode: str) -> tuple[float, float]:
    """(ingest seconds, catch-up seconds afterwards) for mode off | queued | eager."""
    store = Store(path)
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="bench"))
    mem = GraphMemory(store, GraphSettings(), ing)
    if mode == "queued":
        ing.span_hooks.append(mem.queue_span)
    elif mode == "eager":
        ing.span_hooks.append(mem.on_span)
    t = time.perf_counter()
    feed(store, ing, sessions)
    ingest = time.perf_counter() - t
    t = time.perf_counter()
    if mode == "queued":
        mem.catch_up()
    catch = time.perf_counter() - t
    store.close()
    return ingest, catch


def bench_in_process(sessions, tmp: str, runs: int) -> dict:
    times = {"off": [], "queued": [], "eager": []}
    catch = []
    gc.collect()
    gc.freeze()
    try:
        for run in range(runs):
            for mode in times:
                ing, c = _ingest(sessions, os.path.join(tmp, f"{mode}-{run}.db"), mode)
                times[mode].append(ing)
                if mode == "queued":
                    catch.append(c)
    finally:
        gc.unfreeze()
    return {"median": {m: statistics.median(v) for m, v in times.items()}, "catch_up": statistics.median(catch),
            "all": times}


def _wire_once(sessions, path: str, enabled: bool) -> tuple[float, float]:
    p = subprocess.Popen([sys.executable, "-m", "dshkit.sidecar", "--store", path], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=str(REPO))

    def call(i, method, params):
        p.stdin.write((json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n").encode())
        p.stdin.flush()
        return json.loads(p.stdout.readline())

    call(1, "initialize", {"project": "bench", "settings": {"utcOffsetMinutes": 0, "graph": {"enabled": enabled}}})
    frames = ["".join(json.dumps({"jsonrpc": "2.0", "method": "session/event",
                                  "params": {"sessionId": sid, "event": e}}) + "\n" for e in evs).encode()
              for sid, evs in sessions]
    t = time.perf_counter()
    for f in frames:
        p.stdin.write(f)
    call(2, "session/progress", {"sessionId": sessions[-1][0]})  # durable; reads no graph
    wire = time.perf_counter() - t
    t = time.perf_counter()
    if enabled:
        call(3, "memory/graph", {"action": "stats", "project": "bench"})
    first_read = time.perf_counter() - t
    call(9, "shutdown", {})
    p.wait()
    return wire, first_read


def bench_wire(sessions, tmp: str, runs: int) -> dict:
    off, on, first = [], [], []
    for run in range(runs):
        off.append(_wire_once(sessions, os.path.join(tmp, f"wire-off-{run}.db"), False)[0])
        w, f = _wire_once(sessions, os.path.join(tmp, f"wire-on-{run}.db"), True)
        on.append(w)
        first.append(f)
    return {"off": statistics.median(off), "on": statistics.median(on), "first_read": statistics.median(first)}


def bench_pre_step(tmp: str, turns: int, prior: int) -> dict:
    """Cards of a session ``prior`` turns deep, then ``turns`` more: each turn
    logged, then the card (catching that turn up), the card again, and the card
    of an eagerly extracted twin store."""
    rng = random.Random(3)
    vocab = vocabulary(rng)
    evs = session_events(rng, vocab, "pre", prior + turns, T0)
    # a few statements the rules do extract, so the card has lines to rank
    for i, e in enumerate(x for x in evs if x["type"] == "user/message" and x["data"]["source"]["kind"] == "user"):
        if i % 3 == 0:
            e["data"]["content"][0]["text"] += f" We decided module m{i % 40} uses engine {i % 7}."
        elif i % 3 == 1:
            e["data"]["content"][0]["text"] += f" You must always run check {i % 11} before merging."
    rigs = {}
    for mode in ("queued", "eager"):
        store = Store(os.path.join(tmp, f"pre-{mode}.db"))
        ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="bench"))
        mem = GraphMemory(store, GraphSettings(), ing)
        ing.span_hooks.append(mem.queue_span if mode == "queued" else mem.on_span)
        rigs[mode] = (store, ing, mem)
    bounds = [i + 1 for i, e in enumerate(evs) if e["type"] == "turn/end"]
    first_lazy, again_lazy, eager_card = [], [], []
    same, diff = 0, None
    start = 0
    for n, end in enumerate(bounds):
        for store, ing, mem in rigs.values():
            for e in evs[start:end]:
                ing.on_event("pre", e)
        start = end
        if n < prior:
            if n == prior - 1:
                rigs["queued"][2].catch_up()
            continue
        _, _, lazy = rigs["queued"]
        _, _, eager = rigs["eager"]
        t = time.perf_counter()
        a = lazy.card("pre", "bench")
        first_lazy.append(time.perf_counter() - t)
        t = time.perf_counter()
        lazy.card("pre", "bench")
        again_lazy.append(time.perf_counter() - t)
        t = time.perf_counter()
        b = eager.card("pre", "bench")
        eager_card.append(time.perf_counter() - t)
        same += a["text"] == b["text"]
        if a["text"] != b["text"] and diff is None:
            diff = (a["text"], b["text"])
    for store, _, _ in rigs.values():
        store.close()
    med = statistics.median
    return {"first": med(first_lazy), "again": med(again_lazy), "eager": med(eager_card), "turns": turns,
            "same": same, "diff": diff}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--messages", type=int, default=20_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--wire-runs", type=int, default=2)
    ap.add_argument("--turns", type=int, default=200)
    a = ap.parse_args()
    sessions = workload(a.messages)
    msgs = sum(1 for _, evs in sessions for e in evs if e["type"] in ("user/message", "assistant/message")
               and e["data"].get("source", {"kind": "user"}).get("kind") != "plugin")
    spans = sum(1 for _, evs in sessions for e in evs if e["type"] == "turn/end")
    with tempfile.TemporaryDirectory() as tmp:
        r = bench_in_process(sessions, tmp, a.runs)
        m = r["median"]
        print(f"(a) in-process ingest, {msgs} messages, {spans} spans, median of {a.runs} interleaved runs:")
        print(f"  graph off (peer)       {m['off']:.2f} s")
        print(f"  graph on, queued       {m['queued']:.2f} s  ratio {m['queued'] / m['off']:.3f}")
        print(f"  graph on, eager (old)  {m['eager']:.2f} s  ratio {m['eager'] / m['off']:.3f}")
        print(f"  catch-up of all {spans} queued spans afterwards: {r['catch_up']:.2f} s"
              f" ({1000 * r['catch_up'] / spans:.3f} ms/span)")
        w = bench_wire(sessions, tmp, a.wire_runs)
        print(f"(b) wire ingest (real sidecar, notifications then a durable request), median of {a.wire_runs}:")
        print(f"  graph disabled (peer)  {w['off']:.2f} s")
        print(f"  graph enabled          {w['on']:.2f} s  ratio {w['on'] / w['off']:.3f}")
        print(f"  then the first graph read (catches up what idle time did not): {w['first_read']:.2f} s")
        p = bench_pre_step(tmp, a.turns, prior=200)
        print(f"(c) card per turn ({p['turns']} turns on a 200-turn session), median:")
        print(f"  card after a turn (catch-up of one span)  {1000 * p['first']:.2f} ms")
        print(f"  same card again (nothing to catch up)     {1000 * p['again']:.2f} ms"
              f"  -> catch-up costs {1000 * (p['first'] - p['again']):.2f} ms")
        print(f"  card on the eagerly extracted store       {1000 * p['eager']:.2f} ms"
              f"  ratio first/eager {p['first'] / p['eager']:.2f}")
        print(f"  cards identical to the eager store's in {p['same']}/{p['turns']} turns")
        if p["diff"]:
            print("  first difference (the log's text is redacted and dated; eager read the raw event):")
            for line in set(p["diff"][0].splitlines()) ^ set(p["diff"][1].splitlines()):
                print("    " + line)


if __name__ == "__main__":
    main()
