"""The memory row's settings on DSH 0.2.1-rc.2, where the settings service has no ``register()``.

0.2.1's settings service (``@deepseek-ai/dsh-settings`` ``SettingsForms``) builds its
forms from a plugin's ``Config`` export, fields marked volatile, and edits them live
(``update(ns, patch)`` writes the profile's patch; the plugin reads the new value from
its config cells). The entry exports such a ``Config`` on that line only. A small probe
plugin in the same profile plays the settings UI: it reads the form the host built for
the ``memory`` row, then edits ``tools`` the way a user would. The session's next model
request offers exactly the edited tool list, and the edit is in the profile's patch.
"""

from __future__ import annotations

import json
import time

import pytest

from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, memory_example_on_sdk

pytestmark = [pytest.mark.host]

# The settings UI's two moves, on the real service: describe(), then update(ns, patch).
PROBE_JS = """
import { writeFileSync } from 'node:fs'
export const name = 'dshkit-settings-probe'
export function apply (ctx) {
  ctx.inject(['settings'], (c) => {
    const out = process.env.DSHKIT_SETTINGS_PROBE
    const started = Date.now()
    const poll = setInterval(async () => {
      const form = c.settings.describe().find((d) => d.ns === 'memory')
      if (!form && Date.now() - started < 20000) return
      clearInterval(poll)
      if (!form) { writeFileSync(out, JSON.stringify({ error: 'no form for memory' })); return }
      try {
        await c.settings.update('memory', { tools: ['memory_search'] })
        writeFileSync(out, JSON.stringify({ form, updated: true }))
      } catch (error) {
        writeFileSync(out, JSON.stringify({ form, error: String(error?.stack ?? error) }))
      }
    }, 50)
    poll.unref?.()
    return () => clearInterval(poll)
  })
}
"""


@pytest.fixture(scope="module")
def edited(tmp_path_factory):
    host, base, bundle = memory_example_on_sdk(tmp_path_factory, "memory-sdk-settings")
    inst = SdkInstall(host, base, bundle, "main")
    probe = base / "probe"
    probe.mkdir()
    (probe / "package.json").write_text(json.dumps({
        "name": "dshkit-settings-probe", "version": "1.0.0", "type": "module", "exports": {".": "./index.js"},
        "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}))
    (probe / "cordis.patch.yml").write_text("- insert:\n    - id: settings-probe\n      name: dshkit-settings-probe\n")
    (probe / "index.js").write_text(PROBE_JS)
    add = host.run(["plugin", "--profile", "sdk", "add", f"file:{probe}"], inst.home, cwd=base, timeout=600)
    assert add.returncode == 0, add.stderr
    out = base / "probe.json"
    with MessagesScriptedModel(script=[], final="Noted.") as model:
        with inst.harness(model, extra_env={"DSHKIT_SETTINGS_PROBE": str(out)}) as harness:
            deadline = time.monotonic() + 30
            while not out.exists() and time.monotonic() < deadline:
                time.sleep(0.1)
            session = harness.start_session()
            result = session.run("Which memory tools do you have?")
            stderr = inst.runtime_stderr(harness)
    return {"probe": json.loads(out.read_text()) if out.exists() else None, "result": result,
            "model": model, "stderr": stderr, "inst": inst}


def test_the_host_builds_a_live_form_for_the_memory_row(edited):
    probe = edited["probe"]
    assert probe is not None and "form" in probe, (probe, edited["stderr"][-3000:])
    form = probe["form"]
    assert form["applies"] == "live"
    assert form["value"]["python"] == "python3"
    assert form["value"]["tools"] == ["memory_search", "memory_get", "memory_write"]
    assert set(form["value"]) >= {"budgets", "consolidation", "commands", "autoApprove", "skills"}


def test_a_live_edit_reaches_the_next_model_request_and_the_profile(edited):
    probe = edited["probe"]
    assert probe.get("updated") is True, probe
    assert edited["result"].finish_reason == "completed", edited["stderr"][-3000:]
    [request] = edited["model"].agent()
    offered = sorted(t["name"] for t in request.body["tools"] if t["name"].startswith("memory_"))
    assert offered == ["memory_search"], (offered, edited["inst"].stats)
    layer = (edited["inst"].home / "profiles" / "sdk" / "cordis.patch.yml").read_text()
    assert "memory_search" in layer and "memory_write" not in layer, layer
