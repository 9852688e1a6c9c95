"""Team memory: shared knowledge on a PostgreSQL server (docs/memory.md "Team memory").

- ``origin``: a session's team project, the normalised ``origin`` URL;
- ``conninfo``: the server's address and credentials (URL, libpq environment, ~/.pgpass);
- ``remote``: the entries on the server (pg8000, imported lazily), one key one truth by a
  unique index, full-text search with the local index's analysis;
- ``cache``: the active entries on this machine, refreshed in the background;
- ``logs``: the opt-in copy of the conversation log (``settings.team.shareLogs``);
- ``wiring``: ``attach`` registers the store as ``sidecar.remote_stores["team"]``.
"""

from .logs import forget_hook
from .wiring import attach

__all__ = ["attach", "forget_hook"]
