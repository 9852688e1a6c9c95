"""Card-replay workload C: a week on a home-automation hub, written blind.

Who and how
-----------
Written by a helper engineer as a third, independent instrument for ``bench/card_replay.py``.
It was written without opening the other workloads (``bench/agent_workload.py``,
``bench/bench_graph_memory.py``), the statement corpora or the statement extractor, the
card ranking (``dshkit/sidecar/graph/``) or ``docs/memory.md``. What was read: the scorer's
interface (``bench/card_replay.py``), the checks the other workload passes
(``tests/sidecar_graph/test_card_workload.py``, ``helpers.py``), the test harness, the event
schema, ``dshkit/sidecar/ingest.py`` / ``content.py`` (how events are read) and the recorded
DSH sessions with their README (the event shapes a real host writes). Every human sentence
below was written for this file; none was copied or adapted from another workload, and
nothing here was tuned against card figures.

The world
---------
``porchlight``, a Python home-automation hub (``/home/dev/projects/porchlight``): an MQTT
bridge, Zigbee pairing, a rules engine, scenes, thermostat schedules, presence detection,
energy metering, the device REST API, push notifications, firmware (OTA) updates, backups
and the device registry. Each topic has source files (some already in the repo, edited;
some new, created), a test file and sometimes a collateral file (``pyproject.toml`` when a
dependency is added, a migration, ``CHANGELOG.md`` when users see the change). Midweek the
human detours into ``/home/dev/scratch/meterscrape``, a throwaway script in another cwd
(another project to the sidecar), whose files and statements must not leak into the hub.

The model of work
-----------------
Three sessions of the hub (Monday, Wednesday, Friday) and the side session between the
first two. Work comes as tasks: kickoff (the human describes what is wanted; the agent
looks around) -> explore -> implement (one to three turns) -> test (write the test, run it;
sometimes red) -> fix -> commit. An urgent task sometimes interrupts the current one; the
paused task is returned to later, often in another session, and a task may be left
half-done. A task may be cut short by the human pressing Esc (``turn/end`` aborted).
Between task turns come chatter and questions that state nothing. Turn kinds: kickoff,
explore, implement, test, fix, commit, return, interrupt, statement (a statement said on its
own between two steps of a task), chatter, side. The agent uses the
host's real tool names and argument shapes (``read``/``write``/``edit`` with ``file_path``,
``str_replace_editor`` with ``command`` and ``path``, ``grep``, ``bash`` with ``command``),
arguments mostly as JSON strings and sometimes as objects, paths relative or absolute; some
calls fail (stale ``old_string``, missing directory) and are retried.

How the human refers to work
----------------------------
In some turns by a file path, in others by the topic in their own words ("the thermostat
schedules", "the backoff thing"), and in many by a vague go-ahead ("ok, carry on", "好，继续")
that names nothing. Statements come inside task messages or on their own: global rules
(always / never / from now on, some in Chinese), task constraints (requirements on one part
of the hub) and decisions (a choice of approach or technology). About a quarter are worded
softly, as a reason or a habit with no directive word. Some are revised later (a
correction, a reversal) and one kind of rule may be dropped altogether.

Ground truth (``Turn.used``)
----------------------------
* ``("file", abs_path)``: a file the turn reads, writes, edits or names in a bash command,
  which an earlier turn wrote through an ok ``write`` / ``edit`` / ``str_replace_editor``
  create-or-replace call. Files the turn touches that no earlier turn wrote (the repo's own,
  or ones first created in this turn) are not used; those never written go to
  ``unreachable``.
* ``("stmt", session_id, seq)``: the live form of a human statement stated in an earlier
  turn of the same project (its newest revision's ``user/message`` seq; a dropped rule is
  used by nobody). A global rule governs an activity and is used by turns that do it:
  ``commit`` (a git commit), ``test`` (writes or edits a test file), ``code`` (edits hub
  source), ``dependency`` (edits ``pyproject.toml``), ``docs`` (edits ``CHANGELOG.md``),
  ``migration`` (writes a migration). A task constraint or decision is used by turns that
  write or edit the files of its topic (source, test or collateral). A statement stated in
  the turn itself is not "earlier" and is not counted for that turn.

Deterministic per seed: only ``random.Random(seed)`` draws; no clock, no hash order.
"""

from __future__ import annotations

import json
import posixpath
import random
from dataclasses import dataclass, field

from bench.card_replay import Session, Turn, Workload

MAIN_CWD = "/home/dev/projects/porchlight"
SIDE_CWD = "/home/dev/scratch/meterscrape"
EPOCH_MS = 1796284800000  # Monday 2026-12-07 00:00 UTC; the week's sessions hang off it
SNAPSHOT_TEXT = ("Current runtime context. This snapshot supersedes earlier runtime-context snapshots.\n\n"
                 "Current DSH file policy: workspace-write. Approval policy: ask.")


# -- the world: topics ----------------------------------------------------------------------


@dataclass(frozen=True)
class Topic:
    key: str
    words: tuple[str, ...]       # how the human names this part of the hub in prose
    kickoffs: tuple[str, ...]    # the human's opening request for a task on it
    existing: tuple[str, ...]    # source files already in the repo (edited)
    new: tuple[str, ...]         # source files the task creates
    test: str
    collateral: tuple[str, ...] = ()  # pyproject.toml / migrations the task also writes
    user_visible: bool = True    # its commit also edits CHANGELOG.md
    neighbours: tuple[str, ...] = ()  # topics whose files the agent reads while exploring


