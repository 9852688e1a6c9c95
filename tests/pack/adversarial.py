"""Seeded generators of adversarial names, ignore patterns and whole package trees.

Shared by the minimatch differential test and the randomized ``npm pack`` test.
Everything derives from a ``random.Random``: a failing seed reproduces exactly.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

# Name material where npm's rules bite: case, dots, `@`, `..`, non-ASCII letters
# whose case folding differs between JS and Python, astral characters, combining marks.
STEMS = ["a", "b", "A", "B", "ab", "Ab", "index", "Index", "cli", "lib", "sub", "src", "x", "X",
         "secret", "Secret", "data", "e", "f", "z", "Z", "1", "9", "10", "_u", "-d", "a b", "a.b",
         "é", "É", "ê", "f", "İ", "ı", "ſ", "s", "ß", "\u212a", "k", "Σ", "σ", "ж", "Ж", "漢", "😀",
         "e\u0301", "ñ", "ø", "æ", "Å", "~t", "$d", "(p)", "+p", "=e", "#h", "%p", "&a", "'q",
         "c:x", "\\w", "a,b", "a;b", "!b", "[x]", "{y}"]
EXTS = ["", ".js", ".JS", ".json", ".md", ".txt", ".ts", ".d.ts", ".min.js", ".é", ".map", ".log", "."]
PREFIXES = ["", "", "", "", ".", "..", "@", "_", "-", "~"]


def random_name(rng: random.Random) -> str:
    name = rng.choice(PREFIXES) + rng.choice(STEMS)
    if rng.random() < 0.3:
        name += rng.choice(STEMS)
    name += rng.choice(EXTS)
    return name


def _glob_segment(rng: random.Random, names: list[str]) -> str:
    base = rng.choice(names) if names and rng.random() < 0.5 else random_name(rng)
    r = rng.random()
    if r < 0.12:
        return "*" + (base[base.rfind("."):] if "." in base else "")
    if r < 0.2:
        return rng.choice(["*", "**", "*.*", ".*", "?", "??", "???.js", "*.JS", "*.[jt]s"])
    if r < 0.3:
        return rng.choice(["[a-c]", "[!a]", "[^x]", "[A-Z]", "[[:digit:]]", "[[:alpha:]]", "[[:upper:]]",
                           "[[:lower:]]", "[[:alnum:]]", "[[:punct:]]", "[[:space:]]", "[a-z]", "[é]",
                           "[[:xdigit:]]", "[]", "[!]]", "[a-]"]) + rng.choice(["*", "", ".js", "?"])
    if r < 0.4:
        return rng.choice(["{a,b}", "{a..c}", "{1..3}", "{01..10..3}", "{c..a}", "{,x}", "{x}", "{a,{b,c}}",
                           "${a,b}", "\\{a,b}", "{a,b}{c,d}"]) + rng.choice(["", ".js", "*"])
    if r < 0.52:
        kind = rng.choice(["@", "?", "+", "*", "!"])
        # `*(*|…)` makes V8's regex backtrack exponentially: npm never finishes such a
        # tree (it is counted as npm failing, after a timeout), so keep it rare
        stars = kind not in "+*" or rng.random() < 0.02
        choices = ["a", "b", "x", "A", "é", "a.js", "[ab]", ""] + (["*"] if stars else [])
        inner = "|".join(rng.choice(choices) for _ in range(rng.randint(1, 3)))
        return kind + "(" + inner + ")" + rng.choice(["", ".js", "*", "x"])
    if r < 0.58:
        return base.replace(base[:1], "\\" + base[:1], 1) if base else "\\*"
    if r < 0.64:
        return base.upper() if rng.random() < 0.5 else base.lower()
    return base


def random_pattern(rng: random.Random, names: list[str] | None = None) -> str:
    names = names or []
    segs = [_glob_segment(rng, names) for _ in range(rng.choice([1, 1, 1, 2, 2, 3]))]
    if rng.random() < 0.08:
        segs.insert(rng.randrange(len(segs) + 1), rng.choice(["..", ".", "x/.."]))
    pat = "/".join(segs)
    if rng.random() < 0.25:
        pat = "/" + pat
    if rng.random() < 0.15:
        pat += "/"
    if rng.random() < 0.05:
        pat += "/**"
    if rng.random() < 0.2:
        pat = "!" + pat
    if rng.random() < 0.03:
        pat = "!!" + pat
    return pat


def random_path(rng: random.Random, names: list[str] | None = None) -> str:
    names = names or []
    parts = [rng.choice(names) if names and rng.random() < 0.4 else random_name(rng)
             for _ in range(rng.choice([1, 1, 2, 2, 3, 4]))]
    path = "/".join(parts)
    r = rng.random()
    if r < 0.3:
        path = "/" + path
    elif r < 0.4:
        path += "/"
    return path


# ------------------------------------------------------------------ package trees
README_NAMES = ["README", "readme.md", "Readme.markdown", "README.md~", "README$", "readme.txt.bak",
                "LICENSE", "license-MIT", "LICENCE.txt", "Licence", "COPYING", "copying.md", "LICENSE~",
                "READMEs", "readme.", "README.é"]
DEFAULT_JUNK = ["node_modules/dep/index.js", ".git/config", ".DS_Store", "x.orig", "package-lock.json",
                ".npmrc", "npm-debug.log", ".a.swp", "._x", "CVS/e", "sub/.hg/x", "yarn.lock",
                "build/config.gypi", "archived-packages/a.tgz"]


def _long_name(rng: random.Random) -> str:
    piece = rng.choice(["é", "漢", "😀", "ab", "ñx", "Ж", "a😀"])
    name = (piece * 140)[: rng.randint(40, 140)]
    while len(name.encode()) > 240:  # a file system limit, not npm's
        name = name[:-1]
    return name + rng.choice(["", ".js", ".txt"])


def _ignore_text(rng: random.Random, names: list[str]) -> bytes:
    kind = rng.random()
    if kind < 0.08:
        return b""
    lines = []
    for _ in range(rng.randint(1, 5)):
        r = rng.random()
        if r < 0.1:
            lines.append("# " + random_name(rng))
        elif r < 0.15:
            lines.append("   ")
        else:
            pat = random_pattern(rng, names)
            if rng.random() < 0.1:
                pat = " \t" + pat + "  "
            lines.append(pat)
    text = ("\r\n" if rng.random() < 0.2 else "\n").join(lines) + ("\n" if rng.random() < 0.7 else "")
    data = text.encode("utf-8")
    if kind < 0.18:
        data = b"\xef\xbb\xbf" + data  # BOM
    elif kind < 0.25:
        data = data.replace(b"\n", b"\xff\xfe\n", 1) + b"\x80bad\n"  # not UTF-8
    return data


def _bin_value(rng: random.Random, files: list[str]):
    target = rng.choice(files) if files else "cli.js"
    r = rng.random()
    if r < 0.15:
        target = "./" + target
    elif r < 0.2:
        target = "x/../" + target
    elif r < 0.25:
        target = target.replace("/", "\\")
    elif r < 0.3:
        target = target.split("/")[-1]  # a bare name: pacote marks it in any first-level dir
    return target


def make_random_tree(rng: random.Random, root: Path) -> dict:
    """Write one adversarial package under ``root``; return its package.json."""
    root.mkdir(parents=True)
    dirs = [""]
    for _ in range(rng.randint(0, 5)):
        parent = rng.choice(dirs)
        name = random_name(rng) if rng.random() < 0.7 else rng.choice(["lib", "bin", "src", "sub", "@s", "..d", "docs"])
        d = f"{parent}/{name}" if parent else name
        if d not in dirs:
            dirs.append(d)
    if rng.random() < 0.1:
        dirs.append(_long_name(rng))
    files: list[str] = []
    for _ in range(rng.randint(2, 14)):
        d = rng.choice(dirs)
        name = random_name(rng) if rng.random() < 0.85 else _long_name(rng)
        if name in (".", "..", "package.json") or "/" in name:
            continue
        files.append(f"{d}/{name}" if d else name)
    for _ in range(rng.randint(0, 3)):
        files.append(rng.choice(README_NAMES))
    for _ in range(rng.randint(0, 3)):
        files.append(rng.choice(DEFAULT_JUNK))
    if rng.random() < 0.08:  # deep path past the ustar prefix
        files.append("/".join(["deep" + "é" * rng.randint(0, 9)] * rng.randint(8, 14)) + "/f.js")
    written: list[str] = []
    names = [f.split("/")[-1] for f in files]
    for rel in dict.fromkeys(files):
        path = root / rel
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists() or path.parent.is_file():
                continue
            size = rng.choice([0, 1, 5, 100, 511, 512, 513, 3000])
            path.write_bytes(bytes(rng.randrange(256) for _ in range(size)) if rng.random() < 0.3
                             else (rel * (size // max(len(rel), 1) + 1)).encode()[:size])
            os.chmod(path, rng.choice([0o644, 0o644, 0o755, 0o600, 0o664, 0o700]))
            written.append(rel)
        except (OSError, ValueError):
            continue
    for d in dirs:  # ignore files at several levels
        for fname in (".npmignore", ".gitignore"):
            if rng.random() < 0.22:
                target = root / d / fname if d else root / fname
                try:
                    if (root / d).is_dir() and not target.exists():
                        target.write_bytes(_ignore_text(rng, names))
                except OSError:
                    continue
    if written and rng.random() < 0.25:  # hard links
        src = rng.choice(written)
        dst = rng.choice(dirs)
        link = root / dst / ("hl-" + random_name(rng)) if dst else root / ("hl-" + random_name(rng))
        if (root / dst).is_dir() and not link.exists() and "/" not in link.name:
            os.link(root / src, link)
    if written and rng.random() < 0.2:  # symlinks are never packed
        src = rng.choice(written + dirs[1:] + ["missing"])
        link = root / ("sl-" + random_name(rng))
        if not link.exists():
            os.symlink(src, link)
    manifest: dict = {"name": rng.choice(["t", "@scope/t", "pkg-é", "t"]), "version": "1.0.0"}
    r = rng.random()
    if r < 0.3:
        entries = []
        for _ in range(rng.randint(0, 4)):
            pick = rng.random()
            if pick < 0.4 and written:
                entries.append(rng.choice(written))
            elif pick < 0.6 and dirs[1:]:
                entries.append(rng.choice(dirs[1:]) + rng.choice(["", "/", "/*", "/**"]))
            else:
                entries.append(random_pattern(rng, names))
            if rng.random() < 0.1:
                entries[-1] = "./" + entries[-1]
        manifest["files"] = entries
    elif r < 0.35:
        manifest["files"] = []
    if rng.random() < 0.3 and written:
        manifest["main"] = rng.choice(written + ["missing.js", "./" + rng.choice(written)])
    if rng.random() < 0.1 and written:
        manifest["browser"] = rng.choice(written)
    b = rng.random()
    if b < 0.2:
        manifest["bin"] = _bin_value(rng, written)
    elif b < 0.4:
        manifest["bin"] = {rng.choice(["a", "b/c", "..", "x"]): _bin_value(rng, written) for _ in range(rng.randint(1, 3))}
    elif b < 0.45:
        manifest["bin"] = [_bin_value(rng, written) for _ in range(rng.randint(1, 2))]
    elif b < 0.55:
        manifest["directories"] = {"bin": rng.choice(["bin", "./bin", "lib", "bin/", "src/../bin"] + dirs[1:])}
    text = json.dumps(manifest, indent=2, ensure_ascii=rng.random() < 0.5) + "\n"
    (root / "package.json").write_text(text, encoding="utf-8")
    return manifest
