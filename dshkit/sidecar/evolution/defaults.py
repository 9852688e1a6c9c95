"""The first revision of every component (C1–C5 texts, empty C6–C8 folders).

Each of C1–C4 opens with an anchored region — the lines between
``<!-- dshkit:anchor -->`` and ``<!-- /dshkit:anchor -->`` — that holds what no
candidate may change (components.py refuses an edit that alters one byte of
it): the limits evolution itself works under. The rest is a starting point the
flow may refine, one proven edit at a time.
"""

from __future__ import annotations

ANCHOR_OPEN = "<!-- dshkit:anchor -->"
ANCHOR_CLOSE = "<!-- /dshkit:anchor -->"


def _anchored(title: str, fixed: str, body: str) -> str:
    return f"# {title}\n\n{ANCHOR_OPEN}\n{fixed.strip()}\n{ANCHOR_CLOSE}\n\n{body.strip()}\n"


SYSTEM = _anchored("How to work", """
This guidance is evolved from the project's own acceptance results. It never
outranks the user, the host's permissions or its approval rules.
""", """
- Restate the goal in one sentence before the first edit, and name the check that will prove it.
- Read the files you are about to change; do not edit from memory.
- Make the smallest change that satisfies the request, then run the project's checks.
- When the user corrects you, apply the correction now and in every later step of the session.
""")

GUARDRAILS = _anchored("Guardrails", """
Never change tests, acceptance scripts or their configuration to make a check pass.
Never widen a permission, skip an approval or edit the host's configuration.
""", """
- Ask before deleting files you did not create in this session.
- Stop and report when a command fails the same way twice; do not retry it unchanged.
""")

MEMORY = _anchored("Project facts and memory", """
Facts here describe the project as observed; when the code disagrees, the code wins.
""", """
- Prefer the project's own scripts and conventions over general habits.
- Write down a decision the user makes, with its reason, so later steps follow it.
""")

TOOLS = _anchored("Using tools", """
Tools run with the host's permissions; this guidance cannot grant more.
""", """
- Search before reading whole files; read before writing.
- After a tool error, read the message and change the call before trying again.
""")

SUBAGENTS = """# Delegation

Delegate a subtask only when it is self-contained and can be checked on its own.
Give the sub-agent the subtask, the files it may touch and the acceptance
criterion in one message; check its result before relying on it. A sub-agent
works inside the host's recursion depth and permissions, never beyond them.
"""

FILES = {"system.md": SYSTEM, "guardrails.md": GUARDRAILS, "memory.md": MEMORY, "tools.md": TOOLS,
         "subagents.md": SUBAGENTS,
         # git keeps no empty folder: a marker file holds each of C6-C8's places
         "skills/.keep": "", "scripts/.keep": "", "hooks/.keep": ""}
