// The entry's side of controlled evolution (dshkit-memory/evolve.js, shipped as-is) against
// a stand-in host (Cordis-style events and waterfalls, the 0.2.1 services it uses) and a
// deterministic stand-in for the other #25 parts: the sidecar's evolve/* methods as the
// contract gives them, and the sandbox module's runScript/runHooks. The last tests load
// the whole entry of an evolution-enabled bundle against the real sidecar.
// Run by tests/memory_entry/test_evolve_node.py (DSHKIT_EVOLVE = the shipped evolve.js).
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'

const { attachEvolution, lastTurnOf, publishableSkills, readComponents, USAGE } = await import(process.env.DSHKIT_EVOLVE)
// the entry beside it (an evolution-enabled bundle's index.js): its SKILL.md reader
const ENTRY = await import(new URL('./index.js', process.env.DSHKIT_EVOLVE))

/** A revision's files as the sidecar answers them (docs/protocol.md "Evolution"). */
function files ({ prompt, skills = [], scripts = [], hooks = [], delegationPolicy = '' }) {
  const file = (dir, ext) => (x) => ({ name: x.name, path: `${dir}/${x.name}${ext}`, text: x.code })
  return {
    components: [{ id: 'C1', path: 'system.md', text: prompt }, { id: 'C5', path: 'subagents.md', text: delegationPolicy }],
    injection: prompt,
    skills: skills.map((k) => ({ name: k.name, path: `skills/${k.name}/SKILL.md`, text: `---\nname: ${k.name}\ndescription: ${k.description}\n---\n${k.body}` })),
    scripts: scripts.map(file('scripts', '.mjs')),
    hooks: hooks.map(file('hooks', '.mjs'))
  }
}

/** The sidecar's evolve/* methods over revisions in memory, answering as the sidecar does. */
function standInSidecar () {
  const calls = []
  const state = {
    rev: 'r1',
    revoked: new Set(),
    revs: {
      r1: { prompt: 'C1: Always run make check before you finish.', skills: [{ name: 'lint-first', description: 'Run the linter first', body: 'Run `make lint`.' }, { name: 'Bad Name', description: 'x', body: '' }], scripts: [{ name: 'sum', code: 'export default (x) => x.a + x.b' }], hooks: [], delegationPolicy: 'Delegate only self-contained subtasks.' },
      r2: { prompt: 'C1: Prefer small commits.', hooks: [{ name: 'remind', code: 'note' }] },
      cand: { prompt: 'C1 CANDIDATE: write the test first.' },
      skillcand: { prompt: 'C1: Always run make check before you finish.', skills: [{ name: 'lint-first', description: 'Run the linter first', body: 'Run `make lint` twice.' }, { name: 'bisect', description: 'Find the breaking commit', body: 'Use git bisect.' }] }
    },
    fail: null,
    delayMs: 0 // how long evolve/components takes (a slow or busy sidecar)
  }
  async function request (method, params) {
    calls.push({ method, params })
    if (state.fail) throw state.fail
    if (method === 'evolve/components') {
      const asked = state.rev // the revision in force when the request came
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
      const rev = params.rev ?? (state.answerAsAsked ? asked : state.rev)
      if (state.revoked.has(rev)) { const e = new Error(`revision ${rev} was rolled back`); e.code = -32009; throw e }
      return { rev, activeRev: state.rev, adoptedRev: state.rev, inShadow: false, ...files(state.revs[rev]) }
    }
    if (method === 'evolve/command') return { action: params.action, text: `did ${[params.action, ...params.args].join(' ')}` }
    if (method === 'evolve/deviation') return { id: 1, kind: params.kind, project: 'p', shadowRolledBack: state.shadowRolledBack === true }
    throw new Error(`unknown method ${method}`)
  }
  return { calls, state, request }
}

/** The sandbox module's contract: runScript({code, input}) and runHooks(hooks, event). */
const standInSandbox = {
  calls: [],
  async runScript ({ code, input }) {
    standInSandbox.calls.push({ code, input })
    if (code.includes('x.a + x.b')) return { ok: true, output: input.a + input.b }
    return { ok: false, code: 'timeout', error: 'the script ran longer than 200 ms' }
  },
  async runHooks (hooks, event) {
    standInSandbox.calls.push({ hooks, event })
    return hooks.map((h) => h.code === 'throw'
      ? { name: h.name, code: 'threw', error: 'Error: boom' }
      : { name: h.name, note: `saw ${event.tool} (${event.isError ? 'failed' : 'ok'})` })
  }
}

