"""YAML read the way the DSH host reads it, with a position on every node.

The entry point: the fast reader (:mod:`dshkit.model.fastyaml`) reads plain
files itself; anything else goes through ruamel.yaml's parser events
(:mod:`dshkit.model.yamlfull`). Both build the values with the host's scalar
rules (:mod:`dshkit.model.yamlscalar`), not ruamel's resolver, into the shared
node types (:mod:`dshkit.model.yamlnode`), re-exported here:

* ``JSON`` — js-yaml 4 ``JSON_SCHEMA`` plus ``!!js`` (``cordis.patch.yml``):
  no merge keys, no timestamps, and any tag other than the JSON ones and
  ``!!js`` is an error.
* ``CORE`` — the ``yaml`` npm package's default YAML 1.2 core schema
  (SKILL.md frontmatter); unknown tags only warn there, so their content is
  kept as written.

``!!js`` scalars become :class:`JsExpr` and are never evaluated.
"""

from __future__ import annotations

from dshkit.model.fastyaml import Unsupported, fast_parse
from dshkit.model.yamlnode import CORE, JS_TAG, JSON, TAG_PREFIX, JsExpr, Node, YamlError
from dshkit.model.yamlscalar import js_key, resolve_plain

__all__ = [
    "CORE", "JSON", "JS_TAG", "TAG_PREFIX", "JsExpr", "Node", "YamlError", "js_key", "resolve_plain",
    "parse_yaml", "parse_yaml_full", "parse_yaml_with_warnings",
]


def parse_yaml(text: str, *, schema: str = JSON) -> Node | None:
    """Parse one YAML document; ``None`` for an empty stream.

    Raises :class:`YamlError` (1-based position) for anything the host's
    loader would throw on: syntax errors, duplicate keys, several documents,
    unknown tags (``JSON`` schema), unresolvable explicit tags.
    Plain patch YAML takes a fast path (:mod:`dshkit.model.fastyaml`) that
    yields the same tree; everything else goes through ruamel.yaml.
    """
    try:
        return fast_parse(text, schema)
    except Unsupported:
        pass
    return parse_yaml_full(text, schema=schema)


def parse_yaml_full(text: str, *, schema: str = JSON) -> Node | None:
    """:func:`parse_yaml` always through ruamel.yaml (the reference path)."""
    root, _ = parse_yaml_with_warnings(text, schema=schema)
    return root


def parse_yaml_with_warnings(text: str, *, schema: str = JSON) -> tuple[Node | None, list[YamlError]]:
    """The ruamel.yaml path, also returning what the ``CORE`` schema only warns about."""
    from dshkit.model.yamlfull import parse_with_warnings  # ruamel.yaml loads on first use

    return parse_with_warnings(text, schema)
