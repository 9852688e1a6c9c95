"""The whole evolution flow in the real DSH 0.2.1-rc.2 (the issue's *Done when*): a copy of
``examples/memory`` with ``memory.evolution`` enabled, the real sidecar and sandbox, the
host driven through its SDK, the scripted Messages model.

In a project that is a git repository with an acceptance check (``python3 -m unittest``),
one session: ``/evolve run C1`` (typed through the host's command service: the SDK does
not parse ``/commands``) → the sidecar asks the host's model for a candidate edit of C1
(``llm/complete``, answered by the scripted model with a strict JSON edit that keeps the
anchored region) → structural check → paired replay: one probe sub-session per side, each
a real sub-agent in its own git worktree with that side's C1-C4 in its system prompt →
the checks there → gate → shadow trial (one turn) → ``/evolve verify`` → adopted: the next
model request's system prompt carries the adopted text. A second run whose candidate makes
its probe break the project (a failing test written with the host's ``write`` tool) fails
the gate and is rolled back: the session goes on with the adopted text. A third run
proposes a new C6 skill: the host's skill view is one per process (the main sessions'), so
the candidate's probe gets that skill in its prompt and the baseline's does not. Every
step is in the ledger.
"""

from __future__ import annotations

import json

import pytest

from tests.host.evolve_flow import CANDIDATE_MARK, REPLAY_DIR, FlowTests, is_probe, sdk_flow, system_text
from tests.host.sdk_session import sdk_host_or_skip

pytestmark = [pytest.mark.host]


@pytest.fixture(scope="module")
def flow(tmp_path_factory):
    return sdk_flow(sdk_host_or_skip(), tmp_path_factory.mktemp("evolve-flow"))


class TestFlow(FlowTests):
    """Run, adopt, roll back, a C6 candidate's probe, and what memory keeps: the same as on
    the other host line."""


def test_each_probe_ran_in_its_worktree_with_its_sides_prompt(flow):
    probes = [r for r in flow["model"].agent() if is_probe(r)]
    assert len(probes) == 7, [r.texts()[-1][:200] for r in flow["model"].agent()]  # 2 + 2 + 2, one after a write
    probes = probes[:2]  # the first run's, in the order they were asked for: baseline, candidate
    marked = [CANDIDATE_MARK in system_text(r.body) for r in probes]
    assert marked == [False, True], marked  # baseline without, candidate with
    assert all(REPLAY_DIR in json.dumps(r.body) for r in probes)

