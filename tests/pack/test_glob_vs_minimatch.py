"""``dshkit.pack.glob`` / ``braces`` against the minimatch and brace-expansion npm bundles.

Random adversarial patterns (braces, extglobs, POSIX classes, escapes, ``..``,
non-ASCII case) and paths are asked of npm's own minimatch with ignore-walk's
options, in full and partial mode, and of our port.
"""

from __future__ import annotations

import os
import random

import pytest

from dshkit.pack.braces import expand_braces
from dshkit.pack.glob import GlobError, compile_rule
from tests.pack.adversarial import random_path, random_pattern
from tests.pack.npmjs import run_node_json

pytestmark = pytest.mark.oracle

CASES = int(os.environ.get("DSHKIT_GLOB_CASES", "4000"))

_MINIMATCH = r"""
const { Minimatch } = require(process.env.NPM_MODULES + '/minimatch');
const { expand } = require(process.env.NPM_MODULES + '/brace-expansion');
let d = ''; process.stdin.on('data', c => d += c).on('end', () => {
  const { cases, braces } = JSON.parse(d);
  const opt = { matchBase: true, dot: true, flipNegate: true, nocase: true };
  const out = cases.map(([pat, path]) => {
    let mm;
    try { mm = new Minimatch(pat, opt); } catch (e) { return 'error'; }
    try {
      return [mm.negate, mm.globParts, mm.match(path), mm.match(path, true)];
    } catch (e) { return 'error'; }
  });
  const exp = braces.map(p => expand(p));
  console.log(JSON.stringify({ out, exp }));
});
"""


@pytest.fixture(scope="module")
def oracle():
    rng = random.Random(20261130)
    cases = []
    for _ in range(CASES):
        names = [random_path(rng) for _ in range(3)]
        cases.append([random_pattern(rng, [n.split("/")[-1] for n in names]), rng.choice(names)])
    braces = [random_pattern(rng) for _ in range(CASES // 4)]
    answer = run_node_json(_MINIMATCH, {"cases": cases, "braces": braces})
    return cases, answer["out"], braces, answer["exp"]


def _ours(pat: str, path: str):
    try:
        rule = compile_rule(pat)
        return [rule.negate, rule.glob_parts, rule.match(path), rule.match(path, True)]
    except GlobError:
        return "error"


def test_rules_match_like_minimatch(oracle):
    cases, answers, _, _ = oracle
    wrong = [(pat, path, want, _ours(pat, path)) for (pat, path), want in zip(cases, answers)
             if _ours(pat, path) != want]
    assert not wrong, f"{len(wrong)}/{len(cases)} differ, e.g. {wrong[:8]}"


def test_brace_expansion_like_the_package(oracle):
    _, _, patterns, expected = oracle
    wrong = [(p, want, expand_braces(p)) for p, want in zip(patterns, expected)
             if "{" in p and expand_braces(p) != want]
    assert not wrong, wrong[:8]


@pytest.mark.parametrize("pattern,path,hit", [
    ("x/../secret.js", "secret.js", True),      # `..` collapses before matching
    ("{a..c}.js", "b.js", True),                 # brace ranges
    ("@(a|b).js", "b.js", True),                 # extglob
    ("[[:digit:]]*.js", "7up.js", True),         # POSIX class
    ("[a-z]*", "İx", False),                     # no Unicode folding without the u flag
    ("[a-z]*", "ſx", False),
    ("[a-z]", "\u212a", False),                # Kelvin sign: JS /i folds nothing to ASCII
    ("[[:alpha:]]k", "x\u212a", True),         # …but a POSIX class adds the u flag: simple folding
])
def test_known_minimatch_answers(pattern, path, hit):
    assert compile_rule(pattern).match(path) is hit
