"""Replay patch layers the way the host's ``applyEntryPatches`` does, recording
what happened to every item so rules can report it.

Semantics mirrored (``vendor/include/src/index.ts``): an item with a truthy
``insert`` appends rows to the root, or with ``id`` into group ``id``'s
``config`` (skipped when the target is missing or not a group); inserted rows,
nested group rows included, are indexed at once (a later id replaces an
earlier one in the index). Otherwise an item needs a truthy ``id``; a missing
target or a different ``name`` skips it; the other fields replace the
target's wholesale. Values use JavaScript truthiness.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dshkit.model.yamlsrc import JsExpr, Node


def js_truthy(value: Any) -> bool:
    if value is None or value is False:
        return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value != 0 and value == value  # NaN is falsy
    if isinstance(value, str):
        return value != ""
    return True  # objects, arrays (even empty), JsExpr


def id_key(value: Any) -> Any:
    """Map key the host's ``Map`` would use for an id value."""
    if isinstance(value, (dict, list)):
        return ("object", id(value))
    if isinstance(value, JsExpr):
        return ("js", value.source)
    return (type(value).__name__ if not isinstance(value, bool) else "bool", value)


@dataclass
class Layer:
    """One patch layer: a host base bundle, a plugin bundle, or a profile's own file."""

    label: str
    kind: str  # "host" | "bundle" | "profile"
    index: int = 0
    owner: Any = None  # the model.Bundle, when there is one


@dataclass(eq=False)
class Row:
    id: Any
    name: Any
    group: bool
    layer: Layer
    node: Node | None = None  # the row mapping (None for snapshot rows)
    display: str | None = None  # file the row is written in
    parent: "Row | None" = None
    config: Any = None  # plain config value (the last one written)
    children: list["Row"] = field(default_factory=list)
    item: Node | None = None  # the patch item that inserted it

    @property
    def is_group(self) -> bool:
        return js_truthy(self.group)


@dataclass
class Event:
    """What happened to one patch item (or one inserted row)."""

    kind: str
    layer: Layer
    display: str | None
    item: Node | None
    row: Row | None = None
    target: Row | None = None
    previous: Row | None = None  # DUPLICATE: the row it collides with
    detail: Any = None
    before: Any = None  # OVERRIDE_APPLIED: the target's config before this patch


# Event kinds
INSERTED = "inserted"
DUPLICATE = "duplicate"
INSERT_NOT_LIST = "insert-not-list"
INSERT_TARGET_MISSING = "insert-target-missing"
INSERT_TARGET_NOT_GROUP = "insert-target-not-group"
BARE_ITEM = "bare-item"
NOT_MAPPING = "not-mapping"
OVERRIDE_MISSING = "override-missing"
OVERRIDE_NAME_MISMATCH = "override-name-mismatch"
OVERRIDE_APPLIED = "override-applied"


class Composer:
    def __init__(self) -> None:
        self.roots: list[Row] = []
        self.rows: list[Row] = []
        self.index: dict[Any, Row] = {}
        self.candidates: dict[Any, list[Row]] = {}
        self.events: list[Event] = []

    # -- rows ---------------------------------------------------------------
    def _index(self, row: Row, event_ctx: tuple[Layer, str | None, Node | None] | None) -> None:
        if not js_truthy(row.id):
            return
        key = id_key(row.id)
        previous = self.index.get(key)
        if previous is not None and event_ctx is not None:
            layer, display, item = event_ctx
            self.events.append(Event(DUPLICATE, layer, display, item, row=row, previous=previous))
        self.index[key] = row
        self.candidates.setdefault(key, []).append(row)

    def add_host_row(self, layer: Layer, row_id: Any, name: Any, group: bool,
                     parent: Row | None = None) -> Row:
        """A row from a host snapshot (no source position)."""
        row = Row(row_id, name, group, layer, parent=parent)
        (parent.children if parent else self.roots).append(row)
        self.rows.append(row)
        self._index(row, (layer, None, None) if self.index.get(id_key(row_id)) is not None else None)
        return row

    def _make_rows(self, nodes: list[Node], layer: Layer, display: str | None, item: Node,
                   parent: Row | None) -> list[Row]:
        made = []
        for node in nodes:
            if not node.is_map:
                self.events.append(Event(NOT_MAPPING, layer, display, node, detail="row"))
                continue
            plain = node.plain()
            row = Row(plain.get("id"), plain.get("name"), plain.get("group"), layer, node=node,
                      display=display, parent=parent, config=plain.get("config"), item=item)
            made.append(row)
            self.rows.append(row)
            cfg = node.get("config")
            if row.is_group and cfg is not None and cfg.is_seq:
                row.children = self._make_rows(cfg.value, layer, display, item, row)
        return made

    def _index_tree(self, rows: list[Row], layer: Layer, display: str | None, item: Node) -> None:
        for row in rows:
            self._index(row, (layer, display, item))
            self.events.append(Event(INSERTED, layer, display, item, row=row))
            if row.children:
                self._index_tree(row.children, layer, display, item)

    # -- items --------------------------------------------------------------
    def apply_item(self, item: Node, layer: Layer, display: str | None) -> None:
        if not item.is_map:
            self.events.append(Event(NOT_MAPPING, layer, display, item, detail="item"))
            return
        id_node = item.get("id")
        row_id = id_node.plain() if id_node is not None else None
        insert = item.get("insert")
        if insert is not None and js_truthy(insert.plain()):
            if not insert.is_seq:
                self.events.append(Event(INSERT_NOT_LIST, layer, display, item))
                return
            parent = None
            if js_truthy(row_id):
                target = self.index.get(id_key(row_id))
                if target is None:
                    self.events.append(Event(INSERT_TARGET_MISSING, layer, display, item, detail=row_id))
                    return
                if not target.is_group:
                    self.events.append(Event(INSERT_TARGET_NOT_GROUP, layer, display, item, target=target))
                    return
                parent = target
            rows = self._make_rows(insert.value, layer, display, item, parent)
            (parent.children if parent else self.roots).extend(rows)
            self._index_tree(rows, layer, display, item)
            return
        if not js_truthy(row_id):
            self.events.append(Event(BARE_ITEM, layer, display, item))
            return
        target = self.index.get(id_key(row_id))
        if target is None:
            self.events.append(Event(OVERRIDE_MISSING, layer, display, item, detail=row_id))
            return
        name_node = item.get("name")
        name = name_node.plain() if name_node is not None else None
        if js_truthy(name) and name != target.name:
            self.events.append(Event(OVERRIDE_NAME_MISMATCH, layer, display, item, target=target, detail=name))
            return
        fields = {k: v for k, v in item.value.items() if k not in ("id", "insert", "name")}
        self.events.append(Event(OVERRIDE_APPLIED, layer, display, item, target=target, detail=fields,
                                 before=target.config))
        if "config" in fields:
            target.config = fields["config"].plain()
        if "group" in fields:
            target.group = fields["group"].plain()

    def apply_file(self, root: Node | None, layer: Layer, display: str | None) -> None:
        if root is None or not root.is_seq:
            return
        for item in root.value:
            self.apply_item(item, layer, display)
