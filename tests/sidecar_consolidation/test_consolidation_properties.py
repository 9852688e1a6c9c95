"""Property tests over generated sessions and scripted model failures.

For any sessions, any turn-end reasons and any sequence of model failures
(timeouts, host errors, junk, truncated JSON, wrong shapes, overflowing replies):

- the logging path makes no model call;
- once consolidated, every logged message is covered by exactly one tier-1 summary;
- every tier-N summary (N ≥ 2) has exactly `batchSize` members of tier N−1, and
  nothing is archived twice;
- no work unit the model returned is lost (only a `duplicate` verdict drops one);
- model calls: one per consolidated span, at most one per unit, one per cascade
  batch, plus one per failed attempt.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, event as note_event, given, settings, strategies as st
from tests.budget import examples

from dshkit.sidecar.consolidation import Consolidator, FakeModel
from dshkit.sidecar.consolidation.fake_model import MODES
from dshkit.sidecar.consolidation.hooks import attach
from dshkit.sidecar.consolidation.llm import ADJUDICATION, CASCADE, CONSOLIDATION
from dshkit.sidecar.consolidation.naming import work_unit_name
from dshkit.sidecar.ingest import Ingestor

from .helpers import WORDS, event_stream, make_settings, open_store, tier1_coverage
from dshkit.sidecar.tasks import TaskQueue

REASONS = [{"kind": "completed"}] * 4 + [
    {"kind": "aborted", "reason": {"kind": "user"}}, {"kind": "aborted", "reason": {"kind": "parent"}},
    {"kind": "error"}, {"kind": "max-tokens"}, {"kind": "blocked"}, {"kind": "interrupted"},
]
sentence = st.lists(st.sampled_from(WORDS), min_size=1, max_size=120).map(" ".join)
turn = st.fixed_dictionaries({
    "user": st.one_of(sentence, sentence.map(lambda s: "remember " + s)),
    "assistant": sentence,
    "tool": st.sampled_from([None, "ok", "fail"]),
    "reason": st.sampled_from(REASONS),
})
failures = st.lists(st.sampled_from(MODES), max_size=6)
ANSWERED = ("ok", "overflow")  # modes that give a usable answer (overflow is trimmed, not rejected)


def _heal(store, con: Consolidator, model: FakeModel) -> None:
    """What later triggers do: re-queue unconsolidated tails and the cascade until nothing is left to call."""
    for _ in range(30):
        before = sum(model.calls.values())
        for progress in store.all_progress():
            con.on_session_close(progress["session_id"])
            TaskQueue(store).enqueue("cascade", progress["session_id"], 0, 0, {"project": progress["project"]})
        con.run_pending(now=1 << 62)
        if sum(model.calls.values()) == before:
            return
    raise AssertionError("consolidation did not converge")


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    sessions=st.lists(st.lists(turn, min_size=1, max_size=10), min_size=1, max_size=4),
    consolidation_failures=failures,
    adjudication_failures=failures,
    cascade_failures=failures,
    batch=st.sampled_from([2, 3, 16]),
    budget=st.sampled_from([150, 16_000]),
    interleave=st.booleans(),
)
def test_consolidation_invariants(sessions, consolidation_failures, adjudication_failures, cascade_failures,
                                  batch, budget, interleave):
    model = FakeModel(script={CONSOLIDATION: consolidation_failures, ADJUDICATION: adjudication_failures,
                              CASCADE: cascade_failures})
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "m.sqlite3")
        ingestor = Ingestor(store)
        con = Consolidator(store, model, make_settings(cascade={"batchSize": batch}, maxInputTokens=budget))
        attach(ingestor, con)
        for index, turns in enumerate(sessions):
            sid = f"s{index}"
            events = event_stream(sid, turns)
            for event in events:
                ingestor.on_event(sid, event)
                if event["type"] == "turn/end" and interleave:
                    con.run_pending(now=1 << 62)
            if not interleave:
                assert sum(model.calls.values()) == 0  # the logging path never calls the model
            ingestor.dispose(sid)
        con.run_pending(now=1 << 62)
        _heal(store, con, model)

        # 1. every logged message covered by exactly one tier-1 summary
        coverage = tier1_coverage(store)
        assert coverage and all(len(heads) == 1 for heads in coverage.values()), coverage

        # 2. every archive has exactly `batch` members one tier down; nothing archived twice; cascade done
        by_tier: dict[int, list[str]] = {}
        for (name,) in store.db.execute("SELECT name FROM entries WHERE name LIKE 'sum%'"):
            match = re.match(r"sum(\d*)-", name)
            by_tier.setdefault(int(match.group(1) or 1), []).append(name)
        archived = [r[0] for r in store.db.execute(
            "SELECT tail FROM edges WHERE relation='summary' AND head NOT LIKE 'sum-%'")]
        assert len(archived) == len(set(archived))
        for tier, names in by_tier.items():
            if tier >= 2:
                for name in names:
                    tails = [r[0] for r in store.db.execute(
                        "SELECT tail FROM edges WHERE head=? AND relation='summary'", (name,))]
                    assert len(tails) == batch and all(t in by_tier[tier - 1] for t in tails)
            unarchived = [n for n in names if n not in set(archived)]
            assert tier == 8 or len(unarchived) < batch

        # 3. no work unit lost: every unit of every accepted reply is stored, unless judged a duplicate
        stored = {r[0] for r in store.db.execute("SELECT name FROM entries WHERE name LIKE 'wu-%'")}
        dropped = set()
        for purpose, _, mode, reply, prompt in model.log:
            if purpose == ADJUDICATION and mode in ANSWERED and json.loads(reply)["verdict"] == "duplicate":
                dropped.add(prompt.partition("## New memory: ")[2].partition("\n")[0])
        returned = 0
        for purpose, _, mode, reply, _ in model.log:
            if purpose == CONSOLIDATION and mode in ANSWERED:
                for unit in json.loads(reply)["workUnits"][:3]:
                    returned += 1
                    name = work_unit_name(unit["title"], unit["content"])
                    assert name in stored or unit["title"].strip() in dropped, name

        # 4. model calls bounded as specified
        failed = {purpose: sum(1 for p, _, mode, _, _ in model.log if p == purpose and mode not in ANSWERED)
                  for purpose in (CONSOLIDATION, ADJUDICATION, CASCADE)}
        spans = len(by_tier.get(1, []))
        archives = sum(len(v) for t, v in by_tier.items() if t >= 2)
        assert model.calls[CONSOLIDATION] == spans + failed[CONSOLIDATION]
        assert model.calls[ADJUDICATION] <= returned
        assert model.calls[CASCADE] == archives + failed[CASCADE]
        note_event(f"archives: {'some' if archives else 'none'}")
        note_event(f"failed model calls: {'some' if sum(failed.values()) else 'none'}")
        note_event(f"units returned: {'some' if returned else 'none'}")
        store.close()
