"""Run the sandbox module's JavaScript from pytest: the shipped layout, the case names,
Node's test runner on rc.8's Node, the cases inside the 0.2.1-rc.2 runtime, and a
long-lived line server for the fuzz suite."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
JS = REPO / "dshkit" / "builder" / "js"
SOURCE_MODULE = JS / "evolve-sandbox.js"
SOURCE_RUNNER = JS / "evolve-sandbox-runner.js"
# the names a memory bundle ships them under (the builder copies them byte for byte)
SHIPPED = {"sandbox.js": SOURCE_MODULE, "sandbox-runner.js": SOURCE_RUNNER}


def bundle_layout(base: Path) -> Path:
    """A bundle-like ``dshkit-memory/`` holding the two files under their shipped names,
    in a ``"type": "module"`` package as a built bundle is; returns ``sandbox.js``."""
    base.mkdir(parents=True, exist_ok=True)
    (base / "package.json").write_text(json.dumps({"name": "sandbox-layout", "private": True, "type": "module"}))
    folder = base / "dshkit-memory"
    folder.mkdir(parents=True, exist_ok=True)
    for shipped, source in SHIPPED.items():
        shutil.copyfile(source, folder / shipped)
        assert (folder / shipped).read_bytes() == source.read_bytes()
    return folder / "sandbox.js"


_NAME = re.compile(r"""^  \{ name: '((?:[^'\\]|\\.)*)', fn:""", re.M)


def case_names() -> list[str]:
    """The names of the cases in cases.mjs, in order."""
    text = (HERE / "cases.mjs").read_text(encoding="utf-8")
    names = [m.group(1).replace("\\'", "'") for m in _NAME.finditer(text)]
    assert names and len(names) == len(set(names)), "case names must be unique"
    return names


def clean_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "NODE_OPTIONS"}
    env.update(extra or {})
    return env


def node_test(node: Path, sandbox_js: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    """``node --test`` over sandbox.test.mjs with the module at ``sandbox_js``; TAP on stdout."""
    return subprocess.run([str(node), "--test", "--test-reporter=tap", str(HERE / "sandbox.test.mjs")],
                          capture_output=True, text=True, timeout=timeout, cwd=REPO,
                          env=clean_env({"DSHKIT_SANDBOX": sandbox_js.as_uri()}))


def tap_results(tap: str) -> dict[str, bool]:
    out = {}
    for m in re.finditer(r"^(not ok|ok) \d+ - (.+?)(?: # .*)?$", tap, re.M):
        out[m.group(2).strip().replace("\\#", "#")] = m.group(1) == "ok"
    return out


OVERLAY = "- insert:\n    - id: dshkit-sandbox-cases\n      name: {module}\n"


def cases_in_sdk_host(host, sandbox_js: Path, work: Path, only: str | None = None,
                      timeout: float = 600) -> dict:
    """The cases run inside the real 0.2.1-rc.2 runtime (a plugin row through ``--patch``);
    returns host_driver.mjs's results."""
    overlay = work / "overlay.yml"
    overlay.write_text(OVERLAY.format(module=json.dumps(str(HERE / "host_driver.mjs"))), encoding="utf-8")
    home = work / "home"
    home.mkdir(exist_ok=True)
    out = work / "results.json"
    extra = {"DSHKIT_SANDBOX": sandbox_js.as_uri(), "DSHKIT_CASES": (HERE / "cases.mjs").as_uri(),
             "DSHKIT_OUT": str(out)}
    if only:
        extra["DSHKIT_ONLY"] = only
    proc = host.run(["--profile", "sdk-minimal", "--patch", str(overlay)], home, cwd=work,
                    timeout=timeout, extra_env=extra)
    if not out.is_file():
        raise AssertionError(f"the host exited {proc.returncode} without running the cases:\n"
                             f"{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
    return json.loads(out.read_text(encoding="utf-8"))


class LineServer:
    """serve.mjs on a Node: one JSON request per line in, one result per line out."""

    def __init__(self, node: Path, sandbox_js: Path):
        self.proc = subprocess.Popen([str(node), str(HERE / "serve.mjs")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, encoding="utf-8", cwd=REPO,
                                     env=clean_env({"DSHKIT_SANDBOX": sandbox_js.as_uri()}))

    def ask(self, request: dict) -> dict:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise AssertionError(f"serve.mjs ended (status {self.proc.poll()})")
        return json.loads(line)

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
