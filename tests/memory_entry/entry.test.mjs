// The generated memory entry against a small stand-in for the host context,
// talking to the REAL sidecar process (the bundle's sidecar.pyz on python3).
// Run by tests/memory_entry/test_entry_node.py, which builds the bundle and
// passes its entry as DSHKIT_ENTRY and a scratch directory as DSHKIT_TMP.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'

const entry = await import(process.env.DSHKIT_ENTRY)
const TMP = process.env.DSHKIT_TMP

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
async function until (fn, ms = 10000) {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > end) throw new Error('timed out waiting')
    await sleep(25)
  }
}

/** A stand-in host: Cordis-style events and waterfalls, services through inject. */
function standIn ({ services = {}, skills = [] } = {}) {
  const handlers = {}
  const warnings = []
  const disposers = []
  const tools = new Map()
  const commands = new Map()
  const registeredSkills = []
  const all = {
    tools: { register: (t) => { tools.set(t.name, t); return () => tools.delete(t.name) } },
    commands: { register: (c) => { commands.set(c.name, c); return () => commands.delete(c.name) } },
    skills: {
      list: async () => skills.map(({ name, provider }) => ({ name, provider })),
      get: async (name) => skills.find((s) => s.name === name),
      register: (s) => { registeredSkills.push(s); return () => {} }
    },
    ...services
  }
  const ctx = {
    logger: { warn: (m) => warnings.push(m), debug: () => {} },
    on (event, fn, options) { (handlers[event] ??= [])[options?.prepend ? 'unshift' : 'push'](fn) },
    // the callback's context owns what it registers: its effects end with the host
    inject (names, cb) { if (names.every((n) => all[n])) cb({ ...all, effect: (gen) => ctx.effect(gen) }) },
    effect (gen) { for (const d of gen()) disposers.push(d) }
  }
  const emit = (event, ...args) => (handlers[event] ?? []).map((fn) => fn(...args))
  const waterfall = (event, payload, last) => {
    const chain = handlers[event] ?? []
    const run = (i) => i < chain.length ? chain[i](payload, () => run(i + 1)) : last()
    return run(0)
  }
  const dispose = async () => { for (const d of disposers.reverse()) await d() }
  return { ctx, emit, waterfall, warnings, tools, commands, registeredSkills, dispose }
}

/** A session whose event log grows like the host's (seq = index). */
function fakeSession (host, cwd = TMP) {
  const session = { id: `session-${randomUUID()}`, header: { cwd }, events: [] }
  session.append = (type, data) => {
    const event = { type, seq: session.events.length, time: 1795960518498 + session.events.length, data }
    session.events.push(event)
    host.emit('session/event', session, event)
    return event
  }
  return session
}

function userMessage (text, source = { kind: 'user' }) {
  return { id: randomUUID(), role: 'user', content: [{ type: 'text', text }], source }
}

/** One turn as the host logs it: the pre-step waterfall, the user message, the answer. */
async function turn (host, session, agent, text, answer, turnNo) {
  session.append('turn/start', { turn: turnNo })
  const decision = await host.waterfall('agent/pre-step',
    { agent, messages: [userMessage(text)], turn: turnNo, step: 1, signal: new AbortController().signal },
    () => Promise.resolve({ kind: 'enter', messages: [userMessage(text)] }))
  session.append('step/start', { turn: turnNo, step: 1 })
  for (const m of decision.messages) session.append('user/message', m)
  session.append('assistant/message', {
    turn: turnNo, step: 1,
    message: { id: randomUUID(), role: 'assistant', content: [{ type: 'text', text: answer }], source: { kind: 'model', provider: 'p', model: 'm' } }
  })
  session.append('step/end', { turn: turnNo, step: 1 })
  session.append('turn/end', { turn: turnNo, reason: { kind: 'completed' } })
  return decision
}

function setup (name, config = {}, options = {}) {
  const dir = join(TMP, name)
  mkdirSync(dir, { recursive: true })
  const host = standIn(options)
  const handle = entry.apply(host.ctx, { store: join(dir, 'memory.sqlite3'), consolidation: 'off', ...config })
  const session = fakeSession(host, dir)
  const agent = { id: 'a1', session }
  const start = () => host.emit('agent/session-start', { agent, source: 'startup' })
  if (options.start !== false) start()
  return { host, handle, session, agent, dir, start }
}