TOPICS: tuple[Topic, ...] = (
    Topic("mqtt", ("the MQTT bridge", "the broker connection", "the backoff thing"),
          ("The MQTT bridge falls over when mosquitto restarts and never comes back. Make it reconnect.",
           "Can you look at why the hub loses all device state after a broker restart?"),
          ("hub/transport/mqtt_bridge.py",), ("hub/transport/backoff.py",), "tests/test_mqtt_bridge.py",
          ("pyproject.toml",), False, ("registry",)),
    Topic("pairing", ("Zigbee pairing", "the pairing flow", "permit-join"),
          ("Pairing new Zigbee devices is flaky, half the time the bulb joins and then shows up as unknown.",
           "I want a proper pairing flow for Zigbee: start, wait for the interview, name the device."),
          ("hub/devices/zigbee.py",), ("hub/devices/pairing.py",), "tests/test_pairing.py",
          (), True, ("registry", "mqtt")),
    Topic("rules", ("the rules engine", "automations", "rule evaluation"),
          ("Automations that depend on each other fire in the wrong order. The engine needs to understand dependencies.",
           "Let's rework how automation rules get evaluated, it's a mess of nested ifs right now."),
          ("hub/rules/engine.py", "hub/rules/conditions.py"), ("hub/rules/graph.py",), "tests/test_rules_engine.py",
          (), False, ("scenes", "presence")),
    Topic("scenes", ("scenes", "scene activation", "the scene store"),
          ("Scenes need to be editable from the dashboard, right now they're hardcoded in config.",
           "Hitting 'Movie night' twice sends every command twice and the blinds go up and down. Fix scenes."),
          (), ("hub/scenes/store.py", "hub/scenes/apply.py"), "tests/test_scenes.py",
          ("migrations/0008_scenes.sql",), True, ("rules", "api")),
    Topic("climate", ("the thermostat schedules", "heating schedules", "the climate stuff"),
          ("The heating schedule fired twice on the night the clocks went back. Can you find out why?",
           "I want weekday/weekend heating schedules per room, the single global one isn't enough anymore."),
          ("hub/climate/schedule.py",), ("hub/climate/calendar.py",), "tests/test_climate_schedule.py",
          (), True, ("presence",)),
    Topic("presence", ("presence detection", "the home/away logic", "who's-home tracking"),
          ("Presence keeps flipping me to 'away' while I'm sitting on the sofa. Look into the tracker.",
           "Add BLE beacons as a second presence source next to the wifi pings."),
          ("hub/presence/tracker.py",), ("hub/presence/ble.py",), "tests/test_presence.py",
          (), True, ("climate", "rules")),
    Topic("energy", ("energy metering", "the power readings", "tariffs"),
          ("The energy graph shows nonsense after midnight, readings from the plugs get summed twice.",
           "I'd like cost per day on the energy page, which means we need tariffs."),
          ("hub/energy/meter.py",), ("hub/energy/tariffs.py",), "tests/test_energy.py",
          (), True, ("api",)),
    Topic("api", ("the device API", "the REST endpoints", "/api/v1/devices"),
          ("The dashboard times out listing devices once you have more than a couple hundred. Paginate the device API.",
           "Add a filter by room to the devices endpoint, the mobile app wants it."),
          ("hub/api/devices.py",), ("hub/api/pagination.py",), "tests/test_api_devices.py",
          (), True, ("registry",)),
    Topic("notify", ("push notifications", "the notifier", "alerts to phones"),
          ("I got a push at 3 in the morning telling me the dishwasher was done. Notifications need some sense.",
           "Batch up notifications so ten door events in a minute become one push."),
          ("hub/notify/push.py",), ("hub/notify/quiet.py",), "tests/test_notify.py",
          (), True, ("presence",)),
    Topic("ota", ("firmware updates", "OTA", "the updater"),
          ("Firmware updates are all-or-nothing right now, one bad image and every bulb in the house is a brick.",
           "The updater should tell us which devices are still on old firmware."),
          ("hub/devices/ota.py",), ("hub/devices/rollout.py",), "tests/test_ota.py",
          (), True, ("registry", "pairing")),
    Topic("backup", ("backups", "backup and restore", "the config export"),
          ("People lose everything when the SD card dies. We need backup and restore of the hub config.",
           "Restore from backup silently skips devices it doesn't know, that needs to be fixed."),
          (), ("hub/storage/backup.py", "hub/storage/restore.py"), "tests/test_backup.py",
          ("pyproject.toml",), True, ("registry", "scenes")),
    Topic("registry", ("the device registry", "device records", "renaming devices"),
          ("Renaming a device breaks every automation that points at it. Sort out the registry.",
           "Devices need a room field in the registry so we can group them."),
          ("hub/storage/registry.py",), (), "tests/test_registry.py",
          ("migrations/0009_device_rooms.sql",), False, ("api",)),
)
TOPIC = {t.key: t for t in TOPICS}

# Files of the hub that exist before the week starts and that the agent reads around in.
REPO_BACKGROUND = ("hub/config.py", "hub/app.py", "README.md", "tests/conftest.py", "docs/architecture.md")


# -- the human's statements -----------------------------------------------------------------


@dataclass(frozen=True)
class Statement:
    key: str
    scope: str                  # "rule" (global, governs an activity) or "task" (governs a topic's files)
    governs: str                # the activity or topic key
    wordings: tuple[str, ...]   # alternative first statements; the seed picks one
    revisions: tuple[str, ...] = ()  # a later restatement that replaces it
    dropped: str = ""           # a later message withdrawing it altogether


