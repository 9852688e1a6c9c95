"""Pure rules: names, thresholds, transcript cap, reply validation, similarity."""

from __future__ import annotations

import hashlib
import json

import jsonschema
import pytest
from hypothesis import given, settings as hsettings, strategies as st
from tests.budget import examples

from dshkit.sidecar.consolidation.errors import PermanentModelError
from dshkit.sidecar.consolidation.logview import logged_message
from dshkit.sidecar.consolidation.naming import archive_name, slugify, span_summary_name, work_unit_name
from dshkit.sidecar.names import is_operational
from dshkit.sidecar.consolidation.replies import (
    ARCHIVE_SCHEMA,
    CONSOLIDATION_SCHEMA,
    VERDICT_SCHEMA,
    parse_archive,
    parse_consolidation,
    parse_verdict,
    schema_errors,
)
from dshkit.sidecar.consolidation.settings import ConsolidationSettings, Route, settings_from
from dshkit.sidecar.consolidation.similarity import nearest, text_distance
from dshkit.sidecar.consolidation.transcript import LoggedMessage, render_transcript
from dshkit.sidecar.consolidation.triggers import (
    BOUNDARY,
    NORMAL,
    SKIP,
    classify_turn_end,
    decide_at_startup,
    decide_at_turn_end,
    estimate_tokens,
)
from dshkit.sidecar.content import message_body

from .helpers import WHEN

S = ConsolidationSettings()


# -- names ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "slug"),
    [
        ("Use SQLite WAL mode!", "use-sqlite-wal-mode"),
        ("  --Already--dashed--  ", "already-dashed"),
        ("数据库选型 PostgreSQL 16", "数据库选型-postgresql-16"),
        ("ÄÖÜ café", "caf"),
        ("", "memory"),
        ("!!!", "memory"),
        ("a" * 59 + " b", "a" * 59),  # the cap lands on a dash, which is trimmed
        ("x" * 80, "x" * 60),
    ],
)
def test_slug_rules(title, slug):
    assert slugify(title) == slug


@given(st.text(max_size=200))
def test_slug_shape(title):
    slug = slugify(title)
    assert 1 <= len(slug) <= 60
    assert not slug.startswith("-") and not slug.endswith("-") and "--" not in slug


def test_work_unit_name_is_content_addressed():
    content = "  Run make test before committing.\n"
    slug = "always-run-tests"
    digest = hashlib.sha256(f"{slug}\n{content.strip()}".encode()).hexdigest()[:8]
    assert work_unit_name("Always run tests", content) == f"wu-{slug}-{digest}"
    assert work_unit_name("Always run tests", content.strip()) == work_unit_name("Always run tests", content)
    assert work_unit_name("Always run tests", "other") != work_unit_name("Always run tests", content)


def test_archive_and_span_names():
    members = [f"sum-s-{i}-{i + 1}" for i in range(16)]
    name = archive_name(2, members)
    digest = hashlib.sha256("\n".join(sorted(members)).encode()).hexdigest()[:12]
    assert name == f"sum2-{digest}"
    assert archive_name(2, list(reversed(members))) == name
    assert archive_name(3, members) != name
    assert span_summary_name("session-abc", 4, 90) == "sum-session-abc-4-90"


@pytest.mark.parametrize(
    ("name", "operational"),
    [("msg-s-1", True), ("sum-s-1-2", True), ("sum3-abc", True), ("session-s", True),
     ("hypatia-dream-run-7", True), ("wu-x-1", False), ("note", False), ("sumo-wrestling", False),
     ("summary-of-q3", False), ("message-queue", False), ("sessions-howto", False)],
)
def test_operational_layer(name, operational):
    assert is_operational(name) is operational


# -- triggers ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reason", "outcome"),
    [
        ({"kind": "completed"}, NORMAL),
        ({"kind": "aborted", "reason": {"kind": "user"}}, BOUNDARY),
        ({"kind": "aborted", "reason": {"kind": "parent"}}, SKIP),
        ({"kind": "aborted"}, SKIP),
        ({"kind": "blocked"}, SKIP),
        ({"kind": "error"}, SKIP),
        ({"kind": "max-tokens"}, SKIP),
        ({"kind": "interrupted"}, SKIP),
        ({"kind": "some-plugin-reason"}, NORMAL),
        (None, NORMAL),
    ],
)
def test_turn_end_reasons(reason, outcome):
    assert classify_turn_end(reason) == outcome


