#!/usr/bin/env python3
"""Snapshot the rows a DSH host's own base bundles insert, per host version.

For every published ``@deepseek-ai/dsh`` version this asks npm which versions
of the base bundles (``dsh-base``, ``dsh-web-app``, ``dsh-headless``) its
dependency ranges resolve to, downloads those tarballs with ``npm pack`` (no
install), reads them in memory, replays their ``cordis.patch.yml`` with
dshkit's own patch composer, and writes the row ids, module names, groups and
preset ids to ``dshkit/check/hostdata/<version>.json``.

Usage: python scripts/snapshot_host_rows.py [--out DIR] [VERSION...]
A version whose base bundles are not published is reported and skipped.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from dshkit.model.compose import Composer, Layer, Row  # noqa: E402
from dshkit.model.source import TarSource  # noqa: E402
from dshkit.model.yamlsrc import JSON, parse_yaml  # noqa: E402

HOST = "@deepseek-ai/dsh"
RUNTIME = "@deepseek-ai/dsh-app-boot"  # the version the host checks peers against
LOADER = "@deepseek-ai/cordis-plugin-loader"
PRESET_MODULE = "@deepseek-ai/dsh-agent-preset"
BASE = "@deepseek-ai/dsh-base"
# Which base bundles a shipped profile lists (apps/cli e2e tests of the DSH
# repository: the web surface is dsh-base + dsh-web-app, headless is
# dsh-base + dsh-headless).
SURFACES = {
    "web": [BASE, "@deepseek-ai/dsh-web-app"],
    "headless": [BASE, "@deepseek-ai/dsh-headless"],
}


def npm(*args: str, cwd: str | None = None) -> str:
    proc = subprocess.run(["npm", *args], capture_output=True, text=True, cwd=cwd, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"npm {' '.join(args)} failed: {proc.stderr.strip()[:400]}")
    return proc.stdout


def npm_json(*args: str):
    out = npm(*args, "--json").strip()
    return json.loads(out) if out else None


def resolve(name: str, range_: str) -> str | None:
    """The version npm picks for ``name@range_`` (None when nothing matches)."""
    try:
        got = npm_json("view", f"{name}@{range_}", "version")
    except RuntimeError:
        return None
    if isinstance(got, list):
        return got[-1] if got else None
    return got


def pack(spec: str, workdir: str) -> TarSource:
    filename = npm("pack", spec, "--silent", cwd=workdir).strip().splitlines()[-1]
    return TarSource(os.path.join(workdir, filename))


def row_record(row: Row) -> dict:
    out = {"id": row.id, "name": row.name}
    if row.is_group:
        out["group"] = True
    if row.parent is not None:
        out["parent"] = row.parent.id
    if isinstance(row.config, dict):
        out["config_keys"] = sorted(row.config)
    if row.name == PRESET_MODULE and isinstance(row.config, dict):
        out["preset"] = row.config.get("id")
    return out


def module_names(rows) -> list[str]:
    """Module names of an entry list, nested groups included."""
    names: list[str] = []
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        if isinstance(row.get("name"), str) and row["name"] != "cordis:group":
            names.append(row["name"])
        if row.get("group"):
            names.extend(module_names(row.get("config")))
    return names


def snapshot(version: str, workdir: str) -> dict | None:
    deps = npm_json("view", f"{HOST}@{version}", "dependencies") or {}
    packages: dict[str, str] = {}
    for name in {n for names in SURFACES.values() for n in names}:
        if name not in deps:
            print(f"{version}: {name} is not a dependency", file=sys.stderr)
            return None
        resolved = resolve(name, deps[name])
        if resolved is None:
            print(f"{version}: {name}@{deps[name]} is not published; skipped", file=sys.stderr)
            return None
        packages[name] = resolved

    bundles = []
    for name in sorted(packages):
        source = pack(f"{name}@{packages[name]}", workdir)
        manifest = json.loads(source.read_text("package.json"))
        patch = manifest["dsh"]["bundle"]["patch"]
        composer = Composer()
        layer = Layer(name, "host")
        for rel in patch if isinstance(patch, list) else [patch]:
            composer.apply_file(parse_yaml(source.read_text(rel), schema=JSON), layer, rel)
        rows = [row_record(r) for r in composer.rows]
        bundles.append({"name": name, "version": packages[name], "rows": rows})

    # 0.1.x ships presets as directories config/agent-presets/<id>/ of the CLI package.
    host_source = pack(f"{HOST}@{version}", workdir)
    presets: dict[str, dict] = {}
    for rel in host_source.files():
        parts = rel.split("/")
        if rel.startswith("config/agent-presets/") and len(parts) == 4 and parts[3] == "agent.cordis.yml":
            rows = parse_yaml(host_source.read_text(rel), schema=JSON)
            presets[parts[2]] = {"source": f"{HOST}/{rel}",
                                 "modules": sorted(set(module_names(rows.plain() if rows else [])))}
    for bundle in bundles:
        for row in bundle["rows"]:
            if row.get("preset"):
                presets[row["preset"]] = {"source": f"{bundle['name']} row {row['id']}", "modules": []}

    loader_range = deps.get(LOADER)
    runtime_range = deps.get(RUNTIME)
    return {
        "host": version,
        "generated_by": "scripts/snapshot_host_rows.py (npm registry)",
        "runtime": {"package": RUNTIME, "range": runtime_range,
                    "resolved": resolve(RUNTIME, runtime_range) if runtime_range else None},
        "loader": {"package": LOADER, "range": loader_range,
                   "resolved": resolve(LOADER, loader_range) if loader_range else None},
        "surfaces": SURFACES,
        "bundles": bundles,
        "presets": dict(sorted(presets.items())),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("versions", nargs="*", help="host versions (default: every published one)")
    parser.add_argument("--out", default=str(REPO / "dshkit" / "check" / "hostdata"))
    args = parser.parse_args(argv)
    versions = args.versions or npm_json("view", HOST, "versions")
    releases = {pkg: npm_json("view", pkg, "versions") for pkg in (HOST, RUNTIME)}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    with tempfile.TemporaryDirectory(prefix="dshkit-hostrows-") as workdir:
        for version in versions:
            data = snapshot(version, workdir)
            if data is None:
                continue
            data["releases"] = releases
            target = out / f"{version}.json"
            tmp = target.with_suffix(".json.tmp")
            tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            os.replace(tmp, target)
            written += 1
            print(f"{target}: {sum(len(b['rows']) for b in data['bundles'])} rows")
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
