"""Memory inside the real host: what the memory bundle costs a DSH session.

Runs a real DSH host against the scripted local model of tests/host/, each round
twice in one process: with the examples/memory bundle and, as the peer, with a
bundle that has no memory (the same host, profile and model script). The host:

- ``--host rc8`` (default): DSH 0.1.0-rc.8 headless (the cached npm install,
  tests/dshhost.py), one process per session;
- ``--host sdk``: DSH 0.2.1-rc.2 from PyPI on the ``sdk`` profile, driven by the
  SDK's own ``DeepSeekHarness`` (tests/host/sdk_session.py) against the Messages
  mock: one runtime per round, one session of ``--turns`` user turns, so boot, the
  first turn and the later turns are timed apart.

Prints per round and as medians:

- rc8: wall time of a session (process start to exit); sdk: boot (runtime start to
  initialized), first turn, later turns; with / without memory, and the ratios;
- the time the entry's ``agent/pre-step`` hook adds to each model step (p50/p95 over
  every step after a session's first; the first includes the sidecar's cold start);
- cold start: plugin apply to the first injected message logged by the host;
- the sidecar's RSS and CPU time over the session (from /proc at dispose).

    python bench/bench_memory_host.py [--host rc8|sdk] [--rounds 5] [--steps 4] [--turns 4]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.dshhost import ensure_host, ensure_sdk_host  # noqa: E402
from tests.host.headless import write_hmr_overlay  # noqa: E402
from tests.host.messages_wire import MessagesScriptedModel  # noqa: E402
from tests.host.scripted_model import ScriptedModel  # noqa: E402

PLAIN_SPEC = """\
package: {name: dsh-bench-plain, version: 0.1.0, main: index.js}
host: {min: 0.1.0-rc.8}
plugins:
  - id: bench-plain
