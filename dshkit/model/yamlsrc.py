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

from dshkit.model.fastyaml import Unsupported, fast_read
from dshkit.model.jsyaml import load as jsyaml_load
from dshkit.model.yamlnode import CORE, JS_TAG, JSON, TAG_PREFIX, JsExpr, Node, YamlError
from dshkit.model.yamlscalar import js_key, resolve_plain

__all__ = [
    "CORE", "JSON", "JS_TAG", "TAG_PREFIX", "JsExpr", "Node", "YamlError", "js_key", "resolve_plain",
    "parse_yaml", "parse_yaml_full", "parse_yaml_with_warnings", "read_yaml",
]


def parse_yaml(text: str, *, schema: str = JSON) -> Node | None:
    """Parse one YAML document; ``None`` for an empty stream or document.

    Raises :class:`YamlError` (1-based position) for anything the host's
    loader would throw on: syntax errors, duplicate keys, several documents,
    unknown tags (``JSON`` schema), unresolvable explicit tags; and for
    anything a reader itself fails on (never another exception).
    Plain YAML takes a fast path (:mod:`dshkit.model.fastyaml`) that yields
    the same tree; everything else goes through :func:`parse_yaml_full`.
    """
    return read_yaml(text, schema)[0]


def read_yaml(text: str, schema: str = JSON) -> tuple[Node | None, int | None]:
    """:func:`parse_yaml`, and what the reader knows of the tree's shape: the
    depth of its deepest collection when the fast reader read it (no aliases,
    at most one node per character: :func:`~dshkit.model.fastyaml.fast_read`),
    None when a reference reader did (aliases possible)."""
    try:
        return fast_read(text, schema)
    except Unsupported:
        pass
    return parse_yaml_full(text, schema=schema), None


def parse_yaml_full(text: str, *, schema: str = JSON) -> Node | None:
    """:func:`parse_yaml` without the fast path: the reference readers.

    ``JSON``: the port of js-yaml's loader (:mod:`dshkit.model.jsyaml`), as
    the host reads patch files. ``CORE``: ruamel.yaml, whose YAML 1.2 reading
    is closer to the ``yaml`` npm package the host reads SKILL.md with.
    """
    if schema == JSON:
        return _guarded(jsyaml_load, text)
    root, _ = parse_yaml_with_warnings(text, schema=schema)
    return root


def parse_yaml_with_warnings(text: str, *, schema: str = JSON) -> tuple[Node | None, list[YamlError]]:
    """The ruamel.yaml path, also returning what the ``CORE`` schema only warns about."""
    from dshkit.model.yamlfull import parse_with_warnings  # ruamel.yaml loads on first use

    return _guarded(parse_with_warnings, text, schema)


def _guarded(reader, *args):
    """Run a reader so that its own failures are YAML errors, not tracebacks.

    ruamel.yaml asserts on ``%YAML 1.3`` and any deep nesting can exhaust the
    stack: the file is still the author's problem to fix, so it gets a
    located finding like any other unreadable YAML."""
    try:
        return reader(*args)
    except YamlError:
        raise
    except RecursionError:
        raise YamlError("YAML nested too deeply to read", 1, 1) from None
    except Exception as exc:  # noqa: BLE001 - a reader's bug must not become the user's traceback
        raise YamlError(f"YAML could not be read ({type(exc).__name__}: {exc})", 1, 1) from None
