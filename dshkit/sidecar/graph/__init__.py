"""Graph memory for the sidecar: rule-extracted constraints, decisions, artifacts
and progress as a typed graph; a card projected each step; recall, expand and a
model-free compaction checkpoint (docs/memory.md "Graph memory").

Importing this package registers its store migration, so import it before the
store is opened (server.EXTENSIONS does).
"""

from . import schema as _schema  # noqa: F401 - registers the migration
from .checkpoint import checkpoint
from .memory import GraphMemory, GraphSettings, settings_from
from .wiring import METHODS, attach, forget_hook

__all__ = ["METHODS", "GraphMemory", "GraphSettings", "attach", "checkpoint", "forget_hook", "settings_from"]
