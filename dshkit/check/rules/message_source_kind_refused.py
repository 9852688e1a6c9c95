"""A plugin module injects messages whose source kind the host's session refuses.

Why: DSH 0.2.1 stores sessions in format v4, which requires a producer-owned
source kind on every message: ``source: {kind: 'plugin', ...}`` (the 0.1
wrapper) is refused with ``format v4 message requires a producer-owned source
kind``. The injection itself seems to work; the session's *next* turn fails
before any model request (seen with the memory example built today, in
``sdk`` and ``headless``). A kind of the form ``plugin:<name>`` is accepted.
Which kinds a host refuses is read from its own session-format packages
(snapshot ``messageSource``); the module text of the bundle's own rows (and
what they import relatively, comments left out) is searched for a
``kind: 'plugin'`` literal in a source object. A module that also writes a
``plugin:<name>`` kind adapts to the host line and is not reported.

Severity (error): every session that gets an injected message breaks at its
next turn.

PASS::

    ctx.session.inject({ role: 'user', text, source: { kind: 'plugin:dsh-acme' } })

FAIL::

    ctx.session.inject({ role: 'user', text, source: { kind: 'plugin', plugin: name } })
"""

import re

from dshkit.check.finding import hit
from dshkit.check.rules._entry import loaded_files, matches, own_files
from dshkit.model.problem import ERROR

ID = "DSH316"
NAME = "message-source-kind-refused"
SEVERITY = ERROR
_KIND = re.compile(r"""\bkind\s*:\s*(['"])([a-z][a-z:-]*)\1""")
# A producer-owned kind written by the same module (`plugin:${name}`): the module
# adapts to the host line, and a 'plugin' literal is its branch for 0.1 hosts.
_OWNED = re.compile(r"""\bkind\s*:\s*[`'"]plugin:""")


def check(ctx):
    facts = ctx.host.message_source
    refused = set(facts.get("refusedKinds") or [])
    if not refused:
        return
    for bundle, row, rel in own_files(ctx):
        if any(_OWNED.search(text) for _, text in loaded_files(bundle, rel)):
            continue
        for path, line, column, m in matches(bundle, rel, _KIND):
            # only a source record: the literal sits in a `source: {...}` object
            head = m.string[max(0, m.start() - 80):m.start()]
            if m.group(2) not in refused or "source" not in head.rsplit("}", 1)[-1]:
                continue
            yield hit(bundle.source.display(path), (line, column + m.group(0).index(m.group(1))),
                      f"row {row.id!r} loads {rel}, which injects messages with source kind {m.group(2)!r}: "
                      f"{ctx.where} stores sessions in format v{facts.get('format')}, which refuses it "
                      "('format v4 message requires a producer-owned source kind'), so the session's next turn "
                      f"fails; use a kind like 'plugin:{bundle.manifest.name}'")
