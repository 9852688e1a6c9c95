"""Agent presets as data: load a preset file, resolve its base, produce the row.

A preset file (``presets/<id>.yml`` in dshkit, or a path in the spec) is a
mapping:

``preset``      the preset id (the registry's ``config.id``)
``rowId``       the row id inserted into the profile (default ``preset-<id>``)
``name``, ``description``, ``order``  what the preset picker shows
``plugins``     a full roster (a base preset such as ``standard`` has one), or
``base``        another preset whose roster is the starting point, then
``remove``      row ids (rows or whole groups, at any depth) taken out,
``override``    row id -> fields that replace the row's fields wholesale
                (as a host patch replaces them: ``config`` is not merged),
``add``         rows appended at the end of the roster,
``persona``     ``{prefix, suffix}``: the config of the ``persona`` row.

Rows are written as the host writes them (``id``, ``name``, ``config``,
``disabled``, ``group``, ``isolate``, ``inject``); a JavaScript value is
``!!js expr`` or ``{js: expr}``. Every row must have an ``id``.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dshkit.errors import DshkitError, Location
from dshkit.fsutil import UnsafeFile, resolve_inside
from dshkit.model.manifest import PRESET_PACKAGE
from dshkit.model.yamlsrc import JsExpr, Node
from dshkit.resources import data_dir
from dshkit.spec.loader import parse_document, read_yaml_text, to_data
from dshkit.spec.model import BAD_PRESET, UNSAFE_PATH, display

PRESET_ROW_NAME = PRESET_PACKAGE
KEYS = {"preset", "rowId", "name", "description", "order", "plugins", "base", "remove",
        "override", "add", "persona"}


@dataclass
class Preset:
    id: str
    row_id: str
    name: str
    description: str | None
    order: int | None
    plugins: list[dict]
    source: Path

    def row(self) -> dict:
        config: dict[str, Any] = {"id": self.id, "name": self.name}
        if self.description is not None:
            config["description"] = self.description
        if self.order is not None:
            config["order"] = self.order
        config["plugins"] = self.plugins
        return {"id": self.row_id, "name": PRESET_ROW_NAME, "config": config}


def builtin_presets() -> dict[str, Path]:
    return {p.stem: p for p in sorted(data_dir("presets").glob("*.yml"))}


def find_preset(ref: str, relative_to: Path, project: Path | None = None, shown: str = "",
                pos: tuple[int, int] = (1, 1)) -> Path | None:
    """A built-in preset id, or a file path relative to ``relative_to``.

    A path may not leave ``project`` (the spec's directory), even through a
    symlink (:func:`dshkit.fsutil.resolve_inside`); that is a located error at
    ``shown:pos``. Built-in presets (``project`` None) name built-in bases only.
    """
    if "/" in ref or "\\" in ref or ref.endswith((".yml", ".yaml")):
        if project is None:
            return None
        try:
            path = resolve_inside(project, ref, start=relative_to)
        except UnsafeFile as exc:
            raise DshkitError(f"preset {ref!r}: {exc.message}", Location(shown, *pos), UNSAFE_PATH) from None
        return path if path.is_file() else None
    return builtin_presets().get(ref)


def _err(path: Path, node: Node | None, message: str) -> DshkitError:
    line, col = (node.line, node.column) if node is not None else (1, 1)
    return DshkitError(message, Location(display(path), line, col), BAD_PRESET)


def _walk_rows(rows: list[dict]):
    for row in rows:
        yield row
        if row.get("group") is True and isinstance(row.get("config"), list):
            yield from _walk_rows(row["config"])


def _remove(rows: list[dict], row_id: str) -> bool:
    for i, row in enumerate(rows):
        if row.get("id") == row_id:
            del rows[i]
            return True
        if row.get("group") is True and isinstance(row.get("config"), list) and _remove(row["config"], row_id):
            return True
    return False


def _check_rows(path: Path, rows_node: Node) -> None:
    for item in rows_node.value:
        if not item.is_map:
            raise _err(path, item, "a preset row must be a mapping")
        for field in ("id", "name"):
            value = item.get(field)
            if value is None or not isinstance(value.value, str) or not value.value:
                raise _err(path, item, f"every preset row needs a non-empty string {field!r}")
        if item.get("group") is not None and item.get("group").value is True:
            cfg = item.get("config")
            if cfg is None or not cfg.is_seq:
                raise _err(path, item, "a group row (group: true) needs `config` as a list of rows")
            _check_rows(path, cfg)


def load_preset(path: Path, _seen: tuple[Path, ...] = (), project: Path | None = None) -> Preset:
    """Load a preset file; ``project`` is the directory its ``base:`` paths may not leave
    (None for a built-in preset)."""
    if path in _seen:
        raise _err(path, None, "preset bases form a cycle: " + " -> ".join(p.stem for p in (*_seen, path)))
    shown = display(path)
    root = parse_document(read_yaml_text(path, shown, BAD_PRESET), shown, BAD_PRESET)
    if root is None or not root.is_map:
        raise _err(path, root, "a preset file must be a mapping")
    for k in root.value:
        if k not in KEYS:
            raise _err(path, root.key_node(k), f"unknown preset key {k!r} (allowed: {', '.join(sorted(KEYS))})")
    data = to_data(root)
    pid = data.get("preset")
    if not isinstance(pid, str) or not pid:
        raise _err(path, root, "a preset needs `preset: <id>`")
    if "plugins" in data:
        if not root.get("plugins").is_seq:
            raise _err(path, root.get("plugins"), "`plugins` must be a list of rows")
        _check_rows(path, root.get("plugins"))
        plugins = copy.deepcopy(data["plugins"])
        base = None
    elif "base" in data:
        base_node = root.get("base")
        base_path = find_preset(str(data["base"]), path.parent, project, shown, (base_node.line, base_node.column))
        if base_path is None:
            raise _err(path, base_node, f"unknown base preset {data['base']!r}")
        base = load_preset(base_path, (*_seen, path), project)
        plugins = copy.deepcopy(base.plugins)
    else:
        raise _err(path, root, "a preset needs either `plugins` (a roster) or `base`")

    for i, rid in enumerate(data.get("remove", [])):
        if not _remove(plugins, rid):
            raise _err(path, root.get("remove").value[i], f"cannot remove {rid!r}: no such row in the roster")
    for rid, fields in (data.get("override") or {}).items():
        target = next((r for r in _walk_rows(plugins) if r.get("id") == rid), None)
        if target is None:
            raise _err(path, root.get("override").key_node(rid), f"cannot override {rid!r}: no such row in the roster")
        target.update(copy.deepcopy(fields))
    if "add" in data:
        _check_rows(path, root.get("add"))
        plugins.extend(copy.deepcopy(data["add"]))
    if "persona" in data:
        persona = next((r for r in plugins if r.get("id") == "persona"), None)
        if persona is None:
            raise _err(path, root.get("persona"), "the roster has no `persona` row to configure")
        persona["config"] = {k: data["persona"][k] for k in ("prefix", "suffix") if k in data["persona"]}
    ids = [r.get("id") for r in _walk_rows(plugins)]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise _err(path, root, f"row id {dupes[0]!r} appears twice in the roster")
    name = data.get("name", base.name if base else pid)
    return Preset(
        id=pid, row_id=data.get("rowId", f"preset-{pid}"), name=name,
        description=data.get("description", base.description if base and "name" not in data else None),
        order=data.get("order", base.order if base else None), plugins=plugins, source=path,
    )


def new_preset_text(preset_id: str, base: str) -> str:
    """The starter file ``dshkit preset new`` writes."""
    return f"""# A dshkit agent preset (see docs/spec.md, "Presets").
# Add it to dshkit.yaml under `presets:` as ./presets/{preset_id}.yml.
preset: {preset_id}
rowId: preset-{preset_id}
name: {preset_id}
description: Describe what an agent on this preset is for.
order: 10
base: {base}
# Row ids (rows or whole groups) taken out of the base roster:
remove: []
# Row id -> fields replaced wholesale, e.g.
#   tool-web:
#     config: {{fetch: true, searchTimeoutMs: 60000}}
override: {{}}
# Rows appended to the roster:
add: []
# {{{{model}}}} is the prompt variable every host registers; DSH 0.2.1 fails a turn on an
# unknown one (it has no {{{{cwd}}}}: its runtime context names the working directory).
persona:
  prefix: |-
    You are a coding agent powered by {{{{model}}}}.
  suffix: |-
    Check what the project already decided before you change it.
"""


__all__ = ["PRESET_ROW_NAME", "Preset", "builtin_presets", "find_preset", "load_preset", "new_preset_text", "JsExpr"]
