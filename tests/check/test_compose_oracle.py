"""dshkit.model.compose against the host's real patch function.

The oracle is ``applyEntryPatches`` exported by the pinned npm package
``@deepseek-ai/cordis-plugin-include`` (1.0.9: what DSH 0.1.0-rc.8 resolves;
its ``@deepseek-ai/dsh-app-boot`` bundles the same function). The host applies
every layer as one flat list in one call, so each case is one call: base rows
plus the layers' items concatenated. One Node process answers every case:
seeded random cases, hand-written edge cases, and the shared corpus (every
bundle alone over the host's rows, then all 150 in corpus order).

Compared per case: the composed entry tree (ids, names, config, disabled,
group membership, order; as JSON) and, per item, the warnings the host logs
(message and arguments) or where it throws.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from dshkit.check.host import load_host
from dshkit.model import compose as C
from dshkit.model.bundle import load_bundle
from dshkit.model.yamlsrc import JsExpr, Node
from tests.nodeoracle import run_node

CASES = int(os.environ.get("DSHKIT_COMPOSE_CASES", "2000"))
SEED = int(os.environ.get("DSHKIT_COMPOSE_SEED", "20261129"))
HOST_VERSION = "0.1.0-rc.8"

JS = r"""
let input = '';
process.stdin.on('data', (c) => input += c).on('end', async () => {
  const include = await import('@deepseek-ai/cordis-plugin-include');
  const yaml = await import('js-yaml');
  const out = JSON.parse(input).map((c) => {
    let patches = c.patches;
    if (c.texts) patches = c.texts.flatMap((t) => yaml.load(t, {schema: include.entryListSchema}) || []);
    // The function walks the list with for...of: an iterator that notes the
    // index tells which item each warning (or a throw) belongs to.
    let at = -1;
    class Tracked extends Array {
      *[Symbol.iterator]() { for (let i = 0; i < this.length; i++) { at = i; yield this[i]; } }
    }
    const list = Tracked.from(patches);
    const warns = [];
    try {
      const entries = include.applyEntryPatches(c.base, list, (m, ...a) => warns.push([at, m, a]));
      return {entries, warns, n: patches.length};
    } catch (e) {
      return {threw: at, error: String(e), warns, n: patches.length};
    }
  });
  process.stdout.write(JSON.stringify(out));
});
"""

WARN = {
    C.INSERT_TARGET_MISSING: "patch insert: entry %C not found",
    C.INSERT_TARGET_NOT_GROUP: "patch insert: entry %C is not a group",
    C.BARE_ITEM: "patch: id is required for non-insert patches",
    C.OVERRIDE_MISSING: "patch: entry %C not found",
    C.OVERRIDE_NAME_MISMATCH: "patch: name mismatch for %C (expected %C, got %C), skipping",
}


# -- Python side ---------------------------------------------------------------

def to_node(value) -> Node:
    """A parsed-YAML node for a plain value (``{__jsExpr}`` -> ``!!js``)."""
    if isinstance(value, dict):
        if set(value) == {"__jsExpr"}:
            return Node(JsExpr(value["__jsExpr"]), 1, 1)
        return Node({k: to_node(v) for k, v in value.items()}, 1, 1)
    if isinstance(value, list):
        return Node([to_node(v) for v in value], 1, 1)
    return Node(value, 1, 1)


def _warn_of(event: C.Event):
    id_node = event.patch.get("id")
    patch_id = id_node.plain() if id_node is not None else None
    args = {
        C.INSERT_TARGET_MISSING: lambda: [event.detail],
        C.INSERT_TARGET_NOT_GROUP: lambda: [patch_id],
        C.BARE_ITEM: lambda: [],
        C.OVERRIDE_MISSING: lambda: [event.detail],
        C.OVERRIDE_NAME_MISMATCH: lambda: [patch_id, event.target.name, event.detail],
    }[event.kind]()
    return [WARN[event.kind], args]


def compose_py(base: list, layers: list[list[Node]]):
    """(entries, per-item warnings, per-item event kinds) from dshkit."""
    composer = C.Composer()
    composer.load_entries(base, C.Layer("base", "host"))
    items = []
    for k, layer_items in enumerate(layers):
        layer = C.Layer(f"L{k}", "bundle", k + 1)
        for item in layer_items:
            items.append(item)
            composer.apply_item(item, layer, f"L{k}.yml")
    position = {id(item): i for i, item in enumerate(items)}
    kinds: list[list[str]] = [[] for _ in range(len(items) + 1)]  # [-1]: the base rows
    warns = []
    for event in composer.events:
        i = position[id(event.patch)] if event.patch is not None else -1
        kinds[i].append(event.kind)
        if event.kind in WARN and i >= 0:
            warns.append([i, *_warn_of(event)])
    return composer.entries(), warns, kinds, items


def _json(value):
    return json.loads(json.dumps(value))


def assert_same(label: str, case: dict, answer: dict, layers: list[list[Node]]) -> None:
    entries, warns, kinds, items = compose_py(case["base"], layers)
    assert answer["n"] == len(items), label
    if "threw" in answer:
        at = answer["threw"]
        # The host dies here (a non-list insert, a null row): dshkit must flag that item.
        assert {C.INSERT_NOT_LIST, C.NOT_MAPPING} & set(kinds[at]), (label, at, answer["error"], kinds[at])
        assert _json([w for w in warns if w[0] < at]) == answer["warns"], label
        return
    assert _json(warns) == answer["warns"], (label, items)
    assert _json(entries) == answer["entries"], label
    for i, item in enumerate(items):
        insert = item.get("insert")
        inserting = insert is not None and C.js_truthy(insert.plain())
        warned = any(w[0] == i for w in answer["warns"])
        # An item the host neither warned about nor threw on was applied.
        assert (C.OVERRIDE_APPLIED in kinds[i]) == (not warned and not inserting), (label, i, kinds[i])


# -- generated cases -----------------------------------------------------------

def js(src: str) -> dict:
    return {"__jsExpr": src}


class Gen:
    IDS = ["a", "b", "c", "g1", "g2", "x"]
    ODD_IDS = [1, 1.0, "1", True, 0, "", None, js("'a'")]
    NAMES = ["dsh-x", "dsh-y", "cordis:group"]
    ODD_NAMES = [1, True, "", None, js("'dsh-x'"), "dsh-X"]

    def __init__(self, seed: int):
        self.r = random.Random(seed)

    def pick_id(self):
        return self.r.choice(self.ODD_IDS) if self.r.random() < 0.08 else self.r.choice(self.IDS)

    def pick_name(self):
        return self.r.choice(self.ODD_NAMES) if self.r.random() < 0.1 else self.r.choice(self.NAMES)

    def scalar(self):
        return self.r.choice([1, 2.5, "s", True, False, None, js("process.platform === 'win32'")])

    def config(self, depth: int):
        pick = self.r.random()
        if pick < 0.5:
            return {self.r.choice("pqrs"): self.scalar() for _ in range(self.r.randint(0, 3))}
        if pick < 0.65:
            return [self.scalar() for _ in range(self.r.randint(0, 2))]
        if pick < 0.8 and depth < 2:
            return self.rows(depth + 1, mappings_only=True)
        return self.scalar()

    def row(self, depth: int):
        r = self.r
        out = {}
        if r.random() < 0.92:
            out["id"] = self.pick_id()
        if r.random() < 0.92:
            out["name"] = self.pick_name()
        if depth < 2 and r.random() < 0.3:
            out["group"] = r.choice([True, True, True, 1, "yes", False, None, js("true")])
            out["config"] = (self.rows(depth + 1, mappings_only=True) if r.random() < 0.85
                             else self.config(depth))
        elif r.random() < 0.5:
            out["config"] = self.config(depth)
        if r.random() < 0.2:
            out["disabled"] = r.choice([True, False, js("process.platform !== 'win32'")])
        if r.random() < 0.08:
            out["isolate"] = {"svc": r.choice([True, "label"])}
        return out

    def rows(self, depth: int, mappings_only: bool = False):
        out = [self.row(depth) for _ in range(self.r.randint(0, 3))]
        if not mappings_only and self.r.random() < 0.03:
            out.insert(self.r.randrange(len(out) + 1), self.r.choice(["s", 3, [], None]))
        return out

    def fields(self):
        r = self.r
        out = {}
        for key, p in (("config", 0.6), ("disabled", 0.35), ("group", 0.12), ("isolate", 0.08),
                       ("inject", 0.05)):
            if r.random() < p:
                out[key] = {
                    "config": lambda: self.config(0),
                    "disabled": lambda: r.choice([True, False, None, js("process.platform === 'win32'")]),
                    "group": lambda: r.choice([True, False, 1, None]),
                    "isolate": lambda: {"svc": True},
                    "inject": lambda: ["svc"],
                }[key]()
        return out

    def item(self):
        r = self.r
        pick = r.random()
        if pick < 0.25:
            item = {"insert": self.rows(0)}
            if r.random() < 0.1:
                item["id"] = r.choice(["", 0, None])
            return item
        if pick < 0.45:
            return {"id": self.pick_id(), "insert": self.rows(0)}
        if pick < 0.5:
            item = {"insert": r.choice(["ab", 5, {"id": "a"}, js("[]"), [], None, False, 0, ""])}
            if r.random() < 0.6:
                item["id"] = self.pick_id()
            return item
        if pick < 0.9:
            item = {"id": self.pick_id(), **self.fields()}
            if r.random() < 0.3:
                item["name"] = self.pick_name()
            return item
        item = {"name": self.pick_name(), **self.fields()}
        if r.random() < 0.3:
            item["id"] = r.choice(["", 0, None, False])
        return item

    def case(self) -> dict:
        base = [self.row(0) for _ in range(self.r.randint(0, 5))]
        layers = [[self.item() for _ in range(self.r.randint(1, 6))] for _ in range(self.r.randint(1, 4))]
        return {"base": base, "layers": layers}


# -- hand-written edge cases ---------------------------------------------------

G = {"id": "g", "name": "cordis:group", "group": True, "config": [{"id": "a", "name": "dsh-a"}]}

EDGE = {
    "nested override, disable": [[G], [[{"id": "a", "disabled": True, "config": {"k": 1}}]]],
    "insert into nested group, then patch the new child": [
        [], [[{"insert": [G]}, {"id": "g", "insert": [{"id": "b", "name": "dsh-b"}]}],
             [{"id": "b", "disabled": js("process.platform === 'win32'")}]]],
    "config replacement: new children unindexed, old ones patchable but gone": [
        [G], [[{"id": "g", "config": [{"id": "n", "name": "dsh-n"}]}],
              [{"id": "n", "disabled": True}, {"id": "a", "disabled": True}, {"id": "g", "insert": [{"id": "m"}]}]]],
    "duplicate across layers: later wins": [
        [], [[{"insert": [{"id": "d", "name": "dsh-1"}]}], [{"insert": [{"id": "d", "name": "dsh-2"}]}],
             [{"id": "d", "name": "dsh-2", "config": {"v": 2}}, {"id": "d", "name": "dsh-1"}]]],
    "duplicate: the later insert wins even inside an earlier group": [
        [G], [[{"insert": [{"id": "x", "name": "root"}]}, {"id": "g", "insert": [{"id": "x", "name": "child"}]},
               {"id": "x", "disabled": True}]]],
    "base duplicates: depth-first, later wins": [
        [{"id": "a", "name": "root-first"}, G, {"id": "b"}, {"id": "h", "name": "cordis:group", "group": 1,
                                                              "config": [{"id": "b", "name": "inner"}]}],
        [[{"id": "a", "disabled": True}, {"id": "b", "disabled": True}]]],
    "numeric ids: 1 and 1.0 are one key, '1' another": [
        [{"id": 1, "name": "one"}, {"id": "1", "name": "str"}],
        [[{"id": 1.0, "config": {"f": 1}}, {"id": "1", "config": {"s": 1}}, {"id": True, "config": {}}]]],
    "!!js id never matches, !!js name always mismatches": [
        [{"id": "a", "name": "dsh-a"}],
        [[{"insert": [{"id": js("'k'"), "name": "dsh-k"}]}, {"id": js("'k'"), "disabled": True},
          {"id": "a", "name": js("'dsh-a'"), "disabled": True}]]],
    "name strict equality: true is not 1": [
        [{"id": "a", "name": 1}], [[{"id": "a", "name": True, "disabled": True}, {"id": "a", "name": 1.0,
                                                                                  "config": {}}]]],
    "insert a string spreads characters": [[G], [[{"id": "g", "insert": "xy"}, {"insert": "z"}]]],
    "insert a number throws": [[G], [[{"id": "a", "disabled": True}, {"id": "g", "insert": 5}]]],
    "insert a mapping throws": [[], [[{"insert": {"id": "a"}}]]],
    "insert a null row throws": [[], [[{"insert": [{"id": "a"}, None]}]]],
    "non-list insert into a missing target only warns": [[], [[{"id": "nope", "insert": 5}]]],
    "empty insert into a missing target warns": [[], [[{"id": "nope", "insert": []}]]],
    "falsy insert is an override (insert key not copied)": [
        [{"id": "a"}], [[{"id": "a", "insert": None, "disabled": True}, {"insert": False, "name": "n"}]]],
    "a group flag added later makes a row insertable": [
        [{"id": "a", "config": [{"id": "in", "name": "plain"}]}],
        [[{"id": "a", "insert": [{"id": "z"}]}, {"id": "a", "group": True},
          {"id": "a", "insert": [{"id": "z", "name": "dsh-z"}]}, {"id": "in", "disabled": True}, {"id": "z", "config": 1}]]],
    "insert into a group whose config is not a list resets it": [
        [{"id": "g", "name": "cordis:group", "group": "yes", "config": {"k": 1}}],
        [[{"id": "g", "insert": [{"id": "c"}]}]]],
    "group: 0 is not a group": [[{"id": "g", "group": 0, "config": []}], [[{"id": "g", "insert": [{"id": "c"}]}]]],
    "bare items": [[{"id": "a"}], [[{"name": "dsh-a", "config": {}}, {"id": "", "disabled": True},
                                   {"id": 0}, {"id": None, "insert": []}]]],
    "empty name skips the check": [[{"id": "a", "name": "dsh-a"}], [[{"id": "a", "name": "", "disabled": True}]]],
    "unknown keys are copied": [[{"id": "a"}], [[{"id": "a", "weird": [1], "intercept": {"x": 1}}]]],
    "non-mapping rows pushed as they are": [[], [[{"insert": ["s", 3, [], {"id": "a"}]}, {"id": "a", "config": 2}]]],
    "insert with a falsy id goes to the root": [[G], [[{"id": "", "insert": [{"id": "r"}]}]]],
}


# -- the corpus ------------------------------------------------------------------

def host_base(version: str) -> list:
    """The web surface's host rows as plain entries (config keys only, as snapshotted)."""
    host = load_host(version)
    out: list = []
    by_id: dict = {}
    for record in host.surface_bundles("web"):
        for row in record["rows"]:
            entry = {"id": row["id"], "name": row["name"]}
            if row.get("group"):
                entry.update(group=True, config=[])
            elif row.get("config_keys"):
                entry["config"] = {k: None for k in row["config_keys"]}
            parent = by_id.get(row.get("parent")) if row.get("parent") is not None else None
            (parent["config"] if parent is not None else out).append(entry)
            by_id[row["id"]] = entry
    return out


