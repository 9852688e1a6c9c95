"""The package relies on an install lifecycle script (``postinstall`` etc.).

Why: the host installs bundles with pnpm, and pnpm 10+ runs no dependency
lifecycle scripts by default: a ``preinstall``/``install``/``postinstall``
script of a bundle silently never runs on users' machines.

Severity (error): the script silently never runs on users' machines.

PASS::

    "scripts": {"build": "tsc", "test": "node --test"}

FAIL::

    "scripts": {"postinstall": "node scripts/fetch-binary.js"}
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH110"
NAME = "install-script"
SEVERITY = ERROR
HOOKS = ("preinstall", "install", "postinstall")


def check(ctx):
    for bundle, manifest in ctx.manifests():
        scripts = manifest.node("scripts")
        if scripts is None or not scripts.is_map:
            continue
        for hook in HOOKS:
            if hook in scripts.value:
                yield hit(bundle.manifest_display, scripts.key_node(hook),
                          f"scripts.{hook} does not run when the host installs this bundle "
                          "(pnpm 10+ skips dependency lifecycle scripts)")
