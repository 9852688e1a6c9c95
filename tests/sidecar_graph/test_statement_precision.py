"""Statement extraction measured on the sentences of the labelled set never tuned on
(bench/statement_set.py: real DSH session messages and LoCoMo dialogue by reference,
written hard cases inline): the first held-out third (chosen by hash before any tuning),
the fresh slice (labelled before anything ran on it), the blind slice fresh2
(bench/statement_blind.py: 347 sentences, 68 rules and 40 decisions, committed before the
extractor ran on it), the independent slices fresh3 (bench/statement_fresh3.py: 356
sentences), fresh4 (bench/statement_fresh4.py: 402), fresh5 (bench/statement_fresh5.py: 400)
and fresh6 (bench/statement_fresh6.py: 407, committed unread and first read for the reader
measured here), each written and labelled without reading the extractor or the other slices,
and their union.

Issue 22's goal is precision >= 0.95 with recall >= 0.80 for rules and decisions. Measured
by ``bench/bench_statements.py`` (2026-12-02; the reader before the six writers TRAIN_K …
TRAIN_P and its new floor and thresholds, 64381ea, in brackets): rules on the union (2,223)
0.970 / 0.936 (0.960 / 0.797), on fresh6 0.971 / 0.980 (0.929 / 0.775), on fresh5 0.958 /
0.910 (0.945 / 0.690); decisions on the union 0.960 / 0.894 (0.956 / 0.880), on fresh6 0.986 /
0.907 (0.984 / 0.827), on fresh5 0.970 / 0.867 (0.985 / 0.867). Lost: decision precision on
the smallest slice of mostly LoCoMo chat, fresh, 0.765 (13 of 17; 0.812). The floors asserted
are those measured, rounded down.
"""

from __future__ import annotations

from bench.bench_statements import scores, split_cases
from bench.statement_set import load
from dshkit.sidecar.graph.extract import human_facts

FLOOR = {  # (precision, recall) as measured, rounded down
    "held-out": {"rule": (0.92, 1.0), "decision": (1.0, 0.87)},
    "fresh": {"rule": (1.0, 0.93), "decision": (0.76, 1.0)},
    "fresh2": {"rule": (0.96, 0.92), "decision": (0.89, 0.87)},
    "fresh3": {"rule": (1.0, 0.94), "decision": (0.96, 0.92)},
    "fresh4": {"rule": (0.95, 0.91), "decision": (1.0, 0.88)},
    "fresh5": {"rule": (0.95, 0.91), "decision": (0.97, 0.86)},
    "fresh6": {"rule": (0.97, 0.98), "decision": (0.98, 0.90)},
    "unseen": {"rule": (0.97, 0.93), "decision": (0.96, 0.89)},
}


def test_the_held_out_sentences_meet_the_floor(shared_dir):
    cases = load(shared_dir)
    parts = split_cases(cases)
    assert len(parts["held-out"]) >= 100 and len(parts["fresh"]) >= 150 and len(parts["fresh2"]) >= 250
    # one mistake moves the blind slice's precision by at most 2 points
    assert sum(c.label == "rule" for c in parts["fresh2"]) >= 50
    assert sum(c.label == "decision" for c in parts["fresh2"]) >= 30
    assert len(parts["fresh3"]) >= 350 and sum(c.label == "rule" for c in parts["fresh3"]) >= 80
    assert len(parts["fresh4"]) >= 400 and sum(c.label == "rule" for c in parts["fresh4"]) >= 100
    assert len(parts["fresh5"]) >= 400 and sum(c.label == "rule" for c in parts["fresh5"]) >= 100
    assert len(parts["fresh6"]) >= 400 and sum(c.label == "rule" for c in parts["fresh6"]) >= 100
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
    # a condition governing a standing imperative is a rule; a one-off request is not
    assert kinds("When you add a column, write a migration for it.") == ["constraint"]
    assert kinds("Lint every module you touch.") == ["constraint"]
    assert kinds("Lint this module and tell me what it says.") == []
    assert kinds('Never tag an image "latest".') == ["constraint"]
    assert kinds('Her mug says "never deploy on Fridays".') == []
    # a one-time change is a task however wide; the same verb under a condition is a rule
    assert kinds("Rename the helper to load_config everywhere.") == []
    assert kinds("Whenever a helper moves, update every import of it.") == ["constraint"]
    # a requirement on a thing counts in any domain, not only with software words
    assert kinds("Invoices must show the tax line.") == ["constraint"]


def test_a_100_kb_message_is_judged_in_linear_time():
    # the extractor runs on every logged human message: a quadratic pattern on one long word
    # (a pasted blob with no space) took 5.6 s on 10 KB and would take minutes on 100 KB;
    # every shape below is ~100 KB and must be judged well within the hang bound
    import time

    shapes = {
        "one long word": "a" * 100_000,
        "quoted pieces": '"a' * 50_000,
        "hyphens": "run " + "a-" * 50_000,
        "dots": "a." * 50_000,
        "words": "run every file " * 7_000,
        "conditions": "If you touch the parser, " * 4_000,
        "no x": "no print statements in " * 4_400,
        "chinese": "如果改了接口，记得" * 11_000,
        "many sentences": "Always run make lint before committing. " * 2_500,
    }
    for name, text in shapes.items():
        start = time.perf_counter()
        human_facts(0, 0, text)
        assert time.perf_counter() - start < 10, name  # a hang bound on a shared machine, not a timing


