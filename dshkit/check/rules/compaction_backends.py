"""Two enabled compaction backends are mounted in one context.

Why: a compaction backend is the plugin that registers the host's one
``ctx.compaction`` service (the seam ``@deepseek-ai/dsh-compaction`` defines;
the host's own backend is the ``compaction-basic`` row,
``@deepseek-ai/dsh-compaction-basic``, in its base bundle). A context holds one
provider per service, so with two the later registration shadows the other,
and both still watch token pressure: one backend's settings and checkpoints
are silently ignored, or the conversation is compacted twice. A bundle that
ships its own backend disables ``compaction-basic`` (``- id: compaction-basic``
``disabled: true``), as ``dshkit build`` does for ``memory.compaction: true``.

A row counts as a backend when its module is ``@deepseek-ai/dsh-compaction-basic``
or any other module whose name says ``compaction`` (``dsh-acme-compaction``,
``<bundle>/compaction``), except the host's companions that are no backend: the
seam itself, the tool-result pruner (``ctx.toolResultPruner``), the image
offloader (0.2) and the ``/compact`` command. One context is the root of the composed profile, a
group that isolates ``compaction``, or the ``plugins`` of one agent preset row
(the agent's own context). Rows the host's own bundles mount are never
blamed; the finding points at the bundle's row.

Severity (error): one of the two backends is silently not the one in use.

PASS::

    - insert:
        - id: acme-compaction
          name: dsh-acme-compaction
    - id: compaction-basic
      disabled: true

FAIL::

    - insert:
        - id: acme-compaction            # compaction-basic is still enabled
          name: dsh-acme-compaction
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import row_where
from dshkit.check.rules._presets import preset_rows
from dshkit.model.compose import js_truthy
from dshkit.model.problem import ERROR

ID = "DSH313"
NAME = "compaction-backends"
SEVERITY = ERROR

HOST_BACKEND = "@deepseek-ai/dsh-compaction-basic"
# The host's compaction family that registers no ctx.compaction
# (packages/compaction/README.md of deepseek-ai/deepseek-harness, 0.1.0-rc.8..0.1.1-rc.2).
# The image offloader (0.2: "replace the oldest images with placeholders and
# retry" when a route rejects a request's image budget) is mounted by the 0.2
# base bundle in the same root context as compaction-basic: the host's own
# composition says it is no second backend.
NOT_BACKENDS = frozenset({
    "@deepseek-ai/dsh-compaction",
    "@deepseek-ai/dsh-compaction-tool-result-pruner",
    "@deepseek-ai/dsh-compaction-image-offload",
    "@deepseek-ai/dsh-command-compact",
})


def is_backend(name) -> bool:
    if not isinstance(name, str):
        return False
    name = name.strip()
    if name == HOST_BACKEND:
        return True
    return name not in NOT_BACKENDS and "compaction" in name.lower() and "pruner" not in name.lower()


def _isolates_compaction(row) -> bool:
    isolate = row.data.get("isolate")
    if isinstance(isolate, str):
        return isolate == "compaction"
    return isinstance(isolate, list) and "compaction" in isolate


def _enabled_backends(rows, context, out):
    """(context row or None, row) for every enabled backend, skipping disabled subtrees."""
    for row in rows:
        if not hasattr(row, "data") or js_truthy(row.data.get("disabled")):
            continue
        if row.is_group:
            inner = row if _isolates_compaction(row) else context
            _enabled_backends(row.children, inner, out)
        elif is_backend(row.name):
            out.setdefault(id(context), []).append(row)


def check(ctx):
    yield from _check_presets(ctx)
    by_context: dict = {}
    _enabled_backends(ctx.composition.roots, None, by_context)
    for rows in by_context.values():
        if len(rows) < 2:
            continue
        first = rows[0]
        for row in rows[1:]:
            blamed, other = (row, first) if row.node is not None else (first, row)
            if blamed.node is None or not blamed.display:
                continue  # both are the host's own rows: not the bundle author's to fix
            yield hit(blamed.display, blamed.node.get("name") or blamed.node,
                      f"row {blamed.id!r} ({blamed.name!r}) is a second compaction backend in this context "
                      f"next to {other.id!r} ({other.name!r}, {row_where(other)}): one of them silently "
                      f"loses ctx.compaction; disable the other (- id: {other.id} / disabled: true)")


def _preset_backends(rows, out):
    """Name nodes of the enabled backends in a preset's ``plugins`` (groups included)."""
    for row in rows.value if rows is not None and rows.is_seq else []:
        if not row.is_map:
            continue
        disabled = row.get("disabled")
        if disabled is not None and js_truthy(disabled.plain()):
            continue
        group = row.get("group")
        if group is not None and js_truthy(group.plain()):
            _preset_backends(row.get("config"), out)
            continue
        name = row.get("name")
        if name is not None and is_backend(name.value):
            out.append(name)


def _check_presets(ctx):
    for event in preset_rows(ctx):
        config = event.row.node.get("config")
        if config is None or not config.is_map:
            continue
        found: list = []
        _preset_backends(config.get("plugins"), found)
        for name in found[1:]:
            yield hit(event.display, name,
                      f"preset {event.row.id!r} mounts a second compaction backend {name.value!r} next to "
                      f"{found[0].value!r} (line {found[0].line}): one of them silently loses ctx.compaction; "
                      "keep one")
