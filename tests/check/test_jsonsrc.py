"""package.json read with positions: values as JSON.parse gives them (Python's
json module stands in: last duplicate wins), every node placed at its first
character, and errors located where the text goes wrong."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.model.jsonsrc import JsonError, parse_json

_leaf = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                  st.floats(allow_nan=False, allow_infinity=False, width=32))
_doc = st.recursive(_leaf, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                   st.dictionaries(st.text(max_size=5), inner, max_size=4)),
                    max_leaves=12)


def _offset(text: str, line: int, column: int) -> int:
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    return starts[line - 1] + column - 1


def _check_positions(text: str, node) -> None:
    first = text[_offset(text, node.line, node.column)]
    if node.is_map:
        assert first == "{"
        for key, child in node.value.items():
            assert text[_offset(text, node.keys[key].line, node.keys[key].column)] == '"'
            _check_positions(text, child)
    elif node.is_seq:
        assert first == "["
        for child in node.value:
            _check_positions(text, child)
    else:
        assert first in '"-0123456789tfn'


@settings(max_examples=examples(300), deadline=None)
@given(_doc, st.sampled_from([None, 0, 2, "\t"]))
def test_values_and_positions(doc, indent):
    text = json.dumps(doc, indent=indent)
    node = parse_json(text)
    assert node.plain() == json.loads(text)
    _check_positions(text, node)


@pytest.mark.parametrize("text, error", [
    ('{"a": 1,}', ("expected a double-quoted property name", 1, 9)),
    ('{"a" 1}', ("expected ':' after property name", 1, 6)),
    ("[1 2]", ("expected ',' or ']' in array", 1, 4)),
    ('{"a": [1, 2', ("expected ',' or ']' in array", 1, 12)),
    ("", ("unexpected end of JSON input", 1, 1)),
    ("  ", ("unexpected end of JSON input", 1, 3)),
    ('{"a": tru}', ("unexpected character 't'", 1, 7)),
    ('{"a": "x\x01"}', ("bad string: Invalid control character at", 1, 9)),
    ('{"a": 1} x', ("unexpected text after the JSON value", 1, 10)),
    ("{1: 2}", ("expected a double-quoted property name", 1, 2)),
    ('\n\n  {"a": \n  -}', ("unexpected character '-'", 4, 3)),
    ("[" * 65 + "]" * 65, ("nesting deeper than 64 levels", 1, 65)),
])
def test_errors_are_located(text, error):
    with pytest.raises(JsonError) as exc:
        parse_json(text)
    assert (exc.value.message, exc.value.line, exc.value.column) == error


def test_duplicate_key_keeps_the_last_value_in_the_first_place():
    node = parse_json('{"a": 1, "b": 2, "a": 3}')
    assert list(node.value) == ["a", "b"] and node.plain() == {"a": 3, "b": 2}
