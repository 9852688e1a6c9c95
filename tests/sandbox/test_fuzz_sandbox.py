"""Fuzz: code and input shapes through the real sandbox (module, runner and child process on
rc.8's Node), one long-lived Node line server (serve.mjs) for the whole module.

Each case must come back within a bound that catches a hang (the process limit plus slack),
with a well-formed result whose code is the one the shape calls for, and leave no child
process behind. Effort follows tests/budget.py (``examples(N)``, N the ci count)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.budget import examples
from tests.dshhost import ensure_host
from tests.sandbox.jsrun import SOURCE_MODULE, LineServer

INPUT_BYTES = 100 * 1024
OUTPUT_BYTES = 24 * 1024
SCRIPT_MS = 5000
SLACK_MS = 4000  # a loaded 2-core machine; only a hang goes past this
CODES = {"timeout", "too-large", "invalid-output", "forbidden", "crashed", "invalid-input", "invalid-hook"}


def fuzz(n: int) -> settings:
    """The profile's settings (tests/budget.py) with ``examples(n)`` cases, no example database."""
    return settings(max_examples=examples(n), deadline=None, suppress_health_check=list(HealthCheck), database=None)


@pytest.fixture(scope="module")
def server():
    srv = LineServer(ensure_host().node, SOURCE_MODULE)
    yield srv
    srv.close()


def ask(server: LineServer, request: dict, bound_ms: int = SCRIPT_MS + SLACK_MS) -> dict:
    reply = server.ask(request)
    assert reply["ms"] < bound_ms, f"took {reply['ms']} ms: {json.dumps(request)[:300]}"
    assert reply["children"] == 0, "a sandbox process was left behind"
    return reply["result"]


def well_formed(result: dict) -> None:
    if result.get("ok") is True:
        assert set(result) == {"ok", "output"}
    else:
        assert result.get("ok") is False and set(result) == {"ok", "code", "error"}, result
        assert result["code"] in CODES and isinstance(result["error"], str)


def compact(value) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


# --- 1. identity on JSON values: the size limits hold exactly, in bytes ---------------------

keys = st.text(max_size=8).filter(lambda k: k != "__proto__")
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2 ** 53) + 1, 2 ** 53 - 1) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(keys, inner, max_size=6),
    max_leaves=30)
IDENTITY = "export function run(input) { return input }"
# padding near the two limits: below, at and just past them
near = st.sampled_from([OUTPUT_BYTES, INPUT_BYTES - len(IDENTITY)]).flatmap(
    lambda limit: st.integers(limit - 40, limit + 3))