const tool = (host, name, args, agent) => host.tools.get(name).execute(args, { agent })

test('tools write, search and get through the real sidecar', async () => {
  const { host, agent } = setup('tools')
  try {
    assert.deepEqual([...host.tools.keys()].sort(), ['memory_get', 'memory_search', 'memory_write'])
    const w = await tool(host, 'memory_write', { title: 'Tabs', body: 'Indent with tabs in this repository.', type: 'rule' }, agent)
    assert.match(w.name, /^mem-/)
    const found = await tool(host, 'memory_search', { query: 'tabs' }, agent)
    assert.equal(found.results[0].name, w.name)
    const text = host.tools.get('memory_search').output.render({}, found)[0].text
    assert.match(text, /inbox/)
    const got = await tool(host, 'memory_get', { name: w.name }, agent)
    assert.equal(got.body, 'Indent with tabs in this repository.')
    await assert.rejects(tool(host, 'memory_get', { name: 'no-such' }, agent), /no entry/)
  } finally { await host.dispose() }
})

test('recall and baseline enter the first step; the ack stops a repeat; a closing step gets nothing', async () => {
  const { host, handle, session, agent, start } = setup('inject', {}, { start: false })
  try {
    const w = await tool(host, 'memory_write', { title: 'Lint first', body: 'Run make lint before every commit.', type: 'rule', global: true }, agent)
    const promoted = await handle.memoryCommand(`promote ${w.name}`)
    assert.equal(promoted.kind, 'success', promoted.text)
    start() // the agent starts after the rule was promoted (an earlier session did it)
    const first = await turn(host, session, agent, 'hello', 'hi', 1)
    const texts = first.messages.map((m) => m.content[0].text)
    assert.equal(texts[0], 'hello')
    assert.ok(texts.some((t) => t.includes('## Long-term memory') && t.includes('make lint')), texts)
    // the rule reaches the model once: the baseline does not repeat what the start text showed
    assert.equal(texts.filter((t) => t.includes('make lint')).length, 1, texts)
    assert.ok(!texts.some((t) => t.includes('## Memory (baseline)')), texts)
    // producer-owned on every host line: rc.8 accepts any kind, 0.2.1 (v4) refuses a bare 'plugin'
    for (const m of first.messages.slice(1)) assert.equal(m.source.kind, `plugin:${entry.name}`)
    // the injected message was logged by the host: the sidecar got the ack
    const next = await handle.client.call('agent/preStep', { sessionId: session.id })
    assert.equal(next.kind, 'none')
    // a closing pre-step (no new input, the model made no tool call) is left alone
    const closing = await host.waterfall('agent/pre-step', { agent, messages: [], turn: 1, step: 2, signal: new AbortController().signal },
      () => Promise.resolve({ kind: 'enter', messages: [] }))
    assert.deepEqual(closing.messages, [])
    // a new rule during the session arrives as a delta on the next step
    const w2 = await tool(host, 'memory_write', { title: 'No force push', body: 'Never force-push to main.', type: 'taboo', global: true }, agent)
    await handle.memoryCommand(`promote ${w2.name}`)
    const second = await turn(host, session, agent, 'next', 'ok', 2)
    assert.ok(second.messages.some((m) => m.content[0].text.includes('## Memory update') && m.content[0].text.includes('force-push')))
    // the user message and the answers are logged; plugin messages are not
    const progress = await handle.client.call('session/progress', { sessionId: session.id })
    assert.equal(progress.nextOrdinal, 4)
  } finally { await host.dispose() }
})

test('a reject and an aborted step pass through untouched, next() always called', async () => {
  const { host, agent } = setup('reject')
  try {
    let called = 0
    const rejected = await host.waterfall('agent/pre-step', { agent, messages: [userMessage('x')], turn: 1, step: 1, signal: new AbortController().signal },
      () => { called++; return Promise.resolve({ kind: 'reject' }) })
    assert.deepEqual(rejected, { kind: 'reject' })
    const ac = new AbortController()
    ac.abort()
    const aborted = await host.waterfall('agent/pre-step', { agent, messages: [userMessage('x')], turn: 1, step: 1, signal: ac.signal },
      () => { called++; return Promise.resolve({ kind: 'enter', messages: [] }) })
    assert.deepEqual(aborted.messages, [])
    assert.equal(called, 2)
  } finally { await host.dispose() }
})

