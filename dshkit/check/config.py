"""Configuration: ``[tool.dshkit.check]`` in pyproject.toml or ``.dshkit.yaml``
(key ``check:`` or top level), found in the working directory or above.

Keys: ``disable`` (list of rule ids or names), ``fail-on``, ``host``, ``surface``.
"""

from __future__ import annotations

from pathlib import Path

from dshkit.check.context import SURFACES
from dshkit.errors import DshkitError, Location
from dshkit.fsutil import MAX_TEXT_BYTES, UnsafeFile, read_regular
from dshkit.model.limits import parse_bounded
from dshkit.model.problem import SEVERITIES
from dshkit.model.yamlsrc import CORE, YamlError

KEYS = {"disable", "fail-on", "host", "surface"}
FAIL_ON = (*SEVERITIES, "never")  # the lowest severity that fails a run, or never


def _one_of(values: tuple[str, ...]) -> str:
    return ", ".join(values[:-1]) + " or " + values[-1]


def _read(path: Path) -> str:
    """A regular file only (a FIFO would block), size-capped: docs/limits.md."""
    return read_regular(path, MAX_TEXT_BYTES).decode("utf-8")


def _from_pyproject(path: Path) -> dict | None:
    try:
        import tomllib
    except ImportError:  # Python 3.10: no TOML reader in the stdlib; use .dshkit.yaml
        return None
    try:
        data = tomllib.loads(_read(path))
    except (OSError, ValueError, UnsafeFile) as exc:
        raise DshkitError(f"cannot read configuration: {exc}", Location(str(path)), "DSH002") from None
    section = data.get("tool", {}).get("dshkit", {}).get("check")
    return section if isinstance(section, dict) else None


def _from_yaml(path: Path) -> dict | None:
    try:
        root = parse_bounded(_read(path), CORE)
    except (OSError, ValueError, UnsafeFile) as exc:
        raise DshkitError(f"cannot read configuration: {exc}", Location(str(path)), "DSH002") from None
    except YamlError as exc:
        raise DshkitError(f"invalid YAML: {exc.message}", Location(str(path), exc.line, exc.column),
                          "DSH002") from None
    data = root.plain() if root is not None else {}
    if not isinstance(data, dict):
        raise DshkitError("configuration must be a mapping", Location(str(path), 1, 1), "DSH002")
    section = data.get("check", data)
    return section if isinstance(section, dict) else {}


def find_config(start: Path) -> tuple[dict, Path | None]:
    for directory in [start, *start.parents]:
        yml = directory / ".dshkit.yaml"
        if yml.is_file():
            return _validate(_from_yaml(yml) or {}, yml), yml
        pyproject = directory / "pyproject.toml"
        if pyproject.is_file():
            section = _from_pyproject(pyproject)
            if section is not None:
                return _validate(section, pyproject), pyproject
    return {}, None


def load_config(path: Path) -> dict:
    if path.name == "pyproject.toml":
        return _validate(_from_pyproject(path) or {}, path)
    return _validate(_from_yaml(path) or {}, path)


def _validate(section: dict, path: Path) -> dict:
    unknown = set(section) - KEYS
    if unknown:
        raise DshkitError(f"unknown dshkit check setting(s): {', '.join(sorted(unknown))} "
                          f"(known: {', '.join(sorted(KEYS))})", Location(str(path)), "DSH002")
    disable = section.get("disable", [])
    if isinstance(disable, str):
        disable = [disable]
    if not isinstance(disable, list) or not all(isinstance(c, str) for c in disable):
        raise DshkitError("'disable' must be a list of rule ids", Location(str(path)), "DSH002")
    if "surface" in section and section["surface"] not in SURFACES:
        raise DshkitError(f"'surface' must be {_one_of(SURFACES)}", Location(str(path)), "DSH002")
    if section.get("fail-on", "error") not in FAIL_ON:
        raise DshkitError(f"'fail-on' must be {_one_of(FAIL_ON)}", Location(str(path)), "DSH002")
    out = dict(section)
    out["disable"] = disable
    return out
