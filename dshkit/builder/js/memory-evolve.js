// dshkit memory: the host's side of controlled evolution (dshkit-memory/evolve.js),
// shipped as-is beside index.js only by a bundle built with `memory.evolution.enabled`.
// The sidecar owns the components (C1-C8, versioned), the flow and the ledger
// (docs/evolution.md); this module puts a revision's components where the host
// reads them, with the host's own services, and runs probe sub-sessions for it:
//
// - C1-C4 (`prompt`): one section added to the system prompt through the host's
//   `system-prompt/assemble` waterfall (both host lines), per agent: a main session
//   gets the current revision, a probe sub-session the revision under probe;
// - C5: `evolve_catalog` (delegation policy + catalogue) and `evolve_delegate` (a real
//   sub-agent through the host's subagent service, its depth and permissions);
// - C6: one skill provider on the host's skill registry (names `evolve-<name>`),
//   invalidated when the revision changes;
// - C7: `evolve_script` through the sandbox (./sandbox.js `runScript`);
// - C8: hooks on the real `tools/post-execute` waterfall through `runHooks`: a note is
//   appended as an additional context; the tool's arguments, result, success and
//   approval are never touched, and any failure leaves the decision as it was;
// - `/evolve <sub> …` → `evolve/command`; a failed tool result → `evolve/deviation`;
// - the sidecar's `evolve/probe` request: one sub-session in the probe's worktree.
//
// Nothing here may fail a host session: every path answers with a clear message or
// leaves the host's value unchanged.

import { randomUUID } from 'node:crypto'

const SECTION = 'dshkit-evolution'
// Skill names the host accepts (kebab-case), and ours carry a prefix.
const SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const SKILL_PREFIX = 'evolve-'
// The assemble waterfall and a post-tool note never wait longer than this for the sidecar:
// its first answer may include starting it and creating the components' git repository (a
// few git commands); later ones come from its cache. Past it, the step goes on without.
// Only an assembly with nothing to fall back on waits this long (componentsFor).
const FETCH_MS = 10000
// An assembly that has the session's last components waits at most this for a fresh answer,
// then goes on with them (the answer, when it comes, serves the next step): a healthy sidecar
// answers in milliseconds, so a switch its worker made (a shadow trial starting) is still seen
// at once, and a slow or busy one costs a step this much, never FETCH_MS.
const FRESH_MS = 250
// runHooks bounds each hook (1-1000 ms, <= 1 s per process); this is a last guard.
const HOOKS_MS = 2500
const NOTE_BYTES = 4000
// how long a probe's answer waits for its child's disposal (a step the host is still stopping)
const DISPOSE_MS = 5000
const EVENT_TEXT_BYTES = 8000
const DELEGATE_PROVIDER = 'spawn'
// rc.8's subagent service has no resolveMaxDepth(): its own `subagent` tool bounds recursion
// with its config's maxDepth, default 3 (dsh-tool-subagent); a delegation here gets the same
const RC8_MAX_DEPTH = 3
// An rc.8 probe child's runtime context (a child the host spawns gets the host's own words)
const PROBE_CONTEXT = 'You are a sub-agent started for one task, with no user to talk to: operations that need approval are refused. Do the task in your working directory and end with a short report of what you did and what you could not do.'

export const USAGE = 'Usage: /evolve status | diagnose | run [C1..C8] | verify | report | diff [A] [B] | rollback [rev] | log [n]'
const SUBCOMMANDS = new Set(['status', 'diagnose', 'run', 'verify', 'report', 'diff', 'rollback', 'log'])

function withTimeout (promise, ms, what) {
  let timer
  return Promise.race([
    promise,
    new Promise((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms); timer.unref?.() })
  ]).finally(() => clearTimeout(timer))
}

/** What `promise` gives within `ms`, else undefined (a rejection counts as undefined). */
function within (promise, ms) {
  let timer
  return Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => { timer = setTimeout(resolve, ms); timer.unref?.() })
  ]).finally(() => clearTimeout(timer))
}

const clip = (text, bytes) => (text.length > bytes ? text.slice(0, bytes) + ' …' : text)