test('the /memory command lists, promotes and forgets; bad input gets the usage', async () => {
  const { host, handle, agent } = setup('commands')
  try {
    assert.ok(host.commands.has('memory'))
    const run = (line) => host.commands.get('memory').handler({ rawInput: line })
    assert.match((await run('')).text, /^Usage: \/memory list/)
    assert.equal((await run('explode')).kind, 'error')
    assert.equal((await run('promote')).kind, 'error')
    const w = await tool(host, 'memory_write', { title: 'Deploy day', body: 'Deploys happen on Tuesdays only, zqxjkv.', type: 'decision', key: 'deploy-day' }, agent)
    assert.match((await run('list inbox')).text, new RegExp(w.name))
    assert.equal((await run(`promote ${w.name}`)).kind, 'success')
    const w2 = await tool(host, 'memory_write', { title: 'Deploy day', body: 'Deploys happen on Thursdays now.', type: 'decision', key: 'deploy-day' }, agent)
    const conflict = await run(`promote ${w2.name}`)
    assert.equal(conflict.kind, 'error')
    assert.match(conflict.text, new RegExp(`--supersede ${w.name}`))
    assert.equal((await run(`promote ${w2.name} --supersede ${w.name}`)).kind, 'success')
    assert.equal((await run(`forget ${w.name}`)).kind, 'success')
    assert.equal((await run(`forget ${w.name}`)).kind, 'error')
    const search = await tool(host, 'memory_search', { query: 'zqxjkv' }, agent)
    assert.deepEqual(search.results, [])
    assert.doesNotMatch((await run('list')).text, new RegExp(w.name))
    assert.ok(handle.client.child)
  } finally { await host.dispose() }
  const files = ['memory.sqlite3', 'memory.sqlite3.fts'].map((f) => join(TMP, 'commands', f)).filter(existsSync)
  for (const f of files) assert.ok(!readFileSync(f).includes('zqxjkv'), f)
})

test('memory_write of a rule that is already active says so instead of "saved to the inbox"', async () => {
  const { host, agent } = setup('already-active')
  try {
    const run = (line) => host.commands.get('memory').handler({ rawInput: line })
    const args = { title: 'Lint first', body: 'Run make lint before every commit.', type: 'rule', key: 'lint-first' }
    const w = await tool(host, 'memory_write', args, agent)
    const render = (v) => host.tools.get('memory_write').output.render(args, v)[0].text
    assert.match(render(w), /^Saved to the memory inbox as /)
    assert.equal((await run(`promote ${w.name}`)).kind, 'success')
    const again = await tool(host, 'memory_write', args, agent)
    assert.equal(again.status, 'active')
    assert.equal(render(again), `Already an active memory as ${again.name}: nothing changed.`)
  } finally { await host.dispose() }
})

/** After turn 1: SIGKILL the sidecar, run turns 2 and 3, and prove all six messages
 * reached the store (turn 2's only through the replay of the host's log). */
async function killAndReplay (host, handle, session, agent) {
  const pid = handle.client.child.pid
  process.kill(pid, 'SIGKILL')
  // events while it is down (and while it restarts) are only in the host's log
  await turn(host, session, agent, 'second question', 'second answer', 2)
  await until(() => handle.client.child && handle.client.child.pid !== pid)
  await turn(host, session, agent, 'third question', 'third answer', 3)
  await until(async () => (await handle.client.call('session/progress', { sessionId: session.id }))?.nextOrdinal === 6)
  const found = await tool(host, 'memory_search', { query: 'second', history: true }, agent)
  assert.ok(found.results.some((r) => r.name.startsWith('msg-')), JSON.stringify(found))
}

test('a SIGKILLed sidecar is restarted and backfilled from the host log: nothing is lost', async () => {
  const { host, handle, session, agent } = setup('restart')
  try {
    await turn(host, session, agent, 'first question', 'first answer', 1)
    await killAndReplay(host, handle, session, agent)
    assert.ok(host.warnings.some((w) => /restarting in \d+ ms/.test(w)), host.warnings.join('\n'))
    assert.ok(handle.client.starts >= 2)
  } finally { await host.dispose() }
})

