"""Which files ``npm pack`` puts in the tarball, in npm's order.

A port of the rules of npm-packlist 10 / ignore-walk 8 (npm 11): the walker reads
each directory, applies rule sets in a fixed order (npm's defaults, the
``files`` list of package.json turned into "exclude all, re-include these",
``.npmignore`` — or ``.gitignore`` when there is no ``.npmignore`` — and the
strict rules that always include package.json / README / LICENSE / LICENCE /
COPYING and always exclude lock files, ``.git`` and ``node_modules``), descends
into directories that may still contain included files, and finally sorts
everything by extension, then basename, then path (``localeCompare('en')``).
Bundled dependencies and workspaces are not supported (bundles have neither).
"""

from __future__ import annotations

import json
import os
import posixpath
import stat as stat_mod
from functools import cmp_to_key
from pathlib import Path

from dshkit.pack.collate import locale_compare
from dshkit.pack.glob import Rule, compile_rule
from dshkit.pack.jsstr import decode_utf8, js_trim
from dshkit.pack.npmmanifest import NpmCannotPack, js_string, js_truthy, normalized_bins

DEFAULTS = [
    ".npmignore", ".gitignore", "**/.git", "**/.svn", "**/.hg", "**/CVS",
    "**/.git/**", "**/.svn/**", "**/.hg/**", "**/CVS/**", "/.lock-wscript",
    "/.wafpickle-*", "/build/config.gypi", "npm-debug.log", "**/.npmrc", ".*.swp",
    ".DS_Store", "**/.DS_Store/**", "._*", "**/._*/**", "*.orig", "/archived-packages/**",
]
STRICT_DEFAULTS = ["/.git"]
DEFAULT_RULES = "<defaults>"
STRICT_RULES = "<strict>"


def rules_from_text(text: str) -> list[Rule]:
    """ignore-walk's reading of an ignore file: lines split on ``\\r?\\n``, JS-trimmed
    (which also drops a BOM), blank and ``#`` lines skipped."""
    out = []
    for line in text.split("\n"):
        if line.endswith("\r"):
            line = line[:-1]
        rule = js_trim(line)
        if rule and not rule.startswith("#"):
            out.append(compile_rule(rule))
    return out


def _inject(lines: list[str]) -> list[Rule]:
    """npm-packlist's injectRules: joined with newlines and read back like a file."""
    return rules_from_text("\n".join(lines) + "\n")


def _read_rules(path: Path) -> list[Rule]:
    # fs.readFile(…, 'utf8'): bad bytes become U+FFFD instead of failing
    try:
        data = path.read_bytes()
    except OSError as exc:  # a directory or a dangling link named .npmignore: npm fails too
        raise NpmCannotPack(f"cannot read {path.name}: {exc.strerror}") from None
    return rules_from_text(decode_utf8(data))


