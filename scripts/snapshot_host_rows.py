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

Where npm cannot install a host (its base bundles were never published), the
same snapshot is derived from the host's public source at a release tag:

    python scripts/snapshot_host_rows.py --source GIT_DIR TAG...

reads ``packages/bundle/{base,web-app,headless}`` and
``apps/cli/config/agent-presets/`` with ``git show TAG:path`` (a bare clone of
deepseek-ai/deepseek-harness will do; nothing is checked out or copied), takes
workspace versions from each package's ``package.json`` at that tag, and marks
the snapshot ``"derivedFrom": "source@TAG"`` (npm ones: ``"npm"``).
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


class GitTree:
    """One tag of a git repository, read like a package tarball (TarSource's
    ``read_text``/``files``), without a work tree."""

    def __init__(self, git_dir: str, tag: str, prefix: str = "") -> None:
        self.git_dir, self.tag, self.prefix = git_dir, tag, prefix.rstrip("/") + "/" if prefix else ""

    def _git(self, *args: str) -> str:
        proc = subprocess.run(["git", "--git-dir", self.git_dir, *args], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"git {' '.join(args)}: {proc.stderr.strip()[:300]}")
        return proc.stdout

    def at(self, prefix: str) -> "GitTree":
        return GitTree(self.git_dir, self.tag, prefix)

    def read_text(self, rel: str) -> str:
        rel = rel[2:] if rel.startswith("./") else rel
        return self._git("show", f"{self.tag}:{self.prefix}{rel}")

    def files(self) -> list[str]:
        out = self._git("ls-tree", "-r", "--name-only", self.tag, "--", self.prefix or ".")
        return [line[len(self.prefix):] for line in out.splitlines() if line.startswith(self.prefix)]


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


def bundle_record(name: str, version: str, source) -> dict:
    """The rows a base bundle's patch files insert, replayed by dshkit's composer."""
    manifest = json.loads(source.read_text("package.json"))
    patch = manifest["dsh"]["bundle"]["patch"]
    composer = Composer()
    layer = Layer(name, "host")
    for rel in patch if isinstance(patch, list) else [patch]:
        composer.apply_file(parse_yaml(source.read_text(rel), schema=JSON), layer, rel)
    return {"name": name, "version": version, "rows": [row_record(r) for r in composer.rows]}


def preset_records(host_source, bundles: list[dict]) -> dict:
    """0.1.x ships presets as directories config/agent-presets/<id>/ of the CLI
    package; a base bundle's preset rows add theirs."""
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
    return dict(sorted(presets.items()))


def workspace_packages(tree: GitTree) -> dict[str, tuple[str, str]]:
    """package name -> (directory, version) for every package.json of the tag."""
    out: dict[str, tuple[str, str]] = {}
    for rel in tree.files():
        if not rel.endswith("/package.json") or "node_modules/" in rel or "/tests/" in rel or "/fixtures/" in rel:
            continue
        try:
            manifest = json.loads(tree.read_text(rel))
        except (RuntimeError, ValueError):
            continue
        if isinstance(manifest.get("name"), str) and isinstance(manifest.get("version"), str):
            out.setdefault(manifest["name"], (rel[: -len("/package.json")], manifest["version"]))
    return out


def snapshot_from_source(git_dir: str, tag: str, offline: bool = False) -> dict | None:
    """The snapshot of the host released as ``tag``, from its source tree."""
    tree = GitTree(git_dir, tag)
    packages = workspace_packages(tree)
    if HOST not in packages:
        print(f"{tag}: no {HOST} package.json in the tree; skipped", file=sys.stderr)
        return None
    cli_dir, version = packages[HOST]
    deps = json.loads(tree.read_text(f"{cli_dir}/package.json")).get("dependencies") or {}
    bundles = []
    for name in sorted({n for names in SURFACES.values() for n in names}):
        if name not in packages:
            print(f"{tag}: {name} is not in the tree; skipped", file=sys.stderr)
            return None
        directory, bundle_version = packages[name]
        bundles.append(bundle_record(name, bundle_version, tree.at(directory)))
    presets = preset_records(tree.at(cli_dir), bundles)

    def workspace(pkg: str) -> dict:
        # pnpm publishes ``workspace:^`` as ``^<the workspace version>``; a user's
        # install then resolves that range on npm (the workspace version when
        # npm has nothing newer, or no network).
        got = packages.get(pkg)
        range_ = deps.get(pkg)
        if got and isinstance(range_, str) and range_.startswith("workspace:"):
            spec = range_[len("workspace:"):]
            range_ = got[1] if spec in ("*", "") else (spec + got[1] if spec in ("^", "~") else spec)
        resolved = got[1] if got else None
        if range_ is not None and not offline:
            try:
                resolved = resolve(pkg, range_) or resolved
            except (OSError, subprocess.SubprocessError):
                pass
        return {"package": pkg, "range": range_, "resolved": resolved}
    return {
        "host": version,
        "generated_by": "scripts/snapshot_host_rows.py (host source at a release tag)",
        "derivedFrom": f"source@{tag}",
        "runtime": workspace(RUNTIME),
        "loader": workspace(LOADER),
        "surfaces": SURFACES,
        "bundles": bundles,
        "presets": presets,
    }


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

    bundles = [bundle_record(name, packages[name], pack(f"{name}@{packages[name]}", workdir))
               for name in sorted(packages)]
    presets = preset_records(pack(f"{HOST}@{version}", workdir), bundles)
    loader_range = deps.get(LOADER)
    runtime_range = deps.get(RUNTIME)
    return {
        "host": version,
        "generated_by": "scripts/snapshot_host_rows.py (npm registry)",
        "derivedFrom": "npm",
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
    parser.add_argument("--offline", action="store_true",
                        help="with --source: take workspace versions as resolved, ask npm nothing")
    parser.add_argument("--source", metavar="GIT_DIR",
                        help="derive from this git repository of the host at the given release TAGs")
    args = parser.parse_args(argv)
    if args.source and not args.versions:
        parser.error("--source needs release tags (e.g. dsh-v0.1.1-rc.2)")
    versions = args.versions or npm_json("view", HOST, "versions")
    releases = {} if args.offline else {pkg: npm_json("view", pkg, "versions") for pkg in (HOST, RUNTIME)}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    with tempfile.TemporaryDirectory(prefix="dshkit-hostrows-") as workdir:
        for version in versions:
            data = snapshot_from_source(args.source, version, args.offline) if args.source else snapshot(version, workdir)
            if data is None:
                continue
            data["releases"] = releases
            target = out / f"{data['host']}.json"
            tmp = target.with_suffix(".json.tmp")
            tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            os.replace(tmp, target)
            written += 1
            print(f"{target}: {sum(len(b['rows']) for b in data['bundles'])} rows")
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
