"""A plugin's package.json declares ``dsh.profile.bundles``.

Why: ``dsh.profile.bundles`` belongs to a profile's own package.json, where
``dsh plugin add`` maintains it. In a plugin it does nothing (the host never
reads it there) and suggests the author expects it to pull in other bundles.

Severity (error): the host never reads the list in a plugin: the bundles it
names are silently not installed.

PASS::

    "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}

FAIL::

    "dsh": {"bundle": {"patch": "./cordis.patch.yml"}, "profile": {"bundles": ["dsh-other"]}}
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH106"
NAME = "profile-bundles-in-plugin"
SEVERITY = ERROR


def check(ctx):
    for bundle, manifest in ctx.manifests():
        if bundle.kind == "profile" or manifest.node("dsh", "profile", "bundles") is None:
            continue
        yield hit(bundle.manifest_display, manifest.key_pos("dsh", "profile"),
                  "dsh.profile.bundles belongs in a profile's package.json, never in a plugin's: the host ignores it here")
