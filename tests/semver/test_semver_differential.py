"""dshkit.semver against npm semver 7.8.5 on a seeded random grammar and hand-picked behaviours."""

from __future__ import annotations

import pytest

from dshkit import semver as ds
from tests.semver import bank, targeted
from tests.semver.conftest import record
from tests.semver.oracle import disagreements

pytestmark = pytest.mark.oracle


def _assert_agree(questions, npm_answers):
    found = disagreements(questions, [npm_answers[q] for q in questions])
    shown = "\n".join(found[:20])
    assert not found, f"{len(found)} of {len(questions)} answers differ from npm; first ones:\n{shown}"
    return found


def test_random_grammar_agrees_with_npm(npm_answers):
    cases = bank.grammar_cases()
    assert len(cases) == bank.case_count()
    questions = bank.grammar_questions(cases)
    record("cases", len(cases))
    found = _assert_agree(questions, npm_answers)
    record("disagreements", len(found))
    print(f"{len(cases)} cases, {len(questions)} answers compared (satisfies, validRange, minVersion x 4 option sets)")


def test_grammar_reaches_the_interesting_places(npm_answers):
    """The corpus must really contain what it claims to cover, judged by npm's own answers."""
    cases = bank.grammar_cases()
    ranges = list(dict.fromkeys(r for r, _ in cases))
    text = "\n".join(ranges)
    for feature in ("||", " - ", "~>", "^0.", "~", "x", "*", "=v", "\t", "\u00a0", "+", "-rc", "9007199254740992"):
        assert feature in text, feature
    def answers(fn, o):
        return [npm_answers[(fn, r, None, o)] for r in ranges]
    for o in range(4):
        valid = answers("validRange", o)
        assert sum(a is None for a in valid) > len(ranges) / 20, "too few invalid ranges"
        assert sum(a is not None for a in valid) > len(ranges) / 3, "too few valid ranges"
    sat = [(v, r, o) for r, v in cases for o in range(4) if npm_answers[("satisfies", v, r, o)] is True]
    assert len(sat) > len(cases) / 10
    # prereleases that only the host mode admits: the whole point of both modes
    split = [(r, v) for r, v in cases if npm_answers[("satisfies", v, r, 1)] and not npm_answers[("satisfies", v, r, 0)]]
    assert len(split) > 50
    loose_only = [r for r in ranges if npm_answers[("validRange", r, None, 2)] and not npm_answers[("validRange", r, None, 0)]]
    assert len(loose_only) > 50


def test_other_functions_agree_with_npm(npm_answers):
    questions = bank.function_questions(bank.grammar_cases())
    _assert_agree(questions, npm_answers)
    assert sum(q[0] == "intersects" and npm_answers[q] is True for q in questions) > 100


@pytest.mark.parametrize("behaviour", list(targeted.BEHAVIOURS))
def test_node_semver_fixture_behaviours(behaviour, npm_answers):
    ranges, versions = targeted.BEHAVIOURS[behaviour]
    questions = [q for q in targeted.questions() if (q[1] in ranges or q[2] in ranges) and q[0] in
                 ("satisfies", "validRange", "minVersion")]
    questions = [q for q in questions if q[0] != "satisfies" or q[1] in versions]
    assert questions
    _assert_agree(questions, npm_answers)


def test_version_functions_on_targeted_inputs(npm_answers):
    questions = [q for q in targeted.questions() if q[0] in ("valid", "clean", "compare")]
    _assert_agree(questions, npm_answers)


def test_reference_table_from_ecosystem_doc(shared_dir, npm_answers):
    """The four reference answers in ecosystem.md hold for npm and for dshkit."""
    from tests.nodeoracle import run_node

    rows = []
    for line in (shared_dir / "reference" / "ecosystem.md").read_text().splitlines():
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[2] in ("true", "false") and cells[3] in ("true", "false"):
            rows.append((cells[0], cells[1], cells[2] == "true", cells[3] == "true"))
    assert len(rows) >= 4
    script = (
        "const s=require('semver');const q=JSON.parse(require('fs').readFileSync(0,'utf8'));"
        "console.log(JSON.stringify(q.map(([r,v])=>[s.satisfies(v,r),s.satisfies(v,r,{includePrerelease:true})])))"
    )
    npm = run_node(script, [[r, v] for r, v, _, _ in rows])
    for (rng, version, default, host), (npm_default, npm_host) in zip(rows, npm):
        assert (npm_default, npm_host) == (default, host), f"the doc disagrees with npm on {rng} / {version}"
        assert ds.satisfies(version, rng) is default
        assert ds.satisfies(version, rng, include_prerelease=True) is host