@pytest.mark.parametrize(
    ("turn", "last", "tokens", "reason", "fires"),
    [
        (5, 0, 3000, {"kind": "completed"}, True),
        (4, 0, 10_000, {"kind": "completed"}, False),  # turn interval not reached
        (10, 5, 2999, {"kind": "completed"}, False),  # token floor not reached
        (6, 5, 750, {"kind": "aborted", "reason": {"kind": "user"}}, True),  # quarter floor, no interval
        (6, 5, 749, {"kind": "aborted", "reason": {"kind": "user"}}, False),
        (50, 0, 99_999, {"kind": "error"}, False),
        (50, 0, 99_999, {"kind": "max-tokens"}, False),
        (50, 0, 99_999, {"kind": "blocked"}, False),
        (50, 0, 99_999, {"kind": "interrupted"}, False),
        (50, 0, 99_999, {"kind": "aborted", "reason": {"kind": "hook"}}, False),
    ],
)
def test_turn_end_thresholds(turn, last, tokens, reason, fires):
    assert decide_at_turn_end(turn, reason, last, tokens, S).consolidate is fires


def test_startup_floor_and_token_estimate():
    assert estimate_tokens("") == 0 and estimate_tokens("abcde") == 2
    assert decide_at_startup(3000, S) and not decide_at_startup(2999, S) and not decide_at_startup(0, S)


# -- transcript ----------------------------------------------------------------------------------


def _msg(i, role="user", text="hello", tools=()):
    return LoggedMessage(name=f"msg-s-{i}", seq=10 * i, role=role, text=text, tools=tuple(tools))


def test_transcript_lines():
    t = render_transcript([_msg(0, text="fix it"), _msg(1, "assistant", "", [("bash", False), ("read", True)])], 100)
    assert t.text == "U: fix it\nA: (tool calls only)\nT: bash ❌\nT: read ✅"
    assert t.complete and len(t.covered) == 2


def test_transcript_cap_keeps_oldest_and_reports_coverage():
    msgs = [_msg(i, text="x" * 397) for i in range(10)]  # "U: " + 397 + newline = 401 each
    t = render_transcript(msgs, max_input_tokens=500)  # 2000 chars
    assert [m.name for m in t.covered] == [f"msg-s-{i}" for i in range(4)]
    assert not t.complete and "deferred to the next consolidation run: 6 messages" in t.text


def test_transcript_oversized_first_message_goes_alone_truncated():
    t = render_transcript([_msg(0, text="y" * 5000), _msg(1)], max_input_tokens=100)
    assert len(t.covered) == 1 and "[...truncated" in t.text and not t.complete


@given(st.lists(st.integers(min_value=0, max_value=3000), min_size=1, max_size=30), st.integers(1, 2000))
def test_transcript_covers_a_nonempty_prefix(lengths, budget):
    msgs = [_msg(i, text="z" * n) for i, n in enumerate(lengths)]
    t = render_transcript(msgs, budget)
    assert 1 <= len(t.covered) and list(t.covered) == msgs[: len(t.covered)]
    assert t.complete == (len(t.covered) == len(msgs))


def test_logged_message_reads_the_core_body_format():
    body = message_body("assistant", WHEN, "done", turn=3,
                        ledger=["1. `read` ×5 — ✅ 1.2s total", "2. `bash` — ❌ 2.0s — Error (ENOENT) — no such dir"])
    m = logged_message("msg-s-3", 42, body)
    assert (m.role, m.text, m.tools) == ("assistant", "done", (("read", True), ("bash", False)))
    assert logged_message("msg-s-0", 1, message_body("user", WHEN, "## Role in text")).text == "## Role in text"


# -- replies ---------------------------------------------------------------------------------------


GOOD = {"summary": "- did things", "workUnits": [
    {"title": "Use WAL", "classification": "design-decision", "content": "## Context\nx", "tags": ["a", "b"]}]}


def test_consolidation_reply_parses_and_trims():
    parsed = parse_consolidation(json.dumps(GOOD), 3, 5)
    assert parsed.summary == "- did things" and parsed.work_units[0].tags == ("a", "b")
    many = {"summary": "s", "workUnits": [{"title": f"t{i}", "content": "c", "tags": list("abcdefg")}
                                          for i in range(6)]}
    trimmed = parse_consolidation("```json\n" + json.dumps(many) + "\n```", 3, 5)
    assert len(trimmed.work_units) == 3 and all(len(u.tags) == 5 for u in trimmed.work_units)


