// The sandbox cases (cases.mjs) under Node's test runner, on rc.8's Node. The module is
// loaded from DSHKIT_SANDBOX: dshkit/builder/js/evolve-sandbox.js as shipped, or a bundle
// layout's dshkit-memory/sandbox.js (test_sandbox_node.py sets it).
import { test } from 'node:test'
import { CASES } from './cases.mjs'

const sb = await import(process.env.DSHKIT_SANDBOX)
for (const c of CASES) test(c.name, () => c.fn(sb))
