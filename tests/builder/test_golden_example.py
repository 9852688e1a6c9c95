"""The example reproduces the dsh-hypatia-auto-memory 2.4.0 bundle (seed 000).

The expected structure below is written from the seed's facts (row ids,
package names, configuration values, peer ranges); the persona text and
the preset description are our own words, so they are compared by shape only.
Where the seed's host moved on, the roster follows DSH 0.2.1-rc.2's own
`standard` (its new `time-context` and `tool-schedule` rows; the disabled
`tool-plugin-market` is removed like `tool-plugin-manager`) and the order is 5,
after the host's four presets (the seed's 2 is `ptc`'s).
"""

from __future__ import annotations

import json

import pytest

from tests.builder.hostyaml import host_parse_many

JS = "__jsExpr"


def row(id_, name, **fields):
    return {"id": id_, "name": name, **fields}


SMART_MEMORY_PLUGINS = [
    "PERSONA",  # compared separately
    row("agent-instructions", "@deepseek-ai/dsh-agent-instructions", config={"maxBytes": 65536}),
    row("time-context", "@deepseek-ai/dsh-time-context"),
    row("tool-bash", "@deepseek-ai/dsh-tool-bash", disabled={JS: "process.platform === 'win32'"}),
    row("tool-pwsh", "@deepseek-ai/dsh-tool-pwsh", disabled={JS: "process.platform !== 'win32'"}),
    row("tool-fs", "@deepseek-ai/dsh-tool-fs"),
    row("tool-fs-search", "@deepseek-ai/dsh-tool-fs-search", config={"sampleOverCapGlobResults": False}),
    row("tool-jobs", "@deepseek-ai/dsh-tool-jobs"),
    row("tool-schedule", "@deepseek-ai/dsh-tool-schedule"),
    row("skill-filesystem", "@deepseek-ai/dsh-skill-filesystem"),
    row("tool-skill", "@deepseek-ai/dsh-tool-skill"),
    row("command-goal", "@deepseek-ai/dsh-command-goal"),
    row("tool-goal", "@deepseek-ai/dsh-tool-goal"),
    row("compaction", "cordis:group", group=True, isolate={"compaction": True, "toolResultPruner": True}, config=[
        row("compaction-basic", "@deepseek-ai/dsh-compaction-basic"),
        row("command-compact", "@deepseek-ai/dsh-command-compact"),
        row("tool-result-pruner", "@deepseek-ai/dsh-compaction-tool-result-pruner",
            config={"thresholdChars": 8192, "headChars": 4096, "tailChars": 1024}),
    ]),
    row("delegation", "cordis:group", group=True, isolate={"workflowEngine": True}, config=[
        row("tool-subagent-control", "@deepseek-ai/dsh-tool-subagent-control"),
        row("tool-subagent-list-agents", "@deepseek-ai/dsh-tool-subagent-control/list-agents"),
        row("tool-subagent", "@deepseek-ai/dsh-tool-subagent", config={
            "provider": "spawn", "toolName": "subagent", "modelSelectionSettings": True,
            "backgroundMode": "continuable"}),
        row("tool-subagent-fork", "@deepseek-ai/dsh-tool-subagent", config={
            "provider": "fork", "toolName": "subagent_fork", "backgroundMode": "continuable"}),
        row("workflow-ptc", "@deepseek-ai/dsh-workflow-ptc", config={"provider": "spawn"}),
        row("tool-workflow", "@deepseek-ai/dsh-tool-workflow"),
    ]),
    row("tool-ask-user", "@deepseek-ai/dsh-tool-ask-user"),
    row("tool-todo", "@deepseek-ai/dsh-tool-todo", config={"allowParallelInProgress": True}),
    row("tool-web", "@deepseek-ai/dsh-tool-web", config={"fetch": True, "searchTimeoutMs": 60000}),
]

CHANNELS = "^0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"
DSH = ">=0.1.7-rc.1 || ^0.2.0-rc.1 || ^0.2.1-alpha.1"


@pytest.fixture(scope="module")
def patch(built_example):
    [parsed] = host_parse_many([(built_example / "cordis.patch.yml").read_text()])
    assert "ok" in parsed, parsed
    return parsed["ok"]


@pytest.mark.oracle
def test_plugin_row_is_the_seed_row(patch):
    assert patch[0] == {"insert": [{"id": "hypatia-auto-memory", "name": "dsh-hypatia-auto-memory"}]}
    assert len(patch) == 2


@pytest.mark.oracle
def test_smart_memory_preset_row_matches_the_seed(patch):
    [preset] = patch[1]["insert"]
    assert list(patch[1]) == ["insert"]
    assert preset["id"] == "preset-smart-memory"
    assert preset["name"] == "@deepseek-ai/dsh-agent-preset"
    config = preset["config"]
    assert (config["id"], config["name"], config["order"]) == ("smart-memory", "长程记忆", 5)
    assert isinstance(config["description"], str) and config["description"]
    plugins = config["plugins"]
    persona = plugins[0]
    assert (persona["id"], persona["name"]) == ("persona", "@deepseek-ai/dsh-persona")
    assert set(persona["config"]) == {"prefix", "suffix"}
    assert "{{model}}" in persona["config"]["prefix"] and persona["config"]["suffix"]
    # DSH 0.2.1-rc.2 registers {{model}} only: any other variable fails every turn
    assert "{{" not in persona["config"]["prefix"].replace("{{model}}", "") + persona["config"]["suffix"]
    assert plugins[1:] == SMART_MEMORY_PLUGINS[1:]
    # key order inside rows as the seed writes them: id, name first
    assert all(list(p)[:2] == ["id", "name"] for p in plugins)


def test_package_json_matches_the_seed(built_example):
    pkg = json.loads((built_example / "package.json").read_text())
    assert pkg["name"] == "dsh-hypatia-auto-memory" and pkg["version"] == "2.4.0"
    assert pkg["icon"] == "./icon.svg" and pkg["type"] == "module"
    assert pkg["dsh"]["engines"]["dsh"] == DSH
    assert pkg["dsh"]["bundle"]["patch"] == "./cordis.patch.yml"
    assert pkg["engines"] == {"node": "^22.19.0 || >=24.0.0"}
    assert pkg["dependencies"] == {"@deepseek-ai/schemastery": "^3.18.2 || ~3.18.5-alpha.1", "zod": "^4.4.3"}
    assert pkg["peerDependencies"] == {
        "@deepseek-ai/cordis": "^4.0.2 || ~4.0.5-alpha.1",
        "@deepseek-ai/dsh": DSH,
        "@deepseek-ai/dsh-llm": CHANNELS,
        "@deepseek-ai/dsh-storage-domain": CHANNELS,
        "@deepseek-ai/dsh-tools": CHANNELS,
        "react": "^18.2.0",
    }
    assert pkg["peerDependenciesMeta"] == {n: {"optional": True} for n in [
        "@deepseek-ai/cordis", "@deepseek-ai/dsh", "@deepseek-ai/dsh-llm",
        "@deepseek-ai/dsh-storage-domain", "@deepseek-ai/dsh-tools"]}
    # icon and package.json must be exported for the host to resolve them
    assert pkg["exports"]["./icon.svg"] == "./icon.svg"
    assert pkg["exports"]["./package.json"] == "./package.json"
    assert "cordis.patch.yml" in pkg["files"] and "skills/hypatia-memory" in pkg["files"]
