"""One minimal tree per npm behaviour of issue #16, each packed by the real ``npm pack``.

Every test compares the decompressed tar streams byte for byte and then states
the behaviour itself, so a regression names what broke.
"""

from __future__ import annotations

import io
import json
import os
import tarfile
from pathlib import Path

import pytest

from dshkit.pack import pack_directory
from tests.pack.test_pack_vs_npm import _first_difference, npm_pack

pytestmark = pytest.mark.oracle


def _tree(root: Path, contents: dict[str, str | bytes], **manifest) -> Path:
    root.mkdir(parents=True)
    (root / "package.json").write_text(json.dumps({"name": "t", "version": "1.0.0", **manifest}))
    for rel, data in contents.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return root


def _same_as_npm(tree: Path, tmp_path: Path) -> list[tarfile.TarInfo]:
    expected, _info = npm_pack(tree, tmp_path / "npm")
    ours = pack_directory(tree).tar
    assert ours == expected, _first_difference(expected, ours)
    return tarfile.open(fileobj=io.BytesIO(ours)).getmembers()


def _names(members) -> list[str]:
    return [m.name.removeprefix("package/") for m in members]


def test_1_non_ascii_names_sort_by_icu(tmp_path):
    t = _tree(tmp_path / "t", {"f.js": "", "é.js": "", "e.js": "", "Ω.js": "", "z.js": "", "É.js": ""})
    names = _names(_same_as_npm(t, tmp_path))
    assert names.index("e.js") < names.index("é.js") < names.index("É.js") < names.index("f.js")


def test_2_dotdot_names_and_at_names(tmp_path):
    t = _tree(tmp_path / "t", {"..a": "", "b.a": "", "c": "", "@x.js": "", "a.js": "", "@s/y.js": "", "@s/a.js": ""})
    names = _names(_same_as_npm(t, tmp_path))
    assert names.index("..a") < names.index("b.a")  # extname('..a') is '.a', not ''
    assert "@x.js" in names and "@s/y.js" in names  # sorted as ./@…, written without ./


def test_3_hard_links_become_link_entries(tmp_path):
    t = _tree(tmp_path / "t", {"a.js": "same bytes\n"})
    os.link(t / "a.js", t / "b.js")
    members = {m.name: m for m in _same_as_npm(t, tmp_path)}
    assert members["package/a.js"].isfile() and members["package/b.js"].islnk()
    assert members["package/b.js"].linkname == "package/a.js" and members["package/b.js"].size == 0


def test_4_exec_bits_follow_is_package_bin(tmp_path):
    t = _tree(tmp_path / "t", {"cli.js": "", "sub/cli.js": "", "bin/run.js": "", "other.js": ""},
              bin={"a": "cli.js", "r": "bin/run.js"})
    modes = {m.name: m.mode for m in _same_as_npm(t, tmp_path)}
    # the first path segment is dropped before comparing with the bin targets
    assert modes["package/cli.js"] == 0o755 and modes["package/sub/cli.js"] == 0o755
    assert modes["package/bin/run.js"] == 0o644 and modes["package/other.js"] == 0o644


def test_5_long_non_ascii_names_are_cut_between_characters(tmp_path):
    t = _tree(tmp_path / "t", {"é" * 70 + ".js": "", "a😀" * 40 + ".md": "", "d/" + "漢" * 50 + "/x.js": ""})
    _same_as_npm(t, tmp_path)


def test_6_globs_as_minimatch_reads_them(tmp_path):
    ignore = "x/../secret.js\n{a..c}.log\n@(tmp|temp)\n[[:digit:]]*.txt\n[a-z]*.md\n"
    files = {"secret.js": "", "b.log": "", "d.log": "", "tmp": "", "temp": "", "tmpx": "", "7.txt": "",
             "x.txt": "", "İx.md": "", "ſx.md": "", "readme2.md": "", ".npmignore": ignore}
    names = _names(_same_as_npm(_tree(tmp_path / "t", files), tmp_path))
    assert "secret.js" not in names and "b.log" not in names and "d.log" in names
    assert "tmp" not in names and "tmpx" in names and "7.txt" not in names and "x.txt" in names
    assert "İx.md" in names and "ſx.md" in names and "readme2.md" not in names  # no Unicode folding


def test_7_windows_roots_are_stripped(tmp_path):
    t = _tree(tmp_path / "t", {"c:x.js": "", "\\y.js": "", "C:\\z.js": ""})
    names = _names(_same_as_npm(t, tmp_path))
    assert "x.js" in names and "y.js" in names and "z.js" in names


def test_8_directories_bin_files_are_packed(tmp_path):
    t = _tree(tmp_path / "t", {"scripts/run.js": "", "scripts/sub/deep.js": "", "lib/a.js": ""},
              files=["lib"], directories={"bin": "scripts"})
    names = _names(_same_as_npm(t, tmp_path))
    assert "scripts/run.js" in names and "lib/a.js" in names


def test_9_empty_files_list_keeps_only_always_included(tmp_path):
    t = _tree(tmp_path / "t", {"index.js": "", "README.md": "", "LICENSE": "", "lib/x.js": ""}, files=[])
    assert sorted(_names(_same_as_npm(t, tmp_path))) == ["LICENSE", "README.md", "package.json"]


def test_10_empty_npmignore_turns_off_gitignore_at_any_level(tmp_path):
    t = _tree(tmp_path / "t", {".npmignore": "", ".gitignore": "*.js\n", "a.js": "",
                               "sub/.npmignore": "", "sub/.gitignore": "*.txt\n", "sub/b.txt": ""})
    names = _names(_same_as_npm(t, tmp_path))
    assert "a.js" in names and "sub/b.txt" in names


def test_11_bom_does_not_hide_the_first_rule(tmp_path):
    t = _tree(tmp_path / "t", {".npmignore": b"\xef\xbb\xbfsecret.txt\n", "secret.txt": "", "ok.txt": ""})
    names = _names(_same_as_npm(t, tmp_path))
    assert "secret.txt" not in names and "ok.txt" in names


def test_12_non_utf8_ignore_file_is_read_with_replacements(tmp_path):
    t = _tree(tmp_path / "t", {".npmignore": b"a\xff.txt\nsecret.txt\n\x80\n", "secret.txt": "", "ok.txt": ""})
    names = _names(_same_as_npm(t, tmp_path))
    assert "secret.txt" not in names and "ok.txt" in names
