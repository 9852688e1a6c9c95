"""Each hand-written fast path of the sidecar against the plain code it shortcuts.

The project keeps a fast path only where it saves >= 5% of the path it sits
on, and an equivalence test keeps it honest. Here every fast path's path is run
with the fast path and with the plain code swapped in, alternately, in one run:

- ingest fast paths (``Ingestor._when``'s timestamp reuse, the CJK run cache
  of ``textindex.index_text``, redaction's gate masks and hiding characters,
  the English-date pre-check): ``Ingestor.on_event`` over generated sessions,
  full-text index built in-process, CPU time of this process;
- wire fast paths (``rpc._loads``, ``server.event_params_fast``): a real
  ``python -m dshkit.sidecar`` fed ``session/event`` frames on a pipe, CPU
  time of that process (its index builder is another process, not counted).

CPU time, not wall time: on a shared machine other processes would otherwise
decide the figure. The saving is the minimum-time ratio (the least disturbed
run of each side).

Measured and removed (issue #10, below 5% of their path): ``Store.insert_message``,
a twin of ``insert_if_absent`` (3% of ingest CPU once ingest passes the tags as
JSON: 247 vs 255 ms for 6,000 messages, best of 7), and
``Store.save_span_progress``, a twin of ``save_progress`` (2 us per span,
under 2%).

    python bench/bench_fastpaths.py [--messages 4000] [--runs 7]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_sidecar import feed, session_events, vocabulary  # noqa: E402

from dshkit.sidecar import dates, indexing, redact, textindex  # noqa: E402
from dshkit.sidecar.ingest import Ingestor, IngestSettings  # noqa: E402
from dshkit.sidecar.store import Store  # noqa: E402


@contextlib.contextmanager
def patched(obj, name, value):
    old = getattr(obj, name)
    setattr(obj, name, value)
    try:
        yield
    finally:
        setattr(obj, name, old)


@contextlib.contextmanager
def plain_redaction():
    """Every rule's triggers looked up for every text, lower-case ones in
    ``text.lower()`` (the gate shortcut tests' reference)."""
    rules = redact._rules()
    saved = list(rules)
    for i, rule in enumerate(rules):
        if rule.hiding:
            rules[i] = rule._replace(hiding=("",))
    redact._BY_MASK.clear()
    try:
        with patched(redact, "_candidates", lambda mask: list(enumerate(redact._rules()))):
            yield
    finally:
        rules[:] = saved
        redact._BY_MASK.clear()


def plain_when(self, t, tz):
    when = dates.event_datetime(t, tz)
    return when, when.isoformat(timespec="seconds")


def plain_index_text(text):
    """The equivalence test's reference: each CJK run to its bigrams, by regex."""
    if not text:
        return ""
    return textindex.CJK_RUN.sub(lambda m: " " + " ".join(textindex._bigrams(m.group())) + " ", text)


INGEST = [  # (fast path, a context manager swapping the plain code in)
    ("ingest: Ingestor._when timestamp reuse", lambda: patched(Ingestor, "_when", plain_when)),
    ("index: index_text run cache + spelled-out bigrams", lambda: patched(textindex, "index_text", plain_index_text)),
    ("gate: redaction gate masks + hiding chars", plain_redaction),
    ("gate: English date pre-check", lambda: patched(dates, "_may_have_english_date", lambda text: True)),
]
WIRE = [  # (fast path, the statement that swaps the plain code in, run before the server starts)
    ("wire: rpc._loads vs json.loads", "rpc._loads = json.loads"),
    ("wire: event_params_fast vs event_params", "server.event_params_fast = lambda p: None"),
]


def ingest_cpu(sessions, path: str) -> float:
    with patched(indexing, "BUILDER_PROCESS", False):
        store = Store(path)
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0, default_project="bench"))
    t = time.process_time()
    feed(store, ing, sessions)
    elapsed = time.process_time() - t
    store.close()
    return elapsed


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def wire_cpu(frames: bytes, path: str, patch: str = "pass") -> float:
    launcher = (f"import json, sys; sys.path.insert(0, {str(REPO)!r}); "
                f"from dshkit.sidecar import rpc, server; {patch}; server.main([])")
    p = subprocess.Popen([sys.executable, "-c", launcher], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)

    def call(i, method, params):
        p.stdin.write((json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n").encode())
        p.stdin.flush()
        return json.loads(p.stdout.readline())

    call(1, "initialize", {"storePath": path})
    start = _cpu_seconds(p.pid)
    p.stdin.write(frames)
    call(2, "memory/stats", {})  # answered once every frame before it is applied and committed
    elapsed = _cpu_seconds(p.pid) - start
    call(3, "shutdown", {})
    p.wait()
    return elapsed


def compare(label: str, fast_run, plain_run, runs: int) -> None:
    fast, plain = [], []
    for _ in range(runs):  # alternate, so drift hits both sides alike
        fast.append(fast_run())
        plain.append(plain_run())
    f, s = min(fast), min(plain)
    saving = (1 - f / s) * 100
    print(f"{label:50s} fast {f * 1000:6.0f} ms  plain {s * 1000:6.0f} ms  saves {saving:5.1f}%"
          f"  ({'keep' if saving >= 5 else 'below 5%'})", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--messages", type=int, default=4000)
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    rng = random.Random(1)
    vocab = vocabulary(rng)
    sessions = [(f"fp-{i}", session_events(rng, vocab, f"fp-{i}", 50, 1795960518498))
                for i in range(max(1, args.messages // 100))]
    frames = b"".join((json.dumps({"jsonrpc": "2.0", "method": "session/event",
                                   "params": {"sessionId": sid, "event": e}}) + "\n").encode()
                      for sid, evs in sessions for e in evs)
    gc.collect()
    gc.freeze()
    print(f"{sum(len(e) for _, e in sessions):,} events of {len(sessions)} sessions; CPU ms, best of "
          f"{args.runs} alternating runs each")
    with tempfile.TemporaryDirectory() as tmp:
        n = iter(range(10**9))

        def db() -> str:
            return os.path.join(tmp, f"{next(n)}.sqlite3")

        def plain_ingest(swap):
            with swap():
                return ingest_cpu(sessions, db())

        for label, swap in INGEST:
            compare(label, lambda: ingest_cpu(sessions, db()), lambda swap=swap: plain_ingest(swap), args.runs)
        for label, patch in WIRE:
            compare(label, lambda: wire_cpu(frames, db()), lambda patch=patch: wire_cpu(frames, db(), patch),
                    args.runs)


if __name__ == "__main__":
    main()
