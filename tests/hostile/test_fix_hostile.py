"""Issue 23 items 1-3: ``dshkit check --fix`` and ``--diff`` under hostile input.

Never outside the bundle (a link out is refused, a link inside is written
through), never broken or silently changed (the host's own js-yaml reads the
result as the old value with exactly the fix: a ``...`` marker, a block
scalar's whitespace lines, a Latin-1 byte, CRLF and lone-CR endings, a BOM all
survive), never over the limit it reads (a 128 KiB patch is refused, not
grown), and the same located DSH001 as ``check`` for a FIFO, a device or an
oversized file — never a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dshkit.check.fixtext import YAML_BREAKS, FileText, splice
from dshkit.fsutil import MAX_YAML_BYTES
from tests.builder.hostyaml import host_parse_many
from tests.budget import examples
from tests.hostile.helpers import LOCATED, assert_located_exit_2, dshkit, dshkit_here

MANIFEST = {"name": "dsh-acme", "version": "1.0.0", "files": ["cordis.patch.yml"],
            "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
BARE = b"- name: dsh-acme\n  config: {a: 1}\n"


def bundle(root: Path, patch: bytes | None = BARE, manifest: dict | bytes = MANIFEST) -> Path:
    root.mkdir(parents=True)
    (root / "package.json").write_bytes(manifest if isinstance(manifest, bytes) else json.dumps(manifest).encode())
    if patch is not None:
        (root / "cordis.patch.yml").write_bytes(patch)
    return root


def refusals(proc) -> list[str]:
    lines = [line for line in proc.stderr.splitlines() if line.endswith("[DSH006]")]
    assert all(LOCATED.match(line) for line in lines), lines
    return lines


# --- item 1: never outside the bundle --------------------------------------------------------

@pytest.mark.parametrize("link", ["dir", "file"])
@pytest.mark.parametrize("mode", ["--fix", "--diff"])
def test_fix_never_writes_through_a_link_out_of_the_bundle(tmp_path, link, mode):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "cordis.patch.yml").write_bytes(BARE)
    if link == "dir":
        root = bundle(tmp_path / "b", None, {**MANIFEST, "dsh": {"bundle": {"patch": "./sub/cordis.patch.yml"}}})
        os.symlink("../outside", root / "sub")
    else:
        root = bundle(tmp_path / "b", None)
        os.symlink(outside / "cordis.patch.yml", root / "cordis.patch.yml")
    proc = dshkit_here("check", mode, root)
    assert "Traceback" not in proc.stderr and proc.returncode == 1, proc.stderr[-2000:]
    assert (outside / "cordis.patch.yml").read_bytes() == BARE
    [line] = refusals(proc)
    assert "outside the bundle" in line, line
    assert "+- insert:" not in proc.stdout


def test_fix_writes_through_a_link_inside_the_bundle(tmp_path):
    root = bundle(tmp_path / "b", None)
    (root / "rows").mkdir()
    (root / "rows" / "p.yml").write_bytes(BARE)
    os.symlink("rows/p.yml", root / "cordis.patch.yml")
    proc = dshkit_here("check", "--fix", root)
    assert "Traceback" not in proc.stderr and not refusals(proc), proc.stderr
    assert (root / "cordis.patch.yml").is_symlink()  # not replaced by a regular file
    assert (root / "rows" / "p.yml").read_bytes() == b"- insert:\n    - name: dsh-acme\n      config: {a: 1}\n"


# --- item 2: what the host reads changes only as the fix says ----------------------------------

TRAPS = {
    # name: (patch bytes, bytes that must still be in the fixed file)
    "document-end-marker": (BARE + b"...\n", [b"\n...\n"]),
    "document-end-marker-and-comment": (BARE + b"# about the next\n...\n", [b"\n# about the next\n...\n"]),
    "literal-whitespace-line": (b"- name: dsh-acme\n  config:\n    prompt: |\n      a\n        \n      b\n"
                                b"- id: keep\n", []),
    "literal-keep-trailing-spaces": (b"- name: dsh-acme\n  config:\n    p: |+\n      a\n   \n\n- id: keep\n", []),
    "latin-1-byte": (b"- name: dsh-acme\n  description: caf\xe9 cr\xe8me\n", [b"caf\xe9 cr\xe8me"]),
    "truncated-utf-8": (b"- name: dsh-acme\n  description: x\xe2\x82y\n", [b"x\xe2\x82y"]),
    "crlf": (BARE.replace(b"\n", b"\r\n") + b"- id: x\r\n", []),
    "lone-cr": (BARE.replace(b"\n", b"\r") + b"- id: x\r", []),
    "bom": (b"\xef\xbb\xbf" + BARE, []),
    "no-final-newline": (BARE.rstrip(b"\n"), []),
}


def _line_endings(data: bytes) -> set[bytes]:
    return {m for m in (b"\r\n", b"\r", b"\n") if data.replace(b"\r\n", b"").count(m) or (m == b"\r\n" and m in data)}


@pytest.mark.parametrize("name", sorted(TRAPS))
def test_fix_changes_only_what_the_fix_says_as_the_host_reads_it(tmp_path, name):
    patch, kept = TRAPS[name]
    root = bundle(tmp_path / "b", patch)
    proc = dshkit_here("check", "--fix", root)
    assert "Traceback" not in proc.stderr and not refusals(proc), proc.stderr[-2000:]
    new = (root / "cordis.patch.yml").read_bytes()
    assert new != patch, "the bare row was not fixed"
    for chunk in kept:
        assert chunk in new, (chunk, new)
    assert _line_endings(new) == _line_endings(patch), new  # no mixed endings
    assert new.startswith(b"\xef\xbb\xbf") == patch.startswith(b"\xef\xbb\xbf")
    before, after = host_parse_many([patch.decode("utf-8", "replace"), new.decode("utf-8", "replace")])
    assert "ok" in after, after  # the host's js-yaml still reads it
    assert after["ok"] == [{"insert": [before["ok"][0]]}] + before["ok"][1:]


def test_a_fix_whose_result_the_limits_refuse_writes_nothing(tmp_path):
    # 64 levels deep (the limit) as written; wrapping adds two: the re-read refuses it
    patch = b"- name: dsh-acme\n  config: " + b"[" * 62 + b"]" * 62 + b"\n"
    root = bundle(tmp_path / "b", patch)
    for mode in ("--diff", "--fix"):
        proc = dshkit_here("check", mode, root)
        assert "Traceback" not in proc.stderr
        [line] = refusals(proc)
        assert "nesting deeper than 64" in line and line.startswith(f"{root}/cordis.patch.yml:1:1: not fixed:"), line
        assert "+- insert:" not in proc.stdout
    assert (root / "cordis.patch.yml").read_bytes() == patch


def test_a_128k_patch_is_refused_not_grown_past_the_limit(tmp_path):
    item = "- name: dsh-acme-{i:05d}\n  config:\n    verbose: true   # keep\n    list: [1, 2, 3]\n"
    text = ""
    i = 0
    while len(text) + len(item) + 8 <= MAX_YAML_BYTES:
        text += item.format(i=i)
        i += 1
    root = bundle(tmp_path / "b", text.encode())
    proc = dshkit_here("check", "--fix", root)
    assert "Traceback" not in proc.stderr
    assert (root / "cordis.patch.yml").read_text() == text  # nothing written
    [line] = refusals(proc)
    assert f"at most {MAX_YAML_BYTES}" in line and line.startswith(f"{root}/cordis.patch.yml:1:1:"), line
    again = dshkit_here("check", root)
    assert "DSH001" not in again.stderr and again.returncode == 1


def test_a_large_fix_is_written_once_and_reads_right(tmp_path):
    """700 bare rows (~60 KiB) all fixed in one linear pass; the host reads each wrapped."""
    text = "".join(f"- name: dsh-acme-{i:04d}\n  config: {{n: {i}}}   # row {i}\n\n" for i in range(700))
    root = bundle(tmp_path / "b", text.encode())
    proc = dshkit_here("check", "--fix", root)
    assert "Traceback" not in proc.stderr and not refusals(proc), proc.stderr[-2000:]
    new = (root / "cordis.patch.yml").read_text()
    before, after = host_parse_many([text, new])
    assert after["ok"] == [{"insert": [row]} for row in before["ok"]]
    assert new.count("# row ") == 700


# --- item 3: unreadable input is check's located DSH001, never a traceback ---------------------

@pytest.mark.parametrize("kind", ["fifo", "device", "oversized"])
def test_fix_and_diff_refuse_unreadable_patch_files_like_check(tmp_path, kind):
    root = bundle(tmp_path / "b")
    patch = root / "cordis.patch.yml"
    if kind == "fifo":
        patch.unlink()
        os.mkfifo(patch)
    elif kind == "device":
        patch.unlink()
        os.symlink("/dev/zero", patch)
    else:
        patch.write_bytes(BARE + b"#" * MAX_YAML_BYTES + b"\n")
    plain = dshkit("check", root, timeout=30).stderr.strip().splitlines()[-1]
    for mode in ("--fix", "--diff"):  # a real process each: a FIFO opened would block it, not the tests
        line = assert_located_exit_2(dshkit("check", mode, root, timeout=30), "DSH001")
        assert line == plain  # the very line check alone prints


@pytest.mark.parametrize("mode", ["--fix", "--diff"])
def test_a_package_json_with_a_bom_is_fixed_and_keeps_it(tmp_path, mode):
    manifest = {**MANIFEST, "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0"}}
    raw = b"\xef\xbb\xbf" + json.dumps(manifest, indent=2).encode() + b"\n"
    root = bundle(tmp_path / "b", b"- insert:\n    - id: a\n      name: dsh-acme\n", raw)
    proc = dshkit_here("check", mode, root)
    assert not refusals(proc), proc.stderr[-2000:]
    new = (root / "package.json").read_bytes()
    if mode == "--diff":
        assert new == raw and '+    "@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0-0"' in proc.stdout, proc.stdout
        return
    assert new.startswith(b"\xef\xbb\xbf")
    fixed = json.loads(new[3:])
    assert fixed["peerDependencies"] == {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0-0"}
    assert fixed["peerDependenciesMeta"] == {"@deepseek-ai/dsh": {"optional": True}}


@pytest.mark.parametrize("name", ["document-end-marker-and-comment", "literal-whitespace-line", "crlf", "bom",
                                  "no-final-newline", "package.json"])
def test_the_diff_is_exactly_what_fix_writes(tmp_path, name):
    """``--diff`` (built from the edits, not by difflib) applied by ``git apply`` gives
    the bytes ``--fix`` writes."""
    if name == "package.json":
        manifest = {**MANIFEST, "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0",
                                                     "@deepseek-ai/dsh-llm": "0.1.0-rc.6"}}
        patch, raw = b"- insert:\n    - id: a\n      name: dsh-acme\n", json.dumps(manifest, indent=2).encode()
    else:
        patch, raw = TRAPS[name][0], json.dumps(MANIFEST).encode()
    for copy in ("d", "f"):
        bundle(tmp_path / copy, patch, raw)
    out = subprocess.run([sys.executable, "-m", "dshkit", "check", "--diff", "--format", "json", "d"], cwd=tmp_path,
                         capture_output=True).stdout  # bytes: a CR must reach git as it is
    diff = out[:out.rindex(b"\n[") + 1] if out.rfind(b"\n[") > 0 else b""
    assert diff.startswith(b"--- a/d/"), out[:300]
    assert dshkit_here("check", "--fix", tmp_path / "f").returncode in (0, 1)
    proc = subprocess.run(["git", "apply", "-p1", "-"], input=diff, cwd=tmp_path, capture_output=True)
    assert proc.returncode == 0, (proc.stderr.decode(), diff.decode())
    for rel in ("cordis.patch.yml", "package.json"):
        assert (tmp_path / "d" / rel).read_bytes() == (tmp_path / "f" / rel).read_bytes(), rel


_mixed = st.lists(st.one_of(st.binary(max_size=6), st.text(max_size=6).map(lambda t: t.encode("utf-8", "surrogatepass")),
                            st.sampled_from([b"\xef\xbb\xbf", b"\r\n", b"\r", b"\n", b"\xe2\x82", b"\xe9"])),
                  max_size=40).map(b"".join)


@settings(max_examples=examples(150), deadline=None)
@given(raw=_mixed, reps=st.sampled_from([1, 1, 3, 90]), data=st.data())
def test_text_offsets_map_back_to_the_bytes_they_came_from(raw, reps, data):
    """fixtext reads a file as check does (UTF-8, U+FFFD per invalid sequence, BOM
    dropped) and maps every text offset back to the byte it starts at: a prefix of the
    bytes decodes to the same prefix of the text, and an edit keeps every other byte."""
    raw *= reps  # 90 copies: past several of the byte offsets recorded every 4,096 characters
    ft = FileText(raw, YAML_BREAKS)
    text = raw.decode("utf-8", "replace")
    assert ft.text == (text[1:] if raw.startswith(b"\xef\xbb\xbf") else text)
    k = data.draw(st.integers(0, len(ft.text)))
    at = ft.byte_offset(k)
    assert raw[ft.bom:at].decode("utf-8", "replace") == ft.text[:k]
    assert splice(ft, [(k, k, "+")]) == raw[:at] + b"+" + raw[at:]


@pytest.mark.parametrize("final", [b"", b"\r\n"])
def test_a_crlf_package_json_gets_crlf_members(tmp_path, final):
    """Found by the fuzz: JSON breaks lines at LF only, so the CR before it is the line's own;
    the members --fix adds must end with CRLF like the rest."""
    manifest = {**MANIFEST, "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0"}}
    raw = json.dumps(manifest, indent=2).replace("\n", "\r\n").encode() + final
    root = bundle(tmp_path / "b", b"- insert:\n    - id: a\n      name: dsh-acme\n", raw)
    proc = dshkit_here("check", "--fix", root)
    assert not refusals(proc), proc.stderr
    new = (root / "package.json").read_bytes()
    assert b"peerDependenciesMeta" in new and new.count(b"\n") == new.count(b"\r\n"), new
