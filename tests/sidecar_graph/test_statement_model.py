"""The learned statement classifier (graph/statement_model.py, its weights statement_weights.json):
the weights are what training produces from the labelled set, byte for byte; they load inside
the sidecar zipapp on a bare interpreter; the tokenizer reads spellings one way; the hand
patterns' form is a feature and their verdict stands only over the model's floor."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from bench.statement_set import Case
from bench.train_statements import OUT, dev_cases, dump, pattern_verdict, train
from dshkit.builder.memory import sidecar_pyz
from dshkit.sidecar.graph.statement_model import WEIGHTS, Model, features, tokens
from dshkit.sidecar.graph.statement_patterns import route
from dshkit.sidecar.zipapp import build


def test_training_reproduces_the_shipped_weights_byte_for_byte(shared_dir):
    # the same data and settings give the same file: a retrained model can be reviewed as a diff
    assert dump(train(dev_cases(shared_dir))) == OUT.read_text(encoding="utf-8")


def test_the_weights_are_small_sorted_and_only_dev_trained():
    text = OUT.read_text(encoding="utf-8")
    data = json.loads(text)
    # ~10,000 features from sixteen writers; the sidecar zipapp carries it deflated (~70 KB)
    assert len(text.encode()) < 300_000
    assert list(data["weights"]) == sorted(data["weights"])
    assert set(data["bias"]) == set(data["threshold"]) == {"rule", "decision"}
    assert 0 <= data["floor"] < min(data["threshold"].values())
    assert all(len(w) == 2 for w in data["weights"].values())


def test_spellings_read_one_way_and_code_is_a_class():
    assert tokens("dont push") == tokens("don't push") == tokens("do not push") == ["do", "not", "push"]
    assert tokens("Don\u2019t push") == ["do", "not", "push"]
    assert tokens("we're on src/app/main.py, run `make test` 3 times?") == [
        "we", "are", "on", "<path>", ",", "run", "<code>", "<num>", "times", "?"]
    assert tokens("以后都用 pnpm。") == ["以", "后", "都", "用", "pnpm"]
    assert "<question>" in features("should we?") and "<first> should" in features("should we?")
    assert features("b a") == sorted(features("b a"))


def test_the_patterns_form_is_a_feature_and_their_verdict_stands_over_the_floor():
    # hand-made weights: the reading rule alone, whatever the shipped weights learned
    model = Model({"bias": {"rule": -5.0, "decision": -5.0}, "floor": 0.02,
                   "threshold": {"rule": 0.99, "decision": 0.95},
                   "weights": {"<patterns> constraint": [4.0, 0.0], "<patterns> decision": [0.0, 4.0],
                               "<patterns> decision:choice": [0.0, 0.5], "regretted": [0.0, -10.0],
                               "settled": [0.0, 12.0]}})
    assert "<patterns> decision" in features("x", "decision:choice") and "<patterns> decision:choice" in features("x", "decision:choice")
    assert not any(f.startswith("<patterns>") for f in features("x"))
    # the patterns said a rule and the model finds it plausible (0.27 >= the floor): it stands
    assert model.classify("Receipts must embed fonts.", "constraint:required") == "rule"
    # the patterns said a decision the words make implausible (a regretted old choice): vetoed
    assert model.probabilities("We went with it and regretted it.", "decision:choice")["decision"] < model.floor
    assert model.classify("We went with it and regretted it.", "decision:choice") is None
    # the patterns silent: the model's class only over its threshold
    assert model.classify("We settled it.") == "decision"
    assert model.classify("We talked.") is None
    assert model.decide({"rule": model.threshold["rule"] - 0.01, "decision": 0.0}) is None
    assert model.decide({"rule": model.threshold["rule"], "decision": 0.0}) == "rule"


def test_the_shipped_reader_keeps_requirements_and_drops_a_story_of_an_old_choice():
    from dshkit.sidecar.graph.statements import kind
    assert kind("Migrations must be reversible.") == "constraint"
    assert kind("Never push directly to main.") == "constraint"
    assert kind("We decided to use Postgres for the ledger.") == "decision"
    assert kind("What should I do before committing?") is None
    # the patterns read a choice here; the model, weighing that form against the words, does not
    story = "We went with Angular back in 2017 and we have regretted it ever since."
    assert route(story) == "decision:choice" and kind(story) is None


def test_training_reads_the_patterns_form_only_on_the_independent_writers():
    # the patterns were tuned on the other sources: their verdict there would be trusted too much
    text = "Never push directly to main."
    assert pattern_verdict(Case("train22a:1", text, "rule")) == "constraint:imperative"
    assert pattern_verdict(Case("inline:1", text, "rule")) is None
    assert pattern_verdict(Case("locomo/conv-26:D1:3", text, "rule")) is None


@pytest.mark.parametrize("which", ["zipapp", "bundle"])
def test_the_weights_load_inside_the_zipapp_on_a_bare_interpreter(tmp_path, which):
    # both builds: dshkit's own sidecar zipapp and the one a generated bundle ships
    pyz = tmp_path / "dshkit-sidecar.pyz"
    if which == "zipapp":
        build(pyz)
    else:
        pyz.write_bytes(sidecar_pyz())
    bare = shutil.which("python3", path="/usr/bin:/bin") or sys.executable
    code = ("import sys; sys.path.insert(0, sys.argv[1]); "
            "from dshkit.sidecar.graph import statement_model as m; "
            "from dshkit.sidecar.graph.statements import kind; "
            "assert '.pyz' in m.__file__; "
            "print(kind('Never push directly to main.'), kind('What should I do?'))")
    # -I: isolated (no user site, no PYTHONPATH); -S: no site-packages: the weights come from the zip
    proc = subprocess.run([bare, "-I", "-S", "-c", code, str(pyz)], capture_output=True, text=True, timeout=60,
                          cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["constraint", "None"]
    assert WEIGHTS == "statement_weights.json"
