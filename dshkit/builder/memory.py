"""The ``memory:`` section -> the files and the rows that run the sidecar inside DSH.

A memory bundle gets, under ``dshkit-memory/``:

- ``index.js``, ``host.js`` (and ``summarizer.js`` with ``memory.compaction``): static
  ES modules from ``dshkit/builder/js/``, copied byte for byte — the file ``node
  --check``, ``node --test`` and the host load is the one in this package. No npm
  imports: Node built-ins, ctx services and the host's own packages.
- ``bundle.json``: the few per-bundle values those modules read (names, the settings
  namespace, defaults = the row config, skill folders), generated here;
- ``sidecar.pyz``: the standard-library sidecar as one zipapp, written byte-for-byte
  reproducibly (sorted entries, fixed timestamps, sources only).

And a plugin row (``memory.rowId``, default ``memory``) loading the entry through the
package's ``./memory`` export, whose ``config`` carries every setting (patchable per
profile). With ``memory.compaction`` a second row loads ``./summarizer``, which takes
over the summarize() hook of the host's own compaction engine at runtime; the host's
``compaction-basic`` row is left enabled, so a profile always has a compaction.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path

from dshkit.builder.vendor import distribution_files
from dshkit.resources import builder_js
from dshkit.spec.model import MemorySpec, Spec

DIR = "dshkit-memory"
ENTRY = f"{DIR}/index.js"
HOST_ADAPTER = f"{DIR}/host.js"
SUMMARIZER_ENTRY = f"{DIR}/summarizer.js"
SUMMARIZER_EXPORT = "./summarizer"
VALUES = f"{DIR}/bundle.json"
SIDECAR = f"{DIR}/sidecar.pyz"
EXPORT = "./memory"
EVOLVE_ENTRY = f"{DIR}/evolve.js"
# bundle file -> the static module it is a copy of (dshkit/builder/js/)
STATIC = {ENTRY: "memory-entry.js", HOST_ADAPTER: "memory-host.js", SUMMARIZER_ENTRY: "memory-summarizer.js"}
# shipped only by a bundle with ``memory.evolution`` enabled: the entry's evolution side
# and the C7/C8 sandbox with its child runner (each finds the other by its own file name)
EVOLUTION_STATIC = {EVOLVE_ENTRY: "memory-evolve.js", f"{DIR}/sandbox.js": "evolve-sandbox.js",
                    f"{DIR}/sandbox-runner.js": "evolve-sandbox-runner.js"}
# 1985-10-26 08:15, npm's fixed mtime: any fixed value makes the archive reproducible.
_ZIP_TIME = (1985, 10, 26, 8, 15, 0)
_STUB_INIT = '"""dshkit (sidecar-only zipapp build)."""\n'
_MAIN = "from dshkit.sidecar.server import main\n\nmain()\n"


# dshkit's own SKILL.md reader and what it imports (all standard library): with
# memory.evolution the sidecar checks a C6 skill candidate by the rules `dshkit check`
# applies, from the same source, instead of a second copy of them. Left out on purpose:
# model/yamlfull.py (ruamel.yaml, imported lazily for frontmatter the fast reader cannot
# read); without it such a candidate is refused (evolution/structure.py).
SKILL_READER = ("fsutil.py", "errors.py", "model/__init__.py", "model/skill.py", "model/limits.py", "model/problem.py",
                "model/yamlsrc.py", "model/fastyaml.py", "model/jsyaml.py", "model/yamlnode.py",
                "model/yamlscalar.py")


def sidecar_pyz(team: bool = False, evolution: bool = False) -> bytes:
    """The sidecar package as a zipapp: ``dshkit/sidecar/**.py`` and its data files
    ``**.json`` (graph/statement_weights.json, read with pkgutil) (no ``zipapp.py``,
    no bytecode: it would tie the archive to the building interpreter) plus a stub
    ``dshkit/__init__.py`` and ``__main__.py``. Runs as ``python3 -I -S sidecar.pyz``.
    ``team``: the team store's PostgreSQL driver goes in too, with its licences
    (dshkit.builder.vendor), only for a spec with ``memory.team``. ``evolution``:
    the SKILL.md reader (:data:`SKILL_READER`), only for an enabled ``memory.evolution``."""
    src = Path(__file__).resolve().parent.parent / "sidecar"
    files = {"__main__.py": _MAIN.encode(), "dshkit/__init__.py": _STUB_INIT.encode()}
    if team:
        files.update(distribution_files())
    if evolution:
        for rel in SKILL_READER:
            files["dshkit/" + rel] = (src.parent / rel).read_bytes()
    for path in sorted(p for p in src.rglob("*") if p.suffix in (".py", ".json")):
        rel = path.relative_to(src).as_posix()
        if rel == "zipapp.py" or "__pycache__" in rel:
            continue
        files["dshkit/sidecar/" + rel] = path.read_bytes()
    buf = io.BytesIO()
    buf.write(b"#!/usr/bin/env python3\n")
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, files[name], compresslevel=9)
    return buf.getvalue()


def settings_namespace(package_name: str) -> str:
    """A kebab-case settings namespace unique to the package (the host refuses a
    second registration of one namespace)."""
    slug = re.sub(r"[^a-z0-9]+", "-", package_name.lower()).strip("-")
    return f"memory-{slug}" if slug else "memory"


def row_config(memory: MemorySpec) -> dict:
    """The row's config: what a user may change without rebuilding."""
    config: dict = {"python": memory.python}
    if memory.store is not None:
        config["store"] = memory.store
    config["budgets"] = {"agentStartBytes": memory.agent_start_bytes,
                         "injectionBytes": memory.injection_bytes,
                         "flushWindowMs": memory.flush_window_ms,
                         "projectionBytes": memory.projection_bytes}
    config["consolidation"] = memory.consolidation if memory.consolidation is not None else "off"
    config["tools"] = list(memory.tools)
    config["commands"] = list(memory.commands)
    config["autoApprove"] = memory.auto_approve
    config["skills"] = memory.skills
    if memory.team is not None:  # {url} or {urlEnv}: the sidecar's settings.team
        config["team"] = dict(memory.team)
    if memory.evolution is not None:  # only when enabled: an off bundle's config is unchanged
        config["evolution"] = evolution_config(memory.evolution)
    return config


def evolution_config(written: dict) -> dict:
    """``memory.evolution`` with the sidecar's defaults filled in (one source:
    dshkit.sidecar.evolution.settings), so the row shows every value in force."""
    from dshkit.sidecar.evolution.settings import DEFAULTS

    config = {**DEFAULTS, "protectedPaths": [], **written}
    config["checks"] = [{"name": c["name"], "argv": list(c["argv"])} for c in written["checks"]]
    return config


def memory_row(spec: Spec) -> dict:
    assert spec.memory is not None
    return {"id": spec.memory.row_id, "name": spec.package.name + EXPORT[1:],
            "config": row_config(spec.memory)}


def summarizer_rows(spec: Spec) -> list[dict]:
    """Patch items for ``memory.compaction``: the summarizer row, nothing disabled
    (it takes over the host engine's summarize() only once it has loaded)."""
    assert spec.memory is not None
    row = {"id": f"{spec.memory.row_id}-summarizer", "name": spec.package.name + SUMMARIZER_EXPORT[1:]}
    return [{"insert": [row]}]


def bundle_values(spec: Spec, skill_dirs: list[str]) -> bytes:
    """``dshkit-memory/bundle.json``: what the static modules cannot know. Defaults are
    the row config, so a row patched without some key still works."""
    assert spec.memory is not None
    values = {
        "packageName": spec.package.name,
        "packageVersion": spec.package.version,
        "pluginName": spec.package.name + EXPORT[1:],
        "summarizerPluginName": spec.package.name + SUMMARIZER_EXPORT[1:],
        "settingsNamespace": settings_namespace(spec.package.name),
        "defaults": row_config(spec.memory),
        "skillDirs": sorted(skill_dirs),
    }
    return (json.dumps(values, indent=2, sort_keys=True) + "\n").encode()


def bundle_files(spec: Spec, skill_dirs: list[str]) -> dict[str, bytes]:
    """Every file of ``dshkit-memory/`` (bundle path -> bytes)."""
    assert spec.memory is not None
    files = {rel: builder_js(src).read_bytes() for rel, src in STATIC.items()
             if rel != SUMMARIZER_ENTRY or spec.memory.compaction}
    if spec.memory.evolution is not None:  # only when enabled: an off bundle's files are as before
        files.update({rel: builder_js(src).read_bytes() for rel, src in EVOLUTION_STATIC.items()})
    files[VALUES] = bundle_values(spec, skill_dirs)
    files[SIDECAR] = sidecar_pyz(team=spec.memory.team is not None, evolution=spec.memory.evolution is not None)
    return files
