"""Graph memory bench: compaction retention and card replay, each against baselines in the same run.

(a) Compaction. Synthetic spans of a coding conversation (user asks, assistant
    answers, tool output), with *details* planted in them: file paths,
    versions, error codes, ports and other numbers, snake_case and CamelCase
    identifiers, quoted strings, and lower-case library names chosen in a
    human decision. Retention = the share of planted details whose exact text
    is in the compacted result, at a nominal 1,200-byte budget, for:
    window truncation (the newest bytes of the transcript), a lead-sentence
    proxy (each message's first sentence, cut evenly) and the graph
    checkpoint (dshkit.sidecar.graph.checkpoint). Reference figures (another
    system's bench, not re-run here): window 25.5%, skeleton 83.4%.

(b) Card replay. Synthetic 120-turn sessions of DSH events fed through the
    real sidecar path (Store + Ingestor + graph extraction, SQLite on disk).
    The workload: a project of modules and files; tasks that pick a module and
    a small working set and last a few turns, sometimes returning to an earlier
    task; each turn's tools read or write 1–3 files, mostly from the working
    set, sometimes an older file or a new one; the human message names the
    module at a task's start and some (not all) of the files used, plus
    distractors; now and then a constraint or decision (sometimes revising an
    earlier one). At each turn's first step the card (600 bytes) is computed
    for each strategy; the truth is the files that turn's tools then touch and
    that an earlier turn's tools wrote. The same replay runs a second,
    independently written workload, bench/agent_workload.py (B: coding sessions
    over three sessions and a side repository, the host's real tool shapes, and
    rules/constraints/decisions the turn relies on as truth too), and a third,
    bench/agent_workload_c.py (C: a week on a home-automation hub, written blind to
    A, B, the ranking and the statement reader, with its own human sentences), and all
    are scored by one function, bench/card_replay.py: hit rate = truth items on the
    card / truth items (a file memory never held is a miss, "held" gives the rate
    among items memory held); churn = share of turns whose card shows a different
    set than the turn before. Reference figures: recency 46.7% (churn 30.3%),
    due 15.0% (4.2%), need without cue 53.9%, need 80.4% (99.2%).

    Then the recorded DSH sessions in ../shared/fixtures/dsh-sessions/ are
    replayed: nodes extracted, card size, and hit rate where a later turn
    touches a recorded item (none of them has a second turn: reported as n/a,
    never as 0%).

Usage: python bench/bench_graph_memory.py [--scenarios 300] [--sessions 10] [--turns 120] [--seed 7]
       [--shared ../shared]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dshkit.sidecar.graph.checkpoint import checkpoint  # noqa: E402
from dshkit.sidecar.graph.memory import GraphMemory, GraphSettings  # noqa: E402
from dshkit.sidecar.ingest import Ingestor, IngestSettings  # noqa: E402
from dshkit.sidecar.store import Store  # noqa: E402
from bench import agent_workload, agent_workload_c, card_replay  # noqa: E402

BUDGET_COMPACTION = 1200
BUDGET_CARD = 600

# -- (a) compaction ------------------------------------------------------------------------

FILLER = [
    "Let me look at how this part is wired before changing anything.",
    "The change looks reasonable but I want to double check the edge cases.",
    "I ran it again and the output matches what we expected this time.",
    "That makes sense, thanks for walking through it.",
    "There is some duplication here that we could clean up later.",
    "OK, go ahead with that approach and tell me when it is done.",
    "I read through the module and the control flow is fairly simple.",
    "We should keep the public interface stable for now.",
    "Then run the whole suite once more to be safe.",
    "The logs show nothing unusual around that time.",
    "Good, that part works now; moving on to the next item.",
    "I am not sure this is the root cause yet, it might be timing.",
]
LIBS = ["httpx", "orjson", "pydantic", "structlog", "tenacity", "alembic", "uvicorn", "polars", "ruff", "mypy"]
WORDS = ["billing", "invoice", "auth", "session", "export", "report", "cache", "queue", "parser", "loader",
         "ledger", "account", "search", "index", "upload", "notify", "audit", "tenant", "plan", "quota"]


def _detail(rng: random.Random) -> tuple[str, str]:
    """(detail, sentence carrying it); the kinds a later turn asks back for."""
    w1, w2 = rng.sample(WORDS, 2)
    kind = rng.randrange(8)
    if kind == 0:
        d = f"src/{w1}/{w2}_{rng.randrange(100)}.py"
        return d, rng.choice([f"I edited {d} to handle the empty case.", f"The bug is in {d} near the loop.",
                              f"Please open {d} and check the imports."])
    if kind == 1:
        d = f"v{rng.randrange(1, 9)}.{rng.randrange(30)}.{rng.randrange(20)}"
        return d, rng.choice([f"Pin the client at {d} for now.", f"This broke after upgrading to {d}."])
    if kind == 2:
        d = f"E{rng.randrange(1000, 9999)}"
        return d, rng.choice([f"The job fails with {d} on the second run.", f"We saw {d} in the staging logs."])
    if kind == 3:
        d = str(rng.randrange(1025, 65000))
        return d, rng.choice([f"The service should listen on port {d}.", f"Set the timeout to {d} milliseconds."])
    if kind == 4:
        d = f"{w1}_{w2}"
        return d, rng.choice([f"Rename the helper to {d} everywhere.", f"The function {d} is called twice."])
    if kind == 5:
        d = f"{w1.title()}{w2.title()}Service"
        return d, rng.choice([f"Move that logic into {d}.", f"{d} owns the retries."])
    if kind == 6:
        d = f'"{w1} {w2} failed"'
        return d, f"The error message should read {d} exactly."
    d = rng.choice(LIBS)
    return d, rng.choice([f"We decided to use {d} for this.", f"Switch to {d} instead of the old one."])


def scenario(rng: random.Random) -> tuple[list[dict], list[str]]:
    n = rng.randrange(16, 41)
    msgs, details, seen = [], [], set()
    for i in range(n):
        role = ("user", "assistant", "tool")[i % 3] if rng.random() < 0.8 else rng.choice(("user", "assistant"))
        parts = rng.sample(FILLER, rng.randrange(1, 4))
        for _ in range(rng.choice((0, 1, 1, 2))):
            d, sentence = _detail(rng)
            if d in seen:
                continue
            seen.add(d)
            details.append(d)
            parts.insert(rng.randrange(len(parts) + 1), sentence)
        msgs.append({"role": role, "seq": 10 + 3 * i, "text": " ".join(parts)})
    return msgs, details


def window(msgs: list[dict], budget: int) -> str:
    text = "\n".join(f"{m['role']}: {m['text']}" for m in msgs).encode()
    return text[-budget:].decode("utf-8", "ignore")


def lead_sentences(msgs: list[dict], budget: int) -> str:
    per = max(8, budget // max(1, len(msgs)) - 1)
    lines = [m["text"].split(". ")[0].encode()[:per].decode("utf-8", "ignore") for m in msgs]
    return "\n".join(lines).encode()[:budget].decode("utf-8", "ignore")


def bench_compaction(n: int, seed: int) -> dict:
    rng = random.Random(seed)
    methods = {"window truncation": window, "lead-sentence proxy": lead_sentences,
               "graph checkpoint": lambda m, b: checkpoint(m, session_id="s", budget=b)["text"]}
    kept = {k: 0 for k in methods}
    over = {k: 0 for k in methods}
    total = 0
    spans = []
    t0 = {k: 0.0 for k in methods}
    for _ in range(n):
        msgs, details = scenario(rng)
        spans.append(sum(len(m["text"].encode()) for m in msgs))
        total += len(details)
        for k, fn in methods.items():
            start = time.perf_counter()
            out = fn(msgs, BUDGET_COMPACTION)
            t0[k] += time.perf_counter() - start
            over[k] += len(out.encode()) > BUDGET_COMPACTION
            kept[k] += sum(1 for d in details if d in out)
    spans.sort()
    return {"scenarios": n, "details": total, "span_p50": spans[len(spans) // 2], "kept": kept, "over": over,
            "seconds": t0}


# -- (b) card replay -------------------------------------------------------------------------

class Events:
    """DSH-shaped events of one session (the shapes tests/sidecar/harness.py records)."""

    def __init__(self, sid: str, cwd: str):
        self.sid, self.seq, self.t, self.turn, self.n = sid, 0, 1_795_960_518_498, 0, 0
        self.header = {"type": "session", "version": 0, "id": sid, "createdAt": self.t, "cwd": cwd,
                       "delegationDepth": 0}

    def ev(self, type_: str, data: dict) -> dict:
        self.seq += 1
        self.t += 5
        return {"type": type_, "seq": self.seq, "time": self.t, "data": data, "surfaceOp": "append"}

    def _id(self) -> str:
        self.n += 1
        return f"id-{self.n}"

    def turn_start(self, text: str) -> list[dict]:
        self.turn += 1
        return [self.ev("turn/start", {"turn": self.turn}), self.ev("step/start", {"turn": self.turn, "step": 1}),
                self.ev("user/message", {"content": [{"type": "text", "text": text}], "source": {"kind": "user"},
                                         "role": "user", "id": self._id()})]

    def turn_rest(self, calls: list[tuple[str, str]], answer: str) -> list[dict]:
        out = []
        blocks = [{"type": "tool-call", "id": f"c{self.seq}-{i}", "name": name,
                   "arguments": json.dumps({"path": path} if i % 2 else {"file_path": path})}
                  for i, (name, path) in enumerate(calls)]
        out.append(self.ev("assistant/message", {"turn": self.turn, "step": 1, "message": {
            "role": "assistant", "content": blocks, "source": {"kind": "model"}, "id": self._id()}}))
        for b in blocks:
            out.append(self.ev("tool/call", {"turn": self.turn, "step": 1, "callId": b["id"], "name": b["name"],
                                             "arguments": b["arguments"]}))
            out.append(self.ev("tool/result", {"turn": self.turn, "step": 1, "message": {
                "role": "user", "id": self._id(), "source": {"kind": "tool", "callId": b["id"]},
                "content": [{"type": "tool-result", "toolCallId": b["id"], "isError": False,
                             "content": [{"type": "text", "text": "ok"}]}]}}))
        out += [self.ev("step/end", {"turn": self.turn, "step": 1}),
                self.ev("step/start", {"turn": self.turn, "step": 2}),
                self.ev("assistant/message", {"turn": self.turn, "step": 2, "message": {
                    "role": "assistant", "content": [{"type": "text", "text": answer}], "source": {"kind": "model"},
                    "id": self._id()}}),
                self.ev("step/end", {"turn": self.turn, "step": 2}),
                self.ev("turn/end", {"turn": self.turn, "reason": {"kind": "completed"}})]
        return out


MODULES = ["billing", "auth", "export", "search", "notify", "ingest", "reports", "admin"]
STEMS = ["models", "views", "service", "utils", "schema", "client", "handlers", "config", "tasks", "errors"]


def workload(rng: random.Random, turns: int):
    """Yields (human text, [(tool, path)], answer) per turn (see the module docstring)."""
    files = {m: [f"src/{m}/{s}.py" for s in rng.sample(STEMS, 8)] for m in MODULES}
    touched: list[str] = []
    tasks: list[tuple[str, list[str]]] = []
    task = None
    left = 0
    statements: dict[str, str] = {}
    for t in range(turns):
        start = left <= 0
        if start:
            if tasks and rng.random() < 0.4:
                task = rng.choice(tasks)
            else:
                m = rng.choice(MODULES)
                task = (m, rng.sample(files[m], rng.randrange(2, 6)))
                tasks.append(task)
            left = max(1, int(rng.expovariate(1 / 6)))
        left -= 1
        module, ws = task
        calls = []
        for _ in range(rng.randrange(1, 4)):
            r = rng.random()
            if r < 0.75:
                path = rng.choice(ws)
            elif r < 0.9 and touched:
                path = rng.choice(touched)
            else:
                path = rng.choice(files[rng.choice(MODULES)])
            calls.append(("write" if rng.random() < 0.45 else "read", path))
            touched.append(path)
        words = []
        if start or rng.random() < 0.5:
            words.append(f"Let's work on the {module} module.")
        for _, path in calls:
            if rng.random() < 0.35:
                words.append(f"Look at {os.path.basename(path)}.")
        if rng.random() < 0.3:
            words.append(f"Maybe {os.path.basename(rng.choice(files[rng.choice(MODULES)]))} matters too.")
        if t == 0:
            words += ["Remember: always run the linter before committing.", "Never push directly to main."]
        elif rng.random() < 0.08:
            obj = rng.choice(MODULES)
            words.append(f"Always keep the {obj} API backwards compatible.")
        if rng.random() < 0.1 or (statements and rng.random() < 0.05):
            obj = rng.choice(MODULES)
            lib = rng.choice(LIBS)
            statements[obj] = lib
            words.append(f"Decided: the {obj} module uses {lib}.")
        words.append("Continue with the task.")
        wrote = [p for n, p in calls if n == "write"]
        answer = f"Done: updated {', '.join(wrote)}." if wrote else "I read the files; nothing to change yet."
        yield " ".join(words), calls, answer


def workload_a(seed: int, turns: int, cwd: str) -> list[card_replay.Session]:
    """This file's workload as card_replay sessions. Truth: the files the turn's tools touch
    that an earlier turn's tools wrote (the generator's bookkeeping, not the memory's view)."""
    rng = random.Random(seed)
    ev = Events(f"bench-{seed}", cwd)
    written: set[str] = set()
    out = []
    for text, calls, answer in workload(rng, turns):
        head = ev.turn_start(text)
        used = list(dict.fromkeys(("file", os.path.join(cwd, p)) for _, p in calls if p in written))
        out.append(card_replay.Turn(session_id=ev.sid, cwd=cwd, head=head, rest=ev.turn_rest(calls, answer),
                                    used=used, unreachable=[], kind="-"))
        written |= {p for n, p in calls if n == "write"}
    return [card_replay.Session(session_id=ev.sid, header=ev.header, turns=out)]