test('without a usable Python: one clear warning, every hook a no-op', async () => {
  const { host, handle, session, agent } = setup('nopython', { python: join(TMP, 'no-such-python') })
  try {
    const decision = await turn(host, session, agent, 'hello', 'hi', 1)
    assert.equal(decision.messages.length, 1)
    await assert.rejects(tool(host, 'memory_search', { query: 'x' }, agent), /not available/)
    await turn(host, session, agent, 'again', 'hi', 2)
    const lines = host.warnings.filter((w) => w.includes('memory is off'))
    assert.equal(lines.length, 1, host.warnings.join('\n'))
    assert.match(lines[0], /not a Python >= 3\.10/)
    assert.equal(handle.client.child, null)
  } finally { await host.dispose() }
})

test('llm/complete is answered with the host model service on the configured route', async () => {
  const calls = []
  const llm = {
    async * stream (options) {
      calls.push(options)
      const reply = JSON.stringify({ summary: '- Chose SQLite for the cache.', workUnits: [{ title: 'Cache store', content: '## Context\ncache\n## Solution\nSQLite.', tags: ['cache'] }] })
      yield { type: 'block-start', index: 0, blockType: 'text' }
      yield { type: 'text-delta', index: 0, text: reply.slice(0, 10) }
      yield { type: 'text-delta', index: 0, text: reply.slice(10) }
      yield { type: 'finish', reason: { kind: 'stop' } }
    }
  }
  const consolidation = { models: ['prov/model-x'], checkEveryTurns: 1, minNewTokens: 0 }
  const { host, handle, session, agent } = setup('llm', { consolidation }, { services: { llm } })
  try {
    await turn(host, session, agent, 'we will use SQLite for the cache', 'agreed', 1)
    await until(async () => (await handle.client.call('memory/stats', {})).consolidation.workUnits >= 1)
    assert.equal(calls[0].provider, 'prov')
    assert.equal(calls[0].model, 'model-x')
    assert.equal(calls[0].purpose, 'memory-consolidation')
    assert.ok(calls[0].messages[0].content[0].text.includes('SQLite'))
  } finally { await host.dispose() }
})

test('skills: registered at runtime, never over another provider\'s copy (one warning naming it)', async () => {
  const other = { name: 'memory-recall', provider: 'skill-filesystem', path: '/home/u/.dsh/skills/memory-recall/SKILL.md' }
  const { host } = setup('skills', {}, { skills: [other] })
  try {
    await until(() => host.warnings.some((w) => w.includes('skill "memory-recall"')))
    const warned = host.warnings.filter((w) => w.includes('skill "memory-recall"'))
    assert.equal(warned.length, 1)
    assert.match(warned[0], /\/home\/u\/\.dsh\/skills\/memory-recall\/SKILL\.md/)
    assert.deepEqual(host.registeredSkills, [])
  } finally { await host.dispose() }
  const clean = setup('skills-clean')
  try {
    await until(() => clean.host.registeredSkills.length === 1)
    const s = clean.host.registeredSkills[0]
    assert.equal(s.name, 'memory-recall')
    assert.match(s.content, /memory_search/)
    assert.ok(s.description.length > 10)
  } finally { await clean.host.dispose() }
})

test('settings are registered with the host settings service; its value wins over the row', async () => {
  let registered
  const settings = {
    register (ns, schema, options) {
      registered = { ns, schema, options }
      return { get: () => schema({ ...options.base, tools: ['memory_search'] }), watch: () => () => {} }
    }
  }
  const { host, handle } = setup('settings', {}, { services: { settings } })
  try {
    assert.match(registered.ns, /^memory-/)
    assert.equal(registered.options.base.python, 'python3')
    assert.deepEqual(handle.config.tools, ['memory_search'])
    assert.deepEqual([...host.tools.keys()], ['memory_search'])
  } finally { await host.dispose() }
})

test('dispose stops the sidecar', async () => {
  const { host, handle } = setup('dispose')
  await handle.client.start()
  const child = handle.client.child
  await host.dispose()
  assert.equal(handle.client.child, null)
  // it answered `shutdown` (all durable) and then exits by itself at end of input
  await until(() => (child.exitCode ?? child.signalCode) !== null)
  assert.equal(child.exitCode, 0)
})

