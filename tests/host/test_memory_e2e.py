"""Memory end to end in the real host: examples/memory built by dshkit, installed
with ``dsh plugin add`` into DSH 0.1.0-rc.8 (the cached install), run headless
against a scripted local model speaking the DeepSeek streaming protocol.

- session 1: the user states a rule and a decision with a planted secret; the
  model calls ``memory_write`` then ``memory_search`` and is shown the result;
  the store holds the ``msg-*`` entries with the tool ledger and no secret;
  the consolidation route gets its request, answers JSON, and a summary and a
  work unit exist;
- the rule, promoted with ``dshkit memory promote``, is in the FIRST model
  request of session 2 (and the injection is acknowledged); ``dshkit memory
  search`` finds the decision;
- ``dshkit memory forget`` removes the rule from search, from the next
  session's requests and from every store file;
- the sidecar SIGKILLed mid-session is restarted, the session goes on, and the
  store ends equal to the same session's without the kill.
"""

from __future__ import annotations

import glob
import json
import os
import random
import re
import shutil
import signal
import sqlite3
import string
import subprocess
import sys
from pathlib import Path

import pytest

from tests.dshhost import ensure_host
from tests.host.headless import write_hmr_overlay
from tests.host.scripted_model import ScriptedModel

pytestmark = [pytest.mark.host]

REPO = Path(__file__).resolve().parents[2]
ROUTE = "deepseek-official/deepseek-v4-flash"  # rc.8's default model route (row agent-default-model)
SECRET = "ghp_" + "".join(random.Random(12).choice(string.ascii_letters + string.digits) for _ in range(36))
TASK1 = ("Rule: always run make lint before committing. Decision: the orders service uses PostgreSQL 16. "
         f"My GitHub token is {SECRET} if you need it.")
RULE_BODY = "Always run make lint before every commit."
WRITE = ("memory_write", {"title": "Run make lint before committing", "body": RULE_BODY, "type": "rule",
                          "key": "lint-before-commit"})
SEARCH = ("memory_search", {"query": "lint"})


def _dshkit(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dshkit", *args], capture_output=True, text=True, timeout=120,
                          cwd=REPO)


class Install:
    """One DSH_HOME with the memory bundle added to a profile (``run`` is the headless one's)."""

    def __init__(self, host, base: Path, bundle: Path, name: str, profile: str = "headless",
                 source: str = "link"):
        self.host = host
        self.base = base / name
        self.home = self.base / "home"
        self.work = self.base / "work"
        self.home.mkdir(parents=True)
        self.work.mkdir()
        add = host.run(["plugin", "--profile", profile, "add", f"{source}:{bundle}"], self.home, cwd=self.base,
                       timeout=600)
        assert add.returncode == 0, f"dsh plugin add failed:\n{add.stdout}\n{add.stderr}"
        self.overlay = write_hmr_overlay(self.base / "overlay")
        self.store = self.home / "dshkit-memory" / "memory.sqlite3"
        self.runs = 0

    def run(self, task: str, model: ScriptedModel) -> subprocess.CompletedProcess:
        self.runs += 1
        stats = self.base / f"stats-{self.runs}.json"
        result = self.host.run(["--profile", "headless", "--patch", str(self.overlay), task], self.home,
                               cwd=self.work, timeout=120,
                               extra_env={"DEEPSEEK_BASE_URL": model.base_url, "DEEPSEEK_API_KEY": "k",
                                          "DSHKIT_MEMORY_STATS": str(stats)})
        assert result.returncode == 0, f"dsh exited {result.returncode}:\n{result.stdout}\n{result.stderr}"
        result.stats = json.loads(stats.read_text()) if stats.exists() else {}
        return result

    def rows(self, sql: str, *args) -> list[tuple]:
        db = sqlite3.connect(self.store)
        try:
            return db.execute(sql, args).fetchall()
        finally:
            db.close()

    def files(self) -> list[bytes]:
        return [Path(p).read_bytes() for p in glob.glob(str(self.store) + "*") if os.path.isfile(p)]


