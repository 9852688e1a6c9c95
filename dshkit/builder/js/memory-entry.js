// dshkit memory: the entry of a memory bundle (dshkit-memory/index.js), shipped as-is.
// The per-bundle values (package name, defaults, skill folders) are in ./bundle.json,
// which `dshkit build` writes from the spec's `memory:` section; a row's config (or the
// host's settings) overrides the defaults without rebuilding. What differs between
// host lines lives in ./host.js.
//
// It runs dshkit's memory sidecar (./sidecar.pyz, Python standard library only)
// beside DSH and wires it to the host: every session event is forwarded; recall
// and the differential injection enter each model step as plugin messages; the
// memory tools, the /memory command and the sidecar's model calls go through
// the host's own services. No npm imports: Node built-ins and ctx services only.

import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hostLine, importHost, messageSource, plainConfig, rc8, registerSettings, settingsFromConfig } from './host.js'

const HERE = dirname(fileURLToPath(import.meta.url))
const BUNDLE = JSON.parse(readFileSync(join(HERE, 'bundle.json'), 'utf8'))
export const name = BUNDLE.pluginName

const BUNDLE_ROOT = resolve(HERE, '..')
const SIDECAR_PYZ = join(HERE, 'sidecar.pyz')
const SETTINGS_NS = BUNDLE.settingsNamespace
const DEFAULTS = BUNDLE.defaults
const SKILL_DIRS = BUNDLE.skillDirs
// The host's schemastery for the settings form, when the host lets us reach it.
const Schemastery = await importHost('@deepseek-ai/schemastery').then((m) => m.default ?? m, () => null)
// Controlled evolution (./evolve.js) is shipped only by a bundle built with it enabled.
const EVOLVE = DEFAULTS.evolution?.enabled === true ? await import('./evolve.js').catch(() => null) : null
const MIN_PYTHON = [3, 10]
// A model step never waits longer than this for memory (the hook then adds nothing).
const STEP_TIMEOUT_MS = 3000
const REQUEST_TIMEOUT_MS = 30000
const BACKOFF_MS = [250, 500, 1000, 2000, 5000, 10000]
// On dispose: time left for a last consolidation before the sidecar is stopped
// (the host force-exits 5 s after it starts disposing).
const DRAIN_MS = 4000

// ---------------------------------------------------------------------------------------
// Auto-approval: a plain, read-only call of the trusted memory CLI, nothing else.
// ---------------------------------------------------------------------------------------

// Environment prefixes that cannot change which program runs, what it loads or which
// store it opens (DSH_HOME would move the store, like --store).
const SAFE_ENV = /^(NO_COLOR|LANG|LC_[A-Z]+|TZ)$/
// Subcommands of `dshkit memory` that only read the user's store (they create nothing);
// promote, forget and export change state or write files and always ask the user.
const READ_ONLY_SUBCOMMANDS = new Set(['stats', 'search', 'show', 'list'])
// Options a read-only subcommand must not carry: another store, or an output file.
const WRITING_OPTION = /^(--store|--output|-o)(=|$)|^-o./

/**
 * Split a shell command line into words when it is "plain": no pipe, redirect,
 * chain, background, subshell, substitution or escape outside single quotes
 * (inside double quotes `$` and backticks still substitute, so they count).
 * Returns null for anything else: the caller then asks the user as usual.
 */
export function plainWords (line) {
  if (typeof line !== 'string' || line.length > 4096) return null
  const words = []
  let word = null
  let i = 0
  while (i < line.length) {
    const c = line[i]
    if (c === "'") {
      const end = line.indexOf("'", i + 1)
      if (end < 0) return null
      word = (word ?? '') + line.slice(i + 1, end)
      i = end + 1
    } else if (c === '"') {
      let j = i + 1
      let text = ''
      for (; j < line.length && line[j] !== '"'; j++) {
        if ('$`\\!'.includes(line[j])) return null
        text += line[j]
      }
      if (j >= line.length) return null
      word = (word ?? '') + text
      i = j + 1
    } else if (c === ' ' || c === '\t') {
      if (word !== null) words.push(word)
      word = null
      i++
    } else if ('|&;<>()$`\\\n\r{}*?[]!#~'.includes(c)) {
      return null
    } else {
      word = (word ?? '') + c
      i++
    }
  }
  if (word !== null) words.push(word)
  return words
}

/** `KEY=value … dshkit memory <read-only subcommand> …` with only safe keys and no
 * option that points elsewhere or writes a file, else false. */
export function isTrustedMemoryCall (line, executables = ['dshkit']) {
  const words = plainWords(line)
  if (!words || words.length === 0) return false
  let k = 0
  while (k < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[k])) {
    if (!SAFE_ENV.test(words[k].split('=', 1)[0])) return false
    k++
  }
  if (!(k + 2 < words.length && executables.includes(words[k]) && words[k + 1] === 'memory')) return false
  const [sub, ...rest] = words.slice(k + 2)
  return READ_ONLY_SUBCOMMANDS.has(sub) && !rest.some((w) => WRITING_OPTION.test(w))
}

// ---------------------------------------------------------------------------------------
// The sidecar process: JSON-RPC 2.0, one object per line.
// ---------------------------------------------------------------------------------------

function pythonVersionOk (python) {
  return new Promise((resolveOk) => {
    let out = ''
    let child
    try {
      child = spawn(python, ['-I', '-S', '-c', 'import sys; print("%d.%d" % sys.version_info[:2])'],
        { stdio: ['ignore', 'pipe', 'ignore'] })
    } catch { resolveOk(null); return }
    child.on('error', () => resolveOk(null))
    child.stdout.on('data', (d) => { out += d })
    child.on('close', (code) => {
      const m = /^(\d+)\.(\d+)/.exec(out.trim())
      if (code !== 0 || !m) return resolveOk(null)
      const v = [Number(m[1]), Number(m[2])]
      resolveOk(v[0] > MIN_PYTHON[0] || (v[0] === MIN_PYTHON[0] && v[1] >= MIN_PYTHON[1]) ? out.trim() : null)
    })
  })
}

