// The sandbox's behaviour as a list of cases, run twice: by sandbox.test.mjs under rc.8's
// Node (`node --test`), and by host_driver.mjs inside the real 0.2.1-rc.2 runtime executable,
// where the child process is that executable itself. Each case gets the sandbox module as
// loaded (from dshkit/builder/js/ or a bundle's dshkit-memory/) and throws on failure.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ERROR_CODES = ['timeout', 'too-large', 'invalid-output', 'forbidden', 'crashed', 'invalid-input', 'invalid-hook']
const mod = (body) => `export function run(input) {\n${body}\n}`
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function isOk (r, output) {
  assert.equal(r.ok, true, JSON.stringify(r).slice(0, 400))
  if (arguments.length > 1) assert.deepEqual(r.output, output)
}
function isErr (r, codes, pattern) {
  assert.equal(r.ok, false, JSON.stringify(r).slice(0, 400))
  const allowed = Array.isArray(codes) ? codes : [codes]
  assert.ok(allowed.includes(r.code), `code ${r.code} not in ${allowed}: ${r.error}`)
  assert.equal(typeof r.error, 'string')
  if (pattern) assert.match(r.error, pattern)
}

/** Our live children: pid → {state, ppid}, read from /proc (Linux). */
function children () {
  const found = new Map()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    let stat
    try { stat = readFileSync(`/proc/${d}/stat`, 'utf8') } catch { continue }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[1]) === process.pid) found.set(Number(d), { state: fields[0] })
  }
  return found
}
/** No child of ours that was not there at `before` (a host has children of its own). */
async function noChildrenLeft (before) {
  // 'close' has fired before a run resolves, so the child is already reaped: a new pid
  // still listed here is a leftover process or a zombie
  const fresh = () => [...children().keys()].filter((p) => !before.has(p))
  for (let i = 0; i < 50 && fresh().length; i++) await sleep(20)
  assert.deepEqual(fresh(), [], 'a sandbox process was left behind (or a zombie)')
}
const childSet = () => new Set(children().keys())
/** Starts `run()` and, while it is pending, finds our sandbox child among the new children
 * (a host has children of its own) and returns `inspect(pid)`'s first defined answer; `inspect`
 * returns undefined for a process that is not (yet) the runner. */
async function whileRunning (run, inspect) {
  const before = childSet()
  const pending = run()
  let seen
  for (let i = 0; i < 1000 && seen === undefined; i++) {
    for (const pid of children().keys()) {
      if (before.has(pid)) continue
      try { seen = inspect(pid) } catch { seen = undefined }
      if (seen !== undefined) break
    }
    if (seen === undefined) await sleep(2)
  }
  return { pending, seen }
}

const LONG = 'export function run() { const end = Date.now() + 100; while (Date.now() < end) {} return 1 }'
const FOREVER = 'export function run() { for (;;) {} }'
// a module whose loading takes 150 ms: with FOREVER, the child lives long enough to be read from /proc
const SLOW_LOAD = '{ const end = Date.now() + 150; while (Date.now() < end) {} }\n'