RULES: tuple[Statement, ...] = (
    Statement("suite-before-commit", "rule", "commit",
              ("From now on run the whole test suite before you commit anything, not just the file you touched.",
               "Always run `make check` before a commit. Yes, even for one-liners.",
               "Last time a commit broke three unrelated tests, so the full pytest run happens before each commit."),
              ("Change of plan on the pre-commit run: the full suite takes six minutes now. "
               "`pytest -m 'not slow'` before each commit is enough.",)),
    Statement("commit-prefix", "rule", "commit",
              ("Commit subjects start with the area in lowercase, like `climate: stop double firing on DST`.",
               "The changelog script groups commits by the word before the colon in the subject, "
               "so every subject begins with the component name.")),
    Statement("no-main", "rule", "commit",
              ("永远不要直接提交到 main，先开分支。",
               "Never commit straight onto main. Make a branch first.")),
    Statement("broker-fixture", "rule", "test",
              ("Never mock the MQTT broker in tests. Use the `embedded_broker` fixture.",
               "The mocked broker hid two QoS bugs from us last spring; the embedded_broker fixture is what tests use.")),
    Statement("fake-clock", "rule", "test",
              ("No time.sleep in tests, ever. Use the fake clock from tests/conftest.py.",
               "测试里不要用 time.sleep，用 conftest 里的 fake_clock。"),
              ("Small correction to the clock thing: sleeps under 50 ms in the MQTT tests are tolerable, "
               "everything else still goes through fake_clock.",)),
    Statement("type-hints", "rule", "code",
              ("Every new function gets type hints, CI runs mypy --strict on hub/.",
               "新写的函数一律加类型注解，CI 跑 mypy --strict。")),
    Statement("no-secrets-in-logs", "rule", "code",
              ("Never log device tokens or Wi-Fi passwords, not even at debug level.",
               "Logs end up in the support bundles customers mail us, and last year one had a Wi-Fi password in it.")),
    Statement("no-new-deps", "rule", "dependency",
              ("Don't add any third-party package without asking me first; the hub runs on a Pi Zero.",
               "不要加新的第三方依赖，标准库能做的就用标准库。"),
              ("Okay, I've come round on dependencies: pure-Python packages under 200 kB are fine without asking. "
               "Anything with C extensions still needs my yes.",)),
    Statement("changelog", "rule", "docs",
              ("Whenever users will notice a change, add a line under Unreleased in CHANGELOG.md.",
               "Release notes are generated from CHANGELOG.md, so anything user-facing that isn't in there "
               "simply doesn't exist for our users."),
              (), "Forget the CHANGELOG rule, we're switching to generating notes from commit messages."),
    Statement("append-only-migrations", "rule", "migration",
              ("Migrations are append-only. Never edit one that has shipped, add a new file instead.",
               "Once a migration has gone out, it stays exactly as it is; fixes go into a new numbered file.")),
)

TASK_STATEMENTS: tuple[Statement, ...] = (
    Statement("mqtt-backoff", "task", "mqtt",
              ("Reconnect with exponential backoff capped at 60 seconds, and retained messages must survive the reconnect.",
               "The bridge should back off exponentially up to a minute between reconnects and keep retained messages."),
              ("I said 60 seconds for the backoff cap, make it 30; a minute without lights feels broken to people.",)),
    Statement("mqtt-paho", "task", "mqtt",
              ("Let's go with paho-mqtt's v2 callback API, not asyncio-mqtt.",
               "asyncio-mqtt hasn't had a release in a year, paho v2 it is.")),
    Statement("pairing-timeout", "task", "pairing",
              ("Permit-join must close after 120 seconds no matter what the UI does.",
               "People leave pairing open and then the neighbour's smart plug joins our network. Two minutes, then it shuts.")),
    Statement("rules-dag", "task", "rules",
              ("Evaluate rules as a DAG: topologically sort them at load time instead of running them in file order.",)),
    Statement("rules-isolation", "task", "rules",
              ("A rule that throws must not stop the other rules. Log it and move on.",
               "One broken automation shouldn't take the whole evening routine down with it.")),
    Statement("scenes-idempotent", "task", "scenes",
              ("Activating a scene has to be idempotent: applying it twice must not send any command twice.",)),
    Statement("scenes-storage", "task", "scenes",
              ("Store scenes as YAML files next to the config, not in the database.",),
              ("Scratch the YAML idea for scenes, put them in SQLite after all. The dashboard edits them concurrently.",)),
    Statement("climate-dst", "task", "climate",
              ("Schedules run in the home's local time and must not fire twice or skip on DST changes.",)),
    Statement("climate-zoneinfo", "task", "climate",
              ("Use zoneinfo for time zones, not pytz.",
               "pytz's localize dance is how we got the DST bug in the first place; zoneinfo is in the stdlib now.")),
    Statement("presence-timeout", "task", "presence",
              ("Count someone as away only after 10 minutes without a ping from their phone.",),
              ("Ten minutes is too twitchy, phones sleep longer than that. Make the away timeout 20 minutes.",)),
    Statement("presence-or", "task", "presence",
              ("Combine wifi and BLE with a plain OR. No Bayesian fusion.",
               "I don't think we need anything smarter than 'either source says home' for presence.")),
    Statement("energy-integers", "task", "energy",
              ("All energy readings are stored as integer watt-hours, no floats anywhere in the pipeline.",)),
    Statement("energy-tariff-file", "task", "energy",
              ("Tariffs come from a JSON file the user edits; don't hardcode any utility's rates.",)),
    Statement("api-compat", "task", "api",
              ("The v1 device response must stay backward compatible: add fields, never rename or remove them.",
               "The old Android app still parses v1 strictly, it breaks on anything but new fields.")),
    Statement("api-cursor", "task", "api",
              ("Paginate with opaque cursors, not limit/offset.",),
              ("Actually, keep limit/offset for the device list after all, the mobile team already built on it.",)),
    Statement("notify-quiet", "task", "notify",
              ("No pushes between 22:00 and 07:00 except smoke and water-leak alarms.",
               "Nobody wants to hear about the washing machine at 3am; only smoke and leak alarms are worth waking up for.")),
    Statement("ota-battery", "task", "ota",
              ("Never start an OTA update on a battery device below 30 percent.",)),
    Statement("ota-waves", "task", "ota",
              ("Roll firmware out in waves: 5 percent of devices first, the rest an hour later if nothing failed.",)),
    Statement("backup-encrypt", "task", "backup",
              ("Backups are encrypted with the user's passphrase before they leave the hub.",)),
    Statement("backup-format", "task", "backup",
              ("Use a plain tar file encrypted with age for the backup format.",)),
    Statement("registry-ids", "task", "registry",
              ("Device ids never change once assigned. A rename only touches display_name.",
               "Automations point at device ids, so ids stay fixed and renaming changes the display name only.")),
)

SIDE_STATEMENTS: tuple[Statement, ...] = (
    Statement("side-one-file", "task", "meterscrape",
              ("This is a throwaway, keep it in one file and don't bother with tests.",)),
    Statement("side-stdlib", "task", "meterscrape",
              ("Parse the page with html.parser from the stdlib, no BeautifulSoup.",)),
)

ALL_STATEMENTS = RULES + TASK_STATEMENTS + SIDE_STATEMENTS


def distinct_statement_texts() -> int:
    """Every statement sentence written for this workload (first wordings, revisions, drops)."""
    return sum(len(s.wordings) + len(s.revisions) + bool(s.dropped) for s in ALL_STATEMENTS)