/** One sidecar process at a time; restarts with backoff when it dies. */
export class SidecarClient {
  constructor ({ python, args = [], log, onRequest, onReady, env }) {
    this.python = python
    this.args = args
    this.log = log
    this.onRequest = onRequest // (method, params) => Promise<result>
    this.onReady = onReady // async () => {}: initialize + backfill, after every (re)start
    this.env = env
    this.child = null
    this.pending = new Map()
    this.nextId = 1
    this.ready = null // Promise of the current start
    this.stopped = false
    this.unavailable = false
    this.failures = 0
    this.starts = 0
    this.restartTimer = null
  }

  /** Start once (lazily); resolves when initialized and backfilled, or false when unusable. */
  start () {
    if (this.stopped || this.unavailable) return Promise.resolve(false)
    if (!this.ready) this.ready = this._spawn()
    return this.ready
  }

  async _spawn () {
    if (this.pythonLabel === undefined) {
      this.pythonLabel = await pythonVersionOk(this.python)
      if (!this.pythonLabel) {
        this.unavailable = true
        this.log.warn(`memory is off: "${this.python}" is not a Python >= ${MIN_PYTHON.join('.')} (set the python setting of ${name})`)
        return false
      }
    }
    if (this.stopped) return false
    const child = spawn(this.python, ['-I', '-S', SIDECAR_PYZ, ...this.args],
      { stdio: ['pipe', 'pipe', 'pipe'], env: this.env })
    this.child = child
    this.starts++
    const startedAt = Date.now()
    this.startedAt = startedAt
    let buffer = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      let nl
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (line.trim()) this._frame(line)
      }
    })
    let errTail = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (d) => { errTail = (errTail + d).slice(-2000) })
    child.stdin.on('error', () => {})
    child.on('error', (error) => this.log.warn(`memory sidecar: ${error.message}`))
    child.on('exit', (code, signal) => {
      if (this.child !== child) return
      this.child = null
      this.ready = null
      for (const { reject, timer } of this.pending.values()) { clearTimeout(timer); reject(new Error('memory sidecar exited')) }
      this.pending.clear()
      if (this.stopped) return
      this.failures = Date.now() - startedAt > 30000 ? 1 : this.failures + 1
      const delay = BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)]
      this.log.warn(`memory sidecar exited (${signal ?? code}); restarting in ${delay} ms${errTail ? ': ' + errTail.trim().split('\n').pop() : ''}`)
      this.restartTimer = setTimeout(() => { this.restartTimer = null; this.start().catch(() => {}) }, delay)
      this.restartTimer.unref?.()
    })
    try {
      await this.onReady(this)
      return true
    } catch (error) {
      this.log.warn(`memory sidecar did not start: ${error.message}`)
      if (this.child === child) child.kill('SIGKILL')
      return false
    }
  }

  _frame (line) {
    let msg
    try { msg = JSON.parse(line) } catch { return }
    if (msg && msg.method !== undefined && msg.id !== undefined) {
      // a request from the sidecar (llm/complete)
      Promise.resolve().then(() => this.onRequest(msg.method, msg.params)).then(
        (result) => this._write({ jsonrpc: '2.0', id: msg.id, result: result ?? null }),
        (error) => this._write({ jsonrpc: '2.0', id: msg.id, error: { code: -32000, message: String(error?.message ?? error) } }))
      return
    }
    const waiter = this.pending.get(msg?.id)
    if (!waiter) return
    this.pending.delete(msg.id)
    clearTimeout(waiter.timer)
    if (msg.error) {
      const error = new Error(msg.error.message)
      error.code = msg.error.code
      error.data = msg.error.data
      waiter.reject(error)
    } else waiter.resolve(msg.result)
  }

  _write (obj) {
    const child = this.child
    if (!child) return false
    child.stdin.write(JSON.stringify(obj) + '\n')
    return true
  }

  /** A request on the running process (no start). */
  call (method, params, timeoutMs = REQUEST_TIMEOUT_MS) {
    return new Promise((resolveCall, reject) => {
      if (!this.child) { reject(new Error('memory sidecar is not running')); return }
      const id = this.nextId++
      const timer = setTimeout(() => { this.pending.delete(id); reject(new Error(`memory sidecar: ${method} timed out`)) }, timeoutMs)
      timer.unref?.()
      this.pending.set(id, { resolve: resolveCall, reject, timer })
      this._write({ jsonrpc: '2.0', id, method, params })
    })
  }

  /** Start if needed, then request; if the process dies meanwhile, once more on the
   * restarted one (every request the entry sends is idempotent). */
  async request (method, params, timeoutMs) {
    for (let attempt = 0; ; attempt++) {
      if (!(await this.start())) throw new Error('memory is not available')
      try {
        return await this.call(method, params, timeoutMs)
      } catch (error) {
        if (attempt > 0 || this.child || this.stopped || error.code !== undefined) throw error
      }
    }
  }

  notify (method, params) {
    return this._write({ jsonrpc: '2.0', method, params })
  }

  /** Stop: once `shutdown` is answered everything sent is durable (the sidecar commits
   * before it answers), so the host need not wait for the process to finish exiting
   * (closing the store and its index builder); it exits by itself at end of input. */
  async stop () {
    this.stopped = true
    if (this.restartTimer) clearTimeout(this.restartTimer)
    try { await this.ready } catch {}
    const child = this.child
    if (!child) return
    const gone = new Promise((r) => child.once('exit', r))
    let answered = false
    try { await this.call('shutdown', {}, 2000); answered = true } catch {}
    child.stdin.end()
    if (!answered) {
      const t = setTimeout(() => child.kill('SIGKILL'), 2000)
      await gone
      clearTimeout(t)
    } else {
      this.child = null
      child.unref()
      child.stdout.destroy()
      child.stderr.destroy()
    }
  }
}