class _Walker:
    def __init__(self, path: Path, *, parent: "_Walker | None", ignore_files: list[str],
                 required: list[str], exact: bool, manifest: dict | None, result: list[str],
                 root: Path, bins: dict[str, str] | None):
        self.path = path
        self.parent = parent
        self.basename = path.name
        self.ignore_files = ignore_files
        self.rules: dict[str, list[Rule] | None] = {}
        self.required = required
        self.exact = exact
        self.manifest = manifest  # only the package root reads package.json
        self.result = result
        self.root = root
        self.bins = bins
        self.rules[DEFAULT_RULES] = _inject(DEFAULTS)
        if manifest is None:
            self.rules[STRICT_RULES] = _inject(STRICT_DEFAULTS + [f"!{f}" for f in required])

    def _process_package(self) -> None:
        manifest = self.manifest or {}
        strict = STRICT_DEFAULTS + [
            "!/package.json", "!/readme{,.*[^~$]}", "!/copying{,.*[^~$]}",
            "!/license{,.*[^~$]}", "!/licence{,.*[^~$]}", "/.git", "/node_modules",
            ".npmrc", "/package-lock.json", "/yarn.lock", "/pnpm-lock.yaml", "/bun.lockb",
        ]
        files = manifest.get("files")
        if js_truthy(files):  # `"files": []` is truthy in JS: only the strict rules include
            if not isinstance(files, (list, str)):
                raise NpmCannotPack('"files" is not iterable')
            ignores: list[str] = []
            for entry in files:  # a string iterates its characters, as `for…of` does
                if not isinstance(entry, str):
                    raise NpmCannotPack('"files" has a non-string entry')
                if entry.startswith("./"):
                    entry = entry[1:]
                if entry.endswith("/*"):
                    entry += "*"
                inverse = f"!{entry}"
                try:
                    st = os.lstat(_node_join(str(self.path), entry.lstrip("!")))
                except (OSError, ValueError):  # not there: a glob pattern
                    ignores.append(inverse)
                    continue
                if stat_mod.S_ISREG(st.st_mode):
                    strict.insert(0, inverse)
                    self.required.append(entry[1:] if entry.startswith("/") else entry)
                elif stat_mod.S_ISDIR(st.st_mode):
                    ignores.append(inverse)
                    ignores.append(f"{inverse}/**")
            self.rules["package.json"] = _inject(["*", *ignores])
        for key in ("browser", "main"):
            if js_truthy(manifest.get(key)):
                strict.append(f"!/{js_string(manifest[key])}")
        for target in (self.bins or {}).values():
            strict.append(f"!/{target}")
        self.rules[STRICT_RULES] = _inject(strict)

    def walk(self) -> None:
        entries = os.listdir(self.path)
        if not entries:
            return
        for name in self.ignore_files:
            if name in (DEFAULT_RULES, STRICT_RULES) or name not in entries:
                continue
            if name == "package.json":
                if self.manifest is not None:
                    self._process_package()
                continue
            self.rules[name] = _read_rules(self.path / name)
        if self.manifest is not None and STRICT_RULES not in self.rules:
            self._process_package()
        # JS truthiness: an empty rule list (empty .npmignore, `files: []`) still counts
        if self.rules.get("package.json") is not None:
            self.rules[".npmignore"] = None
            self.rules[".gitignore"] = None
        elif self.rules.get(".npmignore") is not None:
            self.rules[".gitignore"] = None
        for entry in entries:
            if "*" in entry:  # npm-packlist refuses names that are bad on Windows
                continue
            pass_file = self.filter_entry(entry)
            pass_dir = self.filter_entry(entry, partial=True)
            if not (pass_file or pass_dir):
                continue
            full = self.path / entry
            st = os.lstat(full)
            if stat_mod.S_ISREG(st.st_mode):
                if pass_file:
                    self.result.append(full.relative_to(self.root).as_posix())
            elif stat_mod.S_ISDIR(st.st_mode) and pass_dir:
                exact = pass_file or self.filter_entry(entry + "/")
                child_required = []
                for f in self.required:
                    # path.relative(file, entry) === '..': the file sits directly in entry
                    norm = posixpath.normpath(f) if f else "."
                    if posixpath.dirname(norm) == entry and posixpath.basename(norm) not in ("", ".", ".."):
                        child_required.append(posixpath.basename(norm))
                _Walker(full, parent=self, ignore_files=[DEFAULT_RULES, ".npmignore", ".gitignore", STRICT_RULES],
                        required=child_required, exact=exact, manifest=None,
                        result=self.result, root=self.root, bins=None).walk()
            # symlinks, sockets, …: never packed

    def filter_entry(self, entry: str, partial: bool = False, entry_basename: str | None = None) -> bool:
        included = True
        if self.parent is not None:
            included = self.parent.filter_entry(f"{self.basename}/{entry}", partial, entry_basename or entry)
            if not included and not self.exact:
                return False
        for name in self.ignore_files:
            for rule in self.rules.get(name) or ():
                if rule.negate == included:
                    continue
                relative = entry_basename is not None and rule.is_relative()
                match = (
                    rule.match("/" + entry) or rule.match(entry) or (partial and (
                        rule.match("/" + entry + "/") or rule.match(entry + "/")
                        or (rule.negate and (rule.match("/" + entry, True) or rule.match(entry, True)))
                        or (relative and (
                            rule.match("/" + entry_basename + "/") or rule.match(entry_basename + "/")
                            or (rule.negate and (rule.match("/" + entry_basename, True)
                                                 or rule.match(entry_basename, True))))))))
                if match:
                    included = rule.negate
        return included


def node_extname(base: str) -> str:
    """Node's ``path.extname`` of a basename (``..a`` -> ``.a``, ``.a`` -> ``''``)."""
    start_dot = -1
    pre_dot = 0
    for i in range(len(base) - 1, -1, -1):
        if base[i] == ".":
            if start_dot == -1:
                start_dot = i
            elif pre_dot != 1:
                pre_dot = 1
        elif start_dot != -1:
            pre_dot = -1
    if start_dot == -1 or pre_dot == 0 or (pre_dot == 1 and start_dot == len(base) - 1 and start_dot == 1):
        return ""
    return base[start_dot:]


def _npm_order(a: str, b: str) -> int:
    """npm-packlist's sort: extension, then basename (both lower-cased), then the path."""
    ba, bb = a.rsplit("/", 1)[-1], b.rsplit("/", 1)[-1]
    return (locale_compare(node_extname(ba).lower(), node_extname(bb).lower())
            or locale_compare(ba.lower(), bb.lower()) or locale_compare(a, b))


def _node_join(base: str, rel: str) -> str:
    return os.path.normpath(base + "/" + rel) if rel else base


def read_package_json(root: Path) -> dict:
    return json.loads(decode_utf8((root / "package.json").read_bytes()).removeprefix("\ufeff"))


def tar_paths(directory: str | os.PathLike, manifest: dict | None = None,
              bins: dict[str, str] | None = None) -> list[str]:
    """The file list npm hands to node-tar, in order: ``@…`` top-level names as ``./@…``."""
    root = Path(directory).resolve()
    if manifest is None:
        manifest = read_package_json(root)
    if bins is None:
        bins = normalized_bins(manifest, root)
    result: list[str] = []
    _Walker(root, parent=None, ignore_files=[DEFAULT_RULES, "package.json", ".npmignore", ".gitignore", STRICT_RULES],
            required=[], exact=False, manifest=manifest, result=result, root=root, bins=bins).walk()
    # ignore-walk rewrites names starting with @ before sorting (and node-tar strips it back)
    listed = [f"./{p}" if p.startswith("@") else p for p in dict.fromkeys(result)]
    return sorted(listed, key=cmp_to_key(_npm_order))


def packlist(directory: str | os.PathLike) -> list[str]:
    """Relative POSIX paths of the files ``npm pack`` would include, in tar order."""
    return [p[2:] if p.startswith("./@") else p for p in tar_paths(directory)]
