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


def workload(n_messages: int, seed: int = 1, tools: bool = False) -> list[tuple[str, list[dict]]]:
    """bench_sidecar's sessions; ``tools``: every turn also writes a file through a
    tool (a call and its result after the answer), as most coding turns do."""
    rng = random.Random(seed)
    vocab = vocabulary(rng)
    out = []
    for i in range(max(1, n_messages // (2 * TURNS_PER_SESSION))):
        evs = session_events(rng, vocab, f"g-{i}", TURNS_PER_SESSION, T0)
        if tools:
            evs = _with_tools(evs)
        out.append((f"g-{i}", evs))
    return out


def _with_tools(evs: list[dict]) -> list[dict]:
    out = []
    for e in evs:
        out.append(e)
        if e["type"] == "assistant/message":
            turn = e["data"]["turn"]
            cid = f"call-{e['seq']}"
            out.append({"type": "tool/call", "time": e["time"], "data": {
                "turn": turn, "step": 1, "callId": cid, "name": "write",
                "arguments": json.dumps({"path": f"src/m{turn % 13}.py", "content": "x = 1"})}})
            out.append({"type": "tool/result", "time": e["time"], "data": {"turn": turn, "step": 1, "message": {
                "role": "user", "source": {"kind": "tool", "callId": cid},
                "content": [{"type": "tool-result", "toolCallId": cid, "isError": False,
                             "content": [{"type": "text", "text": "wrote 1 line"}]}]}}})
    for seq, e in enumerate(out):
        e["seq"] = seq
    return out


def _ingest(sessions, path: str, mode: str) -> tuple[float, float, float, float]:
    """(ingest CPU seconds, wall seconds, catch-up seconds afterwards, the hook's share of
    the ingest's wall time) for mode off | queued | eager.
    CPU time of this process (its checkpoint thread included): the machine is shared, and
    wall time there measures the neighbours as much as the code."""
    store = Store(path)
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="bench"))
    mem = GraphMemory(store, GraphSettings(), ing)
    inside = [0.0]  # wall time spent in the graph's span hook: its share of this very ingest
    if mode != "off":
        hook = mem.queue_span if mode == "queued" else mem.on_span

        def timed(st, commit):
            t0 = time.perf_counter()
            hook(st, commit)
            inside[0] += time.perf_counter() - t0
        ing.span_hooks.append(timed)
    cpu, t = time.process_time(), time.perf_counter()
    feed(store, ing, sessions)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - t
    t = time.perf_counter()
    if mode == "queued":
        mem.catch_up()
    catch = time.perf_counter() - t
    store.close()
    return cpu, wall, catch, inside[0] / wall


def bench_in_process(sessions, tmp: str, runs: int, tag: str = "") -> dict:
    """``tag``: a prefix for this workload's store files (each run gets a new store)."""
    cpu = {"off": [], "queued": [], "eager": []}
    wall = {m: [] for m in cpu}
    share = {m: [] for m in cpu}
    catch = []
    gc.collect()
    gc.freeze()
    try:
        for run in range(runs):
            for mode in cpu:
                c, w, up, sh = _ingest(sessions, os.path.join(tmp, f"{tag}{mode}-{run}.db"), mode)
                share[mode].append(sh)
                cpu[mode].append(c)
                wall[mode].append(w)
                if mode == "queued":
                    catch.append(up)
    finally:
        gc.unfreeze()
    return {"cpu": {m: min(v) for m, v in cpu.items()}, "wall": {m: statistics.median(v) for m, v in wall.items()},
            "share": {m: statistics.median(v) for m, v in share.items()}, "catch_up": statistics.median(catch)}


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
        loads = (("no tools", sessions), ("a file written every turn", workload(a.messages, tools=True)))
        for n, (label, load) in enumerate(loads):
            r = bench_in_process(load, tmp, a.runs, tag=f"w{n}-")
            c, w = r["cpu"], r["wall"]
            print(f"(a) in-process ingest, {msgs} messages, {spans} spans, {label}; {a.runs} interleaved runs,"
                  f" CPU s (min) and wall s (median):")
            print(f"  graph off (peer)       cpu {c['off']:.2f}  wall {w['off']:.2f}")
            for mode, name in (("queued", "graph on, queued     "), ("eager", "graph on, eager (old)")):
                print(f"  {name}  cpu {c[mode]:.2f}  wall {w[mode]:.2f}  ratio cpu {c[mode] / c['off']:.3f}"
                      f"  wall {w[mode] / w['off']:.3f}  (hook: {100 * r['share'][mode]:.1f}% of the ingest)")
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
