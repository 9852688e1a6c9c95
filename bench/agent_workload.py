"""A second, independently written card-replay workload: a simulated coding agent's sessions.

Written without looking at the card ranking or at bench_graph_memory.py's own generator, so
a figure measured on both is less likely to be a figure tuned to one workload. Facts taken
from the reference's description of its replay (dsh-soul 004): 120 synthetic turns, a
600-byte card, ground truth = what the next turn's tools really touch; everything else here
is a model of agent work, not of the ranking.

The model. One project, 120 turns over three sessions of the same repository (the host
restarts its turn counter in each), plus a short detour into a second repository (a side
project whose items must not leak into the main card). Work comes as tasks on topics
(8-10 per seed, drawn from TOPICS); a task runs kickoff -> explore -> implement -> test/fix
-> commit, with interrupts (a quick fix to a shared file, a question, small talk), returns
to an old task's files after a long gap (a bug report), and a task left half-way for a
while. The human states pinned rules (always / never / from now on / 以后), task
constraints, and decisions, some of which are later revised or corrected; a share of them
is worded softly (no directive word) as people do. Tool calls use the host's real tools and
argument shapes (read/write/edit with ``file_path``, str_replace_editor with ``path``, grep,
bash), arguments as JSON strings mostly and objects sometimes, paths relative mostly and
absolute sometimes; some calls fail and are retried.

How the human refers to the work (the knob that decides how much a "current cue" can help,
fixed here before looking at any ranking): a work turn's message names a file explicitly in
about 30% of turns, names the topic in words in about 35%, and is vague ("go on", "next")
in the rest.

Ground truth ("really used"), per turn, from the generator's own bookkeeping, counting only
items that an EARLIER turn established (the card cannot know the future):
- ``("file", abs_path)``: every file the turn reads, writes or edits through a tool, or
  names in a bash command it runs (pytest on a test file), when some earlier turn wrote
  that file through a tool. Files of the repository the session never wrote are reported
  apart (``unreachable``): no memory of the session could hold them;
- ``("stmt", session_id, seq)``: the latest live statement (rule, constraint, decision) the
  turn relies on: global rules by trigger (committing, running tests, touching
  dependencies, generated code, docs), a task's constraints and decisions when the turn
  edits the files they govern. A revised statement is used in its newest form; the card
  showing the old one is a miss.
Progress notes are not ground truth (no turn's tools use them).

``generate(seed)`` is deterministic per seed and depends on nothing but ``random.Random``.
"""

from __future__ import annotations

import json
import posixpath
import random
import zlib
from dataclasses import dataclass

from bench.card_replay import Session, Turn, Workload

T0 = 1795960518498  # the recorded sessions' epoch (tests/sidecar/harness.py)
MAIN_CWD = "/home/dev/projects/ledgerline"
SIDE_CWD = "/home/dev/projects/dotfiles"


# --------------------------------------------------------------------------------------
# The world: topics with their files, statements and words.
# --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Topic:
    name: str                 # how the human calls it ("the billing export")
    impl: tuple[str, ...]     # files the task creates/edits (repo-relative)
    test: str                 # its test file
    existing: tuple[str, ...]  # repository files it reads but the session never writes
    constraint: tuple[str, str]  # (firm wording, soft wording)
    decision: tuple[str, str]    # (decision, its later revision)


