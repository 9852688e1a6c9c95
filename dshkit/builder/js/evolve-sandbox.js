// dshkit evolution sandbox: runs evolved C7 scripts and C8 hooks in a separate, killable
// process. Shipped as-is as dshkit-memory/sandbox.js, beside its child side, sandbox-runner.js
// (in the source tree: evolve-sandbox.js and evolve-sandbox-runner.js; each finds the other
// by its own file name, so the bytes are the same in both places).
//
// How the child starts, on both host lines (measured; docs/evolution-sandbox.md):
// `process.execPath` — the host's own executable, so nothing beyond the host is needed —
// with an EMPTY environment except NODE_OPTIONS, which preloads the runner with `--require`
// under `--permission` (no grants) and a small heap. On rc.8 that executable is a plain Node
// (≥ 22.19). On 0.2.1-rc.2 it is a Node single-executable application whose main is the DSH
// CLI and which reads no Node options from its argv, but it honours NODE_OPTIONS, and a
// preload runs before the main: the runner finishes synchronously and exits, so the DSH CLI
// never starts. Code and input go over stdin, the reply comes back on stdout; no argv, no
// env, and Node passes no descriptor beyond stdio to a child.
import { spawn } from 'node:child_process'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const LIMITS = Object.freeze({
  inputBytes: 100 * 1024, // UTF-8 bytes of the code plus the input's (or event's) JSON
  outputBytes: 24 * 1024, // UTF-8 bytes of the output's JSON (a hook: of {note})
  scriptProcessMs: 5000, // wall time of one script process, spawn to exit; then SIGKILL
  syncRunMs: 200, // one synchronous evaluation (loading the module, one run) inside the child
  hookTimeoutMinMs: 1, // a hook's own `timeoutMs` export must be an integer in this range;
  hookTimeoutMaxMs: 1000, // its run is bounded by min(timeoutMs, syncRunMs)
  hookProcessMs: 1000, // wall time of one hook process, spawn to exit; then SIGKILL
  maxHooks: 4, // hooks run per event; later ones in the list are not run
  heapMb: 64 // the child's V8 old-space limit (a memory bomb ends the child, not the host)
})

// Stdout beyond this means the child is not our runner (or is misbehaving): kill it.
const MAX_REPLY_BYTES = LIMITS.outputBytes * 8 + 4096
const MAX_STDERR_CHARS = 2000

const here = fileURLToPath(import.meta.url)
/** The child side beside this file: `sandbox.js` → `sandbox-runner.js`. */
export const RUNNER_PATH = join(dirname(here), basename(here).replace(/\.js$/, '-runner.js'))

/**
 * The child's whole environment: only NODE_OPTIONS, the one way to give Node options to a
 * single-executable host (it reads none from its argv). `preload` is the runner; tests pass
 * another file to probe the walls with exactly these flags.
 */
