"""The CORE-schema reader (SKILL.md frontmatter): ruamel.yaml's parser events
composed into :class:`~dshkit.model.yamlnode.Node` trees with the host's
scalar rules.

The host reads frontmatter with the ``yaml`` npm package, a YAML 1.2 parser
that ruamel.yaml is much closer to than js-yaml is; patch files (the ``JSON``
schema) are read by the js-yaml port, :mod:`dshkit.model.jsyaml`. Kept apart
from the entry point (:mod:`dshkit.model.yamlsrc`) so ruamel.yaml is imported
only when a frontmatter needs it.
"""

from __future__ import annotations

from typing import Any, Iterator

from ruamel.yaml import YAML
from ruamel.yaml import events as ev
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from dshkit.model.yamlnode import JS_TAG, JSON, TAG_PREFIX, JsExpr, Node, YamlError
from dshkit.model.yamlscalar import NULLS, js_key, resolve_plain

_JSON_TAGS = {TAG_PREFIX + t for t in ("str", "seq", "map", "null", "bool", "int", "float")}


def _new_parser() -> YAML:
    return YAML(typ="safe", pure=True)


# Reused for speed; replaced after any failure, since ruamel's reader/scanner
# keep state from an aborted parse.
_PARSER = _new_parser()


def _pos(event: Any) -> tuple[int, int]:
    mark = event.start_mark
    return mark.line + 1, mark.column + 1


def _tag_of(event: Any) -> str | None:
    tag = getattr(event, "tag", None)
    if tag is None:
        return None
    return str(getattr(tag, "value", tag))


class _Composer:
    def __init__(self, schema: str, source: str):
        self.schema = schema
        self.anchors: dict[str, Node] = {}
        self.warnings: list[YamlError] = []
        self.source = source

    def node(self, event: Any, events: Iterator[Any]) -> Node:
        line, col = _pos(event)
        if isinstance(event, ev.AliasEvent):
            target = self.anchors.get(event.anchor)
            if target is None:
                raise YamlError(f'unidentified alias "{event.anchor}"', line, col)
            return target
        tag = _tag_of(event)
        if isinstance(event, ev.ScalarEvent):
            node = Node(self.scalar(event, tag, line, col), line, col, tag)
        elif isinstance(event, ev.SequenceStartEvent):
            self.check_collection_tag(tag, "seq", line, col)
            node = Node([], line, col, tag)
            self.remember(event, node)
            for child in iter(lambda: next(events), None):
                if isinstance(child, ev.SequenceEndEvent):
                    break
                node.value.append(self.node(child, events))
            return node
        elif isinstance(event, ev.MappingStartEvent):
            self.check_collection_tag(tag, "map", line, col)
            node = Node({}, line, col, tag, keys={})
            self.remember(event, node)
            while True:
                key_event = next(events)
                if isinstance(key_event, ev.MappingEndEvent):
                    break
                key_node = self.node(key_event, events)
                value_node = self.node(next(events), events)
                key = self.key_string(key_node)
                if key in node.value:
                    raise YamlError("duplicated mapping key", key_node.line, key_node.column)
                node.value[key] = value_node
                node.keys[key] = key_node
            return node
        else:  # pragma: no cover - the parser emits nothing else here
            raise YamlError(f"unexpected YAML event {type(event).__name__}", line, col)
        self.remember(event, node)
        return node

    def remember(self, event: Any, node: Node) -> None:
        if getattr(event, "anchor", None):
            self.anchors[event.anchor] = node

    def key_string(self, key: Node) -> str:
        if isinstance(key.value, dict):
            return "[object Object]"
        if isinstance(key.value, list):
            return ",".join(js_key(c.value) if c.is_scalar else "[object Object]" for c in key.value)
        return js_key(key.value)

    def check_collection_tag(self, tag: str | None, kind: str, line: int, col: int) -> None:
        if tag is None or tag == "!" or tag == TAG_PREFIX + kind:
            return
        self.unknown_tag(tag, line, col)

    def unknown_tag(self, tag: str, line: int, col: int) -> None:
        err = YamlError(f"unknown tag !<{tag}>", line, col)
        if self.schema == JSON:
            raise err
        self.warnings.append(err)

    def scalar(self, event: Any, tag: str | None, line: int, col: int) -> Any:
        text = event.value
        plain = event.style is None
        if tag is None:
            return resolve_plain(text, self.schema) if plain else text
        if tag == "!":
            return text
        if tag == JS_TAG and self.schema == JSON:
            return JsExpr(text)
        if tag == TAG_PREFIX + "str":
            return text
        if tag in _JSON_TAGS:
            kind = tag[len(TAG_PREFIX):]
            value = resolve_plain(text, self.schema) if text != "" or kind == "null" else text
            ok = {
                "null": value is None and (text in NULLS or (text == "" and plain)),
                "bool": isinstance(value, bool),
                "int": isinstance(value, int) and not isinstance(value, bool),
                "float": isinstance(value, (int, float)) and not isinstance(value, bool),
            }.get(kind, False)
            if not ok:
                if self.schema == JSON:
                    raise YamlError(f"cannot resolve a node with !<{tag}> explicit tag", line, col)
                return text
            return float(value) if kind == "float" else value
        self.unknown_tag(tag, line, col)
        return text


def parse_with_warnings(text: str, schema: str) -> tuple[Node | None, list[YamlError]]:
    global _PARSER
    try:
        return _parse(text, schema)
    except BaseException:
        _PARSER = _new_parser()
        raise


def _parse(text: str, schema: str) -> tuple[Node | None, list[YamlError]]:
    composer = _Composer(schema, text)
    root: Node | None = None
    docs = 0
    try:
        events = iter(_PARSER.parse(text))
        for event in events:
            if isinstance(event, ev.DocumentStartEvent):
                docs += 1
                if docs > 1:
                    line, col = _pos(event)
                    raise YamlError("expected a single document in the stream, but found more", line, col)
                composer.anchors.clear()
                first = next(events)
                if isinstance(first, ev.DocumentEndEvent):
                    continue
                root = composer.node(first, events)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        msg = " ".join(p for p in (exc.context, exc.problem) if p) or str(exc)
        if mark is None:
            raise YamlError(msg) from None
        raise YamlError(msg, mark.line + 1, mark.column + 1) from None
    except YAMLError as exc:
        raise YamlError(str(exc).strip().splitlines()[0] if str(exc).strip() else "invalid YAML") from None
    return root, composer.warnings
