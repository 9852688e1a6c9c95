"""Is a human sentence a rule, a decision, or neither? (docs/memory.md "Graph memory").

A rule's words (must, should, always, never, don't, 必须, 不要 …) and a decision's
(decided, switch to, use … instead, 改用 …) are everywhere in ordinary talk: "What
should I do before committing?", "That must have been awesome!", "I always forget my
keys", "The README says you should run make setup". Filing those as rules puts a wrong
instruction in front of the model at every step.

Two readers decide together (``statement_model.Model.classify``):

- the hand patterns (``statement_patterns``): precise on some forms they know (imperatives,
  "every …" requirements), loose on others (a choice told as history, a requirement that
  is really a fact about code: ``route`` names the form), and tuned on one set of
  sentences they miss about half of what other writers write;
- a small learned classifier (``statement_model``: logistic regression over word features
  and the patterns' verdict and form, its weights in ``statement_weights.json``), trained
  on sentences by many independent writers; how far each form of the patterns is trusted
  it learned only from writers the patterns were never tuned on.

The patterns' verdict stands unless the model gives it less than a floor (a veto); where
they say nothing, the model's class is taken when it is sure (its probability over a high
threshold). Measured on writers neither was tuned on (``bench/cv_statements.py``,
``bench/bench_statements.py``). What the model does not decide stays with the patterns:
whether a decision *corrects* an earlier one (:func:`correction`, also read by
evolution/deviations.py) and the card's text of a statement (:func:`bare`).
"""

from __future__ import annotations

from .statement_model import KINDS as PATTERN_CLASS
from .statement_model import shipped
from .statement_patterns import bare, correction  # noqa: F401 - this module's interface
from .statement_patterns import route as pattern_route

KINDS = {cls: kind for kind, cls in PATTERN_CLASS.items()}  # the model's class -> the graph's fact kind


def kind(sentence: str) -> str | None:
    """``"constraint"``, ``"decision"`` or None for one human sentence."""
    s = sentence.strip()
    return KINDS.get(shipped().classify(s, pattern_route(s))) if s else None