# -- the human's other words (instructions, go-aheads, chatter) -----------------------------

GO_AHEADS = ("ok, carry on", "yes", "go ahead", "sounds right, keep going", "do it", "fine by me",
             "好，继续", "next step please", "yep", "makes sense, continue", "sure", "ok")
EXPLORE_WORDS = ("Before you change anything, walk me through how {w} works today.",
                 "Read around {w} first and tell me what you'd touch.",
                 "Where does {w} live? Have a look before we decide anything.")
EXPLORE_FILE = ("Open {f} and tell me what's going on in there.", "Start by reading {f}.",
                "Have a look at {f}, I think the problem is in there somewhere.")
IMPLEMENT_WORDS = ("Alright, implement it.", "Go ahead and make the change to {w}.",
                   "Start on {w} then.", "Let's write the code for {w}.")
IMPLEMENT_FILE = ("Make the change in {f}.", "Put the new logic in {f}.", "Edit {f} accordingly.")
TEST_WORDS = ("Now tests for {w}.", "Write a couple of tests covering the edge cases.",
              "Does it actually work? Add tests and run them.")
TEST_FILE = ("Add tests to {f} and run them.", "Tests go in {f}.")
FIX_TEXT = ("That's red. Fix it.", "The failure looks real to me, have a look.", "hmm, one failing. fix?",
            "Why is {f} failing now?")
COMMIT_TEXT = ("Looks good, commit it.", "commit", "提交吧", "Ship it. Commit please.",
               "Good. Commit that and we move on.")
RETURN_TEXT = ("Back to {w} from before. Where were we?", "Let's pick {w} up again.",
               "Morning. Continue with {w}, please.", "OK, the other thing is done; back to {w}.")
INTERRUPT_TEXT = ("Drop that for a moment, something's on fire: ", "Sorry, urgent one first. ",
                  "Pause what you're doing. ")
CHATTER = ("thanks, that was quick", "What's the difference between QoS 1 and 2 again?",
           "How long does the full suite take these days?", "brb, coffee",
           "Do you know if Zigbee 3.0 bulbs can route for older sensors?",
           "haha, the blinds thing was annoying my partner for weeks",
           "Which Python are we on in CI, 3.11 or 3.12?", "这个改动大概要多久？",
           "Interesting. I didn't know the tracker did that.", "Let me test it on the real hub tonight.")
SIDE_TEXT = ("Quick detour, different folder: I want a little script that scrapes my smart meter's "
             "local status page into a CSV.",
             "The meter page has a table with 'Bezug' and 'Einspeisung' rows, grab both.",
             "Run it against sample_page.html and show me the CSV.",
             "It crashes on the comma decimals, the meter is German.",
             "Add a --since flag so I can append only new rows.")
SIDE_WRAP_UP = "good enough. thanks, back to the hub tomorrow."



# -- events: a session log in the host's shapes ---------------------------------------------


@dataclass
class Call:
    """One tool call the agent makes: its arguments, output, and which files it touches."""
    name: str
    args: dict
    output: str
    is_error: bool = False
    touches: tuple[str, ...] = ()   # repo-relative paths read, written, edited or named
    writes: tuple[str, ...] = ()    # repo-relative paths an ok call of this kind writes


class EventLog:
    """Sequence numbers, clock and ids of one session; events shaped like the recorded DSH logs."""

    def __init__(self, rng: random.Random, session_id: str, cwd: str, start_ms: int):
        self.rng = rng
        self.session_id = session_id
        self.cwd = cwd
        self.header = {"type": "session", "version": 0, "id": session_id, "createdAt": start_ms,
                       "cwd": cwd, "delegationDepth": 0}
        self.seq = 0
        self.time = start_ms
        self.turn_no = 0
        self.ids = 0

    def new_id(self) -> str:
        self.ids += 1
        return f"{self.rng.getrandbits(32):08x}-0c0c-4000-8000-{self.ids:012d}"

    def ev(self, type_: str, data: dict, dt_ms: int = 2, **extra) -> dict:
        self.time += dt_ms
        e = {"type": type_, "seq": self.seq, "time": self.time, "data": data, **extra}
        self.seq += 1
        return e

    def preamble(self) -> list[dict]:
        """What the host logs before the first turn of a session."""
        return [self.ev("permission/preset", {"preset": "workspace-write"}),
                self.ev("sandbox/mode", {"mode": "workspace-write"}),
                self.ev("approval/policy", {"policy": "ask"})]

    def head(self, text: str, first: bool, think_ms: int) -> list[dict]:
        self.turn_no += 1
        out = self.preamble() if first else []
        out.append(self.ev("turn/start", {"turn": self.turn_no}, dt_ms=think_ms))
        out.append(self.ev("step/start", {"turn": self.turn_no, "step": 1}, dt_ms=20))
        human = self.ev("user/message", {"content": [{"type": "text", "text": text}], "source": {"kind": "user"},
                                         "role": "user", "id": self.new_id()}, surfaceOp="append")
        out.append(human)
        out.append(self.ev("user/message", {"content": [{"type": "text", "text": SNAPSHOT_TEXT}],
                                            "source": {"kind": "plugin", "plugin": "@deepseek-ai/dsh-system-prompt",
                                                       "form": "snapshot"},
                                            "role": "user", "id": self.new_id()}, surfaceOp="append"))
        if first:
            out.append(self.ev("session/title", {"title": text[:40], "messageSeqs": [human["seq"]],
                                                 "source": {"kind": "fallback"}}))
        return out

    def model(self) -> dict:
        return {"kind": "model", "provider": "deepseek-official", "model": "deepseek-v4-flash"}

    def tool_step(self, step: int, calls: list[Call], as_object: list[bool]) -> list[dict]:
        out = []
        if step > 1:
            out.append(self.ev("step/start", {"turn": self.turn_no, "step": step}, dt_ms=8))
        blocks = []
        for i, (c, obj) in enumerate(zip(calls, as_object)):
            args = c.args if obj else json.dumps(c.args, ensure_ascii=False)
            blocks.append({"type": "tool-call", "id": f"call_{self.seq}_{i}", "name": c.name, "arguments": args})
        out.append(self.ev("assistant/message", {"turn": self.turn_no, "step": step, "message": {
            "role": "assistant", "content": blocks, "source": self.model(), "id": self.new_id()},
            "usage": {"inputTokens": 1200, "outputTokens": 80}}, dt_ms=self.rng.randint(300, 2500),
            surfaceOp="append"))
        for block, c in zip(blocks, calls):
            call = self.ev("tool/call", {"turn": self.turn_no, "step": step, "callId": block["id"],
                                         "name": c.name, "arguments": block["arguments"]})
            out.append(call)
            out.append(self.ev("tool/result", {"turn": self.turn_no, "step": step, "message": {
                "source": {"kind": "tool", "callId": block["id"]}, "role": "user", "id": self.new_id(),
                "content": [{"type": "tool-result", "toolCallId": block["id"],
                             "content": [{"type": "text", "text": c.output}], "isError": c.is_error}]}},
                dt_ms=self.rng.randint(20, 4000), sourceEventSeqs=[call["seq"]], surfaceOp="append"))
        out.append(self.ev("step/end", {"turn": self.turn_no, "step": step}))
        return out

    def answer(self, step: int, text: str, aborted: bool) -> list[dict]:
        out = []
        if step > 1:
            out.append(self.ev("step/start", {"turn": self.turn_no, "step": step}, dt_ms=8))
        first = self.seq
        half = len(text) // 2
        for piece in (text[:half], text[half:]):
            out.append(self.ev("assistant/chunk", {"turn": self.turn_no, "step": step, "chunk": {
                "type": "text-delta", "index": 0, "text": piece}}, dt_ms=40))
        data = {"turn": self.turn_no, "step": step, "message": {
            "role": "assistant", "content": [{"type": "text", "text": text}], "source": self.model(),
            "id": self.new_id()}, "usage": {"inputTokens": 1500, "outputTokens": 60}}
        if aborted:
            data["interrupted"] = True
        out.append(self.ev("assistant/message", data, dt_ms=10, sourceEventSeqs=list(range(first, self.seq)),
                           surfaceOp="append"))
        out.append(self.ev("step/end", {"turn": self.turn_no, "step": step}))
        reason = {"kind": "aborted", "cause": "user"} if aborted else {"kind": "completed"}
        out.append(self.ev("turn/end", {"turn": self.turn_no, "reason": reason}))
        return out


