"""Replay patch layers the way the host's ``applyEntryPatches`` does, recording
what happened to every item so rules can report it.

Semantics mirrored (``vendor/include/src/index.ts``; npm
``@deepseek-ai/cordis-plugin-include`` 1.0.9, the copy bundled into
``@deepseek-ai/dsh-app-boot`` 0.1.0-rc.8 is the same function): the host
applies every layer as ONE flat list in ONE pass over the base rows, with one
id index built up front (depth first, a later id wins) and extended only by
inserts. An item with a truthy ``insert`` appends rows to the root, or with a
truthy ``id`` into group ``id``'s ``config`` (warned and skipped when the
target is missing or not a group; a non-list ``config`` is reset to ``[]``).
Inserted rows are indexed at once, nested rows only under a group row whose
``config`` is a list at that moment. Otherwise an item needs a truthy ``id``;
a missing target or a ``name`` not strictly equal to the target's skips it;
every other field replaces the target's wholesale. Rows a field replacement
brings in are never indexed, and rows it drops stay patchable (invisibly).
Ids compare like a JavaScript ``Map`` key; values use JavaScript truthiness.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dshkit.model.yamlsrc import JsExpr, Node


def js_truthy(value: Any) -> bool:
    # type() tests, strings first: a composition asks this of every id, group
    # and disabled value (values come from readers: exact types, bool is not int)
    kind = type(value)
    if kind is str:
        return value != ""
    if value is None or value is False:
        return False
    if kind is int or kind is float:
        return value != 0 and value == value  # NaN is falsy
    return True  # true, objects, arrays (even empty), JsExpr


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def js_strict_equal(a: Any, b: Any) -> bool:
    """``a === b`` for plain values: objects (``!!js`` included) only equal themselves."""
    if _is_number(a) and _is_number(b):
        return a == b  # 1 === 1.0; NaN !== NaN
    if isinstance(a, (dict, list, JsExpr)) or isinstance(b, (dict, list, JsExpr)):
        return a is b
    return type(a) is type(b) and a == b


def id_key(value: Any) -> Any:
    """The key a JavaScript ``Map`` would use for an id (SameValueZero)."""
    if type(value) is str:
        return ("str", value)  # nearly every id
    if isinstance(value, (dict, list, JsExpr)):
        return ("object", id(value))  # identity: the row keeps the value alive
    if isinstance(value, bool):
        return ("bool", value)
    if _is_number(value):
        return ("number", float(value))  # every JavaScript number is a double
    return (type(value).__name__, value)


@dataclass
class Layer:
    """One patch layer: a host base bundle, a plugin bundle, or a profile's own file."""

    label: str
    kind: str  # "host" | "bundle" | "profile"
    index: int = 0
    owner: Any = None  # the model Bundle, when there is one (check --fix and DSH405 read it)


@dataclass(eq=False, slots=True)  # slotted, like Node: a large profile holds tens of thousands
class Row:
    """One entry as the host holds it: ``data`` is the live object (its
    ``config`` may be a live list of child :class:`Row` and plain values)."""

    id: Any
    name: Any
    layer: Layer
    data: dict = field(default_factory=dict)
    node: Node | None = None  # the row mapping (None for snapshot rows)
    display: str | None = None  # file the row is written in
    parent: "Row | None" = None
    config: Any = None  # plain config value (the last one written)
    item: Node | None = None  # the patch item that inserted it

    @property
    def group(self) -> Any:
        return self.data.get("group")

    @property
    def is_group(self) -> bool:
        return js_truthy(self.group)

    @property
    def children(self) -> list["Row"]:
        cfg = self.data.get("config")
        return [r for r in cfg if isinstance(r, Row)] if isinstance(cfg, list) else []

    def plain(self) -> dict:
        """The entry as the host would mount it."""
        return {k: render(v) if k == "config" else v for k, v in self.data.items()}


def render(value: Any) -> Any:
    """Plain value of a live list / row (``Row`` objects rendered)."""
    if isinstance(value, Row):
        return value.plain()
    if isinstance(value, list):
        return [render(v) for v in value]
    return value


