"""The evolution sandbox's cost and its limits as enforced, on both host lines.

The measuring code runs in the host's own process, so the sandbox's children are what they
are for a user: on ``rc8`` the parent is the rc.8 host's Node 24 (the driver is run as a
script by it); on ``sdk`` the parent is the 0.2.1-rc.2 runtime executable (the driver is a
plugin row loaded with ``--patch``, as tests/sandbox/ does). Per host line it prints medians
over ``--rounds``:

- peer: a bare spawn of the same executable whose preload exits at once (the floor any
  child process costs there), and on rc8 also ``node -e ''``;
- ``runScript`` cold (the seed's sort script; spawn to result) and ``runHooks`` with 4 hooks;
- the limits as enforced: an endless loop (sync and async) stopped by the 200 ms run bound,
  an uninterruptible builtin stopped by the 5 s process kill, a hook's 1 s process kill, an
  oversized input refused before any spawn (all as spawn-to-result times).

    python bench/bench_sandbox.py [--host rc8|sdk|both] [--rounds 7]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.dshhost import ensure_host, ensure_sdk_host  # noqa: E402
from tests.sandbox.jsrun import SOURCE_MODULE, bundle_layout, clean_env  # noqa: E402

DRIVER = r"""
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] }
async function timeIt (rounds, fn) {
  const ms = []
  let last
  for (let i = 0; i < rounds; i++) { const t = performance.now(); last = await fn(); ms.push(performance.now() - t) }
  return { medianMs: Math.round(median(ms) * 10) / 10, minMs: Math.round(Math.min(...ms) * 10) / 10, last }
}
const bare = (argv, env) => new Promise((resolve) => {
  const c = spawn(process.execPath, argv, { env, stdio: ['ignore', 'ignore', 'ignore'] })
  c.on('close', resolve)
})
const mod = (body) => `export function run(input) {\n${body}\n}`

async function measure () {
  const sb = await import(process.env.DSHKIT_SANDBOX)
  const rounds = Number(process.env.DSHKIT_ROUNDS)
  const out = { execPath: process.execPath, node: process.version, rounds, peers: {}, cost: {}, limits: {} }
  writeFileSync(process.env.DSHKIT_EMPTY, 'process.reallyExit(0)\n')
  const sort = 'export function run(input) {\n  return [...new Set(input)].sort()\n}'
  const hook = (i) => ({ name: `h${i}`, code: 'export const timeoutMs = 100\nexport function run(e) { return e.isError ? { note: "look first" } : {} }' })
  // interleaved, round by round: a busy shared machine drifts, and every figure of a round shares its drift
  const series = {
    'peer emptyPreload': () => bare([], sb.childEnv(process.env.DSHKIT_EMPTY)),
    ...(process.env.DSHKIT_SEA ? {} : { 'peer nodeE': () => bare(['-e', ''], {}) }),
    'cost runScript': () => sb.runScript({ code: sort, input: [3, 1, 3, 2] }),
    'cost runHooks4': () => sb.runHooks([0, 1, 2, 3].map(hook), { isError: true }),
    'cost runHooks1': () => sb.runHooks([hook(0)], { isError: true })
  }
  const ms = Object.fromEntries(Object.keys(series).map((k) => [k, []]))
  const last = {}
  for (let i = 0; i < rounds; i++) {
    for (const [k, fn] of Object.entries(series)) { const t = performance.now(); last[k] = await fn(); ms[k].push(performance.now() - t) }
  }
  for (const [k, xs] of Object.entries(ms)) {
    const [kind, label] = k.split(' ')
    out[kind === 'peer' ? 'peers' : 'cost'][label] = { medianMs: Math.round(median(xs) * 10) / 10, minMs: Math.round(Math.min(...xs) * 10) / 10, last: last[k] }
  }
  const few = Math.max(1, Math.min(3, rounds))
  out.limits.syncLoop = await timeIt(few, () => sb.runScript({ code: mod('for (;;) {}'), input: 0 }))
  out.limits.asyncLoop = await timeIt(few, () => sb.runScript({ code: 'export async function run() { for (;;) await null }', input: 0 }))
  out.limits.processKill = await timeIt(1, () => sb.runScript({ code: mod('return new Array(2 ** 27).fill(0).length'), input: 0 }))
  out.limits.hookProcessKill = await timeIt(1, () => sb.runHooks([{ name: 'k', code: mod('return { note: String(new Array(2 ** 27).fill(0).length) }') }], {}))
  out.limits.heapBomb = await timeIt(1, () => sb.runScript({ code: mod('let s = "x"; for (;;) { s += s; s.indexOf("y") }'), input: 0 }))
  out.limits.inputTooLarge = await timeIt(few, () => sb.runScript({ code: mod('return 1'), input: 'x'.repeat(sb.LIMITS.inputBytes) }))
  out.limits.outputTooLarge = await timeIt(few, () => sb.runScript({ code: mod('return "x".repeat(24575)'), input: 0 }))
  out.LIMITS = sb.LIMITS
  return out
}

export const name = 'dshkit-bench-sandbox'
export async function apply () {
  writeFileSync(process.env.DSHKIT_OUT, JSON.stringify(await measure()))
  process.exit(0)
}
if (!process.env.DSHKIT_SEA) writeFileSync(process.env.DSHKIT_OUT, JSON.stringify(await measure()))
"""

OVERLAY = "- insert:\n    - id: dshkit-bench-sandbox\n      name: {module}\n"


def run_line(line: str, rounds: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="dshkit-bench-sandbox-") as tmp:
        work = Path(tmp)
        driver = work / "driver.mjs"
        driver.write_text(DRIVER, encoding="utf-8")
        out = work / "out.json"
        env = {"DSHKIT_OUT": str(out), "DSHKIT_ROUNDS": str(rounds), "DSHKIT_EMPTY": str(work / "empty.cjs")}
        if line == "rc8":
            env["DSHKIT_SANDBOX"] = SOURCE_MODULE.as_uri()
            subprocess.run([str(ensure_host().node), str(driver)], env=clean_env(env), check=True, timeout=600)
        else:
            host = ensure_sdk_host()
            env.update(DSHKIT_SEA="1", DSHKIT_SANDBOX=bundle_layout(work / "bundle").as_uri())
            overlay = work / "overlay.yml"
            overlay.write_text(OVERLAY.format(module=json.dumps(str(driver))), encoding="utf-8")
            (work / "home").mkdir()
            host.run(["--profile", "sdk-minimal", "--patch", str(overlay)], work / "home", cwd=work,
                     timeout=600, extra_env=env)
        return json.loads(out.read_text(encoding="utf-8"))


def show(line: str, r: dict) -> None:
    print(f"\n== {line}: parent and child {r['execPath']} (Node {r['node']}), {r['rounds']} rounds, medians")
    floor = r["peers"]["emptyPreload"]["medianMs"]
    for name, m in r["peers"].items():
        print(f"  peer  {name:<16} {m['medianMs']:8.1f} ms")
    for name, m in r["cost"].items():
        print(f"  cost  {name:<16} {m['medianMs']:8.1f} ms  ({m['medianMs'] / floor:.2f}x the bare spawn)")
    for name, m in r["limits"].items():
        last = m["last"]
        what = json.dumps(last if isinstance(last, list) else {k: last[k] for k in ("code", "error") if k in last})[:110]
        print(f"  limit {name:<16} {m['medianMs']:8.1f} ms  {what}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--host", choices=["rc8", "sdk", "both"], default="both")
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    for line in (["rc8", "sdk"] if args.host == "both" else [args.host]):
        show(line, run_line(line, args.rounds))


if __name__ == "__main__":
    main()