# -- tasks ----------------------------------------------------------------------------------


@dataclass
class Task:
    topic: Topic
    stages: list[str]            # remaining stages, in order
    urgent: bool = False
    started: bool = False
    collateral_done: set[str] = field(default_factory=set)
    changed: set[str] = field(default_factory=set)  # files this task wrote: what its commit adds
    opening: int = 0             # which of the topic's kickoff requests this task answers
    paused_at: int = -1          # the turn count when it was put aside

    def files(self) -> tuple[str, ...]:
        return self.topic.existing + self.topic.new


def plan_stages(rng: random.Random) -> list[str]:
    stages = ["kickoff", "explore"] if rng.random() < 0.8 else ["kickoff"]
    stages += ["implement"] * rng.randint(1, 3)
    stages.append("test")
    stages += ["fix"] * rng.choice((0, 0, 1, 1, 2))
    stages.append("commit")
    return stages


# -- the generator --------------------------------------------------------------------------


class Week:
    """Plays one seed's week; keeps what each project has established so far (ground truth)."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.written: set[str] = set()                 # abs paths written by ok calls of finished turns
        self.live: dict[str, tuple[str, int]] = {}     # statement key -> (session, seq) of its live form
        self.statement_of: dict[str, Statement] = {s.key: s for s in ALL_STATEMENTS}
        self.revisable: list[str] = []                 # keys stated once, whose revision is still to come
        self.created: set[str] = {posixpath.join(MAIN_CWD, f) for f in _repo_files()}  # on disk: write vs edit
        self.created.add(posixpath.join(SIDE_CWD, "sample_page.html"))
        self.edit_tool = "edit"

    # -- what the agent does ------------------------------------------------------------------

    def path(self, cwd: str, rel: str) -> str:
        """How the agent spells a path in a call: relative or absolute."""
        return rel if self.rng.random() < 0.55 else posixpath.join(cwd, rel)

    def exists(self, cwd: str, rel: str) -> bool:
        return posixpath.join(cwd, rel) in self.created

    def read(self, cwd: str, rel: str) -> Call:
        p = self.path(cwd, rel)
        if not self.exists(cwd, rel):
            return Call("read", {"file_path": p}, f"ENOENT: no such file or directory, open '{p}'", True, (rel,))
        if self.edit_tool == "str_replace_editor" and self.rng.random() < 0.4:
            return Call("str_replace_editor", {"command": "view", "path": p}, _listing(rel), touches=(rel,))
        args = {"file_path": p}
        if self.rng.random() < 0.2:
            args.update(offset=1, limit=200)
        return Call("read", args, _listing(rel), touches=(rel,))

    def write_or_edit(self, cwd: str, rel: str, what: str) -> list[Call]:
        """Create the file if it does not exist yet, else edit it; sometimes a first attempt fails."""
        p = self.path(cwd, rel)
        absolute = posixpath.join(cwd, rel)
        if absolute not in self.created:
            self.created.add(absolute)
            body = f'"""{what}."""\n\nfrom __future__ import annotations\n' if rel.endswith(".py") else f"-- {what}\n"
            calls = []
            if self.rng.random() < 0.12:  # directory missing: the write fails, mkdir, retry
                calls.append(Call("write", {"file_path": p, "content": body},
                                  f"ENOENT: no such file or directory, open '{rel}'", True, (rel,)))
                calls.append(Call("bash", {"command": f"mkdir -p {posixpath.dirname(rel)}",
                                           "description": "Create the package directory"}, "", touches=()))
            if self.edit_tool == "str_replace_editor" and self.rng.random() < 0.6:
                calls.append(Call("str_replace_editor", {"command": "create", "path": p, "file_text": body},
                                  f"File created successfully at: {p}", touches=(rel,), writes=(rel,)))
            else:
                calls.append(Call("write", {"file_path": p, "content": body},
                                  f"Wrote {body.count(chr(10)) + 1} lines to {p}", touches=(rel,), writes=(rel,)))
            return calls
        old, new = f"# TODO: {what}", f"# {what}: done"
        calls = []
        if self.rng.random() < 0.15:  # stale old_string: the edit fails, the agent re-reads and retries
            calls.append(self.edit_call(p, rel, "def _old_helper(", new, fail=True))
            calls.append(self.read(cwd, rel))
        calls.append(self.edit_call(p, rel, old, new))
        return calls

    def edit_call(self, p: str, rel: str, old: str, new: str, fail: bool = False) -> Call:
        if fail:
            out = f"Error: old_string not found in {p}. Re-read the file and try again."
        else:
            out = f"The file {p} has been edited."
        if self.edit_tool == "str_replace_editor":
            return Call("str_replace_editor", {"command": "str_replace", "path": p, "old_str": old, "new_str": new},
                        out, fail, (rel,), () if fail else (rel,))
        return Call("edit", {"file_path": p, "old_string": old, "new_string": new}, out, fail, (rel,),
                    () if fail else (rel,))

    def pytest(self, test: str, red: bool) -> Call:
        cmd = f"python -m pytest -q {test}" if self.rng.random() < 0.8 else f"pytest {test} -x"
        if red:
            out = (f"F....\nFAILED {test}::test_edge_case - AssertionError: expected 1 call, got 2\n"
                   f"1 failed, 4 passed in 0.61s\n[exit code: 1]")
        else:
            out = f".....\n5 passed in 0.{self.rng.randint(2, 9)}s"
        return Call("bash", {"command": cmd, "description": "Run the tests"}, out, touches=(test,))

    def grep(self, pattern: str, where: str) -> Call:
        return Call("grep", {"pattern": pattern, "path": where}, f"{where}/…: 3 matches", touches=())

    # -- turns ----------------------------------------------------------------------------------

    def play_turn(self, log: EventLog, session: Session, text: str, kind: str, steps: list[list[Call]],
                  activities: set[str], topics: set[str], project: str, stated: list[tuple[str, str]],
                  answer: str, aborted: bool = False) -> None:
        """Emit one turn, then compute its ground truth from what earlier turns established."""
        first = not session.turns
        head = log.head(text, first, think_ms=self.rng.randint(5_000, 240_000))
        human_seq = next(e["seq"] for e in head if e["type"] == "user/message"
                         and e["data"]["source"]["kind"] == "user")
        rest: list[dict] = []
        for i, calls in enumerate(steps, 1):
            rest += log.tool_step(i, calls, [self.rng.random() < 0.2 for _ in calls])
        rest += log.answer(len(steps) + 1, answer, aborted)

        touched = [posixpath.join(log.cwd, rel) for calls in steps for c in calls for rel in c.touches]
        wrote_now = {posixpath.join(log.cwd, rel) for calls in steps for c in calls if not c.is_error
                     for rel in c.writes}
        used: list[tuple] = []
        for p in dict.fromkeys(touched):
            if p in self.written:
                used.append(("file", p))
        unreachable = [p for p in dict.fromkeys(touched) if p not in self.written and p not in wrote_now]

        # This turn's own statements take effect now; they are not "earlier" for this turn.
        for key, form in stated:
            if form == "drop":
                self.live.pop(key, None)
            else:
                self.live[key] = (log.session_id, human_seq)
        for key, (sid, seq) in sorted(self.live.items()):
            st = self.statement_of[key]
            if seq == human_seq and sid == log.session_id:
                continue
            if _project_of(st) != project:
                continue
            if (st.scope == "rule" and st.governs in activities) or (st.scope == "task" and st.governs in topics):
                used.append(("stmt", sid, seq))
        self.written |= wrote_now
        session.turns.append(Turn(session_id=log.session_id, cwd=log.cwd, head=head, rest=rest, used=used,
                                  unreachable=unreachable, kind=kind))

    def say(self, st: Statement, form: str) -> tuple[str, tuple[str, str]]:
        """The human's sentence for a statement's first form, revision, or withdrawal."""
        if form == "first":
            text = self.rng.choice(st.wordings)
            if st.revisions:
                self.revisable.append(st.key)
        elif form == "revise":
            text = self.rng.choice(st.revisions)
        else:
            text = st.dropped
        return text, (st.key, form)


def _repo_files() -> tuple[str, ...]:
    """Files of the hub before the week: background, the topics' existing sources, shared files."""
    return REPO_BACKGROUND + tuple(f for t in TOPICS for f in t.existing) + ("pyproject.toml", "CHANGELOG.md")