/** A stand-in host of the 0.2.1 line: events, waterfalls and the services evolution uses. */
function standIn () {
  const handlers = {}
  const warnings = []
  const tools = new Map()
  const commands = new Map()
  const providers = []
  const invalidations = []
  const agents = new Map()
  const activations = []
  const host = { handlers, warnings, tools, commands, providers, invalidations, agents, activations, childScript: null }
  const on = (event, fn, options) => { (handlers[event] ??= [])[options?.prepend ? 'unshift' : 'push'](fn) }
  host.emit = (event, ...args) => (handlers[event] ?? []).map((fn) => fn(...args))
  host.waterfall = (event, args, last) => {
    const chain = handlers[event] ?? []
    const run = (i) => i < chain.length ? chain[i](...args, () => run(i + 1)) : last()
    return run(0)
  }
  host.services = {
    tools: { register: (t) => { tools.set(t.name, t); return () => tools.delete(t.name) } },
    commands: { register: (c) => { commands.set(c.name, c); return () => commands.delete(c.name) } },
    skills: {
      registerProvider (create) {
        const provider = create({ signal: new AbortController().signal, invalidate: () => invalidations.push(Date.now()) })
        providers.push(provider)
        return () => {}
      }
    },
    agents: { get: (id) => agents.get(id), roots: () => [...agents.values()] },
    subagents: {
      resolveMaxDepth: () => 2,
      async startActivation (spec) {
        activations.push(spec)
        const childId = spec.childId ?? `child-${activations.length}`
        const child = { id: childId, session: { id: childId, header: { cwd: spec.request.cwd ?? 'parent-cwd' } } }
        const result = (host.childScript ?? defaultChild)(host, child, spec)
        return { childId, result, dispose: async () => { host.disposed = (host.disposed ?? 0) + 1 } }
      }
    }
  }
  host.ctx = {
    logger: { warn: (m) => warnings.push(m), debug: () => {} },
    on,
    inject (names, cb) { if (names.every((n) => host.services[n])) cb({ ...host.services }) }
  }
  host.services_ = {}
  host.use = (service, fn) => host.ctx.inject([service], (sctx) => { host.services_[service] = sctx[service]; fn?.(sctx, sctx[service]) })
  return host
}

/** What the host does for a spawned child: assemble its prompt, one step, its answer. */
async function defaultChild (host, child, spec) {
  const assembly = await assemble(host, child)
  await host.waterfall('agent/pre-step', [{ agent: child, messages: [] }], () => Promise.resolve({ kind: 'enter', messages: [] }))
  host.emit('session/event', child.session, { type: 'assistant/message', data: { usage: { inputTokens: 120, outputTokens: 30 } } })
  return { output: [{ type: 'text', text: `child saw: ${assembly.sections.map((s) => s.text).join(' | ')}; task: ${spec.request.prompt[0].text}` }], stopReason: 'completed' }
}

const assemble = (host, agent) => host.waterfall('system-prompt/assemble',
  [{ sections: [{ name: 'harness:identity', text: 'You are an AI agent.' }], contexts: [], tools: [], variables: {} }, { agent, scope: agent }],
  () => Promise.resolve({ sections: [{ name: 'harness:identity', text: 'You are an AI agent.' }], contexts: [], tools: [], variables: {} }))

function setup ({ realSandbox = false } = {}) {
  const host = standIn()
  const sidecar = standInSidecar()
  standInSandbox.calls.length = 0
  const message = (text, form) => ({ id: randomUUID(), role: 'user', content: [{ type: 'text', text }], source: { kind: 'plugin:test-memory', form } })
  const evo = attachEvolution({
    ctx: host.ctx, use: host.use, request: sidecar.request, log: { warn: (m) => host.warnings.push(m), debug: () => {} },
    message, services: host.services_, pluginName: 'test-memory', parseSkill: ENTRY.frontmatter, ...(realSandbox ? {} : { sandbox: standInSandbox })
  })
  for (const s of ['subagents', 'agents']) host.use(s)
  const agent = { id: 'main-1', session: { id: 'main-1', header: { cwd: '/work/project' } } }
  host.agents.set(agent.id, agent)
  return { host, sidecar, evo, agent }
}

const exec = (host, name, args, agent) => host.tools.get(name).execute(args, { agent, signal: new AbortController().signal })

test('C1-C4 enter the system prompt as one section; a new revision replaces it and invalidates the skill view', async () => {
  const { host, sidecar, agent } = setup()
  const first = await assemble(host, agent)
  assert.deepEqual(first.sections.map((s) => s.name), ['harness:identity', 'dshkit-evolution'])
  assert.equal(first.sections[1].text, 'C1: Always run make check before you finish.')
  assert.equal(first.sections[1].interpolate, false) // component text is never a {{variable}} template
  assert.deepEqual(sidecar.calls.at(-1), { method: 'evolve/components', params: { sessionId: 'main-1' } })
  const before = host.invalidations.length
  sidecar.state.rev = 'r2'
  const second = await assemble(host, agent)
  assert.equal(second.sections[1].text, 'C1: Prefer small commits.')
  assert.equal(host.invalidations.length, before + 1)
  // a sidecar that fails: the last components of that session, else nothing; never a failed assembly
  sidecar.state.fail = new Error('memory sidecar exited')
  assert.equal((await assemble(host, agent)).sections[1].text, 'C1: Prefer small commits.')
  assert.deepEqual((await assemble(host, { id: 'other', session: { id: 'other' } })).sections.map((s) => s.name), ['harness:identity'])
})

