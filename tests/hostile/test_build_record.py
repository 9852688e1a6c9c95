"""Issue 23 item 4: the build record (DSH111) and ``dshkit build --check`` under hostile input.

The record is bounded like every other input (docs/limits.md), compared in
linear time — every finding at its own entry, so merging the findings of
several host snapshots stays linear —, never makes check read outside the
bundle (a spec elsewhere, an entry through a link), hashes one file once
however many names it has, and ``build --check`` never reads a file whose
size already tells it apart.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from dshkit.fsutil import MAX_FILE_BYTES
from dshkit.model.buildrecord import MAX_BUILT_BY, MAX_RECORD_FILES, RECORD
from tests.hostile.helpers import baseline_peak, dshkit, dshkit_here, dshkit_opened, dshkit_peak, project

# peers that admit several host snapshots: check runs the rules once per snapshot and merges
MANIFEST = {"name": "dsh-acme", "version": "1.0.0", "files": ["cordis.patch.yml"],
            "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0-0"},
            "peerDependenciesMeta": {"@deepseek-ai/dsh": {"optional": True}},
            "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
PATCH = "- insert:\n    - id: a\n      name: dsh-acme\n"
NO_HASH = "0" * 64


def bundle(root: Path, files: dict, built_by: str = "dshkit 1.0.0", spec: str = "../dshkit.yaml") -> Path:
    root.mkdir(parents=True)
    (root / "package.json").write_text(json.dumps(MANIFEST))
    (root / "cordis.patch.yml").write_text(PATCH)
    (root / RECORD).write_text(json.dumps({"builtBy": built_by, "spec": spec, "files": files}, indent=2))
    return root


def dsh111(proc) -> list[dict]:
    assert "Traceback" not in proc.stderr and "DSH000" not in proc.stdout, proc.stderr[-2000:]
    return [f for f in json.loads(proc.stdout) if f["code"] == "DSH111"]


def test_every_missing_entry_is_its_own_finding_at_its_entry(tmp_path):
    """Entries none of which is on disk, against several host snapshots: each finding sits
    at its entry's line, so the merge is linear (all at 1:1 it was quadratic: 10,000 took 14 s)."""
    entries = 3000
    root = bundle(tmp_path / "b", {f"lib/f{i:05d}.js": NO_HASH for i in range(entries)})
    start = time.monotonic()
    found = dsh111(dshkit_here("check", "--format", "json", root))
    elapsed = time.monotonic() - start
    assert len(found) == entries
    assert len({(f["line"], f["column"]) for f in found}) == entries
    assert found[0]["line"] == 5 and "lib/f00000.js" in found[0]["message"]
    assert elapsed < 60, elapsed  # a hang guard, not a benchmark


@pytest.mark.parametrize("field,value,words", [
    ("files", {f"f{i}.js": NO_HASH for i in range(MAX_RECORD_FILES + 1)}, "10001 files recorded"),
    ("builtBy", "x" * (MAX_BUILT_BY + 1), "'builtBy' is 201 characters"),
    ("files", {"./a.js": NO_HASH}, "not a path dshkit build writes"),
    ("files", {"a//b.js": NO_HASH}, "not a path dshkit build writes"),
    ("files", {"../a.js": NO_HASH}, "not a path dshkit build writes"),
    ("files", {"/etc/passwd": NO_HASH}, "not a path dshkit build writes"),
    ("files", {"a\u0000.js": NO_HASH}, "NUL"),
    ("files", {"a/" + "x" * 300: NO_HASH}, "300 bytes long"),
    ("files", {"a.js": "x" * 1000}, "not a sha256"),
    ("spec", "../" + "d/" * 3000 + "dshkit.yaml", "bytes long"),
], ids=["entries", "builtBy", "dot-slash", "double-slash", "dot-dot", "absolute", "nul", "long-name", "hash",
        "long-spec"])
def test_a_record_over_a_limit_is_one_located_finding(tmp_path, field, value, words):
    files = value if field == "files" else {"package.json": NO_HASH}
    kw = {"built_by": value} if field == "builtBy" else {"spec": value} if field == "spec" else {}
    root = bundle(tmp_path / "b", files, **kw)
    [hit] = dsh111(dshkit_here("check", "--format", "json", root))
    assert hit["path"].endswith(RECORD) and "not a dshkit build record" in hit["message"], hit
    assert words in hit["message"] and hit["line"] >= 1, hit


