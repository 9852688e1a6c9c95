"""Spec -> bundle files: package.json (as data), cordis.patch.yml and README.md
(jinja2 templates), and copies.

Pure and deterministic: the same spec and source files give the same bytes
(sorted maps where npm sorts them, no timestamps, copied file modes reduced to
0644/0755).
"""

from __future__ import annotations

import os
import posixpath
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dshkit import __version__
from dshkit.builder import memory
from dshkit.builder.package_json import dump as dump_package_json
from dshkit.builder.package_json import package_json
from dshkit.builder.presets import Preset, builtin_presets, find_preset, load_preset
from dshkit.builder.skills import BuiltSkill, check_skills
from dshkit.builder.yamlemit import emit
from dshkit.fsutil import MAX_FILE_BYTES, UnsafeFile, describe_os_error, read_regular
from dshkit.model.bundle import PATCH_FILE
from dshkit.model.manifest import HOST_PACKAGE
from dshkit.spec.loader import project_path
from dshkit.spec.model import BAD_RANGE, UNKNOWN_PRESET, UNSAFE_PATH, RowSpec, Spec

if TYPE_CHECKING:
    import jinja2



@dataclass
class RenderedBundle:
    """A bundle as files about to be written (``dshkit.model.bundle.Bundle`` is
    one read back for checking: manifest, parsed patches, skills)."""

    files: dict[str, tuple[bytes, int]] = field(default_factory=dict)  # relpath -> (bytes, mode)
    rows: list[dict] = field(default_factory=list)  # the patch items, as the host reads them
    dsh_range: str = ""
    presets: list[Preset] = field(default_factory=list)
    skills: list[BuiltSkill] = field(default_factory=list)


def _yaml_items(items: list) -> str:
    return emit(items).rstrip("\n")


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    import jinja2  # imported on first render: `dshkit --help` lists this package

    from dshkit.resources import data_dir

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(data_dir("templates"))),
        autoescape=False, keep_trailing_newline=True, undefined=jinja2.StrictUndefined,
    )
    env.filters["yaml_items"] = _yaml_items
    return env


def host_ranges(spec: Spec) -> tuple[str, dict[str, str]]:
    """The ``@deepseek-ai/dsh`` range and every host-supplied peer's range."""
    from dshkit.semver import synthesize_range, valid_range

    host = spec.host
    try:
        dsh = synthesize_range(host.min, channels=tuple(host.channels), below=host.below)
    except ValueError as exc:
        raise spec.error(f"host: {exc}", BAD_RANGE, spec.positions.get("host")) from None
    # "same channels as the host": one caret branch per channel, from the lowest version
    # (with a ceiling, the synthesized range itself)
    channel = dsh if host.below else " || ".join(f"^{v}" for v in [host.min, *host.channels])
    peers = {HOST_PACKAGE: dsh}
    for name, rng in spec.host_peers.items():
        peers[name] = channel if rng == "host" else rng
        if valid_range(peers[name]) is None:
            raise spec.error(f"hostPeers.{name}: {peers[name]!r} is not a valid range", BAD_RANGE,
                             spec.positions.get(f"hostPeers.{name}"))
    return dsh, peers


def host_row(row: RowSpec, default_module: str) -> dict:
    """A spec row as the host's loader reads it (field order: id, name, group, …, config)."""
    out: dict[str, Any] = {"id": row.id}
    if row.rows is not None:
        out["name"] = "cordis:group"
        out["group"] = True
    else:
        out["name"] = row.module or default_module
    if row.disabled is not None:
        out["disabled"] = row.disabled
    for key in ("inject", "isolate", "intercept"):
        value = getattr(row, key)
        if value is not None:
            out[key] = value
    if row.rows is not None:
        out["config"] = [host_row(r, default_module) for r in row.rows]
    elif row.has_config:
        out["config"] = row.config
    return out


def _mode(path: Path) -> int:
    return 0o755 if os.stat(path).st_mode & 0o111 else 0o644


