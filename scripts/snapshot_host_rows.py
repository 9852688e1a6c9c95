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
the snapshot ``"derivedFrom": {"kind": "source", "tag": TAG, ...}``.

    python scripts/snapshot_host_rows.py --npm VERSION...

is the npm source spelled out (the default when no source is given): the
CLI tarball and the base bundles' tarballs, fetched one by one with
``npm pack`` (never installed: a release whose dependency tree is incomplete
still has its published tarballs read). ``derivedFrom`` names every tarball
with its integrity hash; what the published tarballs cannot tell (a base
bundle never published, a preset tree the CLI mounts from outside its
``files``) is listed under ``derivedFrom.underivable`` and left out of the
snapshot rather than guessed (``dshkit check`` then skips the rules that need
those rows for that host).

    python scripts/snapshot_host_rows.py --tree DIR --origin TEXT [--official]

reads a plain directory laid out like the host repository (``apps/cli``,
``packages/bundle/*``, ``packages/boot/app-boot``, ``vendor/loader``), e.g. the
files of a public fork copied out of GitHub; ``--origin`` is recorded as the
fork and commit, and such a snapshot is marked unofficial unless
``--official`` is given.

    python scripts/snapshot_host_rows.py --installed DIR

reads an installed host (``DIR/node_modules/@deepseek-ai/...``), which is how a
test holds the npm-derived snapshot to what the real installed host ships.

    python scripts/snapshot_host_rows.py --runtime [EXE] [--wheel WHEEL]

reads the host a released runtime wheel (PyPI ``deepseek-harness-runtime-bin``,
0.2.x) ships as one executable: its packages live in a virtual file system, so
the executable is booted once (``sdk-minimal`` profile, a throwaway
``DSH_HOME``) with a ``--patch`` overlay whose only row is a small module
(:data:`runtime_extract.EXTRACTOR`) that copies the host's own packages out
with ``require.resolve`` from inside the host, and the profile templates the
runtime ships (``PROFILE_TEMPLATES`` of ``@deepseek-ai/dsh-app-boot``). The
copy then reads like an installed host: every profile's bundles become a
surface. ``EXE`` defaults to the installed wheel's executable
(``deepseek_harness_runtime.bundled_runtime_path()``); ``derivedFrom`` records
the distribution, the executable's sha256 from the installed ``RECORD`` and,
given ``--wheel`` (``pip download deepseek-harness-runtime-bin==V --no-deps``),
the wheel file's own sha256 after checking that the executable inside it is
the one that ran.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # snapshot_runtime

from dshkit.model.compose import Composer, Layer, Row  # noqa: E402
from dshkit.model.source import TarSource  # noqa: E402
from dshkit.model.yamlsrc import JSON, parse_yaml  # noqa: E402

HOST = "@deepseek-ai/dsh"
RUNTIME = "@deepseek-ai/dsh-app-boot"  # the version the host checks peers against
LOADER = "@deepseek-ai/cordis-plugin-loader"
PRESET_MODULE = "@deepseek-ai/dsh-agent-preset"
BASE = "@deepseek-ai/dsh-base"
OFFICIAL_REPOSITORY = "deepseek-ai/deepseek-harness"
# Which base bundles a shipped profile lists (apps/cli e2e tests of the DSH
# repository: the web surface is dsh-base + dsh-web-app, headless is
# dsh-base + dsh-headless).
SURFACES = {
    "web": [BASE, "@deepseek-ai/dsh-web-app"],
    "headless": [BASE, "@deepseek-ai/dsh-headless"],
}
BUNDLES = sorted({n for names in SURFACES.values() for n in names})


def npm(*args: str, cwd: str | None = None) -> str:
    proc = subprocess.run(["npm", *args], capture_output=True, text=True, cwd=cwd, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"npm {' '.join(args)} failed: {proc.stderr.strip()[:400]}")
    return proc.stdout


def npm_json(*args: str, cwd: str | None = None):
    out = npm(*args, "--json", cwd=cwd).strip()
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


def pack(spec: str, workdir: str) -> tuple[TarSource, dict]:
    """One published tarball, fetched without installing anything, and where it came from."""
    info = npm_json("pack", spec, cwd=workdir)[0]
    tarball = npm_json("view", spec, "dist.tarball")
    record = {"package": info["name"], "version": info["version"],
              "tarball": tarball[-1] if isinstance(tarball, list) else tarball,
              "integrity": info["integrity"]}
    return TarSource(os.path.join(workdir, info["filename"])), record


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


class DirTree:
    """A plain directory read the same way (a copy of a fork's files, or an
    installed package under ``node_modules``)."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)

    def at(self, prefix: str) -> "DirTree":
        return DirTree(self.root / prefix)

    def read_text(self, rel: str) -> str:
        path = self.root / (rel[2:] if rel.startswith("./") else rel)
        try:
            return path.read_text(encoding="utf-8")
        except OSError as exc:
            raise RuntimeError(f"{path}: {exc.strerror}") from None

    def files(self) -> list[str]:
        return sorted(str(p.relative_to(self.root)) for p in self.root.rglob("*")
                      if p.is_file() and "node_modules" not in p.relative_to(self.root).parts)


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
        # 0.1.7+: a preset is a row; its roster is the modules of its ``plugins``
        out["preset_modules"] = sorted(set(module_names(row.config.get("plugins"))))
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


def bundle_record(name: str, version: str, source, missing_ok: bool = False) -> dict:
    """The rows a base bundle's patch files insert, replayed by dshkit's composer.

    ``missing_ok`` (a fork's copied files): a patch file the manifest lists but
    the copy lacks is skipped and named under ``missing_patches`` (the snapshot
    then says which rows it cannot know) instead of failing."""
    manifest = json.loads(source.read_text("package.json"))
    patch = manifest["dsh"]["bundle"]["patch"]
    composer = Composer()
    layer = Layer(name, "host")
    missing = []
    for rel in patch if isinstance(patch, list) else [patch]:
        try:
            text = source.read_text(rel)
        except RuntimeError:
            if not missing_ok:
                raise
            missing.append(rel)
            continue
        composer.apply_file(parse_yaml(text, schema=JSON), layer, rel)
    out = {"name": name, "version": version, "rows": [row_record(r) for r in composer.rows]}
    if missing:
        out["missing_patches"] = missing
    return out


def preset_records(host_source, bundles: list[dict]) -> dict:
    """0.1.x ships presets as directories config/agent-presets/<id>/ of the CLI
    package; 0.1.7+ as ``@deepseek-ai/dsh-agent-preset`` rows of a base bundle."""
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
                presets[row["preset"]] = {"source": f"{bundle['name']} row {row['id']}",
                                          "modules": row.get("preset_modules", [])}
    return dict(sorted(presets.items()))


def unmounted_presets(cli_manifest: dict, host_source) -> str | None:
    """Why a CLI package's presets are not in it: ``dsh.configTrees`` mounts
    ``config/agent-presets`` from a path its published ``files`` leave out."""
    for tree in (cli_manifest.get("dsh") or {}).get("configTrees") or []:
        if isinstance(tree, dict) and tree.get("mount") == "config/agent-presets":
            if not any(f.startswith("config/agent-presets/") for f in host_source.files()):
                return (f"{HOST} mounts config/agent-presets from {tree.get('path')!r} (dsh.configTrees), "
                        "a path outside the published tarball")
    return None


def assemble(version: str, bundles: list[dict] | None, presets: dict | None,
             runtime: dict, loader: dict, derived: dict, generated_by: str,
             surfaces: dict | None = None) -> dict:
    """One snapshot; ``bundles``/``presets`` None = not derivable (then absent,
    with the reason in ``derivedFrom.underivable``)."""
    data = {"host": version, "generated_by": generated_by, "derivedFrom": derived,
            "runtime": runtime, "loader": loader, "surfaces": surfaces or SURFACES}
    if bundles is not None:
        data["bundles"] = bundles
    if presets is not None:
        data["presets"] = presets
    return data


def workspace_packages(tree) -> dict[str, tuple[str, str]]:
    """package name -> (directory, version) for every package.json of the tree."""
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


def snapshot_from_tree(tree, derived: dict, offline: bool = False, generated_by: str | None = None) -> dict | None:
    """The snapshot of the host a source tree (a release tag, or a fork's files) builds."""
    packages = workspace_packages(tree)
    where = derived.get("tag") or derived.get("commit") or "tree"
    if HOST not in packages:
        print(f"{where}: no {HOST} package.json in the tree; skipped", file=sys.stderr)
        return None
    cli_dir, version = packages[HOST]
    deps = json.loads(tree.read_text(f"{cli_dir}/package.json")).get("dependencies") or {}
    bundles = []
    for name in BUNDLES:
        if name not in packages:
            print(f"{where}: {name} is not in the tree; skipped", file=sys.stderr)
            return None
        directory, bundle_version = packages[name]
        bundles.append(bundle_record(name, bundle_version, tree.at(directory), missing_ok=derived["kind"] == "fork"))
        for rel in bundles[-1].get("missing_patches", []):
            derived.setdefault("underivable", {})[f"{name}/{rel.lstrip('./')}"] = (
                "listed in dsh.bundle.patch but absent from the copy read: the rows it inserts are "
                "missing from this snapshot")
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
    return assemble(version, bundles, presets, workspace(RUNTIME), workspace(LOADER), derived,
                    generated_by or "scripts/snapshot_host_rows.py (host source)")


def snapshot_from_source(git_dir: str, tag: str, offline: bool = False) -> dict | None:
    """The snapshot of the official host released as ``tag``, from its repository."""
    derived = {"kind": "source", "repository": OFFICIAL_REPOSITORY, "tag": tag, "official": True}
    return snapshot_from_tree(GitTree(git_dir, tag), derived, offline,
                              "scripts/snapshot_host_rows.py (host source at a release tag)")


def snapshot_from_fork(directory: str, origin: str, official: bool = False, offline: bool = True,
                       note: str | None = None) -> dict | None:
    """A snapshot from a plain copy of a repository's files (a public fork:
    ``origin`` names it and its commit)."""
    repository, _, commit = origin.partition("@")
    derived = {"kind": "fork", "repository": repository, "commit": commit, "official": official}
    if not official:
        derived["note"] = ("unofficial fork: its files were read from a public copy of the host's source, "
                           "not from a release of deepseek-ai/deepseek-harness")
    if note:
        derived["copy"] = note
    return snapshot_from_tree(DirTree(directory), derived, offline,
                              "scripts/snapshot_host_rows.py (a public fork's source)")


def _runtime_loader(deps: dict, resolved_by) -> tuple[dict, dict]:
    out = []
    for pkg in (RUNTIME, LOADER):
        range_ = deps.get(pkg)
        out.append({"package": pkg, "range": range_, "resolved": resolved_by(pkg, range_) if range_ else None})
    return out[0], out[1]


def snapshot(version: str, workdir: str) -> dict | None:
    """From the npm registry: the CLI tarball and its base bundles' tarballs."""
    try:
        deps = npm_json("view", f"{HOST}@{version}", "dependencies") or {}
        cli, cli_record = pack(f"{HOST}@{version}", workdir)
    except RuntimeError as exc:
        print(f"{version}: {exc}", file=sys.stderr)
        return None
    tarballs = [cli_record]
    underivable: dict[str, str] = {}
    bundles: list[dict] | None = []
    for name in BUNDLES:
        if name not in deps:
            underivable["bundles"] = f"{HOST}@{version} does not depend on {name}"
            bundles = None
            break
        resolved = resolve(name, deps[name])
        if resolved is None:
            unpublished = [f"{n}@{deps[n]}" for n in BUNDLES if n in deps and resolve(n, deps[n]) is None]
            underivable["bundles"] = (f"not published on npm: {', '.join(unpublished)}; the rows the host's "
                                      "base bundles insert cannot be read from a published tarball")
            bundles = None
            break
        source, record = pack(f"{name}@{resolved}", workdir)
        tarballs.append(record)
        bundles.append(bundle_record(name, resolved, source))
    cli_manifest = json.loads(cli.read_text("package.json"))
    presets: dict | None = preset_records(cli, bundles or [])
    if not presets:
        why = unmounted_presets(cli_manifest, cli)
        if why or bundles is None:
            underivable["presets"] = why or "no config/agent-presets in the CLI tarball and no base bundle rows"
            presets = None
    runtime, loader = _runtime_loader(deps, resolve)
    for key, record in (("runtime.resolved", runtime), ("loader.resolved", loader)):
        if record["range"] and record["resolved"] is None:
            underivable[key] = f"{record['package']}@{record['range']} is not published on npm"
    derived: dict = {"kind": "npm", "official": True, "tarballs": tarballs}
    if underivable:
        derived["underivable"] = underivable
    return assemble(version, bundles, presets, runtime, loader, derived,
                    "scripts/snapshot_host_rows.py (npm registry)")


def snapshot_installed(root: str) -> dict | None:
    """From an installed host: ``root/node_modules/@deepseek-ai/dsh`` and the
    base bundles, runtime and loader it resolved."""
    modules = Path(root) / "node_modules"
    cli = DirTree(modules / HOST)
    manifest = json.loads(cli.read_text("package.json"))
    deps = manifest.get("dependencies") or {}

    def installed(pkg: str, _range=None) -> str | None:
        path = modules / pkg / "package.json"
        return json.loads(path.read_text(encoding="utf-8"))["version"] if path.is_file() else None
    bundles = [bundle_record(name, installed(name), DirTree(modules / name)) for name in BUNDLES]
    runtime, loader = _runtime_loader(deps, installed)
    derived = {"kind": "installed", "official": True, "root": str(root)}
    return assemble(manifest["version"], bundles, preset_records(cli, bundles), runtime, loader, derived,
                    "scripts/snapshot_host_rows.py (an installed host)")


# A module's required services (cordis ``static inject = [...]``) and the
# services it provides (a ``Service`` subclass calls ``super(ctx, "name")``),
# read as text from its built ``lib``: never evaluated.
_INJECT = re.compile(r"static inject = \[([^\]]*)\]")
_PROVIDES = re.compile(r"super\(ctx, \"([A-Za-z][A-Za-z0-9]*)\"")
_STRING = re.compile(r"\"([A-Za-z][A-Za-z0-9]*)\"")


_IMPORTS = re.compile(r'from "(@deepseek-ai/[a-z0-9-]+)[^"]*"')


def _own_provides(lib: Path) -> tuple[set[str], set[str]]:
    """Services a package's built files name in ``super(ctx, "X")``, and the
    ``@deepseek-ai`` packages they import."""
    provides: set[str] = set()
    imports: set[str] = set()
    for path in sorted(lib.rglob("*.js")):
        text = path.read_text(encoding="utf-8", errors="replace")
        provides.update(_PROVIDES.findall(text))
        imports.update(_IMPORTS.findall(text))
    return provides, imports


def module_services(modules: Path, name: str) -> dict | None:
    """``{"inject": [...], "provides": [...]}`` of host module ``name`` (a
    package, or ``package/export``) from its built files. ``provides`` also
    counts the services of the ``@deepseek-ai`` packages it imports (a backend
    subclasses its seam's ``Service``: ``dsh-jobs-local`` provides ``jobs``
    through ``dsh-jobs``), so it may say too much, never too little.
    ``inject`` only when the entry file declares exactly one plugin class (one
    ``static inject``): with several, which one the row mounts cannot be read
    as text."""
    parts = name.split("/")
    package = "/".join(parts[:2]) if name.startswith("@") else parts[0]
    root = modules / package
    lib = root / "lib"
    if not (root / "package.json").is_file() or not lib.is_dir():
        return None
    provides, imports = _own_provides(lib)
    for other in sorted(imports - {package}):
        if (modules / other / "lib").is_dir():
            provides |= _own_provides(modules / other / "lib")[0]
    out: dict = {"provides": sorted(provides)}
    entry = lib / "index.js"
    if name == package and entry.is_file():
        injects = _INJECT.findall(entry.read_text(encoding="utf-8", errors="replace"))
        if len(injects) == 1:
            out["inject"] = _STRING.findall(injects[0])
    return out


def services_table(modules: Path, bundles: list[dict], presets: dict) -> dict:
    """Services of every module a host row or a shipped preset names."""
    names = {r["name"] for b in bundles for r in b["rows"] if not r.get("group")}
    names.update(m for p in presets.values() for m in p.get("modules", []))
    names.add(PRESET_MODULE)
    table = {}
    for name in sorted(names):
        got = module_services(modules, name)
        if got and (got.get("inject") or got["provides"]):
            table[name] = got
    return table


# The session format's refusal of a message source kind, as the host's own
# session-format packages spell it (0.2.1: format v4 refuses kind 'plugin').
_REFUSED_KIND = re.compile(r'value\["kind"\] === "([a-z:-]+)"\) throw new SessionFormatError\('
                           r'"format v(\d+) message requires a producer-owned source kind"\)')


def message_source_facts(modules: Path) -> dict | None:
    """``{"format": N, "refusedKinds": [...], "from": [packages]}`` when the host's
    session format refuses some source kinds of injected messages; None otherwise."""
    refused: set[str] = set()
    formats: set[int] = set()
    found: set[str] = set()
    for lib in sorted(modules.glob("@deepseek-ai/dsh-session-*/lib")):
        for path in sorted(lib.rglob("*.*js")):
            for kind, version in _REFUSED_KIND.findall(path.read_text(encoding="utf-8", errors="replace")):
                refused.add(kind)
                formats.add(int(version))
                found.add(f"@deepseek-ai/{lib.parent.name}")
    if not refused:
        return None
    return {"format": max(formats), "refusedKinds": sorted(refused), "from": sorted(found)}


def snapshot_runtime(executable: str | None = None, wheel: str | None = None) -> dict:
    """From a released runtime executable (0.2.x, PyPI ``deepseek-harness-runtime-bin``):
    its own packages copied out from inside the host, every shipped profile a surface."""
    import snapshot_runtime as runtime_copy  # scripts/snapshot_runtime.py
    exe = Path(executable) if executable else runtime_copy.runtime_executable()
    derived = runtime_copy.provenance(exe, Path(wheel) if wheel else None)
    with tempfile.TemporaryDirectory(prefix="dshkit-runtime-copy-") as work:
        facts = runtime_copy.extract(exe, Path(work))
        modules = Path(work) / "node_modules"
        cli = DirTree(modules / HOST)
        manifest = json.loads(cli.read_text("package.json"))
        surfaces = {name: list(t["bundles"]) for name, t in sorted(facts["templates"].items())}
        names = sorted({n for bundles in surfaces.values() for n in bundles})

        def version_of(pkg: str) -> str | None:
            path = modules / pkg / "package.json"
            return json.loads(path.read_text(encoding="utf-8"))["version"] if path.is_file() else None
        bundles = [bundle_record(name, version_of(name), DirTree(modules / name)) for name in names]
        presets = preset_records(cli, bundles)
        deps = manifest.get("dependencies") or {}
        runtime, loader = _runtime_loader(deps, lambda pkg, _range: version_of(pkg))
        data = assemble(manifest["version"], bundles, presets, runtime, loader, derived,
                        "scripts/snapshot_host_rows.py (a released runtime executable)", surfaces)
        data["services"] = services_table(modules, bundles, presets)
        facts = message_source_facts(modules)
        if facts:
            data["messageSource"] = facts
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("versions", nargs="*", help="host versions, or release tags with --source")
    parser.add_argument("--out", default=str(REPO / "dshkit" / "check" / "hostdata"))
    parser.add_argument("--offline", action="store_true",
                        help="with --source/--tree: take workspace versions as resolved, ask npm nothing")
    sources = parser.add_mutually_exclusive_group()
    sources.add_argument("--source", metavar="GIT_DIR",
                         help="derive from this git repository of the host at the given release TAGs")
    sources.add_argument("--npm", action="store_true",
                         help="derive from the published tarballs of the given versions (the default)")
    sources.add_argument("--tree", metavar="DIR", help="derive from a plain copy of a fork's files")
    sources.add_argument("--installed", metavar="DIR", help="derive from an installed host")
    sources.add_argument("--runtime", metavar="EXE", nargs="?", const="",
                         help="derive from a released runtime executable [default: the installed wheel's]")
    parser.add_argument("--wheel", metavar="WHEEL", help="with --runtime: the wheel file, for its sha256")
    parser.add_argument("--origin", metavar="OWNER/NAME@COMMIT", help="with --tree: where the files came from")
    parser.add_argument("--official", action="store_true", help="with --tree: the files are the official source")
    parser.add_argument("--note", help="with --tree: how the copy was made (recorded as derivedFrom.copy)")
    args = parser.parse_args(argv)
    if args.source and not args.versions:
        parser.error("--source needs release tags (e.g. dsh-v0.1.1-rc.2)")
    if args.tree and not args.origin:
        parser.error("--tree needs --origin OWNER/NAME@COMMIT")
    offline = args.offline
    releases = {} if offline else {pkg: npm_json("view", pkg, "versions") for pkg in (HOST, RUNTIME)}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="dshkit-hostrows-") as workdir:
        if args.tree:
            made = [snapshot_from_fork(args.tree, args.origin, args.official, offline, args.note)]
        elif args.installed:
            made = [snapshot_installed(args.installed)]
        elif args.runtime is not None:
            made = [snapshot_runtime(args.runtime or None, args.wheel)]
        elif args.source:
            made = [snapshot_from_source(args.source, tag, offline) for tag in args.versions]
        else:
            made = [snapshot(v, workdir) for v in args.versions or npm_json("view", HOST, "versions")]
        written = 0
        for data in made:
            if data is None:
                continue
            data["releases"] = releases
            target = out / f"{data['host']}.json"
            tmp = target.with_suffix(".json.tmp")
            tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            os.replace(tmp, target)
            written += 1
            rows = sum(len(b["rows"]) for b in data.get("bundles", []))
            gaps = data["derivedFrom"].get("underivable")
            print(f"{target}: {rows} rows" + (f" (underivable: {', '.join(gaps)})" if gaps else ""))
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
