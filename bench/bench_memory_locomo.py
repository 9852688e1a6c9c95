"""Memory search on LoCoMo: evidence recall of ``memory/search`` vs plain BM25 baselines.

Each LoCoMo conversation (../shared/fixtures/locomo/*.json, or $DSHKIT_SHARED/fixtures/locomo)
is fed to a fresh sidecar process over its real protocol, as a host would:
one DSH session per LoCoMo session, the first speaker's turns as user messages
and the other's as assistant messages, each text ``"<speaker>: <text>"`` plus
``" [shares a photo: <caption>]"`` where a photo was shared, event times from
the session's date, ``turn/end`` after each exchange, ``session/disposed`` at
the end. Every category 1-4 question then goes to ``memory/search``
(``includeOperational``), hits are mapped back to dia_ids, and the evidence
recall@5 / recall@10 / hit@5 are printed per category and overall, with the
search round-trip p50/p95.

Peers in the same run over exactly the same turn texts: rank-bm25's BM25Okapi
(``pip install -e '.[bench]'``) and SQLite FTS5 with the question's tokens
OR-ed, ranked by bm25(). Neither removes stopwords or stems: they are the
plain baselines the sidecar must beat.

    python bench/bench_memory_locomo.py [--limit 10] [--conversations 26,30]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
DIA_ID = re.compile(r"^D(\d+):(\d+)$")
TOKEN = re.compile(r"\w+")


def shared_dir() -> Path:
    """``$DSHKIT_SHARED``, else ``../shared`` beside the clone (as tests/conftest.py)."""
    return Path(os.environ.get("DSHKIT_SHARED", REPO.parent / "shared")).resolve()


def session_date(text: str) -> dt.datetime:
    """``1:56 pm on 8 May, 2023`` -> an aware UTC datetime."""
    return dt.datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=dt.timezone.utc)


def turn_text(turn: dict) -> str:
    text = f"{turn['speaker']}: {turn['text']}"
    if turn.get("blip_caption"):
        text += f" [shares a photo: {turn['blip_caption']}]"
    return text


def load(path: Path) -> dict:
    """One conversation: its sessions (number, date, turns), its turn texts by
    dia_id, and its category 1-4 questions with their valid evidence."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    conv = raw.get("conversation", raw)
    sessions = []
    n = 1
    while f"session_{n}" in conv:
        turns = conv[f"session_{n}"]
        if turns:
            sessions.append((n, session_date(conv[f"session_{n}_date_time"]), turns))
        n += 1
    texts = {t["dia_id"]: turn_text(t) for _, _, turns in sessions for t in turns}
    questions, skipped = [], 0
    for qa in raw["qa"]:
        if qa.get("category") not in CATEGORIES:
            continue
        evidence = []
        for ev in qa.get("evidence", []):
            if DIA_ID.match(ev) and ev in texts:
                evidence.append(ev)
            else:
                skipped += 1  # malformed (D:11:26, "D8:6; D9:17") or naming no turn
        if evidence:
            questions.append({"q": qa["question"], "cat": qa["category"], "evidence": set(evidence)})
    return {"name": path.stem, "speaker_a": conv["speaker_a"], "sessions": sessions, "texts": texts,
            "questions": questions, "skipped_evidence": skipped}


# -- the sidecar, over its protocol ---------------------------------------------------------

