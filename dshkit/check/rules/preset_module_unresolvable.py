"""A row in an agent preset's ``plugins`` names a module the targeted host
cannot resolve.

Why: the preset mounts its rows by module name when an agent starts. A name
resolves when its package ships with the host (its base bundles' rows and its
shipped presets' rows name them), is one of the bundles installed together
(the checked bundles, their ``dependencies``, a profile's ``node_modules``), or
is a path. Otherwise — a module that only a later host line ships, a typo, a
bundle the user never installed — the row fails to load and the preset runs
without it. Checked against ``--host`` only when the bundle's host range admits
that host (a range that excludes it is DSH203's business).

Severity (error): the preset silently runs without that plugin.

PASS::

    plugins:
      - id: tool-fs
        name: '@deepseek-ai/dsh-tool-fs'     # shipped with the host

FAIL::

    plugins:
      - id: tool-fs
        name: '@deepseek-ai/dsh-tool-fss'    # no such package here
"""

from dshkit.check.finding import hit
from dshkit.check.rules._presets import preset_rows
from dshkit.check.rules._ranges import admits_host
from dshkit.model.problem import ERROR, WARNING
from dshkit.model.source import DirSource

ID = "DSH405"
NAME = "preset-module-unresolvable"
SEVERITY = ERROR
NEEDS_HOST_ROWS = True  # without the host's rows every shipped module would look unknown


def package_of(name: str) -> str:
    """``@scope/pkg/sub/path`` -> ``@scope/pkg``; ``pkg/sub`` -> ``pkg``."""
    parts = name.split("/")
    return "/".join(parts[:2]) if name.startswith("@") else parts[0]


def _host_packages(host) -> set[str]:
    out = {b["name"] for b in host.data.get("bundles") or []}

    def walk(rows):
        for row in rows or []:
            if isinstance(row, dict):
                if isinstance(row.get("name"), str):
                    out.add(package_of(row["name"]))
                if isinstance(row.get("config"), list):
                    walk(row["config"])
    for bundle in host.data.get("bundles") or []:
        walk(bundle.get("rows"))
    for preset in host.presets.values():
        out.update(package_of(m) for m in preset.get("modules", []))
    return out


def _installed(ctx) -> set[str]:
    out = set()
    for bundle in ctx.bundles:
        if bundle.manifest is not None:
            if bundle.manifest.name:
                out.add(bundle.manifest.name)
            out.update(bundle.manifest.deps("dependencies"))
    return out


def _rows(rows):
    for row in rows.value if rows is not None and rows.is_seq else []:
        if not row.is_map:
            continue
        name = row.get("name")
        group = row.get("group")
        if group is not None and group.value is True:
            yield from _rows(row.get("config"))
        elif name is not None and isinstance(name.value, str) and name.value.strip():
            yield name


def check(ctx):
    known = None
    for event in preset_rows(ctx):
        if not admits_host(event.layer.owner, ctx.host.version):
            continue
        config = event.row.node.get("config")
        if config is None or not config.is_map:
            continue
        if known is None:
            known = _host_packages(ctx.host) | _installed(ctx)
        for name_node in _rows(config.get("plugins")):
            name = name_node.value.strip()
            if name.startswith((".", "/", "file:")) or name == "cordis:group":
                continue
            package = package_of(name)
            if package in known:
                continue
            profile = ctx.profile
            if profile is not None and isinstance(profile.source, DirSource) \
                    and (profile.source.root / "node_modules" / package / "package.json").is_file():
                continue
            message = (f"preset module {name!r}: package {package!r} ships with neither host {ctx.host_name} "
                       "nor a bundle installed with this one: the preset runs without this row")
            if ctx.host.missing_patches:
                yield hit(event.display, name_node, message + "; only a warning: this host's snapshot could not read "
                          + ", ".join(ctx.host.missing_patches), WARNING)
                continue
            yield hit(event.display, name_node, message)