// -- auto-approval: the trusted memory CLI, plain calls only ------------------------------
const APPROVE = [
  'dshkit memory search lint',
  'dshkit memory show mem-abc-12345678',
  "dshkit memory search 'deploy | freeze'",
  'dshkit memory search "two words"',
  'NO_COLOR=1 LANG=C dshkit memory stats --json',
  'dshkit memory search --all --limit 5 orders',
  'dshkit memory list',
  '  dshkit   memory   stats  '
]
// Trusted program, plain line, but state changes, another store or a written file.
const STATEFUL = [
  'dshkit memory promote mem-x', 'dshkit memory promote mem-x --supersede mem-y', 'dshkit memory forget mem-x',
  'dshkit memory export', 'dshkit memory export -o /tmp/dump.json', 'dshkit memory search x -o out',
  'dshkit memory search x -oout', 'dshkit memory search x --output=out', 'dshkit memory stats --store /tmp/other.sqlite3',
  'dshkit memory show mem-x --store=/tmp/o', 'DSH_HOME=/tmp/h dshkit memory stats', 'DSHKIT_X=1 dshkit memory stats',
  'dshkit memory', 'dshkit memory --help', 'dshkit memory unknown'
]
const REFUSE = [
  '', 'dshkit', 'dshkit memoryx', 'dshkit check .', 'ls', 'memory search x',
  'dshkit memory search x | sh', 'dshkit memory search x; rm -rf /', 'dshkit memory search x && curl evil',
  'dshkit memory search x || true', 'dshkit memory search x > /etc/passwd', 'dshkit memory search x < /dev/zero',
  'dshkit memory search x &', 'dshkit memory search $(whoami)', 'dshkit memory search `whoami`',
  'dshkit memory search "$(whoami)"', 'dshkit memory search "`id`"', 'dshkit memory search "$HOME"',
  'dshkit memory search x\nrm -rf /', 'dshkit memory search \'unterminated', 'dshkit memory search "unterminated',
  'PATH=/tmp/evil dshkit memory stats', 'LD_PRELOAD=/tmp/x.so dshkit memory stats',
  'PYTHONPATH=/tmp dshkit memory stats', 'BASH_ENV=/tmp/x dshkit memory stats',
  '/tmp/dshkit memory stats', './dshkit memory stats', 'sudo dshkit memory stats', 'env dshkit memory stats',
  'dshkit memory search x\\;id', '(dshkit memory stats)', '{ dshkit memory stats; }',
  'dshkit memory search <(cat /etc/passwd)', 'dshkit memory search x 2>&1', 'dshkit memory search ~root',
  'dshkit memory search x #; rm', 'DSH_HOME=$(id) dshkit memory stats', "DSH_HOME='x' ; dshkit memory stats",
  'dshkit memory search x\r', 'dshkit memory search !!', 'x'.repeat(5000)
]
test('auto-approval table: plain read-only calls pass; hostile lines, state changes, other stores and output files do not', () => {
  for (const line of APPROVE) assert.equal(entry.isTrustedMemoryCall(line), true, line)
  for (const line of REFUSE) assert.equal(entry.isTrustedMemoryCall(line), false, JSON.stringify(line))
  for (const line of STATEFUL) assert.equal(entry.isTrustedMemoryCall(line), false, JSON.stringify(line))
  assert.equal(entry.isTrustedMemoryCall(undefined), false)
  assert.equal(entry.isTrustedMemoryCall(42), false)
})

test('auto-approval answers only bash approvals of trusted calls, and only when enabled', async () => {
  for (const autoApprove of [true, false]) {
    const { host } = setup(`approve-${autoApprove}`, { autoApprove })
    try {
      const decide = async (callId, command) => {
        await host.waterfall('tools/pre-execute', { name: 'bash', callId, arguments: { command } }, () => Promise.resolve('ran'))
        return host.waterfall('approval/request', { toolName: 'bash', callId }, () => Promise.resolve('unavailable'))
      }
      assert.equal(await decide('c1', 'dshkit memory stats'), autoApprove ? 'allowed-once' : 'unavailable')
      assert.equal(await decide('c2', 'dshkit memory stats; rm -rf ~'), 'unavailable')
      assert.equal(await decide('c3', 'dshkit memory forget mem-x'), 'unavailable')
      assert.equal(await decide('c4', 'dshkit memory export -o /tmp/x.json'), 'unavailable')
      assert.equal(await host.waterfall('approval/request', { toolName: 'bash', callId: 'c9' }, () => Promise.resolve('rejected')), 'rejected')
    } finally { await host.dispose() }
  }
})