test('/evolve goes to evolve/command with argv and the session; bad input gets the usage', async () => {
  const { host, sidecar, agent } = setup()
  const handler = host.commands.get('evolve').handler
  assert.deepEqual(await handler({ rawInput: 'diff r1 r2', agent }), { kind: 'success', text: 'did diff r1 r2' })
  assert.deepEqual(sidecar.calls.find((c) => c.method === 'evolve/command').params, { action: 'diff', args: ['r1', 'r2'], sessionId: 'main-1' })
  assert.deepEqual(await handler({ rawInput: '', agent }), { kind: 'error', text: USAGE })
  assert.deepEqual(await handler({ rawInput: 'explode now', agent }), { kind: 'error', text: USAGE })
  sidecar.state.fail = new Error('evolution is not enabled in this sidecar')
  assert.deepEqual(await handler({ rawInput: 'status', agent }), { kind: 'error', text: 'evolution is not enabled in this sidecar' })
})

test('evolve_catalog and evolve_script: the policy, the catalogue, a script run through the sandbox', async () => {
  const { host, agent } = setup()
  const cat = await exec(host, 'evolve_catalog', {}, agent)
  assert.equal(cat.delegationPolicy, 'Delegate only self-contained subtasks.')
  assert.deepEqual(cat.scripts, ['sum'])
  assert.match(host.tools.get('evolve_catalog').output.render({}, cat)[0].text, /evolve-lint-first: Run the linter first/)
  const run = await exec(host, 'evolve_script', { name: 'sum', input: { a: 2, b: 3 } }, agent)
  assert.deepEqual(run, { name: 'sum', output: 5 })
  assert.equal(host.tools.get('evolve_script').output.render({}, run)[0].text, '5')
  assert.deepEqual(standInSandbox.calls.at(-1), { code: 'export default (x) => x.a + x.b', input: { a: 2, b: 3 } })
  await assert.rejects(exec(host, 'evolve_script', { name: 'nope' }, agent), /no evolved script named "nope"/)
})

test('a script over its limits is a tool error naming the limit', async () => {
  const { host, sidecar, agent } = setup()
  sidecar.state.revs.r1.scripts.push({ name: 'spin', code: 'while (true) {}' })
  await assert.rejects(exec(host, 'evolve_script', { name: 'spin', input: 1 }, agent), /script spin failed \(timeout\): the script ran longer than 200 ms/)
})

test('C6: evolved skills through one provider, prefixed; a name the host refuses is left out', async () => {
  const { host } = setup()
  const [provider] = host.providers
  assert.equal(provider.name, 'dshkit-evolution:test-memory')
  const list = await provider.list({})
  assert.deepEqual(list.map((s) => s.name), ['evolve-lint-first'])
  assert.equal(list[0].provider, provider.name)
  const full = await provider.get(list[0], {})
  assert.equal(full.content, 'Run `make lint`.')
  assert.deepEqual(full.invocation, { modelInvocable: true, userInvocable: true })
})

test('C8: a hook note is appended to the post-tool decision; the result and the decision are untouched', async () => {
  const { host, sidecar, agent } = setup()
  sidecar.state.rev = 'r2'
  await assemble(host, agent)
  const result = Object.freeze({ isError: false, content: [{ type: 'text', text: 'file list' }] })
  const downstream = Object.freeze({ kind: 'accept' })
  const decision = await host.waterfall('tools/post-execute', [{ name: 'bash', arguments: { command: 'ls' }, agent }, result], () => Promise.resolve(downstream))
  assert.equal(decision.kind, 'accept')
  assert.ok(!('content' in decision) && !('value' in decision))
  const [note] = decision.additionalContexts
  assert.equal(note.source.form, 'evolve-hook-note')
  assert.match(note.content[0].text, /remind: saw bash \(ok\)/)
  assert.deepEqual(standInSandbox.calls.at(-1).event, { tool: 'bash', arguments: { command: 'ls' }, isError: false, text: 'file list', sessionId: 'main-1' })
})

test('C8: a throwing hook, a failing sandbox or a failing sidecar leave the decision as it was', async () => {
  const { host, sidecar, agent } = setup()
  sidecar.state.revs.r1.hooks = [{ name: 'bad', code: 'throw' }]
  await assemble(host, agent)
  const downstream = { kind: 'accept', content: [{ type: 'text', text: 'replaced by another plugin' }] }
  const run = () => host.waterfall('tools/post-execute', [{ name: 'read', arguments: {}, agent }, { isError: false, content: [] }], () => Promise.resolve(downstream))
  assert.equal(await run(), downstream)
  const runHooks = standInSandbox.runHooks
  standInSandbox.runHooks = async () => { throw new Error('runner crashed') }
  try { assert.equal(await run(), downstream) } finally { standInSandbox.runHooks = runHooks } // (a delete would drop the method for every later test)
  sidecar.state.fail = new Error('down')
  assert.equal(await host.waterfall('tools/post-execute', [{ name: 'read', arguments: {}, agent: { id: 'x', session: { id: 'x' } } }, { isError: false, content: [] }], () => Promise.resolve(downstream)), downstream)
})