TOPICS = (
    Topic("the billing export",
          ("src/ledgerline/billing/export/monthly_invoice_csv_exporter.py", "src/ledgerline/billing/export/columns.py"),
          "tests/billing/test_monthly_invoice_csv_exporter.py", ("src/ledgerline/billing/models.py",),
          ("The invoice export must keep the column order stable for the finance team.",
           "Please keep the invoice export's column order as it is, finance parses it by position."),
          ("Let's use the csv module for the invoice export, not pandas.",
           "No, actually, switch the invoice export to pandas; the csv module is too slow on big months.")),
    Topic("the rate limiter",
          ("src/ledgerline/api/middleware/rate_limiter.py", "src/ledgerline/api/middleware/token_bucket.py"),
          "tests/api/test_rate_limiter.py", ("src/ledgerline/api/app.py", "src/ledgerline/api/settings.py"),
          ("The rate limiter must never block health checks.",
           "Health checks should stay outside the rate limiter, our load balancer relies on them."),
          ("We decided the rate limiter uses a token bucket per API key.",
           "Change the rate limiter to a sliding window per API key instead.")),
    Topic("token refresh",
          ("src/ledgerline/auth/refresh_tokens.py", "src/ledgerline/auth/jwt_keys.py"),
          "tests/auth/test_refresh_tokens.py", ("src/ledgerline/auth/__init__.py", "src/ledgerline/auth/models.py"),
          ("Refresh tokens must expire after 14 days.",
           "I'd like refresh tokens to last two weeks at most."),
          ("Decided: refresh tokens are stored hashed with SHA-256.",
           "Let's switch refresh token hashing to argon2 after all.")),
    Topic("the search indexer",
          ("src/ledgerline/search/indexer.py", "src/ledgerline/search/tokenize_ledger_entries.py"),
          "tests/search/test_indexer.py", ("src/ledgerline/search/schema.py",),
          ("The indexer must not hold the database lock while it tokenizes.",
           "Try to keep the tokenizing outside the database lock, it stalls writers."),
          ("Use SQLite FTS5 for the ledger search index.",
           "No, actually, use trigram matching for the ledger search index, FTS5 misses partial account numbers.")),
    Topic("the CSV bank statement import",
          ("src/ledgerline/importers/bank_statement_csv_importer.py", "src/ledgerline/importers/date_formats.py"),
          "tests/importers/test_bank_statement_csv_importer.py", ("src/ledgerline/importers/base.py",),
          ("Imported amounts must be parsed as Decimal, never float.",
           "Amounts from bank statements really need to stay exact, so please avoid float there."),
          ("We'll use chardet to guess the statement encoding.",
           "Change the statement encoding detection to utf-8 with a latin-1 fallback, drop chardet.")),
    Topic("the email templates",
          ("src/ledgerline/notify/templates/payment_reminder.html.j2", "src/ledgerline/notify/render_email.py"),
          "tests/notify/test_render_email.py", ("src/ledgerline/notify/mailer.py",),
          ("Reminder emails must not include the full IBAN.",
           "Could the reminder mails show only the last four digits of the IBAN?"),
          ("Decided to render the emails with Jinja2 autoescape on.",
           "Let's switch the email rendering to MJML compiled templates.")),
    Topic("the metrics dashboard",
          ("web/dashboard/src/components/CashflowChart.tsx", "web/dashboard/src/api/metricsClient.ts"),
          "web/dashboard/src/components/CashflowChart.test.tsx", ("web/dashboard/package.json",),
          ("The dashboard must load in under two seconds on the staging data.",
           "The dashboard feels slow, it should open fast on the staging data."),
          ("Use Recharts for the cashflow chart.",
           "No, actually, draw the cashflow chart with plain SVG, Recharts is too heavy.")),
    Topic("cache invalidation",
          ("src/ledgerline/cache/invalidation.py", "src/ledgerline/cache/redis_keys.py"),
          "tests/cache/test_invalidation.py", ("src/ledgerline/cache/__init__.py",),
          ("Cache keys must include the tenant id.",
           "Every cache key ought to carry the tenant id, otherwise tenants see each other's totals."),
          ("We decided cache invalidation goes through Redis pub/sub.",
           "Change cache invalidation to versioned keys instead of pub/sub.")),
    Topic("the database migrations",
          ("migrations/versions/0042_add_invoice_due_dates.py", "src/ledgerline/db/migrate_runner.py"),
          "tests/db/test_migrate_runner.py", ("alembic.ini", "src/ledgerline/db/session.py"),
          ("Migrations must be reversible.",
           "Every migration should come with a working downgrade."),
          ("Use Alembic batch mode for the SQLite migrations.",
           "Let's drop batch mode and copy tables by hand in the SQLite migrations.")),
    Topic("the CLI",
          ("src/ledgerline/cli/main.py", "src/ledgerline/cli/commands/reconcile_accounts_command.py"),
          "tests/cli/test_reconcile_accounts_command.py", ("src/ledgerline/cli/__init__.py",),
          ("The CLI must exit with status 2 on bad input.",
           "Bad input on the command line should give exit status 2, scripts depend on it."),
          ("We'll build the CLI on click.",
           "Switch the CLI to argparse, one less dependency.")),
    Topic("the PDF receipts",
          ("src/ledgerline/receipts/pdf_receipt_renderer.py", "src/ledgerline/receipts/fonts.py"),
          "tests/receipts/test_pdf_receipt_renderer.py", ("src/ledgerline/receipts/__init__.py",),
          ("Receipts must embed their fonts.",
           "Receipts should look the same everywhere, so embed the fonts please."),
          ("Decided to render receipts with WeasyPrint.",
           "Change the receipt renderer to reportlab, WeasyPrint needs system libraries.")),
    Topic("the webhook retries",
          ("src/ledgerline/webhooks/delivery_retry_scheduler.py", "src/ledgerline/webhooks/signing.py"),
          "tests/webhooks/test_delivery_retry_scheduler.py", ("src/ledgerline/webhooks/models.py",),
          ("Webhook retries must back off exponentially up to one hour.",
           "Retries for webhooks shouldn't hammer customers, back off up to an hour."),
          ("Use HMAC-SHA256 to sign webhook payloads.",
           "No, actually, sign webhook payloads with Ed25519 keys.")),
)

