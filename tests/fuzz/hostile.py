"""Hypothesis strategies for hostile inputs: text that hurts parsers, names that
hurt file systems, and project trees with links out, FIFOs and devices."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import strategies as st

SECRET = "SECRET-OUTSIDE-THE-PROJECT"

# --- text that hurts parsers -------------------------------------------------------------


def deep(n: int, style: str) -> str:
    if style == "flow":
        return "[" * n + "]" * n
    if style == "map":
        return "{a: " * n + "1" + "}" * n
    return "".join("  " * i + f"k{i}:\n" for i in range(n)) + "  " * n + "v"


def alias_bomb(levels: int, width: int = 9) -> str:
    lines = ["a0: &a0 [" + ",".join(["x"] * width) + "]"]
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


yaml_poison = st.one_of(
    st.builds(deep, st.integers(30, 3000), st.sampled_from(["flow", "map", "block"])),
    st.builds(alias_bomb, st.integers(2, 9), st.integers(2, 12)),
    st.integers(4200, 20000).map(lambda n: "9" * n),
    st.integers(1, 6).map(lambda n: "x" * (n * 40_000)),
    st.sampled_from(["\0", "\ufeff", "\t", "&a [*a]", "*nope", "!!python/object:os.system x", "!!js 1+1",
                     "? [a]\n: b", "<<: *x", "---\n---", "%YAML 9.9\n---", "\ud800".encode("utf-8", "surrogatepass")
                     .decode("latin-1"), "\x85\u2028", "'unterminated", "{a: 1, a: 2}", "- - - - - - -"]),
    st.text(max_size=40),
)

json_poison = st.one_of(
    st.builds(lambda n: "[" * n + "]" * n, st.integers(30, 5000)),
    st.builds(lambda n: '{"a":' * n + "1" + "}" * n, st.integers(30, 5000)),
    st.integers(4200, 20000).map(lambda n: "9" * n),
    st.integers(4200, 9000).map(lambda n: "1e" + "9" * n),
    st.integers(1, 5).map(lambda n: json.dumps("\\n" * (n * 100_000))),
    st.sampled_from(['"\\ud800"', '"\\u0000"', '"\x00"', "NaN", "-", "1.", "01", '"\\x41"', "\ufeff{}", "{,}",
                     '{"a" 1}', "[1,]", "tru", '"' + "\\" * 7 + '"']),
)

# --- names that hurt file systems ---------------------------------------------------------

PATH_NAMES = ["index.js", "link-out", "link-in", "fifo", "devzero", "dir", "missing.js", "../escape.js",
              "/etc/passwd", "a\0b.js", "x" * 300, "dir/" + "y" * 300, "./dir/../index.js", "dir/../../escape.js",
              "C:/x.js", "\\\\server\\x", "link-loop", "link-dir-out", " ", "-", "~/x", "dir/inner-link-out",
              "bin.svg", "huge.js", "link-abs-in"]
# names the schema accepts, so most cases reach path resolution and the copy
PROJECT_NAMES = ["index.js", "link-out", "link-in", "link-abs-in", "link-loop", "link-dir-out", "fifo", "devzero",
                 "dir", "dir/inner-link-out", "dir/pipe", "missing.js", "bin.svg", "huge.js", "./dir/../index.js"]
path_name = st.one_of(st.sampled_from(PROJECT_NAMES), st.sampled_from(PROJECT_NAMES), st.sampled_from(PROJECT_NAMES),
                      st.sampled_from(PATH_NAMES), st.text(min_size=1, max_size=12))


def make_tree(root: Path, outside: Path) -> None:
    """The files PATH_NAMES point at: regular, binary, links in and out, a FIFO, a device link."""
    outside.mkdir(parents=True, exist_ok=True)
    (outside / "secret.txt").write_text(SECRET)
    (outside / "escape.js").write_text(SECRET)
    (outside / "sk").mkdir(exist_ok=True)
    (outside / "sk" / "SKILL.md").write_text(f"---\nname: sk\ndescription: {SECRET}\n---\n")
    root.mkdir(parents=True, exist_ok=True)
    (root / "index.js").write_text("export function apply() {}\n")
    os.symlink(outside / "secret.txt", root / "link-out")
    os.symlink("index.js", root / "link-in")
    os.symlink(root / "index.js", root / "link-abs-in")
    os.symlink("link-loop", root / "link-loop")
    os.symlink(outside / "sk", root / "link-dir-out")
    os.mkfifo(root / "fifo")
    os.symlink("/dev/zero", root / "devzero")
    (root / "dir").mkdir()
    (root / "dir" / "a.txt").write_text("a")
    (root / "dir" / "SKILL.md").write_text("---\nname: dir\ndescription: d\n---\nbody\n")
    os.mkfifo(root / "dir" / "pipe")
    os.symlink(outside / "secret.txt", root / "dir" / "inner-link-out")
    (root / "bin.svg").write_bytes(bytes(range(256)) * 4)
    with open(root / "huge.js", "wb") as fh:  # sparse: claims 40 MiB, costs nothing on disk
        fh.truncate(40 * 1024 * 1024)


# --- a whole spec -----------------------------------------------------------------------

versions = st.one_of(st.sampled_from(["1.0.0", "1.0.0\n", "1.0.0\0", "1.0.0-a\0", " 1.0.0", "1.0", "01.0.0",
                                      "1.0.0+" + "9" * 5000, "9" * 5000 + ".0.0"]), st.text(max_size=10))
ranges = st.one_of(st.sampled_from([">=18", "git+ssh://x", "x", "", "\n", "^1.0.0\n", "*", "file:../x", "1" * 5000,
                                    "||||", "^0.1.7-rc.1 || ^0.2.0-rc.1"]), st.text(max_size=10))
presets_refs = st.sampled_from(["standard", "smart-memory", "./presets/ok.yml", "./presets/bomb.yml",
                                "./presets/deep.yml", "./presets/bin.yml", "./presets/cycle.yml",
                                "./presets/escape.yml", "../outside/p.yml", "/etc/passwd", "presets/fifo.yml",
                                "presets/link-out.yml", "nope"])

PRESET_FILES = {
    "ok.yml": "preset: ok\nbase: standard\n",
    "bomb.yml": "preset: b\n" + alias_bomb(8),
    "deep.yml": "preset: d\nbase: standard\nx: " + deep(3000, "flow") + "\n",
    "cycle.yml": "preset: c\nbase: ./cycle.yml\n",
    "escape.yml": "preset: e\nbase: ../../outside/p.yml\n",
}


def make_presets(root: Path, outside: Path) -> None:
    d = root / "presets"
    d.mkdir(exist_ok=True)
    for name, text in PRESET_FILES.items():
        (d / name).write_text(text)
    (d / "bin.yml").write_bytes(b"preset: x\n\xff\xfe\x00\x01")
    os.mkfifo(d / "fifo.yml")
    (outside / "p.yml").write_text(f"preset: stolen\nbase: standard\nname: {SECRET}\n")
    os.symlink(outside / "p.yml", d / "link-out.yml")


@st.composite
def spec_docs(draw) -> str:
    """A dshkit.yaml, mostly well-formed, with hostile values and text poison spliced in."""
    def mostly(good, bad):  # hostile one time in six: most specs reach the paths and presets
        return draw(bad) if draw(st.sampled_from([False] * 5 + [True])) else good

    pkg: dict = {"name": mostly("dsh-demo", st.sampled_from(["dsh-demo\n", "@s/x", "A B", "x" * 300])),
                 "version": mostly("1.0.0", versions)}
    for key in draw(st.lists(st.sampled_from(["main", "icon", "readme", "files", "locales", "client"]),
                             max_size=4, unique=True)):
        if key == "files":
            pkg["files"] = draw(st.lists(path_name, max_size=4))
        elif key == "locales":
            pkg["locales"] = {draw(st.sampled_from(["en", "zh-CN", "x\0"])): draw(path_name)}
        elif key == "client":
            pkg["client"] = {"entry": draw(path_name), "platform": "web"}
        else:
            pkg[key] = draw(path_name)
    pkg.setdefault("main", draw(st.sampled_from(["index.js", "link-in", "link-out"])))
    doc: dict = {"package": pkg, "host": {"min": mostly("0.1.7-rc.1", st.sampled_from(["0.1.7-rc.1\n", "x"]))},
                 "plugins": [{"id": "demo"}]}
    if draw(st.booleans()):
        doc["engines"] = {"node": mostly(">=18", ranges)}
    if draw(st.booleans()):
        doc["presets"] = draw(st.lists(presets_refs, max_size=3))
    if draw(st.booleans()):
        doc["skills"] = [{"path": draw(st.sampled_from(["dir", "link-dir-out", "fifo", "../outside/sk", "missing"]))}]
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))  # JSON is YAML: quoting stays exact
    if draw(st.sampled_from([False] * 4 + [True])):
        poison = draw(yaml_poison)
        how = draw(st.sampled_from(["key", "append", "splice"]))
        if how == "key":
            text = text[:-1] + ', "x": ' + (poison if poison[:1] in "[{9" else json.dumps(poison)) + "}"
        elif how == "append":
            text = "x: " + poison + "\n" if not text else text + "\n" + poison
        else:
            at = draw(st.integers(0, len(text)))
            text = text[:at] + poison + text[at:]
    return text


# --- a bundle directory -------------------------------------------------------------------

PATCH_POOL = ["- insert:\n    - id: demo-row\n      name: dsh-demo\n", "", "[]", "{}", "- 1\n", "- !!js x\n",
              "- insert: [{id: a, name: b, config: !!binary AAAA}]\n", "\0\1\2", ": :\n"]


@st.composite
def bundle_trees(draw) -> dict:
    """What to write: package.json text, patch entries and files, SKILL.md texts, special files."""
    manifest: dict = {"name": "dsh-fuzz", "version": "1.0.0"}
    entries = draw(st.one_of(
        st.just("./cordis.patch.yml"),
        st.lists(st.sampled_from(["./cordis.patch.yml", "./other.yml", "../x.yml", "/etc/passwd", "a\0b.yml",
                                  "x" * 300 + ".yml", "fifo.yml", "devzero.yml", "link-out.yml", "dir"]),
                 max_size=5),
        st.integers(100, 3000).map(lambda n: ["./cordis.patch.yml"] * n)))
    manifest["dsh"] = {"bundle": {"patch": entries}}
    text = json.dumps(manifest)
    if draw(st.booleans()):
        poison = draw(json_poison)
        text = text[:-1] + ', "x": ' + poison + "}" if draw(st.booleans()) else poison
    patch = draw(st.one_of(st.sampled_from(PATCH_POOL), yaml_poison, st.text(max_size=200)))
    skill = draw(st.one_of(st.just(None), yaml_poison.map(lambda p: f"---\nname: s\nx: {p}\n---\nbody\n")))
    special = draw(st.sampled_from([None, "package.json:fifo", "cordis.patch.yml:fifo", "cordis.patch.yml:devzero",
                                    "cordis.patch.yml:link-out", ".npmignore:fifo", "package.json:devzero"]))
    return {"manifest": text, "patch": patch, "skill": skill, "special": special,
            "bytes": draw(st.one_of(st.just(b""), st.binary(max_size=64)))}


def write_bundle(root: Path, outside: Path, tree: dict) -> int:
    """Write a bundle directory; returns the input's size in bytes."""
    outside.mkdir(parents=True, exist_ok=True)
    (outside / "secret.txt").write_text(SECRET)
    root.mkdir(parents=True)
    (root / "package.json").write_text(tree["manifest"], encoding="utf-8", errors="surrogatepass")
    (root / "cordis.patch.yml").write_text(tree["patch"], encoding="utf-8", errors="surrogatepass")
    (root / "other.yml").write_bytes(tree["bytes"])
    (root / "dir").mkdir()
    os.mkfifo(root / "fifo.yml")
    os.symlink("/dev/zero", root / "devzero.yml")
    os.symlink(outside / "secret.txt", root / "link-out.yml")
    if tree["skill"] is not None:
        (root / "skills" / "s").mkdir(parents=True)
        (root / "skills" / "s" / "SKILL.md").write_text(tree["skill"], encoding="utf-8", errors="surrogatepass")
    if tree["special"]:
        name, kind = tree["special"].split(":")
        if (root / name).exists():
            (root / name).unlink()
        if kind == "fifo":
            os.mkfifo(root / name)
        elif kind == "devzero":
            os.symlink("/dev/zero", root / name)
        else:
            os.symlink(outside / "secret.txt", root / name)
    return len(tree["manifest"]) + len(tree["patch"]) + len(tree["skill"] or "")


