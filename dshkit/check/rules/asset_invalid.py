"""The icon or a locale file is not exported, not inside the package, of the
wrong type, or (icon) over 256 KiB.

Why: the host resolves ``icon``, ``locale/<lang>.json`` and ``package.json``
through the package's ``exports``; an icon must be a relative path inside the
package, an svg/png/jpeg/webp file of at most 256 KiB. A locale file must be a
JSON object with ``meta.title``/``meta.description``. Anything else is silently
not shown.

Severity (error): the host drops an asset it cannot resolve (no icon, no
localized title). An icon path whose file is absent from the checked tree, and
a locale file without ``meta.title``, only warn: the first is often produced by
a build step before packing, the second falls back to the package's own name.

PASS::

    "icon": "./assets/icon.svg", "exports": {"./assets/*": "./assets/*", ...}

FAIL::

    "icon": "../shared/icon.gif"
"""

import json

from dshkit.check.finding import hit
from dshkit.check.rules._util import exported
from dshkit.model.problem import ERROR, WARNING
from dshkit.model.source import normalize

ID = "DSH105"
NAME = "asset-invalid"
SEVERITY = ERROR

ICON_TYPES = (".svg", ".png", ".jpg", ".jpeg", ".webp")
ICON_MAX = 256 * 1024


def _icon(bundle, manifest):
    node = manifest.node("icon")
    if node is None:
        return
    where = manifest.key_pos("icon")
    path = bundle.manifest_display
    icon = node.plain()
    if not isinstance(icon, str) or not icon:
        yield hit(path, where, f"icon must be a relative path string, got {icon!r}")
        return
    rel = normalize(icon)
    if rel is None or icon.startswith("/") or "://" in icon:
        yield hit(path, where, f"icon {icon!r} is not a path inside the package")
        return
    if not rel.lower().endswith(ICON_TYPES):
        yield hit(path, where, f"icon {icon!r} is not svg, png, jpeg or webp")
    if not exported(manifest, "./" + rel):
        yield hit(path, where, f"icon {icon!r} is not exported: add \"./{rel}\" to package.json \"exports\"")
    size = bundle.source.size(rel)
    if size is None:
        yield hit(path, where, f"icon file {icon!r} is not in the package", WARNING)
    elif size > ICON_MAX:
        yield hit(path, where, f"icon {icon!r} is {size} bytes, over the 256 KiB limit")


def _locales(bundle, manifest):
    path = bundle.manifest_display
    for rel in bundle.source.files():
        parts = rel.split("/")
        if len(parts) != 2 or parts[0] != "locale" or not parts[1].endswith(".json"):
            continue
        if not exported(manifest, "./" + rel):
            yield hit(path, manifest.key_pos("exports") if manifest.node("exports") else None,
                      f"locale file {rel!r} is not exported: add \"./locale/*\" to package.json \"exports\"")
        try:
            data = json.loads(bundle.source.read_text(rel) or "")
        except ValueError:
            yield hit(bundle.source.display(rel), (1, 1), "locale file is not valid JSON")
            continue
        meta = data.get("meta") if isinstance(data, dict) else None
        if not isinstance(meta, dict) or not isinstance(meta.get("title"), str):
            yield hit(bundle.source.display(rel), (1, 1),
                      "locale file must be an object {meta: {title, description}}", WARNING)


def check(ctx):
    for bundle, manifest in ctx.manifests():
        yield from _icon(bundle, manifest)
        yield from _locales(bundle, manifest)
