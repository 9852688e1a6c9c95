"""Issue 11 item 4: every path a spec names stays inside the project, even through symlinks.

One rule (dshkit.fsutil.resolve_inside) serves main, icon, readme, locales,
files, the client entry, skill folders and presets; a symlink that resolves
inside the project is fine.
"""

from __future__ import annotations

import os

import pytest

from tests.hostile.helpers import GOOD_SPEC, assert_located_exit_2, dshkit, project

SECRET = "SECRET-OUTSIDE-THE-PROJECT"
SKILL = "---\nname: demo-skill\ndescription: A demo skill.\n---\nBody.\n"


def _outside(tmp_path):
    out = tmp_path / "outside"
    (out / "skill").mkdir(parents=True)
    (out / "secret.txt").write_text(SECRET)
    (out / "skill" / "SKILL.md").write_text(SKILL + SECRET)
    (out / "preset.yml").write_text(f"preset: stolen\nbase: standard\nname: {SECRET}\n")
    return out


def _spec(field: str, value: str) -> str:
    extra = {
        "main": None,
        "icon": f"  icon: {value}\n",
        "readme": f"  readme: {value}\n",
        "locales": f"  locales:\n    en: {value}\n",
        "files": f"  files:\n    - {value}\n",
        "client": f"  client:\n    entry: {value}\n    platform: web\n",
    }
    if field == "main":
        return GOOD_SPEC.replace("main: index.js", f"main: {value}")
    if field == "skills":
        return GOOD_SPEC + f"skills:\n  - path: {value}\n"
    if field == "presets":
        return GOOD_SPEC + f"presets:\n  - {value}\n"
    return GOOD_SPEC.replace("  main: index.js\n", "  main: index.js\n" + extra[field])


LINKED = [  # (field, name in the project, where it points, relative to tmp_path/outside)
    ("main", "leak.js", "secret.txt"),
    ("icon", "leak.svg", "secret.txt"),
    ("readme", "LEAK.md", "secret.txt"),
    ("locales", "leak.json", "secret.txt"),
    ("files", "leak.txt", "secret.txt"),
    ("files", "leakdir", "."),
    ("client", "client.js", "secret.txt"),
    ("skills", "skills/leak", "skill"),
    ("presets", "presets/leak.yml", "preset.yml"),
]


@pytest.mark.parametrize("field,name,dest", LINKED, ids=[f"{f}-{n}" for f, n, _ in LINKED])
def test_a_symlink_out_of_the_project_is_refused(tmp_path, field, name, dest):
    outside = _outside(tmp_path)
    root = project(tmp_path / "proj", _spec(field, f"./{name}" if field == "presets" else name))
    (root / name).parent.mkdir(parents=True, exist_ok=True)
    os.symlink(outside / dest, root / name)
    proc = dshkit("build", "-o", tmp_path / "out", cwd=root)
    line = assert_located_exit_2(proc, "SPEC014", "outside the project")
    assert line.startswith("dshkit.yaml:"), line
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("field", ["main", "readme", "files", "presets"])
def test_a_path_climbing_out_is_refused(tmp_path, field):
    _outside(tmp_path)
    value = {"presets": "../outside/preset.yml"}.get(field, "../outside/secret.txt")
    root = project(tmp_path / "proj", _spec(field, value))
    proc = dshkit("build", "-o", tmp_path / "out", cwd=root)
    assert_located_exit_2(proc)  # the schema refuses `..` for files; presets: SPEC014
    assert not (tmp_path / "out").exists()


def test_an_absolute_preset_path_is_refused(tmp_path):
    outside = _outside(tmp_path)
    root = project(tmp_path / "proj", _spec("presets", str(outside / "preset.yml")))
    assert_located_exit_2(dshkit("build", "-o", tmp_path / "out", cwd=root), "SPEC014", "10:5")


def test_a_preset_base_may_not_leave_the_project(tmp_path):
    _outside(tmp_path)
    root = project(tmp_path / "proj", _spec("presets", "./presets/mine.yml"),
                   **{"presets/mine.yml": "preset: mine\nbase: ../../outside/preset.yml\n"})
    line = assert_located_exit_2(dshkit("build", "-o", tmp_path / "out", cwd=root), "SPEC014")
    assert line.startswith("presets/mine.yml:2:7:"), line


def test_symlinks_that_stay_inside_are_followed(tmp_path):
    root = project(tmp_path / "proj", _spec("files", "docs-link"),
                   **{"real/doc.txt": "inside", "skills/real/SKILL.md": SKILL})
    os.symlink("real", root / "docs-link")
    os.symlink("index.js", root / "main-link.js")
    spec = (root / "dshkit.yaml").read_text().replace("main: index.js", "main: main-link.js")
    (root / "dshkit.yaml").write_text(spec + "skills:\n  - path: skills/link\n")
    os.symlink("real", root / "skills" / "link")
    proc = dshkit("build", "-o", tmp_path / "out", cwd=root)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out" / "docs-link" / "doc.txt").read_text() == "inside"
    assert (tmp_path / "out" / "main-link.js").read_text().startswith("export function")


def test_a_symlink_inside_a_copied_directory_is_not_followed(tmp_path):
    outside = _outside(tmp_path)
    root = project(tmp_path / "proj", _spec("files", "assets"), **{"assets/a.txt": "a"})
    os.symlink(outside / "secret.txt", root / "assets" / "leak.txt")
    proc = dshkit("build", "-o", tmp_path / "out", cwd=root)
    assert proc.returncode == 0, proc.stderr
    shipped = b"".join(p.read_bytes() for p in (tmp_path / "out").rglob("*") if p.is_file())
    assert SECRET.encode() not in shipped
    assert (tmp_path / "out" / "assets" / "a.txt").exists()
