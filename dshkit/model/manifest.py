"""package.json, with the fields DSH reads (and positions for diagnostics)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dshkit.model.yamlsrc import Node

HOST_SCOPE = "@deepseek-ai/"
HOST_PACKAGE = HOST_SCOPE + "dsh"  # the host itself: its peer range is a bundle's host line
PRESET_PACKAGE = HOST_PACKAGE + "-agent-preset"  # the module an agent preset row loads (0.1.7+)


def is_host_peer(name: str) -> bool:
    """Peers the 0.1.7+ host checks: ``@deepseek-ai/dsh`` and ``@deepseek-ai/dsh-*``."""
    return name == HOST_PACKAGE or name.startswith(HOST_PACKAGE + "-")


def is_host_package(name: str) -> bool:
    """Packages the host supplies: ``@deepseek-ai/dsh``, the ``dsh-*`` services and
    ``@deepseek-ai/cordis*``. Plain libraries of the scope (schemastery, cosmokit)
    are not services and may be bundled."""
    short = name[len(HOST_SCOPE):] if name.startswith(HOST_SCOPE) else None
    return short is not None and (short in ("dsh", "cordis") or short.startswith(("dsh-", "cordis-")))


@dataclass
class Manifest:
    root: Node  # the package.json mapping
    # What is derived from package.json alone, computed once: the rules ask
    # each bundle's peers a dozen times (trees are read-only after parsing).
    memo: dict = field(default_factory=dict, repr=False, compare=False)

    def node(self, *path: str) -> Node | None:
        node: Node | None = self.root
        for key in path:  # Node.get inlined: rules ask two dozen paths per bundle
            value = node.value
            node = value.get(key) if type(value) is dict else None
            if node is None:
                return None
        return node

    def value(self, *path: str, default: Any = None) -> Any:
        node = self.node(*path)
        return default if node is None else node.plain()

    @property
    def name(self) -> str | None:
        v = self.value("name")
        return v if isinstance(v, str) else None

    @property
    def version(self) -> str | None:
        v = self.value("version")
        return v if isinstance(v, str) else None

    @property
    def is_bundle(self) -> bool:
        return self.node("dsh", "bundle", "patch") is not None

    def patch_entries(self) -> list[tuple[Any, Node]]:
        """``dsh.bundle.patch`` as a list of (value, node): a path, or [0.2] a list."""
        node = self.node("dsh", "bundle", "patch")
        if node is None:
            return []
        if node.is_seq:
            return [(child.plain(), child) for child in node.value]
        return [(node.plain(), node)]

    def deps(self, name: str) -> dict[str, tuple[Any, Node]]:
        """``{package: (range, node)}`` of a dependency field; computed once, read-only."""
        got = self.memo.get(("deps", name))
        if got is None:
            node = self.node(name)
            got = {k: (v.plain(), v) for k, v in node.value.items()} if node is not None and node.is_map else {}
            self.memo[("deps", name)] = got
        return got

    def host_peers(self) -> tuple[tuple[str, Any, Node], ...]:
        """(name, range, node) for the peers the host checks (:func:`is_host_peer`)."""
        got = self.memo.get("host_peers")
        if got is None:
            got = self.memo["host_peers"] = tuple(
                (name, value, node) for name, (value, node) in self.deps("peerDependencies").items()
                if is_host_peer(name))
        return got

    def key_pos(self, *path: str) -> tuple[int, int]:
        """Position of the last key of ``path`` (or of the deepest node found)."""
        node = self.root
        for key in path:
            child = node.get(key) if node.is_map else None
            if child is None:
                return node.line, node.column
            if key == path[-1]:
                k = node.key_node(key)
                return k.line, k.column
            node = child
        return node.line, node.column