// ---------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------

function merge (base, over) {
  const out = { ...base }
  for (const [k, v] of Object.entries(over ?? {})) {
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && base[k] && typeof base[k] === 'object' && !Array.isArray(base[k])
      ? { ...base[k], ...v }
      : v
  }
  return out
}

/** The settings schema: the host's schemastery when it can be reached, else a callable
 * with the same contract (value in, resolved value out; toJSON for forms). */
function settingsSchema (live = false) {
  const S = Schemastery
  if (S) {
    // live: every field volatile, the form 0.2.1's settings service edits in place
    const f = live ? (field) => field.volatile() : (field) => field
    return S.object({
      python: f(S.string().default(DEFAULTS.python).description('Python >= 3.10 that runs the sidecar')),
      store: f(S.string().description('Store file (default: $DSH_HOME/dshkit-memory/memory.sqlite3)')),
      budgets: f(S.object({
        agentStartBytes: S.natural().default(DEFAULTS.budgets.agentStartBytes),
        injectionBytes: S.natural().default(DEFAULTS.budgets.injectionBytes),
        flushWindowMs: S.natural().default(DEFAULTS.budgets.flushWindowMs),
        projectionBytes: S.natural().default(DEFAULTS.budgets.projectionBytes ?? 600)
      })),
      consolidation: f(S.any().default(DEFAULTS.consolidation)),
      team: f(S.any().default(DEFAULTS.team)),
      evolution: f(S.any().default(DEFAULTS.evolution)),
      tools: f(S.array(S.string()).default(DEFAULTS.tools)),
      commands: f(S.array(S.string()).default(DEFAULTS.commands)),
      autoApprove: f(S.boolean().default(DEFAULTS.autoApprove)),
      skills: f(S.boolean().default(DEFAULTS.skills))
    })
  }
  {
    const schema = (value) => merge(DEFAULTS, value)
    schema.toJSON = () => ({ type: 'object', dict: {} })
    return schema
  }
}

// 0.2.1's settings service has no register(): it projects a plugin's `Config` export
// into live forms. There (and only there) this module exports one, all fields volatile.
export const Config = Schemastery && (await settingsFromConfig()) ? settingsSchema(true) : undefined

function expandHome (p) {
  return typeof p === 'string' && (p === '~' || p.startsWith('~/')) ? join(homedir(), p.slice(1)) : p
}

function sidecarSettings (config) {
  const b = config.budgets ?? {}
  const settings = {
    injectionBudgetBytes: b.injectionBytes, agentStartBudgetBytes: b.agentStartBytes, flushWindowMs: b.flushWindowMs
  }
  if (b.projectionBytes !== undefined) settings.graph = { projectionBytes: b.projectionBytes }
  const c = config.consolidation
  if (c && c !== 'off' && Array.isArray(c.models)) settings.consolidation = { ...c }
  // team memory (docs/memory.md "Team memory"): the sidecar resolves url/urlEnv itself, from
  // the environment it inherits, so a password never passes through the profile's config
  if (config.team && typeof config.team === 'object') settings.team = { ...config.team }
  // controlled evolution (docs/evolution.md): only when enabled, so nothing changes otherwise
  if (config.evolution?.enabled === true) settings.evolution = { ...config.evolution }
  for (const k of Object.keys(settings)) if (settings[k] === undefined) delete settings[k]
  return settings
}

// ---------------------------------------------------------------------------------------
// Skills: the bundle's own, registered at runtime, never over another provider's copy.
// ---------------------------------------------------------------------------------------

export function frontmatter (text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!m) return null
  const data = {}
  const lines = m[1].split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(lines[i])
    if (!kv) continue
    let value = kv[2]
    if (/^[>|][-+]?$/.test(value)) {
      const block = []
      while (i + 1 < lines.length && (/^\s+\S/.test(lines[i + 1]) || lines[i + 1].trim() === '')) block.push(lines[++i].trim())
      value = value.startsWith('>') ? block.join(' ').replace(/\s+/g, ' ').trim() : block.join('\n')
    } else if (/^".*"$/.test(value)) {
      try { value = JSON.parse(value) } catch {}
    } else if (/^'.*'$/.test(value)) value = value.slice(1, -1).replace(/''/g, "'")
    data[kv[1]] = value
  }
  return { data, body: m[2] }
}

function truthy (v) { return ['true', '1', 'yes', 'on'].includes(String(v).toLowerCase()) }

function bundleSkills () {
  const skills = []
  for (const rel of SKILL_DIRS) {
    const path = join(BUNDLE_ROOT, rel, 'SKILL.md')
    let parsed
    try { parsed = frontmatter(readFileSync(path, 'utf8')) } catch { continue }
    if (!parsed || !parsed.data.name || !parsed.data.description) continue
    const d = parsed.data
    skills.push({
      name: d.name,
      description: d.description,
      ...(d.whenToUse ? { whenToUse: d.whenToUse } : {}),
      invocation: {
        modelInvocable: d['disable-model-invocation'] === undefined ? true : !truthy(d['disable-model-invocation']),
        userInvocable: d['user-invocable'] === undefined ? true : truthy(d['user-invocable'])
      },
      source: 'plugin',
      provider: name,
      path,
      content: parsed.body
    })
  }
  return skills
}

