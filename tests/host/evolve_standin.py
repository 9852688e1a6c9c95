"""A deterministic stand-in for the sidecar's ``evolve/*`` methods, speaking their wire
(docs/protocol.md "Evolution"), for the entry's real-host tests of what the real flow
cannot put in place on demand (C6 skills, C7 scripts, C8 hooks of chosen revisions):

- ``STANDIN_EXTENSION``: a sidecar extension with the ``evolve/*`` methods over revisions
  read from a JSON file (``$DSHKIT_EVOLVE_STANDIN``): ``evolve/components`` (the
  revision's files; a revoked revision is a JSON-RPC error; with ``componentsDelayMs``,
  a session's request is answered that much later, beside the sidecar's other work), ``evolve/command`` (``status``;
  ``run`` = one ``evolve/probe`` request to the host in the background, its answer recorded
  with ``standinMs``, how long it took), and
  ``evolve/deviation`` (appended to a file). ``standin_sidecar`` puts it into a copy of
  the real sidecar zipapp, attached last so its methods are the ones in force:
  everything else is the real sidecar.

The sandbox (``dshkit-memory/sandbox.js`` and its runner) is the real one.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

STANDIN_EXTENSION = r'''
"""Test stand-in: the sidecar's evolve/* methods (docs/protocol.md "Evolution")."""
import json
import os
import threading
import time

from dshkit.sidecar.rpc import CONFLICT, INVALID_PARAMS, Later, RpcError


def _spec():
    with open(os.environ["DSHKIT_EVOLVE_STANDIN"], encoding="utf-8") as fh:
        return json.load(fh)


def _out(spec, name, record):
    with open(os.path.join(spec["out"], name), "a", encoding="utf-8") as fh:
        fh.write(json.dumps(record) + "\n")


def _files(r):
    """A revision given as {prompt, delegationPolicy, skills: [{name, description, body}],
    scripts/hooks: [{name, code}]} as the sidecar answers it: its files."""
    def module(folder):
        return [{"name": x["name"], "path": f"{folder}/{x['name']}.mjs", "text": x["code"]} for x in r.get(folder, [])]
    return {"components": [{"id": "C1", "path": "system.md", "text": r["prompt"]},
                           {"id": "C5", "path": "subagents.md", "text": r.get("delegationPolicy", "")}],
            "injection": r["prompt"],
            "skills": [{"name": k["name"], "path": f"skills/{k['name']}/SKILL.md",
                        "text": f"---\nname: {k['name']}\ndescription: {k['description']}\n---\n{k['body']}\n"}
                       for k in r.get("skills", [])],
            "scripts": module("scripts"), "hooks": module("hooks")}


def components(sidecar, params):
    spec = _spec()
    rev = params.get("rev") or spec["rev"]
    if rev in spec.get("revoked", []) or rev not in spec["revs"]:
        raise RpcError(CONFLICT, f"revision {rev} was rolled back and can never be loaded again",
                       {"kind": "revoked", "revoked": True, "rev": rev})
    _out(spec, "components.jsonl", params)
    answer = {"rev": rev, "activeRev": spec["rev"], "adoptedRev": spec["rev"], "inShadow": False,
              **_files(spec["revs"][rev])}
    delay = spec.get("componentsDelayMs", 0) / 1000
    if delay and "sessionId" in params:  # a slow answer for a session: on the later worker,
        return Later(lambda: (time.sleep(delay), answer)[1])  # so memory's own requests still pass
    return answer


def command(sidecar, params):
    spec = _spec()
    action = params.get("action")
    _out(spec, "commands.jsonl", params)
    if action == "status":
        return {"action": action, "text": f"evolution is on; active revision {spec['rev']}"}
    if action == "run":
        def probe():
            started = time.monotonic()
            try:
                answer = sidecar.rpc.request("evolve/probe", spec["probe"], timeout=180)
            except Exception as exc:  # noqa: BLE001 - recorded for the test
                answer = {"standinError": str(exc)}
            # how long the host took to answer, as the sidecar waited for it
            _out(spec, "probes.jsonl", {**answer, "standinMs": round((time.monotonic() - started) * 1000)})
        threading.Thread(target=probe, daemon=True).start()
        return {"action": action, "text": "run started: one probe of revision " + spec["probe"]["rev"]}
    raise RpcError(INVALID_PARAMS, f"unknown evolve action {action!r}")


def deviation(sidecar, params):
    _out(_spec(), "deviations.jsonl", params)
    return {"id": 1, "kind": params["kind"], "project": "default", "shadowRolledBack": False}


STANDIN_METHODS = {
    "evolve/components": (frozenset({"sessionId", "rev"}), components),
    "evolve/command": (frozenset({"action", "args", "sessionId", "project", "cwd"}), command),
    "evolve/deviation": (frozenset({"kind", "text", "task", "sessionId", "project"}), deviation),
}


def attach(sidecar):
    # attached after every real extension: these are the evolve/* methods in force
    for name, (known, handler) in STANDIN_METHODS.items():
        sidecar.add_method(name, known, handler)
    sidecar.sidecar_requests.add("evolve/probe")
'''

_MAIN = ("import dshkit.sidecar.server as server\n"
         "server.EXTENSIONS = (*server.EXTENSIONS, 'evolve_standin')\n"
         "server.main()\n")



def standin_sidecar(pyz: Path) -> None:
    """Rewrite the bundle's ``sidecar.pyz`` in place: the same real sidecar, plus the
    stand-in extension, started by a ``__main__`` that lists it."""
    data = pyz.read_bytes()
    shebang, body = data[: data.index(b"\n") + 1], data[data.index(b"\n") + 1:]
    out = io.BytesIO()
    out.write(shebang)
    with zipfile.ZipFile(io.BytesIO(body)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            if info.filename != "__main__.py":
                dst.writestr(info, src.read(info))
        dst.writestr("__main__.py", _MAIN)
        dst.writestr("evolve_standin.py", STANDIN_EXTENSION)
    pyz.write_bytes(out.getvalue())

