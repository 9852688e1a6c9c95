"""dshkit.model.skill: SKILL.md read as dsh-skill-filesystem reads it."""

from __future__ import annotations

import pytest

from dshkit.model.skill import host_boolean, parse_skill, read_skill

GOOD = "---\nname: acme-review\ndescription: Review a change.\nwhenToUse: Before merging.\n" \
       "metadata: {team: acme}\n---\n# Body\n"


def codes(doc):
    return [p.code for p in doc.problems]


def test_valid_skill():
    doc = parse_skill(GOOD, "skills/acme-review/SKILL.md")
    assert (doc.name, doc.description, doc.body) == ("acme-review", "Review a change.", "# Body\n")
    assert doc.frontmatter["metadata"] == {"team": "acme"}
    assert doc.positions["description"] == (3, 1)
    assert doc.problems == [] and not doc.ignored
    assert doc.model_invocable and doc.user_invocable


@pytest.mark.parametrize("value,expected", [
    ("true", True), ("False", False), ("yes", True), ("NO", False), ("on", True), ("Off", False),
    ("1", True), ("0", False), ("'1'", True), ("'yes'", True)])
def test_host_booleans(value, expected):
    doc = parse_skill(f"---\nname: a\ndescription: d\nuser-invocable: {value}\n---\n")
    assert doc.problems == [] and doc.user_invocable is expected


@pytest.mark.parametrize("value", ["maybe", "2", "", "[true]", "null"])
def test_bad_booleans_drop_the_skill(value):
    doc = parse_skill(f"---\nname: a\ndescription: d\ndisable-model-invocation: {value}\n---\n")
    assert codes(doc) == ["DSH505"] and doc.ignored and doc.problems[0].line == 4


def test_host_boolean_function():
    assert host_boolean(1.0) is True and host_boolean(0) is False and host_boolean("x") is None


@pytest.mark.parametrize("text,reason", [
    ("# no frontmatter\n", "must start with a '---' line"),
    ("\ufeff---\nname: a\ndescription: d\n---\n", "byte-order mark"),
    ("--- \nname: a\ndescription: d\n---\n", "exactly '---'"),
    ("---\nname: a\ndescription: d\n", "no closing"),
    ("---\n- a\n- b\n---\n", "not a mapping"),
    ("---\nname: [a\n---\n", "invalid YAML"),
    ("---\nname: a\nname: b\ndescription: d\n---\n", "duplicated mapping key"),
])
def test_missing_or_unreadable_frontmatter(text, reason):
    doc = parse_skill(text)
    assert codes(doc) == ["DSH501"] and reason in doc.problems[0].message and doc.ignored


def test_crlf_and_trailing_frontmatter():
    doc = parse_skill("---\r\nname: a\r\ndescription: d\r\n---\r\nbody")
    assert doc.problems == [] and doc.name == "a" and doc.body == "body"


@pytest.mark.parametrize("name", ["Acme", "acme_review", "acme--review", "-acme", "acme-", "acme review",
                                  "'acme\\n'", "123"])
def test_name_not_kebab_or_not_string(name):
    doc = parse_skill(f"---\nname: {name}\ndescription: d\n---\n")
    assert codes(doc) == ["DSH502"] and doc.problems[0].line == 2


def test_name_and_description_missing_or_empty():
    doc = parse_skill("---\nname: ''\ndescription:\n---\n")
    assert codes(doc) == ["DSH502", "DSH503"]
    assert "non-empty string" in doc.problems[0].message and doc.problems[1].line == 3


@pytest.mark.parametrize("key,canonical", [("disableModelInvocation", "disable-model-invocation"),
                                           ("modelInvocable", "disable-model-invocation"),
                                           ("userInvocable", "user-invocable")])
def test_legacy_keys_drop_the_skill(key, canonical):
    doc = parse_skill(f"---\nname: a\ndescription: d\n{key}: true\n---\n")
    assert codes(doc) == ["DSH504"] and canonical in doc.problems[0].message and doc.ignored


def test_other_agents_keys_are_info_a_dropped_field_is_an_error():
    doc = parse_skill("---\nname: a\ndescription: d\nallowed-tools: Bash\nlicense: MIT\nwhenToUse: 3\n---\n")
    assert codes(doc) == ["DSH506", "DSH506", "DSH506"]
    sev = {p.message.split("'")[1]: p.severity for p in doc.problems}
    assert sev == {"allowed-tools": "info", "license": "info", "whenToUse": "error"}
    assert "other agents" in doc.problems[0].message and not doc.ignored


def test_yaml_core_scalars_in_frontmatter():
    # The `yaml` package's core schema: yes stays a string, so it is still a valid boolean word.
    doc = parse_skill("---\nname: a\ndescription: yes\n---\n")
    assert doc.description == "yes" and doc.problems == []


def test_read_skill(tmp_path):
    p = tmp_path / "SKILL.md"
    p.write_text(GOOD, encoding="utf-8")
    assert read_skill(p).name == "acme-review"
    missing = read_skill(tmp_path / "nope.md")
    assert codes(missing) == ["DSH501"] and missing.ignored


def test_each_skill_problem_code_is_the_id_of_the_rule_that_reports_it():
    from dshkit.check.rules import all_rules
    from dshkit.model.skill import PROBLEM_CODES

    rules = {r.ID: r for r in all_rules()}
    assert len(rules) == len(all_rules()), "two rules share an id"
    for code in PROBLEM_CODES:
        assert code in rules and rules[code].NAME.startswith("skill-"), code
    doc = parse_skill("---\nname: Bad Name\ndescription: d\nuserInvocable: x\n---\n")
    assert set(codes(doc)) <= set(PROBLEM_CODES) and len(set(codes(doc))) >= 2