async function registerSkills (registry, log) {
  const skills = bundleSkills()
  if (!skills.length || !registry) return []
  let existing = []
  try { existing = await registry.list({}) } catch {}
  const registered = []
  for (const skill of skills) {
    const other = existing.find((s) => s.name === skill.name && s.provider !== name)
    if (other) {
      let where = other.provider
      try {
        const full = await registry.get(skill.name, {})
        if (full?.path) where = `${full.path} (provider ${other.provider})`
      } catch {}
      log.warn(`skill "${skill.name}" of ${name} not registered: ${where} already provides a skill of that name and shadows ours (${skill.path})`)
      continue
    }
    try {
      registry.register(skill)
      registered.push(skill.name)
    } catch (error) {
      log.warn(`skill "${skill.name}" of ${name} not registered: ${error.message}`)
    }
  }
  return registered
}

// ---------------------------------------------------------------------------------------
// The plugin
// ---------------------------------------------------------------------------------------

function textOf (content) {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.map((p) => (p && typeof p.text === 'string' ? p.text : '')).join('')
}

/** A message of ours, with a producer-owned source kind both host lines accept. */
function pluginMessage (text, form) {
  return {
    id: randomUUID(),
    role: 'user',
    content: [{ type: 'text', text }],
    source: messageSource(name, form)
  }
}

function withTimeout (promise, ms) {
  let timer
  return Promise.race([
    promise,
    new Promise((resolveT) => { timer = setTimeout(() => resolveT(undefined), ms); timer.unref?.() })
  ]).finally(() => clearTimeout(timer))
}

