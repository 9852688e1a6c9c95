"""package.json is data written by json.dumps: byte for byte what the jinja2
template wrote before it (goldens recorded from that template's output)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dshkit.builder import build_bundle
from dshkit.builder.package_json import dump, package_json
from dshkit.spec.model import PackageSpec

GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize("name,spec", [
    ("hypatia-auto-memory", "examples/hypatia-auto-memory/dshkit.yaml"),
    ("tool-group", "examples/tool-group/dshkit.yaml"),
    ("kitchen-sink", "tests/builder/golden/kitchen-sink/dshkit.yaml"),
])
def test_package_json_bytes_are_unchanged(name, spec, repo_root, tmp_path):
    bundle, target = build_bundle(repo_root / spec, tmp_path / "out")
    written = (target / "package.json").read_bytes()
    assert written == bundle.files["package.json"][0]
    assert written == (GOLDEN / f"{name}.package.json").read_bytes()


@pytest.mark.parametrize("preset", [None, "smart-memory"])
def test_init_starter_package_json_is_unchanged(preset, tmp_path):
    args = ["init", str(tmp_path / "p"), "--name", "dsh-starter", *(["--preset", preset] if preset else [])]
    subprocess.run([sys.executable, "-m", "dshkit", *args], check=True, capture_output=True)
    bundle, _ = build_bundle(tmp_path / "p" / "dshkit.yaml", tmp_path / "out")
    golden = GOLDEN / f"init-{preset or 'plain'}.package.json"
    assert bundle.files["package.json"][0] == golden.read_bytes()


def test_field_order_and_absent_fields():
    pkg = PackageSpec(name="dsh-x", version="1.0.0", description="", keywords=[])
    data = package_json(pkg, icon=None, main=None, exports={"./package.json": "./package.json"}, files=["a"],
                        dsh={"bundle": {"patch": "./cordis.patch.yml"}}, engines={}, dependencies={"z": "1"},
                        peer_dependencies={}, peer_dependencies_meta={}, dev_dependencies={})
    # an empty description is a value; None and empty optional maps/lists are absent
    assert list(data) == ["name", "version", "description", "type", "exports", "files", "dsh", "dependencies"]
    text = dump(data).decode()
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert json.loads(text) == data
    assert dump({"d": "中文 \u2028"}) == '{\n  "d": "中文 \u2028"\n}\n'.encode()