# --- a tarball ----------------------------------------------------------------------------


def raw_header(name: bytes, size: int, type_: bytes, linkname: bytes = b"") -> bytes:
    """A ustar header block with any bytes and any claimed size (base-256 past octal's range)."""
    def octal(value: int, width: int) -> bytes:
        return (b"%0*o" % (width - 1, value)) + b"\0"
    size_field = octal(size, 12) if 0 <= size < 8 ** 11 else b"\x80" + size.to_bytes(11, "big", signed=False) \
        if size >= 0 else b"\xff" * 12
    block = bytearray(512)
    block[0:100] = name[:100].ljust(100, b"\0")
    block[100:108] = octal(0o644, 8)
    block[108:116] = octal(0, 8)
    block[116:124] = octal(0, 8)
    block[124:136] = size_field[:12]
    block[136:148] = octal(0, 12)
    block[148:156] = b" " * 8
    block[156:157] = type_[:1]
    block[157:257] = linkname[:100].ljust(100, b"\0")
    block[257:265] = b"ustar\x0000"
    block[148:156] = b"%06o\0 " % sum(block)
    return bytes(block)


def padded(data: bytes) -> bytes:
    return data + b"\0" * (-len(data) % 512)


TAR_NAMES = [b"package/package.json", b"package/cordis.patch.yml", b"package/x.js", b"/abs", b"package/../../x",
             b"package/a\0b", b"package/" + b"n" * 200, b"", b".", b"package", b"package/", b"\xff\xfe",
             b"..", b"C:\\x", b"package/dir/", b"other/package.json"]