class CardCost:
    """Wall time of GraphMemory.card per strategy (evidence queries and ranking included) and
    the items and bytes of the cards, recorded around the replays: the cost of a strategy is
    read against recency's, measured in the same run on the same stores."""

    def __init__(self):
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self.items: dict[str, int] = {}
        self.bytes: dict[str, int] = {}

    def __enter__(self):
        self._orig = orig = GraphMemory.card
        cost = self

        def timed(mem, sid, project, **kw):
            key = kw.get("strategy", "?") + ("" if kw.get("use_cue", True) else " (no cue)")
            t0 = time.perf_counter()
            out = orig(mem, sid, project, **kw)
            cost.seconds[key] = cost.seconds.get(key, 0.0) + time.perf_counter() - t0
            cost.calls[key] = cost.calls.get(key, 0) + 1
            cost.items[key] = cost.items.get(key, 0) + len(out["nodes"])
            cost.bytes[key] = cost.bytes.get(key, 0) + out["bytes"]
            return out
        GraphMemory.card = timed
        return self

    def __exit__(self, *exc):
        GraphMemory.card = self._orig


def bench_cards(sessions: int, turns: int, seed: int, tmp: str) -> dict:
    """The workloads through the one scorer (bench/card_replay.py): A = workload() above,
    B = bench/agent_workload.py and C = bench/agent_workload_c.py (each written independently
    of the card ranking, C also of B and of the statement reader)."""
    out = {}
    for name, make in (("A", lambda s: workload_a(seed * 1000 + s, turns, tmp)),
                       ("B", lambda s: agent_workload.generate(seed * 1000 + s, turns).sessions),
                       ("C", lambda s: agent_workload_c.generate(seed * 1000 + s, turns).sessions)):
        with CardCost() as cost:
            tallies = [card_replay.replay(make(s), card_replay.db_in(tmp, f"cards-{name}-{s}"), BUDGET_CARD)
                       for s in range(sessions)]
        out[name] = (card_replay.merge(tallies), tallies)
        out[f"cost {name}"] = cost
    return out


