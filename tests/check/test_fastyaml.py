"""The fast YAML reader agrees with the reference reader of each schema (the
js-yaml port for JSON, ruamel.yaml for CORE): same values, tags and positions,
or it declines (Unsupported) and the reference reader decides."""

from __future__ import annotations


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.model.fastyaml import Unsupported, fast_parse, fast_read
from dshkit.model.limits import parse_bounded
from dshkit.model.yamlsrc import CORE, JSON, YamlError, parse_yaml_full
from tests.check.test_yamlsrc_oracle import EDGE, JS_YAML_42, _fixture_texts


def shape(node):
    """Everything a rule can see of a node tree."""
    if node is None:
        return None
    if node.is_map:
        return ("map", node.line, node.column, node.tag,
                [(k, node.keys[k].line, node.keys[k].column, shape(v)) for k, v in node.value.items()])
    if node.is_seq:
        return ("seq", node.line, node.column, node.tag, [shape(v) for v in node.value])
    v = node.value
    return ("scalar", node.line, node.column, node.tag, type(v).__name__, repr(v))


def agree(text: str, schema: str = JSON) -> bool:
    """Assert agreement; return whether the fast path handled the text."""
    try:
        fast = fast_parse(text, schema)
    except Unsupported:
        return False
    try:
        full = parse_yaml_full(text, schema=schema)
    except YamlError as exc:
        pytest.fail(f"fast path accepted YAML the full path rejects ({exc.message}):\n{text}")
    assert shape(fast) == shape(full), text
    return True


HANDWRITTEN = [
    "- insert:\n    - id: a\n      name: '@deepseek-ai/dsh-x'\n      config:\n        k: [1, 'two', {t: true}]\n",
    "a:\nb: 1\n", "- \n- x\n", "a:\n# c\n\n   \nb: 1\n", "a:", "a:\n", "- a: \n  b: x\n",
    "{a: , b: [x, ], c: }\n", "- x\n-\n", "k: [a, {b: c}]  # hi\n", "a:\n- 1\n- 2\nb: 3\n",
    "a: 1 # c\n# trailing\n", "- id: x\n  disabled: !!js process.platform === 'win32'  # c\n",
    "- !!js \"quoted js\"\n", "a: 'it''s'\nb: \"tab\\tq\\\" \\u00e9\"\n", "a: b:c\n", "url: http://x/y\n",
    "k: a#b\n", "k: [http://x, 'y']\n", "x: -1\ny: -.5\nz: .inf\nw: 0x1F\n", "'q': 1\n\"d\": 2\n",
    "1: a\ntrue: b\n~: c\n", "- - a\n", "a: |\n  x\n", "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: b\n  c\n",
    "a: 1\n  b: 2\n", "- a\nb: 1\n", "a: 1\na: 2\n", "a: [1, 2\n", "a: 'x\n  y'\n", "a: \"\\x41\"\n",
    "- {a: 1}: 2\n", "- [a: b]\n", "\ta: 1\n", "a: 1\r\n", "---\na: 1\n", "   \n# only\n", "",
    "- insert:\n  - id: x\n    name: y\n", "a:\n  - b\n  - c:\n      d: 1\n", "key with space: 1\n",
    "a: x y z   \n", "- 'a' # c\n- \"b\"   \n", "a: ]x\n", "a: x]\n", "a: {b: }\n", "a: [,]\n",
    "a:\n    - 1\n    - 2\n", "- a:\n  - 1\n", "-\n  a: 1\n", "- # c\n  a: 1\n", "a: b #c\n  # d\n",
    # word keys spelling null/true/false (their key nodes are made later, from the name)
    "True: 1\nNULL: 2\nfalse: 3\nnulls: 4\n", "- {True: 1, null: 2, x_y.z-: 3}\n",
    # the line pass: trailing spaces, wide entries, simple and general flows side by side
    "a:   b   \nc: 10   # n\n", "-   a: 1\n    b: 2\n-  x\n", "- a: [x, 'y']\n  b: {k: v, w: 007}\n  c: [1, [2]]\n",
    "k: {a: 1, a: 2}\n", "k: [a , b ,c]\n", "k: {a: b}: c\n", "k: {a: b} #c\n", "k: {a: b}#c\n",
]


def test_handwritten_cases_agree():
    handled = [agree(t) for t in HANDWRITTEN]
    assert sum(handled) >= 30  # most plain patch YAML takes the fast path


