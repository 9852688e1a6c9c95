"""Read ``dshkit.yaml`` keeping positions, validate it, build the :class:`Spec`.

Parsing uses :mod:`dshkit.model.yamlsrc` (YAML read as the host's js-yaml
reads it) so every node keeps its line and column. The
JSON Schema in ``schemas/dshkit.schema.json`` is the single description of
the format; a ``jsonschema`` error's ``absolute_path`` is walked back through
the node tree to the offending key or value, so each error reads
``dshkit.yaml:LINE:COL: message [CODE]``.

A JavaScript value is written ``{js: "expr"}`` (or with a ``!!js`` tag) and is
carried as :class:`JsExpr`: never a string that merely looks like code.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dshkit.errors import DshkitError, Location
from dshkit.fsutil import MAX_YAML_BYTES, UnsafeFile, read_regular, resolve_inside
from dshkit.model.limits import parse_bounded
from dshkit.model.manifest import is_host_package
from dshkit.model.yamlsrc import JSON, JsExpr, Node, YamlError
from dshkit.resources import data_dir
from dshkit.spec.model import (
    BAD_EVOLUTION, BAD_ICON, BAD_RANGE, DUPLICATE_ROW_ID, NO_MAIN, UNSAFE_PATH, HOST_PACKAGE_DEPENDENCY, MISSING_FILE, SCHEMA, YAML_SYNTAX,
    HostSpec, MemorySpec, PackageSpec, Pos, RowSpec, SkillSpec, Spec, display,
)

if TYPE_CHECKING:
    import jsonschema

SPEC_FILE = "dshkit.yaml"
OUT_DIR = "dist"  # where `dshkit build` writes the bundle, beside the spec (and `dshkit pack` looks)


@lru_cache(maxsize=1)
def spec_schema() -> dict:
    return json.loads((data_dir("schemas") / "dshkit.schema.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _python_pattern(pattern: str) -> re.Pattern:
    """A JSON Schema (ECMA-262) ``pattern`` for Python's ``re``: a final ``$`` is
    ECMA's end of input, which Python spells ``\\Z`` (Python's ``$`` also matches
    before a trailing newline, so ``"1.0.0\\n"`` would pass as a version)."""
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.compile(pattern)


def _ecma_pattern(validator, pattern, instance, schema):
    from jsonschema import ValidationError

    if validator.is_type(instance, "string") and not _python_pattern(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


@lru_cache(maxsize=1)
def _validator() -> jsonschema.Draft202012Validator:
    import jsonschema  # imported on first validation: `dshkit --help` lists this module

    cls = jsonschema.validators.extend(jsonschema.Draft202012Validator, {"pattern": _ecma_pattern})
    return cls(spec_schema())


def is_js_map(node: Node) -> bool:
    return node.is_map and list(node.value) == ["js"] and isinstance(node.value["js"].value, str)


def to_data(node: Node) -> Any:
    """Plain data for the model: ``{js: …}`` / ``!!js`` become :class:`JsExpr`."""
    if isinstance(node.value, JsExpr):
        return node.value
    if node.is_map:
        if is_js_map(node):
            return JsExpr(node.value["js"].value)
        return {k: to_data(v) for k, v in node.value.items()}
    if node.is_seq:
        return [to_data(v) for v in node.value]
    return node.value


def _for_schema(value: Any) -> Any:
    if isinstance(value, JsExpr):
        return {"js": value.source}
    if isinstance(value, dict):
        return {k: _for_schema(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_for_schema(v) for v in value]
    return value


def locate(root: Node, path: list, key_of_last: bool = False) -> Node:
    """The node at a jsonschema ``absolute_path`` (the key node if asked)."""
    node = root
    for i, step in enumerate(path):
        last = i == len(path) - 1
        if node.is_map and isinstance(step, str) and step in node.value:
            if last and key_of_last:
                return node.key_node(step)
            node = node.value[step]
        elif node.is_seq and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
        else:
            break
    return node


def _schema_message(err: jsonschema.ValidationError) -> tuple[str, list]:
    """A readable message, and the path of the node it is about."""
    path = list(err.absolute_path)
    where = ".".join(str(p) for p in path) or "the spec"
    if err.validator == "additionalProperties":
        extra = sorted(set(err.instance) - set(err.schema.get("properties", {})))
        if extra:
            allowed = ", ".join(sorted(err.schema.get("properties", {})))
            return f"unknown key {extra[0]!r} in {where} (allowed: {allowed})", path + [extra[0]]
    if err.validator == "required":
        return f"{where} is missing {err.message.split(' is a required')[0]}", path
    if err.validator == "pattern" and "x-patternMessage" in err.schema:
        # the schema says what the pattern means, and the value is not echoed (it may hold a password)
        return f"{where}: {err.schema['x-patternMessage']}", path
    if err.validator == "pattern":
        return f"{where}: {err.instance!r} is not valid here (must match {err.validator_value})", path
    if err.validator == "type" and "x-typeMessage" in err.schema:
        return f"{where}: {err.schema['x-typeMessage']}", path
    if err.validator == "anyOf" and path and path[-1] == "disabled":
        return f"{where} must be true, false or {{js: \"expression\"}}", path
    if err.validator == "anyOf" and err.context:
        # one alternative got further into the value (`consolidation: {models: [bad]}`):
        # its error names the offending node
        deepest = max(err.context, key=lambda e: len(e.absolute_path))
        if len(deepest.absolute_path) > len(path):
            return _schema_message(deepest)
    if err.validator == "propertyNames":
        return f"{where}: key {err.instance!r} is not allowed here ({err.message})", path
    if err.validator == "type" and "string" in str(err.validator_value) and not isinstance(err.instance, str):
        kind = {bool: "boolean", int: "number", float: "number"}.get(type(err.instance), "null")
        shown = json.dumps(err.instance) if not isinstance(err.instance, (dict, list)) else "a collection"
        if isinstance(err.instance, (dict, list)):
            return f"{where}: expected a string, got {'a mapping' if isinstance(err.instance, dict) else 'a list'}", path
        return f"{where}: expected a string, but YAML read {shown} as a {kind} (put it in quotes)", path
    return f"{where}: {err.message}", path


def _check_schema(root: Node, data: Any, path_str: str) -> None:
    errors = list(_validator().iter_errors(_for_schema(data)))
    if not errors:
        return
    located = []
    for err in errors:
        # propertyNames errors carry the parent path; find the bad key itself
        message, path = _schema_message(err)
        if err.validator == "propertyNames" and isinstance(err.instance, str):
            path = path + [err.instance]
            node = locate(root, path, key_of_last=True)
        else:
            node = locate(root, path, key_of_last=err.validator == "additionalProperties")
        located.append(((node.line, node.column), message))
    (line, col), message = min(located)
    raise DshkitError(message, Location(path_str, line, col), SCHEMA)


def _pos(node: Node | None) -> Pos:
    return Pos(node.line, node.column) if node is not None else Pos(1, 1)


def _row(node: Node) -> RowSpec:
    data = to_data(node)
    rows = None
    if "rows" in data:
        rows = [_row(child) for child in node.value["rows"].value]
    return RowSpec(
        id=data["id"], module=data.get("module"), pos=_pos(node.get("id")),
        config=data.get("config"), has_config="config" in data,
        disabled=data.get("disabled"), inject=data.get("inject"),
        isolate=data.get("isolate"), intercept=data.get("intercept"), rows=rows,
    )


def _memory(node: Node | None) -> MemorySpec | None:
    if node is None:
        return None
    data = to_data(node) or {}
    budgets = data.get("budgets", {})
    consolidation = data.get("consolidation", "off")
    spec = MemorySpec(pos=_pos(node), consolidation=None if consolidation == "off" else consolidation)
    for key, attr in (("rowId", "row_id"), ("python", "python"), ("store", "store"), ("tools", "tools"),
                      ("commands", "commands"), ("autoApprove", "auto_approve"), ("skills", "skills"),
                      ("compaction", "compaction"), ("team", "team")):
        if key in data:
            setattr(spec, attr, data[key])
    evolution = data.get("evolution")
    if isinstance(evolution, dict) and evolution.get("enabled") is True:
        spec.evolution = evolution
    for key, attr in (("agentStartBytes", "agent_start_bytes"), ("injectionBytes", "injection_bytes"),
                      ("flushWindowMs", "flush_window_ms"), ("projectionBytes", "projection_bytes")):
        if key in budgets:
            setattr(spec, attr, budgets[key])
    return spec


def load_spec(path: str | Path) -> Spec:
    """Load and check a spec; raises :class:`DshkitError` with a position."""
    path = Path(path)
    shown = display(path)
    text = read_yaml_text(path, shown)
    root = parse_document(text, shown, YAML_SYNTAX)
    if root is None:
        raise DshkitError("the spec is empty", Location(shown, 1, 1), SCHEMA)
    data = to_data(root)
    _check_schema(root, data, shown)
    _check_strings(root, shown)

    pkg = data["package"]
    host = data["host"]
    spec = Spec(
        path=path.resolve(),
        package=PackageSpec(
            name=pkg["name"], version=pkg["version"], description=pkg.get("description"),
            license=pkg.get("license"), author=pkg.get("author"), homepage=pkg.get("homepage"),
            repository=pkg.get("repository"), keywords=list(pkg.get("keywords", [])),
            main=pkg.get("main"), icon=pkg.get("icon"), locales=dict(pkg.get("locales", {})),
            readme=pkg.get("readme"), files=list(pkg.get("files", [])), client=pkg.get("client"),
        ),
        host=HostSpec(min=host["min"], channels=list(host.get("channels", [])), below=host.get("below"),
                      pos=_pos(root.get("host"))),
        host_peers=dict(data.get("hostPeers", {})),
        peer_dependencies=dict(data.get("peerDependencies", {})),
        dependencies=dict(data.get("dependencies", {})),
        dev_dependencies=dict(data.get("devDependencies", {})),
        engines=dict(data.get("engines", {})),
        plugins=[_row(n) for n in (root.get("plugins").value if root.get("plugins") else [])],
        presets=[(n.value, _pos(n)) for n in (root.get("presets").value if root.get("presets") else [])],
        skills=[
            SkillSpec(path=n.value["path"].value, pos=_pos(n.value["path"]),
                      sha256=n.value["sha256"].value if "sha256" in n.value else None,
                      sha_pos=_pos(n.value.get("sha256")) if "sha256" in n.value else None)
            for n in (root.get("skills").value if root.get("skills") else [])
        ],
        memory=_memory(root.get("memory")),
    )
    _remember_positions(root, spec)
    _check_semantics(root, spec)
    return spec


def read_yaml_text(path: Path, shown: str, code: str = YAML_SYNTAX) -> str:
    """A spec's or preset's text: a regular file of at most MAX_YAML_BYTES, UTF-8."""
    try:
        raw = read_regular(path, MAX_YAML_BYTES)
    except FileNotFoundError:
        raise DshkitError(f"no spec here (run `dshkit init` to write a starter {SPEC_FILE})"
                          if path.name == SPEC_FILE else "no such file", Location(shown), MISSING_FILE) from None
    except UnsafeFile as exc:
        raise DshkitError(exc.message, Location(shown), code) from None
    except OSError as exc:
        raise DshkitError(f"cannot read: {exc.strerror or exc}", Location(shown), code) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise DshkitError(f"not UTF-8 text ({exc.reason})", Location(shown, line, col), code) from None


def parse_document(text: str, shown: str, code: str) -> Node | None:
    """Parse YAML under the reading limits (docs/limits.md); every failure is located."""
    try:
        return parse_bounded(text, JSON)
    except YamlError as exc:
        raise DshkitError(exc.message, Location(shown, exc.line or 1, exc.column or 1), code) from None


def _bad_text(text: str) -> str | None:
    if "\x00" in text:
        return "contains a NUL byte"
    if _SURROGATE.search(text):
        return "is not valid Unicode (a lone surrogate \\uD800-\\uDFFF)"
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_strings(root: Node, shown: str) -> None:
    """No NUL byte (it cuts paths and names short in C and in the host) and no lone
    surrogate (nothing can encode it: not a file name, not package.json) anywhere."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.is_map:
            for key, child in node.value.items():
                if _bad_text(key):
                    kn = node.key_node(key)
                    raise DshkitError(f"the key {key!r} {_bad_text(key)}", Location(shown, kn.line, kn.column),
                                      SCHEMA)
                stack.append(child)
        elif node.is_seq:
            stack.extend(node.value)
        elif isinstance(node.value, str) and _bad_text(node.value):
            raise DshkitError(f"{node.value!r} {_bad_text(node.value)}", Location(shown, node.line, node.column),
                              SCHEMA)