def replay_recorded(shared: Path, tmp: str) -> list[str]:
    out = []
    files = sorted((shared / "fixtures" / "dsh-sessions").glob("*.jsonl.gz"))
    if not files:
        return [f"(no recorded sessions under {shared}/fixtures/dsh-sessions: skipped)"]
    store = Store(os.path.join(tmp, "recorded.db"))
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0))
    mem = GraphMemory(store, GraphSettings(), ing)
    ing.span_hooks.append(mem.on_span)
    for p in files:
        with gzip.open(p, "rt", encoding="utf-8") as fh:
            lines = [json.loads(x) for x in fh if x.strip()]
        header, events = lines[0], lines[1:]
        sid = header["id"]
        ing.on_event(sid, header)
        turns = [e for e in events if e.get("type") == "turn/start"]
        for e in events:
            ing.on_event(sid, e)
        project = ing.sessions[sid].project if sid in ing.sessions else "default"
        kinds = dict(store.db.execute("SELECT kind, count(*) FROM graph_nodes WHERE session_id=? GROUP BY kind",
                                      (sid,)).fetchall())
        card = mem.card(sid, project)
        snap = store.db.execute("SELECT count(*) FROM graph_nodes WHERE session_id=? AND text LIKE"
                                " 'Current runtime context%'", (sid,)).fetchone()[0]
        out.append(f"  {p.name.split('.')[0]:<28} turns {len(turns)}  nodes {kinds or {}}  card {card['bytes']} B"
                   f"  snapshot nodes {snap}  hit rate n/a (no later turn)")
    store.close()
    return out


