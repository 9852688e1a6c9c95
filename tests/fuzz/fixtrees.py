"""Hypothesis strategies for ``check --fix``/``--diff`` and the build record: bundles
whose patch and package.json the fixes must edit without breaking (encodings,
line endings, BOMs, ``...`` markers, block scalars, sizes near the limit), trees
with links in and out, FIFOs and devices, and build records with hostile names,
sizes and specs."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import strategies as st

from dshkit.fsutil import MAX_FILE_BYTES, MAX_YAML_BYTES
from tests.fuzz.hostile import SECRET, json_poison, yaml_poison

# --- patch files the wrap fix (DSH303) must keep readable --------------------------------------

DEEP_BODY = "  config: {deep: " + "[" * 58 + "]" * 58 + "}\n"  # wrapping adds two levels: at the limit
ITEM_BODIES = [
    "  config: {a: 1}\n",
    "  config:\n    prompt: |\n      line\n        \n      more\n",  # a whitespace-only line in a literal
    "  config:\n    p: |+\n      kept\n   \n\n",
    "  config:\n    p: >-\n      folded\n      text\n",
    "  description: caf\udce9 cr\udce8me\n",  # Latin-1 bytes (written through surrogateescape)
    "  # a comment inside\n  config: {b: [1, 2]}   # trailing\n",
    "  config: &anchor {x: 1}\n",
    "  description: \"multi\n    line\"\n",
    "  description: plain\n    continued\n",
    DEEP_BODY,
    "  config:\n  - a\n  - b\n",
    "\n  config: {a: 1}\n",
    "",
]
TAILS = ["", "...\n", "# trailing comment\n", "\n\n", "- id: keep\n", "- insert: [{id: ok, name: dsh-ok}]\n",
         "---\n", "...\n# after\n"]


@st.composite
def patch_texts(draw) -> bytes:
    items = draw(st.lists(st.tuples(st.sampled_from(["- name: dsh-acme", "- name: dsh-acme-{i}", "- id: x\n  name: m",
                                                    "-   name: spaced", "- {name: flow}", "- name: b\t"]),
                                    st.sampled_from(ITEM_BODIES)), min_size=1, max_size=6))
    text = "".join(head.replace("{i}", str(i)) + "\n" + body for i, (head, body) in enumerate(items))
    if draw(st.sampled_from([False] * 5 + [True])):  # many rows: near or past the limit once wrapped
        # (not 2,000 copies of the 58-deep row: 128 KiB of nested flow is check's own slowest
        # read, 2.5 s on a loaded machine, and would time the reader, not the fix)
        text = text.replace(DEEP_BODY, ITEM_BODIES[0])
        reps = draw(st.sampled_from([50, 400, MAX_YAML_BYTES // max(len(text), 1)]))
        text = (text * reps)[:MAX_YAML_BYTES - 64]
        text = text[:text.rfind("\n- ") + 1] or text
    text += draw(st.sampled_from(TAILS))
    if draw(st.sampled_from([False] * 6 + [True])):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(yaml_poison) + text[at:]
    data = text.encode("utf-8", "surrogateescape")
    ending = draw(st.sampled_from([b"\n", b"\n", b"\r\n", b"\r", "mixed"]))
    if ending == "mixed":
        data = data.replace(b"\n", b"\r\n", draw(st.integers(1, 3)))
    elif ending != b"\n":
        data = data.replace(b"\n", ending)
    if draw(st.sampled_from([False] * 5 + [True])):
        data = b"\xef\xbb\xbf" + data
    if draw(st.sampled_from([False] * 8 + [True])):
        data = data.rstrip(b"\r\n")
    if len(data) > MAX_YAML_BYTES - 16 and draw(st.sampled_from([True] * 3 + [False])):
        cut = max(data.rfind(b"\n- ", 0, MAX_YAML_BYTES - 16), data.rfind(b"\r- ", 0, MAX_YAML_BYTES - 16))
        data = data[:cut + 1] if cut > 0 else data[:MAX_YAML_BYTES - 16]  # near the limit, not past it
    return data


# --- package.json the JSON fixes (DSH109, DSH204, DSH205) must keep readable --------------------

PEERS = [{"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0"}, {"@deepseek-ai/dsh-llm": "0.1.0-rc.6"},
         {"@deepseek-ai/dsh": "<0.3.0 >=0.1.0-rc.6", "@deepseek-ai/dsh-core": "0.1.0-rc.8"},
         {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0-0"}, {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0", "x": "1"}]
METAS = [None, {}, {"@deepseek-ai/dsh": {}}, {"@deepseek-ai/dsh": {"optional": False, "n": 1.0}},
         {"@deepseek-ai/dsh": "yes"}, {"@deepseek-ai/dsh": {"optional": False, "big": 10 ** 30}}]


@st.composite
def manifests(draw, patch_entry: str) -> bytes:
    doc: dict = {"name": "dsh-acme", "version": "1.0.0", "files": ["cordis.patch.yml", "sub", "real"]}
    doc["peerDependencies"] = draw(st.sampled_from(PEERS))
    meta = draw(st.sampled_from(METAS))
    if meta is not None:
        doc["peerDependenciesMeta"] = meta
    doc["dsh"] = {"bundle": {"patch": patch_entry}}
    text = json.dumps(doc, indent=draw(st.sampled_from([None, 2, 4, "\t"])), ensure_ascii=draw(st.booleans()))
    if draw(st.sampled_from([False] * 6 + [True])):
        text = text[:-1] + ', "x": ' + draw(json_poison) + "}"
    if draw(st.sampled_from([False] * 4 + [True])):
        text = text.replace('"dsh-acme"', '"dsh-\udce9"')  # a Latin-1 byte in a string
    data = text.encode("utf-8", "surrogateescape")
    if draw(st.sampled_from([False] * 4 + [True])):
        data = data.replace(b"\n", b"\r\n")
    if draw(st.sampled_from([False] * 4 + [True])):
        data = b"\xef\xbb\xbf" + data
    return data


# --- where the patch file is: in place, through links, special files ----------------------------

PLACES = ["plain", "plain", "plain", "link-in", "dir-link-out", "file-link-out", "hard-link-out", "fifo", "device",
          "oversized"]


@st.composite
def fix_trees(draw) -> dict:
    place = draw(st.sampled_from(PLACES))
    entry = {"dir-link-out": "./sub/cordis.patch.yml"}.get(place, "./cordis.patch.yml")
    return {"place": place, "patch": draw(patch_texts()), "manifest": draw(manifests(entry))}


def write_fix_tree(root: Path, outside: Path, tree: dict) -> int:
    """The bundle directory (and an outside directory a link may reach); returns the input's size."""
    outside.mkdir(parents=True)
    (outside / "secret.txt").write_text(SECRET)
    root.mkdir(parents=True)
    (root / "package.json").write_bytes(tree["manifest"])
    patch, place = tree["patch"], tree["place"]
    target = root / "cordis.patch.yml"
    if place == "plain":
        target.write_bytes(patch)
    elif place == "link-in":
        (root / "real").mkdir()
        (root / "real" / "p.yml").write_bytes(patch)
        os.symlink("real/p.yml", target)
    elif place == "dir-link-out":
        (outside / "cordis.patch.yml").write_bytes(patch)
        os.symlink(outside, root / "sub")
    elif place == "file-link-out":
        (outside / "cordis.patch.yml").write_bytes(patch)
        os.symlink(outside / "cordis.patch.yml", target)
    elif place == "hard-link-out":  # a regular file inside whose inode is also outside: replaced, never written
        (outside / "cordis.patch.yml").write_bytes(patch)
        os.link(outside / "cordis.patch.yml", target)
    elif place == "fifo":
        os.mkfifo(target)
    elif place == "device":
        os.symlink("/dev/zero", target)
    else:
        target.write_bytes(patch + b"#" * (MAX_YAML_BYTES + 1) + b"\n")
    return len(patch) + len(tree["manifest"])


