"""A bundle built by ``dshkit build`` mounts and runs inside a real DSH host.

The spec is written here: one plugin row whose module is a small probe. When
DSH (0.1.0-rc.8, cached by ``tests/dshhost.py``) mounts the row, ``apply``
writes the row's config to a marker file; on the first agent event it injects
a message through ``agent.inject``; on ``turn/end`` it records the reason. The
bundle is installed with ``dsh plugin --profile headless add link:<dir>`` and
one headless task is run against a local mock model, so the test sees what the
model was sent.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.dshhost import ensure_host
from tests.host.headless import MockModel, run_headless, write_hmr_overlay

pytestmark = [pytest.mark.host]

GREETING = "dshkit-probe: the bundle's plugin injected this line"
TASK = "Reply with one word."
REPLY = "Acknowledged by the mock model."

PROBE_JS = """\
// Probe plugin: leaves a trace of every hook DSH drives, in the marker file.
import { randomUUID } from 'node:crypto'
import { appendFileSync } from 'node:fs'

export const name = 'dsh-dshkit-probe'

export function apply(ctx, config) {
  const note = (record) => appendFileSync(config.marker, JSON.stringify(record) + '\\n')
  note({ kind: 'apply', config })
  let injected = false
  const greet = (event, { agent }) => {
    note({ kind: event })
    if (injected) return
    injected = true
    // rc.8 does not validate injected messages: without `source` the turn
    // fails later with "Cannot read properties of undefined (reading 'kind')".
    agent.inject({
      id: randomUUID(),
      role: 'user',
      content: [{ type: 'text', text: config.greeting }],
      source: { kind: 'plugin', plugin: name },
    })
  }
  // rc.8 emits both; later hosts only agent/created.
  ctx.on('agent/created', (event) => greet('agent/created', event))
  ctx.on('agent/session-start', (event) => greet('agent/session-start', event))
  ctx.on('session/event', (session, event) => {
    if (event.type === 'turn/end') note({ kind: 'turn/end', reason: event.data.reason })
  })
}
"""


def _spec(marker: str) -> str:
    return f"""\
dshkit: 1
package:
  name: dsh-dshkit-probe
  version: 0.1.0
  description: Probe plugin for dshkit's real-host test.
  license: MIT
  main: src/index.js
host:
  min: 0.1.0-rc.8
  channels: [0.2.0-rc.1]
hostPeers:
  "@deepseek-ai/cordis": ^4.0.2
engines:
  node: ^22.19.0 || >=24.0.0
plugins:
  - id: dshkit-probe
    config:
      marker: {json.dumps(marker)}
      greeting: {json.dumps(GREETING)}
"""


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    host = ensure_host()
    base = tmp_path_factory.mktemp("dsh-run")
    src = base / "spec"
    (src / "src").mkdir(parents=True)
    marker = base / "marker.jsonl"
    (src / "dshkit.yaml").write_text(_spec(str(marker)))
    (src / "src" / "index.js").write_text(PROBE_JS)
    bundle = base / "bundle"
    build = subprocess.run([sys.executable, "-m", "dshkit", "build", str(src / "dshkit.yaml"), "-o", str(bundle)],
                           capture_output=True, text=True, timeout=120)
    assert build.returncode == 0, f"dshkit build failed:\n{build.stdout}\n{build.stderr}"

    home = base / "home"
    home.mkdir()
    add = host.run(["plugin", "--profile", "headless", "add", f"link:{bundle}"], home, cwd=base, timeout=600)
    assert add.returncode == 0, f"dsh plugin add failed:\n{add.stdout}\n{add.stderr}"

    overlay = write_hmr_overlay(base / "overlay")
    workdir = base / "work"
    workdir.mkdir()
    with MockModel(reply=REPLY) as model:
        result = run_headless(host, TASK, home, model, overlay, cwd=workdir)
    records = [json.loads(line) for line in marker.read_text().splitlines()] if marker.exists() else []
    return result, records, model.requests, str(marker)


def test_headless_run_exits_0_with_the_models_answer(run):
    result, _, _, _ = run
    assert result.returncode == 0, f"dsh exited {result.returncode}:\n{result.stdout}\n{result.stderr}"
    assert REPLY in result.stdout


def test_apply_ran_once_with_the_rows_config(run):
    _, records, _, marker = run
    applies = [r for r in records if r["kind"] == "apply"]
    assert applies == [{"kind": "apply", "config": {"marker": marker, "greeting": GREETING}}], records


def test_injected_message_reaches_the_first_model_request_before_the_task(run):
    _, records, requests, _ = run
    # The session-title request (no `tools`) runs alongside the turn, so pick the agent's own.
    turn_requests = [r for r in requests if r.body.get("tools")]
    assert turn_requests, f"no agent request among {len(requests)} model calls"
    first = turn_requests[0]
    assert first.headers.get("authorization") == "Bearer dshkit-test-key"
    assert first.body.get("stream") is True
    texts = first.texts()
    assert GREETING in texts and TASK in texts, texts
    assert texts.index(GREETING) < texts.index(TASK)
    assert any(r["kind"] in ("agent/created", "agent/session-start") for r in records)


def test_plugin_saw_the_turn_complete(run):
    _, records, _, _ = run
    turn_ends = [r for r in records if r["kind"] == "turn/end"]
    assert turn_ends == [{"kind": "turn/end", "reason": {"kind": "completed"}}], records