function textOf (content) {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.map((p) => (p && typeof p.text === 'string' ? p.text : '')).join('')
}

// -- the sidecar's evolve/* wire (docs/protocol.md "Evolution") ---------------------------
// `evolve/components` answers a revision's files: `injection` (C1-C4 joined), `components`
// [{id, path, text}] (C5's text is the delegation policy), `skills` with each SKILL.md's
// whole text, `scripts`/`hooks` with each module's text. They are read here into the one
// shape this module uses, {rev, prompt, delegationPolicy, skills: [{name, description,
// body}], scripts/hooks: [{name, code}]}; a field already in that shape is taken as is.

/** One `evolve/components` answer in the shape this module uses. */
export function readComponents (c, parseSkill) {
  if (!c || typeof c !== 'object') return null
  const text = (x) => String(x?.code ?? x?.text ?? '')
  const skill = (x) => {
    if (typeof x?.description === 'string') return { name: String(x.name ?? ''), description: x.description, body: String(x.body ?? '') }
    const parsed = parseSkill(String(x?.text ?? ''))
    return { name: String(parsed?.data?.name ?? x?.name ?? ''), description: String(parsed?.data?.description ?? ''), body: String(parsed?.body ?? '') }
  }
  const c5 = Array.isArray(c.components) ? c.components.find((x) => x?.id === 'C5') : undefined
  return {
    rev: c.rev ?? null,
    enabled: c.enabled !== false,
    prompt: String(c.prompt ?? c.injection ?? ''),
    delegationPolicy: String(c.delegationPolicy ?? c5?.text ?? ''),
    skills: (c.skills ?? []).map(skill),
    scripts: (c.scripts ?? []).map((x) => ({ name: String(x?.name ?? ''), code: text(x) })),
    hooks: (c.hooks ?? []).map((x) => ({ name: String(x?.name ?? ''), code: text(x) }))
  }
}

/**
 * How a child's turn ended, read from its session log (rc.8 keeps `session.events`): the
 * last assistant message's content as `output`, the last `turn/end` reason as `stopReason`
 * (no turn end: `error`), the shape a subagent run's result has.
 */
export function lastTurnOf (events) {
  let output = []
  let stopReason = 'error'
  for (const e of events ?? []) {
    if (e?.type === 'assistant/message') output = Array.isArray(e.data?.message?.content) ? e.data.message.content : []
    else if (e?.type === 'turn/end') stopReason = String(e.data?.reason?.kind ?? 'error')
  }
  return { output, stopReason }
}

/**
 * The skills of a revision the host would publish, named as published (`evolve-<name>`):
 * dsh-skill's rule for a provider's skill, a kebab-case name and a non-empty description
 * (a skill that breaks it makes the host's catalogue throw). The skill view, a probe's trial
 * skills and evolve_catalog all show these and only these.
 */
export function publishableSkills (c, skipped = () => {}) {
  const out = []
  for (const s of c?.skills ?? []) {
    const name = SKILL_PREFIX + String(s?.name ?? '')
    const description = String(s?.description ?? '')
    if (!SKILL_NAME.test(name) || !description) { skipped(s); continue }
    out.push({ name, description, body: String(s.body ?? '') })
  }
  return out
}

/** A deviation kind the sidecar accepts (a short label of letters, digits and - _ : . /). */
export const deviationKind = (tool) => `tool-failure:${String(tool || 'tool').replace(/[^A-Za-z0-9\-_:./]/g, '-')}`.slice(0, 64)

/**
 * Wire evolution into the host. `request(method, params, timeoutMs)` asks the sidecar;
 * `message(text, form)` builds an injected message with this bundle's source; `use`
 * is the entry's optional-service helper (ctx.inject); `sandbox` (tests) replaces the
 * shipped ./sandbox.js module.
 */