def build_memory_example(base: Path, spec_text: str) -> Path:
    """Build ``examples/memory`` with ``spec_text`` as its dshkit.yaml into ``base/bundle``.
    The skills are copied, not linked: a skill folder may not lead outside the project
    (issue 11 item 4)."""
    spec_dir = base / "spec"
    spec_dir.mkdir()
    (spec_dir / "dshkit.yaml").write_text(spec_text)
    shutil.copytree(REPO / "examples" / "memory" / "skills", spec_dir / "skills")
    bundle = base / "bundle"
    build = _dshkit("build", str(spec_dir / "dshkit.yaml"), "-o", str(bundle))
    assert build.returncode == 0, build.stderr
    return bundle


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    host = ensure_host()
    base = tmp_path_factory.mktemp("memory-e2e")
    text = (REPO / "examples" / "memory" / "dshkit.yaml").read_text()
    # the example with a consolidation route, checked at every turn
    text = text.replace("  consolidation: off\n",
                        f"  consolidation:\n    models: [{ROUTE}]\n    checkEveryTurns: 1\n    minNewTokens: 0\n")
    assert ROUTE in text
    bundle = build_memory_example(base, text)
    return host, base, bundle


@pytest.fixture(scope="module")
def sessions(env):
    """Sessions 1 and 2 (and the forget check) in one DSH home."""
    host, base, bundle = env
    inst = Install(host, base, bundle, "main")
    out = {"inst": inst}
    with ScriptedModel(script=[WRITE, SEARCH], final="Noted the rule and the decision.") as model:
        out["run1"] = inst.run(TASK1, model)
        out["model1"] = model
    name = inst.rows("SELECT name FROM entries WHERE name LIKE 'mem-lint-before-commit-%'")[0][0]
    out["rule"] = name
    out["promote"] = _dshkit("memory", "promote", name, "--store", str(inst.store))
    with ScriptedModel(final="Hello again.") as model:
        out["run2"] = inst.run("What should I do before committing?", model)
        out["model2"] = model
    out["search"] = _dshkit("memory", "search", "PostgreSQL", "--store", str(inst.store))
    out["injection"] = inst.rows("SELECT session_id, has_baseline, pending_token FROM injection_state")
    out["forget"] = _dshkit("memory", "forget", name, "--store", str(inst.store))
    out["search_after"] = _dshkit("memory", "search", "lint", "--store", str(inst.store), "--status", "active")
    with ScriptedModel(final="Hi.") as model:
        out["run3"] = inst.run("Anything I should know?", model)
        out["model3"] = model
    return out


def test_session1_tools_search_result_reaches_the_model(sessions):
    agent = sessions["model1"].agent()
    assert len(agent) == 3, [r.texts() for r in agent]
    tool_results = [m.get("content") for m in agent[2].body["messages"] if m.get("role") == "tool"]
    assert "Saved to the memory inbox as mem-lint-before-commit-" in tool_results[0]
    assert sessions["rule"] in tool_results[1] and RULE_BODY in tool_results[1]


def test_session1_store_holds_messages_with_the_tool_ledger_and_no_secret(sessions):
    inst = sessions["inst"]
    msgs = dict(inst.rows("SELECT name, body FROM entries WHERE name LIKE 'msg-%' ORDER BY id"))
    user = [b for b in msgs.values() if "## Role\nuser" in b]
    assistant = [b for b in msgs.values() if "## Role\nassistant" in b]
    assert any("PostgreSQL 16" in b for b in user), msgs
    ledger = [b for b in assistant if "## Tool Calls" in b]
    assert ledger and "`memory_write` — ✅" in ledger[0] and "`memory_search` — ✅" in ledger[0], assistant
    assert all(SECRET not in b for b in msgs.values())
    assert any("[REDACTED:" in b for b in user)
    for blob in inst.files():
        assert SECRET.encode() not in blob


