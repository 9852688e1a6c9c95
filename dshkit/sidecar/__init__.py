"""dshkit memory sidecar: a standard-library-only process that logs DSH sessions
into a SQLite store and answers recall/injection requests over JSON-RPC (stdio).

Nothing in this package may import third-party modules or other parts of dshkit:
it must run from a zipapp on a bare python3 >= 3.10.
"""

VERSION = "0.1.0"
PROTOCOL_VERSION = 1