@fuzz(40)
@given(value=json_values, pad=st.one_of(st.just(0), near), wide=st.booleans())
def test_fuzz_identity_sizes(server, value, pad, wide):
    if pad:
        # a string that brings the whole input's JSON to about `pad` bytes
        filler = "é" if wide else "a"
        base = len(compact([value, ""]))
        value = [value, filler * max(0, (pad - base) // len(filler.encode()))]
    result = ask(server, {"op": "script", "code": IDENTITY, "input": value})
    well_formed(result)
    size = len(compact(value))
    if len(IDENTITY.encode()) + size > INPUT_BYTES or size > OUTPUT_BYTES:
        assert result == {"ok": False, "code": "too-large", "error": result.get("error")}, result
    else:
        assert result == {"ok": True, "output": value}


# --- 2. returned shapes: the first bad leaf in walk order decides the code -------------------

GOOD = [("1", 1), ('"s"', "s"), ("null", None), ("true", True), ("[]", []), ("({})", {}), ("-0", 0), ("1e3", 1000)]
BAD = ["undefined", "(() => 1)", "10n", "NaN", "-Infinity", "new Date(0)", "new Map()", "Symbol()",
       "new Proxy({}, {})", "Object.create(Array.prototype)", "({ get x() { return 1 } })", "[, 1]",
       "new Error('e')", "Object.defineProperty({}, 'h', { value: 1 })", "JSON.parse('{\"__proto__\": 1}')"]
BIG = '"x".repeat(30000)'


def leaves():
    return (st.sampled_from(GOOD).map(lambda g: (g[0], g[1], None))
            | st.sampled_from(BAD).map(lambda b: (b, None, "invalid-output"))
            | st.just((BIG, None, "too-large")))


def combine(children):
    def as_array(items):
        return ("[" + ", ".join(t for t, _, _ in items) + "]", [v for _, v, _ in items],
                next((c for _, _, c in items if c), None))

    def as_object(items):
        text = "({" + ", ".join(f"k{i}: {t}" for i, (t, _, _) in enumerate(items)) + "})"
        return (text, {f"k{i}": v for i, (_, v, _) in enumerate(items)}, next((c for _, _, c in items if c), None))
    lists = st.lists(children, max_size=5)
    return lists.map(as_array) | lists.map(as_object)


shapes = st.recursive(leaves(), combine, max_leaves=12)


@fuzz(40)
@given(shape=shapes, wrap=st.sampled_from(["return {}", "return Promise.resolve({})", "await null; return {}"]))
def test_fuzz_returned_shapes(server, shape, wrap):
    text, value, code = shape
    asynchronous = "async " if wrap.startswith("await") else ""
    source = f"export {asynchronous}function run(input) {{ {wrap.replace('{}', text)} }}"
    result = ask(server, {"op": "script", "code": source, "input": 0})
    well_formed(result)
    if code is None:
        assert result == {"ok": True, "output": value}, (source, result)
    else:
        assert result["ok"] is False and result["code"] == code, (source, result)


# --- 3. arbitrary code text: always a well-formed answer within the bound ---------------------

TOKENS = ["export", "function", "run", "(", ")", "{", "}", "return", "input", ";", "\n", "async", "await",
          "for (;;) {}", "while (1)", "import", "require", "process", "globalThis", "this", "constructor",
          ".", "[", "]", "=", "=>", "new", "Proxy", "Promise", "throw", "Error", "eval", "Function", "'x'",
          "`", "/*", "*/", "//", "\"", "1", "10n", "const", "let", "class", "export {", "} from", "as",
          "Object.prototype", "__proto__", "Symbol", "JSON", "repeat(1e6)", "yield", "*", ","]
code_text = st.one_of(
    st.lists(st.sampled_from(TOKENS), max_size=40).map(" ".join),
    st.lists(st.sampled_from(TOKENS), max_size=30).map(lambda t: "export function run(input) {\n" + " ".join(t) + "\n}"),
    st.text(max_size=200))


@fuzz(40)
@given(code=code_text, value=json_values)
def test_fuzz_code_text(server, code, value):
    well_formed(ask(server, {"op": "script", "code": code, "input": value}))


# --- 4. hook exports: only timeoutMs 1..1000 (or none) and failOpen true (or none) load ---------

export_values = st.one_of(st.integers(-5, 1100), st.floats(allow_nan=False, allow_infinity=False, width=32),
                          st.sampled_from(["null", "true", "false", '"100"', "undefined", "[]"]))


def js(v) -> str:
    return v if isinstance(v, str) else repr(v) if isinstance(v, float) else str(v)


hooks = st.lists(st.tuples(st.one_of(st.none(), export_values), st.one_of(st.none(), export_values)),
                 min_size=0, max_size=5)


@fuzz(20)
@given(spec=hooks)
def test_fuzz_hook_exports(server, spec):
    given_hooks = []
    expected = []
    for i, (timeout, fail_open) in enumerate(spec):
        lines = []
        if timeout is not None:
            lines.append(f"export const timeoutMs = {js(timeout)}")
        if fail_open is not None:
            lines.append(f"export const failOpen = {js(fail_open)}")
        lines.append('export function run(event) { return { note: "ran " + event.n } }')
        given_hooks.append({"name": f"h{i}", "code": "\n".join(lines)})
        t_ok = timeout is None or timeout == "undefined" or (
            isinstance(timeout, (int, float)) and not isinstance(timeout, bool) and float(timeout).is_integer()
            and 1 <= timeout <= 1000)
        f_ok = fail_open is None or fail_open in ("true", "undefined")
        expected.append(t_ok and f_ok)
    event = {"n": 7}
    result = ask(server, {"op": "hooks", "hooks": given_hooks, "event": event}, bound_ms=1000 + SLACK_MS)
    assert [r["name"] for r in result] == [h["name"] for h in given_hooks[:4]]
    for entry, loads in zip(result, expected):
        if loads:
            # a 1..3 ms bound may really run out on a busy machine; nothing else may go wrong
            assert entry.get("note") == "ran 7" or entry.get("code") == "timeout", entry
        else:
            assert entry.get("code") == "invalid-hook", entry