def corpus_layers(shared_dir: Path) -> list[tuple[str, list[str], list[list[Node]]]]:
    """(folder, patch texts, parsed items per file) for every bundle, in INDEX.tsv order."""
    corpus = shared_dir / "corpus"
    folders = [line.split("\t")[0] for line in
               (corpus / "INDEX.tsv").read_text(encoding="utf-8").splitlines()[1:] if line.strip()]
    out = []
    for folder in folders:
        bundle = load_bundle(corpus / "bundles" / folder)
        texts, layers = [], []
        for patch in bundle.patches:
            assert patch.exists and patch.error is None and patch.root is not None, (folder, patch.display)
            texts.append(patch.text)
            layers.append(patch.items())
        out.append((folder, texts, layers))
    return out


# -- the test --------------------------------------------------------------------

def test_compose_matches_applyEntryPatches(shared_dir):
    gen = Gen(SEED)
    generated = [gen.case() for _ in range(CASES)]
    edge = {label: {"base": base, "layers": layers} for label, (base, layers) in EDGE.items()}
    base = host_base(HOST_VERSION)
    corpus = corpus_layers(shared_dir)

    batch = [{"base": c["base"], "patches": [i for layer in c["layers"] for i in layer]}
             for c in [*generated, *edge.values()]]
    batch += [{"base": base, "texts": texts} for _, texts, _ in corpus]
    batch.append({"base": base, "texts": [t for _, texts, _ in corpus for t in texts]})
    answers = run_node(JS, batch)

    it = iter(answers)
    for n, case in enumerate(generated):
        assert_same(f"seed {SEED} case {n}: {case!r}", case,
                    next(it), [[to_node(i) for i in layer] for layer in case["layers"]])
    for label, case in edge.items():
        assert_same(label, case, next(it), [[to_node(i) for i in layer] for layer in case["layers"]])
    for folder, _, layers in corpus:
        assert_same(folder, {"base": base}, next(it), layers)
    whole = next(it)
    assert_same("whole corpus", {"base": base}, whole, [layer for _, _, layers in corpus for layer in layers])

    # The cases reach every outcome the host has, and the corpus really composes.
    outcomes = {w[1] for a in answers for w in a["warns"]} | {"threw" for a in answers if "threw" in a}
    assert outcomes == set(WARN.values()) | {"threw"}
    assert "threw" not in whole and len(whole["entries"]) > len(base) + 100