SHARED_FILES = ("README.md", "CHANGELOG.md", "pyproject.toml", "docs/architecture.md")
GENERATED_DIR = "src/ledgerline/gen/"

# Global rules: (trigger, firm wording, soft wording, revision or None). Trigger says which turns rely on it.
RULES = (
    ("commit", "Always run make lint before you commit anything.",
     "Running make lint before commits would be good.", None),
    ("test", "From now on, run the tests with pytest -q -x, never the whole tox matrix.",
     "The tox matrix takes ages, pytest -q -x is enough for us.",
     "Actually, from now on run the tests with pytest -q -n 4 instead."),
    ("deps", "Never add a new dependency to pyproject.toml without asking me first.",
     "Ask me before adding dependencies to pyproject.toml, ok?", None),
    ("gen", "Never edit files under src/ledgerline/gen/ by hand, they are generated.",
     "The src/ledgerline/gen/ folder is generated output, regenerate it instead of editing.", None),
    ("commitmsg", "以后提交信息必须用英文写。", "提交信息最好用英文写。", None),
    ("docs", "Remember: the docs are written in British English.",
     "We spell things the British way in the docs.", None),
)

CHATTER = (
    "Thanks, that's helpful.",
    "What's the difference between a Protocol and an ABC in Python again?",
    "How long do you think the rest of this will take?",
    "Quick question: is asyncio.TaskGroup available in 3.11?",
    "Lunch break, back in a bit.",
    "Hmm, let me think about that for a minute.",
    "Can you explain what a token bucket is, in two sentences?",
    "Nice. 好的，继续。",
    "Do we have a style guide for commit messages somewhere?",
    "ok",
)
VAGUE = ("Go on.", "Next step.", "Ok, continue with that.", "Looks good, keep going.", "继续。",
         "Fine, do the next part.", "Alright, what's next?", "Yes, go ahead.")
SIDE_FILES = ("zsh/aliases.zsh", "git/gitconfig", "install.sh")


# --------------------------------------------------------------------------------------
# What the generator hands out.
# --------------------------------------------------------------------------------------

# --------------------------------------------------------------------------------------
# Event emission in the host's shapes (see /work/shared/fixtures/dsh-sessions README).
# --------------------------------------------------------------------------------------

