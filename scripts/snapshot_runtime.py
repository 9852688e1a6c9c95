"""Copy a released DSH runtime executable's own packages out, for a snapshot.

The 0.2.x runtime wheel (PyPI ``deepseek-harness-runtime-bin``) ships the host
as one executable whose packages live in a virtual file system under
``/snapshot/node`` (dsh-host.md §9): no file of it is on disk to read. This
module boots the executable once with a ``--patch`` overlay whose only row is
:data:`EXTRACTOR`, a module that runs inside the host, finds the host's
packages with ``require.resolve`` and copies them (package.json, patch files,
``lib``; never nested ``node_modules`` or built web assets) to a real
directory laid out like an install (``node_modules/@deepseek-ai/<pkg>``), with
the profile templates the runtime ships written to ``profiles.json``. Then it
exits the host. Nothing is evaluated on the Python side: the copy is read as
files by ``snapshot_host_rows.py``.

Provenance: the executable's sha256 from the installed distribution's
``RECORD``, and (given the wheel file) the wheel's own sha256 after checking
the executable inside it is byte-for-byte the one that ran.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import subprocess
import tempfile
import zipfile
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "deepseek-harness-runtime-bin"

# Runs inside the host as a plugin row's module. `process.argv[1]` is the
# runtime's virtual entry (/snapshot/node/runtime-bootstrap.mjs): createRequire
# on it resolves exactly what the host itself resolves.
EXTRACTOR = r"""
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const SKIP = new Set(['node_modules', 'dist']);
function copy(src, dst) {
  fs.mkdirSync(dst, { recursive: true });
  for (const e of fs.readdirSync(src, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const s = path.join(src, e.name), d = path.join(dst, e.name);
    if (e.isDirectory()) copy(s, d);
    else fs.writeFileSync(d, fs.readFileSync(s));
  }
}

export const name = 'dshkit-runtime-extract';
export async function apply(ctx, config) {
  const out = process.env.DSHKIT_EXTRACT_TO;
  const fail = (e) => { fs.writeFileSync(path.join(out, 'error.txt'), String(e && e.stack || e)); process.exit(3); };
  try {
    const root = createRequire(process.argv[1]);
    const cliManifest = root.resolve('@deepseek-ai/dsh/package.json');
    const cli = createRequire(cliManifest);
    const boot = await import(cli.resolve('@deepseek-ai/dsh-app-boot'));
    const names = new Set(['@deepseek-ai/dsh']);
    for (const dir of [path.dirname(path.dirname(path.dirname(cliManifest))) + '/@deepseek-ai',
                       path.dirname(cliManifest) + '/node_modules/@deepseek-ai']) {
      if (fs.existsSync(dir)) for (const n of fs.readdirSync(dir)) names.add('@deepseek-ai/' + n);
    }
    for (const n of Object.keys(JSON.parse(fs.readFileSync(cliManifest, 'utf8')).dependencies || {})) names.add(n);
    const copied = {};
    for (const n of [...names].sort()) {
      let manifest;
      try { manifest = cli.resolve(n + '/package.json'); } catch { continue; }  // a dev-only name
      copy(path.dirname(manifest), path.join(out, 'node_modules', n));
      copied[n] = path.dirname(manifest);
    }
    fs.writeFileSync(path.join(out, 'profiles.json'), JSON.stringify({
      templates: boot.PROFILE_TEMPLATES, argv1: process.argv[1], copied }, null, 1));
  } catch (e) { fail(e); }
  process.exit(0);
}
"""

OVERLAY = "- insert:\n    - id: dshkit-runtime-extract\n      name: {module}\n"


def runtime_executable() -> Path:
    """The executable the installed runtime wheel ships for this platform."""
    import deepseek_harness_runtime
    return Path(deepseek_harness_runtime.bundled_runtime_path())


def _record_sha256(executable: Path) -> tuple[str, str, str] | None:
    """(version, path inside the wheel, sha256 hex) of ``executable`` per the
    installed distribution's RECORD; None when it is not that distribution's file."""
    try:
        dist = metadata.distribution(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None
    for entry in dist.files or []:
        if entry.hash is None or Path(dist.locate_file(entry)).resolve() != executable.resolve():
            continue
        digest = base64.urlsafe_b64decode(entry.hash.value + "=" * (-len(entry.hash.value) % 4)).hex()
        return dist.version, str(entry), digest
    return None


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def wheel_facts(wheel: Path, member: str, executable_sha256: str) -> dict:
    """The wheel file's sha256, after checking ``member`` inside it is the executable that ran."""
    h = hashlib.sha256()
    with zipfile.ZipFile(wheel) as zf, zf.open(member) as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    if h.hexdigest() != executable_sha256:
        raise RuntimeError(f"{wheel}: {member} is not the executable that ran (sha256 differs)")
    return {"wheel": wheel.name, "wheelSha256": _sha256_file(wheel)}


def provenance(executable: Path, wheel: Path | None = None) -> dict:
    """``derivedFrom`` for a snapshot read out of ``executable``."""
    derived: dict = {"kind": "wheel", "official": True, "distribution": DISTRIBUTION}
    record = _record_sha256(executable)
    if record is None:
        derived["executableSha256"] = _sha256_file(executable)
    else:
        version, member, digest = record
        derived.update({"version": version, "executable": member, "executableSha256": digest})
        if wheel is not None:
            derived.update(wheel_facts(wheel, member, digest))
    derived["extractedWith"] = ("a --patch overlay row whose module copies the host's packages out of the "
                                "executable with require.resolve from inside the host (scripts/snapshot_runtime.py)")
    return derived


def extract(executable: Path, out: Path, timeout: float = 180) -> dict:
    """Boot ``executable`` once and copy its packages to ``out``; returns ``profiles.json``."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="dshkit-runtime-") as work:
        module = Path(work) / "extract.mjs"
        module.write_text(EXTRACTOR, encoding="utf-8")
        overlay = Path(work) / "overlay.yml"
        overlay.write_text(OVERLAY.format(module=json.dumps(str(module))), encoding="utf-8")
        home = Path(work) / "home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if k != "NODE_OPTIONS"}
        env.update({"DSH_HOME": str(home), "DSH_TELEMETRY_MODE": "DISABLED", "DSHKIT_EXTRACT_TO": str(out)})
        proc = subprocess.run([str(executable), "--profile", "sdk-minimal", "--patch", str(overlay)],
                              env=env, cwd=work, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=timeout)
    error = out / "error.txt"
    if error.is_file():
        raise RuntimeError(f"extractor failed inside the host: {error.read_text()[:600]}")
    if not (out / "profiles.json").is_file():
        raise RuntimeError(f"{executable} exited {proc.returncode} without running the extractor: "
                           f"{(proc.stderr or proc.stdout).strip()[-600:]}")
    return json.loads((out / "profiles.json").read_text(encoding="utf-8"))