# --- build records ------------------------------------------------------------------------------

RECORD_NAMES = ["index.js", "package.json", "cordis.patch.yml", "lib/a.js", "missing.js", "big.bin", "huge.bin",
                "hard.bin", "link-in.js", "link-out.js", "dir-out/secret.txt", "fifo", "devzero", "lib", "./index.js",
                "lib//a.js", "../outside/secret.txt", "/etc/passwd", "a\0b", "x" * 300, "lib/" + "y" * 260,
                "\udce9.js", ""]
SPECS = ["../dshkit.yaml", "../outside/dshkit.yaml", "/etc/dshkit.yaml", "../spec-fifo.yaml", "../link-spec.yaml",
         "../" * 40 + "dshkit.yaml", "dshkit.yaml", "", "../missing.yaml"]


@st.composite
def records(draw) -> bytes:
    names = draw(st.one_of(st.lists(st.sampled_from(RECORD_NAMES), max_size=12),
                           st.integers(100, 12000).map(lambda n: [f"gen/f{i}.js" for i in range(n)]),
                           st.integers(10, 300).map(lambda n: ["./" * i + "big.bin" for i in range(n)])))
    hashes = st.sampled_from(["0" * 64, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "x",
                              "0" * 6400, 7])
    doc = {"builtBy": draw(st.sampled_from(["dshkit 0.1.0", "x" * 300, "x" * (2 << 20), 5])),
           "spec": draw(st.sampled_from(SPECS)),
           "files": {n: draw(hashes) for n in names}}
    for key in draw(st.lists(st.sampled_from(["builtBy", "spec", "files"]), max_size=1)):
        doc.pop(key)
    text = json.dumps(doc, indent=draw(st.sampled_from([None, 2])), ensure_ascii=False)
    if draw(st.sampled_from([False] * 7 + [True])):
        text = draw(json_poison)
    data = text.encode("utf-8", "surrogateescape")
    if draw(st.sampled_from([False] * 6 + [True])):
        data = b"\xef\xbb\xbf" + data
    return data