class _Emitter:
    def __init__(self, session_id: str, cwd: str, t0: int, rng: random.Random):
        self.sid, self.cwd, self.rng = session_id, cwd, rng
        self.seq, self.time, self.turn_no, self.ids = 0, t0, 0, 0
        self.header = {"type": "session", "version": 0, "id": session_id, "createdAt": t0, "cwd": cwd,
                       "delegationDepth": 0}
        self.out: list[dict] = []

    def _id(self) -> str:
        self.ids += 1
        return f"{zlib.crc32(self.sid.encode()):08x}-0000-4000-8000-{self.ids:012d}"

    def ev(self, type_: str, data: dict, dt: int = 5, **extra) -> dict:
        self.time += dt
        e = {"type": type_, "seq": self.seq, "time": self.time, "data": data, **extra}
        self.seq += 1
        self.out.append(e)
        return e

    def take(self) -> list[dict]:
        out, self.out = self.out, []
        return out

    def open_turn(self, text: str, card_echo: str | None) -> dict:
        """turn/start .. the human message and the runtime snapshot (and the host's record of
        the card it injected, a plugin message). Returns the human message event."""
        self.turn_no += 1
        self.time += self.rng.randint(20_000, 300_000)  # the human reads, thinks, types
        self.ev("turn/start", {"turn": self.turn_no})
        self.ev("step/start", {"turn": self.turn_no, "step": 1})
        msg = self.ev("user/message", {"content": [{"type": "text", "text": text}], "source": {"kind": "user"},
                                       "role": "user", "id": self._id()}, surfaceOp="append")
        self.ev("user/message", {"content": [{"type": "text", "text":
                                              "Current runtime context. This snapshot supersedes earlier "
                                              "runtime-context snapshots.\n\nApproval policy: ask."}],
                                 "source": {"kind": "plugin", "pluginId": "dsh-runtime-context"},
                                 "role": "user", "id": self._id()}, surfaceOp="append")
        if card_echo:
            self.ev("user/message", {"content": [{"type": "text", "text": card_echo}],
                                     "source": {"kind": "plugin", "pluginId": "ledger-memory"},
                                     "role": "user", "id": self._id()}, surfaceOp="append")
        return msg

    def step_calls(self, step: int, calls: list[tuple[str, object, str, bool]]) -> None:
        """One model step that calls tools: (name, arguments, output, ok)."""
        content = [{"type": "tool-call", "id": f"call_{self.sid[-4:]}_{self.seq}_{i}", "name": n, "arguments": a}
                   for i, (n, a, _, _) in enumerate(calls)]
        if step > 1:
            self.ev("step/start", {"turn": self.turn_no, "step": step})
        self.ev("assistant/message", {"turn": self.turn_no, "step": step, "message": {
            "role": "assistant", "content": content, "source": {"kind": "model"}, "id": self._id()}},
            surfaceOp="append")
        for block, (name, args, out, ok) in zip(content, calls):
            self.ev("tool/call", {"turn": self.turn_no, "step": step, "callId": block["id"], "name": name,
                                  "arguments": args})
            self.ev("tool/result", {"turn": self.turn_no, "step": step, "message": {
                "source": {"kind": "tool", "callId": block["id"]}, "role": "user", "id": self._id(),
                "content": [{"type": "tool-result", "toolCallId": block["id"],
                             "content": [{"type": "text", "text": out}], "isError": not ok}]}},
                dt=self.rng.randint(20, 4000), surfaceOp="append")
        self.ev("step/end", {"turn": self.turn_no, "step": step})

    def close_turn(self, step: int, answer: str) -> None:
        if step > 1:
            self.ev("step/start", {"turn": self.turn_no, "step": step})
        self.ev("assistant/message", {"turn": self.turn_no, "step": step, "message": {
            "role": "assistant", "content": [{"type": "text", "text": answer}], "source": {"kind": "model"},
            "id": self._id()}}, dt=self.rng.randint(500, 20_000), surfaceOp="append")
        self.ev("step/end", {"turn": self.turn_no, "step": step})
        self.ev("turn/end", {"turn": self.turn_no, "reason": {"kind": "completed"}})


# --------------------------------------------------------------------------------------
# The agent's simulated work.
# --------------------------------------------------------------------------------------

@dataclass
class _Stmt:
    key: tuple           # ("stmt", session_id, seq) of its newest live wording
    files: frozenset     # abs paths it governs (empty: the whole task / a global trigger)


class _World:
    """Bookkeeping of what exists: written files, live statements."""

    def __init__(self) -> None:
        self.written: set[str] = set()          # abs paths some finished turn wrote
        self.rules: dict[str, _Stmt] = {}        # trigger -> live rule
        self.task_stmts: dict[str, dict[str, _Stmt]] = {}  # topic name -> {"decision"|"constraint": live one}
        self.progress: dict[str, set[str]] = {}  # topic name -> what its task has done: kickoff, created


