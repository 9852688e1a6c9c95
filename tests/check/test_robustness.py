"""Odd inputs give findings or a clean exit-2 error, never a crash (DSH000)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.check.api import check_paths
from tests.check.helpers import write_bundle

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(
        ["", "./cordis.patch.yml", "../x.yml", "/abs.yml", "*", "^0.1.0-rc.6", "0.1.0-rc.6", "<0.3.0",
         "workspace:*", "file:../own", "not a range", "./client.js", "icon.png"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(
        st.sampled_from(["dsh", "bundle", "patch", "client", "profile", "bundles", "engines", "icon", "exports",
                         "./client", "peerDependencies", "dependencies", "@deepseek-ai/dsh", "@deepseek-ai/dsh-llm",
                         "@deepseek-ai/cordis", "peerDependenciesMeta", "optional", "scripts", "postinstall",
                         "name", "files"]), children, max_size=4),
    max_leaves=12)

_patch = st.sampled_from([
    "", "[]", "{}", "- 1\n- x\n", "- insert: 3\n", "- insert: {a: 1}\n", "- insert: [1, {id: [1]}]\n",
    "- id: {a: 1}\n  insert: [{id: x}]\n", "- id: 0\n- id: ''\n- id: true\n", "- insert: [{id: x, group: true, config: 3}]\n",
    "- insert:\n    - id: p\n      name: '@deepseek-ai/dsh-agent-preset'\n      config: [1]\n",
    "- insert:\n    - id: p\n      name: '@deepseek-ai/dsh-agent-preset'\n      config: {id: 3, plugins: {a: 1}}\n",
    "- id: session-title\n  config: [1, 2]\n", "- id: tool-web\n  name: 7\n", "\u0000\u0001", "- !!js\n", ": :\n",
])


_BASE = {"name": "dsh-fuzz", "version": "1.0.0", "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
_manifest = _json | st.dictionaries(
    st.sampled_from(["peerDependencies", "dependencies", "peerDependenciesMeta", "exports", "icon", "engines",
                     "scripts", "files"]), _json, max_size=4).map(lambda extra: {**_BASE, **extra})


@settings(max_examples=examples(200), deadline=None)
@given(manifest=_manifest, patch=_patch)
def test_no_rule_crashes(tmp_path_factory, manifest, patch):
    root = tmp_path_factory.mktemp("b")
    write_bundle(root, {"files": {"package.json": json.dumps(manifest), "cordis.patch.yml": patch}})
    findings = check_paths([str(root)])
    assert not [f for f in findings if f.code == "DSH000"], findings