def write_record_tree(base: Path, record: bytes) -> tuple[Path, int]:
    """A project with a spec that builds, its built ``dist/`` holding the hostile record and
    every kind of file a record entry may name; returns (the bundle directory, input size)."""
    from tests.hostile.helpers import project

    outside = base / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text(SECRET)
    project(outside)  # a spec outside: check must never read it
    root = project(base / "p")
    dist = root / "dist"
    dist.mkdir()
    (dist / "package.json").write_text('{"name": "dsh-demo", "version": "1.0.0"}')
    (dist / "index.js").write_text("export function apply() {}\n")
    (dist / "lib").mkdir()
    (dist / "lib" / "a.js").write_text("a\n")
    for name, size in (("big.bin", MAX_FILE_BYTES), ("huge.bin", 40 * 1024 * 1024)):
        with open(dist / name, "wb") as fh:  # sparse
            fh.truncate(size)
    os.link(dist / "big.bin", dist / "hard.bin")
    os.symlink("index.js", dist / "link-in.js")
    os.symlink(outside / "secret.txt", dist / "link-out.js")
    os.symlink(outside, dist / "dir-out")
    os.mkfifo(dist / "fifo")
    os.symlink("/dev/zero", dist / "devzero")
    os.mkfifo(root / "spec-fifo.yaml")
    os.symlink(outside / "dshkit.yaml", root / "link-spec.yaml")
    (dist / ".dshkit-build.json").write_bytes(record)
    return dist, len(record)


@st.composite
def outputs(draw) -> list[tuple[str, str]]:
    """What a hostile hand left in a build output: (name, kind) pairs for ``build --check``."""
    kinds = st.sampled_from(["text", "sparse-32m", "sparse-3g", "fifo", "device", "link-out", "link-in", "dir-link",
                             "same-size"])
    names = st.sampled_from(["index.js", "package.json", "cordis.patch.yml", "README.md", "extra.js", "lib/x.js"])
    return draw(st.lists(st.tuples(names, kinds), max_size=5, unique_by=lambda t: t[0]))
