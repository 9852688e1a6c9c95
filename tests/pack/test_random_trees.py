"""Randomized differential test: adversarial package trees packed by npm and by dshkit.

Each seeded tree (globs incl. braces/extglobs/POSIX classes, ignore files at several
levels incl. empty/BOM/non-UTF-8, README/LICENSE variants, bins incl.
``directories.bin``, ``files: []``, odd and non-ASCII names, hard links, symlinks,
long non-ASCII names) is packed by npm's own libnpmpack — the code ``npm pack``
runs, batched in one Node process — and by ``dshkit.pack``; the gunzipped tar
streams must be identical. ``test_batch_oracle_is_npm_pack`` keeps the batch
honest against the ``npm pack`` CLI. Trees npm itself cannot pack are counted and
reported (``-rs`` shows the figure), never silently dropped.

DSHKIT_PACK_TREES (default 40) sets how many trees; DSHKIT_PACK_SEED the seed.
"""

from __future__ import annotations

import base64
import os
import random
import shutil
import warnings
from collections import Counter
from pathlib import Path

import pytest

from dshkit.errors import DshkitError
from dshkit.pack import pack_directory
from tests.pack.adversarial import make_random_tree
from tests.pack.npmjs import run_node_lines
from tests.pack.test_pack_vs_npm import _first_difference, npm_pack

pytestmark = pytest.mark.oracle

TREES = int(os.environ.get("DSHKIT_PACK_TREES", "40"))
SEED = int(os.environ.get("DSHKIT_PACK_SEED", "16"))
BATCH_JS = (Path(__file__).parent / "npm_pack_batch.js").read_text()


def _failure_kind(error: str) -> str:
    """Why npm could not pack a tree, in a few words (the classes seen so far)."""
    if "scandir" in error and "ENOENT" in error:
        return "a directory name with a backslash (npm-packlist rewrites it to /)"
    if "never finished" in error:
        return "npm stopped with work pending (node-tar left a hard-link entry waiting)"
    if "did not finish" in error:
        return "npm still busy after the timeout (regex backtracking on *(*|…) globs)"
    if "Z_STREAM_ERROR" in error:
        return "node-tar stream error"
    return error.split(":")[0][:60]


def _make_trees(base: Path, count: int, seed: int) -> list[Path]:
    out = []
    for i in range(count):
        rng = random.Random(f"{seed}:{i}")
        tree = base / f"t{i:05d}"
        make_random_tree(rng, tree)
        out.append(tree)
    return out


def npm_batch(trees: list[Path], item_timeout: float = 45) -> list[dict]:
    """npm's answer per tree; after a tree npm never finishes, the batch resumes past it."""
    answers: list[dict] = []
    while len(answers) < len(trees):
        got, timed_out = run_node_lines(BATCH_JS, [str(t) for t in trees[len(answers):]], item_timeout)
        answers += got
        if timed_out:
            answers.append({"error": f"npm did not finish within {item_timeout:.0f} s"})
        elif not got:
            raise AssertionError("the npm batch exited without answering")
    return answers


@pytest.fixture(scope="module")
def packed(tmp_path_factory):
    trees = _make_trees(tmp_path_factory.mktemp("random"), TREES, SEED)
    return trees, npm_batch(trees)


def test_random_trees_tar_equal_npm(packed):
    trees, answers = packed
    npm_failed, different = [], []
    for tree, answer in zip(trees, answers):
        if "error" in answer:
            npm_failed.append((tree.name, answer["error"]))
            continue
        expected = base64.b64decode(answer["tar"])
        try:
            ours = pack_directory(tree).tar
        except DshkitError as exc:
            different.append((tree.name, f"dshkit refused: {exc}"))
            continue
        if ours != expected:
            different.append((tree.name, _first_difference(expected, ours)))
    packed_by_npm = len(trees) - len(npm_failed)
    kinds = Counter(_failure_kind(err) for _, err in npm_failed)
    summary = (f"{len(trees)} trees (seed {SEED}): npm packed {packed_by_npm}, "
               f"identical {packed_by_npm - len(different)}, npm could not pack {len(npm_failed)}"
               + (f" ({', '.join(f'{k}: {n}' for k, n in kinds.most_common())})" if kinds else ""))
    print(summary)
    if npm_failed:
        warnings.warn(f"{summary}; npm errors: {npm_failed[:5]}")
    assert not different, f"{summary}; differing: {different[:3]}"
    assert packed_by_npm >= len(trees) * 0.8, f"too few trees npm can pack: {summary} {npm_failed[:5]}"


def test_batch_oracle_is_npm_pack(tmp_path):
    """The batch (libnpmpack in one process) gives the bytes of the real `npm pack` CLI."""
    trees = _make_trees(tmp_path / "trees", 4, SEED + 1)
    answers = npm_batch(trees)
    for tree, answer in zip(trees, answers):
        if "error" in answer:
            continue
        cli_tar, _info = npm_pack(tree, tmp_path / "cli" / tree.name)
        assert base64.b64decode(answer["tar"]) == cli_tar, tree.name
    shutil.rmtree(tmp_path / "trees", ignore_errors=True)
