// A line server for the Python fuzz suite: each stdin line is {op: 'script', code, input} or
// {op: 'hooks', hooks, event}; each reply line is {result, ms, children} where `children`
// counts our child processes still alive after the call (must be 0: nothing left behind).
import { readdirSync, readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'

const sb = await import(process.env.DSHKIT_SANDBOX)

function liveChildren () {
  let n = 0
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid) n++
    } catch {}
  }
  return n
}

for await (const line of createInterface({ input: process.stdin })) {
  const req = JSON.parse(line)
  const t0 = Date.now()
  const result = req.op === 'hooks' ? await sb.runHooks(req.hooks, req.event) : await sb.runScript({ code: req.code, input: req.input })
  process.stdout.write(JSON.stringify({ result, ms: Date.now() - t0, children: liveChildren() }) + '\n')
}
