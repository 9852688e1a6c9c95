"""The ``memory:`` section -> the files and the row that run the sidecar inside DSH.

A memory bundle gets three things:

- ``dshkit-memory/index.js``: the ESM entry rendered from
  ``templates/memory-entry.js.j2`` (no npm imports: everything it needs comes
  from Node or from the host's context services);
- ``dshkit-memory/sidecar.pyz``: the standard-library sidecar as one zipapp,
  written here byte-for-byte reproducibly (sorted entries, fixed timestamps,
  sources only) so the same spec builds the same bundle;
- a plugin row (``memory.rowId``, default ``memory``) loading the entry
  through the package's ``./memory`` export, whose ``config`` carries every
  setting (patchable per profile, and registered with the host's settings
  service by the entry).
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path

from dshkit.builder.vendor import distribution_files
from dshkit.spec.model import MemorySpec, Spec

ENTRY = "dshkit-memory/index.js"
COMPACTION_ENTRY = "dshkit-memory/compaction.js"
COMPACTION_EXPORT = "./compaction"
HOST_COMPACTION_ROW = "compaction-basic"  # the host's one compaction service (rc.8: dsh-base's patch)
SIDECAR = "dshkit-memory/sidecar.pyz"
EXPORT = "./memory"
# 1985-10-26 08:15, npm's fixed mtime: any fixed value makes the archive reproducible.
_ZIP_TIME = (1985, 10, 26, 8, 15, 0)
_STUB_INIT = '"""dshkit (sidecar-only zipapp build)."""\n'
_MAIN = "from dshkit.sidecar.server import main\n\nmain()\n"


def sidecar_pyz(team: bool = False) -> bytes:
    """The sidecar package as a zipapp: ``dshkit/sidecar/**.py`` (no ``zipapp.py``,
    no bytecode: it would tie the archive to the building interpreter) plus a stub
    ``dshkit/__init__.py`` and ``__main__.py``. Runs as ``python3 -I -S sidecar.pyz``.
    ``team``: the team store's PostgreSQL driver goes in too, with its licences
    (dshkit.builder.vendor), only for a spec with ``memory.team``."""
    src = Path(__file__).resolve().parent.parent / "sidecar"
    files = {"__main__.py": _MAIN.encode(), "dshkit/__init__.py": _STUB_INIT.encode()}
    if team:
        files.update(distribution_files())
    for path in sorted(src.rglob("*.py")):
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
    return config


def memory_row(spec: Spec) -> dict:
    assert spec.memory is not None
    return {"id": spec.memory.row_id, "name": spec.package.name + EXPORT[1:],
            "config": row_config(spec.memory)}


def compaction_rows(spec: Spec) -> list[dict]:
    """Patch items for ``memory.compaction``: our backend inserted, the host's
    ``compaction-basic`` disabled (one compaction service per context)."""
    assert spec.memory is not None
    row = {"id": f"{spec.memory.row_id}-compaction", "name": spec.package.name + COMPACTION_EXPORT[1:]}
    return [{"insert": [row]}, {"id": HOST_COMPACTION_ROW, "disabled": True}]


def render_compaction(env, spec: Spec) -> bytes:
    from dshkit import __version__
    text = env.get_template("memory-compaction.js.j2").render(
        version=__version__, package_name=spec.package.name,
        plugin_name=spec.package.name + COMPACTION_EXPORT[1:])
    return text.rstrip("\n").encode() + b"\n"


def render_entry(env, spec: Spec, skill_dirs: list[str]) -> bytes:
    """The generated ESM entry. Defaults are the row config, so a row patched
    without some key still works."""
    assert spec.memory is not None
    text = env.get_template("memory-entry.js.j2").render(
        package_name=spec.package.name, package_version=spec.package.version,
        plugin_name=spec.package.name + EXPORT[1:],
        namespace=settings_namespace(spec.package.name),
        defaults=json.dumps(row_config(spec.memory), indent=2, sort_keys=True),
        skill_dirs=json.dumps(sorted(skill_dirs)),
    )
    return text.rstrip("\n").encode() + b"\n"