def test_edge_and_fixture_texts_agree():
    for text in EDGE + list(JS_YAML_42) + _fixture_texts():
        agree(text)
        agree(text, CORE)


def test_corpus_agrees_and_mostly_takes_the_fast_path(shared_dir):
    texts = [p.read_text(encoding="utf-8") for p in sorted((shared_dir / "corpus" / "bundles").rglob("*.yml"))]
    handled = sum(agree(t) for t in texts)
    assert handled >= 0.8 * len(texts), f"fast path took {handled} of {len(texts)}"


_scalar = st.sampled_from(["a", "x y", "1", "-2", "0x1F", "1.5", ".inf", "true", "False", "null", "~", "yes",
                           "'q'", "'it''s'", "\"d\"", "\"e\\n\"", "a#b", "a #c", "http://h", "[]", "{}",
                           "[1, b]", "{k: v}", "{k: }", "!!js x === 1", "''", "-", "- x", ":x", "@x",
                           "&a x", "*a", "|", "a: b", "0.1.0-rc.6", "'@deepseek-ai/dsh'"])
_key = st.sampled_from(["id", "name", "config", "a b", "1", "true", "'q k'", "\"d\"", "~", "x-y", "@k", "-k"])


@st.composite
def _doc(draw, depth=0):
    kind = draw(st.sampled_from(["map", "seq", "scalar"] if depth < 3 else ["scalar"]))
    if kind == "scalar":
        return draw(_scalar)
    n = draw(st.integers(0, 3))
    children = [draw(_doc(depth + 1)) for _ in range(n)]
    keys = [draw(_key) for _ in range(n)]
    return (kind, keys, children, draw(st.sampled_from(["", "  # c"])))


def _render(doc, indent: int) -> list[str]:
    pad = " " * indent
    if isinstance(doc, str):
        return [doc]
    kind, keys, children, comment = doc
    if not children:
        return ["[]" if kind == "seq" else "{}"]
    lines = []
    for key, child in zip(keys, children):
        body = _render(child, indent + 2)
        head = f"{pad}- " if kind == "seq" else f"{pad}{key}:"
        if isinstance(child, str):
            lines.append(f"{head}{'' if kind == 'seq' else ' '}{body[0]}{comment}")
        else:
            lines.append(head.rstrip() + comment)
            lines.extend(body)
    return lines


@settings(max_examples=examples(400), deadline=None)
@given(_doc())
def test_generated_documents_agree(doc):
    lines = _render(doc, 0)
    text = "\n".join(lines) + "\n"
    if isinstance(doc, str):
        text = f"k: {doc}\n"
    agree(text)


def _measure(node, depth=1):
    """(nodes, depth of the deepest collection) of a tree, walked here independently."""
    if node is None:
        return 0, 0
    children = list(node.value.values()) if node.is_map else node.value if node.is_seq else []
    nodes, deepest = 1, depth if (node.is_map or node.is_seq) else 0
    for child in children:
        n, d = _measure(child, depth + 1)
        nodes, deepest = nodes + n, max(deepest, d)
    return nodes, deepest


def test_fast_read_reports_the_depth_the_limits_rely_on():
    """parse_bounded skips its tree walk for the fast reader's trees on the strength
    of fast_read's depth and of at most len(text) + 1 nodes: both hold."""
    nested = ["a:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 70)) + "  " * 70 + "v: 1\n",
              "k: " + "[" * 40 + "]" * 40 + "\n", "- " + "{a: " * 10 + "1" + "}" * 10 + "\n",
              "-\n-\n-", "-", "x", "{a: , b: }\n", "- [[], [[]], {}]\n"]
    for text in HANDWRITTEN + nested + EDGE + _fixture_texts():
        for schema in (JSON, CORE):
            try:
                root, deepest = fast_read(text, schema)
            except Unsupported:
                continue
            nodes, depth = _measure(root)
            assert deepest == depth, text
            assert nodes <= len(text) + 1, text


def test_a_fast_tree_over_the_depth_limit_is_still_refused():
    text = "".join("  " * i + f"k{i}:\n" for i in range(70)) + "  " * 70 + "v: 1\n"
    assert fast_read(text, JSON)[1] == 71
    with pytest.raises(YamlError, match="nesting deeper than 64 levels") as exc:
        parse_bounded(text, JSON)
    assert (exc.value.line, exc.value.column) == (65, 129)
