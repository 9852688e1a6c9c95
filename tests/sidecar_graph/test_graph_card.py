"""The card: never over its budget, pinned first, one line per object, need ranking from use evidence."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from dshkit.sidecar.graph import card as C

_KINDS = st.sampled_from(["constraint", "decision", "artifact", "progress"])
_TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=300)


@st.composite
def _nodes(draw):
    out = []
    for i in range(draw(st.integers(0, 30))):
        kind = draw(_KINDS)
        path = draw(st.sampled_from(["a.py", "src/é/b.md", "长路径/文件.txt"])) if kind == "artifact" else None
        out.append({"id": i + 1, "kind": kind, "text": draw(_TEXT), "entity": draw(st.sampled_from(["x", "y z", "数据库"])),
                    "path": path, "file": path, "pinned": int(draw(st.booleans()) and kind == "constraint"),
                    "status": draw(st.sampled_from(["active", "stale"]))})
    return out


@settings(max_examples=300, deadline=None)
@given(_nodes(), st.integers(0, 1500), st.sampled_from(C.STRATEGIES), st.text(max_size=80))
def test_card_never_exceeds_its_budget(nodes, budget, strategy, cue):
    ev = C.Evidence([(1, "write", "a.py"), (2, "mention", "x")], 3, cue)
    text, ids = C.build(nodes, budget, strategy, ev, {})
    if text is None:
        assert ids == []
        return
    assert len(text.encode("utf-8")) <= budget
    keys = [C.object_key(next(n for n in nodes if n["id"] == i)) for i in ids]
    assert len(keys) == len(set(keys))  # lateral inhibition: one line per object


def _n(i, kind, entity, pinned=0, path=None):
    return {"id": i, "kind": kind, "text": f"{kind} about {entity}", "entity": entity, "path": path, "file": path,
            "pinned": pinned, "status": "active"}


def test_recency_pins_first_then_kind_then_newest():
    nodes = [_n(1, "progress", "p"), _n(2, "constraint", "c1", pinned=1), _n(3, "decision", "d"),
             _n(4, "constraint", "c2"), _n(5, "artifact", "f", path="f.py")]
    _, ids = C.build(nodes, 2000, "recency")
    assert ids == [2, 4, 3, 5, 1]


def test_need_follows_use_evidence_and_the_cue_not_display():
    nodes = [_n(1, "artifact", "", path="src/old.py"), _n(2, "artifact", "", path="src/hot.py"),
             _n(3, "artifact", "", path="src/cued.py")]
    ev = C.Evidence([(9, "write", "src/hot.py"), (9, "read", "src/hot.py")], 10, "now look at cued.py please")
    _, ids = C.build(nodes, 2000, "need", ev)
    assert ids[:2] == [3, 2] or ids[:2] == [2, 3]
    assert ids[-1] == 1
