"""Statement extraction, measured: precision and recall of ``rule`` and ``decision``.

Runs the graph's extractor (``dshkit.sidecar.graph.extract.human_facts``) over the
labelled sentences of ``bench/statement_set.py`` (real DSH session messages and
LoCoMo dialogue read from the shared fixtures, plus written hard cases) and prints,
per class, precision / recall / counts on the dev set and on the held-out third, for
the current extractor and, in the same run, the reader before the last six training
writers and its floor and thresholds (``BEFORE_WRITERS``), the reader as it was before the patterns'
forms became the model's features (``BEFORE_ROUTES``), ``statements.py`` as it was before the
learned classifier joined the patterns (``BEFORE_MODEL``), before the second pass
(``BEFORE_SECOND``), before the blind slice's change (``BEFORE_BLIND``) and before the fresh
slice's tuning (``BEFORE_FRESH``), and the old extractor (``extract.py`` as of
``OLD_COMMIT``), both read out of git (skipped with a note when git cannot show them).

A sentence is predicted ``rule`` when the extractor draws a constraint from it and
``decision`` when it draws a decision (both may happen: each class is scored on its
own).

    python bench/bench_statements.py [--shared ../shared] [--errors] [--dev]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import types
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.statement_set import Case, load  # noqa: E402

OLD_COMMIT = "5ce0c62"  # the extractor before issue 22 ("any sentence with should is a rule")
CLASSES = {"rule": "constraint", "decision": "decision"}


def predict(human_facts, text: str) -> set[str]:
    kinds = {f.kind for f in human_facts(0, 0, text)}
    return {label for label, kind in CLASSES.items() if kind in kinds}


def scores(cases: list[Case], human_facts) -> dict[str, dict]:
    out = {}
    for label in CLASSES:
        tp = fp = fn = 0
        for c in cases:
            got = label in predict(human_facts, c.text)
            want = c.label == label
            tp += got and want
            fp += got and not want
            fn += want and not got
        out[label] = {"precision": tp / (tp + fp) if tp + fp else 1.0, "recall": tp / (tp + fn) if tp + fn else 1.0,
                      "tp": tp, "fp": fp, "fn": fn}
    return out


def git_show(commit: str, path: str) -> str | None:
    """The text of ``path`` as of ``commit``; None without git."""
    try:
        return subprocess.run(["git", "show", f"{commit}:{path}"], cwd=REPO,
                              capture_output=True, text=True, check=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None


def module_at(commit: str, path: str, name: str) -> types.ModuleType | None:
    """The file ``path`` as of ``commit``, run as module ``name``; None without git."""
    source = git_show(commit, path)
    if source is None:
        return None
    module = types.ModuleType(name)
    sys.modules[name] = module  # dataclasses look their module up
    exec(compile(source, f"{commit}:{path}", "exec"), module.__dict__)  # noqa: S102 - our own file
    return module


def old_human_facts():
    """``human_facts`` of the extractor at OLD_COMMIT, or None without git."""
    module = module_at(OLD_COMMIT, "dshkit/sidecar/graph/extract.py", "old_extract")
    return module.human_facts if module else None


BEFORE_FRESH = "7b5c8ba"  # statements.py when the fresh slice was added, before the tuning that followed
BEFORE_BLIND = "081c17f"  # statements.py when the blind slice (fresh2) was added, before the change that followed
BEFORE_SECOND = "2e848db"  # statements.py before the second pass (tuned on the TUNING2-6 sentences only)
BEFORE_MODEL = "a6fb184"  # statements.py before the learned classifier joined it: the hand patterns alone
BEFORE_ROUTES = "d137476"  # the patterns' verdict always standing, the model (words only) where they said nothing
BEFORE_WRITERS = "64381ea"  # the reader of the patterns' forms, trained before TRAIN_K … TRAIN_P


def statements_human_facts(commit: str):
    """``human_facts`` with ``statements.py`` as of ``commit`` (the rest of extraction as
    now), or None without git: a slice's "before" in the same run."""
    old = module_at(commit, "dshkit/sidecar/graph/statements.py", f"statements_{commit}")
    return None if old is None else with_kind(old.kind, lambda s: bool(old.CORRECTION.search(s)))


def model_human_facts(commit: str, routed: bool):
    """``human_facts`` with the reader as of ``commit`` (statement_model.py and its weights
    from git; the patterns as now, unchanged since), or None without git. ``routed``: that
    model reads the patterns' form (``route``) beside the words and may veto their verdict;
    otherwise it was the words-only model that spoke only where the patterns said nothing."""
    import json

    from dshkit.sidecar.graph import statement_patterns
    old = module_at(commit, "dshkit/sidecar/graph/statement_model.py", f"statement_model_{commit}")
    weights = git_show(commit, "dshkit/sidecar/graph/statement_weights.json")
    if old is None or weights is None:
        return None
    model = old.Model(json.loads(weights))
    classes = {"constraint": "rule", "decision": "decision"}
    kinds = {cls: kind for kind, cls in classes.items()}

    def kind(sentence: str) -> str | None:
        s = sentence.strip()
        if not s:
            return None
        said = statement_patterns.route(s) if routed else classes.get(statement_patterns.kind(s))
        return kinds.get(model.classify(s, said))
    return with_kind(kind, statement_patterns.correction)


