"""The entry's evolution module (``dshkit-memory/evolve.js``) under ``node --test``.

A bundle built with ``memory.evolution`` enabled ships ``evolve.js`` byte for byte
from ``dshkit/builder/js/memory-evolve.js``; ``evolve.test.mjs`` loads that shipped
file and drives it with a stand-in host and a deterministic stand-in for the
sidecar's evolve/* methods and the sandbox module (the other #25 parts, as the
contract gives them); one test uses the shipped sandbox itself. The sandbox runs its
children on the host's own executable and needs a Node with the permission model
(>= 22.19), so the tests run on rc.8's Node 24 (``tests/dshhost.ensure_host``), as a host
would run them. Each Node test is one pytest case.
"""

from __future__ import annotations

import os
import subprocess

import pytest

from tests.dshhost import ensure_host
from tests.memory_entry.test_entry_node import HERE, REPO, _results
from tests.memory_entry.evolve_bundle import evolution_bundle

NODE_TESTS = [
    "C1-C4 enter the system prompt as one section; a new revision replaces it and invalidates the skill view",
    "/evolve goes to evolve/command with argv and the session; bad input gets the usage",
    "evolve_catalog and evolve_script: the policy, the catalogue, a script run through the sandbox",
    "a script over its limits is a tool error naming the limit",
    "C6: evolved skills through one provider, prefixed; a name the host refuses is left out",
    "C8: a hook note is appended to the post-tool decision; the result and the decision are untouched",
    "C8: a throwing hook, a failing sandbox or a failing sidecar leave the decision as it was",
    "C8: after a known switch the post-tool hooks are the new revision's, not the session's last",
    "a failed tool result is recorded as a tool-failure deviation",
    "evolve_delegate starts a real sub-agent through the host, inside its depth limit, with the criteria",
    "evolve/probe: a sub-session in the worktree with the candidate revision injected; usage counted",
    "evolve/probe: the skills its revision adds or changes are in the probe prompt (the skill view is the main one)",
    "evolve/probe: over its request budget, a revoked revision, or no parent: an answer, never a hang",
    "the shipped sandbox (./sandbox.js beside evolve.js): a script's output, a hook's note, a throwing hook changes nothing",
    "readComponents: the sidecar's files and the one shape the module uses read alike",
    "evolve/probe on rc.8: a child of the host agent factory in the worktree (start() ignores cwd), joined to the parent, approvals never; its answer from its log",
    "evolve/probe on rc.8: the probe revision is in the first prompt; a child that never finishes or is never created is answered at timeoutMs",
    "lastTurnOf: the last assistant message and turn end of a child log",
    "a slow sidecar: a later step of a session goes on with its last components at once; a known switch is still seen by the next step",
    "evolve/probe on rc.8: the parent session's sandbox-mode override goes to the child as rc.8 delegates it; a stopped probe cancels its child as a parent's stop does",
    "a slow answer asked before a known switch never moves the session back to the old revision",
    "evolve/probe: a candidate that changes only skills (empty C1-C4) replays with them; a skill the host would refuse never enters a prompt",
]


@pytest.fixture(scope="module")
def node_run(tmp_path_factory):
    bundle = evolution_bundle(tmp_path_factory.mktemp("evolve"))
    from dshkit.builder.memory import EVOLUTION_STATIC
    for rel, src in EVOLUTION_STATIC.items():  # shipped byte for byte
        assert (bundle / rel).read_bytes() == (REPO / "dshkit" / "builder" / "js" / src).read_bytes(), rel
    evolve = bundle / "dshkit-memory" / "evolve.js"
    env = {**os.environ, "DSHKIT_EVOLVE": evolve.as_uri()}
    env.pop("NODE_OPTIONS", None)
    return subprocess.run([str(ensure_host().node), "--test", "--test-reporter=tap", str(HERE / "evolve.test.mjs")],
                          capture_output=True, text=True, timeout=300, env=env, cwd=REPO)


@pytest.mark.parametrize("name", NODE_TESTS)
def test_node(node_run, name):
    results = _results(node_run.stdout)
    assert name in results, f"node test not run: {name}\n{node_run.stdout[-3000:]}\n{node_run.stderr[-2000:]}"
    assert results[name], f"node test failed: {name}\n{node_run.stdout[-6000:]}"


def test_every_node_test_is_listed(node_run):
    assert set(_results(node_run.stdout)) == set(NODE_TESTS), node_run.stdout[-3000:]