export function childEnv (preload = RUNNER_PATH) {
  const allowed = process.allowedNodeEnvironmentFlags
  const permission = allowed.has('--permission') ? '--permission' : '--experimental-permission'
  // NODE_OPTIONS takes double-quoted values with backslash escapes
  const quoted = '"' + preload.replace(/["\\]/g, (c) => '\\' + c) + '"'
  return {
    // (--frozen-intrinsics would not help: Node applies it after the preloads, when the
    // runner has already finished)
    NODE_OPTIONS: [permission, `--max-old-space-size=${LIMITS.heapMb}`,
      '--disallow-code-generation-from-strings', '--require', quoted].join(' ')
  }
}

const fail = (code, error) => ({ ok: false, code, error })
/** Every error code a result can carry (the runner's reply is checked against it). */
export const ERROR_CODES = Object.freeze(['timeout', 'too-large', 'invalid-output', 'forbidden', 'crashed',
  'invalid-input', 'invalid-hook'])

/** JSON text of a caller's value, or null when it has none (cycle, BigInt, undefined…). */
function jsonOf (value) {
  try {
    const text = JSON.stringify(value)
    return typeof text === 'string' ? text : null
  } catch { return null }
}

/**
 * One child process for one request. Resolves to the runner's reply, checked here again:
 * the parent trusts nothing the child says beyond its shape and sizes.
 * @returns {Promise<{ok: true, outputJson: string} | {ok: false, code: string, error: string}>}
 */
function runChild (request, processMs) {
  return new Promise((resolve) => {
    let child
    try {
      child = spawn(process.execPath, [], {
        env: childEnv(),
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true, // its own process group: the kill reaches anything it could start
        windowsHide: true
      })
    } catch (e) {
      resolve(fail('crashed', `could not start the sandbox process: ${e.message}`))
      return
    }
    const out = []
    let outBytes = 0
    let err = ''
    let verdict = null // set once: a timeout or an oversized reply
    const kill = (why) => {
      if (verdict === null) verdict = why
      try { process.kill(-child.pid, 'SIGKILL') } catch { try { child.kill('SIGKILL') } catch {} }
    }
    const timer = setTimeout(() => kill(fail('timeout', `the sandbox process ran past ${processMs} ms and was killed`)), processMs)
    child.stdout.on('data', (b) => {
      outBytes += b.length
      if (outBytes > MAX_REPLY_BYTES) kill(fail('too-large', `the sandbox process wrote over ${MAX_REPLY_BYTES} bytes`))
      else out.push(b)
    })
    child.stderr.on('data', (b) => { if (err.length < MAX_STDERR_CHARS) err += b.toString('utf8') })
    child.stdin.on('error', () => {}) // a child that died early: its exit says why
    child.on('error', (e) => {
      const why = fail('crashed', `sandbox process error: ${e.message}`)
      // no pid: it never started, and no 'close' may follow; otherwise the kill brings 'close'
      if (child.pid === undefined) { clearTimeout(timer); resolve(why) } else kill(why)
    })
    // 'close' comes after the exit and after stdio ends: the child is reaped by then
    child.on('close', (status, signal) => {
      clearTimeout(timer)
      if (verdict !== null) return resolve(verdict)
      resolve(readReply(Buffer.concat(out).toString('utf8'), status, signal, err))
    })
    child.stdin.end(JSON.stringify(request))
  })
}

function readReply (text, status, signal, stderr) {
  let reply = null
  try { reply = JSON.parse(text) } catch {}
  if (status === 0 && reply !== null && typeof reply === 'object') {
    if (reply.ok === true && typeof reply.outputJson === 'string') {
      if (Buffer.byteLength(reply.outputJson, 'utf8') > LIMITS.outputBytes) {
        return fail('too-large', `output is over ${LIMITS.outputBytes} bytes of JSON`)
      }
      try { JSON.parse(reply.outputJson) } catch { return fail('invalid-output', 'output is not JSON') }
      return { ok: true, outputJson: reply.outputJson }
    }
    if (reply.ok === false && ERROR_CODES.includes(reply.code) && typeof reply.error === 'string') {
      return fail(reply.code, reply.error.slice(0, 600))
    }
  }
  const tail = stderr.trim().split('\n').filter(Boolean)
  const oom = /heap out of memory|Reached heap limit|allocation failed/i.test(stderr)
  const how = signal ? `was killed by ${signal}` : `exited with status ${status}`
  // Node prints the source line before the error itself: prefer the line naming the error
  const said = tail.find((l) => /\b(Error|ERR_[A-Z_]+)\b/.test(l)) || tail[0]
  const why = oom ? `out of memory (heap limit ${LIMITS.heapMb} MB)` : (said || 'no reply')
  return fail('crashed', `the sandbox process ${how}: ${why.slice(0, 300)}`)
}

function sizeError (code, inputJson) {
  const bytes = Buffer.byteLength(code, 'utf8') + Buffer.byteLength(inputJson, 'utf8')
  return bytes > LIMITS.inputBytes
    ? fail('too-large', `code and input are ${bytes} bytes; the limit is ${LIMITS.inputBytes}`)
    : null
}

/**
 * C7: run a pure JSON → JSON function in a separate process.
 * @param {{code: string, input: unknown}} request module text exporting `run(input)`, and its input
 * @returns {Promise<{ok: true, output: unknown} | {ok: false, code: string, error: string}>}
 *   `code`: timeout | too-large | invalid-output | forbidden | crashed (| invalid-input)
 */
export async function runScript ({ code, input } = {}) {
  if (typeof code !== 'string') return fail('invalid-input', 'code must be a string')
  const inputJson = jsonOf(input)
  if (inputJson === null) return fail('invalid-input', 'input must be a JSON value')
  const tooLarge = sizeError(code, inputJson)
  if (tooLarge) return tooLarge
  const reply = await runChild({ mode: 'script', code, inputJson, syncMs: LIMITS.syncRunMs, outputBytes: LIMITS.outputBytes },
    LIMITS.scriptProcessMs)
  return reply.ok ? { ok: true, output: JSON.parse(reply.outputJson) } : reply
}

/**
 * C8: run up to LIMITS.maxHooks hooks on one post-tool-execution event, one process each,
 * all at once. A hook only ever yields a note or an error entry: nothing it does reaches
 * `event` (the child gets a frozen copy made from its JSON), and a failure blocks nothing.
 * @param {{name: string, code: string}[]} hooks
 * @param {unknown} event
 * @returns {Promise<({name: string, note?: string} | {name: string, code: string, error: string})[]>}
 */
export async function runHooks (hooks, event) {
  const list = Array.isArray(hooks) ? hooks.slice(0, LIMITS.maxHooks) : []
  const eventJson = jsonOf(event)
  return Promise.all(list.map(async (hook) => {
    const name = typeof hook?.name === 'string' ? hook.name : String(hook?.name)
    const entry = (r) => ({ name, code: r.code, error: r.error })
    if (typeof hook?.code !== 'string') return entry(fail('invalid-input', 'hook code must be a string'))
    if (eventJson === null) return entry(fail('invalid-input', 'the event is not JSON'))
    const tooLarge = sizeError(hook.code, eventJson)
    if (tooLarge) return entry(tooLarge)
    const reply = await runChild({
      mode: 'hook',
      code: hook.code,
      inputJson: eventJson,
      syncMs: LIMITS.syncRunMs,
      outputBytes: LIMITS.outputBytes,
      hookMin: LIMITS.hookTimeoutMinMs,
      hookMax: LIMITS.hookTimeoutMaxMs
    }, LIMITS.hookProcessMs)
    if (!reply.ok) return entry(reply)
    const { note } = JSON.parse(reply.outputJson)
    if (note !== undefined && typeof note !== 'string') return entry(fail('invalid-output', 'note must be a string'))
    return note === undefined ? { name } : { name, note }
  }))
}

/** Which Node the child runs and whether its permission model is on (for diagnostics and tests). */
export async function probe () {
  const reply = await runChild({ mode: 'ping' }, LIMITS.scriptProcessMs)
  return reply.ok ? { ok: true, ...JSON.parse(reply.outputJson) } : reply
}
