"""Materialize the compact rule fixtures (tests/check/fixtures/rules/*.yaml) as bundle dirs."""

from __future__ import annotations

import os
from pathlib import Path

from ruamel.yaml import YAML

FIXTURES = Path(__file__).resolve().parent / "fixtures"
RULE_FIXTURES = FIXTURES / "rules"

DEFAULT_FILES = {
    "package.json": '{"name": "dsh-fixture", "version": "1.0.0", '
                    '"files": ["cordis.patch.yml", "lib", "skills", "assets", "locale"], '
                    '"dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}',
    "cordis.patch.yml": "- insert:\n    - id: fixture-row\n      name: dsh-fixture\n",
}


def load_case(code: str, which: str) -> dict:
    data = YAML(typ="safe").load((RULE_FIXTURES / f"{code}.yaml").read_text(encoding="utf-8"))
    return data[which]


def write_bundle(root: Path, spec: dict) -> Path:
    files = dict(DEFAULT_FILES)
    files.update(spec.get("files") or {})
    for rel in spec.get("links") or {}:
        files.pop(rel, None)
    root.mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    for rel, dest in (spec.get("links") or {}).items():
        os.symlink(dest, root / rel)
    return root


def materialize(case: dict, tmp: Path) -> list[str]:
    """The PATH arguments for ``dshkit check`` for one fixture case.

    ``profile:`` cases are a profile at ``$DSH_HOME/profiles/web`` (its files,
    installed bundles under ``node_modules/``) with ``home:`` files under
    ``$DSH_HOME`` itself."""
    if "profile" in case:
        home = tmp / "dsh-home"
        for rel, text in (case.get("home") or {}).items():
            (home / rel).parent.mkdir(parents=True, exist_ok=True)
            (home / rel).write_text(text, encoding="utf-8")
        return [str(write_bundle(home / "profiles" / "web", case["profile"]))]
    if "bundles" in case:
        return [str(write_bundle(tmp / f"bundle{i}", b)) for i, b in enumerate(case["bundles"])]
    return [str(write_bundle(tmp / "bundle", case))]