def test_session1_consolidation_on_the_route_writes_a_summary_and_a_work_unit(sessions):
    inst = sessions["inst"]
    # Session 1's last turn queues it; a headless host exits right after that turn and
    # disposes its model adapter, so the call may lose that race and then runs when
    # session 2's sidecar starts (a pending task survives in the store).
    consolidation = sessions["model1"].consolidation() + sessions["model2"].consolidation()
    assert consolidation, "the consolidation route got no request"
    assert consolidation[0].body["model"] == ROUTE.split("/", 1)[1]
    assert any("PostgreSQL 16" in t for t in consolidation[0].texts())
    assert SECRET not in json.dumps(consolidation[0].body)
    names = [n for (n,) in inst.rows("SELECT name FROM entries")]
    assert any(n.startswith("sum-") for n in names), names
    assert any(n.startswith("wu-") for n in names), names


def test_promoted_rule_is_in_the_first_request_of_session_2_and_acknowledged(sessions):
    assert sessions["promote"].returncode == 0, sessions["promote"].stderr
    first = sessions["model2"].agent()[0]
    texts = first.texts()
    memory = [t for t in texts if "Long-term memory" in t or "## Memory (baseline)" in t]
    assert any(RULE_BODY in t for t in memory), texts
    # the baseline injection was delivered and acknowledged by the host's session feed
    sid2 = [r for r in sessions["injection"] if r[1] == 1]
    assert sid2 and all(r[2] is None for r in sid2), sessions["injection"]


def test_dshkit_memory_search_finds_the_decision(sessions):
    result = sessions["search"]
    assert result.returncode == 0 and re.search(r"^wu-", result.stdout, re.M), result.stdout + result.stderr


def test_forget_removes_the_rule_from_search_injection_and_files(sessions):
    inst = sessions["inst"]
    assert sessions["forget"].returncode == 0, sessions["forget"].stderr
    assert sessions["rule"] not in sessions["search_after"].stdout
    for request in sessions["model3"].requests:
        assert RULE_BODY not in json.dumps(request.body, ensure_ascii=False)
    for blob in inst.files():
        assert RULE_BODY.encode() not in blob


def _normalized(inst: Install) -> list[tuple]:
    """The store's logged entries with what differs between two runs of one script
    taken out: session ids, times, durations. Consolidation output (sum*, wu-) is
    left out: whether the last turn's consolidation beats the headless host's exit
    (which disposes the model adapter) is a race in both runs alike."""
    sid = inst.rows("SELECT session_id FROM progress")[0][0]
    out = []
    for name, body, status in inst.rows("SELECT name, body, status FROM entries WHERE name NOT LIKE 'sum%'"
                                        " AND name NOT LIKE 'wu-%' ORDER BY name"):
        body = body.replace(sid, "SID")
        body = re.sub(r"## Timestamp\n[^\n]*", "## Timestamp", body)
        body = re.sub(r"\d+(\.\d+)?s( total)?", "Ns", body)
        out.append((re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "SID", name.replace(sid, "SID")), body, status))
    return out


def _sidecar_pids(home: Path) -> list[int]:
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmd = (proc / "cmdline").read_bytes()
            if b"sidecar.pyz" in cmd and f"DSH_HOME={home}".encode() in (proc / "environ").read_bytes():
                pids.append(int(proc.name))
        except OSError:
            continue
    return pids


def test_sigkill_mid_session_restarts_and_the_store_matches_a_run_without_it(env):
    host, base, bundle = env
    script = [SEARCH, ("memory_search", {"query": "orders"}), ("memory_get", {"name": "no-such-entry"}),
              SEARCH]
    task = "Look up what we know about lint and orders."
    plain = Install(host, base, bundle, "plain")
    with ScriptedModel(script=script, final="Looked.") as model:
        plain.run(task, model)
    killed = Install(host, base, bundle, "killed")
    kills = []

    def kill_on_second(index: int, _body: dict) -> None:
        if index == 2:
            for pid in _sidecar_pids(killed.home):
                os.kill(pid, signal.SIGKILL)
                kills.append(pid)

    with ScriptedModel(script=script, final="Looked.", on_agent_request=kill_on_second) as model:
        run = killed.run(task, model)
        requests = model.agent()
    assert kills, "no sidecar process to kill"
    assert run.stats.get("sidecarStarts", 0) >= 2, run.stats
    assert len(requests) == len(script) + 1  # the session went on to its final answer
    logged = _normalized(killed)
    assert len([e for e in logged if e[0].startswith("msg-")]) == 2, logged
    assert logged == _normalized(plain), (
        killed.rows("SELECT id, status, attempts, last_error FROM tasks"), run.stats, run.stderr[-3000:])


