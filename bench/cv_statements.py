"""Leave-one-writer-out validation of the statement classifier.

For each source of the dev sentences (``Case.source`` in ``bench/statement_set.py``: each
independent writer's set ``train22a`` …, LoCoMo's references, the DSH session references and
the ``written`` inline and tuning sentences), train on every other source and test on that
one: the figure of a writer the model never read, which is what a user is. Prints per source
and pooled (every fold's counts summed; and over the independent writers alone) precision /
recall of ``rule`` and ``decision`` for the hand patterns (``graph/statement_patterns.py``,
as shipped; tuned on ``written``, ``locomo`` and ``dsh``, so only their ``train22*`` figures
are fair) and the model with ``train_statements.SETTINGS`` (``--set
key=value`` overrides one, to compare a choice). Never reads a held-out or fresh slice.

    python bench/cv_statements.py [--shared ../shared] [--set epochs=30 ...] [--errors SOURCE]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.train_statements import SETTINGS, dev_cases, train  # noqa: E402
from dshkit.sidecar.graph import statement_patterns  # noqa: E402
from dshkit.sidecar.graph.statement_model import CLASSES, Model  # noqa: E402

KIND = {"constraint": "rule", "decision": "decision"}
NAMES = ("patterns", "model", "hybrid", "model+talk", "model+corr")


def counts(pairs: list[tuple[str, str | None]]) -> dict[str, list[int]]:
    """tp, fp, fn per class of (label, predicted) pairs."""
    out = {c: [0, 0, 0] for c in CLASSES}
    for label, got in pairs:
        for c in CLASSES:
            out[c][0] += got == c and label == c
            out[c][1] += got == c and label != c
            out[c][2] += got != c and label == c
    return out


def line(name: str, source: str, n: int, tally: dict[str, list[int]]) -> str:
    cells = []
    for c in CLASSES:
        tp, fp, fn = tally[c]
        cells.append(f"{c} P {tp / (tp + fp) if tp + fp else 1:.3f} R {tp / (tp + fn) if tp + fn else 1:.3f} "
                     f"({tp}/{fp}/{fn})")
    return f"{name:<12}{source:<10}{n:>5}  " + "   ".join(cells)


def add(a: dict[str, list[int]], b: dict[str, list[int]]) -> None:
    for c in CLASSES:
        a[c] = [x + y for x, y in zip(a[c], b[c])]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", default=os.environ.get("DSHKIT_SHARED", str(REPO.parent / "shared")))
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                    help="override one of train_statements.SETTINGS (JSON value)")
    ap.add_argument("--errors", metavar="SOURCE", help="list the model's mistakes on one source (dev only)")
    ap.add_argument("--sweep", action="store_true", help="pooled figures at other thresholds (to choose them)")
    ap.add_argument("--no-patterns", action="store_true", help="skip the hand patterns")
    args = ap.parse_args(argv)
    settings = dict(SETTINGS)
    for kv in args.set:
        key, value = kv.split("=", 1)
        settings[key] = json.loads(value)
    cases = dev_cases(Path(args.shared))
    sources = sorted({c.source for c in cases})
    old = None if args.no_patterns else statement_patterns
    print(f"dev sentences {len(cases)}; settings {json.dumps(settings, sort_keys=True)}")
    pooled = {name: {"all": counts([]), "writers": counts([])} for name in NAMES}
    scored: list[tuple[str, str, dict[str, float]]] = []  # (source, label, probabilities) of every fold
    for source in sources:
        test = [c for c in cases if c.source == source]
        model = Model(train([c for c in cases if c.source != source], settings))
        got = {"model": [(c.label, model.classify(c.text)) for c in test]}
        verdicts = [KIND.get(old.kind(c.text)) if old is not None else None for c in test]
        scored += [(source, c.label, model.probabilities(c.text), v) for c, v in zip(test, verdicts)]
        if old is not None:
            got["patterns"] = [(c.label, v) for c, v in zip(test, verdicts)]
            # what ships (statements.kind): the patterns' verdict, else the model's
            got["hybrid"] = [(c.label, model.classify(c.text, v)) for c, v in zip(test, verdicts)]
            # the patterns' gate 1 (question, hypothetical, reported speech …) as a veto on the model
            # a correction opening ("no, …", "actually", 不对) said a decision before the model
            got["model+corr"] = [(c.label, "decision" if old.CORRECTION.search(c.text) else p)
                                 for c, (_, p) in zip(test, got["model"])]
            got["model+talk"] = [(c.label, None if _talk(old, c.text) else p) for c, (_, p) in zip(test, got["model"])]
        for name, pairs in sorted(got.items()):
            tally = counts(pairs)
            add(pooled[name]["all"], tally)
            if source.startswith("train22"):
                add(pooled[name]["writers"], tally)
            print(line(name, source, len(test), tally), flush=True)
        if args.errors == source:
            for c, (_, p) in zip(test, got["model"]):
                if (p or "none") != c.label:
                    print(f"    {c.label:<9} got {p or 'none':<9} {c.text}")
    for name in NAMES:
        if name != "model" and old is None:
            continue
        print(line(name, "pooled", len(cases), pooled[name]["all"]))
        print(line(name, "writers", sum(c.source.startswith("train22") for c in cases), pooled[name]["writers"]))
    if args.sweep:
        for t in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8):
            picked = [(src, label, _pick(p, t)) for src, label, p, _ in scored]
            print(line(f"@{t}", "pooled", len(picked), counts([(lab, g) for _, lab, g in picked])))
            print(line(f"@{t}", "writers", 0, counts([(lab, g) for src, lab, g in picked if src.startswith("train22")])))
        if old is not None:  # what ships: the patterns' verdict, else the model's at a threshold
            for t in (0.8, 0.9, 0.95, 0.97, 0.99):
                picked = [(src, label, v or _pick(p, t)) for src, label, p, v in scored]
                print(line(f"hybrid@{t}", "writers", 0, counts([(lab, g) for src, lab, g in picked if src.startswith("train22")])))
    return 0


def _talk(old, text: str) -> bool:
    s = old.normal(old.unquoted(text.strip()))
    return not old._conditional_rule(s) and old.talk(s)


def _pick(p: dict[str, float], threshold: float) -> str | None:
    said = [c for c in CLASSES if p[c] >= threshold]
    return max(said, key=lambda c: p[c]) if said else None


if __name__ == "__main__":
    raise SystemExit(main())
