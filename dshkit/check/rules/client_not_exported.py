"""``dsh.client`` is declared but the package does not export ``./client``.

Why: the host loads a bundle's client module through the package's
``exports`` as ``<name>/client``; without that export the web client fails to
load the module.

Severity (error): the web client's module does not load.

PASS::

    "exports": {".": "./lib/index.js", "./client": "./lib/client.js"},
    "dsh": {"client": {"platform": "web"}, "bundle": {"patch": "./cordis.patch.yml"}}

FAIL::

    "exports": {".": "./lib/index.js"},
    "dsh": {"client": {"platform": "web"}, "bundle": {"patch": "./cordis.patch.yml"}}
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH104"
NAME = "client-not-exported"
SEVERITY = ERROR


def check(ctx):
    for bundle, manifest in ctx.manifests():
        client = manifest.node("dsh", "client")
        if client is None:
            continue
        exports = manifest.value("exports")
        has = isinstance(exports, dict) and "./client" in exports and exports["./client"] is not None
        if not has:
            yield hit(bundle.manifest_display, manifest.key_pos("dsh", "client"),
                      "dsh.client is declared but package.json \"exports\" has no \"./client\" entry")
        if not client.is_map:
            yield hit(bundle.manifest_display, client, "dsh.client must be an object {platform, inject?, ...}")
