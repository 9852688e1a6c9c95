"""The seed's preset on the seed's host: ``smart-memory`` in DSH 0.2.1-rc.2's ``web`` profile.

``examples/hypatia-auto-memory`` (the reproduction of the 2.4.0 bundle the seeds were
written for) is built by dshkit and added with ``dsh plugin --profile web add file:…``
to DSH 0.2.1-rc.2, the only profile that mounts the agent-preset registry (dsh-host.md
§9). Its web app is driven as its browser UI does (``web_session.SdkWebHost``), against
the Messages mock:

- the composed profile holds the preset row, and no two presets share an order;
- a session created with ``agentPreset: smart-memory`` runs under it: two user turns,
  both ``completed``; the model's requests carry the preset's persona, the rows it keeps
  from 0.2.1's ``standard`` (``time-context``'s time note, ``tool-schedule``'s tools) and
  none of what it removes (plan mode's tools);
- the host reports no row of the preset that failed to activate.

What a host does with a roster row it cannot resolve decides how a preset meets an
older or newer host, so both are pinned here: 0.2.1-rc.2 refuses the whole preset when
a session is created under it (``agent-preset/invalid``: the row "never started"; a
probe preset inserted by the profile's user layer); 0.1.0-rc.8, which has no preset
registry at all, refuses to boot a profile holding the preset row ("could not be
resolved"). So a preset's roster names only rows its bundle's host range provides, and a
bundle with a preset must not admit rc.8 (hypatia's range starts at 0.1.7-rc.1).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from tests.dshhost import ensure_host
from tests.host.headless import MockModel, message_text, run_headless, write_hmr_overlay
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, sdk_host_or_skip
from tests.host.test_memory_e2e import REPO
from tests.host.web_session import SdkWebHost

pytestmark = [pytest.mark.host]

TURN1 = "What did we decide about the orders service?"
TURN2 = "Thanks. Anything else?"
PERSONA = "with a long-term memory"  # presets/smart-memory.yml's persona prefix
PROBE_PRESET = """\
- insert:
    - id: preset-probe
      name: '@deepseek-ai/dsh-agent-preset'
      config:
        id: probe
        order: 99
        plugins:
          - id: persona
            name: '@deepseek-ai/dsh-persona'
          - id: no-such-plugin
            name: '@deepseek-ai/dsh-no-such-plugin'"""


@pytest.fixture(scope="module")
def web(tmp_path_factory):
    sdk = sdk_host_or_skip()
    node = ensure_host().node  # Node 24 for the WebSocket reader (web_session.SdkWebHost)
    base = tmp_path_factory.mktemp("preset-web-sdk")
    inst = SdkInstall(sdk, base, build_hypatia(base / "bundle"), "web", profile="web")
    # the user layer adds a probe preset with a row no host provides
    layer = inst.home / "profiles" / "web" / "cordis.patch.yml"
    kept = [line for line in layer.read_text().splitlines() if line.strip() != "[]"]
    layer.write_text("\n".join([*kept, PROBE_PRESET, ""]))
    dump = sdk.run(["--profile", "web", "--dump-config"], inst.home, cwd=inst.work, timeout=120)
    assert dump.returncode == 0, dump.stderr
    out = {"dump": dump.stdout, "inst": inst}
    with MessagesScriptedModel(turns={TURN1: [], TURN2: []}, final="Nothing is recorded yet.") as model:
        env = {"DEEPSEEK_BASE_URL": model.base_url, "DEEPSEEK_API_KEY": "k"}
        with SdkWebHost(sdk, inst.home, inst.work, env, node) as host:
            sid = host.new_session(inst.work, preset="smart-memory")
            out["created"] = host.created
            out["turns"] = [host.prompt(sid, TURN1), host.prompt(sid, TURN2)]
            try:
                host.new_session(inst.work, preset="probe")
            except AssertionError as refused:
                out["probe"] = str(refused)
            out["stderr"] = host._stderr_tail()
        out.update(model=model, sid=sid, events=host.events)
    return out


def build_hypatia(out):
    """``examples/hypatia-auto-memory`` built by dshkit into ``out``."""
    build = subprocess.run([sys.executable, "-m", "dshkit", "build",
                            str(REPO / "examples" / "hypatia-auto-memory" / "dshkit.yaml"), "-o", str(out)],
                           capture_output=True, text=True, cwd=REPO, timeout=120)
    assert build.returncode == 0, build.stderr
    return out


def _presets(dump: str) -> dict[str, int | None]:
    """Preset id -> order, from the composed rows (``--dump-config``)."""
    out = {}
    for block in re.split(r"\n(?=- id: )", dump):
        if "name: '@deepseek-ai/dsh-agent-preset'" not in block:
            continue
        preset = re.search(r"\n    id: (\S+)", block)
        order = re.search(r"\n    order: (\d+)", block)
        out[preset.group(1)] = int(order.group(1)) if order else None
    return out


def test_the_preset_row_is_composed_and_no_order_is_shared(web):
    presets = _presets(web["dump"])
    assert presets.get("smart-memory") == 5, presets
    assert {"standard", "ptc", "minimal"} <= set(presets), presets
    orders = [o for o in presets.values() if o is not None]
    assert len(orders) == len(set(orders)), presets


def test_a_session_runs_under_smart_memory(web):
    assert web["created"]["agentPreset"] == "smart-memory", web["created"]
    turns = web["turns"]
    assert [t.number for t in turns] == [1, 2]
    for turn, prompt in zip(turns, (TURN1, TURN2)):
        assert turn.reason["kind"] == "completed", (turn.reason, web["stderr"])
        assert [message_text(e["data"]) for e in turn.human_messages()] == [prompt]


def test_the_model_gets_the_preset_persona_and_its_roster(web):
    requests = web["model"].turn_requests(TURN1)
    assert requests, [r.texts()[-1][:200] for r in web["model"].requests]
    first = requests[0]
    texts = "\n".join(first.texts())
    assert PERSONA in texts, texts[:1500]
    assert "Time sampled while preparing turn" in texts  # time-context, new in 0.2.1's standard
    tools = {t["name"] for t in first.body["tools"]}
    assert "exit_plan_mode" not in tools, sorted(tools)  # the planning group is removed
    assert {"todo_write", "bash"} <= tools, sorted(tools)
    assert tools & {"schedule_create", "schedule_list"}, sorted(tools)  # tool-schedule, new in 0.2.1


def test_no_row_of_the_preset_failed_to_activate(web):
    failed = re.findall(r"^(\S+) \((\S+)\): failed", web["stderr"], re.M)
    roster = set(re.findall(r"@deepseek-ai/[\w/-]+", json.dumps(_roster(web["dump"]))))
    assert roster, web["dump"][:500]
    assert not [f for f in failed if f[1] in roster], failed


def _roster(dump: str) -> str:
    for block in re.split(r"\n(?=- id: )", dump):
        if "- id: preset-smart-memory" in block:
            return block
    return ""


def test_0_2_1_refuses_a_preset_with_a_row_it_cannot_resolve(web):
    refused = web.get("probe", "")
    assert "agent-preset/invalid" in refused and "dsh-no-such-plugin" in refused, refused or "created"


def test_rc8_refuses_to_boot_a_profile_holding_a_preset_row(tmp_path):
    """rc.8 has no ``@deepseek-ai/dsh-agent-preset``: any unresolvable row stops its boot."""
    host = ensure_host()
    home = tmp_path / "home"
    add = host.run(["plugin", "--profile", "headless", "add", f"link:{build_hypatia(tmp_path / 'bundle')}"], home,
                   cwd=tmp_path, timeout=600)
    assert add.returncode == 0, add.stderr
    (tmp_path / "work").mkdir()
    with MockModel() as model:
        run = run_headless(host, "Hello.", home, model, write_hmr_overlay(tmp_path / "overlay"), tmp_path / "work")
    assert run.returncode != 0
    assert "@deepseek-ai/dsh-agent-preset" in run.stderr and "could not be resolved" in run.stderr, run.stderr[-2000:]
    assert not model.requests
