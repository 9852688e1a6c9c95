"""Statement extraction measured on the held-out sentences of the labelled set
(bench/statement_set.py: real DSH session messages and LoCoMo dialogue by reference,
written hard cases inline): the first held-out third (chosen by hash before any tuning)
and the fresh slice (labelled before anything ran on it, never tuned on).

Issue 22's goal is precision >= 0.95 with recall >= 0.80 for rules and decisions.
Decisions meet it on both (1.000 / 1.000). Rules, measured by
``bench/bench_statements.py``: held-out third 0.923 / 0.923 (1 false rule in 13),
fresh slice 0.875 / 0.875 (2 in 16; 0.583 / 0.875 before the tuning on written
sentences). The floors asserted are those measured, not the goal.
"""

from __future__ import annotations

from bench.bench_statements import scores, split_cases
from bench.statement_set import load
from dshkit.sidecar.graph.extract import human_facts

FLOOR = {  # (precision, recall) as measured
    "held-out": {"rule": (0.92, 0.92), "decision": (1.0, 1.0)},
    "fresh": {"rule": (0.87, 0.87), "decision": (1.0, 1.0)},
}


def test_the_held_out_sentences_meet_the_floor(shared_dir):
    cases = load(shared_dir)
    assert len(cases) >= 300
    parts = split_cases(cases)
    assert len(parts["held-out"]) >= (len(cases) - len(parts["fresh"])) // 4 and len(parts["fresh"]) >= 60
    for part, floor in FLOOR.items():
        got = scores(parts[part], human_facts)
        for label, (precision, recall) in floor.items():
            assert got[label]["precision"] >= precision and got[label]["recall"] >= recall, (part, label, got[label])


def test_the_issue_s_question_is_not_a_rule_and_the_rules_still_are():
    kinds = lambda text: [f.kind for f in human_facts(0, 0, text)]  # noqa: E731
    assert kinds("What should I do before committing?") == []
    assert kinds("That must have been awesome!") == []
    assert kinds("The README says you should run make setup first.") == []
    assert kinds("If the build fails, we should roll back.") == []
    assert kinds("我们必须用 Python 3.10 吗？") == []
    assert kinds("Please remember: never deploy the billing service on Fridays.") == ["constraint"]
    assert kinds("以后都记住：提交前必须运行 make test。") == ["constraint"]
    assert kinds("No, actually, switch the invoice export to pandas.") == ["decision"]
