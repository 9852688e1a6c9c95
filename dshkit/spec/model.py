"""What a spec says, once loaded and checked. Positions stay attached for errors."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dshkit.errors import DshkitError, Location

# Problem codes of the spec (``dshkit.yaml:LINE:COL: message [CODE]``).
YAML_SYNTAX = "SPEC001"
SCHEMA = "SPEC002"
HOST_PACKAGE_DEPENDENCY = "SPEC003"
MISSING_FILE = "SPEC004"
UNKNOWN_PRESET = "SPEC005"
SKILL_DRIFT = "SPEC006"
SKILL_INVALID = "SPEC007"
DUPLICATE_ROW_ID = "SPEC008"
BAD_RANGE = "SPEC009"
# SPEC010 (an unpinned skill) is retired: nothing raised it; the number is not reused.
BAD_PRESET = "SPEC011"
BAD_ICON = "SPEC012"
NO_MAIN = "SPEC013"
UNSAFE_PATH = "SPEC014"  # a path that leaves the project, or a file dshkit will not read
BAD_EVOLUTION = "SPEC015"  # memory.evolution that cannot work (no model or checks, a glob or escaping protected path)


@dataclass(frozen=True)
class Pos:
    line: int
    column: int


@dataclass
class RowSpec:
    id: str
    module: str | None
    pos: Pos
    config: Any = None
    has_config: bool = False
    disabled: Any = None  # bool or JsExpr
    inject: Any = None
    isolate: dict | None = None
    intercept: dict | None = None
    rows: list["RowSpec"] | None = None


@dataclass
class SkillSpec:
    path: str
    pos: Pos
    sha256: str | None = None
    sha_pos: Pos | None = None


@dataclass
class HostSpec:
    min: str
    channels: list[str] = field(default_factory=list)
    below: str | None = None
    pos: Pos = Pos(1, 1)


@dataclass
class PackageSpec:
    name: str
    version: str
    description: str | None = None
    license: str | None = None
    author: str | None = None
    homepage: str | None = None
    repository: str | None = None
    keywords: list[str] = field(default_factory=list)
    main: str | None = None
    icon: str | None = None
    locales: dict[str, str] = field(default_factory=dict)
    readme: str | None = None
    files: list[str] = field(default_factory=list)
    client: dict | None = None


@dataclass
class MemorySpec:
    """The ``memory:`` section, defaults filled in (the sidecar's own defaults)."""
    pos: Pos
    row_id: str = "memory"
    python: str = "python3"
    store: str | None = None
    agent_start_bytes: int = 3072
    injection_bytes: int = 3072
    flush_window_ms: int = 120_000
    projection_bytes: int = 600  # graph memory's card per step (0: no card)
    consolidation: dict | None = None  # None = off
    compaction: bool = False  # replace the host's compaction-basic with the graph checkpoint backend
    tools: list[str] = field(default_factory=lambda: ["memory_search", "memory_get", "memory_write",
                                                      "memory_recall", "memory_expand"])
    commands: list[str] = field(default_factory=lambda: ["list", "promote", "forget", "mem"])
    auto_approve: bool = False
    skills: bool = True
    team: dict | None = None  # {url} / {urlEnv}: shared memory on a PostgreSQL server (None = none)
    evolution: dict | None = None  # memory.evolution as written, only when enabled (None = off)


@dataclass
class Spec:
    path: Path  # the dshkit.yaml file
    package: PackageSpec
    host: HostSpec
    host_peers: dict[str, str] = field(default_factory=dict)  # name -> range or "host"
    peer_dependencies: dict[str, str] = field(default_factory=dict)
    dependencies: dict[str, str] = field(default_factory=dict)
    dev_dependencies: dict[str, str] = field(default_factory=dict)
    engines: dict[str, str] = field(default_factory=dict)
    plugins: list[RowSpec] = field(default_factory=list)
    presets: list[tuple[str, Pos]] = field(default_factory=list)
    skills: list[SkillSpec] = field(default_factory=list)
    memory: MemorySpec | None = None
    # source positions of a few values, by dotted path (for later errors)
    positions: dict[str, Pos] = field(default_factory=dict)

    @property
    def root(self) -> Path:
        return self.path.parent

    def error(self, message: str, code: str, pos: Pos | None = None) -> DshkitError:
        pos = pos or Pos(1, 1)
        return DshkitError(message, Location(self.display_path, pos.line, pos.column), code)

    @property
    def display_path(self) -> str:
        return display(self.path)


def display(path: Path) -> str:
    """The path as the user most likely typed it (relative to the cwd if inside)."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
