// Runs the sandbox cases (cases.mjs) INSIDE a real DSH host process, loaded as a plugin row
// through `--patch` (as scripts/snapshot_runtime.py does). There `process.execPath` is the
// host's own executable — on 0.2.1-rc.2 the self-contained runtime — so every sandbox child
// in these cases is that executable. Results go to $DSHKIT_OUT as JSON; then the host exits.
import { writeFileSync } from 'node:fs'

export const name = 'dshkit-sandbox-cases'
export async function apply () {
  const results = { execPath: process.execPath, versions: process.versions, cases: {} }
  try {
    const sb = await import(process.env.DSHKIT_SANDBOX)
    const { CASES } = await import(process.env.DSHKIT_CASES)
    const only = process.env.DSHKIT_ONLY ? new RegExp(process.env.DSHKIT_ONLY) : null
    for (const c of CASES) {
      if (only && !only.test(c.name)) continue
      try {
        await c.fn(sb)
        results.cases[c.name] = { ok: true }
      } catch (e) {
        results.cases[c.name] = { ok: false, error: String(e && e.stack || e).slice(0, 3000) }
      }
    }
  } catch (e) {
    results.error = String(e && e.stack || e)
  }
  writeFileSync(process.env.DSHKIT_OUT, JSON.stringify(results, null, 1))
  process.exit(0)
}
