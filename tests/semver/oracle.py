"""Questions for npm ``semver`` and the same questions for ``dshkit.semver``.

A question is a tuple ``(function, a, b, opts)``: ``opts`` indexes OPTIONS.
``ask_npm`` sends a whole batch to Node in one process; ``ask_dshkit`` answers
locally.  Where npm throws, the answer is the marker THROW; dshkit's lenient
functions answer None/False there, so ``comparable`` maps both sides onto one
vocabulary before they are compared.
"""

from __future__ import annotations

from tests.nodeoracle import run_node

import dshkit.semver as ds

OPTIONS = [
    {},
    {"includePrerelease": True},
    {"loose": True},
    {"loose": True, "includePrerelease": True},
]
THROW = "<throws>"

NODE_SCRIPT = r"""
const semver = require('semver');
const OPTS = %OPTS%;
const THROW = %THROW%;
const qs = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const str = (v) => (v === null ? null : String(v));
const answer = ([fn, a, b, o]) => {
  const opts = OPTS[o];
  try {
    switch (fn) {
      case 'satisfies': return semver.satisfies(a, b, opts);
      case 'validRange': return semver.validRange(a, opts);
      case 'minVersion': return str(semver.minVersion(a, opts));
      case 'valid': return semver.valid(a, opts);
      case 'clean': return semver.clean(a, opts);
      case 'compare': return semver.compare(a, b, opts);
      case 'compareBuild': return semver.compareBuild(a, b, opts);
      case 'intersects': return semver.intersects(a, b, opts);
      case 'maxSatisfying': return semver.maxSatisfying(a, b, opts);
      case 'minSatisfying': return semver.minSatisfying(a, b, opts);
      case 'sort': return semver.sort(a.slice(), opts);
      default: throw new Error('unknown question ' + fn);
    }
  } catch (e) {
    if (String(e.message).startsWith('unknown question')) throw e;
    return THROW;
  }
};
process.stdout.write(JSON.stringify(qs.map(answer)));
"""


def ask_npm(questions: list[tuple]) -> list:
    script = NODE_SCRIPT.replace("%OPTS%", repr(OPTIONS).replace("True", "true")).replace("%THROW%", repr(THROW))
    return run_node(script, [list(q) for q in questions])


def _kw(o: int) -> dict:
    opts = OPTIONS[o]
    return {"loose": bool(opts.get("loose")), "include_prerelease": bool(opts.get("includePrerelease"))}


def ask_dshkit(q: tuple):
    fn, a, b, o = q
    kw = _kw(o)
    loose = kw["loose"]
    try:
        if fn == "satisfies":
            return ds.satisfies(a, b, **kw)
        if fn == "validRange":
            return ds.valid_range(a, **kw)
        if fn == "minVersion":
            return ds.min_version(a, **kw)
        if fn == "valid":
            return ds.valid(a, loose=loose)
        if fn == "clean":
            return ds.clean(a, loose=loose)
        if fn == "compare":
            return ds.compare(a, b, loose=loose)
        if fn == "compareBuild":
            return ds.compare_build(a, b, loose=loose)
        if fn == "intersects":
            return ds.intersects(a, b, **kw)
        if fn == "maxSatisfying":
            return ds.max_satisfying(list(a), b, **kw)
        if fn == "minSatisfying":
            return ds.min_satisfying(list(a), b, **kw)
        if fn == "sort":
            return ds.sort(list(a), loose=loose)
    except (ValueError, TypeError):
        return THROW
    raise AssertionError(f"unknown question {fn}")


def comparable(fn: str, npm_answer, dshkit_answer) -> tuple:
    """Map npm's throws onto dshkit's documented lenient answers."""
    if npm_answer == THROW:
        if fn == "minVersion":
            npm_answer = None
        elif fn == "intersects":
            npm_answer = False
    return npm_answer, dshkit_answer


def disagreements(questions: list[tuple], npm_answers: list) -> list[str]:
    out = []
    for q, npm_answer in zip(questions, npm_answers):
        expected, actual = comparable(q[0], npm_answer, ask_dshkit(q))
        if expected != actual:
            fn, a, b, o = q
            out.append(f"{fn}({a!r}, {b!r}, {OPTIONS[o]}): npm={expected!r} dshkit={actual!r}")
    return out