def _project_of(st: Statement) -> str:
    return "side" if st.governs == "meterscrape" else "main"


def _listing(rel: str) -> str:
    return f"     1\t# {rel}\n     2\tfrom __future__ import annotations\n     3\t\n     4\t..."


# -- the main repo's sessions ---------------------------------------------------------------


class HubSessions:
    """The hub's task flow across its sessions: one current task, paused tasks, rule timing."""

    def __init__(self, week: Week):
        self.week = week
        self.rng = week.rng
        order = list(TOPICS)
        self.rng.shuffle(order)
        first = self.rng.randrange(2)
        self.backlog = [Task(t, plan_stages(self.rng), opening=first) for t in order]
        # Follow-up work on parts already touched this week, with the topic's other request:
        # the earlier task's constraints and files still hold.
        again = self.rng.sample(order, k=6)
        self.backlog += [Task(t, plan_stages(self.rng), opening=1 - first) for t in again]
        self.turns_played = 0
        self.current: Task | None = None
        self.paused: list[Task] = []
        rules = list(RULES)
        self.rng.shuffle(rules)
        self.rules_due = rules[: self.rng.randint(8, len(rules))]
        self.task_said: set[str] = set()

    def run(self, log: EventLog, session: Session, n: int, opening: bool) -> None:
        for i in range(n):
            self.one_turn(log, session, opening and i == 0)

    def pending_statement(self, task: Task | None, stage: str) -> tuple[str, tuple[str, str]] | None:
        """Maybe a statement to voice in this turn: a task's own, a global rule, or a revision."""
        w, rng = self.week, self.rng
        if task and stage in ("kickoff", "explore", "implement"):
            for st in TASK_STATEMENTS:
                if st.governs == task.topic.key and st.key not in self.task_said and rng.random() < 0.55:
                    self.task_said.add(st.key)
                    return w.say(st, "first")
        if stage == "kickoff" and task and task.urgent:
            return None  # nobody lays down house rules while something is on fire
        roll = rng.random()
        if self.rules_due and roll < 0.16:
            return w.say(self.rules_due.pop(0), "first")
        if roll > 0.93:
            for key in list(w.revisable):
                st = w.statement_of[key]
                if _project_of(st) == "main" and key in w.live:
                    w.revisable.remove(key)
                    return w.say(st, "revise")
            drop = next((s for s in RULES if s.dropped and s.key in w.live), None)
            if drop:
                return w.say(drop, "drop")
        return None

    def next_task(self) -> tuple[Task | None, str]:
        """Continue the current task, return to a paused one, or start the next from the backlog."""
        if self.current and self.current.stages:
            return self.current, "continue"
        ready = [t for t in self.paused if self.turns_played - t.paused_at >= 6]  # a return comes after a gap
        if ready and self.rng.random() < 0.7:
            self.current = ready[0]
            self.paused.remove(ready[0])
            return self.current, "return"
        if self.backlog:
            self.current = self.backlog.pop(0)
            return self.current, "start"
        return None, "none"

    def one_turn(self, log: EventLog, session: Session, opening: bool) -> None:
        self.turns_played += 1
        rng = self.rng
        if not opening and rng.random() < 0.12:
            self.chatter(log, session)
            return
        # An urgent task interrupts a task in progress now and then.
        if (self.current and self.current.started and self.current.stages and self.backlog
                and rng.random() < 0.06):
            self.current.paused_at = self.turns_played
            self.paused.append(self.current)
            self.current = self.backlog.pop(0)
            self.current.urgent = True
            return self.task_turn(log, session, self.current, "interrupt")
        task, how = self.next_task()
        if task is None:
            self.chatter(log, session)
            return
        if opening and task.started:
            how = "return"
        self.task_turn(log, session, task, how)
        # Some tasks are abandoned half-done when something else comes up.
        if task.stages and task.started and rng.random() < 0.04 and self.backlog:
            task.paused_at = self.turns_played
            self.paused.append(task)
            self.current = None

    def chatter(self, log: EventLog, session: Session) -> None:
        text = self.rng.choice(CHATTER)
        steps = []
        if "?" in text and self.rng.random() < 0.5:
            steps = [[self.week.grep("qos", "hub/transport")]]
        self.week.play_turn(log, session, text, "chatter", steps, set(), set(), "main", [],
                            "Sure — here's what I know.")

    def task_turn(self, log: EventLog, session: Session, task: Task, how: str) -> None:
        w, rng, topic = self.week, self.rng, task.topic
        stage = task.stages.pop(0)
        if how == "return" and stage == "kickoff":
            how = "start"
        task.started = True
        text, kind = self.instruction(task, stage, how)
        stated = []
        said = self.pending_statement(task, stage)
        if said:
            stated.append(said[1])
            if how == "continue" and stage != "kickoff" and rng.random() < 0.3:
                text, kind = said[0], "statement"  # said on its own, between two steps of the task
            else:
                text = f"{text}{'' if text[-1] in '.?!。' else '.'} {said[0]}"
        steps, activities, topics = self.agent_work(log.cwd, task, stage, how)
        aborted = stage in ("implement", "explore") and rng.random() < 0.05
        w.play_turn(log, session, text, kind, steps, activities, topics, "main", stated,
                    _answer(stage, topic), aborted)

    def instruction(self, task: Task, stage: str, how: str) -> tuple[str, str]:
        """The human's words for this stage: by file, by the topic in words, or a vague go-ahead."""
        rng, topic = self.rng, task.topic
        words = rng.choice(topic.words)
        src = rng.choice(task.files())
        mode = rng.random()
        if how == "interrupt":
            return rng.choice(INTERRUPT_TEXT) + topic.kickoffs[task.opening], "interrupt"
        if how == "return":
            return rng.choice(RETURN_TEXT).format(w=words), "return"
        if stage == "kickoff":
            text = topic.kickoffs[task.opening]
            if mode < 0.35 and topic.existing:
                text += f" Start from {rng.choice(topic.existing)}."
            return text, "kickoff"
        if mode < 0.45:
            return rng.choice(GO_AHEADS), _kind(stage)
        if stage == "explore":
            pool = EXPLORE_FILE if mode < 0.7 else EXPLORE_WORDS
        elif stage == "implement":
            pool = IMPLEMENT_FILE if mode < 0.7 else IMPLEMENT_WORDS
        elif stage == "test":
            pool = TEST_FILE if mode < 0.7 else TEST_WORDS
            src = topic.test
        elif stage == "fix":
            pool = FIX_TEXT
            src = topic.test
        else:
            pool = COMMIT_TEXT
        return rng.choice(pool).format(w=words, f=src), _kind(stage)

    def agent_work(self, cwd: str, task: Task, stage: str, how: str) -> tuple[list[list[Call]], set[str], set[str]]:
        """The agent's tool calls for a stage, with the activities and topics it edits."""
        w, rng, topic = self.week, self.rng, task.topic
        steps: list[list[Call]] = []
        acts: set[str] = set()
        edited: set[str] = set()
        if how in ("return", "interrupt") and stage != "kickoff":
            mine = [f for f in task.files() + (topic.test,) if w.exists(cwd, f)] or [rng.choice(REPO_BACKGROUND)]
            steps.append([w.read(cwd, f) for f in mine[:3]])  # get back into it
        if stage in ("kickoff", "explore"):
            look = list(topic.existing) or [rng.choice(REPO_BACKGROUND)]
            steps.append([w.grep(topic.key, "hub")] + [w.read(cwd, f) for f in look])
            if stage == "explore" or rng.random() < 0.4:
                nb = TOPIC[rng.choice(topic.neighbours)] if topic.neighbours else topic
                theirs = [f for f in nb.existing + nb.new + (nb.test,) if w.exists(cwd, f)] or list(nb.existing)
                reads = [w.read(cwd, rng.choice(theirs))] if theirs else []
                steps.append(reads + [w.read(cwd, rng.choice(REPO_BACKGROUND))])
            return steps, acts, edited
        if stage == "implement":
            targets = rng.sample(task.files(), k=min(len(task.files()), rng.randint(1, 2)))
            calls = [c for f in targets for c in w.write_or_edit(cwd, f, f"{topic.key} change")]
            for extra in topic.collateral:
                shipped = extra.startswith("migrations/") and w.exists(cwd, extra)  # a follow-up never edits it
                if extra not in task.collateral_done and not shipped and rng.random() < 0.6:
                    task.collateral_done.add(extra)
                    calls += w.write_or_edit(cwd, extra, f"{topic.key} collateral")
                    acts.add("dependency" if extra == "pyproject.toml" else "migration")
            task.changed.update(f for c in calls for f in c.writes)
            steps.append(calls)
            acts.add("code")
            edited.add(topic.key)
            return steps, acts, edited
        if stage == "test":
            steps.append(w.write_or_edit(cwd, topic.test, f"tests for {topic.key}"))
            task.changed.add(topic.test)
            steps.append([w.pytest(topic.test, red=bool(task.stages and task.stages[0] == "fix"))])
            return steps, {"test"}, {topic.key}
        if stage == "fix":
            f = rng.choice(task.files())
            steps.append([w.read(cwd, f)] + w.write_or_edit(cwd, f, f"fix {topic.key}"))
            task.changed.add(f)
            steps.append([w.pytest(topic.test, red=bool(task.stages and task.stages[0] == "fix"))])
            return steps, {"code"}, {topic.key}
        # commit: maybe the changelog, then git add what the task changed and commit
        paths = sorted(task.changed)
        if topic.user_visible and rng.random() < 0.7:
            steps.append(w.write_or_edit(cwd, "CHANGELOG.md", f"{topic.key} entry"))
            paths.append("CHANGELOG.md")
            acts.add("docs")  # the changelog is nobody's topic file: task statements don't govern it
        if rng.random() < 0.6:
            steps.append([Call("bash", {"command": "python -m pytest -q", "description": "Full suite before commit"},
                               "........................\n148 passed in 41.2s")])
        subject = f"{topic.key}: {rng.choice(topic.words)}"
        steps.append([Call("bash", {"command": f"git add {' '.join(paths)} && git commit -m \"{subject}\"",
                                    "description": "Commit the change"},
                           f"[feature/{topic.key} 3f2a9c1] {topic.key}: update\n {len(paths)} files changed",
                           touches=tuple(paths))])
        acts.add("commit")
        return steps, acts, edited


