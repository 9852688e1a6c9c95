"""A host-supplied package is listed in ``dependencies``.

Why: the host supplies ``@deepseek-ai/dsh``, the ``@deepseek-ai/dsh-*``
services and ``@deepseek-ai/cordis*``; a bundle that depends on them gets
its own second copy, and a second copy of a service package is a runtime
failure (``prepareCall is not a function`` was one report). They belong in
``peerDependencies``, marked optional. A ``file:``/``link:``/``workspace:``
dependency is the author's own package, and plain libraries of the scope
(``@deepseek-ai/schemastery``, ``cosmokit``) may be bundled: neither is reported.

Severity (error): the bundle runs against its own second copy of a host
service: a mis-load that fails at run time.

PASS::

    "peerDependencies": {"@deepseek-ai/dsh-llm": "^0.1.0-rc.8"},
    "peerDependenciesMeta": {"@deepseek-ai/dsh-llm": {"optional": true}}

FAIL::

    "dependencies": {"@deepseek-ai/dsh-llm": "^0.1.0-rc.8"}
"""

from dshkit.check.finding import hit
from dshkit.model.manifest import is_host_package
from dshkit.model.problem import ERROR

ID = "DSH108"
NAME = "host-package-dependency"
SEVERITY = ERROR
OWN = ("file:", "link:", "workspace:", "portal:")


def check(ctx):
    for bundle, manifest in ctx.manifests():
        deps = manifest.node("dependencies")
        for name, (spec, node) in manifest.deps("dependencies").items():
            if not is_host_package(name):
                continue
            if isinstance(spec, str) and spec.startswith(OWN):
                continue
            key = deps.key_node(name)
            yield hit(bundle.manifest_display, key,
                      f"{name} is supplied by the host: move it from dependencies to peerDependencies "
                      "(optional in peerDependenciesMeta); a second copy breaks at runtime")