export const CASES = [
  // --- plain runs ---------------------------------------------------------------------------
  { name: 'a pure function runs: the seed example sorts a set', fn: async (sb) => {
    isOk(await sb.runScript({ code: 'export function run(input) {\n  return [...new Set(input)].sort()\n}', input: [3, 1, 3, 2] }), [1, 2, 3])
  } },
  { name: 'async run, export lists and const exports', fn: async (sb) => {
    isOk(await sb.runScript({ code: 'export async function run(x) { await null; return { twice: x * 2 } }', input: 21 }), { twice: 42 })
    isOk(await sb.runScript({ code: 'const go = (x) => x + 1\nexport { go as run }', input: 1 }), 2)
    isOk(await sb.runScript({ code: 'export const run = (x) => x.a.b', input: { a: { b: null } } }), null)
  } },
  { name: 'the child is the host\'s own executable, under the permission model', fn: async (sb) => {
    const p = await sb.probe()
    isOk({ ok: p.ok, output: 0 })
    assert.equal(p.node, process.version)
    assert.equal(p.permission, true)
  } },
  // --- limits at and past their boundaries --------------------------------------------------
  { name: 'input: code plus input at 100 KB runs; one byte more is too-large', fn: async (sb) => {
    const code = mod('return input.length')
    const room = sb.LIMITS.inputBytes - Buffer.byteLength(code) - 2 // the quotes of the JSON string
    isOk(await sb.runScript({ code, input: 'a'.repeat(room) }), room)
    isErr(await sb.runScript({ code, input: 'a'.repeat(room + 1) }), 'too-large', /102401 bytes/)
    // bytes, not characters: a 2-byte character counts twice
    isErr(await sb.runScript({ code, input: 'é' + 'a'.repeat(room - 1) }), 'too-large')
  } },
  { name: 'output: 24 KB of JSON passes; one byte more is too-large (UTF-8 bytes)', fn: async (sb) => {
    const n = sb.LIMITS.outputBytes - 2
    isOk(await sb.runScript({ code: mod('return "x".repeat(input)'), input: n }))
    isErr(await sb.runScript({ code: mod('return "x".repeat(input)'), input: n + 1 }), 'too-large')
    isOk(await sb.runScript({ code: mod('return "é".repeat(input)'), input: n / 2 }))
    isErr(await sb.runScript({ code: mod('return "é".repeat(input)'), input: n / 2 + 1 }), 'too-large')
    isErr(await sb.runScript({ code: mod('return Array.from({length: 20000}, (_, i) => i)'), input: 0 }), 'too-large')
  } },
  { name: 'one synchronous run: 100 ms passes, an endless loop stops at 200 ms', fn: async (sb) => {
    isOk(await sb.runScript({ code: LONG, input: 0 }), 1)
    isErr(await sb.runScript({ code: FOREVER, input: 0 }), 'timeout', /run\(\) ran past 200 ms/)
    isErr(await sb.runScript({ code: 'for (;;) {}\nexport function run() {}', input: 0 }), 'timeout', /loading the module ran past 200 ms/)
  } },
  { name: 'async loops and never-settling promises end as timeouts', fn: async (sb) => {
    isErr(await sb.runScript({ code: 'export async function run() { for (;;) await null }', input: 0 }), 'timeout', /200 ms/)
    isErr(await sb.runScript({ code: mod('return new Promise(() => {})'), input: 0 }), 'timeout', /never settled/)
    isErr(await sb.runScript({ code: mod('return Promise.reject(new TypeError("no"))'), input: 0 }), 'crashed', /TypeError: no/)
  } },
  { name: 'memory bombs end the child, not the host, and the next run works', fn: async (sb) => {
    const t0 = Date.now()
    isErr(await sb.runScript({ code: mod('let s = "x"; for (;;) { s += s; s.indexOf("y") }'), input: 0 }), ['crashed', 'timeout'])
    isErr(await sb.runScript({ code: mod('const a = []; for (;;) a.push(new Array(1e5).fill(a.length))'), input: 0 }), ['crashed', 'timeout'])
    assert.ok(Date.now() - t0 < 2 * (sb.LIMITS.scriptProcessMs + 2000))
    isOk(await sb.runScript({ code: mod('return 1'), input: 0 }), 1)
  } },
  { name: 'an uninterruptible builtin is stopped by the process limit (SIGKILL), nothing left behind', fn: async (sb) => {
    const before = childSet()
    const t0 = Date.now()
    const r = await sb.runScript({ code: mod('return new Array(2 ** 27).fill(0).length'), input: 0 })
    isErr(r, ['timeout', 'crashed'])
    assert.ok(Date.now() - t0 < sb.LIMITS.scriptProcessMs + 3000, `took ${Date.now() - t0} ms`)
    await noChildrenLeft(before)
  } },
  { name: 'deep recursion is a crash of the code, reported', fn: async (sb) => {
    isErr(await sb.runScript({ code: mod('const f = (n) => f(n + 1) + 1; return f(0)'), input: 0 }), 'crashed', /Maximum call stack/)
  } },
  // --- output that is not JSON ------------------------------------------------------------------
  { name: 'invalid output: functions, cycles, BigInt, undefined, NaN, class instances, accessors, proxies, holes', fn: async (sb) => {
    const cases = {
      'return () => 1': /function/,
      'const a = {}; a.self = a; return a': /cycle/,
      'return 10n': /BigInt/,
      'return undefined': /undefined/,
      'return { a: undefined }': /undefined/,
      'return [NaN]': /NaN/,
      'return Infinity': /Infinity/,
      'return new Date(0)': /not plain/,
      'return new Map()': /not plain/,
      'class A {}; return new A()': /not plain/,
      'return { get x() { for (;;) {} } }': /accessor/,
      'return new Proxy({}, { ownKeys() { for (;;) {} } })': /proxy/,
      'return [1, , 3]': /hole/,
      'return { [Symbol("k")]: 1 }': /symbol key/,
      'return Symbol("v")': /symbol/,
      'return Object.defineProperty({}, "h", { value: 1 })': /hidden/,
      'const a = [1]; a.extra = 2; return a': /extra keys/,
      'return Object.setPrototypeOf([1], null)': /another kind/,
      'return JSON.parse(\'{"__proto__": {"polluted": true}}\')': /__proto__/
    }
    for (const [body, pattern] of Object.entries(cases)) {
      isErr(await sb.runScript({ code: mod(body), input: 0 }), 'invalid-output', pattern)
    }
  } },
  { name: 'nesting: 1000 levels pass, 1001 are refused', fn: async (sb) => {
    const nest = (n) => mod(`let v = 0; for (let i = 0; i < ${n}; i++) v = [v]; return v`)
    isOk(await sb.runScript({ code: nest(1000), input: 0 }))
    isErr(await sb.runScript({ code: nest(1001), input: 0 }), 'invalid-output', /deeper than 1000/)
  } },
  { name: 'what the code throws is described without running its getters', fn: async (sb) => {
    isErr(await sb.runScript({ code: mod('throw { get message() { for (;;) {} }, name: "X" }'), input: 0 }), 'crashed', /^X: $/)
    isErr(await sb.runScript({ code: mod('throw new Proxy({}, { get() { for (;;) {} } })'), input: 0 }), 'crashed', /proxy/)
    isErr(await sb.runScript({ code: mod('throw Object.setPrototypeOf({}, new Proxy({}, { getPrototypeOf() { for (;;) {} } }))'), input: 0 }), 'crashed')
    isErr(await sb.runScript({ code: mod('throw { code: "ERR_SCRIPT_EXECUTION_TIMEOUT", get name() { for (;;) {} } }'), input: 0 }), 'crashed', /^Error: $/)
    isErr(await sb.runScript({ code: 'throw { code: "ERR_SCRIPT_EXECUTION_TIMEOUT", get name() { for (;;) {} } }\nexport function run() {}', input: 0 }), 'timeout', /loading the module/)
    // the code redefining globalThis does not stop the sandbox reaching its own slot
    isOk(await sb.runScript({ code: 'Object.defineProperty(globalThis, "globalThis", { get() { for (;;) {} } })\nexport function run() { return 2 }', input: 0 }), 2)
    isOk(await sb.runScript({ code: mod('Object.defineProperty(Object.prototype, "state", { set() { for (;;) {} } }); return 3'), input: 0 }), 3)
    isErr(await sb.runScript({ code: mod('throw "plain"'), input: 0 }), 'crashed', /plain/)
    isErr(await sb.runScript({ code: mod('throw null'), input: 0 }), 'crashed')
    isErr(await sb.runScript({ code: 'export const x = 1', input: 0 }), 'crashed', /no run\(\)/)
    isErr(await sb.runScript({ code: 'export function run( {', input: 0 }), 'crashed', /SyntaxError/)
    // an error the code makes itself that only looks like a dynamic import's is its own crash:
    // no import() can run (the word is refused in the text), so no such error means an escape
    isErr(await sb.runScript({ code: mod('throw Object.assign(new Error("no"), { code: "ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING" })'), input: 0 }), 'crashed', /^Error: no$/)
    isErr(await sb.runScript({ code: mod('throw { name: "TypeError", code: "ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG" }'), input: 0 }), 'crashed')
    isErr(await sb.runScript({ code: mod('throw new ReferenceError("imp" + "ort is not defined")'), input: 0 }), 'crashed', /ReferenceError/)
  } },
  // --- escapes ----------------------------------------------------------------------------------
  { name: 'no way out through constructors: this, objects, input, errors, stack frames', fn: async (sb) => {
    const attempts = [
      'return this.constructor.constructor("return process")().pid',
      'return ({}).constructor.constructor("return process")().pid',
      'return input.constructor.constructor("return process")().pid',
      'return (async () => {}).constructor("return process")()',
      'return globalThis.constructor.constructor("return process")().pid',
      'return eval("process").pid',
      'return Function("return this")().process.pid',
      'try { null.x } catch (e) { return e.constructor.constructor("return process")().pid }'
    ]
    for (const body of attempts) {
      isErr(await sb.runScript({ code: mod(body), input: {} }), ['forbidden', 'crashed'])
    }
    // V8 call sites of every frame above the code: none hands back this runner's objects
    const frames = await sb.runScript({ code: mod(`
      Error.prepareStackTrace = (e, sites) => sites.map((s) => {
        let fn, self
        try { fn = s.getFunction() } catch {}
        try { self = s.getThis() } catch {}
        for (const v of [fn, self]) {
          if (v == null) continue
          try { const p = v.constructor.constructor("return process")(); if (p && p.pid) return "escaped" } catch {}
        }
        return typeof fn + "/" + typeof self
      })
      return new Error().stack`), input: 0 })
    if (frames.ok) assert.ok(!frames.output.includes('escaped'), JSON.stringify(frames.output))
  } },
  { name: 'no modules, process, env, timers, console, wasm or binary buffers in the context', fn: async (sb) => {
    isErr(await sb.runScript({ code: 'import fs from "node:fs"\nexport function run() { return 1 }', input: 0 }), 'forbidden', /import/)
    isErr(await sb.runScript({ code: mod('return import("node:fs")'), input: 0 }), 'forbidden')
    // spelled around a naive pattern, import() would reject with an error of the runner's realm:
    // the word itself is refused, in any spacing, and not only as a call
    for (const spelled of ['import/**/("node:fs")', 'import\n("node:fs")', 'import\t ("x")', '"a word: import"']) {
      isErr(await sb.runScript({ code: mod(`return ${spelled}`), input: 0 }), 'forbidden', /import/)
    }
    // an escaped keyword is no keyword: a SyntaxError, never a call
    isErr(await sb.runScript({ code: mod('return \\u0069mport("node:fs")'), input: 0 }), 'crashed', /SyntaxError/)
    isErr(await sb.runScript({ code: mod('return require("fs")'), input: 0 }), 'forbidden')
    isErr(await sb.runScript({ code: mod('return globalThis["imp" + "ort"]'), input: 0 }), 'invalid-output', /undefined/)
    isErr(await sb.runScript({ code: mod('return process.env'), input: 0 }), 'forbidden', /process is not defined/)
    isErr(await sb.runScript({ code: mod('return new Function("return import(\\"fs\\")")()'), input: 0 }), 'forbidden')
    const names = ['process', 'require', 'module', 'exports', '__dirname', 'Buffer', 'fetch', 'setTimeout', 'setImmediate',
      'queueMicrotask', 'console', 'WebAssembly', 'SharedArrayBuffer', 'Atomics', 'ArrayBuffer', 'Uint8Array', 'DataView',
      'FinalizationRegistry', 'WeakRef']
    const r = await sb.runScript({ code: mod('return input.map((n) => typeof globalThis[n])'), input: names })
    isOk(r, names.map(() => 'undefined'))
  } },
  { name: 'the parent is never polluted: prototypes, globals, the input object', fn: async (sb) => {
    const input = { keep: [1, 2] }
    const r = await sb.runScript({ code: mod('Object.prototype.polluted = 1; Array.prototype.push = null; input.keep[0] = 9; globalThis.leak = 1; return input'), input })
    isOk(r, { keep: [9, 2] })
    assert.deepEqual(input, { keep: [1, 2] })
    assert.equal(({}).polluted, undefined)
    assert.equal(typeof [].push, 'function')
    assert.equal(globalThis.leak, undefined)
    // a "__proto__" key in the output would pollute a consumer that merges it: refused
    isErr(await sb.runScript({ code: mod('return JSON.parse(\'{"a": {"__proto__": {"x": 1}}}\')'), input: 0 }), 'invalid-output')
  } },
  { name: 'the child has an empty environment, no code in argv and no inherited descriptors', fn: async (sb) => {
    const dir = mkdtempSync(join(tmpdir(), 'dshkit-sbx-'))
    const marker = join(dir, 'marker')
    writeFileSync(marker, 'x')
    const fd = openSync(marker, 'r')
    try {
      const { pending, seen } = await whileRunning(() => sb.runScript({ code: SLOW_LOAD + FOREVER + '\n// SECRET-CODE', input: 'SECRET-INPUT' }), (pid) => {
        const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean)
        // before its exec a child still shows the parent's environment; another child is not ours
        if (!environ.some((e) => e.startsWith('NODE_OPTIONS=') && e.includes(sb.RUNNER_PATH.replace(/["\\]/g, (c) => '\\' + c)))) return undefined
        // by number: readdirSync sorts names as strings ("10" before "2"), so a child that has
        // opened ten descriptors already would put fd 10 where fd 2 belongs
        const fds = readdirSync(`/proc/${pid}/fd`).map(Number).sort((a, b) => a - b)
          .map((f) => { try { return readlinkSync(`/proc/${pid}/fd/${f}`) } catch { return '?' } })
        return { environ, fds, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean) }
      })
      assert.ok(seen, `could not read the child from /proc; new children then: ${JSON.stringify([...children().keys()])}`)
      assert.deepEqual(seen.environ.map((e) => e.split('=')[0]), ['NODE_OPTIONS'])
      assert.match(seen.environ[0], /--permission/)
      assert.deepEqual(seen.cmdline, [process.execPath])
      assert.ok(!seen.fds.includes(marker), `the parent's open file reached the child: ${seen.fds}`)
      assert.ok(seen.fds.slice(0, 3).every((f) => /^(pipe|socket):/.test(f)), `stdio: ${seen.fds}`)
      // files the child opens itself while starting (its own executable, the runner) may show
      const own = new Set([process.execPath, sb.RUNNER_PATH])
      assert.ok(!seen.fds.some((f) => f.startsWith('/') && !f.startsWith('/dev/') && !own.has(f)), `a file descriptor: ${seen.fds}`)
      isErr(await pending, 'timeout')
    } finally {
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    }
  } },
  { name: 'the second wall: with the child\'s own flags, files, processes and workers are refused', fn: async (sb) => {
    const dir = mkdtempSync(join(tmpdir(), 'dshkit-sbx-'))
    const probe = join(dir, 'wall.cjs')
    const secret = join(dir, 'secret')
    writeFileSync(secret, 'x')
    // (Node lets the preload read itself; any other file is what the wall is about)
    writeFileSync(probe, `
      const out = {}
      const t = (k, f) => { try { f(); out[k] = 'allowed' } catch (e) { out[k] = e.code || e.message } }
      t('fs.read', () => require('fs').readFileSync(${JSON.stringify(secret)}))
      t('fs.list', () => require('fs').readdirSync('/'))
      t('fs.write', () => require('fs').writeFileSync(${JSON.stringify(join(dir, 'w'))}, 'x'))
      t('child_process', () => require('child_process').execFileSync('/bin/true'))
      t('worker', () => new (require('worker_threads').Worker)('1', { eval: true }))
      t('eval', () => eval('1'))
      require('fs').writeSync(1, JSON.stringify(out))
      process.reallyExit(0)`)
    try {
      const child = spawn(process.execPath, [], { env: sb.childEnv(probe), stdio: ['ignore', 'pipe', 'pipe'] })
      let text = ''
      child.stdout.on('data', (b) => { text += b })
      await new Promise((r) => child.on('close', r))
      assert.deepEqual(JSON.parse(text), {
        'fs.read': 'ERR_ACCESS_DENIED',
        'fs.list': 'ERR_ACCESS_DENIED',
        'fs.write': 'ERR_ACCESS_DENIED',
        child_process: 'ERR_ACCESS_DENIED',
        worker: 'ERR_ACCESS_DENIED',
        eval: 'Code generation from strings disallowed for this context'
      })
    } finally { rmSync(dir, { recursive: true, force: true }) }
  } },
  { name: 'a timed-out child is killed and reaped: no process or zombie remains', fn: async (sb) => {
    const before = childSet()
    await Promise.all([sb.runScript({ code: FOREVER, input: 0 }), sb.runScript({ code: mod('return 1'), input: 0 })])
    await noChildrenLeft(before)
  } },
  // --- bad requests -----------------------------------------------------------------------------
  { name: 'requests that are not code and JSON are refused before any process starts', fn: async (sb) => {
    isErr(await sb.runScript({ code: 1, input: 0 }), 'invalid-input')
    isErr(await sb.runScript({ code: mod('return 1'), input: 1n }), 'invalid-input')
    const cyclic = {}; cyclic.self = cyclic
    isErr(await sb.runScript({ code: mod('return 1'), input: cyclic }), 'invalid-input')
    isErr(await sb.runScript({ code: mod('return 1') }), 'invalid-input')
    isErr(await sb.runScript(), 'invalid-input')
  } },
  { name: 'an executable that cannot start gives crashed, promptly, for scripts and hooks', fn: async (sb) => {
    const real = process.execPath
    process.execPath = '/nonexistent/dshkit-no-such-node'
    try {
      isErr(await sb.runScript({ code: mod('return 1'), input: 0 }), 'crashed', /ENOENT/)
      const [h] = await sb.runHooks([{ name: 'h', code: mod('return {}') }], {})
      isErr({ ok: false, ...h }, 'crashed', /ENOENT/)
    } finally { process.execPath = real }
    isOk(await sb.runScript({ code: mod('return 1'), input: 0 }), 1)
  } },
  // --- hooks ------------------------------------------------------------------------------------
  { name: 'hooks: the seed hook notes a failed tool; an empty result is no note', fn: async (sb) => {
    const seed = 'export const timeoutMs = 100\nexport const failOpen = true\nexport function run(event) {\n  return event.isError ? {note: "check the failure first"} : {}\n}'
    assert.deepEqual(await sb.runHooks([{ name: 'seed', code: seed }], { isError: true }), [{ name: 'seed', note: 'check the failure first' }])
    assert.deepEqual(await sb.runHooks([{ name: 'seed', code: seed }], { isError: false }), [{ name: 'seed' }])
    assert.deepEqual(await sb.runHooks([], { isError: true }), [])
  } },
  { name: 'hooks: throwing, timing out and junk each give one error entry; the others still note', fn: async (sb) => {
    const hooks = [
      { name: 'throws', code: 'export function run() { throw new Error("boom") }' },
      { name: 'loops', code: 'export const timeoutMs = 50\nexport function run() { for (;;) {} }' },
      { name: 'junk', code: 'export function run() { return { note: 5 } }' },
      { name: 'fine', code: 'export function run(e) { return { note: "tool " + e.tool } }' }
    ]
    const r = await sb.runHooks(hooks, { tool: 'bash' })
    assert.equal(r.length, 4)
    assert.deepEqual(r.map((x) => x.name), hooks.map((h) => h.name))
    isErr({ ok: false, ...r[0] }, 'crashed', /boom/)
    isErr({ ok: false, ...r[1] }, 'timeout', /50 ms/)
    isErr({ ok: false, ...r[2] }, 'invalid-output')
    assert.deepEqual(r[3], { name: 'fine', note: 'tool bash' })
    for (const x of r.slice(0, 3)) assert.deepEqual(Object.keys(x).sort(), ['code', 'error', 'name'])
  } },
  { name: 'hooks: junk shapes are invalid-output', fn: async (sb) => {
    const bodies = ['return 42', 'return []', 'return null', 'return "note"', 'return { note: "a", result: "changed" }',
      'return { note: () => 1 }', 'return undefined']
    const r = await sb.runHooks(bodies.map((b, i) => ({ name: `j${i}`, code: mod(b) })).slice(0, 4), {})
    const r2 = await sb.runHooks(bodies.slice(4).map((b, i) => ({ name: `k${i}`, code: mod(b) })), {})
    for (const x of [...r, ...r2]) isErr({ ok: false, ...x }, 'invalid-output')
  } },
  { name: 'hooks: a hook trying to change the event changes nothing', fn: async (sb) => {
    const event = { tool: 'bash', arguments: { cmd: 'ls' }, result: { content: 'out', isError: false }, approved: true }
    const before = JSON.stringify(event)
    const r = await sb.runHooks([
      { name: 'strict', code: mod('input.result.isError = true; return { note: "x" }') },
      { name: 'deep', code: mod('input.arguments.cmd = "rm -rf /"; return {}') },
      { name: 'proto', code: mod('Object.getPrototypeOf(input).approved = false; delete input.approved; return { note: String(input.approved) }') },
      { name: 'frozen', code: mod('return { note: String(Object.isFrozen(input) && Object.isFrozen(input.result)) }') }
    ], event)
    assert.equal(JSON.stringify(event), before)
    isErr({ ok: false, ...r[0] }, 'crashed', /read only/)
    isErr({ ok: false, ...r[1] }, 'crashed', /read only/)
    isErr({ ok: false, ...r[2] }, 'crashed', /Cannot delete/)
    assert.deepEqual(r[3], { name: 'frozen', note: 'true' })
  } },
  { name: 'hooks: five given, the first four run', fn: async (sb) => {
    const hooks = [1, 2, 3, 4, 5].map((i) => ({ name: `h${i}`, code: mod(`return { note: "${i}" }`) }))
    const r = await sb.runHooks(hooks, {})
    assert.deepEqual(r, hooks.slice(0, 4).map((h, i) => ({ name: h.name, note: String(i + 1) })))
    assert.equal(sb.LIMITS.maxHooks, 4)
  } },
  { name: 'hooks: timeoutMs 1 and 1000 are accepted; 0, 1001, 1.5 and "100" are not; failOpen false is refused', fn: async (sb) => {
    const h = (exp) => ({ name: exp, code: `${exp}\nexport function run() { return { note: "ran" } }` })
    const ok = await sb.runHooks([h('export const timeoutMs = 1'), h('export const timeoutMs = 1000'), h('export const failOpen = true')], {})
    // 1 ms is a real bound: the run may or may not finish inside it, but the value is accepted
    assert.ok(ok[0].note === 'ran' || ok[0].code === 'timeout', JSON.stringify(ok[0]))
    assert.deepEqual(ok.slice(1).map((x) => x.note), ['ran', 'ran'])
    const bad = await sb.runHooks([h('export const timeoutMs = 0'), h('export const timeoutMs = 1001'),
      h('export const timeoutMs = 1.5'), h('export const timeoutMs = "100"')], {})
    for (const x of bad) isErr({ ok: false, ...x }, 'invalid-hook', /timeoutMs/)
    const [fo] = await sb.runHooks([h('export const failOpen = false')], {})
    isErr({ ok: false, ...fo }, 'invalid-hook', /failOpen/)
  } },
  { name: 'hooks: a hook\'s timeoutMs bounds its run (a 100 ms run under timeoutMs 50 stops)', fn: async (sb) => {
    const [r] = await sb.runHooks([{ name: 't', code: 'export const timeoutMs = 50\n' + LONG.replace('return 1', 'return {}') }], {})
    isErr({ ok: false, ...r }, 'timeout', /50 ms/)
  } },
  { name: 'hooks: a note at 24 KB of JSON passes, one byte more is too-large; an event over 100 KB is refused', fn: async (sb) => {
    const n = sb.LIMITS.outputBytes - '{"note":""}'.length
    const h = (k) => ({ name: String(k), code: mod(`return { note: "n".repeat(${k}) }`) })
    const [a, b] = await sb.runHooks([h(n), h(n + 1)], {})
    assert.equal(a.note.length, n)
    isErr({ ok: false, ...b }, 'too-large')
    const [c] = await sb.runHooks([h(1)], { big: 'x'.repeat(sb.LIMITS.inputBytes) })
    isErr({ ok: false, ...c }, 'too-large')
  } },
  { name: 'hooks: a process past 1 s is killed; an unserializable event gives entries, not a throw', fn: async (sb) => {
    const before = childSet()
    const t0 = Date.now()
    const [r] = await sb.runHooks([{ name: 'bomb', code: mod('return { note: String(new Array(2 ** 27).fill(0).length) }') }], {})
    isErr({ ok: false, ...r }, ['timeout', 'crashed'])
    assert.ok(Date.now() - t0 < sb.LIMITS.hookProcessMs + 3000, `took ${Date.now() - t0} ms`)
    const cyclic = {}; cyclic.self = cyclic
    const [c] = await sb.runHooks([{ name: 'c', code: mod('return {}') }], cyclic)
    isErr({ ok: false, ...c }, 'invalid-input')
    await noChildrenLeft(before)
  } }
]

export { ERROR_CODES }
