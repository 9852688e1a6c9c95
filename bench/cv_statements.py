"""Leave-one-writer-out validation of the statement classifier.

For each source of the dev sentences (``Case.source`` in ``bench/statement_set.py``: each
independent writer's set ``train22a`` …, LoCoMo's references, the DSH session references and
the ``written`` inline and tuning sentences), train on every other source and test on that
one: the figure of a writer the model never read, which is what a user is. Prints per source
and pooled (every fold's counts summed; and over the independent writers alone) precision /
recall of ``rule`` and ``decision`` for the hand patterns (``graph/statement_patterns.py``,
as shipped; tuned on ``written``, ``locomo`` and ``dsh``, so only their ``train22*`` figures
are fair) and what ships (``model``: the learned reader with the patterns' form as a feature,
``train_statements.SETTINGS``; ``--set key=value`` overrides one, to compare a choice;
``--sweep`` adds other floors and thresholds; ``--dump`` writes every sentence's fold
probabilities, to weigh other settings without retraining). Never reads a held-out or fresh slice.

    python bench/cv_statements.py [--shared ../shared] [--set epochs=30 ...] [--sweep] [--errors SOURCE] [--dump PATH]
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
from dshkit.sidecar.graph.statement_model import KINDS as KIND  # noqa: E402

NAMES = ("patterns", "model")


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
    ap.add_argument("--dump", metavar="PATH", help="write every fold's (source, label, probabilities, route, text) as JSON lines")
    args = ap.parse_args(argv)
    settings = dict(SETTINGS)
    for kv in args.set:
        key, value = kv.split("=", 1)
        settings[key] = json.loads(value)
    cases = dev_cases(Path(args.shared))
    if args.dump:
        Path(args.dump).write_text("", encoding="utf-8")
    sources = sorted({c.source for c in cases})
    print(f"dev sentences {len(cases)}; settings {json.dumps(settings, sort_keys=True)}")
    pooled = {name: {"all": counts([]), "writers": counts([])} for name in NAMES}
    scored: list[tuple[str, str, dict[str, float], str | None]] = []  # (source, label, probabilities, route) of every fold
    for source in sources:
        test = [c for c in cases if c.source == source]
        model = Model(train([c for c in cases if c.source != source], settings))
        # what ships (statements.kind): the words and the patterns' verdict and form, one reader
        routes = [statement_patterns.route(c.text) for c in test]
        probs = [model.probabilities(c.text, r) for c, r in zip(test, routes)]
        scored += [(source, c.label, p, r) for c, p, r in zip(test, probs, routes)]
        if args.dump:
            with open(args.dump, "a", encoding="utf-8") as out:
                for c, p, r in zip(test, probs, routes):
                    out.write(json.dumps([source, c.label, p, r, c.text], ensure_ascii=False) + "\n")
        got = {"model": [(c.label, model.classify(c.text, r)) for c, r in zip(test, routes)]}
        if not args.no_patterns:
            got["patterns"] = [(c.label, KIND.get(r.partition(":")[0]) if r else None) for c, r in zip(test, routes)]
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
        if name == "patterns" and args.no_patterns:
            continue
        print(line(name, "pooled", len(cases), pooled[name]["all"]))
        print(line(name, "writers", sum(c.source.startswith("train22") for c in cases), pooled[name]["writers"]))
    if args.sweep:  # what ships at other floors and thresholds, on the writers
        for floor in (0.1, 0.2, 0.3, 0.5, 0.7, 0.8):
            for t in (0.7, 0.8, 0.85, 0.9, 0.95, 0.99):
                model = Model({"bias": {}, "weights": {}, "floor": floor, "threshold": {c: t for c in CLASSES}})
                picked = [(label, model.verdict(p, r)) for src, label, p, r in scored if src.startswith("train22")]
                print(line(f"f{floor} t{t}", "writers", len(picked), counts(picked)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
