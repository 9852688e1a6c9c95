"""Controlled evolution (docs/evolution.md): the agent refines its own guidance
components, one edit at a time, gated by the project's real acceptance checks,
tried in the shadow, adopted or rolled back; off unless enabled.

Importing the package registers its migration (``evolution-0001``), so import it
before the store is opened (server.EXTENSIONS does). Its methods are not in a
module-level ``METHODS``: ``attach`` registers them only when evolution is enabled.
"""

from . import ledger as _ledger  # noqa: F401 - registers the migration
from .deviations import forget_hook
from .wiring import attach

__all__ = ["attach", "forget_hook"]