test('C8: after a known switch the post-tool hooks are the new revision\'s, not the session\'s last', async () => {
  const { host, sidecar, agent } = setup()
  sidecar.state.rev = 'r2' // r2 has the hook `remind`; r1 has none
  await assemble(host, agent)
  const post = () => host.waterfall('tools/post-execute', [{ name: 'bash', arguments: { command: 'ls' }, agent }, { isError: false, content: [] }], () => Promise.resolve({ kind: 'accept' }))
  assert.match((await post()).additionalContexts[0].content[0].text, /remind: saw bash/)
  sidecar.state.rev = 'r1'
  assert.equal((await host.commands.get('evolve').handler({ rawInput: 'rollback', agent })).kind, 'success')
  const calls = standInSandbox.calls.length
  const after = await post() // before the session's next step: r1's hooks (none) already
  assert.equal(after.additionalContexts, undefined, JSON.stringify(after))
  assert.equal(standInSandbox.calls.length, calls)
})

test('a failed tool result is recorded as a tool-failure deviation', async () => {
  const { host, sidecar, agent } = setup()
  await host.waterfall('tools/post-execute', [{ name: 'bash', arguments: { command: 'make' }, agent }, { isError: true, error: { message: 'exit 2: missing separator' }, content: [] }], () => Promise.resolve({ kind: 'accept' }))
  const d = sidecar.calls.find((c) => c.method === 'evolve/deviation')
  assert.deepEqual(d.params, { sessionId: 'main-1', kind: 'tool-failure:bash', text: 'exit 2: missing separator' })
})

test('evolve_delegate starts a real sub-agent through the host, inside its depth limit, with the criteria', async () => {
  const { host, agent } = setup()
  const out = await exec(host, 'evolve_delegate', { task: 'Count the TODOs in src/.', criteria: 'A single integer.' }, agent)
  const [spec] = host.activations
  assert.equal(spec.provider, 'spawn')
  assert.equal(spec.delivery, 'caller')
  assert.equal(spec.request.parent, agent)
  assert.equal(spec.request.maxDepth, 2)
  assert.equal(spec.request.prompt[0].text, 'Count the TODOs in src/.\n\nAcceptance criteria:\nA single integer.')
  assert.equal(out.stopReason, 'completed')
  assert.match(out.text, /task: Count the TODOs/)
})

test('evolve/probe: a sub-session in the worktree with the candidate revision injected; usage counted', async () => {
  const { host, evo } = setup()
  let seen = null
  host.childScript = async (h, child, spec) => { seen = evo.isProbe(child); return defaultChild(h, child, spec) }
  const answer = await evo.probe({ probeId: 'p1', rev: 'cand', cwd: '/tmp/wt-cand', task: 'Fix the failing test.', criteria: 'make check passes', timeoutMs: 60000, maxRequests: 5 })
  assert.equal(answer.status, 'completed', JSON.stringify(answer))
  assert.match(answer.finalText, /child saw: You are an AI agent\. \| C1 CANDIDATE: write the test first\./)
  assert.match(answer.finalText, /task: Fix the failing test\.\n\nAcceptance criteria:\nmake check passes/)
  assert.deepEqual(answer.usage, { requests: 1, inputTokens: 120, outputTokens: 30 })
  assert.equal(answer.ok, true) // the sidecar reads {ok, calls}
  assert.equal(answer.calls, 1)
  assert.equal(host.activations[0].request.cwd, '/tmp/wt-cand')
  assert.equal(host.disposed, 1)
  // a probe's sub-session is known while it runs and after (memory neither logs nor injects into it)
  assert.equal(seen, true)
  const childId = host.activations[0].childId // reserved before the host creates the child
  assert.match(childId, /^[0-9a-f-]{36}$/)
  assert.equal(evo.isProbe({ id: childId, session: { id: childId } }), true) // its last events come after the answer
  assert.equal(evo.isProbe({ id: 'main-1', session: { id: 'main-1' } }), false)
})

