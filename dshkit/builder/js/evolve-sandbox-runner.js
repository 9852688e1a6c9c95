// dshkit evolution sandbox: the child side. Shipped as-is as dshkit-memory/sandbox-runner.js.
//
// The parent (sandbox.js) starts the host's own executable with this file as a `--require`
// preload under `--permission` and no grants (no file system, child processes, workers,
// addons), an empty environment and a small heap. This file runs to the end synchronously
// and exits the process before anything else does: on 0.2.1-rc.2 the executable is a Node
// single-executable application whose own main (the DSH CLI) must never start; on rc.8's
// Node the main would read stdin as a script, which we have already consumed.
//
// One request arrives on stdin (read to EOF): {mode: 'script' | 'hook', code, input, syncMs}.
// One reply leaves on stdout: {ok: true, outputJson} | {ok: false, code, error}.
//
// The code runs in a fresh `node:vm` context that holds none of this realm's objects: an
// empty global (no sandbox object whose prototype chain leads back here), no string code
// generation, no wasm, microtasks drained inside the same timed evaluation (so an `await`
// loop is bounded by the same timeout as a `while` loop). Nothing created in this realm is
// ever handed to the code: the input is parsed inside the context, and the result is read
// back with property descriptors only, so no getter, proxy trap or toJSON of the code runs
// outside a timed evaluation.
import { readSync, writeSync } from 'node:fs'
import vm from 'node:vm'
import { types } from 'node:util'

const MAX_REQUEST_BYTES = 512 * 1024 // the parent sends ≤ 100 KB of code and input plus framing
const MAX_DEPTH = 1000 // nesting of the output; deeper is refused instead of overflowing our stack
const ERROR_CHARS = 500

