"""Memory inside the real host: what the memory bundle costs a DSH session.

Runs DSH 0.1.0-rc.8 headless (the cached install, tests/dshhost.py) against the
scripted local model of tests/host/, each round twice in one process: with the
examples/memory bundle and, as the peer, with a bundle that has no memory (the
same host, profile and model script). Prints per round and as medians:

- wall time of a session (process start to exit), with / without memory, and the ratio;
- the time the entry's ``agent/pre-step`` hook adds to each model step (p50/p95 over
  every step; the first step of a session includes the sidecar's cold start);
- cold start: plugin apply to the first injected message logged by the host;
- the sidecar's RSS and CPU time over the session (from /proc at dispose).

    python bench/bench_memory_host.py [--rounds 5] [--steps 4]
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

from tests.dshhost import ensure_host  # noqa: E402
from tests.host.headless import write_hmr_overlay  # noqa: E402
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


def install(host, base: Path, bundle: Path) -> Path:
    home = base / "home"
    home.mkdir(parents=True)
    add = host.run(["plugin", "--profile", "headless", "add", f"link:{bundle}"], home, cwd=base, timeout=600)
    if add.returncode:
        raise SystemExit(add.stderr)
    return home


def session(host, home: Path, overlay: Path, steps: int, stats: Path) -> float:
    script = [("memory_search", {"query": f"topic {i}"}) if i % 2 == 0 else
              ("memory_write", {"title": f"note {i}", "body": f"Bench note number {i}.", "type": "note"})
              for i in range(steps - 1)]
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
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=4, help="model steps per session (tool calls + final)")
    args = ap.parse_args()
    host = ensure_host()
    with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
        base = Path(tmp)
        build(REPO / "examples" / "memory" / "dshkit.yaml", base / "memory-bundle")
        (base / "plain-spec").mkdir()
        (base / "plain-spec" / "dshkit.yaml").write_text(PLAIN_SPEC)
        (base / "plain-spec" / "index.js").write_text("export const name = 'bench-plain'\nexport function apply () {}\n")
        build(base / "plain-spec" / "dshkit.yaml", base / "plain-bundle")
        overlay = write_hmr_overlay(base / "overlay")
        mem_home = install(host, base / "mem", base / "memory-bundle")
        seed(mem_home / "dshkit-memory" / "memory.sqlite3")
        plain_home = install(host, base / "plain", base / "plain-bundle")
        walls_mem, walls_plain, hook_first, hook_rest, cold, rss, cpu = [], [], [], [], [], [], []
        for r in range(args.rounds):
            stats = base / f"stats-{r}.json"
            # the plain peer's model script still calls memory tools: DSH answers "no such
            # tool" the same number of steps, so both sides make the same model calls
            wp = session(host, plain_home, overlay, args.steps, base / "unused.json")
            wm = session(host, mem_home, overlay, args.steps, stats)
            s = json.loads(stats.read_text())
            walls_mem.append(wm)
            walls_plain.append(wp)
            hook_first.append(s["stepHookMs"][0])
            hook_rest += s["stepHookMs"][1:]
            if s.get("coldStartToFirstInjectionMs") is not None:
                cold.append(s["coldStartToFirstInjectionMs"])
            rss.append(s.get("sidecarPeakRssKb", 0) / 1024)
            cpu.append(s.get("sidecarCpuTicks", 0) * 10)  # USER_HZ = 100 on Linux: 10 ms per tick
            print(f"round {r + 1}: session {wm:.2f}s with memory, {wp:.2f}s without (x{wm / wp:.2f}); "
                  f"hook first step {s['stepHookMs'][0]:.1f} ms, later steps "
                  f"{', '.join(f'{x:.2f}' for x in s['stepHookMs'][1:])} ms; sidecar "
                  f"{rss[-1]:.1f} MB RSS, {cpu[-1]} ms CPU")
        med = statistics.median
        print()
        print(f"session wall time (median of {args.rounds}): {med(walls_mem):.2f}s with memory vs "
              f"{med(walls_plain):.2f}s without -> x{med(walls_mem) / med(walls_plain):.2f}")
        print(f"pre-step hook, steps after the first: p50 {pct(hook_rest, .5):.2f} ms, p95 {pct(hook_rest, .95):.2f} ms "
              f"(n={len(hook_rest)}); first step (sidecar cold start + recall): median {med(hook_first):.0f} ms")
        if cold:
            print(f"cold start, plugin apply -> first injection logged: median {med(cold):.0f} ms")
        print(f"sidecar per session: peak RSS median {med(rss):.1f} MB, CPU median {med(cpu):.0f} ms")


if __name__ == "__main__":
    main()
