"""package.json as npm sees it while packing (``@npmcli/package-json`` normalize steps).

``npm pack`` never reads the raw ``bin``: arborist and pacote both load the
manifest through ``PackageJson.normalize``, which turns a string ``bin`` into
``{name: bin}``, an array into ``{basename: path}``, cleans every key to a base
name and every target to a root-relative POSIX path (``\\`` and ``:`` become
``/``, ``..`` cannot escape), drops what is left empty — and, when there is no
``bin`` but a ``directories.bin``, lists that directory (``glob('**')``: files,
sub-directories and symlinks, not dot-names) into ``bin``. The strict "always
include" rules of npm-packlist and pacote's executable bit both read this result.
"""

from __future__ import annotations

import os
from pathlib import Path


class NpmCannotPack(Exception):
    """A package.json on which npm itself throws while packing (reported, not guessed)."""


def js_truthy(value) -> bool:
    return not (value is None or value is False or value == 0 and not isinstance(value, (list, dict))
                or value == "")


def js_string(value) -> str:
    """``String(value)`` for the JSON types (what a template literal does)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return ",".join("" if v is None else js_string(v) for v in value)
    if isinstance(value, dict):
        return "[object Object]"
    return str(value)


def node_normalize(path: str) -> str:
    """Node's ``path.posix.normalize`` (keeps a trailing slash, unlike ``posixpath``)."""
    if not path:
        return "."
    absolute = path.startswith("/")
    trailing = path.endswith("/")
    out: list[str] = []
    for seg in path.split("/"):
        if seg in ("", "."):
            continue
        if seg == "..":
            if out and out[-1] != "..":
                out.pop()
            elif not absolute:
                out.append("..")
            continue
        out.append(seg)
    body = "/".join(out)
    if not body and not absolute:
        body = "."
    if body and trailing:
        body += "/"
    return "/" + body if absolute else body


def node_basename(path: str) -> str:
    stripped = path.rstrip("/")
    if not stripped:
        return ""
    return stripped.rsplit("/", 1)[-1]


def _unixify(ref: str) -> str:
    return ref.replace("\\", "/").replace(":", "/")


def secure_path(ref: str) -> str:
    """``secureAndUnixifyPath``: a root-relative path, or '' for the root itself."""
    secured = _unixify(node_normalize("./" + node_normalize("/" + _unixify(ref))))
    return "" if secured.startswith("./") else secured


def _js_key_order(keys: list[str]) -> list[str]:
    """Object key order in JS: array-index keys ascending, then insertion order."""
    def is_index(k: str) -> bool:
        return k.isdigit() and k.isascii() and (k == "0" or not k.startswith("0")) and int(k) < 2 ** 32 - 1
    return sorted((k for k in keys if is_index(k)), key=int) + [k for k in keys if not is_index(k)]


def _normalize_bin(manifest: dict) -> dict[str, str] | None:
    bins = manifest.get("bin")
    if not js_truthy(bins):
        return None
    if isinstance(bins, str):
        if not js_truthy(manifest.get("name")):
            return None
        bins = {js_string(manifest["name"]): bins}
    elif isinstance(bins, list):
        out = {}
        for k in bins:
            if not isinstance(k, str):
                raise NpmCannotPack("bin array with a non-string entry")
            out[node_basename(k)] = k
        bins = out
    if not isinstance(bins, dict):
        return None
    result = dict(bins)
    for key in _js_key_order(list(result)):
        if key not in result:
            continue
        value = result[key]
        if not isinstance(value, str):
            del result[key]
            continue
        base = node_basename(secure_path(key))
        if not base:
            del result[key]
            continue
        target = secure_path(value)
        if not target:
            del result[key]
            continue
        if base != key:
            del result[key]
        result[base] = target
    ordered = {k: result[k] for k in _js_key_order(list(result))}
    return ordered or None


def _glob_bin_dir(directory: Path) -> list[str]:
    """``glob('**', {cwd})`` minus '.' and dot-names: files, dirs, links; no dot-dirs, no link-following."""
    out: list[str] = []
    if not directory.is_dir():
        return out

    def walk(path: Path, prefix: str) -> None:
        try:
            entries = os.listdir(path)
        except OSError:
            return
        for name in entries:
            if name.startswith("."):
                continue
            rel = prefix + name
            out.append(rel)
            full = path / name
            if full.is_dir() and not full.is_symlink():
                walk(full, rel + "/")

    walk(directory, "")
    return out


def normalized_bins(manifest: dict, root: Path) -> dict[str, str] | None:
    """The ``bin`` map npm packs with (None when there is none)."""
    directories = manifest.get("directories")
    if (isinstance(directories, dict) and js_truthy(directories.get("bin"))
            and not js_truthy(manifest.get("bin"))):
        bin_dir = directories["bin"]
        if not isinstance(bin_dir, str):
            raise NpmCannotPack("directories.bin is not a string")
        bin_path = secure_path(bin_dir)
        bins: dict[str, str] = {}
        for rel in _glob_bin_dir(root / bin_path if bin_path else root):
            bins[node_basename(rel)] = f"{bin_path}/{secure_path(rel)}"
        return bins
    return _normalize_bin(manifest)


def is_package_bin(bins: dict[str, str] | None, path: str) -> bool:
    """pacote's ``isPackageBin``: the path *minus its first segment* equals a bin target.

    So ``"bin": {"a": "cli.js"}`` marks ``cli.js`` and ``sub/cli.js`` executable,
    while ``bin/run.js`` matches only a target ``run.js``.
    """
    if not bins:
        return False
    stripped = path
    for i, ch in enumerate(path):
        if ch == "\\":
            break
        if ch == "/":
            stripped = path[i + 1:]
            break
    return stripped in bins.values()