def _remember_positions(root: Node, spec: Spec) -> None:
    def walk(node: Node, prefix: str) -> None:
        if node.is_map:
            for key, child in node.value.items():
                dotted = f"{prefix}.{key}" if prefix else key
                spec.positions[dotted] = _pos(child)
                spec.positions[dotted + ":key"] = _pos(node.key_node(key))
                if prefix.count(".") < 2:
                    walk(child, dotted)
    walk(root, "")


def _check_semantics(root: Node, spec: Spec) -> None:
    from dshkit.semver import valid_range  # the project's npm-range engine

    for section, deps in (("dependencies", spec.dependencies), ("devDependencies", None)):
        for name in deps or {}:
            if is_host_package(name):
                pos = spec.positions.get(f"{section}.{name}:key")
                raise spec.error(
                    f"{name} is supplied by the running DSH: list it under hostPeers (an optional "
                    f"peer), never under {section} — a second copy breaks its services",
                    HOST_PACKAGE_DEPENDENCY, pos)
    for name in spec.peer_dependencies:
        if is_host_package(name):
            raise spec.error(f"{name} is supplied by the running DSH: list it under hostPeers",
                             HOST_PACKAGE_DEPENDENCY, spec.positions.get(f"peerDependencies.{name}:key"))
    ranges = [(f"{sec}.{n}", r) for sec, m in (("hostPeers", spec.host_peers),
                                                 ("peerDependencies", spec.peer_dependencies),
                                                 ("dependencies", spec.dependencies),
                                                 ("devDependencies", spec.dev_dependencies))
              for n, r in m.items() if r != "host"]
    # engines are always semver ranges: npm never reads a URL or tag there
    ranges += [(f"engines.{k}", v) for k, v in spec.engines.items()]
    for where, rng in ranges:
        if (_is_npm_range(rng) or where.startswith("engines.")) and valid_range(rng) is None:
            raise spec.error(f"{where}: {rng!r} is not a valid npm semver range", BAD_RANGE,
                             spec.positions.get(where))

    pkg = spec.package
    files = [("package.main", pkg.main), ("package.icon", pkg.icon), ("package.readme", pkg.readme)]
    files += [(f"package.locales.{k}", v) for k, v in pkg.locales.items()]
    if pkg.client:
        files.append(("package.client.entry", pkg.client["entry"]))
    for where, rel in files:
        if rel is not None and not project_path(spec, rel, where, _value_pos(root, where)).is_file():
            raise spec.error(f"{where}: file {rel!r} does not exist next to the spec",
                             MISSING_FILE, _value_pos(root, where))
    if pkg.icon is not None:
        icon = project_path(spec, pkg.icon, "package.icon", _value_pos(root, "package.icon"))
        if icon.suffix.lower() not in (".svg", ".png", ".jpg", ".jpeg", ".webp"):
            raise spec.error("package.icon must be an svg, png, jpeg or webp file", BAD_ICON,
                             _value_pos(root, "package.icon"))
        if icon.stat().st_size > 256 * 1024:
            raise spec.error(f"package.icon is {icon.stat().st_size} bytes; DSH accepts at most 256 KiB",
                             BAD_ICON, _value_pos(root, "package.icon"))
    if pkg.main is None:
        for row in _all_rows(spec.plugins):
            if row.module is None and row.rows is None:
                raise spec.error(f"row {row.id!r} loads this package ({pkg.name}), which has no package.main "
                                 "to export; set package.main or the row's module", NO_MAIN, row.pos)
    files_node = root.get("package").get("files") if root.get("package") else None
    for i, rel in enumerate(pkg.files):
        node = files_node.value[i] if files_node else None
        if not project_path(spec, rel, "package.files", _pos(node)).exists():
            raise spec.error(f"package.files: {rel!r} does not exist next to the spec", MISSING_FILE, _pos(node))
    for skill in spec.skills:
        if not project_path(spec, skill.path, "skills", skill.pos).is_dir():
            raise spec.error(f"skill directory {skill.path!r} does not exist next to the spec",
                             MISSING_FILE, skill.pos)
    seen: dict[str, Pos] = {}

    def visit(rows: list[RowSpec]) -> None:
        for row in rows:
            if row.id in seen:
                raise spec.error(
                    f"row id {row.id!r} is used twice (first at line {seen[row.id].line}); patches "
                    f"hit only the later row and some loaders refuse duplicates", DUPLICATE_ROW_ID, row.pos)
            seen[row.id] = row.pos
            visit(row.rows or [])
    visit(spec.plugins)
    _check_evolution(root, spec)
    if spec.memory is not None and spec.memory.row_id in seen:
        raise spec.error(f"memory.rowId {spec.memory.row_id!r} is also a plugin row's id (line "
                         f"{seen[spec.memory.row_id].line}); give the memory row another id",
                         DUPLICATE_ROW_ID, spec.positions.get("memory.rowId") or spec.memory.pos)


