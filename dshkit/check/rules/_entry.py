"""A bundle's own module rows and the files they load, read as text.

Row names that point into the bundle itself (the package, or the package
followed by one of its ``exports`` subpaths) resolve through package.json the
way Node does for a package import; the file is then read as text, never run.
"""

from __future__ import annotations

import posixpath
import re

from dshkit.check.rules._patch import user_events
from dshkit.model.compose import INSERTED

# process.argv[1] handed to createRequire/realpath (directly or through one call,
# e.g. createRequire(realpathSync(process.argv[1]))): finding the host's files
# from the path of the script that started the process. In a single-executable
# runtime (0.2.1) that path is virtual and realpath throws ENOENT.
ARGV_TRICK = re.compile(
    r"(?:createRequire|realpathSync|realpath)\s*\(\s*(?:[A-Za-z_$][\w$.]*\s*\(\s*)?process\.argv\s*\[\s*1\s*\]")
_RELATIVE_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"](\.{1,2}/[^'"]+)['"]""")
_CONDITIONS = ("import", "node", "default", "require")


def own_plugin_names(bundle) -> frozenset[str]:
    """Names a bundle's own plugin row would carry: the package, and the package
    followed by each subpath it exports (``dsh-acme/client``). Cached on the bundle."""
    if bundle is None:
        return frozenset()
    cached = bundle.__dict__.get("_own_plugin_names")
    if cached is None:
        cached = bundle.__dict__["_own_plugin_names"] = frozenset(_own_names(bundle))
    return cached


def _own_names(bundle) -> set[str]:
    manifest = bundle.manifest
    name = manifest.name if manifest is not None else None
    if not isinstance(name, str) or not name:
        return set()
    names = {name}
    exports = manifest.value("exports")
    if isinstance(exports, dict):
        names.update(f"{name}/{key[2:]}" for key in exports if isinstance(key, str) and key.startswith("./")
                     and len(key) > 2 and "*" not in key)
    return names


def _target(value):
    """A string target of an exports entry, conditions resolved as Node's ESM loader would."""
    while isinstance(value, dict):
        value = next((value[c] for c in _CONDITIONS if c in value), None)
    return value if isinstance(value, str) else None


def module_file(bundle, name: str) -> str | None:
    """The bundle-relative file a row ``name`` of this bundle loads; None when the
    name is not the bundle's own or resolves to nothing."""
    manifest = bundle.manifest
    package = manifest.name if manifest is not None else None
    if not package or not isinstance(name, str) or (name != package and not name.startswith(package + "/")):
        return None
    sub = "." if name == package else "./" + name[len(package) + 1:]
    exports = manifest.value("exports")
    if exports is None:
        target = (manifest.value("main") or "index.js") if sub == "." else sub
    elif isinstance(exports, (str, list)) or (isinstance(exports, dict) and not any(
            str(k).startswith(".") for k in exports)):
        target = _target(exports if not isinstance(exports, list) else exports[0]) if sub == "." else None
    else:
        target = _target(exports.get(sub))
    if not isinstance(target, str):
        return None
    rel = posixpath.normpath(target.lstrip("./") if target.startswith("./") else target)
    return rel if not rel.startswith("..") else None


def own_module_rows(ctx):
    """(bundle, row, file or None) for every row a checked bundle inserts that
    names the bundle's own package or one of its exports."""
    for event in user_events(ctx, INSERTED):
        bundle = event.layer.owner
        if bundle is None or bundle.manifest is None or event.row.node is None:
            continue
        name = event.row.name
        if isinstance(name, str) and name.strip() in own_plugin_names(bundle):
            yield bundle, event.row, event.display, module_file(bundle, name.strip())


def blank_comments(text: str) -> str:
    """``text`` with JavaScript comments replaced by spaces (newlines kept, so
    lines and columns still match the file). Strings and template literals are
    skipped as wholes; a regex literal is not told from a division (a ``//`` in
    one may blank the rest of its line: only a missed match, never a false one)."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "'\"`":
            j = i + 1
            while j < n and text[j] != c and (c == "`" or text[j] != "\n"):
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out[i:j] = " " * (j - i)
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out[i:j] = [ch if ch == "\n" else " " for ch in text[i:j]]
            i = j
        else:
            i += 1
    return "".join(out)


def loaded_files(bundle, rel: str) -> list[tuple[str, str]]:
    """(file, text with comments blanked) of ``rel`` and the bundle files it
    imports relatively (one level: what loading ``rel`` runs). Cached per bundle."""
    cache = bundle.__dict__.setdefault("_loaded_files", {})
    if rel not in cache:
        cache[rel] = [(path, blank_comments(text)) for path, text in _loaded(bundle, rel)]
    return cache[rel]


def _loaded(bundle, rel: str) -> list[tuple[str, str]]:
    text = bundle.source.read_text(rel)
    if text is None:
        return []
    files = [(rel, text)]
    for spec in _RELATIVE_IMPORT.findall(text):
        dep = posixpath.normpath(posixpath.join(posixpath.dirname(rel), spec))
        dep_text = bundle.source.read_text(dep) if not dep.startswith("..") else None
        if dep_text is not None and all(dep != seen for seen, _ in files):
            files.append((dep, dep_text))
    return files


def matches(bundle, rel: str, pattern):
    """(file, line, column, match) of each ``pattern`` match in what loading ``rel`` runs."""
    for path, body in loaded_files(bundle, rel):
        for m in pattern.finditer(body):
            line = body.count("\n", 0, m.start()) + 1
            column = m.start() - (body.rfind("\n", 0, m.start()) + 1) + 1
            yield path, line, column, m


def argv_tricks(bundle, rel: str):
    """(file, line, column) of each argv/realpath host lookup in what loading ``rel`` runs."""
    for path, line, column, _ in matches(bundle, rel, ARGV_TRICK):
        yield path, line, column


def own_files(ctx):
    """(bundle, row, file) once per file a checked bundle's own rows load."""
    seen = set()
    for bundle, row, _display, rel in own_module_rows(ctx):
        if rel is not None and (id(bundle), rel) not in seen:
            seen.add((id(bundle), rel))
            yield bundle, row, rel
