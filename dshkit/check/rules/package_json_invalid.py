"""package.json is missing, is not valid JSON, or is not an object.

Why: the host reads ``dsh.bundle.patch`` and the peers from package.json; a
package whose manifest cannot be parsed cannot be installed as a bundle. For a
profile, a bundle listed in ``dsh.profile.bundles`` that is not installed in
its ``node_modules`` is reported here too.

Severity (error): the host cannot read the manifest, so nothing of the bundle
is installed or loaded.

PASS::

    {"name": "dsh-x", "version": "1.0.0", "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}

FAIL::

    {"name": "dsh-x", "version": "1.0.0",}     # trailing comma: not JSON
"""

from dshkit.check.finding import hit
from dshkit.model.problem import ERROR

ID = "DSH100"
NAME = "package-json-invalid"
SEVERITY = ERROR


def check(ctx):
    for bundle in ctx.layers_in_order:
        if bundle.manifest_error is not None:
            err = bundle.manifest_error
            yield hit(bundle.manifest_display, (err.line, err.column), f"package.json is not valid: {err.message}")
        elif bundle.missing:
            if bundle.listed_at is not None and ctx.profile is not None:
                if bundle.label in ctx.host_bundle_names:
                    continue  # a host base bundle: its snapshot stands in
                yield hit(ctx.profile.manifest_display, bundle.listed_at, bundle.missing)
            elif bundle.kind != "profile":
                yield hit(bundle.manifest_display, None, f"{bundle.missing}: not an npm package")
