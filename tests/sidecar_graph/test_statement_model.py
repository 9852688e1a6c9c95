"""The learned statement classifier (graph/statement_model.py, its weights statement_weights.json):
the weights are what training produces from the labelled set, byte for byte; they load inside
the sidecar zipapp on a bare interpreter; the tokenizer reads spellings one way."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from bench.train_statements import OUT, dev_cases, dump, train
from dshkit.builder.memory import sidecar_pyz
from dshkit.sidecar.graph.statement_model import WEIGHTS, features, shipped, tokens
from dshkit.sidecar.zipapp import build


def test_training_reproduces_the_shipped_weights_byte_for_byte(shared_dir):
    # the same data and settings give the same file: a retrained model can be reviewed as a diff
    assert dump(train(dev_cases(shared_dir))) == OUT.read_text(encoding="utf-8")


def test_the_weights_are_small_sorted_and_only_dev_trained():
    text = OUT.read_text(encoding="utf-8")
    data = json.loads(text)
    assert len(text.encode()) < 150_000
    assert list(data["weights"]) == sorted(data["weights"])
    assert set(data["bias"]) == set(data["threshold"]) == {"rule", "decision"}
    assert all(len(w) == 2 for w in data["weights"].values())


def test_spellings_read_one_way_and_code_is_a_class():
    assert tokens("dont push") == tokens("don't push") == tokens("do not push") == ["do", "not", "push"]
    assert tokens("Don\u2019t push") == ["do", "not", "push"]
    assert tokens("we're on src/app/main.py, run `make test` 3 times?") == [
        "we", "are", "on", "<path>", ",", "run", "<code>", "<num>", "times", "?"]
    assert tokens("以后都用 pnpm。") == ["以", "后", "都", "用", "pnpm"]
    assert "<question>" in features("should we?") and "<first> should" in features("should we?")
    assert features("b a") == sorted(features("b a"))


def test_the_patterns_verdict_stands_and_the_model_adds_only_when_sure():
    model = shipped()
    # a verdict of the hand patterns is kept whatever the model thinks
    assert model.classify("What should I do before committing?", "rule") == "rule"
    assert model.classify("What should I do before committing?") is None
    # where the patterns say nothing, the model's class needs its (high) threshold
    p = model.probabilities("We decided to use Postgres for the ledger.")
    assert p["decision"] >= model.threshold["decision"]
    assert model.classify("We decided to use Postgres for the ledger.") == "decision"
    assert model.decide({"rule": model.threshold["rule"] - 0.01, "decision": 0.0}) is None
    assert model.decide({"rule": model.threshold["rule"], "decision": 0.0}) == "rule"


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