@pytest.mark.parametrize(
    "text",
    ["Sure! Here you go.", '{"summary": "cut', "[]", json.dumps({"summary": "", "workUnits": []}),
     json.dumps({"summary": "s"}), json.dumps({"summary": "s", "workUnits": [{"title": "t"}]}),
     json.dumps({"summary": "s", "workUnits": [{"title": " ", "content": "c"}]}),
     json.dumps({"summary": "s", "workUnits": [{"title": "t", "content": "c", "tags": [1]}]}),
     "prose before " + json.dumps(GOOD)],
)
def test_bad_consolidation_replies_are_permanent(text):
    with pytest.raises(PermanentModelError):
        parse_consolidation(text, 3, 5)


def test_archive_and_verdict_replies():
    assert parse_archive('{"summary": "- a"}', 4).title == "Archive tier 4"
    assert parse_verdict('{"verdict": "contradicts", "target": "wu-a"}').verdict == "contradicts"
    for bad in ('{"verdict": "maybe"}', '{"target": "x"}', "no"):
        with pytest.raises(PermanentModelError):
            parse_verdict(bad)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    # min_size=1 with empty containers as leaves: hypothesis's recursion check tries extend(nothing())
    # and took lists/dicts that can be empty for an extend that ignores its argument.
    lambda inner: st.lists(inner, min_size=1, max_size=4) | st.dictionaries(
        st.sampled_from(["summary", "workUnits", "title", "content", "tags", "classification", "verdict",
                         "target", "x"]), inner, min_size=1, max_size=5),
    max_leaves=20,
)


@hsettings(max_examples=examples(400))
@given(json_values)
def test_stdlib_validator_agrees_with_jsonschema(value):
    for schema in (CONSOLIDATION_SCHEMA, ARCHIVE_SCHEMA, VERDICT_SCHEMA):
        assert (schema_errors(value, schema) == []) == jsonschema.Draft202012Validator(schema).is_valid(value)


@hsettings(max_examples=examples(200))
@given(st.fixed_dictionaries({
    "summary": st.text(min_size=1).filter(str.strip),
    "workUnits": st.lists(st.fixed_dictionaries({
        "title": st.text(min_size=1).filter(str.strip), "content": st.text(min_size=1).filter(str.strip),
        "tags": st.lists(st.text(max_size=8), max_size=9)}), max_size=6)}))
def test_valid_replies_always_parse_within_caps(value):
    parsed = parse_consolidation(json.dumps(value), 3, 5)
    assert len(parsed.work_units) == min(3, len(value["workUnits"]))
    assert all(len(u.tags) <= 5 for u in parsed.work_units)


# -- similarity and settings ---------------------------------------------------------------------------


def test_distance_and_nearest():
    assert text_distance("sqlite wal mode", "sqlite wal mode") == pytest.approx(0.0)
    assert text_distance("sqlite wal mode", "docker compose network") == 1.0
    assert text_distance("数据库选型", "数据库选型决定") < 0.45
    pool = [("wu-b", "use sqlite in wal mode"), ("wu-a", "use sqlite in wal mode"), ("wu-c", "bake bread"),
            ("wu-d", "sqlite wal mode store"), ("wu-e", "sqlite wal")]
    got = nearest("use sqlite wal mode for the store", pool, 0.45, limit=3)
    assert len(got) == 3 and all(c.distance <= 0.45 for c in got) and "wu-c" not in [c.name for c in got]
    assert got == sorted(got, key=lambda c: (c.distance, c.name))


def test_embedding_provider_is_pluggable():
    class Axis:
        def embed(self, texts):
            return [[1.0, 0.0] if "cat" in t else [0.0, 1.0] for t in texts]

    got = nearest("cat food", [("wu-x", "cat toy"), ("wu-y", "dog toy")], 0.45, provider=Axis())
    assert [c.name for c in got] == ["wu-x"]


def test_settings_from_host():
    s = settings_from({"models": [{"provider": "p", "model": "m"}, "q/n", "bad", 3], "maxInputTokens": 100,
                       "dedupMaxDistance": 0.3, "checkEveryTurns": "5", "cascade": {"batchSize": 4}, "zzz": 1})
    assert s.routes == (Route("p", "m"), Route("q", "n"))
    assert (s.max_input_tokens, s.dedup_max_distance, s.check_every_turns, s.batch_size) == (100, 0.3, 5, 4)
    assert s.unknown == ("zzz",)
    assert settings_from(None) == ConsolidationSettings()