def _check_evolution(root: Node, spec: Spec) -> None:
    """``memory.evolution``: what the schema cannot say. An enabled flow needs a
    model route and at least one check (a gate with nothing to run would adopt
    blindly); protected paths are plain relative paths (the rule is
    dshkit.sidecar.evolution.settings.path_problem, shared with the sidecar)."""
    memory = root.get("memory") if root.is_map else None
    node = memory.get("evolution") if memory is not None and memory.is_map else None
    if node is None or not node.is_map:
        return
    from dshkit.sidecar.evolution.settings import path_problem  # only a spec with the block pays for it

    data = to_data(node)
    for i, item in enumerate(node.value["protectedPaths"].value if "protectedPaths" in node.value else []):
        problem = path_problem(item.value)
        if problem:
            raise spec.error(f"memory.evolution.protectedPaths[{i}]: {item.value!r} {problem}",
                             BAD_EVOLUTION, _pos(item))
    if data.get("enabled") is not True:
        return
    where = node.key_node("enabled") if "enabled" in node.value else node
    if "model" not in data:
        raise spec.error("memory.evolution is enabled but names no model: add `model: provider/model` "
                         "(the route candidate edits are asked on)", BAD_EVOLUTION, _pos(where))
    if not data.get("checks"):
        at = node.value.get("checks") or where
        raise spec.error("memory.evolution is enabled but has no checks: add at least one "
                         "{name, argv} (the gate adopts nothing it cannot test)", BAD_EVOLUTION, _pos(at))


def project_path(spec: Spec, rel: str, where: str, pos: Pos | None = None) -> Path:
    """``rel`` inside the spec's directory, symlinks resolved (:func:`dshkit.fsutil.resolve_inside`);
    a path that leaves the project is a located error."""
    try:
        return resolve_inside(spec.root, rel)
    except UnsafeFile as exc:
        raise spec.error(f"{where}: {exc.message}", UNSAFE_PATH, pos) from None


def _all_rows(rows: list[RowSpec]):
    for row in rows:
        yield row
        yield from _all_rows(row.rows or [])


def _is_npm_range(text: str) -> bool:
    # workspace:, file:, link:, npm:, git URLs and tags are not semver ranges
    return ":" not in text and "/" not in text


def _value_pos(root: Node, dotted: str) -> Pos:
    node = root
    for part in dotted.split("."):
        child = node.get(part) if node.is_map else None
        if child is None:
            break
        node = child
    return _pos(node)
