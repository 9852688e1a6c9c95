"""The cheap pre-checks in redaction and date rewriting skip a text only when
the plain check (a trigger in ``text.lower()``) would have skipped it too."""

from __future__ import annotations

import datetime as dt
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from dshkit.sidecar import dates, redact
from dshkit.sidecar.dates import _may_have_english_date, absolutize
from dshkit.sidecar.redact import _LOWER_TO_ASCII, _hiding_chars

PIECES = ["Bearer ", "bearer ", "BEARER ", "Authorization: ", "authorİzation=", "AccountKey=",
          "accountKey=", "sig=", "SharedAccessKey=", "abcXYZ0123456789abcdefghij", "记忆",
          "password=", "today", "Today", "TODAY", "yesterday", "YesterDay", "toMorrow",
          "3 days ago", "in 2 hours", "in 5 MINUTES", "last week", "Last Week", "NEXT week",
          "刚才", "3天前", "昨天", "下周", " ", "\n", "=", ":", "\u212a", "\u0130", "ſ"]
texts = st.one_of(st.text(max_size=60),
                  st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
BASE = dt.datetime(2026, 5, 1, 12, 0, tzinfo=dt.timezone.utc)


def test_only_listed_non_ascii_characters_lower_to_ascii_letters():
    found = {chr(c) for c in range(128, sys.maxunicode + 1)
             if any(ch.isascii() and ch.isalpha() for ch in chr(c).lower())}
    assert found == set(_LOWER_TO_ASCII.values())


@settings(max_examples=2000, deadline=None)
@given(texts)
def test_hiding_chars_decide_when_lower_matters(text):
    for label, _, triggers, lower in redact._RULES_SRC:
        if not lower:
            continue
        hiding = _hiding_chars(triggers)
        if not any(c in text for c in hiding):
            low = text.lower()
            assert [t in low for t in triggers] == [t in text for t in triggers], label


def _ungated_absolutize(text: str) -> str:
    """absolutize() with the English gate always open: the regex alone decides."""
    gate = dates._may_have_english_date
    dates._may_have_english_date = lambda _text: True
    try:
        return absolutize(text, BASE)
    finally:
        dates._may_have_english_date = gate


@settings(max_examples=2000, deadline=None)
@given(texts)
def test_english_date_gate_never_hides_a_match(text):
    assert absolutize(text, BASE) == _ungated_absolutize(text)
    if not _may_have_english_date(text):
        assert not any(t in text for t in dates._EN_TRIGGERS)


@settings(max_examples=2000, deadline=None)
@given(texts)
def test_redaction_equals_plain_lowercase_trigger_check(text):
    assert redact.redact(text) == _plain_redact(text)


def _plain_redact(text: str) -> str:
    """redact() with every lower-case rule's hiding test always passing (``""``
    occurs in any text), so triggers are always looked up in ``text.lower()``."""
    rules = redact._rules()
    saved = list(rules)
    try:
        for i, rule in enumerate(rules):
            if rule[3]:
                rules[i] = (*rule[:3], ("",), *rule[4:])
        redact._BY_MASK.clear()
        return redact.redact(text)
    finally:
        rules[:] = saved
        redact._BY_MASK.clear()