class _Generator:
    def __init__(self, seed: int, turns: int):
        self.rng = random.Random(seed)
        self.seed, self.total = seed, turns
        self.world = _World()
        self.sessions: list[Session] = []
        self.em: _Emitter | None = None
        self.t_clock = T0
        self.pending_rules = list(RULES)
        self.rng.shuffle(self.pending_rules)
        self.revisable_rules: list[tuple] = []

    # -- tool call shapes ---------------------------------------------------------------

    def _path_arg(self, rel: str, cwd: str) -> str:
        return posixpath.join(cwd, rel) if self.rng.random() < 0.25 else rel

    def _args(self, d: dict):
        return d if self.rng.random() < 0.2 else json.dumps(d)

    def _read(self, rel: str, cwd: str):
        if self.rng.random() < 0.15:
            return ("str_replace_editor", self._args({"command": "view", "path": self._path_arg(rel, cwd)}),
                    f"     1\t# {posixpath.basename(rel)}\n     2\t...", True)
        return ("read", self._args({"file_path": self._path_arg(rel, cwd)}),
                f"     1\t# {posixpath.basename(rel)}\n     2\t...", True)

    def _write(self, rel: str, cwd: str, create: bool, ok: bool = True):
        p = self._path_arg(rel, cwd)
        r = self.rng.random()
        out = f"Wrote {p}" if ok else f"Error: old_string not found in {p}"
        if create:
            if r < 0.3:
                return ("str_replace_editor", self._args({"command": "create", "path": p,
                                                           "file_text": f"# {rel}\n"}), out, ok)
            return ("write", self._args({"file_path": p, "content": f"# {rel}\n"}), out, ok)
        if r < 0.25:
            return ("str_replace_editor", self._args({"command": "str_replace", "path": p, "old_str": "pass",
                                                       "new_str": "return None"}), out, ok)
        return ("edit", self._args({"file_path": p, "old_string": "pass", "new_string": "return None"}), out, ok)

    def _bash(self, command: str, out: str = "", ok: bool = True):
        return ("bash", self._args({"command": command, "description": "run " + command.split()[0]}), out, ok)

    # -- sessions -----------------------------------------------------------------------

    def _open_session(self, cwd: str, n: int) -> Session:
        self.t_clock += self.rng.randint(2, 14) * 3_600_000
        sid = f"session-w{self.seed}-{len(self.sessions) + 1}-{self.rng.randrange(16**8):08x}"
        self.em = _Emitter(sid, cwd, self.t_clock, self.rng)
        s = Session(session_id=sid, header=self.em.header)
        self.sessions.append(s)
        return s

    # -- one turn ----------------------------------------------------------------------

    def _turn(self, kind: str, text: str, steps: list[list[tuple]], answer: str,
              touched: list[str], relies: list[_Stmt], stmt: tuple | None = None) -> Turn:
        """Emit a turn. ``touched``: abs paths the turn really uses; ``relies``: live statements it
        relies on (recorded before this turn's own statement changes anything). ``stmt``:
        (slot, files, revising) when the human message states a rule/constraint/decision."""
        em, world, s = self.em, self.world, self.sessions[-1]
        used: list[tuple] = []
        unreachable: list[str] = []
        for p in touched:
            key = ("file", p)
            if p in world.written:
                if key not in used:
                    used.append(key)
            elif p not in unreachable:
                unreachable.append(p)
        for st in relies:
            if st.key not in used:
                used.append(st.key)
        echo = "## Working memory\n- (the card the host injected last step)" if self.rng.random() < 0.3 else None
        msg = em.open_turn(text, echo)
        head = em.take()
        step = 1
        for calls in steps:
            em.step_calls(step, calls)
            step += 1
        em.close_turn(step, answer)
        rest = em.take()
        # What this turn established becomes usable from the next turn on.
        for name, args, _, ok in (c for calls in steps for c in calls):
            if ok and name in ("write", "edit") or (ok and name == "str_replace_editor"
                                                      and _arg(args, "command") in ("create", "str_replace")):
                p = _arg(args, "file_path") or _arg(args, "path")
                world.written.add(p if p.startswith("/") else posixpath.join(em.cwd, p))
        if stmt is not None:
            slot, files = stmt
            new = _Stmt(("stmt", em.sid, msg["seq"]), frozenset(files))
            if slot[0] == "rule":
                world.rules[slot[1]] = new
            else:  # ("task", topic name, "decision" | "constraint"): the new wording replaces the old
                world.task_stmts.setdefault(slot[1], {})[slot[2]] = new
        t = Turn(session_id=em.sid, cwd=em.cwd, head=head, rest=rest, used=used, unreachable=unreachable, kind=kind)
        s.turns.append(t)
        return t

    # -- statements the human makes ------------------------------------------------------

    def _maybe_rule(self) -> tuple[str, tuple] | None:
        """A new global rule (or the revision of one), said alongside the turn's request."""
        r = self.rng.random()
        if self.pending_rules and r < 0.12:
            trig, firm, soft, rev = self.pending_rules.pop()
            if rev:
                self.revisable_rules.append((trig, rev))
            return (firm if self.rng.random() < 0.8 else soft), (("rule", trig), ())
        if self.revisable_rules and r > 0.94:
            trig, rev = self.revisable_rules.pop()
            if trig in self.world.rules:
                return rev, (("rule", trig), ())
        return None

    def _rules_for(self, *triggers: str) -> list[_Stmt]:
        return [self.world.rules[t] for t in triggers if t in self.world.rules]

    def _task_stmts(self, topic: Topic, files: list[str]) -> list[_Stmt]:
        fs = set(files)
        return [st for st in self.world.task_stmts.get(topic.name, {}).values() if not st.files or st.files & fs]

    # -- how the human asks ----------------------------------------------------------

    def _ask(self, topic: Topic, rel: str | None, verb: str) -> str:
        r = self.rng.random()
        if rel and r < 0.30:
            name = rel if self.rng.random() < 0.5 else posixpath.basename(rel)
            return f"In {name}, {verb}."
        if r < 0.65:
            return f"For {topic.name}, {verb}."
        return self.rng.choice(VAGUE)

    # -- tasks --------------------------------------------------------------------------

    def _abs(self, rel: str) -> str:
        return posixpath.join(self.em.cwd, rel)

    def task(self, topic: Topic, budget: int) -> int:
        """Run (the rest of) a task on ``topic`` in at most ``budget`` turns; returns the turns used.
        A task cut short is picked up later where it stood (no second kickoff, files exist)."""
        rng, cwd = self.rng, self.em.cwd
        done = self.world.progress.setdefault(topic.name, set())
        said = self.world.task_stmts.setdefault(topic.name, {})
        used = 0
        impl = list(topic.impl)
        abs_impl = [self._abs(p) for p in impl]
        abs_test = self._abs(topic.test)

        def room() -> bool:
            return used < budget

        if room() and "kickoff" not in done:
            # the human describes the task, often with the decision; the agent looks around.
            dec_first = rng.random() < 0.6
            text = f"Next task: {topic.name}. " + (topic.decision[0] if dec_first else "Let's start by reading the code.")
            reads = [self._read(p, cwd) for p in topic.existing]
            grep = ("grep", self._args({"pattern": topic.name.split()[-1], "path": "src"}), "3 matches", True)
            stmt = (("task", topic.name, "decision"), abs_impl[:1]) if dec_first else None
            self._turn("kickoff", text, [[grep] + reads], f"I read {', '.join(topic.existing)}; here is a plan.",
                       [self._abs(p) for p in topic.existing], [], stmt)
            done.add("kickoff")
            used += 1
        elif room() and "resumed" not in done:
            # back to a task left half-way: the human names it (or not), the agent re-reads its files
            done.add("resumed")
            text = rng.choice((f"Let's get back to {topic.name}.", "Where were we with the earlier task? Continue it.",
                               f"Resume {topic.name} please."))
            files = [p for p in abs_impl if p in self.world.written] or [self._abs(p) for p in topic.existing]
            self._turn("explore", text, [[self._read(posixpath.relpath(p, cwd), cwd) for p in files]],
                       f"Picked up {topic.name} where we left it.", files, self._task_stmts(topic, files))
            used += 1
        for i in range(rng.randint(2, 5)):
            used += self._interrupts(budget - used)
            if not room():
                return used
            rel = impl[0] if i == 0 or rng.random() < 0.6 else impl[1]
            files = [self._abs(rel)]
            steps: list[list[tuple]] = []
            if "created" not in done:
                steps.append([self._write(impl[0], cwd, True), self._write(impl[1], cwd, True)])
                files = list(abs_impl)
                done.add("created")
                verb = "create the module and a first version"
            else:
                steps.append([self._read(rel, cwd)])
                if rng.random() < 0.12:  # a failed edit, retried
                    steps.append([self._write(rel, cwd, False, ok=False)])
                steps.append([self._write(rel, cwd, False)])
                verb = rng.choice(("handle the empty case", "add the missing validation", "refactor the main loop",
                                   "add logging around the retries", "fix the off-by-one we saw"))
            text = self._ask(topic, rel, verb)
            stmt = None
            if "decision" not in said and rng.random() < 0.5:
                text += " " + topic.decision[0]
                stmt = (("task", topic.name, "decision"), abs_impl[:1])
            elif "constraint" not in said and rng.random() < 0.45:
                text += " " + (topic.constraint[0] if rng.random() < 0.8 else topic.constraint[1])
                stmt = (("task", topic.name, "constraint"), abs_impl)
            else:
                rule = self._maybe_rule()
                if rule:
                    text += " " + rule[0]
                    stmt = rule[1]
            self._turn("implement", text, steps, f"Done: updated {posixpath.basename(rel)} for {topic.name}.",
                       files, self._task_stmts(topic, files), stmt)
            used += 1
        if room() and "decision" in said and "revised" not in done and rng.random() < 0.35:
            # the decision revised mid-task (a correction or a plain change)
            done.add("revised")
            rel = impl[0]
            files = [self._abs(rel)]
            relies = [st for st in self._task_stmts(topic, files) if st is not said["decision"]]
            self._turn("implement", topic.decision[1], [[self._read(rel, cwd)], [self._write(rel, cwd, False)]],
                       f"Switched {topic.name} over as asked.", files, relies,
                       (("task", topic.name, "decision"), abs_impl[:1]))
            used += 1
        n_test = rng.randint(1, 3)
        for i in range(n_test):
            # tests: write the test, run it, fix what fails
            used += self._interrupts(budget - used)
            if not room():
                return used
            steps = []
            first = "tested" not in done
            if first:
                steps.append([self._write(topic.test, cwd, True)])
                done.add("tested")
            run_ok = i == n_test - 1 or rng.random() < 0.4
            steps.append([self._bash(f"pytest -q -x {topic.test}", "1 passed" if run_ok else "1 failed", run_ok)])
            touched = [abs_test]
            if not run_ok:
                fix = impl[0] if rng.random() < 0.7 else impl[1]
                steps.append([self._read(fix, cwd), self._write(fix, cwd, False)])
                touched.append(self._abs(fix))
            text = self._ask(topic, topic.test, "write the tests and run them" if first else "run the tests again")
            rule = self._maybe_rule()
            stmt = None
            if rule:
                text += " " + rule[0]
                stmt = rule[1]
            relies = self._rules_for("test") + self._task_stmts(topic, touched)
            self._turn("test", text, steps, "Tests pass now." if run_ok else "One test still fails, I fixed the cause.",
                       touched, relies, stmt)
            used += 1
        if room() and rng.random() < 0.3:
            self._turn("implement", f"Add a short section on {topic.name} to docs/architecture.md.",
                       [[self._read("docs/architecture.md", cwd), self._write("docs/architecture.md", cwd, False)]],
                       "Documented.", [self._abs("docs/architecture.md")], self._rules_for("docs"))
            used += 1
        if room():
            self._turn("commit", rng.choice(("Commit it.", "Great, commit this.", "提交吧。")),
                       [[self._bash("make lint", "ok"), self._bash(f"git add -A && git commit -m 'Add {topic.name}'",
                                                                 "[main 1a2b3c] ok")]],
                       "Committed.", [], self._rules_for("commit", "commitmsg"))
            used += 1
        return used

    def _interrupts(self, budget: int) -> int:
        """Between two steps of a task: now and then a question, small talk or a quick fix to a shared file."""
        rng, cwd = self.rng, self.em.cwd
        used = 0
        while used < budget and rng.random() < 0.18:
            r = rng.random()
            if r < 0.55:
                text = rng.choice(CHATTER)
                rule = self._maybe_rule()
                self._turn("chatter", text + (" " + rule[0] if rule else ""), [], "Sure — here is the answer.",
                           [], [], rule[1] if rule else None)
            else:
                rel = rng.choice(SHARED_FILES)
                create = self._abs(rel) not in self.world.written and rng.random() < 0.3
                text = rng.choice((f"Quick one: bump the version in {rel}.", f"Quick fix: there's a typo in {rel}.",
                                   "Quick one before I forget: note the change in the changelog."))
                if "changelog" in text:
                    rel = "CHANGELOG.md"
                relies = self._rules_for("deps") if rel == "pyproject.toml" else (
                    self._rules_for("docs") if rel.startswith("docs/") else [])
                self._turn("interrupt", text, [[self._read(rel, cwd), self._write(rel, cwd, create)]],
                           f"Done: fixed {rel}.", [self._abs(rel)], relies)
            used += 1
        return used

    def returning(self, topic: Topic, budget: int) -> int:
        """A bug report on a task finished long ago: back to its files (and the statements governing them)."""
        rng, cwd = self.rng, self.em.cwd
        rel = rng.choice(topic.impl)
        files = [self._abs(rel), self._abs(topic.test)]
        text = rng.choice((f"There's a bug report about {topic.name}: it fails on an empty input.",
                           f"Users say {posixpath.basename(rel)} crashes since last week, please look.",
                           f"Back to {topic.name} for a moment, something regressed."))
        self._turn("return", text, [[self._read(rel, cwd), self._read(topic.test, cwd)],
                                    [self._write(rel, cwd, False)],
                                    [self._bash(f"pytest -q -x {topic.test}", "1 passed")]],
                   f"Fixed the regression in {posixpath.basename(rel)}.", files,
                   self._task_stmts(topic, files) + self._rules_for("test"))
        used = 1
        if budget > 1 and rng.random() < 0.5:
            self._turn("commit", "Commit the fix.", [[self._bash("git commit -am 'Fix regression'", "ok")]],
                       "Committed.", [], self._rules_for("commit", "commitmsg"))
            used += 1
        return used

    def regen(self) -> None:
        """The generated-code rule in action: regenerate instead of editing."""
        rel = GENERATED_DIR + "api_client.py"
        self._turn("implement", "The API client is out of date, refresh it.",
                   [[self._bash("make generate", "generated src/ledgerline/gen/api_client.py")],
                    [self._read(rel, self.em.cwd)]],
                   "Regenerated the client.", [self._abs(rel)], self._rules_for("gen"))

    def side_project(self, n: int) -> None:
        """A detour into another repository: its own small items, scored against its own card."""
        self._open_session(SIDE_CWD, n)
        cwd = SIDE_CWD
        first = True
        for i in range(n):
            rel = self.rng.choice(SIDE_FILES)
            create = first
            first = False
            text = (f"Different repo for a minute: add a git alias to {rel}." if i == 0
                    else self.rng.choice((f"Also fix {posixpath.basename(rel)}.", "One more thing here.", "Go on.")))
            stmt = None
            if i == 1:
                text += " Never hard-code my home directory in these files."
                stmt = (("rule", "side-home"), ())
            relies = self._rules_for("side-home") if i > 1 else []
            self._turn("side", text, [[self._write(rel, cwd, create)] if create else
                                      [self._read(rel, cwd), self._write(rel, cwd, False)]],
                       f"Done: {rel} updated.", [posixpath.join(cwd, rel)], relies, stmt)

    def run(self) -> Workload:
        rng = self.rng
        topics = list(TOPICS)
        rng.shuffle(topics)
        topics = topics[: rng.randint(8, 10)]
        side_turns = rng.randint(4, 7)
        main_total = self.total - side_turns
        # three sessions of the main repository, the side detour after the first
        cut1 = rng.randint(main_total // 4, main_total // 2)
        cut2 = rng.randint(cut1 + 15, main_total - 15)
        self._open_session(MAIN_CWD, cut1)
        done_topics: list[Topic] = []
        t = 0
        ti = 0
        paused: Topic | None = None
        regen_done = False
        while t < main_total:
            if t >= cut1 and len(self.sessions) == 1:
                self.side_project(side_turns)
                self._open_session(MAIN_CWD, cut2 - cut1)
            if t >= cut2 and len(self.sessions) == 3:
                self._open_session(MAIN_CWD, main_total - cut2)
            limit = (cut1 if len(self.sessions) == 1 else cut2 if len(self.sessions) == 3 else main_total) - t
            r = rng.random()
            if done_topics and r < 0.18:
                t += self.returning(rng.choice(done_topics), limit)
            elif not regen_done and "gen" in self.world.rules and r < 0.3:
                self.regen()
                regen_done = True
                t += 1
            else:
                if paused is not None and rng.random() < 0.6:
                    topic, paused = paused, None
                else:
                    topic = topics[ti % len(topics)]
                    ti += 1
                # a task may be left half-way (budget cut short) and picked up later
                budget = min(limit, rng.randint(6, 16))
                if rng.random() < 0.2 and paused is None:
                    budget = min(budget, rng.randint(3, 5))
                    paused = topic
                t += self.task(topic, budget)
                if topic not in done_topics and paused is not topic:
                    done_topics.append(topic)
        return Workload(seed=self.seed, sessions=self.sessions)


def _arg(args, key: str):
    if isinstance(args, str):
        args = json.loads(args)
    return args.get(key)


def generate(seed: int, turns: int = 120) -> Workload:
    return _Generator(seed, turns).run()