"""


def build(spec: Path, out: Path) -> None:
    subprocess.run([sys.executable, "-m", "dshkit", "build", str(spec), "-o", str(out)], check=True,
                   capture_output=True, cwd=REPO)


def install(host, base: Path, bundle: Path, profile: str = "headless", source: str = "link") -> Path:
    home = base / "home"
    home.mkdir(parents=True)
    add = host.run(["plugin", "--profile", profile, "add", f"{source}:{bundle}"], home, cwd=base, timeout=600)
    if add.returncode:
        raise SystemExit(add.stderr)
    return home


def calls(count: int, start: int = 0) -> list[tuple[str, dict]]:
    """Memory tool calls alternating search and write (a memory-less peer answers
    "no such tool" for each: the same number of model steps)."""
    return [("memory_search", {"query": f"topic {i}"}) if i % 2 == 0 else
            ("memory_write", {"title": f"note {i}", "body": f"Bench note number {i}.", "type": "note"})
            for i in range(start, start + count)]


def session(host, home: Path, overlay: Path, steps: int, stats: Path) -> float:
    script = calls(steps - 1)
    work = home.parent / "work"
    work.mkdir(exist_ok=True)
    with ScriptedModel(script=script, final="Done.") as model:
        t0 = time.perf_counter()
        run = host.run(["--profile", "headless", "--patch", str(overlay), "Benchmark task."], home, cwd=work,
                       timeout=300, extra_env={"DEEPSEEK_BASE_URL": model.base_url, "DEEPSEEK_API_KEY": "k",
                                               "DSHKIT_MEMORY_STATS": str(stats)})
        wall = time.perf_counter() - t0
    if run.returncode:
        raise SystemExit(run.stderr[-3000:])
    return wall


def sdk_session(host, home: Path, turns: int, stats: Path) -> dict:
    """One runtime of DSH 0.2.1 (the SDK's DeepSeekHarness), one session of ``turns``
    user turns with one memory tool call each: boot, first turn, later turns (s)."""
    prompts = [f"Benchmark turn {t}." for t in range(turns)]
    work = home.parent / "work"
    work.mkdir(exist_ok=True)
    with MessagesScriptedModel(turns={p: calls(1, t) for t, p in enumerate(prompts)}, final="Done.") as model:
        harness = host.harness(home, work, base_url=model.base_url, extra_env={"DSHKIT_MEMORY_STATS": str(stats)})
        try:
            t0 = time.perf_counter()
            harness.start()
            out = {"boot": time.perf_counter() - t0, "turns": []}
            session = harness.start_session()
            for prompt in prompts:
                t0 = time.perf_counter()
                result = session.run(prompt)
                out["turns"].append(time.perf_counter() - t0)
                if result.finish_reason != "completed":
                    raise SystemExit(f"turn ended {result.finish_reason}: {prompt}")
        finally:
            harness.close()
    return out


def seed(path: Path) -> None:
    """One active global rule, so every session has a recall and a baseline to inject."""
    from dshkit.sidecar import ops
    from dshkit.sidecar.store import GLOBAL_SCOPE, Store

    path.parent.mkdir(parents=True, exist_ok=True)
    store = Store(str(path))
    try:
        w = ops.write_inbox(store, title="Lint first", body="Run make lint before every commit.",
                            entry_type="rule", scope=GLOBAL_SCOPE)
        ops.promote(store, w["name"])
    finally:
        store.close()


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--host", choices=["rc8", "sdk"], default="rc8",
                    help="rc8: DSH 0.1.0-rc.8 headless; sdk: DSH 0.2.1-rc.2 through its Python SDK")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=4, help="rc8: model steps per session (tool calls + final)")
    ap.add_argument("--turns", type=int, default=4, help="sdk: user turns per session (2 model steps each)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
        base = Path(tmp)
        build(REPO / "examples" / "memory" / "dshkit.yaml", base / "memory-bundle")
        (base / "plain-spec").mkdir()
        (base / "plain-spec" / "dshkit.yaml").write_text(PLAIN_SPEC)
        (base / "plain-spec" / "index.js").write_text("export const name = 'bench-plain'\nexport function apply () {}\n")
        build(base / "plain-spec" / "dshkit.yaml", base / "plain-bundle")
        if args.host == "sdk":
            bench_sdk(base, args)
        else:
            bench_rc8(base, args)


def hook_figures(stats: list[dict]) -> tuple[list[float], list[float]]:
    """The pre-step hook's times: each session's first step, and every later step."""
    return [s["stepHookMs"][0] for s in stats], [x for s in stats for x in s["stepHookMs"][1:]]


def print_common(stats: list[dict]) -> None:
    med = statistics.median
    first, rest = hook_figures(stats)
    print(f"pre-step hook, steps after the first: p50 {pct(rest, .5):.2f} ms, p95 {pct(rest, .95):.2f} ms "
          f"(n={len(rest)}); first step (sidecar cold start + recall): median {med(first):.0f} ms")
    cold = [s["coldStartToFirstInjectionMs"] for s in stats if s.get("coldStartToFirstInjectionMs") is not None]
    if cold:
        print(f"cold start, plugin apply -> first injection logged: median {med(cold):.0f} ms")
    rss = [s.get("sidecarPeakRssKb", 0) / 1024 for s in stats]
    cpu = [s.get("sidecarCpuTicks", 0) * 10 for s in stats]  # USER_HZ = 100 on Linux: 10 ms per tick
    print(f"sidecar per session: peak RSS median {med(rss):.1f} MB, CPU median {med(cpu):.0f} ms")


def bench_rc8(base: Path, args) -> None:
    host = ensure_host()
    overlay = write_hmr_overlay(base / "overlay")
    mem_home = install(host, base / "mem", base / "memory-bundle")
    seed(mem_home / "dshkit-memory" / "memory.sqlite3")
    plain_home = install(host, base / "plain", base / "plain-bundle")
    walls_mem, walls_plain, stats = [], [], []
    for r in range(args.rounds):
        path = base / f"stats-{r}.json"
        # the plain peer's model script still calls memory tools: DSH answers "no such
        # tool" the same number of steps, so both sides make the same model calls
        wp = session(host, plain_home, overlay, args.steps, base / "unused.json")
        wm = session(host, mem_home, overlay, args.steps, path)
        s = json.loads(path.read_text())
        walls_mem.append(wm)
        walls_plain.append(wp)
        stats.append(s)
        print(f"round {r + 1}: session {wm:.2f}s with memory, {wp:.2f}s without (x{wm / wp:.2f}); "
              f"hook first step {s['stepHookMs'][0]:.1f} ms, later steps "
              f"{', '.join(f'{x:.2f}' for x in s['stepHookMs'][1:])} ms; sidecar "
              f"{s.get('sidecarPeakRssKb', 0) / 1024:.1f} MB RSS")
    med = statistics.median
    print()
    print(f"DSH 0.1.0-rc.8 headless, session wall time (median of {args.rounds}): {med(walls_mem):.2f}s with "
          f"memory vs {med(walls_plain):.2f}s without -> x{med(walls_mem) / med(walls_plain):.2f}")
    print_common(stats)


def bench_sdk(base: Path, args) -> None:
    host = ensure_sdk_host()
    mem_home = install(host, base / "mem", base / "memory-bundle", profile="sdk", source="file")
    seed(mem_home / "dshkit-memory" / "memory.sqlite3")
    plain_home = install(host, base / "plain", base / "plain-bundle", profile="sdk", source="file")
    runs: dict[str, list[dict]] = {"mem": [], "plain": []}
    stats = []
    for r in range(args.rounds):
        path = base / f"stats-{r}.json"
        plain = sdk_session(host, plain_home, args.turns, base / "unused.json")
        mem = sdk_session(host, mem_home, args.turns, path)
        runs["plain"].append(plain)
        runs["mem"].append(mem)
        stats.append(json.loads(path.read_text()))
        print(f"round {r + 1}: boot {mem['boot']:.2f}s / {plain['boot']:.2f}s, first turn "
              f"{mem['turns'][0]:.2f}s / {plain['turns'][0]:.2f}s, later turns "
              f"{', '.join(f'{x:.2f}' for x in mem['turns'][1:])}s / "
              f"{', '.join(f'{x:.2f}' for x in plain['turns'][1:])}s (with / without memory); sidecar "
              f"{stats[-1].get('sidecarPeakRssKb', 0) / 1024:.1f} MB RSS")
    med = statistics.median
    print()
    print(f"DSH 0.2.1-rc.2 sdk profile via DeepSeekHarness, {args.turns} turns per session, medians of "
          f"{args.rounds} rounds, with memory vs without:")
    for label, pick in (("boot", lambda o: [o["boot"]]), ("first turn", lambda o: o["turns"][:1]),
                        ("later turns", lambda o: o["turns"][1:])):
        with_mem = med([x for o in runs["mem"] for x in pick(o)])
        without = med([x for o in runs["plain"] for x in pick(o)])
        print(f"  {label}: {with_mem:.3f}s vs {without:.3f}s -> x{with_mem / without:.2f}")
    print_common(stats)


if __name__ == "__main__":
    main()