KINDS = ["file", "file", "dir", "sym", "lnk", "fifo", "chr", "pax", "pax-bad", "pax-global", "pax-huge",
         "longname", "longname-huge", "sparse", "type-junk", "size-lie"]


@st.composite
def tar_members(draw) -> bytes:
    kind = draw(st.sampled_from(KINDS))
    name = draw(st.one_of(st.sampled_from(TAR_NAMES), st.binary(max_size=30)))
    data = draw(st.one_of(st.sampled_from([b"", b"{}", json.dumps({"name": "dsh-t", "version": "1.0.0",
                                                                     "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}
                                                                     }).encode(), PATCH_POOL[0].encode()]),
                          st.binary(max_size=200)))
    if kind == "file":
        return raw_header(name, len(data), b"0") + padded(data)
    if kind in ("dir", "fifo", "chr"):
        return raw_header(name, 0, {"dir": b"5", "fifo": b"6", "chr": b"3"}[kind])
    if kind in ("sym", "lnk"):
        return raw_header(name, 0, b"2" if kind == "sym" else b"1", draw(st.sampled_from([b"/etc/passwd", b"../x",
                                                                                            b"package/x.js"])))
    if kind in ("pax", "pax-bad", "pax-global"):
        if kind == "pax-bad":
            body = draw(st.one_of(st.binary(max_size=120), st.sampled_from([b"99 path=x\n", b"5 a=b\n", b"x y=z\n",
                                                                            b"12 size=-1\n", b"30 size=" + b"9" * 21 + b"\n"])))
        else:
            key = draw(st.sampled_from(["path", "size", "linkpath", "mtime", "uid", "hdrcharset", "comment"]))
            value = draw(st.sampled_from(["package/p.js", "9" * 40, "-5", "", "a\0b", "package/../../x", "1e9",
                                          "BINARY", "\udcff"]))
            rec = f" {key}={value}\n".encode("utf-8", "surrogateescape")
            n = len(rec) + 1
            while len(str(n)) + len(rec) != n:
                n += 1
            body = str(n).encode() + rec
        head = raw_header(b"././@PaxHeader", len(body), b"g" if kind == "pax-global" else b"x")
        return head + padded(body) + raw_header(name, len(data), b"0") + padded(data)
    if kind == "pax-huge":
        return raw_header(b"././@PaxHeader", draw(st.sampled_from([2 << 20, 2 << 30, 8 ** 11 - 1, 2 ** 70])), b"x")
    if kind == "longname":
        long = b"package/" + b"L" * draw(st.integers(90, 600)) + b"\0"
        return raw_header(b"././@LongLink", len(long), b"L") + padded(long) + raw_header(b"x", len(data), b"0") \
            + padded(data)
    if kind == "longname-huge":
        return raw_header(b"././@LongLink", draw(st.sampled_from([4 << 20, 2 << 30, 2 ** 80])), b"L")
    if kind == "sparse":
        return raw_header(name, len(data), b"S") + padded(data)
    if kind == "type-junk":
        return raw_header(name, len(data), bytes([draw(st.integers(0, 255))])) + padded(data)
    return raw_header(name, draw(st.sampled_from([2 ** 31, 8 ** 11 - 1, 2 ** 87, 1 << 20])), b"0") + padded(data)


