"""The cheap pre-checks in redaction and date rewriting skip a text only when
the plain check (a trigger in ``text.lower()``) would have skipped it too."""

from __future__ import annotations

import datetime as dt
import sys

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

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


@settings(max_examples=examples(2000), deadline=None)
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


@settings(max_examples=examples(2000), deadline=None)
@given(texts)
def test_english_date_gate_never_hides_a_match(text):
    assert absolutize(text, BASE) == _ungated_absolutize(text)
    if not _may_have_english_date(text):
        assert not any(t in text for t in dates._EN_TRIGGERS)


@settings(max_examples=examples(2000), deadline=None)
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
            if rule.hiding:
                rules[i] = rule._replace(hiding=("",))
        redact._BY_MASK.clear()
        return redact.redact(text)
    finally:
        rules[:] = saved
        redact._BY_MASK.clear()


# -- the wire fast paths: session/event params and frame decoding ------------------------

_odd_values = st.one_of(st.none(), st.booleans(), st.integers(min_value=-3, max_value=3),
                        st.floats(allow_nan=False), st.sampled_from(["", " ", "\t\n", "s1", "x" * 513, "session"]),
                        st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
_MISSING = object()


@st.composite
def _params(draw):
    """A valid frame's params with up to two fields replaced by odd values or
    removed: the boundary where the fast path must still agree."""
    event = {"type": draw(st.sampled_from(["user/message", "turn/end", "session"])),
             "seq": draw(st.integers(min_value=0, max_value=10**6)),
             "time": draw(st.one_of(st.integers(min_value=0, max_value=2 * 10**12), st.floats(allow_nan=False))),
             "data": {}}
    params = {"sessionId": draw(st.text(min_size=1, max_size=8)), "event": event,
              "cwd": draw(st.one_of(st.none(), st.text(max_size=8))),
              "inheritedEventCount": draw(st.one_of(st.none(), st.integers(min_value=0, max_value=9)))}
    for _ in range(draw(st.integers(min_value=0, max_value=2))):
        where = draw(st.sampled_from(["sessionId", "event", "cwd", "inheritedEventCount",
                                      "event.type", "event.seq", "event.time"]))
        value = draw(st.one_of(_odd_values, st.just(_MISSING)))
        target, key = (event, where[6:]) if where.startswith("event.") else (params, where)
        if value is _MISSING:
            target.pop(key, None)
        else:
            target[key] = value
    return draw(st.one_of(st.just(params), _odd_values)) if draw(st.integers(0, 9)) == 0 else params


@settings(max_examples=examples(3000), deadline=None)
@given(_params())
def test_event_params_fast_path_accepts_only_what_the_checked_path_accepts(params):
    from dshkit.sidecar.rpc import RpcError
    from dshkit.sidecar.server import event_params, event_params_fast

    fast = event_params_fast(params)
    try:
        slow = event_params(params)
    except RpcError:
        slow = None
    if fast is not None:
        assert slow is not None and fast == slow and fast[1] is slow[1]


def test_event_params_fast_path_takes_the_usual_frame():
    from dshkit.sidecar.server import event_params_fast

    event = {"type": "user/message", "seq": 3, "time": 1795960518498, "data": {}}
    assert event_params_fast({"sessionId": "s1", "event": event}) == ("s1", event, None, None)
    assert event_params_fast({"sessionId": "s1", "event": {"type": "session", "cwd": "/x"},
                              "cwd": "/x", "inheritedEventCount": 4})[2:] == ("/x", 4)


@settings(max_examples=examples(2000), deadline=None)
@given(st.one_of(st.binary(max_size=40),
                 st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=6)),
                              lambda c: st.one_of(st.lists(c, max_size=3), st.dictionaries(st.text(max_size=4), c,
                                                                                            max_size=3)),
                              max_leaves=8).map(lambda v: __import__("json").dumps(v).encode()),
                 st.sampled_from([b'\xef\xbb\xbf{"a": 1}', '{"a": "é"}'.encode("utf-16"),
                                  '{"a": 1}'.encode("utf-32-le"), b'{"a": "\xff"}', b"[1, 2", b"\n",
                                  b'{"a": 1}\r\n', b' {"a": 1}\n', b'{"a": 1} \x0c\n', b"1 2\n", '"x"\u2028'.encode(),
                                  b'{"a": 1}\n\n', b"NaN\n", b"[1e999]\n"])))
def test_frame_decoding_equals_json_loads(line):
    import json

    from dshkit.sidecar.rpc import _loads

    try:
        expected = ("ok", json.loads(line))
    except (ValueError, RecursionError) as exc:
        expected = ("error", type(exc), str(exc))
    try:
        got = ("ok", _loads(line))
    except (ValueError, RecursionError) as exc:
        got = ("error", type(exc), str(exc))
    assert got == expected