REFERENCE = {"recency": (46.7, 30.3), "due": (15.0, 4.2), "need (no cue)": (53.9, 100.0), "need": (80.4, 99.2)}


def _pct(x: float | None) -> str:
    return "  n/a" if x is None else f"{100 * x:5.1f}"


def print_cards(r: dict, sessions: int, turns: int) -> None:
    (ta, la), (tb, lb) = r["A"], r["B"]
    print(f"(b) card replay: card {BUDGET_CARD} B, {sessions} workloads x {turns} turns per generator; truth = the"
          " items the turn really uses that an earlier turn established (the generator's bookkeeping)")
    print(f"  A = this file's workload(): {ta.truth.get('file', 0)} file uses ({ta.held.get('file', 0)} held by"
          f" memory). B = bench/agent_workload.py (independent): {tb.truth.get('file', 0)} file uses"
          f" ({tb.held.get('file', 0)} held), {tb.truth.get('stmt', 0)} uses of rules/constraints/decisions"
          f" ({tb.held.get('stmt', 0)} held)")
    print("  files = hit rate on files (the reference's truth=tools); min = worst workload; held = hit rate among"
          " the items memory held at all (ranking only); stmts / all = B's statements / files+statements")
    print(f"  {'':<14}|{'A files':>8} {'min':>5} {'held':>5} {'churn':>5} |{'B files':>8} {'min':>5} {'held':>5}"
          f" {'churn':>5} {'stmts':>5} {'all':>5} |{'ref':>5} {'churn':>5}")
    for k, _, _ in card_replay.STRATEGIES:
        mins = [min((x for x in (t.rate(k) for t in ls) if x is not None), default=None) for ls in (la, lb)]
        ref = REFERENCE.get(k)
        print(f"  {k:<14}|{_pct(ta.rate(k)):>8} {_pct(mins[0]):>5} {_pct(ta.held_rate(k)):>5} {_pct(ta.churn(k)):>5} |"
              f"{_pct(tb.rate(k)):>8} {_pct(mins[1]):>5} {_pct(tb.held_rate(k)):>5} {_pct(tb.churn(k)):>5}"
              f" {_pct(tb.rate(k, ('stmt',))):>5} {_pct(tb.rate(k, ('file', 'stmt'))):>5} |"
              f"{ref[0]:>5.1f} {ref[1]:>5.1f}")
    rec = tb.rate("recency") or 0
    need = tb.rate("need") or 0
    print(f"  B need/recency on files: {need / rec if rec else 0:.2f}x;  max card bytes "
          + ", ".join(f"{k} {v}" for k, v in tb.bytes_max.items()))
    for name, ls in (("A", la), ("B", lb)):
        per = [x for x in (t.rate("need") for t in ls) if x is not None]
        if per:
            print(f"  {name} need on files per workload: mean {_pct(sum(per) / len(per))}, min {_pct(min(per))},"
                  f" max {_pct(max(per))} over {len(per)} workloads")
    for name in ("A", "B", "C"):
        c = r[f"cost {name}"]
        base = c.seconds.get("recency", 0) / max(1, c.calls.get("recency", 1))
        print(f"  {name} card build (GraphMemory.card, ms per card; x recency in this run) / items / bytes per item: "
              + ", ".join(f"{k} {1000 * c.seconds[k] / c.calls[k]:.2f} ({c.seconds[k] / c.calls[k] / base:.1f}x)"
                          f" {c.items[k] / c.calls[k]:.1f} {c.bytes[k] / max(1, c.items[k]):.0f} B"
                          for k in c.calls))
    miss = sorted(tb.misses.get("need", {}).items(), key=lambda kv: -kv[1])
    print("  B need misses by turn kind / item kind: " + ", ".join(f"{a}/{b} {n}" for (a, b), n in miss[:10]))
    print_c(r)


