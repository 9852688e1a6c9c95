// dshkit memory: what differs between the DSH host lines the memory entry runs on.
// Shipped as-is beside index.js (dshkit-memory/host.js). One small object per host
// line; `hostLine()` picks one by what a live session offers, so the entry and the
// compaction backend never branch on a host themselves.
//
// - 0.1.0-rc.8 (npm; session log format v3): `session.events` is the log;
//   `sessionPersistence.load(id)`; `settings.register(ns, schema, {base})`; the compaction
//   checkpoint's source is the plugin source of 'compact'.
// - 0.2.1-rc.2 (PyPI runtime; format v4): `session.snapshotEvents()`;
//   `sessionPersistence.open(id, 'read')` → handle `read()`/`close()`; the settings
//   service projects the plugin's `Config` export into forms (no `register`); a tool
//   result is the message itself, not a `tool-result` block; the checkpoint's source
//   kind is 'compact-checkpoint'.
//
// One thing is the same on both: the source of a message we inject. v4 refuses the bare
// kind 'plugin' ("format v4 message requires a producer-owned source kind", failing the
// session's next turn) and its own v3->v4 migration turns a v3 plugin source into the
// kind `plugin:<name>`; rc.8 checks no kind and its readers only ask whether a message
// is the user's. So `plugin:<name>` is written on both lines (and a log written by rc.8
// needs no migration of our messages).

/** The source of a message this bundle injects (both host lines). */
export const messageSource = (plugin, form) => ({ kind: `plugin:${plugin}`, form })

const isObject = (v) => v !== null && typeof v === 'object'

export const rc8 = {
  line: '0.1.0-rc.8',
  isCheckpoint: (source) => source?.kind === 'plugin' && source.plugin === 'compact',
  forSidecar: (event) => event,
  events: (session) => (Array.isArray(session?.events) ? session.events : null),
  async storedEvents (persistence, id) {
    if (typeof persistence?.load !== 'function') return null
    return (await persistence.load(id))?.events ?? []
  }
}

export const v021 = {
  line: '0.2.1',
  isCheckpoint: (source) => source?.kind === 'compact-checkpoint',
  // A v4 tool result is the message itself ({role: 'tool', toolCallId, content, isError});
  // the sidecar reads the v3 form, one `tool-result` block naming the call.
  forSidecar (event) {
    const m = event?.type === 'tool/result' ? event.data?.message : undefined
    if (!isObject(m) || typeof m.toolCallId !== 'string') return event
    if (Array.isArray(m.content) && m.content.some((b) => b?.type === 'tool-result')) return event
    const block = { type: 'tool-result', toolCallId: m.toolCallId, content: m.content ?? [], isError: m.isError === true }
    return { ...event, data: { ...event.data, message: { ...m, content: [block] } } }
  },
  events: (session) => (typeof session?.snapshotEvents === 'function' ? session.snapshotEvents() : null),
  async storedEvents (persistence, id) {
    if (typeof persistence?.open !== 'function') return null
    const handle = await persistence.open(id, 'read')
    try {
      return (await handle.read(0))?.events ?? []
    } finally {
      await handle.close?.()
    }
  }
}

/** The host line of a live session: its log API says which format it writes. */
export function hostLine (session) {
  return typeof session?.snapshotEvents === 'function' ? v021 : rc8
}

/**
 * Import one of the host's own packages (the bundle has no npm dependencies) by its
 * bare name: from a plugin installed in a profile (`dsh plugin add`) it resolves on
 * both lines (measured: rc.8 and 0.2.1's single executable). Never through the host's
 * script path: on 0.2.1 `process.argv[1]` is a virtual path inside the executable,
 * where realpath throws ENOENT.
 */
export function importHost (specifier) {
  return import(specifier)
}

/**
 * Settings, per host: `register` where the service has it (rc.8: a scope with
 * get/watch); else null, and the caller says once what is off. 0.2.1's service
 * builds its forms from a plugin's `Config` export instead.
 */
export function registerSettings (settings, ns, schema, base) {
  if (typeof settings?.register !== 'function') return null
  return settings.register(ns, schema, { base })
}

/** Whether the host's settings service builds its forms from a plugin's `Config`
 * export (0.2.1's SettingsForms) rather than offering register() (rc.8). */
export async function settingsFromConfig () {
  try {
    const m = await importHost('@deepseek-ai/dsh-settings')
    const Service = m.SettingsForms ?? m.default
    return typeof Service?.prototype?.describe === 'function' && typeof Service.prototype.register !== 'function'
  } catch {
    return false
  }
}

/** A config value as a plain object: volatile fields (0.2.1 forms) are cells with get(). */
export function plainConfig (value) {
  if (!isObject(value)) return value
  if (typeof value.get === 'function' && !Array.isArray(value)) return plainConfig(value.get())
  if (Array.isArray(value)) return value.map(plainConfig)
  const out = {}
  for (const [k, v] of Object.entries(value)) out[k] = plainConfig(v)
  return out
}
