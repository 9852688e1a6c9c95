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

from dshkit.fsutil import MAX_TEXT_BYTES, read_regular
from dshkit.pack.collate import locale_compare
from dshkit.pack.glob import Rule, compile_rule

DEFAULTS = [
    ".npmignore", ".gitignore", "**/.git", "**/.svn", "**/.hg", "**/CVS",
    "**/.git/**", "**/.svn/**", "**/.hg/**", "**/CVS/**", "/.lock-wscript",
    "/.wafpickle-*", "/build/config.gypi", "npm-debug.log", "**/.npmrc", ".*.swp",
    ".DS_Store", "**/.DS_Store/**", "._*", "**/._*/**", "*.orig", "/archived-packages/**",
]
STRICT_DEFAULTS = ["/.git"]
DEFAULT_RULES = "<defaults>"
STRICT_RULES = "<strict>"


def _rules(lines: list[str]) -> list[Rule]:
    return [compile_rule(line.strip()) for line in lines
            if line.strip() and not line.strip().startswith("#")]


def _read_rules(path: Path) -> list[Rule]:
    # a regular file only (a FIFO named .npmignore would block forever), size-capped
    text = read_regular(path, MAX_TEXT_BYTES).decode("utf-8", errors="replace")
    return _rules(text.replace("\r\n", "\n").split("\n"))


def bin_paths(manifest: dict) -> list[str]:
    """``bin`` as npm normalises it before packing: a map, paths made root-relative."""
    bins = manifest.get("bin")
    if isinstance(bins, str):
        bins = {"_": bins}
    if not isinstance(bins, dict):
        return []
    return [posixpath.normpath("/" + v)[1:] for v in bins.values() if isinstance(v, str)]


class _Walker:
    def __init__(self, path: Path, *, parent: "_Walker | None", ignore_files: list[str],
                 required: list[str], exact: bool, manifest: dict | None, result: list[str],
                 root: Path):
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
        self.rules[DEFAULT_RULES] = _rules(DEFAULTS)
        if manifest is None:
            self.rules[STRICT_RULES] = _rules(STRICT_DEFAULTS + [f"!{f}" for f in required])

    def _process_package(self) -> None:
        manifest = self.manifest or {}
        strict = STRICT_DEFAULTS + [
            "!/package.json", "!/readme{,.*[^~$]}", "!/copying{,.*[^~$]}",
            "!/license{,.*[^~$]}", "!/licence{,.*[^~$]}", "/.git", "/node_modules",
            ".npmrc", "/package-lock.json", "/yarn.lock", "/pnpm-lock.yaml", "/bun.lockb",
        ]
        files = manifest.get("files")
        if files:
            ignores: list[str] = []
            for entry in files:
                if not isinstance(entry, str):
                    continue
                if entry.startswith("./"):
                    entry = entry[1:]
                if entry.endswith("/*"):
                    entry += "*"
                inverse = f"!{entry}"
                try:
                    st = os.lstat(os.path.normpath(f"{self.path}/{entry.lstrip('!')}"))
                except OSError:  # not a file or directory: a glob pattern
                    ignores.append(inverse)
                    continue
                if stat_mod.S_ISREG(st.st_mode):
                    strict.insert(0, inverse)
                    self.required.append(entry[1:] if entry.startswith("/") else entry)
                elif stat_mod.S_ISDIR(st.st_mode):
                    ignores.append(inverse)
                    ignores.append(f"{inverse}/**")
            self.rules["package.json"] = _rules(["*", *ignores])
        for key in ("browser", "main"):
            if isinstance(manifest.get(key), str):
                strict.append(f"!/{manifest[key]}")
        strict.extend(f"!/{v}" for v in bin_paths(manifest))
        self.rules[STRICT_RULES] = _rules(strict)

    def walk(self) -> None:
        entries = os.listdir(self.path)
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
        if self.rules.get("package.json"):
            self.rules[".npmignore"] = None
            self.rules[".gitignore"] = None
        elif self.rules.get(".npmignore"):
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
                    parts = f.split("/")
                    if len(parts) == 2 and parts[0] == entry:
                        child_required.append(parts[1])
                _Walker(full, parent=self, ignore_files=[DEFAULT_RULES, ".npmignore", ".gitignore", STRICT_RULES],
                        required=child_required, exact=exact, manifest=None,
                        result=self.result, root=self.root).walk()
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


def _npm_order(a: str, b: str) -> int:
    """npm's tar order: by extension, then basename, then path (``localeCompare('en')``)."""
    ea, eb = os.path.splitext(a.rsplit("/", 1)[-1])[1].lower(), os.path.splitext(b.rsplit("/", 1)[-1])[1].lower()
    ba, bb = a.rsplit("/", 1)[-1].lower(), b.rsplit("/", 1)[-1].lower()
    return locale_compare(ea, eb) or locale_compare(ba, bb) or locale_compare(a, b)


def packlist(directory: str | os.PathLike) -> list[str]:
    """Relative POSIX paths of the files ``npm pack`` would include, in tar order."""
    root = Path(directory).resolve()
    manifest = json.loads(read_regular(root / "package.json", MAX_TEXT_BYTES).decode("utf-8"))
    result: list[str] = []
    _Walker(root, parent=None, ignore_files=[DEFAULT_RULES, "package.json", ".npmignore", ".gitignore", STRICT_RULES],
            required=[], exact=False, manifest=manifest, result=result, root=root).walk()
    return sorted(result, key=cmp_to_key(_npm_order))