@dataclass(slots=True)
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
    patch: Node | None = None  # the patch item this event belongs to


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
        self.roots: list[Any] = []  # the live root list (rows and any non-row values)
        self.rows: list[Row] = []
        self.index: dict[Any, Row] = {}
        self.candidates: dict[Any, list[Row]] = {}
        self.events: list[Event] = []

    def entries(self) -> list[Any]:
        """The composed entry list, as plain data."""
        return render(self.roots)

    # -- rows ---------------------------------------------------------------
    def _index(self, row: Row, event_ctx: tuple[Layer, str | None, Node | None] | None) -> None:
        if not js_truthy(row.id):
            return
        key = id_key(row.id)
        previous = self.index.get(key)
        if previous is not None and event_ctx is not None:
            layer, display, item = event_ctx
            self.events.append(Event(DUPLICATE, layer, display, item, row=row, previous=previous, patch=item))
        self.index[key] = row
        self.candidates.setdefault(key, []).append(row)

    def add_host_row(self, layer: Layer, row_id: Any, name: Any, group: bool,
                     parent: Row | None = None) -> Row:
        """A row from a host snapshot (no source position)."""
        data = {"id": row_id, "name": name}
        if group:
            data.update(group=True, config=[])
        row = Row(row_id, name, layer, data, parent=parent)
        if parent is None:
            self.roots.append(row)
        else:
            if not isinstance(parent.data.get("config"), list):
                parent.data["config"] = []
            parent.data["config"].append(row)
        self.rows.append(row)
        self._index(row, (layer, None, None) if self.index.get(id_key(row_id)) is not None else None)
        return row

    def _make_rows(self, values: list, nodes: list | None, layer: Layer, display: str | None,
                   item: Node | None, parent: Row | None) -> list:
        """Live entries for inserted values; group rows' list configs become rows too."""
        made: list = []
        for i, value in enumerate(values):
            node = nodes[i] if nodes is not None else None
            if not isinstance(value, dict):
                # Pushed as is; a null one makes the host's indexing throw.
                self.events.append(Event(NOT_MAPPING, layer, display, node if node is not None else item,
                                         detail="row", patch=item))
                made.append(value)
                continue
            data = dict(value)
            row = Row(value.get("id"), value.get("name"), layer, data, node=node, display=display,
                      parent=parent, config=value.get("config"), item=item)
            self.rows.append(row)
            cfg = value.get("config")
            if isinstance(cfg, list):
                if row.is_group:
                    cfg_node = node.get("config") if node is not None else None
                    child_nodes = cfg_node.value if cfg_node is not None and cfg_node.is_seq else None
                    data["config"] = self._make_rows(cfg, child_nodes, layer, display, item, row)
                else:
                    data["config"] = list(cfg)  # a live list a later insert may push into
            made.append(row)
        return made

    def _index_tree(self, rows: list, layer: Layer, display: str | None, item: Node | None,
                    events: bool = True) -> None:
        where = (layer, display, item)
        for row in rows:
            if not isinstance(row, Row):
                continue
            self._index(row, where)
            if events:
                self.events.append(Event(INSERTED, layer, display, item, row=row, patch=item))
            if isinstance(row.data.get("config"), list):  # only a list config holds child rows
                self._index_tree(row.children, layer, display, item, events)

    def load_entries(self, entries: list, layer: Layer) -> None:
        """Base rows as plain data (the host's root config), indexed depth first."""
        rows = self._make_rows(entries, None, layer, None, None, None)
        self.roots.extend(rows)
        self._index_tree(rows, layer, None, None, events=False)

    # -- items --------------------------------------------------------------
    def apply_item(self, item: Node, layer: Layer, display: str | None) -> None:
        if not item.is_map:
            self.events.append(Event(NOT_MAPPING, layer, display, item, detail="item", patch=item))
            return
        id_node = item.get("id")
        row_id = id_node.plain() if id_node is not None else None
        insert = item.get("insert")
        if insert is not None and js_truthy(insert.plain()):
            self._insert(item, insert, row_id, layer, display)
            return
        if not js_truthy(row_id):
            self.events.append(Event(BARE_ITEM, layer, display, item, patch=item))
            return
        target = self.index.get(id_key(row_id))
        if target is None:
            self.events.append(Event(OVERRIDE_MISSING, layer, display, item, detail=row_id, patch=item))
            return
        name_node = item.get("name")
        name = name_node.plain() if name_node is not None else None
        if js_truthy(name) and not js_strict_equal(name, target.name):
            self.events.append(Event(OVERRIDE_NAME_MISMATCH, layer, display, item, target=target, detail=name,
                                     patch=item))
            return
        fields = {k: v for k, v in item.value.items() if k not in ("id", "insert", "name")}
        self.events.append(Event(OVERRIDE_APPLIED, layer, display, item, target=target, detail=fields,
                                 before=target.config, patch=item))
        for key, node in fields.items():
            value = node.plain()
            # The host assigns the patch's own object: a list stays live (and unindexed).
            target.data[key] = list(value) if isinstance(value, list) else value
        if "config" in fields:
            target.config = fields["config"].plain()

    def _insert(self, item: Node, insert: Node, row_id: Any, layer: Layer, display: str | None) -> None:
        parent = None
        if js_truthy(row_id):
            target = self.index.get(id_key(row_id))
            if target is None:
                self.events.append(Event(INSERT_TARGET_MISSING, layer, display, item, detail=row_id, patch=item))
                return
            if not target.is_group:
                self.events.append(Event(INSERT_TARGET_NOT_GROUP, layer, display, item, target=target, patch=item))
                return
            parent = target
            if not isinstance(target.data.get("config"), list):
                target.data["config"] = []
        into = parent.data["config"] if parent is not None else self.roots
        if not insert.is_seq:
            # A string spreads into its characters; anything else makes the host throw.
            self.events.append(Event(INSERT_NOT_LIST, layer, display, item, patch=item))
            if isinstance(insert.value, str):
                into.extend(insert.value)
            return
        rows = self._make_rows(insert.plain(), insert.value, layer, display, item, parent)
        into.extend(rows)
        self._index_tree(rows, layer, display, item)

    def apply_file(self, root: Node | None, layer: Layer, display: str | None) -> None:
        if root is None or not root.is_seq:
            return
        for item in root.value:
            self.apply_item(item, layer, display)