def with_kind(kind, is_correction):
    """``human_facts`` with another statement reader (the rest of extraction as now)."""
    import dshkit.sidecar.graph.extract as current

    def human_facts(seq, turn, text, start_index=0):
        saved = current.statement_kind, current.is_correction
        current.statement_kind, current.is_correction = kind, is_correction
        try:
            return current.human_facts(seq, turn, text, start_index)
        finally:
            current.statement_kind, current.is_correction = saved
    return human_facts


def _same(text: str) -> str:
    return " ".join(text.lower().split()).strip(".!?。！？ ")


def split_cases(cases: list[Case]) -> dict[str, list[Case]]:
    """dev (tuned on), held-out (the first third, looked at once), fresh, fresh2 (the blind
    slice), fresh3 … fresh6 (the independent ones; all never tuned on) and their union, every
    sentence never tuned on ("unseen"); "novel" is the union less the sentences that a training
    writer also wrote (the same words, case and end marks aside), the figure of text the
    reader has never seen at all."""
    parts = {"dev": [c for c in cases if not c.held_out],
             "held-out": [c for c in cases if c.held_out and not c.fresh],
             "fresh": [c for c in cases if c.part == "fresh"],
             "fresh2": [c for c in cases if c.part == "fresh2"],
             "fresh3": [c for c in cases if c.part == "fresh3"],
             "fresh4": [c for c in cases if c.part == "fresh4"],
             "fresh5": [c for c in cases if c.part == "fresh5"],
             "fresh6": [c for c in cases if c.part == "fresh6"]}
    parts["unseen"] = [c for name, part in parts.items() if name != "dev" for c in part]
    seen = {_same(c.text) for c in parts["dev"]}
    parts["novel"] = [c for c in parts["unseen"] if _same(c.text) not in seen]
    return parts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", default=os.environ.get("DSHKIT_SHARED", str(REPO.parent / "shared")))
    ap.add_argument("--errors", action="store_true", help="List the dev set's misclassified sentences.")
    ap.add_argument("--dev", action="store_true", help="Score the dev set only (the never-tuned slices unread).")
    args = ap.parse_args(argv)
    from dshkit.sidecar.graph.extract import human_facts

    cases = load(Path(args.shared))
    parts = split_cases(cases)
    print(f"labelled sentences: {len(cases)} (dev {len(parts['dev'])}, held-out {len(parts['held-out'])}, "
          f"fresh {len(parts['fresh'])}, fresh2 {len(parts['fresh2'])}, fresh3 {len(parts['fresh3'])}, "
          f"fresh4 {len(parts['fresh4'])}, fresh5 {len(parts['fresh5'])}, fresh6 {len(parts['fresh6'])}; "
          f"unseen {len(parts['unseen'])}, novel {len(parts['novel'])}); "
          + ", ".join(f"{lab} {sum(c.label == lab for c in cases)}" for lab in ("rule", "decision", "none")))
    extractors = [("current", human_facts)]
    writers = model_human_facts(BEFORE_WRITERS, routed=True)
    if writers is not None:
        extractors.append((f"pre {BEFORE_WRITERS}", writers))
    hybrid = model_human_facts(BEFORE_ROUTES, routed=False)
    if hybrid is not None:
        extractors.append((f"pre {BEFORE_ROUTES}", hybrid))
    for commit in (BEFORE_MODEL, BEFORE_SECOND, BEFORE_BLIND, BEFORE_FRESH):
        before = statements_human_facts(commit)
        if before is not None:
            extractors.append((f"pre {commit}", before))
    old = old_human_facts()
    if old is None:
        print(f"old extractor ({OLD_COMMIT}): not available (no git history)")
    else:
        extractors.append((f"old {OLD_COMMIT}", old))
    print(f"{'extractor':<14}{'set':<10}{'class':<10}{'precision':>10}{'recall':>8}{'tp':>5}{'fp':>5}{'fn':>5}")
    for name, fn in extractors:
        for part, subset in parts.items():
            if args.dev and part != "dev":
                continue
            for label, s in scores(subset, fn).items():
                print(f"{name:<14}{part:<10}{label:<10}{s['precision']:>10.3f}{s['recall']:>8.3f}"
                      f"{s['tp']:>5}{s['fp']:>5}{s['fn']:>5}")
    if args.errors:
        for c in parts["dev"]:
            got = predict(human_facts, c.text)
            want = {c.label} - {"none"}
            if got != want:
                print(f"  {c.label:<9} got {sorted(got) or ['none']}: {c.text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