def _kind(stage: str) -> str:
    return {"explore": "explore", "implement": "implement", "test": "test", "fix": "fix",
            "commit": "commit"}.get(stage, stage)


def _answer(stage: str, topic: Topic) -> str:
    return {"kickoff": f"I've looked at {topic.words[0]}; here is what I found and what I'd change.",
            "explore": f"Here's how {topic.words[0]} is put together today.",
            "implement": f"Made the change to {topic.words[0]}.",
            "test": "Tests written and run.",
            "fix": "Fixed the failing case and re-ran the tests.",
            "commit": "Committed."}.get(stage, "Done.")


# -- the side detour ------------------------------------------------------------------------


def side_session(week: Week, log: EventLog, session: Session, n: int) -> None:
    """A throwaway script in another folder: its own files and statements, nothing of the hub's."""
    rng = week.rng
    pending = list(SIDE_STATEMENTS)
    for i in range(n):
        if i == n - 1:
            text = SIDE_WRAP_UP
        else:
            text = SIDE_TEXT[i] if i < len(SIDE_TEXT) else rng.choice(GO_AHEADS)
        stated = []
        if pending and i >= 1 and rng.random() < 0.6:
            said = week.say(pending.pop(0), "first")
            text = f"{text} {said[0]}"
            stated.append(said[1])
        steps: list[list[Call]]
        if i == 0:
            steps = [[week.read(log.cwd, "sample_page.html")], week.write_or_edit(log.cwd, "meterscrape.py", "scraper")]
            topics = {"meterscrape"}
        elif i % 2 == 0:
            steps = [[Call("bash", {"command": "python meterscrape.py sample_page.html > out.csv && head out.csv",
                                    "description": "Try the scraper"}, "date,bezug_wh,einspeisung_wh\n...",
                           touches=("meterscrape.py",))]]
            topics = set()
        else:
            steps = [week.write_or_edit(log.cwd, "meterscrape.py", "parse rows")]
            topics = {"meterscrape"}
        week.play_turn(log, session, text, "side", steps, set(), topics, "side", stated, "Done, see the output.")


