"""Consolidation for the memory sidecar: span summaries, work units, the log₁₆ cascade.

Importing this package registers its store migration, so import it before the
store is opened. Model calls go to the host as `llm/complete` requests.
"""

from . import schema as _schema  # noqa: F401 - registers the migration
from .engine import KINDS, Consolidator, consolidation_lines, consolidation_stats
from .fake_model import FakeModel
from .llm import HostError, ModelClient
from .settings import ConsolidationSettings, Route, settings_from
from .wiring import attach

__all__ = [
    "KINDS",
    "ConsolidationSettings",
    "Consolidator",
    "FakeModel",
    "HostError",
    "ModelClient",
    "Route",
    "attach",
    "consolidation_lines",
    "consolidation_stats",
    "settings_from",
]
