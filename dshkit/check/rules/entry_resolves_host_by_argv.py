"""A plugin module finds the host's files through ``process.argv[1]``.

Why: ``createRequire(realpathSync(process.argv[1]))`` (or ``realpath`` of it)
finds the host's packages from the path of the script that started Node. That
holds for an npm-installed host (0.1.x), but the 0.2.1 runtime is one
executable whose packages live in a virtual file system: ``process.argv[1]``
is ``/snapshot/node/runtime-bootstrap.mjs``, ``realpathSync`` throws
``ENOENT``, and the module fails to load (or fails at the call). A package
import (``import('@deepseek-ai/dsh-compaction-basic')``) resolves on both.
Read as text: the rows a bundle inserts that name its own package or one of
its exports, the file each resolves to, and the files that file imports
relatively.

Severity (error): on a single-executable host the module throws where it
looks the host up; reported only against such a host (0.2.1-rc.2).

PASS::

    const basic = await import('@deepseek-ai/dsh-compaction-basic')

FAIL::

    const hostRequire = createRequire(realpathSync(process.argv[1]))
"""

from dshkit.check.finding import hit
from dshkit.check.rules._entry import argv_tricks, own_files
from dshkit.model.problem import ERROR

ID = "DSH315"
NAME = "entry-resolves-host-by-argv"
SEVERITY = ERROR


def check(ctx):
    if not ctx.host.single_executable:
        return
    seen = set()
    for bundle, row, rel in own_files(ctx):
        for path, line, column in argv_tricks(bundle, rel):
            if (id(bundle), path, line, column) in seen:
                continue
            seen.add((id(bundle), path, line, column))
            yield hit(bundle.source.display(path), (line, column),
                      f"row {row.id!r} loads {rel}, which finds the host's files through process.argv[1]: "
                      f"{ctx.where} runs as one executable (a virtual /snapshot path), where realpath throws ENOENT; "
                      "import the host package by name instead")