def _read(spec: Spec, path: Path, shown: str, where: str) -> bytes:
    """A project file's bytes: regular files only (never a FIFO or device), size-capped."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except UnsafeFile as exc:
        raise spec.error(f"{where}: {shown}: {exc.message}", UNSAFE_PATH, spec.positions.get(where)) from None
    except OSError as exc:
        raise spec.error(f"{where}: cannot read {shown}: {describe_os_error(exc)}", UNSAFE_PATH,
                         spec.positions.get(where)) from None


def _copy(bundle: RenderedBundle, spec: Spec, rel: str, where: str, dest_rel: str | None = None) -> None:
    """Copy a file, or a directory's regular files, from the project into the bundle.

    The path is resolved once through :func:`project_path` (it may not leave the
    project, even through a symlink); inside a copied directory, symlinks and
    special files (FIFOs, devices, sockets) are skipped, as npm pack skips them.
    """
    src = project_path(spec, rel, where, spec.positions.get(where))
    dest = posixpath.normpath(dest_rel or rel)
    if src.is_dir():
        for path in sorted(src.rglob("*")):
            if not path.is_symlink() and path.is_file():
                sub = path.relative_to(src).as_posix()
                bundle.files[posixpath.join(dest, sub)] = (_read(spec, path, f"{rel}/{sub}", where), _mode(path))
    else:
        bundle.files[dest] = (_read(spec, src, rel, where), _mode(src))


def _top(rel: str) -> str:
    return posixpath.normpath(rel)


def render(spec: Spec) -> RenderedBundle:
    bundle = RenderedBundle()
    pkg = spec.package
    dsh_range, peers = host_ranges(spec)
    bundle.dsh_range = dsh_range

    # presets
    for ref, pos in spec.presets:
        path = find_preset(ref, spec.root, spec.root, spec.display_path, (pos.line, pos.column))
        if path is None:
            known = ", ".join(builtin_presets()) or "none"
            raise spec.error(f"unknown preset {ref!r} (built-in: {known}; or give a path to a preset file)",
                             UNKNOWN_PRESET, pos)
        bundle.presets.append(load_preset(path, project=spec.root))
    bundle.skills = check_skills(spec)

    # rows: plugin rows first (spec order), then one item per preset
    items: list[dict] = []
    for row in spec.plugins:
        items.append({"comment": f"plugin row {row.id}", "rows": [{"insert": [host_row(row, pkg.name)]}]})
    if spec.memory is not None:
        items.append({"comment": f"memory row {spec.memory.row_id} (dshkit's sidecar; settings in config)",
                      "rows": [{"insert": [memory.memory_row(spec)]}]})
        if spec.memory.compaction:
            items.append({"comment": "compaction backend (graph checkpoint, no model call): replaces the host's "
                                     f"{memory.HOST_COMPACTION_ROW} row", "rows": memory.compaction_rows(spec)})
    for preset in bundle.presets:
        items.append({"comment": f"agent preset {preset.id} ({preset.source.name})",
                      "rows": [{"insert": [preset.row()]}]})
    ids: dict[str, str] = {}
    for item in items:
        for row in item["rows"][0]["insert"]:
            if row["id"] in ids:
                raise spec.error(f"row id {row['id']!r} is inserted twice ({ids[row['id']]} and {item['comment']})",
                                 "SPEC008", spec.positions.get("presets"))
            ids[row["id"]] = item["comment"]
    bundle.rows = [it["rows"][0] for it in items]

    # copied files
    copied: list[str] = []
    for where, rel in (("package.main", pkg.main), ("package.icon", pkg.icon),
                       ("package.client", pkg.client["entry"] if pkg.client else None)):
        if rel:
            _copy(bundle, spec, rel, where)
            copied.append(_top(rel))
    locale_paths = {}
    for lang, rel in sorted(pkg.locales.items()):
        dest = f"locale/{lang}.json"  # the host looks locales up by this name
        _copy(bundle, spec, rel, f"package.locales.{lang}", dest)
        locale_paths[lang] = dest
        copied.append(dest)
    for rel in pkg.files:
        _copy(bundle, spec, rel, "package.files")
        copied.append(_top(rel))
    for skill in spec.skills:
        _copy(bundle, spec, skill.path, "skills")
        copied.append(_top(skill.path))
    if spec.memory is not None:
        bundle.files[memory.ENTRY] = (memory.render_entry(environment(), spec,
                                                          [_top(s.path) for s in spec.skills]), 0o644)
        bundle.files[memory.SIDECAR] = (memory.sidecar_pyz(team=spec.memory.team is not None), 0o644)
        if spec.memory.compaction:
            bundle.files[memory.COMPACTION_ENTRY] = (memory.render_compaction(environment(), spec), 0o644)
        copied.append(posixpath.dirname(memory.ENTRY))
    files_field = sorted(set(copied) | {PATCH_FILE})

    exports: dict[str, str] = {}
    if pkg.main:
        exports["."] = "./" + _top(pkg.main)
    if pkg.client:
        exports["./client"] = "./" + _top(pkg.client["entry"])
    if spec.memory is not None:
        exports[memory.EXPORT] = "./" + memory.ENTRY
        if spec.memory.compaction:
            exports[memory.COMPACTION_EXPORT] = "./" + memory.COMPACTION_ENTRY
    exports["./package.json"] = "./package.json"
    if pkg.icon:
        exports["./" + _top(pkg.icon)] = "./" + _top(pkg.icon)
    for lang, dest in locale_paths.items():
        exports["./" + dest] = "./" + dest

    dsh: dict[str, Any] = {"engines": {"dsh": dsh_range}, "bundle": {"patch": "./" + PATCH_FILE}}
    if pkg.client:
        dsh["manifestVersion"] = 1
        dsh["client"] = {k: v for k, v in pkg.client.items() if k != "entry"}
    all_peers = dict(peers)
    all_peers.update(spec.peer_dependencies)
    meta = {name: {"optional": True} for name in sorted(peers)}
    manifest = package_json(
        pkg, icon=("./" + _top(pkg.icon)) if pkg.icon else None,
        main=("./" + _top(pkg.main)) if pkg.main else None, exports=exports, files=files_field,
        dsh=dsh, engines=dict(sorted(spec.engines.items())),
        dependencies=dict(sorted(spec.dependencies.items())),
        peer_dependencies=dict(sorted(all_peers.items())), peer_dependencies_meta=meta,
        dev_dependencies=dict(sorted(spec.dev_dependencies.items())),
    )
    bundle.files["package.json"] = (dump_package_json(manifest), 0o644)
    env = environment()
    patch = env.get_template("cordis.patch.yml.j2").render(
        version=__version__, spec_name=spec.path.name, items=items)
    bundle.files[PATCH_FILE] = (patch.rstrip("\n").encode() + b"\n", 0o644)
    if pkg.readme:
        readme = project_path(spec, pkg.readme, "package.readme", spec.positions.get("package.readme"))
        bundle.files["README.md"] = (_read(spec, readme, pkg.readme, "package.readme"), 0o644)
    else:
        readme = env.get_template("README.md.j2").render(
            pkg=pkg, dsh_range=dsh_range,
            host_peer_names=[f"`{n}`" for n in sorted(peers)],
            plugin_rows=[host_row(r, pkg.name) for r in spec.plugins],
            presets=bundle.presets, skills=bundle.skills,
            memory_row=memory.memory_row(spec) if spec.memory is not None else None,
        )
        bundle.files["README.md"] = (readme.rstrip("\n").encode() + b"\n", 0o644)
    return bundle
