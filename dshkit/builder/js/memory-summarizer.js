// dshkit memory: the graph summarizer for the host's compaction (dshkit-memory/summarizer.js),
// shipped as-is.
// Per-bundle values come from ./bundle.json, written by `dshkit build`.
//
// It is no compaction backend: it takes over the summarizer of the host's own compaction
// engine at runtime instead of replacing the engine. The host's `compaction-basic` row
// stays enabled; when its service appears, this plugin swaps the engine instance's
// summarize() (the one hook the engine dispatches through `this.summarize`) for one
// answered by the memory sidecar — constraints plus an addressable directory, no model call (docs/memory.md
// "Graph memory"). Replay, the durable lock, surface replacement and the checkpoint
// commit stay the host's. If this plugin fails to load, or the engine has no such hook,
// the host compacts as it always does: a profile is never left without compaction.
// When the sidecar is not reachable or refuses the span (under 1,200 bytes), the
// host's own summarizer runs.

import { readFileSync } from 'node:fs'
import { hostLine } from './host.js'

const BUNDLE = JSON.parse(readFileSync(new URL('./bundle.json', import.meta.url), 'utf8'))
export const name = BUNDLE.summarizerPluginName
const BRIDGE = Symbol.for(`dshkit-memory-bridge:${BUNDLE.packageName}`)

export function textOf (content) {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content.map((p) => {
    if (!p || typeof p !== 'object') return ''
    if (typeof p.text === 'string') return p.text
    if (p.type === 'tool-call') return `${p.name} ${typeof p.arguments === 'string' ? p.arguments : JSON.stringify(p.arguments ?? {})}`
    if (p.type === 'tool-result') return textOf(p.content)
    return ''
  }).join('\n')
}

/** The span as the sidecar reads it: each message with its role and, where the host's
 * log has it, the seq of the event that carries it (so the directory names host
 * coordinates). Only a human's words are read as constraints: a runtime-context
 * snapshot or other plugin text is 'context', and an earlier checkpoint carries its
 * constraints forward. */
export function checkpointMessages (input, session) {
  const host = hostLine(session)
  const seqs = new Map()
  for (const e of host.events(session) ?? []) {
    const id = e?.data?.id ?? e?.data?.message?.id
    if (typeof id === 'string' && Number.isInteger(e.seq)) seqs.set(id, e.seq)
  }
  const roleOf = (m) => {
    const kind = m?.source?.kind
    if (m?.role !== 'user' || kind === undefined || kind === 'user') return String(m?.role ?? '')
    return host.isCheckpoint(m.source) ? 'checkpoint' : 'context'
  }
  return (input?.messages ?? []).map((m) => ({
    role: roleOf(m),
    text: textOf(m?.content),
    ...(seqs.has(m?.id) ? { seq: seqs.get(m.id) } : {})
  }))
}

/** A summarize() for `engine`: the sidecar's checkpoint, else the engine's own. */
export function graphSummarize (original) {
  return async function summarize (input, agent, signal) {
    const bridge = globalThis[BRIDGE]
    if (bridge) {
      try {
        const r = await bridge.checkpoint({ sessionId: String(agent?.session?.id ?? ''), messages: checkpointMessages(input, agent?.session) })
        if (r && !r.refused && typeof r.text === 'string') {
          return { summary: [{ type: 'text', text: r.text }], llmStreamCall: false, provider: 'dshkit-memory', model: 'graph-checkpoint', maxTokens: 1 }
        }
      } catch {}
    }
    return original.call(this, input, agent, signal)
  }
}

export function apply (ctx) {
  const warn = (msg) => (ctx.logger?.warn ? ctx.logger.warn(msg) : console.warn(`[${name}] ${msg}`))
  ctx.inject(['compaction'], (c) => {
    const engine = c.compaction
    const original = engine?.summarize
    if (typeof original !== 'function') {
      warn('graph compaction is off: the host compaction service has no summarize() hook; the host compacts as usual')
      return
    }
    const ours = graphSummarize(original)
    const ownBefore = Object.hasOwn(engine, 'summarize')
    engine.summarize = ours // an own property over the class method: the engine dispatches through it
    c.effect?.(function * () {
      yield () => {
        if (engine.summarize !== ours) return
        if (ownBefore) engine.summarize = original
        else delete engine.summarize
      }
    }, `${name} summarizer`)
  })
}
