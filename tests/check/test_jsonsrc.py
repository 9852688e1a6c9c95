"""package.json read with positions: values as JSON.parse gives them (Python's
json module stands in: last duplicate wins), every node placed at its first
character, and errors located where the text goes wrong."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.model.jsonsrc import JsonError, parse_json, parse_positioned

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


# -- values by the C decoder, positions found on demand ---------------------------

def _nodes(node, out):
    """Every node of a tree (keys too), in a fixed order."""
    out.append(node)
    if node.is_map:
        for key, child in node.value.items():
            out.append(node.keys[key])
            _nodes(child, out)
    elif node.is_seq:
        for child in node.value:
            _nodes(child, out)
    return out


@settings(max_examples=examples(300), deadline=None)
@given(_doc, st.sampled_from([None, 0, 2]), st.randoms(use_true_random=False), st.integers(1, 12))
def test_positions_asked_in_any_order_are_the_positioned_readers(doc, indent, rnd, asked):
    """A few positions are found by following their path; past LOOKUPS the whole
    file is placed at once: either way each is the positioned reader's."""
    text = json.dumps(doc, indent=indent)
    lazy, placed = _nodes(parse_json(text), []), _nodes(parse_positioned(text), [])
    order = list(range(len(lazy)))
    rnd.shuffle(order)
    for i in order[:asked] + order:  # a few first (by path), then all
        assert (lazy[i].line, lazy[i].column) == (placed[i].line, placed[i].column), (text, i)


def test_a_deep_node_is_placed_by_its_path_without_reading_the_file_whole():
    text = ('{\n  "name": "x",\n  "peerDependencies": {\n    "@deepseek-ai/dsh": ">=0.1.0",\n'
            '    "@deepseek-ai/dsh-llm":   "^0.2.0"\n  },\n  "files": ["a", {"b": [1, 2, {"c": null}]}]\n}\n')
    root = parse_json(text)
    deep = root.get("files").value[1].get("b").value[2]
    assert (deep.keys["c"].line, deep.keys["c"].column) == (7, 32)
    assert (deep.get("c").line, deep.get("c").column) == (7, 37)
    llm = root.get("peerDependencies")
    assert (llm.keys["@deepseek-ai/dsh-llm"].line, llm.keys["@deepseek-ai/dsh-llm"].column) == (5, 5)
    assert (llm.get("@deepseek-ai/dsh-llm").line, llm.get("@deepseek-ai/dsh-llm").column) == (5, 31)
    assert root.get("name").column == 11 and (root.line, root.column) == (1, 1)
    assert root._up.lookups == 6  # each found by its path (no whole-file read)


def test_a_repeated_key_is_placed_at_its_last_occurrence():
    text = '{"a": {"x": 1}, "b": 2,\n "a": {"y": [true, false]}}'
    root, placed = parse_json(text), parse_positioned(text)
    assert root.plain() == {"a": {"y": [True, False]}, "b": 2}
    got, want = root.get("a").get("y").value[1], placed.get("a").get("y").value[1]
    assert (got.line, got.column) == (want.line, want.column) == (2, 20)
    assert (root.keys["a"].line, root.keys["a"].column) == (2, 2)


@pytest.mark.parametrize("text", [
    "NaN", '{"a": Infinity}', "[-Infinity]",  # Python's json reads these; JSON.parse does not
    "[" * 65 + "]" * 65, "[" * 64 + "1" + "]" * 64,  # within Python's recursion, past MAX_DEPTH
    "[" * 5000 + "]" * 5000,  # past Python's recursion
    '{"a": 1}\n}', '{"a": "\\ud800"', "\ufeff\ufeff{}",
])
def test_text_the_c_decoder_reads_differently_gets_the_positioned_readers_error(text):
    with pytest.raises(JsonError) as exc:
        parse_json(text)
    with pytest.raises(JsonError) as want:
        parse_positioned(text[1:] if text.startswith("\ufeff") else text)
    assert (exc.value.message, exc.value.line, exc.value.column) == \
        (want.value.message, want.value.line, want.value.column)


def test_numbers_read_as_the_positioned_reader_reads_them():
    for text in ["[" + "9" * 5000 + ", -0, 1.5e3, 10]", '{"n": ' + "1" * 4300 + "}", '"\\ud800"']:
        got, want = parse_json(text).plain(), parse_positioned(text).plain()
        assert repr(got) == repr(want)


def test_a_finding_deep_in_package_json_keeps_its_position(tmp_path, monkeypatch):
    """``dshkit check`` places a package.json finding where the positioned reader
    (every position found while reading: LOOKUPS = 0) places it."""
    from dshkit.check.api import check_paths
    from dshkit.model import jsonsrc

    manifest = {"name": "dsh-deep", "version": "1.0.0", "files": ["cordis.patch.yml"],
                "peerDependencies": {"@deepseek-ai/dsh": ">=0.1.0-rc.6 <0.2.0-0",
                                     "@deepseek-ai/dsh-llm": "^0.1.0-rc.6 || ^0.2.0-rc.1"},
                "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
    (tmp_path / "package.json").write_text(json.dumps(manifest, indent=4), encoding="utf-8")
    (tmp_path / "cordis.patch.yml").write_text("- insert:\n    - id: deep-row\n      name: dsh-deep\n")
    lazy = check_paths([str(tmp_path)])
    monkeypatch.setattr(jsonsrc, "LOOKUPS", 0)
    eager = check_paths([str(tmp_path)])
    assert lazy == eager
    deep = [(f.line, f.column) for f in lazy if f.code == "DSH206"]
    assert deep == [(9, 9)]  # the "@deepseek-ai/dsh-llm" key: 9th line, after 8 spaces