function readRequest () {
  const chunks = []
  let total = 0
  const buf = Buffer.alloc(65536)
  for (;;) {
    let n
    try { n = readSync(0, buf, 0, buf.length, null) } catch (e) {
      if (e.code === 'EAGAIN') continue
      if (e.code === 'EOF') break
      throw e
    }
    if (n === 0) break
    total += n
    if (total > MAX_REQUEST_BYTES) throw new Error('request too large')
    chunks.push(Buffer.from(buf.subarray(0, n)))
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

function reply (message) {
  const text = Buffer.from(JSON.stringify(message) + '\n', 'utf8')
  let off = 0
  while (off < text.length) off += writeSync(1, text, off)
  // reallyExit skips exit handlers: nothing of the host executable's own main may run after us
  process.reallyExit(0)
}

// Our own throwables are recognised by membership, never by `instanceof`: instanceof walks
// a prototype chain, and a value the code threw may hide a proxy trap in its chain.
const OURS = new WeakSet()
const ours = (e) => e !== null && typeof e === 'object' && OURS.has(e)

class Refusal extends Error {
  constructor (code, message) { super(message); this.refusal = code; OURS.add(this) }
}

// --- the code as a script ------------------------------------------------------------------

// The word `import` anywhere in the text is refused, and this IS a wall: without the
// experimental vm-modules flag Node cannot make `import()` reject inside the context, so it
// rejects with an error of the runner's realm, which would hand the code that realm's
// intrinsics. A keyword cannot be spelled with escapes and no string can become code (code
// generation is off), so the literal word is the only way to write an import. `require(` is
// refused as a courtesy only: the context has no `require` at all.
const FORBIDDEN_TEXT = [
  [/\bimport\b/, 'import (the word, in any form)'],
  [/\brequire\s*\(/, 'require()']
]

const EXPORT_DECL = /^([ \t]*)export[ \t]+(?=(?:async[ \t]+)?function\b|const\b|let\b|var\b|class\b)/gm
const DECL_NAME = /^(?:async[ \t]+)?(?:function|const|let|var|class)[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)/
const EXPORT_LIST = /^[ \t]*export[ \t]*\{([^}]*)\}[ \t]*;?[ \t]*$/gm
const IDENT = /^[A-Za-z_$][\w$]*$/
const WANTED = new Set(['run', 'timeoutMs', 'failOpen'])

/** Module text → a strict-mode function body returning the exports we read. The dialect:
 * `export function|async function|const|let|var|class NAME` and `export { a, b as c }`. */
export function moduleToScript (code) {
  for (const [re, what] of FORBIDDEN_TEXT) {
    if (re.test(code)) throw new Refusal('forbidden', `${what} is not available in the sandbox`)
  }
  const exported = new Map() // exported name → local name
  let body = code.replace(EXPORT_LIST, (_, list) => {
    for (const part of list.split(',')) {
      const m = part.trim().match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/)
      if (part.trim() === '') continue
      if (!m) throw new Refusal('crashed', `SyntaxError: unsupported export list entry ${JSON.stringify(part.trim().slice(0, 40))}`)
      exported.set(m[2] ?? m[1], m[1])
    }
    return ''
  })
  body = body.replace(EXPORT_DECL, (whole, indent, offset) => {
    const m = DECL_NAME.exec(body.slice(offset + whole.length))
    if (m) exported.set(m[1], m[1])
    return indent
  })
  const picks = [...WANTED].filter((n) => exported.has(n) && IDENT.test(exported.get(n)))
    .map((n) => `${n}: ${exported.get(n)}`)
  // one line of prefix keeps the code's own line numbers; a trailing newline ends a last-line comment
  return `(function () { "use strict"; ${body}\n;return { ${picks.join(', ')} } }).call(undefined)`
}

// --- the context ------------------------------------------------------------------------------

// Globals a pure JSON function has no use for and that reach outside the evaluation:
// console (the inspector), shared memory and Atomics.wait, wasm, and binary buffers, whose
// memory lies outside the V8 heap limit and whose bulk builtins (`fill` of a gigabyte) run
// to the end before a timeout can stop them.
// FinalizationRegistry and WeakRef: GC-timed callbacks would run outside any evaluation.
const REMOVED_GLOBALS = ['console', 'SharedArrayBuffer', 'Atomics', 'WebAssembly', 'FinalizationRegistry', 'WeakRef',
  'ArrayBuffer', 'DataView',
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']

// Runs first in the context, before any of the code: captures the intrinsics it relies on
// so later changes by the code to Promise, JSON or Object cannot steer it.
const PRELUDE = `(function () {
  "use strict";
  const P = Promise, resolve = Promise.resolve, then = Promise.prototype.then, apply = Reflect.apply;
  const parse = JSON.parse, freeze = Object.freeze, isFrozen = Object.isFrozen, values = Object.values;
  return {
    global: globalThis,
    objectProto: Object.prototype,
    arrayProto: Array.prototype,
    parse: (text) => apply(parse, JSON, [text]),
    deepFreeze (root) {
      const stack = [root];
      while (stack.length) {
        const v = stack.pop();
        if (v === null || typeof v !== "object" || isFrozen(v)) continue;
        freeze(v);
        for (const c of values(v)) stack.push(c);
      }
      return root;
    },
    box: { state: "pending", value: undefined },
    slot: Object.create(null),
    call (f, x, box) {
      let p;
      try { p = apply(resolve, P, [apply(f, undefined, [x])]); } catch (e) { box.state = "rejected"; box.value = e; return; }
      apply(then, p, [(v) => { box.state = "fulfilled"; box.value = v; }, (e) => { box.state = "rejected"; box.value = e; }]);
    }
  };
})()`

function newContext () {
  const global = vm.constants?.DONT_CONTEXTIFY ?? Object.create(null)
  const ctx = vm.createContext(global, {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate'
  })
  vm.runInContext(`for (const n of ${JSON.stringify(REMOVED_GLOBALS)}) delete globalThis[n]`, ctx)
  return ctx
}

/** Runs `source` in `ctx` bounded by `ms`; a timeout becomes a Refusal. */
function timed (source, ctx, ms, what) {
  try {
    return vm.runInContext(source, ctx, { timeout: ms, filename: 'sandbox', breakOnSigint: false })
  } catch (e) {
    // what the code threw is only looked at through dataOf: no getter or trap runs here
    if (e !== null && typeof e === 'object' && dataOf(e, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new Refusal('timeout', `${what} ran past ${ms} ms`)
    }
    throw e
  }
}

// --- reading values the code made, without running any of its code ----------------------

/** A data property's value along the prototype chain, or undefined; never a getter or trap. */
function dataOf (obj, key) {
  for (let o = obj, i = 0; o !== null && typeof o === 'object' && i < 8; i++) {
    if (types.isProxy(o)) return undefined
    const d = Reflect.getOwnPropertyDescriptor(o, key)
    if (d) return Object.hasOwn(d, 'value') ? d.value : undefined
    o = Reflect.getPrototypeOf(o)
  }
  return undefined
}

const cut = (s) => (s.length > ERROR_CHARS ? s.slice(0, ERROR_CHARS) + '…' : s)

// Names the context never has; a ReferenceError on one of them is an attempt to leave.
// (No `import`, and no ERR_VM_DYNAMIC_IMPORT_* code below: the word is refused in the text,
// moduleToScript, so no import() can run and neither can ever be thrown by one.)
const OUTSIDE_NAMES = /^(require|process|module|exports|Buffer|fetch|globalThis\.process|setTimeout|setInterval|setImmediate|queueMicrotask|XMLHttpRequest|WebSocket|Deno|Bun)\b/
// the permission model's refusal (a builtin that reached the file system or a process)
const FORBIDDEN_CODES = new Set(['ERR_ACCESS_DENIED'])

/** What the code threw, as {code, error}; reads data properties only. */
function describeThrown (e) {
  if (ours(e) && e instanceof Refusal) return { code: e.refusal, error: cut(e.message) }
  if (e === null || (typeof e !== 'object' && typeof e !== 'function')) {
    return { code: 'crashed', error: cut(`threw ${typeof e === 'string' ? e : typeof e}`) }
  }
  if (types.isProxy(e)) return { code: 'crashed', error: 'threw a proxy' }
  const str = (v) => (typeof v === 'string' ? v : '')
  const name = str(dataOf(e, 'name')) || 'Error'
  const message = str(dataOf(e, 'message'))
  const errCode = str(dataOf(e, 'code'))
  let code = 'crashed'
  if (FORBIDDEN_CODES.has(errCode)) code = 'forbidden'
  else if (name === 'ReferenceError' && OUTSIDE_NAMES.test(message)) code = 'forbidden'
  else if (name === 'EvalError' && /code generation/i.test(message)) code = 'forbidden'
  return { code, error: cut(`${name}: ${message}`) }
}

/** The JSON text of a value the code returned, checked strictly (see docs/evolution-sandbox.md):
 * plain objects and arrays of the context, finite numbers, strings, booleans, null; no
 * accessors, proxies, holes, symbol keys, cycles or `__proto__` keys. */
function toJson (value, intrinsics, limit) {
  let size = 0
  const parts = []
  const onPath = new Set()
  const add = (s) => {
    size += Buffer.byteLength(s, 'utf8')
    if (size > limit) throw new Refusal('too-large', `output is over ${limit} bytes of JSON`)
    parts.push(s)
  }
  const bad = (why) => { throw new Refusal('invalid-output', `output is not JSON: ${why}`) }
  const walk = (v, depth, where) => {
    switch (typeof v) {
      case 'string':
        if (v.length > limit) throw new Refusal('too-large', `output is over ${limit} bytes of JSON`)
        return add(JSON.stringify(v))
      case 'number':
        if (!Number.isFinite(v)) bad(`${v} at ${where}`)
        return add(JSON.stringify(v))
      case 'boolean': return add(v ? 'true' : 'false')
      case 'undefined': return bad(`undefined at ${where}`)
      case 'bigint': return bad(`a BigInt at ${where}`)
      case 'symbol': return bad(`a symbol at ${where}`)
      case 'function': return bad(`a function at ${where}`)
    }
    if (v === null) return add('null')
    if (types.isProxy(v)) bad(`a proxy at ${where}`)
    if (depth >= MAX_DEPTH) bad(`nesting deeper than ${MAX_DEPTH} at ${where}`)
    if (onPath.has(v)) bad(`a cycle at ${where}`)
    onPath.add(v)
    const proto = Reflect.getPrototypeOf(v)
    const keys = Reflect.ownKeys(v)
    if (Array.isArray(v)) {
      if (proto !== intrinsics.arrayProto) bad(`an array of another kind at ${where}`)
      const len = Reflect.getOwnPropertyDescriptor(v, 'length').value
      if (keys.length !== len + 1) bad(`an array with holes or extra keys at ${where}`)
      add('[')
      for (let i = 0; i < len; i++) {
        const d = Reflect.getOwnPropertyDescriptor(v, String(i))
        if (!d || !Object.hasOwn(d, 'value')) bad(`a hole or accessor at ${where}[${i}]`)
        if (i) add(',')
        walk(d.value, depth + 1, `${where}[${i}]`)
      }
      add(']')
    } else {
      if (proto !== intrinsics.objectProto && proto !== null) bad(`an object that is not plain at ${where}`)
      add('{')
      let first = true
      for (const k of keys) {
        if (typeof k !== 'string') bad(`a symbol key at ${where}`)
        if (k === '__proto__') bad(`a "__proto__" key at ${where}`)
        const d = Reflect.getOwnPropertyDescriptor(v, k)
        if (!Object.hasOwn(d, 'value')) bad(`an accessor at ${where}.${k}`)
        if (!d.enumerable) bad(`a hidden property at ${where}.${k}`)
        if (!first) add(',')
        first = false
        add(JSON.stringify(k) + ':')
        walk(d.value, depth + 1, `${where}.${k}`)
      }
      add('}')
    }
    onPath.delete(v)
  }
  walk(value, 0, 'output')
  return parts.join('')
}

// --- one request ----------------------------------------------------------------------------

function loadModule (ctx, code, syncMs) {
  const script = moduleToScript(code)
  const exports = timed(script, ctx, syncMs, 'loading the module')
  if (exports === null || typeof exports !== 'object' || types.isProxy(exports)) {
    throw new Refusal('crashed', 'the module did not load')
  }
  return {
    run: dataOf(exports, 'run'),
    timeoutMs: dataOf(exports, 'timeoutMs'),
    failOpen: dataOf(exports, 'failOpen')
  }
}

/** What run() threw or rejected with: carried out of callRun untouched, described later. */
class Thrown { constructor (value) { this.value = value; OURS.add(this) } }

function callRun (ctx, prelude, run, arg, syncMs) {
  // The slot was made by the prelude (null prototype, before any of the code ran) and is
  // filled with defineProperty: no setter the code put on Object.prototype can fire here.
  const slot = prelude.slot
  for (const [k, v] of [['run', run], ['arg', arg]]) {
    Reflect.defineProperty(slot, k, { value: v, configurable: true, writable: true })
  }
  // the global as captured before the code ran (the code may redefine `globalThis` itself);
  // the call script reaches it as its top-level `this`, which no code can redefine
  const key = `__dshkit_${Math.random().toString(36).slice(2)}`
  Reflect.defineProperty(prelude.global, key, { value: slot, configurable: true })
  timed(`(function (g, k) { const h = g[k]; delete g[k]; h.call(h.run, h.arg, h.box) })(this, ${JSON.stringify(key)})`,
    ctx, syncMs, 'run()')
  const state = dataOf(prelude.box, 'state')
  if (state === 'fulfilled') return dataOf(prelude.box, 'value')
  if (state === 'rejected') throw new Thrown(dataOf(prelude.box, 'value'))
  throw new Refusal('timeout', 'run() returned a promise that never settled')
}

function handle (req) {
  const ctx = newContext()
  const prelude = vm.runInContext(PRELUDE, ctx)
  Reflect.defineProperty(prelude.slot, 'call', { value: prelude.call })
  Reflect.defineProperty(prelude.slot, 'box', { value: prelude.box })
  const intrinsics = { objectProto: prelude.objectProto, arrayProto: prelude.arrayProto }
  // the input is parsed inside the context: the code never holds an object of this realm
  let arg = prelude.parse(req.inputJson)
  if (req.mode === 'hook') arg = prelude.deepFreeze(arg)
  const mod = loadModule(ctx, req.code, req.syncMs)
  let syncMs = req.syncMs
  if (req.mode === 'hook') {
    const t = mod.timeoutMs
    if (t !== undefined && !(Number.isInteger(t) && t >= req.hookMin && t <= req.hookMax)) {
      throw new Refusal('invalid-hook', `timeoutMs must be an integer from ${req.hookMin} to ${req.hookMax}`)
    }
    if (mod.failOpen !== undefined && mod.failOpen !== true) {
      throw new Refusal('invalid-hook', 'failOpen must be true or absent: a hook only appends a note and always fails open')
    }
    if (t !== undefined) syncMs = Math.min(t, req.syncMs)
  }
  if (typeof mod.run !== 'function') throw new Refusal('crashed', 'the module exports no run() function')
  let result
  try {
    result = callRun(ctx, prelude, mod.run, arg, syncMs)
  } catch (e) {
    throw ours(e) && e instanceof Thrown ? e.value : e
  }
  if (req.mode === 'hook') {
    if (result === null || typeof result !== 'object' || types.isProxy(result) || Array.isArray(result)) {
      throw new Refusal('invalid-output', 'a hook returns an object {note?}')
    }
    const keys = Reflect.ownKeys(result)
    if (keys.some((k) => k !== 'note')) throw new Refusal('invalid-output', 'a hook returns only {note?}')
  }
  return toJson(result, intrinsics, req.outputBytes)
}

function main () {
  let req
  try { req = readRequest() } catch (e) {
    return reply({ ok: false, code: 'crashed', error: cut(`bad request: ${e.message}`) })
  }
  if (req && req.mode === 'ping') {
    return reply({ ok: true, outputJson: JSON.stringify({ node: process.version, permission: typeof process.permission === 'object' }) })
  }
  try {
    const outputJson = handle(req)
    if (req.mode === 'hook') {
      const note = JSON.parse(outputJson).note
      if (note !== undefined && typeof note !== 'string') {
        return reply({ ok: false, code: 'invalid-output', error: 'note must be a string' })
      }
    }
    reply({ ok: true, outputJson })
  } catch (e) {
    reply({ ok: false, ...describeThrown(e) })
  }
}

main()
