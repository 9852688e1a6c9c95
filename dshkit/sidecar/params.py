"""Checking request params without third-party validators.

The JSON Schemas in ``schemas/protocol/`` are the specification (tests validate
real traffic against them); these helpers enforce the same constraints at
runtime with messages that name the offending field.
"""

from __future__ import annotations

from typing import Any

from dshkit.sidecar.rpc import INVALID_PARAMS, RpcError

_MISSING = object()


def obj(params: Any) -> dict:
    if params is None:
        return {}
    if not isinstance(params, dict):
        raise RpcError(INVALID_PARAMS, "params must be an object")
    return params


def known(p: dict, allowed: frozenset[str]) -> dict:
    """An unknown param is an error naming it (and the closest known name): a
    misspelt ``kind`` for ``type`` must not silently become the default."""
    extra = p.keys() - allowed
    if extra:
        import difflib  # only on the error path

        key = sorted(extra)[0]
        close = difflib.get_close_matches(key, sorted(allowed), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise RpcError(INVALID_PARAMS, f"unknown param {key!r}{hint}; known: {', '.join(sorted(allowed)) or 'none'}",
                       {"param": key})
    return p


def _get(p: dict, key: str, types: tuple, what: str, required: bool, default: Any) -> Any:
    value = p.get(key, _MISSING)
    if value is _MISSING or (value is None and not required):
        if required:
            raise RpcError(INVALID_PARAMS, f"missing required param {key!r}", {"param": key})
        return default
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        raise RpcError(INVALID_PARAMS, f"param {key!r} must be {what}", {"param": key})
    return value


MAX_STRING = 1 << 20  # a string param's default max_len


def string(p: dict, key: str, *, required: bool = False, default: Any = None,
           nonempty: bool = False, max_len: int = MAX_STRING) -> Any:
    v = _get(p, key, (str,), "a string", required, default)
    if isinstance(v, str):
        if nonempty and not v.strip():
            raise RpcError(INVALID_PARAMS, f"param {key!r} must not be empty", {"param": key})
        if len(v) > max_len:
            raise RpcError(INVALID_PARAMS, f"param {key!r} is longer than {max_len}", {"param": key})
    return v


INT_MIN, INT_MAX = -(1 << 63), (1 << 63) - 1  # SQLite's integers: a larger one is out of range, not an OverflowError


def integer(p: dict, key: str, *, required: bool = False, default: Any = None,
            minimum: int = INT_MIN, maximum: int = INT_MAX) -> Any:
    v = _get(p, key, (int,), "an integer", required, default)
    if isinstance(v, int):
        if v < max(minimum, INT_MIN) or v > min(maximum, INT_MAX):
            raise RpcError(INVALID_PARAMS, f"param {key!r} is out of range", {"param": key})
    return v


def boolean(p: dict, key: str, *, default: bool = False) -> bool:
    return _get(p, key, (bool,), "a boolean", False, default)


def mapping(p: dict, key: str, *, required: bool = False, default: Any = None) -> Any:
    return _get(p, key, (dict,), "an object", required, default)


def strings(p: dict, key: str, *, default: Any = None, max_items: int = 64) -> Any:
    v = _get(p, key, (list,), "an array of strings", False, default)
    if isinstance(v, list):
        if len(v) > max_items or not all(isinstance(x, str) for x in v):
            raise RpcError(INVALID_PARAMS, f"param {key!r} must be an array of at most "
                           f"{max_items} strings", {"param": key})
    return v


def one_of(p: dict, key: str, choices: tuple[str, ...], *, default: Any = None,
           required: bool = False) -> Any:
    v = string(p, key, required=required, default=default)
    if v is not None and v not in choices:
        raise RpcError(INVALID_PARAMS, f"param {key!r} must be one of {', '.join(choices)}",
                       {"param": key})
    return v