def test_a_one_off_scope_advice_to_a_friend_and_shorthand():
    kinds = lambda text: [f.kind for f in human_facts(0, 0, text)]  # noqa: E731
    # the same imperative, standing vs for the thing at hand or for now
    assert kinds("never force push to shared branches") == ["constraint"]
    assert kinds("don't touch that file for now") == []
    assert kinds("make sure the tests pass for this change") == []
    assert kinds("we must ship this by thursday") == []
    # an imperative opening about the work or the agent's conduct, not a friend's life
    assert kinds("please always reply in english") == ["constraint"]
    assert kinds("always drink water before bed") == []
    assert kinds("always tip your barista lol") == []
    # a software word is a whole word: "pr" is not "pretty", "tab" is not "table"
    assert kinds("no phones at the dinner table") == []
    # typed shorthand reads as its forms; a lifted obligation is no rule
    assert kinds("dont use print for debugging, use the logger") == ["constraint"]
    assert kinds("no need to run the whole suite") == []
    # a choice in any domain is a decision; a musing or someone else's choice is not
    assert kinds("I decided to take the job in Denver") == ["decision"]
    assert kinds("we ended up going with a local caterer") == ["decision"]
    assert kinds("I might switch to vim") == []
    assert kinds("my boss decided to cancel the project") == []
    # a move of the thing at hand to a file is a task, a switch of a part of the work a choice
    assert kinds("move the helper to utils.py") == []
    assert kinds("Switch the CLI to argparse, one less dependency.") == ["decision"]


def test_a_choice_told_by_its_verb_and_a_tool_named_for_the_work():
    kinds = lambda text: [f.kind for f in human_facts(0, 0, text)]  # noqa: E731
    # the speaker's own pick of a definite thing, in any tense and domain
    assert kinds("ok I'm getting the 13-inch, the bigger one is too heavy.") == ["decision"]
    assert kinds("We booked the cabin near the lake for July.") == ["decision"]
    assert kinds("I'm sticking with vim, not switching editors.") == ["decision"]
    assert kinds("postgres it is") == ["decision"]
    assert kinds("就选第二个方案吧") == ["decision"]
    # an idiom's object, a counted thing after get / take / buy, a musing, someone else's pick
    assert kinds("I'm getting the hang of it.") == []
    assert kinds("I'm getting a headache from this.") == []
    assert kinds("I'll take a look at it tomorrow.") == []
    assert kinds("I picked up some groceries on the way home.") == []
    assert kinds("I'm thinking about getting the 14-inch.") == []
    assert kinds("she's going with the grey couch") == []
    assert kinds("it is what it is") == []
    # get / take / keep a thing somewhere is an errand unless the thing is a pick
    assert kinds("I'm taking the dog to the vet this afternoon.") == []
    assert kinds("I'll take the blue one to the party.") == ["decision"]
    # a tool named for a kind of work is a standing rule; for the thing at hand a request
    assert kinds("use ruff for linting") == ["constraint"]
    assert kinds("use pnpm not npm") == ["constraint"]
    assert kinds("use black to format this file") == []
    assert kinds("after every change run the unit tests") == ["constraint"]
    assert kinds("run the unit tests after this change") == []


def test_a_correction_is_read_once_as_kind_reads_it():
    from dshkit.sidecar.graph.statements import correction

    # shorthand expanded and a short quote opaque, for kind, extraction and evolution alike
    assert correction("nah, lets use ruff")
    assert correction("  No, actually, switch the invoice export to pandas.")
    assert not correction('"no" is a fine answer')
    facts = human_facts(0, 0, "No, actually, switch the invoice export to pandas.")
    assert [(f.kind, f.correction) for f in facts] == [("decision", True)]
    # a quoted 不对 is a literal: the choice is no correction (the raw sentence matched before)
    facts = human_facts(0, 0, 'Use "不对" as the error label instead.')
    assert [(f.kind, f.correction) for f in facts] == [("decision", False)]


def test_the_flow_of_a_session_is_not_a_statement_and_a_design_choice_is():
    # the messages typed most often to an agent: go-aheads, continuations, one-off steps. Filed
    # as choices or rules they would sit on the card at every step (the card bench's workloads
    # showed the reader before TRAIN_O doing so with "Fine, …" and "Add tests …")
    kinds = lambda text: [f.kind for f in human_facts(0, 0, text)]  # noqa: E731
    for step in ("Fine, do the next part.", "Alright, implement it.", "Add tests and run them.",
                 "Let's get back to the billing export.", "Put the new logic in hub/api/devices.py.",
                 "好的，继续。"):
        assert kinds(step) == [], step
    # their twins: a design choice said as a bare imperative or a "we'll", a pick, a standing rule
    assert kinds("We'll build the CLI on click.") == ["decision"]
    assert kinds("Use HMAC-SHA256 to sign webhook payloads.") == ["decision"]
    assert kinds("就用方案二。") == ["decision"]
    assert kinds("Use zoneinfo for time zones, not pytz.") == ["constraint"]
    assert kinds("Webhook retries must back off exponentially up to one hour.") == ["constraint"]
