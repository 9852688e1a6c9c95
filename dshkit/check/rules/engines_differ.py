"""``engines.dsh`` or ``dsh.engines.dsh`` differs from the ``@deepseek-ai/dsh`` peer.

Why: ``engines.dsh`` is display only — nothing enforces it. The host checks
the ``@deepseek-ai/dsh`` peer (0.1.7+). When the two disagree, what the market
shows is not what the host enforces; when only an engines range exists, the
host enforces nothing at all.

Severity (warning): ``engines.dsh`` is display only; the host drops or disables
nothing because of it, users are only shown a different range than the one
enforced.

PASS::

    "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.7-rc.1"},
    "dsh": {"engines": {"dsh": ">=0.1.7-rc.1"}, ...}

FAIL::

    "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.7-rc.1"},
    "engines": {"dsh": ">=0.1.0"}
"""

from dshkit.check.finding import hit
from dshkit.check.rules._ranges import ENGINES_PATHS
from dshkit.model.manifest import HOST_PACKAGE
from dshkit.model.problem import WARNING

ID = "DSH107"
NAME = "engines-differ-from-peer"
SEVERITY = WARNING


def _norm(value) -> str:
    return " ".join(str(value).split())


def check(ctx):
    for bundle, manifest in ctx.manifests():
        peer = manifest.deps("peerDependencies").get(HOST_PACKAGE)
        for path in ENGINES_PATHS:
            node = manifest.node(*path)
            if node is None:
                continue
            label = ".".join(path)
            if peer is None:
                yield hit(bundle.manifest_display, manifest.key_pos(*path),
                          f"{label} is display only and there is no @deepseek-ai/dsh peer: "
                          f"the host enforces nothing; declare the peer {node.plain()!r}")
            elif _norm(node.plain()) != _norm(peer[0]):
                yield hit(bundle.manifest_display, manifest.key_pos(*path),
                          f"{label} {node.plain()!r} differs from the @deepseek-ai/dsh peer {peer[0]!r}, "
                          "which is what the host checks")