def test_an_8_mib_builtby_costs_nothing_near_the_cap(tmp_path):
    """An 8 MiB ``builtBy`` quoted in 300 findings reached the 4 GiB cap and a traceback."""
    root = bundle(tmp_path / "b", {f"f{i:03d}.js": NO_HASH for i in range(300)}, built_by="x" * (8 << 20))
    proc, peak = dshkit_peak("check", "--format", "json", root, max_mib=1024)
    [hit] = dsh111(proc)
    assert "the file is 84" in hit["message"] and "dshkit reads at most 1048576" in hit["message"], hit
    assert peak < baseline_peak() + 80, peak


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_record_that_is_not_a_file_is_a_finding(tmp_path, kind):
    root = bundle(tmp_path / "b", {})
    (root / RECORD).unlink()
    if kind == "fifo":
        os.mkfifo(root / RECORD)
    else:
        os.symlink("/dev/zero", root / RECORD)
    [hit] = dsh111(dshkit("check", "--format", "json", root, timeout=30))
    assert "not a dshkit build record" in hit["message"] and kind.replace("fifo", "FIFO") in hit["message"]


def _big_file(path: Path, size: int = MAX_FILE_BYTES) -> None:
    with open(path, "wb") as fh:  # sparse: claims the size, costs no disk
        fh.truncate(size)


def test_one_file_under_many_names_is_read_at_most_once(tmp_path):
    """200 names of one 32 MiB file took 41 s: hard links are hashed once, symlinks are
    edited without a read, and 200 spellings of one name are not a record dshkit wrote."""
    linked = bundle(tmp_path / "linked", {})
    _big_file(linked / "big.bin")
    names = {"big.bin": NO_HASH}
    for i in range(100):
        os.link(linked / "big.bin", linked / f"hard{i:03d}.bin")
        os.symlink("big.bin", linked / f"soft{i:03d}.bin")
        names[f"hard{i:03d}.bin"] = names[f"soft{i:03d}.bin"] = NO_HASH
    spelled = bundle(tmp_path / "spelled", {"./" * i + "big.bin" if i else "big.bin": NO_HASH for i in range(200)})
    _big_file(spelled / "big.bin")
    (linked / RECORD).write_text(json.dumps({"builtBy": "dshkit 1.0.0", "spec": "../dshkit.yaml", "files": names}))
    proc, opened = dshkit_opened("check", "--format", "json", linked, spelled)
    found = dsh111(proc)
    assert len([f for f in found if "/linked/" in f["path"] and "edited" in f["message"]]) == 201
    [hit] = [f for f in found if "/spelled/" in f["path"]]
    assert "'./big.bin' is not a path dshkit build writes" in hit["message"], hit
    big = [p for p in opened if p.endswith(".bin")]
    assert len(big) <= 1, big[:5]


def test_check_never_reads_outside_the_bundle_for_its_record(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    project(outside)  # a real spec that builds: reading it would show in the audit
    (outside / "secret.js").write_text("secret\n")
    roots = []
    for i, spec in enumerate(("../outside/dshkit.yaml", str(outside / "dshkit.yaml"), "../b0/../outside/dshkit.yaml")):
        root = bundle(tmp_path / f"b{i}", {"x.js": NO_HASH, "sub/secret.js": NO_HASH, "index.js": NO_HASH}, spec=spec)
        (root / "x.js").write_text("edited\n")
        os.symlink("../outside", root / "sub")
        os.symlink(outside / "secret.js", root / "index.js")
        roots.append(root)
    proc, opened = dshkit_opened("check", "--format", "json", *roots)
    found = dsh111(proc)
    assert sorted(f["path"].split("/", len(str(tmp_path).split("/")))[-1] for f in found) == sorted(
        f"b{i}/{name}" for i in range(3) for name in ("x.js", "sub/secret.js", "index.js")), found
    assert not [p for p in opened if p.startswith(str(outside))], [p for p in opened if "outside" in p]


def test_the_spec_beside_the_bundle_still_places_a_hand_edit(tmp_path):
    """The default layout (``dist/`` in the project, spec ``../dshkit.yaml``) keeps line:column."""
    root = project(tmp_path / "p")
    assert dshkit_here("build", root / "dshkit.yaml").returncode == 0
    patch = root / "dist" / "cordis.patch.yml"
    lines = patch.read_text().splitlines(keepends=True)
    [at] = [i for i, line in enumerate(lines) if "name: dsh-demo" in line]
    lines[at] = lines[at].replace("dsh-demo", "dsh-dem0")
    patch.write_text("".join(lines))
    [hit] = dsh111(dshkit_here("check", "--format", "json", root / "dist"))
    assert (hit["line"], hit["column"]) == (at + 1, lines[at].index("dsh-dem0") + 8), hit


def test_build_check_never_reads_a_file_its_size_tells_apart(tmp_path):
    """A same-named 3 GiB (sparse) file in the output was read whole: 3.18 GB RSS."""
    root = project(tmp_path / "p")
    assert dshkit_here("build", root / "dshkit.yaml").returncode == 0
    _big_file(root / "dist" / "index.js", 3 << 30)
    os.mkfifo(root / "dist" / "pipe")
    proc, peak = dshkit_peak("build", "--check", root / "dshkit.yaml", max_mib=1024, timeout=60)
    assert "Traceback" not in proc.stderr and proc.returncode == 1, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == [f"would rewrite {root}/dist/index.js", f"would remove {root}/dist/pipe"]
    assert peak < baseline_peak() + 60, peak