class Sidecar:
    def __init__(self, store: str, variant: dict[str, float] | None = None):
        env = dict(os.environ)
        env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
        argv = [sys.executable, "-m", "dshkit.sidecar"]
        if variant:
            # the same server with constants of dshkit.sidecar.search changed
            # (what each lever gives; the recall cost of idf pruning)
            argv = [sys.executable, "-c", "import sys, json; import dshkit.sidecar.search as s; "
                    "[setattr(s, k, v) for k, v in json.loads(sys.argv[1]).items()]; "
                    "from dshkit.sidecar.server import main; main([])", json.dumps(variant)]
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=str(REPO))
        self.next_id = 0
        self.call("initialize", {"storePath": store, "settings": {"utcOffsetMinutes": 0}})

    def send(self, frames: list[dict]) -> None:
        self.proc.stdin.write("".join(json.dumps(f, ensure_ascii=False) + "\n" for f in frames).encode())
        self.proc.stdin.flush()

    def call(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.send([{"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}])
        reply = json.loads(self.proc.stdout.readline())
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply["result"]

    def notify(self, method: str, params: dict) -> dict:
        return {"jsonrpc": "2.0", "method": method, "params": params}

    def close(self) -> None:
        self.call("shutdown", {})
        self.proc.wait(timeout=60)


def session_events(conv: dict, number: int, start: dt.datetime, turns: list[dict]) -> tuple[list[dict], list[str]]:
    """The DSH events of one LoCoMo session and the dia_ids of its messages in
    logging order. An exchange (one turn) is the first speaker's run of turns
    followed by the other's; each message event is 30 s after the previous one."""
    events: list[dict] = []
    order: list[str] = []
    seq = 0
    clock = int(start.timestamp() * 1000)
    turn_no = 0
    step = 0

    def add(type_: str, data: dict, **extra) -> None:
        nonlocal seq, clock
        clock += 1000
        events.append({"type": type_, "seq": seq, "time": clock, "data": data, **extra})
        seq += 1

    def end_turn() -> None:
        if turn_no:
            add("step/end", {"turn": turn_no, "step": step})
            add("turn/end", {"turn": turn_no, "reason": {"kind": "completed"}})

    previous_user = False
    for i, t in enumerate(turns):
        is_user = t["speaker"] == conv["speaker_a"]
        if turn_no == 0 or (is_user and not previous_user):
            end_turn()
            turn_no += 1
            step = 1
            add("turn/start", {"turn": turn_no})
            add("step/start", {"turn": turn_no, "step": step})
        clock += 29_000
        text = turn_text(t)
        if is_user:
            add("user/message", {"content": [{"type": "text", "text": text}], "source": {"kind": "user"},
                                 "role": "user", "id": f"s{number}-u{i}"}, surfaceOp="append")
        else:
            add("assistant/message", {"turn": turn_no, "step": step, "message": {
                "role": "assistant", "content": [{"type": "text", "text": text}],
                "source": {"kind": "model", "provider": "locomo", "model": "speaker"}, "id": f"s{number}-a{i}"},
                "usage": {"inputTokens": 0, "outputTokens": 0}}, surfaceOp="append")
        order.append(t["dia_id"])
        previous_user = is_user
    end_turn()
    return events, order


def run_sidecar(conv: dict, tmp: str, limit: int, variant: dict[str, float] | None = None,
                ) -> tuple[list[list[str]], list[float]]:
    tag = "".join(f"-{k}{v}" for k, v in (variant or {}).items())
    side = Sidecar(os.path.join(tmp, f"locomo-{conv['name']}{tag}.sqlite3"), variant)
    names: dict[str, str] = {}
    try:
        for number, start, turns in conv["sessions"]:
            sid = f"locomo-{conv['name']}-s{number}"
            events, order = session_events(conv, number, start, turns)
            side.send([side.notify("session/event", {"sessionId": sid, "event": e,
                                                     "cwd": f"/home/locomo/{conv['name']}"}) for e in events])
            side.send([side.notify("session/disposed", {"sessionId": sid})])
            # Messages are named msg-<sessionId>-<ordinal>, ordinals counted from 0 in logging order.
            for ordinal, dia in enumerate(order):
                names[f"msg-{sid}-{ordinal}"] = dia
        side.call("memory/stats", {})  # everything sent is durable before the first search
        # Check the name -> dia_id mapping against what the store holds.
        for name, dia in list(names.items())[:: max(1, len(names) // 20)]:
            body = side.call("memory/get", {"name": name})["body"]
            assert conv["texts"][dia].split(":", 1)[1].strip()[:20] in body, (name, dia)
        ranked, lat = [], []
        for q in conv["questions"]:
            t = time.perf_counter()
            res = side.call("memory/search", {"query": q["q"], "limit": limit, "includeOperational": True})
            lat.append((time.perf_counter() - t) * 1000)
            ranked.append([names[h["name"]] if h["name"] in names else h["name"] for h in res["results"]])
    finally:
        side.close()
    return ranked, lat


# -- baselines over the same texts ---------------------------------------------------------

def run_bm25okapi(conv: dict, limit: int) -> list[list[str]]:
    from rank_bm25 import BM25Okapi
    ids = list(conv["texts"])
    bm = BM25Okapi([TOKEN.findall(conv["texts"][d].lower()) for d in ids])
    out = []
    for q in conv["questions"]:
        scores = bm.get_scores(TOKEN.findall(q["q"].lower()))
        top = sorted(range(len(ids)), key=lambda i: -scores[i])[:limit]
        out.append([ids[i] for i in top])
    return out


def run_fts5_or(conv: dict, limit: int) -> list[list[str]]:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(dia UNINDEXED, text)")
    db.executemany("INSERT INTO t VALUES (?, ?)", list(conv["texts"].items()))
    out = []
    for q in conv["questions"]:
        words = list(dict.fromkeys(TOKEN.findall(q["q"].lower())))
        if not words:
            out.append([])
            continue
        match = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
        out.append([r[0] for r in db.execute("SELECT dia FROM t WHERE t MATCH ? ORDER BY bm25(t) LIMIT ?",
                                             (match, limit))])
    db.close()
    return out


# -- scoring ---------------------------------------------------------------------------------

def score(questions: list[dict], ranked: list[list[str]]) -> dict:
    """Per category (and "overall"): mean recall@5, recall@10, hit@5, count."""
    acc: dict[str, list[tuple[float, float, float]]] = defaultdict(list)
    for q, hits in zip(questions, ranked, strict=True):
        ev = q["evidence"]
        r5 = len(ev & set(hits[:5])) / len(ev)
        r10 = len(ev & set(hits[:10])) / len(ev)
        h5 = 1.0 if ev & set(hits[:5]) else 0.0
        acc[CATEGORIES[q["cat"]]].append((r5, r10, h5))
        acc["overall"].append((r5, r10, h5))
    return {k: {"r5": statistics.fmean(x[0] for x in v), "r10": statistics.fmean(x[1] for x in v),
                "h5": statistics.fmean(x[2] for x in v), "n": len(v)} for k, v in acc.items()}


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=10, help="results asked per question (recall@10 needs 10)")
    ap.add_argument("--conversations", default="", help="comma-separated file stems (default: all)")
    ap.add_argument("--data", default="", help="folder of LoCoMo conversations (default: <shared>/fixtures/locomo)")
    ap.add_argument("--variant", action="append", default=[], metavar="CONST=VALUE[,CONST=VALUE]",
                    help="also run the sidecar with these dshkit.sidecar.search constants changed, e.g. "
                         "NEIGHBOUR_SHARE=0 (a lever off) or RANK_BUDGET=25 (idf pruning as in a larger store: "
                         "at LoCoMo's ~500 turns it never starts by itself); repeatable")
    args = ap.parse_args()
    variants = {v: {k: float(x) if "." in x else int(x) for k, x in (p.split("=") for p in v.split(","))}
                for v in args.variant}
    data = Path(args.data) if args.data else shared_dir() / "fixtures" / "locomo"
    files = sorted(data.glob("*.json"))
    if args.conversations:
        wanted = set(args.conversations.split(","))
        files = [f for f in files if f.stem in wanted]
    if not files:
        sys.exit(f"{data}: no LoCoMo conversations (set DSHKIT_SHARED or --data)")
    systems = ("sidecar", "bm25okapi", "fts5-or")
    pruned = {f"sidecar[{v}]": c for v, c in variants.items()}
    questions: list[dict] = []
    ranked: dict[str, list[list[str]]] = {s: [] for s in (*systems, *pruned)}
    latency: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            conv = load(f)
            t = time.perf_counter()
            side, lat = run_sidecar(conv, tmp, args.limit)
            print(f"{conv['name']}: {len(conv['texts'])} turns in {len(conv['sessions'])} sessions, "
                  f"{len(conv['questions'])} questions, {conv['skipped_evidence']} evidence ids skipped; "
                  f"sidecar run {time.perf_counter() - t:.1f} s", flush=True)
            questions += conv["questions"]
            ranked["sidecar"] += side
            ranked["bm25okapi"] += run_bm25okapi(conv, args.limit)
            ranked["fts5-or"] += run_fts5_or(conv, args.limit)
            latency += lat
            for label, variant in pruned.items():
                ranked[label] += run_sidecar(conv, tmp, args.limit, variant)[0]
    results = {s: score(questions, ranked[s]) for s in systems}
    rows = [*CATEGORIES.values(), "overall"]
    print(f"\n{'category':<12} {'n':>5}  " + "  ".join(f"{s + ' r@5/r@10/h@5':>30}" for s in systems))
    for row in rows:
        n = results["sidecar"][row]["n"]
        cells = [f"{r[row]['r5']:.3f} / {r[row]['r10']:.3f} / {r[row]['h5']:.3f}" for r in results.values()]
        print(f"{row:<12} {n:>5}  " + "  ".join(f"{c:>30}" for c in cells))
    best = max(results[s]["overall"]["r5"] for s in systems[1:])
    print(f"\nsidecar overall recall@5 {results['sidecar']['overall']['r5']:.3f} vs best baseline {best:.3f}: "
          f"{results['sidecar']['overall']['r5'] - best:+.3f} (goal >= +0.10)")
    for cat in ("multi-hop", "temporal"):
        b = max(results[s][cat]["r5"] for s in systems[1:])
        print(f"sidecar {cat} recall@5 {results['sidecar'][cat]['r5']:.3f} vs best baseline {b:.3f}: "
              f"{results['sidecar'][cat]['r5'] - b:+.3f} (goal >= 0)")
    for label in pruned:
        r = score(questions, ranked[label])
        print(f"{label}: recall@5 " + ", ".join(f"{k} {r[k]['r5']:.3f}" for k in rows))
    empty = sum(1 for r in ranked["sidecar"] if not r)
    print(f"memory/search round trip: p50 {pct(latency, .5):.2f} ms, p95 {pct(latency, .95):.2f} ms over "
          f"{len(latency)} questions; {empty} answered with no result")


if __name__ == "__main__":
    main()
