"""Directories that exercise npm pack's rules, generated into a temp dir."""

from __future__ import annotations

import json
import os
from pathlib import Path


def _write(root: Path, rel: str, data: str | bytes = "x\n", mode: int | None = None) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    if mode is not None:
        os.chmod(path, mode)


def _manifest(root: Path, **fields) -> None:
    _write(root, "package.json", json.dumps({"name": root.name, "version": "1.0.0", **fields}, indent=2) + "\n")


def make_trees(base: Path) -> dict[str, Path]:
    trees: dict[str, Path] = {}

    t = base / "files-list"
    _manifest(t, files=["lib", "docs/*.md", "bin/cli.js", "./types/", "data/**/*.json", "missing-dir"], bin={"t": "bin/cli.js", "u": "./bin/plain.js"})
    for rel in ["lib/a.js", "lib/B.js", "lib/a_b.js", "lib/a-b.js", "lib/deep/er/x.json", "lib/.hidden.js",
                "docs/a.md", "docs/b.txt", "types/index.d.ts", "data/x/y.json", "data/x/y.txt", "other.js",
                "README.md", "LICENSE", "LICENCE.txt", "COPYING", "CHANGELOG.md", "readme.txt~"]:
        _write(t, rel, f"{rel}\n")
    _write(t, "bin/cli.js", "#!/usr/bin/env node\n", 0o755)
    # a declared bin that npm leaves 0644: pacote's isPackageBin drops the path's first
    # segment before comparing ("bin/plain.js" -> "plain.js" != "bin/plain.js")
    _write(t, "bin/plain.js", "#!/usr/bin/env node\n", 0o644)
    _write(t, "lib/run.sh", "#!/bin/sh\n", 0o775)
    _write(t, "lib/private.js", "p\n", 0o600)
    _write(t, "lib/empty.js", "")
    _write(t, "lib/block.bin", b"\x01" * 512)
    _write(t, "lib/big.bin", bytes(range(256)) * 4099)
    trees["files-list"] = t

    t = base / "long-paths"
    _manifest(t, files=["src"])
    _write(t, "src/" + "d" * 60 + "/" + "e" * 60 + "/file.js")  # > 100 bytes: ustar prefix
    _write(t, "src/" + "/".join(["segment%02d" % i for i in range(20)]) + "/deep.js")  # > 255: PAX
    _write(t, "src/" + "n" * 120 + ".js")  # a basename over 100 bytes: PAX
    _write(t, "src/" + "p" * 99 + "/" + "q" * 99 + ".js")
    _write(t, "src/short.js")
    trees["long-paths"] = t

    t = base / "npmignore"
    _manifest(t)
    _write(t, ".npmignore", "# comment\n*.log\ntest/\n/build\n!keep.log\ndocs/*.tmp\n")
    _write(t, ".gitignore", "lib/\n")  # ignored: .npmignore wins
    for rel in ["index.js", "a.log", "keep.log", "test/t.js", "build/out.js", "src/build/in.js",
                "docs/a.tmp", "docs/a.md", "lib/l.js", "sub/.npmignore", "sub/x.js", "sub/y.txt",
                "node_modules/dep/index.js", "package-lock.json", ".npmrc", "x.orig", ".DS_Store",
                ".git/config", "npm-debug.log", "README", "Licence"]:
        _write(t, rel, f"{rel}\n")
    _write(t, "sub/.npmignore", "*.txt\n")
    trees["npmignore"] = t

    t = base / "gitignore"
    _manifest(t)
    _write(t, ".gitignore", "dist\n*.tmp\n")
    for rel in ["index.js", "dist/a.js", "a.tmp", "src/b.tmp", "src/c.js"]:
        _write(t, rel)
    trees["gitignore"] = t

    t = base / "sorting"
    _manifest(t)
    for rel in ["a-b.js", "a_b.js", "A.js", "b.JS", "a b.js", "Z.md", "z2.MD", "10.js", "9.js", "x.tar.gz",
                "noext", "Makefile", "a.b.c", "@scope.js", "~tilde.js", "$dollar.js", "(paren).js",
                "dir/a.js", "dir/A.js", "Dir2/a.js", "a1.js", "a.js", "aa.js", "ab.JS", "a.", ".eslintrc",
                ".eslintrc.json", "index.mjs", "index.cjs", "index.d.ts", "x.TXT", "X.txt"]:
        _write(t, rel)
    trees["sorting"] = t

    t = base / "unicode"
    _manifest(t, files=["data"])
    _write(t, "data/données.json", "{}\n")
    trees["unicode"] = t

    t = base / "negation-nested"
    _manifest(t, files=["lib", "!lib/secret.js", "*.cjs", "conf/", "docs/**/*.md"])
    for rel in ["lib/a.js", "lib/secret.js", "lib/a.js.map", "lib/deep/b.js", "lib/deep/b.js.map",
                "x.cjs", "sub/y.cjs", "conf/c.json", "conf/.hidden", "docs/one.md", "docs/two/three.md",
                "docs/two/four.txt", "notes.md"]:
        _write(t, rel)
    _write(t, "lib/.npmignore", "*.map\n")  # a nested .npmignore applies even with `files`
    os.symlink("lib/a.js", t / "link.js")  # symlinks are never packed
    os.symlink("a.js", t / "lib" / "link2.js")
    trees["negation-nested"] = t

    t = base / "main-only"
    _manifest(t, files=["lib"], main="index.js")
    _write(t, "index.js")
    _write(t, "lib/x.js")
    _write(t, "Readme.markdown")
    trees["main-only"] = t
    return trees
