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
    that memory already holds. Hit rate = hits / truth; churn = share of turns
    whose card shows a different set than the turn before. Reference figures:
    recency 46.7% (churn 30.3%), due 15.0% (4.2%), need without cue 53.9%,
    need 80.4% (99.2%).

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


STRATS = [("recency", "recency", True), ("due", "due", True), ("need (no cue)", "need", False), ("need", "need", True)]


def bench_cards(sessions: int, turns: int, seed: int, tmp: str) -> dict:
    hits = {k: 0 for k, _, _ in STRATS}
    changed = {k: 0 for k, _, _ in STRATS}
    bytes_max = {k: 0 for k, _, _ in STRATS}
    truth_total, comparisons = 0, 0
    for s in range(sessions):
        rng = random.Random(seed * 1000 + s)
        store = Store(os.path.join(tmp, f"cards-{s}.db"))
        ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="bench"))
        writer = GraphMemory(store, GraphSettings(verify_artifacts=False), ing)
        ing.span_hooks.append(writer.on_span)
        mems = {k: GraphMemory(store, GraphSettings(verify_artifacts=False), ing) for k, _, _ in STRATS}
        ev = Events(f"bench-{s}", tmp)
        ing.on_event(ev.sid, ev.header)
        prev: dict[str, list[int]] = {}
        for text, calls, answer in workload(rng, turns):
            for e in ev.turn_start(text):
                ing.on_event(ev.sid, e)
            project = ing.sessions[ev.sid].project
            known = {r[0] for r in store.db.execute(
                "SELECT path FROM graph_nodes WHERE project=? AND kind='artifact' AND status='active'", (project,))}
            truth = {p for _, p in calls} & known
            truth_total += len(truth)
            for key, strategy, cue in STRATS:
                card = mems[key].card(ev.sid, project, budget=BUDGET_CARD, strategy=strategy, use_cue=cue)
                bytes_max[key] = max(bytes_max[key], card["bytes"])
                shown = {r[0] for r in store.db.execute(
                    f"SELECT path FROM graph_nodes WHERE id IN ({','.join(map(str, card['nodes'])) or '0'})")}
                hits[key] += len(truth & shown)
                if key in prev and prev[key] != sorted(card["nodes"]):
                    changed[key] += 1
                prev[key] = sorted(card["nodes"])
            comparisons += 1
            for e in ev.turn_rest(calls, answer):
                ing.on_event(ev.sid, e)
        store.close()
    return {"hits": hits, "truth": truth_total, "changed": changed, "turns": comparisons - sessions,
            "bytes_max": bytes_max}


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
        print(f"(b) card replay: {a.sessions} synthetic sessions x {a.turns} turns, card {BUDGET_CARD} B,"
              f" {r['truth']} next-turn uses of remembered files")
        rec = r["hits"]["recency"] / max(1, r["truth"])
        for k, _, _ in STRATS:
            h = r["hits"][k] / max(1, r["truth"])
            print(f"  {k:<14} hit rate {100 * h:5.1f}%  ({h / rec if rec else 0:4.2f}x recency)"
                  f"  churn {100 * r['changed'][k] / max(1, r['turns']):5.1f}%  max card {r['bytes_max'][k]} B")
        print("  reference: recency 46.7% (churn 30.3%), due 15.0% (4.2%), need-cue 53.9% (100%), need 80.4% (99.2%)")
        print("recorded DSH sessions:")
        for line in replay_recorded(Path(a.shared), tmp):
            print(line)


if __name__ == "__main__":
    main()
