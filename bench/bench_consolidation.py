"""Consolidation bench: model calls per 1,000 logged messages, and what consolidation costs.

Everything is measured in the same run, on fresh stores in a temporary directory:

1. logging only (the ingestor, no consolidation attached) — the peer;
2. logging with the consolidation triggers attached (decisions + durable enqueue,
   must make 0 model calls);
3. running the queued consolidation and cascade with the deterministic fake model
   (in process: the fake answers instantly, so this is the sidecar's own cost).

Usage: python bench/bench_consolidation.py [--messages 10000] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from dshkit.sidecar.consolidation import Consolidator, FakeModel, settings_from  # noqa: E402
from dshkit.sidecar.consolidation.hooks import attach  # noqa: E402
from dshkit.sidecar.consolidation.llm import ADJUDICATION, CASCADE, CONSOLIDATION  # noqa: E402
from dshkit.sidecar.ingest import Ingestor  # noqa: E402
from dshkit.sidecar.store import Store  # noqa: E402
from dshkit.sidecar.tasks import TaskQueue

WORDS = ("sqlite wal mode store index bigram cascade summary tier budget token rule taboo deploy docker "
         "python rust test migration queue watermark redact secret postgres schema retry backoff "
         "数据库 记忆 预算 部署 测试 迁移").split()


def make_sessions(messages: int, seed: int) -> list[tuple[str, list[dict]]]:
    """Sessions of 4–40 turns; every turn logs one user and one assistant message."""
    rng = random.Random(seed)
    sessions = []
    total = 0
    index = 0
    while total < messages:
        sid = f"bench-{index}"
        events = [{"type": "session", "version": 0, "id": sid, "createdAt": 1_795_960_520_000,
                   "cwd": f"/home/dev/projects/p{index % 3}"}]
        seq, clock = 0, 1_795_960_520_000
        for turn in range(1, rng.randint(4, 40) + 1):
            def add(etype, data, **extra):
                nonlocal seq, clock
                clock += 40
                events.append({"type": etype, "seq": seq, "time": clock, "data": data, **extra})
                seq += 1
            user = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 80)))
            if rng.random() < 0.3:
                user = "remember " + user
            reply = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 400)))
            add("turn/start", {"turn": turn})
            add("step/start", {"turn": turn, "step": 1})
            add("user/message", {"content": [{"type": "text", "text": user}], "source": {"kind": "user"},
                                 "role": "user"}, surfaceOp="append")
            add("assistant/message", {"turn": turn, "step": 1, "message": {
                "role": "assistant", "content": [{"type": "text", "text": reply}],
                "source": {"kind": "model"}}}, surfaceOp="append")
            add("step/end", {"turn": turn, "step": 1})
            reason = {"kind": "completed"} if rng.random() < 0.9 else {"kind": "aborted", "reason": {"kind": "user"}}
            add("turn/end", {"turn": turn, "reason": reason})
            total += 2
        sessions.append((sid, events))
        index += 1
    return sessions


def log_all(store: Store, sessions, consolidator: Consolidator | None) -> float:
    ingestor = Ingestor(store)
    if consolidator is not None:
        attach(ingestor, consolidator)
    started = time.perf_counter()
    for sid, events in sessions:
        for event in events:
            ingestor.on_event(sid, event)
        ingestor.dispose(sid)
    store.index.flush()
    return time.perf_counter() - started


def count(store: Store, prefix_sql: str) -> int:
    return store.db.execute(f"SELECT count(*) FROM entries WHERE {prefix_sql}").fetchone()[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--messages", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    sessions = make_sessions(args.messages, args.seed)
    settings = settings_from({"models": ["fake/a", "fake/b"], "retryDelayMs": 0})
    with tempfile.TemporaryDirectory() as tmp:
        plain = Store(str(Path(tmp) / "plain.sqlite3"))
        t_plain = log_all(plain, sessions, None)
        messages = count(plain, "name LIKE 'msg-%'")
        plain.close()

        store = Store(str(Path(tmp) / "consolidated.sqlite3"))
        model = FakeModel()
        con = Consolidator(store, model, settings)
        t_logged = log_all(store, sessions, con)
        calls_while_logging = sum(model.calls.values())
        queued = len(TaskQueue(store).tasks("pending"))
        started = time.perf_counter()
        con.run_pending()
        t_consolidate = time.perf_counter() - started
        spans = count(store, "name LIKE 'sum-%'")
        archives = count(store, "name GLOB 'sum[0-9]*'")
        units = count(store, "name LIKE 'wu-%'")
        store.close()

    per_k = 1000 / messages
    calls = model.calls
    extracted = sum(min(3, len(json.loads(reply)["workUnits"]))
                    for purpose, _, mode, reply, _ in model.log if purpose == CONSOLIDATION and reply)
    print(f"messages logged                 {messages:>10,} in {len(sessions)} sessions")
    print(f"logging only                    {messages / t_plain:>10,.0f} msg/s  (peer)")
    print(f"logging + triggers              {messages / t_logged:>10,.0f} msg/s  "
          f"ratio {t_plain / t_logged:.2f} of the peer; model calls on the logging path: {calls_while_logging}")
    print(f"consolidation + cascade run     {messages / t_consolidate:>10,.0f} msg/s  "
          f"ratio {t_plain / t_consolidate:.2f} of logging-only throughput ({queued} tasks queued)")
    print(f"spans {spans}, work units {units}, archives {archives}")
    print("model calls per 1,000 messages:")
    print(f"  consolidation  {calls[CONSOLIDATION] * per_k:8.2f}   (spans per 1,000: {spans * per_k:.2f})")
    print(f"  adjudication   {calls[ADJUDICATION] * per_k:8.2f}   (units extracted per 1,000: {extracted * per_k:.2f},"
          f" stored: {units * per_k:.2f})")
    print(f"  cascade        {calls[CASCADE] * per_k:8.2f}   (archives per 1,000: {archives * per_k:.2f})")
    total = sum(calls.values())
    print(f"  total          {total * per_k:8.2f}   (logging path: {calls_while_logging * per_k:.2f})")
    bound = spans + extracted + archives
    ok = (calls_while_logging == 0 and calls[CONSOLIDATION] <= spans and calls[ADJUDICATION] <= extracted
          and calls[CASCADE] == archives)
    print(f"bound: {total} calls <= spans + extracted units + cascade batches = {bound}: {'yes' if ok else 'NO'}")


if __name__ == "__main__":
    main()