export function attachEvolution ({ ctx, use, request: ask, log, message, services, pluginName, parseSkill, sandbox }) {
  let loadedSandbox = sandbox ? Promise.resolve(sandbox) : null
  const sandboxModule = () => (loadedSandbox ??= import('./sandbox.js'))
  // every answer of evolve/components is read into one shape (above)
  const request = async (method, params, timeoutMs) => {
    const result = await ask(method, params, timeoutMs)
    return method === 'evolve/components' ? readComponents(result, parseSkill) : result
  }

  // -- components, per session or per revision -------------------------------------------
  // A session's last answer is trusted for its next step only while no revision switch is
  // known to have happened since it was asked for: `switches` counts the ones this module
  // learns of (a new rev in any answer, a run/verify/rollback typed here, a deviation that
  // rolled back a shadow trial). A switch the sidecar's worker makes on its own (a run
  // reaching its shadow trial) is seen at the next answer: within FRESH_MS of the step, or
  // from the background fetch that step left running.
  const bySession = new Map() // sessionId -> {c, known}: its last components and the switch count they are current for
  const fetching = new Map() // sessionId ('' for none) -> {pending, known}: one evolve/components in flight each
  let switches = 0
  let current = null // the main sessions' revision (the one the skill view shows)
  let invalidateSkills = () => {}
  const probes = new Map() // probeId#n -> probe
  let probeCount = 0
  const pastProbes = new Set() // child ids of answered probes
  // A probe's child is known by its id, reserved before the host creates it (0.2.1's
  // startActivation takes a `childId`; on rc.8 the entry creates the child itself under an id
  // of its own, probeChild below), so not one of its events reaches memory and its first
  // system prompt already gets the probe's revision.
  const probeOf = (agent) => {
    for (const p of probes.values()) if (p.childId === agent?.id) return p
    return null
  }

  /**
   * The components an agent sees: its probe's revision, else the current one. A session's
   * first step (or its first after a known switch) waits for the sidecar up to FETCH_MS; a
   * later one gets a fresh answer if it comes within FRESH_MS, else the session's last at once.
   */
  async function componentsFor (agent) {
    const probe = probeOf(agent)
    if (probe) return (probe.components ??= await request('evolve/components', { rev: probe.rev }, FETCH_MS))
    const sessionId = agent?.session?.id ?? agent?.id
    const last = sessionId ? bySession.get(sessionId) : undefined
    const fresh = fetchComponents(sessionId)
    if (last && last.known === switches) return (await within(fresh, FRESH_MS)) ?? last.c
    try {
      return await fresh
    } catch (error) {
      const fallback = sessionId ? last?.c : current
      if (fallback) return fallback
      throw error
    }
  }

  /** One evolve/components for a session (none: the main revision), shared by the steps that
   * ask while it is in flight, unless a switch became known since it was sent. */
  function fetchComponents (sessionId) {
    const key = sessionId ?? ''
    const inFlight = fetching.get(key)
    if (inFlight && inFlight.known === switches) return inFlight.pending
    const known = switches
    const pending = request('evolve/components', sessionId ? { sessionId } : {}, FETCH_MS).then((c) => {
      if (known !== switches) {
        // asked before a switch became known: maybe older than what is known now, so it is
        // never noted (it could move `current` back) and never trusted for a next step
        if (sessionId && !bySession.has(sessionId)) bySession.set(sessionId, { c, known })
        return c
      }
      noteRevision(c) // may count a switch it shows itself: it is current for that one
      if (sessionId) bySession.set(sessionId, { c, known: switches })
      return c
    }).finally(() => { if (fetching.get(key)?.pending === pending) fetching.delete(key) })
    fetching.set(key, { pending, known })
    return pending
  }

  function noteRevision (c) {
    if (!c || typeof c !== 'object') return
    if (current?.rev !== c.rev) {
      const first = current === null
      current = c
      if (!first) switched() // a version switch: the host's skill view is rebuilt
    } else current = c
  }

  /** A revision switch: no session's last components are trusted for its next step. */
  function switched () {
    switches++
    invalidateSkills()
  }

  /**
   * A probe replays one revision, but the host's skill view is one per process: it shows the
   * main sessions' revision. The skills the probe's revision adds or changes are therefore
   * written into the probe's prompt, so a C6 candidate is replayed with its own text.
   */
  function trialSkills (c) {
    const shown = new Map(publishableSkills(current).map((s) => [s.name, s]))
    const changed = publishableSkills(c).filter((s) => {
      const seen = shown.get(s.name)
      return !seen || seen.body !== s.body || seen.description !== s.description
    })
    if (!changed.length) return ''
    return ['## Skills of the revision under test',
      "For this task these take the place of the skill tool's copies of the same name.",
      ...changed.map((s) => `### ${s.name}\n${s.description}\n\n${s.body}`)].join('\n\n')
  }

  // -- C1-C4: the system prompt ------------------------------------------------------------
  ctx.on('system-prompt/assemble', async (assembly, context, next) => {
    const assembled = await next()
    const agent = context?.agent
    if (!agent || !assembled || !Array.isArray(assembled.sections)) return assembled
    let text = ''
    try {
      const c = await componentsFor(agent)
      const on = c?.enabled !== false
      text = on ? String(c?.prompt ?? '') : ''
      // a probe's trial skills go in even when C1-C4 are empty (a candidate may change skills only)
      if (on && probeOf(agent)) text = [text, trialSkills(c)].filter((t) => t.trim()).join('\n\n')
    } catch (error) {
      log.debug(`evolution prompt skipped: ${error.message}`)
    }
    if (!text.trim()) return assembled
    // interpolate: false: component text is prose, never `{{variable}}` references
    return { ...assembled, sections: [...assembled.sections, { name: SECTION, text, interpolate: false }] }
  })

  // -- /evolve ---------------------------------------------------------------------------
  let lastAgent = null // the agent a probe runs under when the sidecar asks for one
  async function evolveCommand (rawInput, agent) {
    if (agent) lastAgent = agent
    const argv = String(rawInput ?? '').trim().split(/\s+/).filter(Boolean)
    if (!argv.length || !SUBCOMMANDS.has(argv[0])) return { kind: 'error', text: USAGE }
    const sessionId = agent?.session?.id
    try {
      const r = await request('evolve/command', { action: argv[0], args: argv.slice(1), ...(sessionId ? { sessionId } : {}) })
      if (argv[0] === 'rollback' || argv[0] === 'run' || argv[0] === 'verify') {
        switches++ // the next step of every session asks the sidecar again
        refreshRevision()
      }
      return { kind: 'success', text: String(r?.text ?? '') }
    } catch (error) {
      return { kind: 'error', text: error.message }
    }
  }
  use('commands', (_c, commands) => {
    commands.register({ name: 'evolve', description: 'Controlled evolution: status, diagnose, run, verify, report, diff, rollback, log', handler: (inv) => evolveCommand(inv?.rawInput, inv?.agent) })
  })
  function refreshRevision () {
    fetchComponents(undefined).catch(() => {})
  }

  // -- C5-C7: agent tools ----------------------------------------------------------------
  const anyObject = { type: 'object' }
  const textResult = (text) => [{ type: 'text', text }]
  const toolDefs = [
    {
      name: 'evolve_catalog',
      description: "This project's delegation policy and its catalogue of evolved skills and scripts (run a script with evolve_script, load a skill with the skill tool).",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
      output: {
        schema: anyObject,
        render: (_args, v) => textResult([
          `Revision ${v.rev}.`,
          v.delegationPolicy ? `## Delegation policy\n${v.delegationPolicy}` : '## Delegation policy\n(none)',
          '## Skills', ...(v.skills.length ? v.skills.map((s) => `- ${s.name}: ${s.description}`) : ['(none)']),
          '## Scripts (evolve_script)', ...(v.scripts.length ? v.scripts.map((s) => `- ${s}`) : ['(none)'])
        ].join('\n'))
      },
      async execute (_args, exec) {
        const c = await componentsFor(exec?.agent)
        return {
          rev: c.rev ?? null,
          delegationPolicy: String(c.delegationPolicy ?? ''),
          skills: publishableSkills(c).map((s) => ({ name: s.name, description: s.description })),
          scripts: (c.scripts ?? []).map((s) => s.name)
        }
      }
    },
    {
      name: 'evolve_script',
      description: "Run one of this project's evolved scripts (a pure JSON-to-JSON function, sandboxed: no files, network or processes) on a JSON input; evolve_catalog lists them.",
      parameters: {
        type: 'object',
        properties: { name: { type: 'string', description: 'The script name.' }, input: { description: 'Any JSON value.' } },
        required: ['name'],
        additionalProperties: false
      },
      output: { schema: anyObject, render: (_args, v) => textResult(JSON.stringify(v.output)) },
      async execute (args, exec) {
        const name = String(args?.name ?? '')
        const c = await componentsFor(exec?.agent)
        const script = (c.scripts ?? []).find((s) => s.name === name)
        if (!script) throw new Error(`no evolved script named ${JSON.stringify(name)}; evolve_catalog lists them`)
        const { runScript } = await sandboxModule()
        const r = await runScript({ code: String(script.code), input: args?.input ?? null })
        if (!r?.ok) throw new Error(`script ${name} failed (${r?.code ?? 'error'}): ${r?.error ?? 'no detail'}`)
        return { name, output: r.output ?? null }
      }
    },
    {
      name: 'evolve_delegate',
      description: "Delegate a self-contained subtask to a sub-agent, with its acceptance criteria (see the delegation policy in evolve_catalog). The sub-agent has none of this conversation; it works under the host's own depth limit and permissions, and its final answer is returned.",
      parameters: {
        type: 'object',
        properties: {
          task: { type: 'string', description: 'The complete subtask.' },
          criteria: { type: 'string', description: 'How the result will be accepted.' }
        },
        required: ['task', 'criteria'],
        additionalProperties: false
      },
      output: { schema: anyObject, render: (_args, v) => textResult(`Sub-agent ${v.childId} (${v.stopReason}):\n${v.text}`) },
      async execute (args, exec) {
        if (!exec?.agent) throw new Error('evolve_delegate needs a calling agent')
        const prompt = `${String(args?.task ?? '')}\n\nAcceptance criteria:\n${String(args?.criteria ?? '')}`
        const child = await spawnChild({ parent: exec.agent, prompt, label: 'evolve delegate', signal: exec.signal })
        const result = await child.result
        return { childId: child.id, stopReason: stopKind(result?.stopReason), text: textOf(result?.output) }
      }
    }
  ]
  use('tools', (_c, tools) => {
    for (const def of toolDefs) {
      try { tools.register(def) } catch (error) { log.warn(`tool ${def.name} not registered: ${error.message}`) }
    }
  })

  // -- C6: skills --------------------------------------------------------------------------
  use('skills', (_c, skills) => {
    if (typeof skills.registerProvider !== 'function') {
      log.warn('evolved skills are off: the host skill registry has no registerProvider()')
      return
    }
    const providerName = `${SECTION}:${pluginName}`
    const view = async () => {
      const c = current ?? await fetchComponents(undefined)
      return publishableSkills(c, (s) => log.debug(`evolved skill ${JSON.stringify(s?.name)} skipped: not a valid skill`))
    }
    const summary = (s) => ({ name: s.name, description: s.description, invocation: { modelInvocable: true, userInvocable: true }, source: 'plugin', provider: providerName })
    skills.registerProvider((control) => {
      invalidateSkills = () => { try { control.invalidate() } catch {} }
      return {
        name: providerName,
        list: async () => (await view()).map((s) => ({ ...summary(s), rank: 250, locator: s.name })),
        get: async (candidate) => {
          const s = (await view()).find((x) => x.name === candidate?.name)
          return s ? { ...summary(s), content: s.body } : undefined
        }
      }
    })
  })

  // -- C8: hooks on the post-tool event; failures as deviations -----------------------------
  ctx.on('tools/post-execute', async (exec, result, next) => {
    const decision = await next()
    try {
      const agent = exec?.agent
      const sessionId = agent?.session?.id
      if (result?.isError && sessionId && !probeOf(agent)) {
        const text = clip(String(result?.error?.message ?? textOf(result?.content) ?? 'tool failed'), EVENT_TEXT_BYTES)
        // a deviation may end the shadow trial (its candidate rolled back): a switch
        request('evolve/deviation', { sessionId, kind: deviationKind(exec?.name), text })
          .then((r) => { if (r?.shadowRolledBack) switched() }, () => {})
      }
      // the session's last components, while no switch is known since (else the revision in force)
      const last = sessionId && !probeOf(agent) ? bySession.get(sessionId) : undefined
      const c = (last?.known === switches && last.c) || await withTimeout(componentsFor(agent), FETCH_MS, 'evolve/components')
      const hooks = (c?.hooks ?? []).filter((h) => h && typeof h.code === 'string')
      if (!hooks.length) return decision
      // a copy: a hook sees the call, never the host's objects
      const event = JSON.parse(JSON.stringify({
        tool: String(exec?.name ?? ''),
        arguments: exec?.arguments ?? null,
        isError: result?.isError === true,
        text: clip(textOf(result?.content), EVENT_TEXT_BYTES),
        ...(sessionId ? { sessionId } : {})
      }))
      const { runHooks } = await sandboxModule()
      const outcomes = await withTimeout(runHooks(hooks, event), HOOKS_MS, 'hooks')
      const notes = (outcomes ?? []).filter((o) => typeof o?.note === 'string' && o.note.trim())
        .map((o) => `- ${o.name}: ${o.note.trim()}`)
      for (const o of outcomes ?? []) if (o?.error) log.debug(`evolved hook ${o.name} failed (${o.code}): ${o.error}`)
      if (!notes.length) return decision
      const note = message(clip(`Notes from this project's evolved hooks on ${event.tool}:\n${notes.join('\n')}`, NOTE_BYTES), 'evolve-hook-note')
      return { ...decision, additionalContexts: [...(decision?.additionalContexts ?? []), note] }
    } catch (error) {
      log.debug(`evolved hooks skipped: ${error.message}`) // fail-open: the decision as it was
      return decision
    }
  })

  // -- sub-agents (evolve_delegate and probes) ---------------------------------------------
  const stopKind = (reason) => (typeof reason === 'string' ? reason : reason?.kind ?? 'unknown')

  /** Start one real sub-agent through the host's subagent service: 0.2.1's
   * startActivation (result to the caller) or rc.8's start(); the host's depth limit
   * applies (resolveMaxDepth: the user's setting). */
  async function spawnChild ({ parent, prompt, label, signal, cwd, childId }) {
    const subagents = services.subagents
    if (!subagents) throw new Error('the host has no subagent service')
    const maxDepth = typeof subagents.resolveMaxDepth === 'function' ? subagents.resolveMaxDepth() : RC8_MAX_DEPTH
    const req = { prompt: [{ type: 'text', text: prompt }], parent, ...(cwd ? { cwd } : {}), ...(maxDepth !== undefined ? { maxDepth } : {}) }
    if (typeof subagents.startActivation === 'function') {
      const activation = await subagents.startActivation({ provider: DELEGATE_PROVIDER, label, request: req, signal, delivery: 'caller', ...(childId ? { childId } : {}) })
      return { id: activation.childId, result: activation.result, dispose: () => activation.dispose?.() }
    }
    if (typeof subagents.start === 'function') {
      const run = await subagents.start(DELEGATE_PROVIDER, { ...req, label, signal })
      return { id: run.id, result: run.result, dispose: () => run.dispose?.() }
    }
    throw new Error('the host subagent service can start no sub-agent (no startActivation or start)')
  }

  /**
   * A probe's child in `cwd` on rc.8. rc.8's subagent service has no call that honours a
   * working directory: its `spawn` provider gives every child the parent's session cwd
   * (`request.cwd` is not read), and the host's bash, read and write tools resolve against
   * the session's cwd, so a probe started that way would work in the user's real tree
   * (tests/host/test_evolve_flow_rc8_e2e.py shows it). The child is therefore created the way
   * that provider creates one, through the host's agent factory (`agents.create` of the
   * parent's context: owned by the parent, disposed with it), but with the worktree as its
   * session cwd: joined to the parent's agent preset (its tools and prompt), the parent's
   * model route, one delegation level deeper (rc.8's default limit), the parent session's
   * own sandbox-mode override and approvals pinned to `never` in its log as for any delegated
   * child (it runs no less confined than its parent; nothing waits on a user), then one task
   * turn. An abort of `signal` cancels the child as the host cancels a delegated child whose
   * parent stops (`cancel({kind: 'parent'})`): its running step ends, so disposal is prompt.
   */
  async function probeChild ({ parent, prompt, cwd, childId, signal }) {
    const agents = parent?.ctx?.agents
    if (typeof agents?.create !== 'function') throw new Error('the host can start no sub-agent in a working directory (no startActivation, no agents.create)')
    // read now, before any await: a later switch of the parent is its future, not the probe's
    // (rc.8 captures only the session's explicit override, never the deployment default)
    const sandboxMode = parent.ctx.get?.('sandboxPolicy')?.overrideOf?.(parent.session)
    const header = parent.session?.header ?? {}
    const depth = Math.max(Number(header.delegationDepth) || 0, Number(parent.options?.subagentDepth) || 0) + 1
    if (depth > RC8_MAX_DEPTH) throw new Error(`a probe would be delegation level ${depth}, over the host's ${RC8_MAX_DEPTH}`)
    const presets = parent.ctx.get?.('agentPresets')
    const preset = presets?.composedPreset?.(parent.ctx)
    const route = ['provider', 'model', 'maxTokens'].filter((k) => parent.options?.[k] !== undefined)
    const handle = await agents.create({
      sessionId: childId,
      meta: { cwd, parentSession: header.id ?? parent.id, origin: 'subagent', delegationDepth: depth, ...(preset ? { agentPreset: preset } : {}) },
      agentOptions: { ...Object.fromEntries(route.map((k) => [k, parent.options[k]])), subagentDepth: depth },
      signal,
      setup: (childCtx) => {
        // the delegated policy first (as rc.8 appends it), then the parent's composition
        if (sandboxMode !== undefined) childCtx.agent.session.append('sandbox/mode', { mode: sandboxMode, source: 'delegation' })
        if (childCtx.get?.('approval') !== undefined) childCtx.agent.session.append('approval/policy', { policy: 'never', source: 'delegation' })
        childCtx.get?.('agentPresets')?.composeFrom?.(childCtx, parent.ctx)
        // what a spawned child is told by the host, in our words: no one will answer it
        try {
          childCtx.systemPrompt.context({ name: `${SECTION}:probe`, order: 120, text: PROBE_CONTEXT })
        } catch (error) { log.debug(`probe context not added: ${error.message}`) }
      }
    })
    const child = handle.agent
    let cancelled = false
    const onAbort = () => {
      cancelled = true
      try { child.cancel?.({ kind: 'parent' }) } catch (error) { log.debug(`probe child not cancelled: ${error.message}`) }
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    if (signal?.aborted) onAbort()
    const result = (async () => {
      try {
        if (cancelled) return { output: [], stopReason: 'aborted' }
        child.followup({ id: randomUUID(), role: 'user', content: [{ type: 'text', text: prompt }], source: { kind: 'user' } })
        await child.whenIdle()
        return lastTurnOf(child.session?.events ?? [])
      } finally {
        signal?.removeEventListener('abort', onAbort)
      }
    })()
    return { id: child.id, result, dispose: () => { signal?.removeEventListener('abort', onAbort); return handle.dispose() } }
  }

  // requests and tokens of a probe's sub-session
  ctx.on('agent/pre-step', async (payload, next) => {
    const decision = await next()
    const probe = probeOf(payload?.agent)
    if (probe && decision?.kind !== 'reject') {
      probe.requests++
      // over budget: the probe is answered now and its sub-agent disposed (probe's finally)
      if (probe.requests > probe.maxRequests) probe.stop('error', `the probe used more than ${probe.maxRequests} model requests`)
    }
    return decision
  })
  ctx.on('session/event', (session, event) => {
    if (event?.type !== 'assistant/message') return
    const probe = probeOf({ id: session?.id, session })
    const u = event.data?.usage
    if (!probe || !u) return
    probe.inputTokens += Number(u.inputTokens ?? u.input ?? 0) || 0
    probe.outputTokens += Number(u.outputTokens ?? u.output ?? 0) || 0
  })

  /** The sidecar's `evolve/probe`: one sub-session in `cwd` with the components of `rev`. */
  async function probe (params) {
    const p = params ?? {}
    const timeoutMs = Math.max(1000, Number(p.timeoutMs) || 120000)
    const probeState = {
      // the child's id, reserved before it exists: the child is the probe's from its first event
      rev: p.rev, cwd: String(p.cwd ?? ''), childId: randomUUID(), components: null,
      requests: 0, maxRequests: Math.max(1, Number(p.maxRequests) || 20), inputTokens: 0, outputTokens: 0
    }
    // {status, finalText, usage, error?} and the sidecar's own reading of it: {ok, calls, note}
    const answer = (status, finalText, error) => ({
      status,
      finalText: finalText ?? '',
      usage: { requests: probeState.requests, inputTokens: probeState.inputTokens, outputTokens: probeState.outputTokens },
      ...(error ? { error } : {}),
      ok: status === 'completed',
      calls: probeState.requests,
      note: error ?? clip(finalText ?? '', NOTE_BYTES)
    })
    const parent = (lastAgent && services.agents?.get?.(lastAgent.id) === lastAgent ? lastAgent : null) ??
      services.agents?.roots?.()?.at?.(-1) ?? lastAgent
    if (!parent) return answer('error', '', 'no live session to run the probe under')
    if (!probeState.cwd) return answer('error', '', 'the probe has no working directory')
    const controller = new AbortController()
    let settle
    const stopped = new Promise((resolve) => { settle = resolve })
    probeState.stop = (status, error) => { settle({ status, error }); controller.abort() }
    const key = `${p.probeId ?? p.runId ?? ''}#${++probeCount}`
    const label = `evolve probe ${[p.probeId, p.role, p.trial].filter((x) => x !== undefined).join(' ')} #${probeCount}`.replace(/\s+/g, ' ')
    probes.set(key, probeState)
    let child = null
    const timer = setTimeout(() => probeState.stop('timeout', `the probe did not finish in ${timeoutMs} ms`), timeoutMs)
    timer.unref?.()
    try {
      const task = `${String(p.task ?? '')}${p.criteria ? `\n\nAcceptance criteria:\n${p.criteria}` : ''}`
      const spec = { parent, prompt: task, label, signal: controller.signal, cwd: probeState.cwd, childId: probeState.childId }
      const starting = (typeof services.subagents?.startActivation === 'function' ? spawnChild : probeChild)(spec)
      // the bound covers the child's creation too: a host that never gets it going is answered
      const first = await Promise.race([starting.then((c) => ({ child: c })), stopped])
      if (!first.child) {
        starting.then((c) => c.dispose?.(), () => {}).catch(() => {})
        return answer(first.status, '', first.error)
      }
      child = first.child
      const outcome = await Promise.race([child.result.then((r) => ({ status: 'completed', result: r })), stopped])
      if (outcome.status !== 'completed') return answer(outcome.status, '', outcome.error)
      const kind = stopKind(outcome.result?.stopReason)
      const text = textOf(outcome.result?.output)
      return kind === 'completed' ? answer('completed', text) : answer('error', text, `the probe sub-session stopped: ${kind}${outcome.result?.diagnostic ? ` (${outcome.result.diagnostic})` : ''}`)
    } catch (error) {
      return answer('error', '', error.message)
    } finally {
      clearTimeout(timer)
      controller.abort()
      pastProbes.add(probeState.childId)
      if (pastProbes.size > 256) pastProbes.delete(pastProbes.values().next().value)
      // disposal waits for the child's running step to stop; the answer does not wait past DISPOSE_MS
      try { await withTimeout(Promise.resolve(child?.dispose?.()), DISPOSE_MS, 'disposing the probe') } catch {}
      probes.delete(key)
    }
  }

  // a probe's child stays a probe's after its answer: its last events (turn end, disposal)
  // come after that (the newest 256 are remembered)
  const isProbe = (agent) => probeOf(agent) !== null || pastProbes.has(agent?.id)
  return { probe, evolveCommand, isProbe }
}