def test_host_settings_change_the_memory_without_a_rebuild(env):
    """The entry registers its settings with the host (namespace memory-<package>): a
    section in $DSH_HOME/settings.yaml wins over the row's config."""
    host, base, bundle = env
    inst = Install(host, base, bundle, "settings")
    (inst.home / "settings.yaml").write_text("memory-dsh-dshkit-memory:\n  tools: [memory_search]\n")
    with ScriptedModel(final="Ok.") as model:
        run = inst.run("Hello.", model)
    names = {t["function"]["name"] for t in model.agent()[0].body["tools"]}
    assert "memory_search" in names and not names & {"memory_write", "memory_get"}, " ".join(sorted(names)) + run.stderr[-2000:]


# A test-only plugin that types /memory lines for the user: headless DSH has no
# prompt, so it runs them through the host's own command service when the agent starts.
COMMAND_PROBE_JS = """\
import { appendFileSync } from 'node:fs'
export const name = 'dshkit-test-command-probe'
export const inject = ['commands']
export function apply (ctx, config) {
  let done = false
  ctx.on('agent/session-start', async ({ agent }) => {
    if (done) return
    done = true
    for (const line of config.lines) {
      const settled = await ctx.commands.execute(agent, line, [], new AbortController().signal)
      appendFileSync(config.out, JSON.stringify({ line, result: settled?.result ?? null }) + '\\n')
    }
  })
}
"""


def run_commands(inst: Install, lines: list[str], out: Path) -> list[dict]:
    """Type ``lines`` as user commands in one host run (a probe plugin added by
    an overlay for that run only); what each command returned, in order."""
    probe = inst.base / "command-probe.mjs"
    probe.write_text(COMMAND_PROBE_JS)
    overlay = inst.base / "overlay-commands.yml"
    overlay.write_text(inst.overlay.read_text() + "    - id: dshkit-test-command-probe\n"
                       f"      name: {json.dumps(str(probe))}\n"
                       f"      config: {json.dumps({'lines': lines, 'out': str(out)})}\n")
    inst.overlay, saved = overlay, inst.overlay
    try:
        with ScriptedModel(final="Ok.") as model:
            inst.run("Hello.", model)
    finally:
        inst.overlay = saved
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_memory_user_command_promotes_and_forgets_in_the_real_host(env):
    host, base, bundle = env
    inst = Install(host, base, bundle, "commands")
    body = "Never deploy the billing service on Fridays, codeword zqxvbn."
    with ScriptedModel(script=[("memory_write", {"title": "Billing deploys", "body": body, "type": "taboo",
                                                 "global": True})]) as model:
        inst.run("Billing must not be deployed on Fridays.", model)
    [(name,)] = inst.rows("SELECT name FROM entries WHERE status='inbox'")
    results = []
    for lines in ([f"/memory promote {name}", "/memory list active"], [f"/memory forget {name}", "/memory list"]):
        results += run_commands(inst, lines, inst.base / f"commands-{len(results)}.jsonl")
        if len(results) == 2:
            assert inst.rows("SELECT status FROM entries WHERE name=?", name) == [("active",)]
    promote, listed, forgot, listed_after = (r["result"] for r in results)
    assert promote["kind"] == "success" and name in promote["text"], results
    assert name in listed["text"], results
    assert forgot["kind"] == "success", results
    assert name not in (listed_after["text"] or ""), results
    assert inst.rows("SELECT count(*) FROM entries WHERE name=?", name) == [(0,)]
    for blob in inst.files():
        assert b"zqxvbn" not in blob
