"""sha256 without loading OpenSSL when the interpreter has its builtin copy.

``import hashlib`` loads libcrypto (several ms of cold start); the builtin
``_sha256`` / ``_sha2`` module gives the same digests.
"""

from __future__ import annotations

try:  # CPython <= 3.11
    from _sha256 import sha256 as _sha256  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - CPython >= 3.12, or no builtin module
    try:
        from _sha2 import sha256 as _sha256  # type: ignore[import-not-found,no-redef]
    except ImportError:
        from hashlib import sha256 as _sha256  # type: ignore[assignment]


def sha256_hex(data: bytes) -> str:
    return _sha256(data).hexdigest()


def sha256(data: bytes = b""):
    """A sha256 object, like ``hashlib.sha256(data)``."""
    return _sha256(data)