test('evolve/probe: the skills its revision adds or changes are in the probe prompt (the skill view is the main one)', async () => {
  const { host, evo, agent } = setup()
  await assemble(host, agent) // the main sessions' view: r1
  const answer = await evo.probe({ probeId: 'p5', rev: 'skillcand', cwd: '/tmp/wt-5', task: 't', criteria: 'c', timeoutMs: 60000, maxRequests: 5 })
  assert.equal(answer.status, 'completed', JSON.stringify(answer))
  assert.match(answer.finalText, /## Skills of the revision under test/)
  assert.match(answer.finalText, /### evolve-lint-first\nRun the linter first\n\nRun `make lint` twice\./)
  assert.match(answer.finalText, /### evolve-bisect\nFind the breaking commit\n\nUse git bisect\./)
  // the probe of a revision whose skills are the main view's gets no such part
  const same = await evo.probe({ probeId: 'p6', rev: 'cand', cwd: '/tmp/wt-6', task: 't', criteria: 'c', timeoutMs: 60000, maxRequests: 5 })
  assert.doesNotMatch(same.finalText, /Skills of the revision under test/)
})

test('evolve/probe: over its request budget, a revoked revision, or no parent: an answer, never a hang', async () => {
  const { host, evo, sidecar } = setup()
  host.childScript = async (h, child) => {
    await assemble(h, child)
    for (let i = 0; i < 3; i++) await h.waterfall('agent/pre-step', [{ agent: child, messages: [] }], () => Promise.resolve({ kind: 'enter', messages: [] }))
    return new Promise(() => {}) // a child that never settles by itself
  }
  const over = await evo.probe({ probeId: 'p2', rev: 'cand', cwd: '/tmp/wt-2', task: 't', criteria: 'c', timeoutMs: 60000, maxRequests: 2 })
  assert.equal(over.status, 'error')
  assert.match(over.error, /more than 2 model requests/)
  assert.equal(over.usage.requests, 3)
  sidecar.state.revoked.add('cand')
  host.childScript = null
  const revoked = await evo.probe({ probeId: 'p3', rev: 'cand', cwd: '/tmp/wt-3', task: 't', criteria: 'c', timeoutMs: 60000, maxRequests: 2 })
  assert.doesNotMatch(revoked.finalText, /CANDIDATE/) // nothing of a rolled-back revision is injected
  host.agents.clear()
  const orphan = await evo.probe({ probeId: 'p4', rev: 'r1', cwd: '/tmp/wt-4', task: 't', criteria: 'c' })
  const why = 'no live session to run the probe under'
  assert.deepEqual(orphan, { status: 'error', finalText: '', usage: { requests: 0, inputTokens: 0, outputTokens: 0 }, error: why, ok: false, calls: 0, note: why })
})

test("the shipped sandbox (./sandbox.js beside evolve.js): a script's output, a hook's note, a throwing hook changes nothing", async () => {
  const { host, sidecar, agent } = setup({ realSandbox: true })
  sidecar.state.revs.r1.scripts = [{ name: 'sum', code: 'export function run (x) { return { sum: x.a + x.b } }' }]
  assert.deepEqual(await exec(host, 'evolve_script', { name: 'sum', input: { a: 2, b: 3 } }, agent), { name: 'sum', output: { sum: 5 } })
  sidecar.state.revs.r1.scripts.push({ name: 'spin', code: 'export function run () { for (;;) {} }' })
  await assert.rejects(exec(host, 'evolve_script', { name: 'spin', input: null }, agent), /script spin failed \(timeout\)/)
  sidecar.state.revs.r1.hooks = [
    { name: 'note', code: "export function run (e) { return { note: 'after ' + e.tool } }" },
    { name: 'thrower', code: "export function run () { throw new Error('boom') }" }
  ]
  await assemble(host, agent)
  const result = { isError: false, content: [{ type: 'text', text: 'ok' }] }
  const decision = await host.waterfall('tools/post-execute', [{ name: 'read', arguments: { path: 'a' }, agent }, result], () => Promise.resolve({ kind: 'accept' }))
  assert.deepEqual(Object.keys(decision).sort(), ['additionalContexts', 'kind'])
  assert.match(decision.additionalContexts[0].content[0].text, /- note: after read/)
  assert.doesNotMatch(decision.additionalContexts[0].content[0].text, /thrower/)
})

test("readComponents: the sidecar's files and the one shape the module uses read alike", () => {
  const parse = ENTRY.frontmatter // the entry's own SKILL.md reader
  const fromFiles = readComponents({ rev: 'a', ...files({ prompt: 'P', delegationPolicy: 'D', skills: [{ name: 'k', description: 'K', body: 'B' }], scripts: [{ name: 's', code: 'C' }] }) }, parse)
  const given = readComponents({ rev: 'a', prompt: 'P', delegationPolicy: 'D', skills: [{ name: 'k', description: 'K', body: 'B' }], scripts: [{ name: 's', code: 'C' }], hooks: [] }, parse)
  assert.deepEqual(fromFiles, given)
  assert.deepEqual(given, { rev: 'a', enabled: true, prompt: 'P', delegationPolicy: 'D', skills: [{ name: 'k', description: 'K', body: 'B' }], scripts: [{ name: 's', code: 'C' }], hooks: [] })
  assert.equal(readComponents(null, parse), null)
})

/**
 * The rc.8 line: its subagent service has start() only (no startActivation, no
 * resolveMaxDepth) and ignores `request.cwd`; a parent's context has the host's agent factory
 * (`agents.create`), which makes a session with the given header cwd, runs `setup` on the
 * child's context before publishing it, and runs a turn per followup. `childTurn(child)`
 * plays the child's turn (its prompt, steps, events) and `hang` a creation that never ends.
 */
function rc8Setup () {
  const t = setup()
  const { host, agent } = t
  delete host.services.subagents.startActivation
  delete host.services.subagents.resolveMaxDepth
  host.started = []
  host.services.subagents.start = async (provider, request) => { host.started.push({ provider, request }); throw new Error('not for probes') }
  host.created = []
  host.composed = []
  host.contexts = []
  host.children = []
  host.hang = false
  host.childTurn = async (child) => {
    await assemble(host, child)
    await host.waterfall('agent/pre-step', [{ agent: child, messages: [] }], () => Promise.resolve({ kind: 'enter', messages: [] }))
    const assistant = { type: 'assistant/message', data: { message: { role: 'assistant', content: [{ type: 'text', text: 'probe done' }] }, usage: { inputTokens: 7, outputTokens: 3 } } }
    child.session.append(assistant.type, assistant.data)
    child.session.append('turn/end', { reason: { kind: 'completed' } })
  }
  agent.options = { provider: 'deepseek', model: 'deepseek-v4-flash' }
  agent.session.header.id = agent.id
  agent.ctx = {
    get: (name) => name === 'agentPresets'
      ? { composedPreset: () => 'standard', composeFrom: (c, parentCtx) => host.composed.push({ c, parentCtx }) }
      : name === 'approval' ? {} : name === 'sandboxPolicy' ? { overrideOf: (session) => session === agent.session ? host.parentMode : 'wrong-session' } : undefined,
    agents: {
      async create (options) {
        host.created.push(options)
        if (host.hang) return new Promise(() => {})
        const events = []
        const session = { id: options.sessionId, header: { id: options.sessionId, ...options.meta }, events, append: (type, data) => { events.push({ type, data }); host.emit('session/event', session, { type, data }) } }
        let turn = Promise.resolve()
        let stop = () => {}
        const child = {
          id: options.sessionId, session, options: options.agentOptions, cancels: [],
          followup: (m) => { child.task = m; turn = Promise.race([host.childTurn(child), new Promise((resolve) => { stop = resolve })]) },
          whenIdle: () => turn,
          // the host ends the running turn: aborted, logged with its cause
          cancel: (cause) => { child.cancels.push(cause); session.append('turn/end', { reason: { kind: 'aborted', cause } }); stop() }
        }
        host.children.push(child)
        options.setup({ agent: child, get: agent.ctx.get, systemPrompt: { context: (c) => host.contexts.push(c) } })
        return { agent: child, dispose: async () => { host.disposed = (host.disposed ?? 0) + 1 } }
      }
    }
  }
  return t
}

test('evolve/probe on rc.8: a child of the host agent factory in the worktree (start() ignores cwd), joined to the parent, approvals never; its answer from its log', async () => {
  const { host, evo, agent } = rc8Setup()
  const answer = await evo.probe({ probeId: 'p7', rev: 'cand', cwd: '/tmp/wt-rc8', task: 'Fix it.', criteria: 'tests pass', timeoutMs: 60000, maxRequests: 5 })
  assert.equal(answer.status, 'completed', JSON.stringify(answer))
  assert.equal(answer.finalText, 'probe done')
  assert.deepEqual(answer.usage, { requests: 1, inputTokens: 7, outputTokens: 3 })
  assert.equal(host.started.length, 0) // never subagents.start: it would work in the parent's tree
  const [made] = host.created
  assert.match(made.sessionId, /^[0-9a-f-]{36}$/) // reserved: the child is the probe's from its first event
  assert.deepEqual(made.meta, { cwd: '/tmp/wt-rc8', parentSession: 'main-1', origin: 'subagent', delegationDepth: 1, agentPreset: 'standard' })
  assert.deepEqual(made.agentOptions, { provider: 'deepseek', model: 'deepseek-v4-flash', subagentDepth: 1 })
  assert.equal(host.composed[0].parentCtx, agent.ctx) // the parent's tools and prompt
  assert.equal(host.contexts.length, 1)
  assert.equal(host.disposed, 1)
  // a probe's child stays known after its answer; approvals pinned to never in its own log
  // before its turn, as for any delegated child; the task is its user message
  assert.equal(evo.isProbe({ id: made.sessionId, session: { id: made.sessionId } }), true)
  const [child] = host.children
  assert.deepEqual(child.session.events[0], { type: 'approval/policy', data: { policy: 'never', source: 'delegation' } })
  assert.equal(child.task.content[0].text, 'Fix it.\n\nAcceptance criteria:\ntests pass')
})

test('evolve/probe on rc.8: the probe revision is in the first prompt; a child that never finishes or is never created is answered at timeoutMs', async () => {
  const { host, evo } = rc8Setup()
  let prompt = null
  let task = null
  host.childTurn = async (child) => {
    const assembly = await assemble(host, child)
    prompt = assembly.sections.map((s) => s.text).join(' | ')
    task = child.task
    return new Promise(() => {}) // never idle
  }
  const slow = await evo.probe({ probeId: 'p8', rev: 'cand', cwd: '/tmp/wt-8', task: 'Task.', criteria: 'crit', timeoutMs: 1000, maxRequests: 5 })
  assert.equal(slow.status, 'timeout')
  assert.match(slow.error, /did not finish in 1000 ms/)
  assert.match(prompt, /C1 CANDIDATE: write the test first\./)
  assert.deepEqual(task.content, [{ type: 'text', text: 'Task.\n\nAcceptance criteria:\ncrit' }])
  assert.equal(task.source.kind, 'user')
  assert.equal(host.disposed, 1)
  host.hang = true
  const started = Date.now()
  const never = await evo.probe({ probeId: 'p9', rev: 'cand', cwd: '/tmp/wt-9', task: 't', timeoutMs: 1000 })
  assert.equal(never.status, 'timeout')
  assert.ok(Date.now() - started < 5000)
})

test('a slow sidecar: a later step of a session goes on with its last components at once; a known switch is still seen by the next step', async () => {
  const { host, sidecar, agent } = setup()
  const timed = async () => { const t0 = Date.now(); const a = await assemble(host, agent); return { ms: Date.now() - t0, text: a.sections[1]?.text } }
  sidecar.state.delayMs = 1500
  const first = await timed() // nothing to fall back on: it waits
  assert.ok(first.ms >= 1400, first.ms)
  assert.equal(first.text, 'C1: Always run make check before you finish.')
  const second = await timed() // the session's last answer, without waiting for the slow one
  assert.ok(second.ms < 1000, second.ms)
  assert.equal(second.text, 'C1: Always run make check before you finish.')
  // a switch the sidecar made on its own reaches a step as soon as an answer shows it
  sidecar.state.rev = 'r2'
  assert.equal((await timed()).text, 'C1: Always run make check before you finish.')
  await new Promise((resolve) => setTimeout(resolve, 1700)) // the background answer lands
  const seen = await timed()
  assert.equal(seen.text, 'C1: Prefer small commits.')
  assert.ok(seen.ms < 1000, seen.ms)
  // a healthy sidecar: the switch is in the very next step
  await new Promise((resolve) => setTimeout(resolve, 1700)) // (the last slow answer lands first)
  sidecar.state.delayMs = 0
  sidecar.state.rev = 'r1'
  assert.equal((await timed()).text, 'C1: Always run make check before you finish.')
  // a switch typed here (rollback, run, verify): the next step waits for the sidecar's answer
  sidecar.state.delayMs = 1500
  const handler = host.commands.get('evolve').handler
  sidecar.state.rev = 'r2'
  assert.equal((await handler({ rawInput: 'rollback', agent })).kind, 'success')
  const after = await timed()
  assert.equal(after.text, 'C1: Prefer small commits.')
  // a deviation that rolled back a shadow trial is a switch too
  sidecar.state.delayMs = 0
  await timed()
  sidecar.state.delayMs = 1500
  sidecar.state.shadowRolledBack = true
  sidecar.state.rev = 'r1'
  await host.waterfall('tools/post-execute', [{ name: 'bash', arguments: {}, agent }, { isError: true, error: { message: 'boom' }, content: [] }], () => Promise.resolve({ kind: 'accept' }))
  await new Promise((resolve) => setTimeout(resolve, 10)) // the deviation's answer
  assert.equal((await timed()).text, 'C1: Always run make check before you finish.')
  // a sidecar that fails after answering once: the session's last components
  sidecar.state.delayMs = 0
  sidecar.state.fail = new Error('memory sidecar exited')
  assert.equal((await timed()).text, 'C1: Always run make check before you finish.')
})

test('a slow answer asked before a known switch never moves the session back to the old revision', async () => {
  const { host, sidecar, agent } = setup()
  sidecar.state.answerAsAsked = true // each answer is the revision in force when it was asked
  const text = async () => (await assemble(host, agent)).sections[1]?.text
  assert.equal(await text(), 'C1: Always run make check before you finish.')
  sidecar.state.delayMs = 800
  await text() // leaves a slow request for r1 in flight
  sidecar.state.delayMs = 0
  sidecar.state.rev = 'r2'
  assert.equal((await host.commands.get('evolve').handler({ rawInput: 'rollback', agent })).kind, 'success')
  assert.equal(await text(), 'C1: Prefer small commits.')
  const invalidated = host.invalidations.length
  await new Promise((resolve) => setTimeout(resolve, 1000)) // the stale r1 answer lands
  assert.equal(await text(), 'C1: Prefer small commits.')
  assert.equal(host.invalidations.length, invalidated) // and the skill view was not switched back
})

test('evolve/probe: a candidate that changes only skills (empty C1-C4) replays with them; a skill the host would refuse never enters a prompt', async () => {
  const { host, evo, sidecar, agent } = setup()
  await assemble(host, agent) // the main sessions' view: r1
  sidecar.state.revs.skillonly = { prompt: '', skills: [{ name: 'bisect', description: 'Find the breaking commit', body: 'Use git bisect.' }] }
  const only = await evo.probe({ probeId: 'p10', rev: 'skillonly', cwd: '/tmp/wt-10', task: 't', criteria: 'c', timeoutMs: 60000, maxRequests: 5 })
  assert.equal(only.status, 'completed', JSON.stringify(only))
  assert.match(only.finalText, /## Skills of the revision under test/)
  assert.match(only.finalText, /### evolve-bisect\nFind the breaking commit\n\nUse git bisect\./)
  // invalid: a name that is not kebab-case, an empty description (the host's rule: never published)
  sidecar.state.revs.badskills = { prompt: 'C1 bad skills.', skills: [{ name: 'Bad Name', description: 'Spaces', body: 'MARK-BAD-NAME' }, { name: 'no-desc', description: '', body: 'MARK-NO-DESC' }, { name: 'good-one', description: 'Fine', body: 'MARK-GOOD' }] }
  const bad = await evo.probe({ probeId: 'p11', rev: 'badskills', cwd: '/tmp/wt-11', task: 't', criteria: 'c', timeoutMs: 60000, maxRequests: 5 })
  assert.equal(bad.status, 'completed', JSON.stringify(bad))
  assert.match(bad.finalText, /### evolve-good-one\nFine\n\nMARK-GOOD/)
  assert.doesNotMatch(bad.finalText, /MARK-BAD-NAME|MARK-NO-DESC/)
  // the same rule as the skill view and evolve_catalog
  const c = readComponents({ rev: 'x', ...files(sidecar.state.revs.badskills) }, ENTRY.frontmatter)
  assert.deepEqual(publishableSkills(c).map((s) => s.name), ['evolve-good-one'])
  sidecar.state.revs.r1.skills.push({ name: 'no-desc', description: '', body: '' })
  assert.deepEqual((await exec(host, 'evolve_catalog', {}, agent)).skills.map((s) => s.name), ['evolve-lint-first'])
  assert.deepEqual((await host.providers[0].list({})).map((s) => s.name), ['evolve-lint-first'])
})

test("evolve/probe on rc.8: the parent session's sandbox-mode override goes to the child as rc.8 delegates it; a stopped probe cancels its child as a parent's stop does", async () => {
  const { host, evo } = rc8Setup()
  host.parentMode = 'read-only'
  const answer = await evo.probe({ probeId: 'p12', rev: 'cand', cwd: '/tmp/wt-12', task: 't', timeoutMs: 60000 })
  assert.equal(answer.status, 'completed', JSON.stringify(answer))
  assert.deepEqual(host.children[0].session.events.slice(0, 2), [
    { type: 'sandbox/mode', data: { mode: 'read-only', source: 'delegation' } },
    { type: 'approval/policy', data: { policy: 'never', source: 'delegation' } }])
  assert.deepEqual(host.children[0].cancels, []) // a probe that finished is not cancelled
  // no override in the parent's log: none in the child's (the deployment default applies to both)
  host.parentMode = undefined
  await evo.probe({ probeId: 'p13', rev: 'cand', cwd: '/tmp/wt-13', task: 't', timeoutMs: 60000 })
  assert.equal(host.children[1].session.events.filter((e) => e.type === 'sandbox/mode').length, 0)
  // a probe stopped mid-turn (its timeout): the child is cancelled as by its parent, before disposal
  host.childTurn = async (child) => { await assemble(host, child); return new Promise(() => {}) }
  const disposedBefore = host.disposed
  const stalled = await evo.probe({ probeId: 'p14', rev: 'cand', cwd: '/tmp/wt-14', task: 't', timeoutMs: 1000 })
  assert.equal(stalled.status, 'timeout')
  const child = host.children[2]
  assert.deepEqual(child.cancels, [{ kind: 'parent' }])
  assert.deepEqual(child.session.events.at(-1), { type: 'turn/end', data: { reason: { kind: 'aborted', cause: { kind: 'parent' } } } })
  assert.equal(host.disposed, disposedBefore + 1)
})

test('lastTurnOf: the last assistant message and turn end of a child log', () => {
  assert.deepEqual(lastTurnOf([]), { output: [], stopReason: 'error' })
  const text = (t) => ({ type: 'assistant/message', data: { message: { content: [{ type: 'text', text: t }] } } })
  assert.deepEqual(lastTurnOf([text('a'), { type: 'turn/end', data: { reason: { kind: 'completed' } } }, text('b'), { type: 'turn/end', data: { reason: { kind: 'max-tokens' } } }]),
    { output: [{ type: 'text', text: 'b' }], stopReason: 'max-tokens' })
})
