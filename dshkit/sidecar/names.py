"""Entry names the core writes, and the one rule that sorts a name into its layer.

An entry is *operational* (the log layer, ``layer='op'``: messages, span and
archive summaries, session nodes, dream-run markers) or *knowledge*
(``layer='k'``: work units, written memories). The store stamps the layer from
the name when the entry is written; search leaves the log layer out unless
asked, and consolidation never relates a work unit to it (docs/memory.md
"Names and layers"). The name alone decides: a tag cannot move an entry
between layers, and a knowledge name that merely starts with the same letters
(``sumo-wrestling``, ``message-queue-notes``) stays knowledge.
"""

from __future__ import annotations

import re

# msg-<sid>-<N>, sum-<sid>-<from>-<to>, sum<N>-<hex>, session-<sid>, and the
# markers a hypatia dream run leaves
OPERATIONAL_NAME = re.compile(r"^(?:msg-|sum\d*-|session-|hypatia-dream-run-)")


def is_operational(name: str) -> bool:
    """Whether an entry of this name belongs to the log layer."""
    return OPERATIONAL_NAME.match(name) is not None


def message_name(session_id: str, ordinal: int) -> str:
    """A logged message: ``msg-<sid>-<N>``, N counted per session from 0."""
    return f"msg-{session_id}-{ordinal}"


def session_node_name(session_id: str) -> str:
    """The node a session's messages ``belongTo`` (written once it has a title or summary)."""
    return f"session-{session_id}"