@st.composite
def tarballs(draw) -> bytes:
    """A (usually compressed) tar stream of hostile members, maybe with flipped bytes."""
    import bz2
    import gzip
    import lzma

    from tests.hostile.tarballs import zeros_gzip

    members = draw(st.lists(tar_members(), min_size=0, max_size=6))
    tar = b"".join(members) + (b"\0" * 1024 if draw(st.booleans()) else b"")
    for _ in range(draw(st.integers(0, 3))):
        if tar:
            at = draw(st.integers(0, len(tar) - 1))
            tar = tar[:at] + bytes([draw(st.integers(0, 255))]) + tar[at + 1:]
    how = draw(st.sampled_from(["gzip", "gzip", "gzip", "none", "bz2", "xz", "gzip-cut", "gzip-two", "bomb"]))
    if how == "none":
        return tar
    if how == "bz2":
        return bz2.compress(tar)
    if how == "xz":
        return lzma.compress(tar)
    if how == "bomb":
        return zeros_gzip(tar[:512] or raw_header(b"package/z", 8 ** 11 - 1, b"0"),
                          draw(st.sampled_from([1 << 20, 64 << 20, 200 << 20])))
    data = gzip.compress(tar, mtime=0)
    if how == "gzip-cut":
        return data[:draw(st.integers(0, len(data)))]
    if how == "gzip-two":
        return data + gzip.compress(b"\0" * 1024, mtime=0)
    return data