// -- the 0.2.1 host line (session log format v4) ------------------------------------------
const here = new URL('.', process.env.DSHKIT_ENTRY)
const hostAdapter = await import(new URL('host.js', here))
const summarizer = await import(new URL('summarizer.js', here))

/** A 0.2.1-style session: the log only through snapshotEvents(), no `events` array. */
function session021 (host, cwd) {
  const log = []
  const session = { id: `session-${randomUUID()}`, header: { cwd }, snapshotEvents: () => log.slice() }
  session.append = (type, data) => {
    const event = { type, seq: log.length, time: 1795960518498 + log.length, data }
    log.push(event)
    host.emit('session/event', session, event)
    return event
  }
  return session
}

test('0.2.1 line: a snapshotEvents() session gets producer-owned plugin:<name> sources and is backfilled after a SIGKILL', async () => {
  const dir = join(TMP, 'v021')
  mkdirSync(dir, { recursive: true })
  const host = standIn()
  const handle = entry.apply(host.ctx, { store: join(dir, 'memory.sqlite3'), consolidation: 'off' })
  try {
    const session = session021(host, dir)
    assert.equal(session.events, undefined)
    const agent = { id: 'a1', session }
    const w = await tool(host, 'memory_write', { title: 'Tabs', body: 'Indent with tabs in this repository.', type: 'rule', global: true }, agent)
    assert.equal((await handle.memoryCommand(`promote ${w.name}`)).kind, 'success')
    host.emit('agent/created', { agent })
    const first = await turn(host, session, agent, 'first question', 'first answer', 1)
    const ours = first.messages.slice(1)
    assert.ok(ours.length >= 1 && ours.some((m) => m.content[0].text.includes('Indent with tabs')), JSON.stringify(first.messages))
    // v4 refuses kind 'plugin'; its own v3->v4 migration writes plugin:<name>
    for (const m of ours) assert.equal(m.source.kind, `plugin:${entry.name}`)
    for (const m of ours) assert.equal(m.source.plugin, undefined)
    await killAndReplay(host, handle, session, agent) // replayed through snapshotEvents()
  } finally { await host.dispose() }
})

test("0.2.1 line: the stored log is read through sessionPersistence.open(id, 'read'); tool results are given to the sidecar in v3 form", async () => {
  const events = [{ type: 'turn/start', seq: 0, data: { turn: 1 } }, { type: 'turn/end', seq: 1, data: { turn: 1 } }]
  const calls = []
  const persistence = {
    async open (id, access) {
      calls.push(['open', id, access])
      return { read: async (offset) => { calls.push(['read', offset]); return { eventState: 'x', events } }, close: async () => { calls.push(['close']) } }
    }
  }
  assert.deepEqual(await hostAdapter.v021.storedEvents(persistence, 's1'), events)
  assert.deepEqual(calls, [['open', 's1', 'read'], ['read', 0], ['close']])
  assert.equal(await hostAdapter.v021.storedEvents({ load: async () => ({ events }) }, 's1'), null)
  assert.deepEqual(await hostAdapter.rc8.storedEvents({ load: async () => ({ events }) }, 's1'), events)
  // a v4 tool result reaches the sidecar in the v3 form it reads (one tool-result block)
  const v4 = { type: 'tool/result', seq: 7, data: { turn: 1, step: 1, message: { role: 'tool', source: { kind: 'tool', callId: 'c1' }, toolCallId: 'c1', content: [{ type: 'text', text: 'done' }], isError: false, id: 'r1' } } }
  const v3 = hostAdapter.v021.forSidecar(v4)
  assert.deepEqual(v3.data.message.content, [{ type: 'tool-result', toolCallId: 'c1', content: [{ type: 'text', text: 'done' }], isError: false }])
  assert.equal(v4.data.message.content[0].type, 'text') // the host's event is not touched
  assert.equal(hostAdapter.v021.forSidecar(v3), v3)
  assert.equal(hostAdapter.rc8.forSidecar(v4), v4)
  assert.equal(hostAdapter.hostLine({ snapshotEvents: () => [] }), hostAdapter.v021)
  assert.equal(hostAdapter.hostLine({ events: [] }), hostAdapter.rc8)
})

