"""One small bundle per trap the reference plugins fell into (../shared/seeds,
docs/rules.md): each makes the real ``dshkit check`` exit 1 with a located
error, because each is something the host silently drops, disables or
mis-loads. The clean examples, and a patch file the host loads although it has
tabs after its values, exit 0."""

from __future__ import annotations

import json

import pytest

from tests.check.helpers import write_bundle
from tests.check.test_check_cli import run

PEERS_OK = {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.2.0-0 || >=0.2.0-rc.1 <0.4.0-0"}


def manifest(peers=None, **extra) -> str:
    peers = PEERS_OK if peers is None else peers
    doc = {"name": "dsh-acme", "version": "1.0.0", "files": ["cordis.patch.yml", "skills"],
           "peerDependencies": peers,
           "peerDependenciesMeta": {name: {"optional": True} for name in peers},
           "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
    for key, value in extra.items():
        if key == "dsh":
            doc["dsh"].update(value)
        else:
            doc[key] = value
    return json.dumps(doc, indent=2)


ROW = "- insert:\n    - id: acme\n      name: dsh-acme\n"
SKILL = "---\nname: acme-review\ndescription: Review a change.\n---\nBody\n"
PRESET = ("- insert:\n    - id: preset-{row}\n      name: '@deepseek-ai/dsh-agent-preset'\n      config:\n"
          "        id: {id}\n        plugins:\n          - name: '@deepseek-ai/dsh-persona'\n")


def bundle(patch: str = ROW, **files) -> dict:
    return {"files": {"package.json": files.pop("package_json", manifest()), "cordis.patch.yml": patch, **files}}


# trap -> (bundles installed together, the code, the file and line it must point at)
TRAPS = {
    "plugin row written bare (`- id:` without insert)": (
        [bundle("- id: acme\n  name: dsh-acme\n  config: {verbose: true}\n")], "DSH306", "cordis.patch.yml", 1),
    "row without insert or id": ([bundle("- name: dsh-acme\n")], "DSH303", "cordis.patch.yml", 1),
    "prerelease range that misses a channel": (
        [bundle(package_json=manifest({"@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1",
                                       "@deepseek-ai/dsh-llm": "^0.1.7-rc.1"}))],
        "DSH203", "package.json", None),
    "upper bound that admits the excluded prereleases": (
        [bundle(package_json=manifest({"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.3.0"}))], "DSH204", "package.json", None),
    "exact prerelease pin": (
        [bundle(package_json=manifest({"@deepseek-ai/dsh": "0.1.0-rc.6"}))], "DSH205", "package.json", None),
    "same-named skill in two installed bundles": (
        [bundle(**{"skills/acme-review/SKILL.md": SKILL}),
         bundle("- insert:\n    - id: other\n      name: dsh-other\n",
                package_json=manifest(name="dsh-other"), **{"skills/acme-review/SKILL.md": SKILL})],
        "DSH507", "skills/acme-review/SKILL.md", 2),
    "duplicate preset id (a shipped preset's)": (
        [bundle(PRESET.format(row="acme", id="standard"))], "DSH402", "cordis.patch.yml", None),
    "hand-written copy of a packaged preset row": (
        [bundle(PRESET.format(row="smart-memory", id="smart-memory")),
         bundle(PRESET.format(row="smart-memory", id="smart-memory-copy"), package_json=manifest(name="dsh-copy"))],
        "DSH305", "cordis.patch.yml", None),
    "config replaced wholesale": (
        [bundle(ROW + "- id: session-title\n  config: {fallbackMaxWords: 8}\n")], "DSH309", "cordis.patch.yml", 5),
    "misspelt row field": (
        [bundle("- insert:\n    - id: acme\n      name: dsh-acme\n      enabled: false\n")],
        "DSH311", "cordis.patch.yml", 4),
    "postinstall the host never runs": (
        [bundle(package_json=manifest(scripts={"postinstall": "node fetch.js"}))], "DSH110", "package.json", None),
    "host package as a dependency": (
        [bundle(package_json=manifest(dependencies={"@deepseek-ai/dsh-llm": "^0.1.0-rc.6"}))],
        "DSH108", "package.json", None),
    "dsh.profile.bundles in a plugin": (
        [bundle(package_json=manifest(dsh={"profile": {"bundles": ["dsh-other"]}}))], "DSH106", "package.json", None),
    "empty !!js": ([bundle(ROW + "      disabled: !!js\n")], "DSH300", "cordis.patch.yml", None),
    "legacy skill key": (
        [bundle(**{"skills/acme-review/SKILL.md": "---\nname: acme-review\ndescription: d\nuserInvocable: false\n---\n"})],
        "DSH504", "skills/acme-review/SKILL.md", 4),
}


@pytest.mark.parametrize("trap", sorted(TRAPS))
def test_each_trap_fails_ci_with_a_located_error(trap, tmp_path):
    specs, code, rel, line = TRAPS[trap]
    paths = [str(write_bundle(tmp_path / f"b{i}", spec)) for i, spec in enumerate(specs)]
    proc = run("--format", "json", *paths)
    assert proc.returncode == 1, (trap, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    hits = [f for f in json.loads(proc.stdout) if f["code"] == code]
    assert hits, (trap, proc.stdout)
    assert all(f["severity"] == "error" and f["line"] and f["column"] for f in hits), hits
    assert any(f["path"].endswith("/" + rel) and (line is None or f["line"] == line) for f in hits), hits


def test_the_clean_bundle_behind_every_trap_passes(tmp_path):
    proc = run(str(write_bundle(tmp_path / "clean", bundle(**{"skills/acme-review/SKILL.md": SKILL}))))
    assert proc.returncode == 0 and proc.stdout == "", proc.stdout


def test_tabs_the_host_accepts_are_not_errors(tmp_path):
    patch = "- insert:\n    - id: acme\t\n      name: dsh-acme\t# tab before a comment\n      config:\t{a: 1}\n"
    proc = run(str(write_bundle(tmp_path / "tabs", bundle(patch))))
    assert proc.returncode == 0 and proc.stdout == "", proc.stdout


@pytest.mark.parametrize("example", ["hypatia-auto-memory", "tool-group"])
def test_clean_examples_pass(example, repo_root):
    proc = run(str(repo_root / "examples" / example / "dshkit.yaml"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_skill_shadowed_by_a_disk_copy_in_profile_mode(tmp_path):
    """The trap behind a whole release of the reference plugin: an old copy of the
    bundle's skill under $DSH_HOME/skills (or a project's .agents/skills) wins."""
    from tests.check.helpers import load_case, materialize

    case = load_case("DSH509", "pass")  # no disk copy in $DSH_HOME
    [profile] = materialize(case, tmp_path)
    assert "DSH509" not in run(profile).stdout
    project = tmp_path / "project"
    (project / ".agents" / "skills" / "old").mkdir(parents=True)
    (project / ".agents" / "skills" / "old" / "SKILL.md").write_text(
        "---\nname: fixture-skill\ndescription: A project copy.\n---\n")
    proc = run("--format", "json", "--project", str(project), profile)
    [hit] = [f for f in json.loads(proc.stdout) if f["code"] == "DSH509"]
    assert proc.returncode == 1 and hit["severity"] == "error" and (hit["line"], hit["column"]) == (2, 1)
    assert hit["path"].endswith("node_modules/dsh-fixture/skills/fixture-skill/SKILL.md")
    assert str(project / ".agents" / "skills" / "old" / "SKILL.md") in hit["message"]
    assert "project .agents/skills" in hit["message"]


def test_a_row_of_a_later_host_line_is_not_an_error(tmp_path):
    """The seed's recommended agent-preset-registry patch (a 0.2 row). By default it is
    checked against the host its range admits (0.2.1-rc.2), whose web profile
    ships the row: no DSH306 there (on the profiles without the registry, a
    warning). Against the 0.1.0-rc.8 snapshot (``--host``), which its
    range does not admit: a warning, and --fix leaves it alone (it is an override,
    not a bare plugin row)."""
    patch = ("- id: agent-preset-registry\n  name: '@deepseek-ai/dsh-agent-preset-registry'\n"
             "  config:\n    selectedDefault: smart-memory\n")
    pkg = manifest({"@deepseek-ai/dsh": ">=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"})
    path = write_bundle(tmp_path / "b", bundle(patch, package_json=pkg))
    proc = run("--format", "json", "--surface", "web", str(path))
    assert not [f for f in json.loads(proc.stdout) if f["code"] == "DSH306"], proc.stdout
    proc = run("--format", "json", str(path))
    assert {f["severity"] for f in json.loads(proc.stdout) if f["code"] == "DSH306"} == {"warning"}
    proc = run("--format", "json", "--host", "0.1.0-rc.8", str(path))
    [hit] = [f for f in json.loads(proc.stdout) if f["code"] == "DSH306"]
    assert proc.returncode == 0 and hit["severity"] == "warning" and "does not admit 0.1.0-rc.8" in hit["message"]
    run("--fix", "--host", "0.1.0-rc.8", str(path))
    assert (path / "cordis.patch.yml").read_text() == patch


SOUL_PEERS = {"@deepseek-ai/dsh": ">=0.2.1-rc.2 <0.3.0-0"}  # a range only the official 0.2.1-rc.2 snapshot admits


@pytest.mark.parametrize("host", [None, "0.2.1-rc.2", "0.1.0-rc.8", "0.2.1-alpha.2"])
def test_the_seeds_bare_plugin_row_fails_on_every_host(tmp_path, host):
    """The seed's ``- id: <its own package>`` with config and no insert anywhere: no
    host has a row of a third-party package, so it is never mounted (no snapshot
    needed: an error even where the range does not admit the host)."""
    pkg = manifest(SOUL_PEERS, name="dsh-soul")
    path = write_bundle(tmp_path / "soul", bundle("- id: dsh-soul\n  config:\n    memory: {enabled: true}\n",
                                                  package_json=pkg))
    proc = run("--format", "json", *(["--host", host] if host else []), str(path))
    assert proc.returncode == 1, proc.stdout
    [hit] = [f for f in json.loads(proc.stdout) if f["code"] == "DSH306"]
    assert hit["severity"] == "error" and (hit["line"], hit["column"]) == (1, 7)
    assert "own plugin" in hit["message"] and "never mounted" in hit["message"]


def test_an_own_export_row_patched_but_inserted_elsewhere_is_not_never_mounted(tmp_path):
    # the seed's own config patch of a row its bundle does insert: fine
    pkg = manifest(SOUL_PEERS, name="dsh-soul")
    patch = "- insert:\n    - id: dsh-soul\n      name: dsh-soul\n- id: dsh-soul\n  config: {a: 1}\n"
    proc = run("--format", "json", str(write_bundle(tmp_path / "ok", bundle(patch, package_json=pkg))))
    assert not [f for f in json.loads(proc.stdout) if f["code"] == "DSH306"], proc.stdout
    # a row named by an export of the package, written bare under another id
    pkg = manifest(SOUL_PEERS, name="dsh-soul", exports={"./tools": "./tools.js"})
    proc = run("--format", "json", str(write_bundle(tmp_path / "bad", bundle(
        "- id: soul-tools\n  name: dsh-soul/tools\n", package_json=pkg))))
    [hit] = [f for f in json.loads(proc.stdout) if f["code"] == "DSH306"]
    assert proc.returncode == 1 and hit["severity"] == "error" and "never mounted" in hit["message"]
