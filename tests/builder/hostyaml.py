"""Parse YAML exactly as the DSH host does: js-yaml 4 ``JSON_SCHEMA`` + ``!!js``.

The ``!!js`` type mirrors ``vendor/include/src/index.ts`` of the DSH source: a
scalar tag ``tag:yaml.org,2002:js`` constructed as ``{__jsExpr: string}``.
All documents go to Node in one batch.
"""

from __future__ import annotations

from tests.nodeoracle import run_node

_SCRIPT = r"""
const yaml = require('js-yaml');
const JsExpr = new yaml.Type('tag:yaml.org,2002:js', {
  kind: 'scalar',
  resolve: (data) => typeof data === 'string',
  construct: (data) => ({ __jsExpr: data }),
});
const schema = yaml.JSON_SCHEMA.extend(JsExpr);
let input = '';
process.stdin.on('data', (c) => input += c).on('end', () => {
  const out = JSON.parse(input).map((text) => {
    try { return { ok: yaml.load(text, { schema }) }; }
    catch (e) { return { error: String(e.message) }; }
  });
  process.stdout.write(JSON.stringify(out));
});
"""


def host_parse_many(texts: list[str]) -> list[dict]:
    """``[{"ok": value} | {"error": message}]``, one per text."""
    return run_node(_SCRIPT, texts)