test('a settings service without register(): one line says what is off, the row config applies', async () => {
  const settings = { describe: () => [], configure: () => () => {} }
  const { host, handle } = setup('settings-021', { tools: ['memory_get'] }, { services: { settings } })
  try {
    assert.deepEqual(handle.config.tools, ['memory_get'])
    assert.deepEqual([...host.tools.keys()], ['memory_get'])
    // outside a host the schemastery is out of reach, so there is no Config export either
    assert.equal(entry.Config, undefined)
    const off = host.warnings.filter((w) => w.startsWith('settings are off'))
    assert.equal(off.length, 1, host.warnings.join('\n'))
    // volatile fields (0.2.1 forms) arrive as cells and are read live
    let tools = ['memory_search']
    const cells = setup('settings-cells', { tools: { get: () => tools } })
    try {
      assert.deepEqual(cells.handle.config.tools, ['memory_search'])
      tools = ['memory_get']
      assert.deepEqual(cells.handle.config.tools, ['memory_get'])
    } finally { await cells.host.dispose() }
  } finally { await host.dispose() }
})

/** A stand-in compaction engine: summarize() is dispatched through `this`, as the host's is. */
class StandInEngine {
  async summarize (input) { return { summary: [{ type: 'text', text: 'host summary' }], llmStreamCall: true, input } }
  run (input, agent) { return this.summarize(input, agent, undefined) }
}

test("summarizer: takes over the host engine's summarize() once loaded, falls back to it, restores it on dispose", async () => {
  const engine = new StandInEngine()
  const sHost = standIn({ services: { compaction: engine } })
  summarizer.apply(sHost.ctx, {})
  assert.ok(Object.hasOwn(engine, 'summarize'))
  // no memory entry (no bridge): the host's own summarizer answers
  assert.equal((await engine.run({ messages: [] }, { session: { id: 'x' } })).summary[0].text, 'host summary')
  const { host, session, agent } = setup('summarizer')
  try {
    await turn(host, session, agent, 'Remember: never force-push to the release branch.', 'ok', 1)
    const long = Array.from({ length: 40 }, (_, i) => `Step ${i}: the handler in src/orders/step_${i}.py keeps port ${9000 + i} open.`).join(' ')
    const userMsg = session.events.find((e) => e.type === 'user/message').data
    const input = {
      messages: [
        { id: userMsg.id, role: 'user', content: [{ type: 'text', text: 'Remember: never force-push to the release branch. ' + long }], source: { kind: 'user' } },
        { id: 'snap', role: 'user', content: [{ type: 'text', text: 'Current runtime context. Operations that require approval: rm' }], source: { kind: 'runtime-context' } },
        { id: 'a1', role: 'assistant', content: [{ type: 'text', text: 'ok ' + long }], source: { kind: 'model' } }
      ]
    }
    const msgs = summarizer.checkpointMessages(input, session)
    assert.deepEqual(msgs.map((m) => m.role), ['user', 'context', 'assistant'])
    assert.equal(msgs[0].seq, session.events.find((e) => e.type === 'user/message').seq)
    const out = await engine.run(input, agent)
    assert.equal(out.llmStreamCall, false, JSON.stringify(out).slice(0, 500))
    assert.match(out.summary[0].text, /never force-push/)
    assert.doesNotMatch(out.summary[0].text, /Operations that require approval/)
  } finally { await host.dispose() }
  await sHost.dispose()
  assert.ok(!Object.hasOwn(engine, 'summarize'))
  assert.equal((await engine.run({ messages: [] }, {})).summary[0].text, 'host summary')
})

test('summarizer: an engine without summarize() is left alone with one line', async () => {
  const engine = { compact () {} }
  const sHost = standIn({ services: { compaction: engine } })
  summarizer.apply(sHost.ctx, {})
  assert.deepEqual(Object.keys(engine), ['compact'])
  assert.equal(sHost.warnings.filter((w) => w.startsWith('graph compaction is off')).length, 1, sHost.warnings.join('\n'))
  await sHost.dispose()
})