export function apply (ctx, rowConfig) {
  const logger = ctx.logger
  const log = {
    warn: (msg) => (logger?.warn ? logger.warn(msg) : console.warn(`[${name}] ${msg}`)),
    debug: (msg) => logger?.debug?.(msg)
  }
  // The settings in force, read at each use: the row's config (0.2.1 hands volatile
  // fields as live cells) or, where the host registers a settings scope, its value.
  let scope = null
  const config = () => merge(DEFAULTS, plainConfig(scope ? scope.get() : (rowConfig ?? {})))
  // Optional services: Cordis refuses `ctx.<service>` unless the plugin declares
  // it in `inject` (and a declared one must exist), so each is taken when it
  // appears, through ctx.inject, on a child context that owns what it registers.
  const services = {}
  const use = (service, fn) => {
    if (typeof ctx.inject !== 'function') return
    ctx.inject([service], (sctx) => {
      services[service] = sctx[service]
      try { fn?.(sctx, sctx[service]) } catch (error) { log.warn(`${service}: ${error.message}`) }
    })
  }
  let onConfig = () => {} // set once the tools can follow a settings change
  const settingsState = { registered: false, error: null }
  use('settings', (_c, settings) => {
    try {
      const registered = registerSettings(settings, SETTINGS_NS, settingsSchema(), merge(DEFAULTS, plainConfig(rowConfig ?? {})))
      if (!registered) {
        // 0.2.1: the service builds its forms from this module's Config export
        settingsState.registered = Config !== undefined ? 'config-export' : false
        if (Config === undefined) log.warn('settings are off: the host settings service has no register() and its schemastery is out of reach; the row config applies')
        return
      }
      scope = registered
      settingsState.registered = true
      onConfig()
      scope.watch?.(() => onConfig())
    } catch (error) {
      settingsState.error = error.message
      throw error
    }
  })

  const sessions = new Map() // id -> { session, synced, cwdSent, recalled, token, toolCalls }
  const messageTokens = new Map() // injected message id -> { sessionId, token }
  const commandsByCall = new Map() // bash callId -> command line (for auto-approval)
  const stats = { stepHookMs: [], firstInjectionAt: null, appliedAt: Date.now() }

  let warnedLog = false
  const track = (session) => {
    let s = sessions.get(session.id)
    if (!s) {
      s = { session, host: hostLine(session), synced: 0, backfilling: null, cwdSent: false, recalled: false, recall: null, token: null, toolCalls: false }
      sessions.set(session.id, s)
    }
    return s
  }

  const eventParams = (s, event) => {
    const params = { sessionId: s.session.id, event: s.host.forSidecar(event) }
    if (!s.cwdSent) {
      const cwd = s.session.header?.cwd ?? s.session.meta?.cwd
      if (typeof cwd === 'string') params.cwd = cwd
      s.cwdSent = true
    }
    return params
  }

  /** Replay one session from the sidecar's watermark (host's log in memory, else persistence). */
  // `synced` is the generation (client.starts) of the sidecar process this session's
  // log was replayed to: a restarted process gets no live event before its replay,
  // else a live event would raise its seq watermark over the events still to replay.
  async function backfill (client, s) {
    s.cwdSent = false
    const progress = await client.call('session/progress', { sessionId: s.session.id })
    const from = progress?.lastLoggedSeq ?? 0
    let events = s.host.events(s.session)
    if (!events) {
      try { events = await s.host.storedEvents(services.sessionPersistence, s.session.id) } catch { events = null }
      if (!events && !warnedLog) {
        warnedLog = true // one line per host, not per session
        log.warn(`session ${s.session.id}: its log cannot be read on this host (no ${s.host === rc8 ? 'session.events or sessionPersistence.load' : 'snapshotEvents() or sessionPersistence.open'}); memory gets its live events only`)
      }
    }
    // synchronous from here: no live event can slip between the replay and `synced`
    for (const event of events ?? []) {
      if (typeof event?.seq === 'number' && event.seq >= from) client.notify('session/event', eventParams(s, event))
    }
    s.synced = client.starts
  }

  /** A session the running sidecar has not had yet (new, or the sidecar restarted). */
  function ensureSynced (s) {
    if (s.backfilling || client.unavailable || client.stopped) return
    s.backfilling = client.start()
      .then((ok) => (ok && client.child && s.synced !== client.starts ? backfill(client, s) : undefined))
      .catch((error) => log.debug(`backfill: ${error.message}`))
      .finally(() => { s.backfilling = null })
  }

  const env = { ...process.env }
  const client = new SidecarClient({
    python: config().python,
    log,
    env,
    onRequest: (method, params) => {
      if (method === 'llm/complete') return complete(params)
      if (method === 'evolve/probe' && evolution) return evolution.probe(params)
      throw new Error(`unknown method ${method}`)
    },
    onReady: async (c) => {
      const init = {
        settings: sidecarSettings(config()),
        clientInfo: { name, version: BUNDLE.packageVersion }
      }
      const store = expandHome(config().store)
      // a relative store would land in whatever folder the host runs in: the build refuses
      // one (SPEC002); a runtime setting gets the default store and one line saying why
      if (store && isAbsolute(store)) init.storePath = store
      else if (store) log.warn(`memory: store ${JSON.stringify(store)} is not an absolute path; using the default store`)
      await c.call('initialize', init)
      for (const s of sessions.values()) await backfill(c, s)
    }
  })

  // -- controlled evolution (./evolve.js), only when enabled ------------------------------

  let evolution = null
  if (config().evolution?.enabled === true) {
    if (!EVOLVE) log.warn('evolution is off: this bundle was built without memory.evolution (no dshkit-memory/evolve.js)')
    else {
      use('subagents')
      use('agents')
      evolution = EVOLVE.attachEvolution({
        ctx, use, log, services, pluginName: name, message: pluginMessage, parseSkill: frontmatter,
        request: (method, params, timeoutMs) => client.request(method, params, timeoutMs)
      })
    }
  }

  // -- the sidecar's model calls ---------------------------------------------------------

  async function complete (params) {
    if (!services.llm?.stream) throw new Error('the host has no model service')
    const route = params.route ?? {}
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new Error('timeout')), params.timeoutMs ?? 120000)
    try {
      const messages = (params.messages ?? []).map((m) => m.role === 'assistant'
        ? { id: randomUUID(), role: 'assistant', content: [{ type: 'text', text: String(m.content) }], source: { kind: 'model', provider: route.provider, model: route.model } }
        : pluginMessage(String(m.content), 'memory-consolidation'))
      const options = {
        provider: route.provider,
        model: route.model,
        messages,
        ...(params.system ? { system: params.system } : {}),
        ...(params.maxTokens ? { maxTokens: params.maxTokens } : {}),
        purpose: params.purpose ?? 'memory-consolidation',
        signal: controller.signal
      }
      let text = ''
      let finish = null
      for await (const chunk of services.llm.stream(options)) {
        if (chunk?.type === 'text-delta') text += chunk.text
        else if (chunk?.type === 'finish') finish = chunk.reason
      }
      const kind = finish?.kind
      if (kind === 'error' || kind === 'aborted') throw new Error(finish?.failure?.message ?? `model call ${kind}`)
      return { text, finish: kind === 'max-tokens' ? 'max-tokens' : 'stop' }
    } finally {
      clearTimeout(timer)
    }
  }

  // -- session feed ----------------------------------------------------------------------

  // 0.2.1's settings are live cells with no change event: the tool list is brought up to
  // date where the host builds an agent's tools and before each step (a no-op when nothing
  // changed)
  const followSettings = () => { try { onConfig() } catch {} }
  // an evolution probe's sub-session is the flow's instrument, not the user's work: memory
  // neither tracks, logs nor injects into it
  const probeSession = (session) => evolution?.isProbe({ id: session?.id, session }) === true
  ctx.on('session/created', (session) => {
    followSettings()
    if (session?.id && !probeSession(session)) track(session)
  })
  ctx.on('session/event', (session, event) => {
    if (!session?.id || !event || probeSession(session)) return
    const s = track(session)
    if (event.type === 'assistant/message') {
      s.toolCalls = (event.data?.message?.content ?? []).some((p) => p?.type === 'tool-call')
    } else if (event.type === 'user/message') {
      const ack = messageTokens.get(event.data?.id)
      if (ack) {
        messageTokens.delete(event.data.id)
        client.notify('agent/injectionDelivered', ack)
        if (stats.firstInjectionAt === null) stats.firstInjectionAt = Date.now()
      }
    }
    if (s.synced === client.starts && client.child) client.notify('session/event', eventParams(s, event))
    else ensureSynced(s) // the replay picks the event up from the host's log
  })
  ctx.on('session/disposed', (session) => {
    if (!session?.id) return
    if (client.child && !probeSession(session)) client.notify('session/disposed', { sessionId: session.id })
    sessions.delete(session.id)
  })

  // -- recall and differential injection -------------------------------------------------

  const warm = ({ agent }) => {
    followSettings()
    if (!agent?.session?.id || probeSession(agent.session)) return
    const s = track(agent.session)
    if (!s.recall) {
      // after the session's log reached the sidecar: its cwd decides the project scope
      s.recall = (async () => {
        if (!(await client.start())) return null
        ensureSynced(s)
        await s.backfilling
        return client.request('agent/start', { sessionId: agent.session.id })
      })().catch((error) => {
        log.debug(`recall failed: ${error.message}`)
        return null
      })
    }
  }
  ctx.on('agent/created', warm)
  ctx.on('agent/session-start', warm)

  async function memoryMessages (agent, decision) {
    const s = track(agent.session)
    // Only on a step that happens anyway: new input, or the model owes an answer
    // to its tool calls. Adding a message to an otherwise empty final pre-step
    // would make the host run one more model step.
    if (decision.messages.length === 0 && !s.toolCalls) return []
    const out = []
    if (!s.recalled) {
      warm({ agent })
      const recall = await s.recall
      s.recalled = true
      if (recall?.text) out.push(pluginMessage(recall.text, 'memory-recall'))
    }
    if (!(await client.start())) return out
    const result = await client.call('agent/preStep', { sessionId: agent.session.id, ...(s.token ? { delivered: s.token } : {}) })
    s.token = null
    if (result?.text && result.token) {
      const message = pluginMessage(result.text, `memory-${result.kind}`)
      messageTokens.set(message.id, { sessionId: agent.session.id, token: result.token })
      s.token = result.token
      out.push(message)
    }
    // Graph memory's card: what matters now, within projectionBytes. Sent again only
    // when it changed, so a long turn does not pile up copies.
    const card = result?.card?.text
    if (card && card !== s.card) {
      s.card = card
      out.push(pluginMessage(card, 'memory-card'))
    }
    return out
  }

  ctx.on('agent/pre-step', async (payload, next) => {
    followSettings()
    const decision = await next()
    if (!decision || decision.kind === 'reject' || payload?.signal?.aborted || client.unavailable) return decision
    if (probeSession(payload?.agent?.session)) return decision
    const t0 = performance.now()
    try {
      const extra = await withTimeout(memoryMessages(payload.agent, decision), STEP_TIMEOUT_MS)
      stats.stepHookMs.push(performance.now() - t0)
      if (!extra?.length) return decision
      return { ...decision, messages: [...decision.messages, ...extra] }
    } catch (error) {
      log.debug(`memory injection skipped: ${error.message}`)
      return decision
    }
  })

  // -- agent tools -----------------------------------------------------------------------

  const anyObject = { type: 'object' }
  // a tool's `limit` argument, clamped to what the sidecar serves
  const limitParam = (args) => (Number.isInteger(args.limit) ? { limit: Math.max(1, Math.min(50, args.limit)) } : {})
  const textResult = (text) => [{ type: 'text', text }]
  const toolDefs = {
    memory_search: {
      name: 'memory_search',
      description: 'Search long-term memory (rules, decisions, facts from earlier sessions). Set history: true to search past conversation messages and summaries too. Returns names; read one with memory_get.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to look for (an idea or an exact identifier).' },
          limit: { type: 'integer', description: 'At most this many results (default 10).' },
          history: { type: 'boolean', description: 'Also search the conversation history (msg-, sum-, session- entries).' }
        },
        required: ['query'],
        additionalProperties: false
      },
      output: {
        schema: anyObject,
        render: (_args, value) => textResult(value.results.length
          ? value.results.map((r) => `- ${r.name} [${r.kind}${r.status === 'active' ? '' : ', ' + r.status}] ${r.title}: ${r.snippet}`).join('\n')
          : 'No memory entry matches; rephrase or widen the query before concluding nothing is recorded.')
      },
      execute: (args) => client.request('memory/search', {
        query: String(args.query ?? ''),
        statuses: ['active', 'inbox'],
        ...limitParam(args),
        ...(args.history ? { includeOperational: true } : {})
      })
    },
    memory_get: {
      name: 'memory_get',
      description: 'Read one long-term memory entry by name (as returned by memory_search), with its links.',
      parameters: {
        type: 'object',
        properties: { name: { type: 'string', description: 'The entry name.' } },
        required: ['name'],
        additionalProperties: false
      },
      output: {
        schema: anyObject,
        render: (_args, e) => textResult(`# ${e.title || e.name}\n(${e.name}, ${e.kind}, ${e.status})\n\n${e.body}` +
          (e.edges?.length ? '\n\nLinks:\n' + e.edges.map((x) => `- ${x.head} ${x.relation} ${x.tail}`).join('\n') : ''))
      },
      execute: (args) => client.request('memory/get', { name: String(args.name ?? '') })
    },
    memory_recall: {
      name: 'memory_recall',
      description: 'Recall from working memory: constraints, decisions, files written and progress of this project, plus the original conversation text. Each hit names its session and event seq; read the full original with memory_expand.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to look for.' },
          limit: { type: 'integer', description: 'At most this many results per kind (default 10).' }
        },
        required: ['query'],
        additionalProperties: false
      },
      output: {
        schema: anyObject,
        render: (_args, v) => textResult((v.nodes.length || v.raw.length)
          ? [...v.nodes.map((n) => `- #${n.id} ${n.kind}${n.status === 'active' ? '' : ' (' + n.status + ')'}: ${n.text} [session ${n.sessionId} seq ${n.seq}]`),
              ...v.raw.map((r) => `- ${r.kind} [session ${r.sessionId} seq ${r.seq}]: ${r.excerpt}`)].join('\n')
          : 'Nothing in working memory matches.')
      },
      execute: (args, exec) => client.request('memory/recall', {
        query: String(args.query ?? ''),
        ...limitParam(args),
        ...(exec?.agent?.session?.id ? { sessionId: exec.agent.session.id } : {})
      })
    },
    memory_expand: {
      name: 'memory_expand',
      description: 'The original text of conversation events by coordinates (session and seq range), as given by memory_recall or a compaction checkpoint.',
      parameters: {
        type: 'object',
        properties: {
          sessionId: { type: 'string', description: 'The session (default: this one).' },
          fromSeq: { type: 'integer' },
          toSeq: { type: 'integer', description: 'Default: fromSeq.' }
        },
        required: ['fromSeq'],
        additionalProperties: false
      },
      output: {
        schema: anyObject,
        render: (_args, v) => textResult(v.events.length
          ? v.events.map((e) => `[${e.seq} ${e.kind}] ${e.text}`).join('\n\n') + (v.truncated ? '\n(truncated)' : '')
          : 'No recorded event in that range.')
      },
      execute: (args, exec) => client.request('memory/expand', {
        sessionId: String(args.sessionId ?? exec?.agent?.session?.id ?? ''),
        fromSeq: Math.max(0, Number(args.fromSeq) | 0),
        toSeq: Math.max(0, Number(args.toSeq ?? args.fromSeq) | 0),
        // the caller's session scopes the read to its own project (docs/protocol.md memory/expand)
        ...(exec?.agent?.session?.id ? { callerSessionId: String(exec.agent.session.id) } : {})
      })
    },
    memory_write: {
      name: 'memory_write',
      description: 'Propose a lasting memory: a rule, taboo, decision or fact the user stated. It goes to the inbox; the user promotes it with /memory promote NAME. Never store secrets.',
      parameters: {
        type: 'object',
        properties: {
          title: { type: 'string', description: 'One line.' },
          body: { type: 'string', description: 'The memory itself, self-contained.' },
          type: { type: 'string', enum: ['fact', 'decision', 'rule', 'taboo', 'note'] },
          key: { type: 'string', description: 'Stable key: a later write with the same key replaces this one when promoted.' },
          global: { type: 'boolean', description: 'For every project, not only this one.' },
          // offered only by a bundle built with a team store (memory.team)
          ...(DEFAULTS.team ? { team: { type: 'boolean', description: "Share it with the team (the team's inbox; promoted, it reaches every teammate's agent)." } } : {}),
          tags: { type: 'array', items: { type: 'string' } }
        },
        required: ['title', 'body'],
        additionalProperties: false
      },
      output: {
        schema: anyObject,
        render: (args, v) => textResult(v.status === 'active' && v.result === 'unchanged'
          ? `Already an active memory as ${v.name}: nothing changed.`
          : `Saved to the ${args?.team ? "team's " : ''}memory inbox as ${v.name}. The user makes it active with /memory promote ${v.name}.`)
      },
      execute: (args, exec) => {
        const params = { title: String(args.title ?? ''), body: String(args.body ?? '') }
        for (const k of ['type', 'key', 'global', 'tags', 'team']) if (args[k] !== undefined) params[k] = args[k]
        const sid = exec?.agent?.session?.id
        if (sid) params.sessionId = sid
        return client.request('memory/write', params)
      }
    }
  }
  // The registered tools follow the settings: the settings service may appear after the
  // tool registry, and a user may change the list while the host runs.
  use('tools', (_c, tools) => {
    const registered = new Map() // name -> disposer
    const sync = () => {
      const wanted = new Set((config().tools ?? []).filter((t) => toolDefs[t]))
      for (const [tool, dispose] of registered) {
        if (!wanted.has(tool)) { try { dispose?.() } catch {} registered.delete(tool) }
      }
      for (const tool of wanted) {
        if (registered.has(tool)) continue
        try { registered.set(tool, tools.register(toolDefs[tool])) } catch (error) { log.warn(`tool ${tool} not registered: ${error.message}`) }
      }
    }
    sync()
    onConfig = sync
  })

  // -- the /memory command ---------------------------------------------------------------

  // registered when the composed config asks for any subcommand; which ones work
  // follows the settings at each call
  const registerCommand = (config().commands ?? []).length > 0
  async function memoryCommand (rawInput) {
    const words = String(rawInput ?? '').trim().split(/\s+/).filter(Boolean)
    const [sub, ...rest] = words
    const subcommands = new Set((config().commands ?? []).filter((c) => ['list', 'promote', 'forget'].includes(c)))
    const usage = `Usage: /memory ${[...subcommands].map((c) => c === 'list' ? 'list [inbox|active]' : `${c} NAME`).join(' | ')}`
    if (!sub || !subcommands.has(sub)) return { kind: 'error', text: usage }
    try {
      if (sub === 'list') {
        const status = rest[0] === 'active' ? ['active'] : rest[0] === 'inbox' ? ['inbox'] : ['inbox', 'active']
        const { entries } = await client.request('memory/list', { statuses: status })
        return { kind: 'success', text: entries.length ? entries.map((e) => `${e.status.padEnd(6)} ${e.name}  ${e.title}`).join('\n') : 'No memory entries.' }
      }
      if (rest.length !== 1 && !(sub === 'promote' && rest.length === 3 && rest[1] === '--supersede')) return { kind: 'error', text: usage }
      if (sub === 'promote') {
        const r = await client.request('memory/promote', { name: rest[0], ...(rest[2] ? { supersede: rest[2] } : {}) })
        return { kind: 'success', text: `${r.name} is active${r.superseded?.length ? ` (supersedes ${r.superseded.join(', ')})` : ''}.` }
      }
      const r = await client.request('memory/forget', { name: rest[0] })
      return { kind: 'success', text: `Forgot ${r.name}: it is gone from search, injection and the store's files.` }
    } catch (error) {
      return { kind: 'error', text: error.code === -32009
        ? `${error.message}; to replace it: /memory promote ${rest[0]} --supersede ${error.data?.conflict?.[0] ?? 'NAME'}`
        : error.message }
    }
  }
  // -- the /mem command (graph memory) --------------------------------------------------

  const MEM_USAGE = 'Usage: /mem show | stats | recall WORDS | graph ID|WORDS | sleep | restore ID | prune'
  async function memCommand (rawInput, agent) {
    const [sub, ...rest] = String(rawInput ?? '').trim().split(/\s+/).filter(Boolean)
    const sessionId = agent?.session?.id
    try {
      if (sub === 'recall' && rest.length) {
        const v = await client.request('memory/recall', { query: rest.join(' '), ...(sessionId ? { sessionId } : {}) })
        return { kind: 'success', text: toolDefs.memory_recall.output.render({}, v)[0].text }
      }
      if (!['show', 'stats', 'graph', 'sleep', 'restore', 'prune'].includes(sub)) return { kind: 'error', text: MEM_USAGE }
      const params = { action: sub, ...(sessionId ? { sessionId } : {}) }
      if (sub === 'restore' || (sub === 'graph' && /^\d+$/.test(rest[0] ?? ''))) {
        if (!/^\d+$/.test(rest[0] ?? '')) return { kind: 'error', text: MEM_USAGE }
        params.id = Number(rest[0])
      } else if (sub === 'graph') {
        if (!rest.length) return { kind: 'error', text: MEM_USAGE }
        params.query = rest.join(' ')
      }
      const v = await client.request('memory/graph', params)
      if (sub === 'show') return { kind: 'success', text: v.text ?? 'The card is empty.' }
      if (sub === 'graph') {
        return { kind: 'success', text: v.node
          ? [`#${v.node.id} ${v.node.kind} (${v.node.status}): ${v.node.text}`,
              ...v.neighbours.map((n) => `  ${n.direction === 'out' ? '->' : '<-'} ${n.kind} #${n.id}${n.node ? ' ' + n.node.kind + ': ' + n.node.text : ''}`)].join('\n')
          : 'No such node.' }
      }
      if (sub === 'restore') return { kind: v.restored ? 'success' : 'error', text: v.restored ? `#${params.id} restored.` : v.reason }
      const { action: _a, ...rest2 } = v
      return { kind: 'success', text: JSON.stringify(rest2, null, 2) }
    } catch (error) {
      return { kind: 'error', text: error.message }
    }
  }
  if (registerCommand) {
    use('commands', (_c, commands) => {
      if ((config().commands ?? []).some((c) => c !== 'mem')) {
        commands.register({ name: 'memory', description: 'Long-term memory: list, promote or forget entries', handler: (inv) => memoryCommand(inv?.rawInput) })
      }
      if ((config().commands ?? []).includes('mem')) {
        commands.register({ name: 'mem', description: 'Working memory: show the card, stats, recall, graph, sleep, restore, prune', handler: (inv) => memCommand(inv?.rawInput, inv?.agent) })
      }
    })
  }

  // -- auto-approval of the trusted memory CLI --------------------------------------------

  ctx.on('tools/pre-execute', (exec, next) => {
    if (config().autoApprove && exec?.callId !== undefined && typeof exec?.arguments?.command === 'string') {
      commandsByCall.set(exec.callId, exec.arguments.command)
      if (commandsByCall.size > 256) commandsByCall.delete(commandsByCall.keys().next().value)
    }
    return next()
  })
  ctx.on('approval/request', (req, next) => {
    if (config().autoApprove && req?.callId !== undefined && isTrustedMemoryCall(commandsByCall.get(req.callId))) return 'allowed-once'
    return next()
  }, { prepend: true })

  // -- skills ------------------------------------------------------------------------------

  if (config().skills !== false) {
    use('skills', (sctx, skills) => {
      Promise.resolve().then(() => registerSkills(skills, log)).catch((error) => log.warn(`skills: ${error.message}`))
    })
  }
  use('llm')
  use('sessionPersistence')

  // -- dispose: let a last consolidation finish, then stop the sidecar ---------------------

  async function drainAndStop () {
    if (client.child) {
      for (const id of sessions.keys()) client.notify('session/disposed', { sessionId: id })
      const consolidating = config().consolidation && config().consolidation !== 'off'
      const deadline = Date.now() + (consolidating ? DRAIN_MS : 0)
      while (Date.now() < deadline && client.child) {
        let busy = true // a slow answer (a loaded machine) is not a reason to stop early
        try {
          const st = await client.call('memory/stats', {}, Math.max(100, deadline - Date.now()))
          busy = Object.entries(st?.consolidation?.tasks ?? {}).some(([k, n]) => n > 0 && /^consolidate:(pending|running)$/.test(k))
        } catch {}
        if (!busy) break
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    if (process.env.DSHKIT_MEMORY_STATS) writeStats(process.env.DSHKIT_MEMORY_STATS)
    await client.stop()
  }
  // Figures for bench/ and the tests: hook time per step, cold start, the sidecar's cost.
  function writeStats (path) {
    const out = {
      stepHookMs: stats.stepHookMs,
      coldStartToFirstInjectionMs: stats.firstInjectionAt === null ? null : stats.firstInjectionAt - stats.appliedAt,
      sidecarStarts: client.starts,
      settings: settingsState,
      tools: config().tools,
      sidecarPid: client.child?.pid ?? null
    }
    try {
      const pid = client.child?.pid
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      out.sidecarRssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
      out.sidecarPeakRssKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1])
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      out.sidecarCpuTicks = Number(fields[11]) + Number(fields[12]) // utime + stime (clock ticks)
      out.sidecarUptimeMs = Date.now() - client.startedAt
    } catch {}
    try { writeFileSync(path, JSON.stringify(out)) } catch {}
  }
  if (typeof ctx.effect === 'function') {
    ctx.effect(function * () { yield () => drainAndStop() }, `${name} sidecar`)
  } else if (typeof ctx.on === 'function') {
    ctx.on('dispose', () => drainAndStop())
  }

  // The bundle's summarizer (dshkit-memory/summarizer.js, when the spec asks for compaction)
  // reaches this sidecar through one process-wide slot named after the package.
  const bridgeKey = Symbol.for(`dshkit-memory-bridge:${BUNDLE.packageName}`)
  globalThis[bridgeKey] = {
    checkpoint: async (params) => (await client.start()) ? client.request('memory/checkpoint', params) : null
  }
  if (typeof ctx.on === 'function') ctx.on('dispose', () => { delete globalThis[bridgeKey] })

  // for tests and figures
  return { client, sessions, stats, memoryCommand, evolution, get config () { return config() } }
}