def print_c(r: dict) -> None:
    """Workload C (bench/agent_workload_c.py): its own table, in B's columns."""
    tc, lc = r["C"]
    print(f"  C = bench/agent_workload_c.py (independent of A, B, the ranking and the statement reader):"
          f" {tc.truth.get('file', 0)} file uses ({tc.held.get('file', 0)} held), {tc.truth.get('stmt', 0)} uses of"
          f" rules/constraints/decisions ({tc.held.get('stmt', 0)} held)")
    print(f"  {'':<14}|{'C files':>8} {'min':>5} {'held':>5} {'churn':>5} {'stmts':>5} {'all':>5}")
    for k, _, _ in card_replay.STRATEGIES:
        low = min((x for x in (t.rate(k) for t in lc) if x is not None), default=None)
        print(f"  {k:<14}|{_pct(tc.rate(k)):>8} {_pct(low):>5} {_pct(tc.held_rate(k)):>5} {_pct(tc.churn(k)):>5}"
              f" {_pct(tc.rate(k, ('stmt',))):>5} {_pct(tc.rate(k, ('file', 'stmt'))):>5}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenarios", type=int, default=300)
    ap.add_argument("--sessions", type=int, default=10)
    ap.add_argument("--turns", type=int, default=120)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--shared", default=os.environ.get("DSHKIT_SHARED", str(REPO.parent / "shared")))
    a = ap.parse_args()
    c = bench_compaction(a.scenarios, a.seed)
    print(f"(a) compaction: {c['scenarios']} synthetic spans (median {c['span_p50']} B), {c['details']} details,"
          f" nominal budget {BUDGET_COMPACTION} B")
    base = c["kept"]["window truncation"] / c["details"]
    for k, v in c["kept"].items():
        r = v / c["details"]
        print(f"  {k:<22} retention {100 * r:5.1f}%  ({r / base:4.2f}x window)  over budget {c['over'][k]}"
              f"  {1000 * c['seconds'][k] / c['scenarios']:.2f} ms/span")
    print("  reference (other system, its own bench): window 25.5%, skeleton 83.4%")
    with tempfile.TemporaryDirectory() as tmp:
        r = bench_cards(a.sessions, a.turns, a.seed, tmp)
        print_cards(r, a.sessions, a.turns)
        print(f"  seed {a.seed}: development seeds (tuned on) 1-5; held out 7 (the default) and 11"
              " (bench/README.md, card replay protocol)")
        print("recorded DSH sessions:")
        for line in replay_recorded(Path(a.shared), tmp):
            print(line)


if __name__ == "__main__":
    main()