# -- entry point ----------------------------------------------------------------------------


def generate(seed: int, turns: int = 120) -> Workload:
    """One seed's week: hub Monday, the side detour, hub Wednesday, hub Friday."""
    week = Week(seed)
    rng = week.rng
    n_side = max(3, turns * 7 // 100)
    n1 = turns * 40 // 100
    n2 = turns * 28 // 100
    n3 = turns - n_side - n1 - n2
    hub = HubSessions(week)
    plan = [("main", 0, n1, 9), ("side", 1, n_side, 15), ("main", 2, n2, 9), ("main", 4, n3, 8)]
    sessions = []
    for i, (where, day, n, hour) in enumerate(plan):
        sid = f"session-{rng.getrandbits(32):08x}-c0de-4a{i:02d}-9e11-{seed:012d}"
        start = EPOCH_MS + (day * 24 + hour) * 3_600_000 + rng.randint(0, 3_000_000)
        cwd = MAIN_CWD if where == "main" else SIDE_CWD
        log = EventLog(rng, sid, cwd, start)
        session = Session(session_id=sid, header=log.header)
        # Agents differ in editing habit between sessions; the host offers both tool families.
        week.edit_tool = rng.choice(("edit", "edit", "str_replace_editor"))
        if where == "main":
            hub.run(log, session, n, opening=True)
        else:
            side_session(week, log, session, n)
        sessions.append(session)
    return Workload(seed=seed, sessions=sessions)
