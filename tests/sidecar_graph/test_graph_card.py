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


# -- the need ranking's components (card.need_scores) -------------------------------------------

def _files(*paths):
    return [_n(i + 1, "artifact", "", path=p) for i, p in enumerate(paths)]


def test_base_level_counts_frequency_and_recency_not_only_the_last_use():
    # often.py: written 4 times long ago; once.py: written once, 10 turns ago. A half-life
    # decay forgets often.py; the power law keeps a frequently used file above a one-off.
    nodes = _files("src/often.py", "src/once.py", "src/fresh.py")
    uses = [(t, "write", "src/often.py") for t in (0, 1, 2, 3)] + [(30, "write", "src/once.py")]
    s = C.need_scores(nodes, C.Evidence(uses, 40))
    assert s[1] > s[2]
    # ...but the file used in the turn just before still comes first
    s = C.need_scores(nodes, C.Evidence(uses + [(39, "write", "src/fresh.py")], 40))
    assert s[3] > s[1] > s[2]


def _history(topic_words: dict[str, str], turns: int = 12):
    """Turn t used file X when X's topic word was said in turn t's human message."""
    uses, contexts = [], {}
    for t in range(turns):
        path, word = list(topic_words.items())[t % len(topic_words)]
        uses.append((t, "write", path))
        contexts[t] = frozenset({"please", "continue", word})
    return uses, contexts


def test_the_cue_spreads_to_files_by_the_words_said_when_they_were_used():
    nodes = _files("src/ledger/postings.py", "src/ledger/accounts.py")
    uses, contexts = _history({"src/ledger/postings.py": "reconciliation", "src/ledger/accounts.py": "onboarding"})
    for cue, first in (("back to the reconciliation bug", 1), ("the onboarding flow again", 2)):
        s = C.need_scores(nodes, C.Evidence(uses, 12, cue, contexts))
        assert max(s, key=s.get) == first, (cue, s)
    # a word said in every turn carries nothing (the fan effect): no file gets ahead by it
    base = C.need_scores(nodes, C.Evidence(uses, 12, "", contexts))
    said_everywhere = C.need_scores(nodes, C.Evidence(uses, 12, "please continue", contexts))
    assert said_everywhere == base


def test_files_used_with_the_active_files_are_coactivated():
    # a.py and b.py were always used together, c.py alone as often; the last turn used a.py
    nodes = _files("a.py", "b.py", "c.py")
    uses = [u for t in range(0, 10, 2) for u in ((t, "write", "a.py"), (t, "read", "b.py"))]
    uses += [(t, "read", "c.py") for t in range(1, 10, 2)] + [(10, "write", "a.py")]
    contexts = {t: frozenset({"go"}) for t in range(11)}
    with_co = C.need_scores(nodes, C.Evidence(uses, 11, "", contexts))
    assert with_co[2] > with_co[3]
    old = C.COACTIVE_WEIGHT
    try:
        C.COACTIVE_WEIGHT = 0.0
        without = C.need_scores(nodes, C.Evidence(uses, 11, "", contexts))
    finally:
        C.COACTIVE_WEIGHT = old
    assert with_co[2] - with_co[3] > without[2] - without[3]


def test_files_of_one_directory_share_a_line_so_more_of_them_fit():
    nodes = [_n(i, "artifact", "", path=f"src/ledgerline/billing/export/module_{i}.py") for i in range(1, 30)]
    grouped, gids = C.build(nodes, 600, "recency")
    old = C.GROUP_FILES
    try:
        C.GROUP_FILES = False
        flat, fids = C.build(nodes, 600, "recency")
    finally:
        C.GROUP_FILES = old
    assert len(grouped.encode()) <= 600 and len(flat.encode()) <= 600
    assert len(gids) > 2 * len(fids)
    assert grouped.count("src/ledgerline/billing/export/") == 1
    for i in gids:  # every shown file keeps its full path (directory + name) and id
        assert f"module_{i}.py#{i}" in grouped


def test_evidence_numbers_turns_across_sessions_in_the_order_they_happened(tmp_path):
    """Each session restarts its turn counter: session 1's turn 3 must not look newer than
    session 2's turn 1 (the ticks the base level ages uses by)."""
    from tests.sidecar.harness import SessionBuilder

    from .helpers import Rig, jargs, tool_turn
    rig = Rig(str(tmp_path / "m.db"))
    s1 = SessionBuilder("s1", cwd=str(tmp_path))
    for _ in range(3):
        tool_turn(s1, "work on the parser", [("write", jargs(file_path="old.py", content="x"), "ok")])
    rig.feed(s1)
    s2 = SessionBuilder("s2", cwd=str(tmp_path))
    tool_turn(s2, "now the lexer", [("write", jargs(file_path="new.py", content="y"), "ok")])
    rig.feed(s2)
    project = rig.ingestor.sessions["s2"].project
    rig.mem.catch_up()  # extraction runs off the ingest path
    ev = rig.mem.evidence(project, "s2", "", 2)
    ticks = {term: tick for tick, how, term in ev.uses if how == "write"}
    assert set(ticks) == {"old.py", "new.py"}
    assert ticks["old.py"] < ticks["new.py"] < ev.turn
    assert len(ev.contexts) == 4 and any("lexer" in ws for ws in ev.contexts.values())


def _stmt(i, entity, session="s", turn=0, pinned=0):
    return {**_n(i, "constraint", entity, pinned=pinned), "session_id": session, "turn": turn}


def test_statement_coactivation_when_on_favours_the_rule_of_the_files_in_use():
    # rule 1 was stated just before a.py's turns, rule 2 before b.py's; the last turn used a.py
    nodes = [_stmt(1, "export columns", turn=0), _stmt(2, "token expiry", turn=6)] + \
        [_n(3, "artifact", "", path="a.py"), _n(4, "artifact", "", path="b.py")]
    uses = [(t, "write", "a.py") for t in (1, 2, 3)] + [(t, "write", "b.py") for t in (7, 8, 9)] + [(12, "write", "a.py")]
    ev = C.Evidence(uses, 13, "", {t: frozenset({"go"}) for t in range(13)}, {("s", 0): 0, ("s", 6): 6})
    old = C.STATEMENT_CO_WEIGHT
    try:
        off = C.need_scores(nodes, ev)
        C.STATEMENT_CO_WEIGHT = 2.0
        on = C.need_scores(nodes, ev)
    finally:
        C.STATEMENT_CO_WEIGHT = old
    assert off[1] < off[2]          # by base level alone the newer rule leads
    assert on[1] > on[2]            # coactivated by a.py, the export rule comes first


def test_pinned_first_bytes_puts_pinned_constraints_ahead_within_its_cap():
    nodes = [_stmt(1, "tabs", pinned=1), _stmt(2, "spaces", pinned=1)] + _files("hot.py")
    nodes[2]["id"] = 3
    ev = C.Evidence([(t, "write", "hot.py") for t in range(5)], 5)
    old = C.PINNED_FIRST_BYTES
    try:
        assert C.order(nodes, "need", ev)[0]["id"] == 3
        C.PINNED_FIRST_BYTES = len(C.line(nodes[0]).encode()) + 1   # room for one pinned line
        ids = [n["id"] for n in C.order(nodes, "need", ev)]
    finally:
        C.PINNED_FIRST_BYTES = old
    assert ids[0] in (1, 2) and ids[1] == 3


def test_a_file_inside_the_session_s_directory_is_shown_relative_and_shares_its_directory_line():
    """Issue 22's card: a path a tool wrote absolute took its project prefix on every card
    and a directory line of its own; inside the session's directory it is shown relative."""
    abs_node = {**_n(1, "artifact", "", path="/home/dev/app/src/api/views.py"), "file": "/home/dev/app/src/api/views.py"}
    rel_node = {**_n(2, "artifact", "", path="src/api/models.py"), "file": "/home/dev/app/src/api/models.py"}
    outside = {**_n(3, "artifact", "", path="../lib/util.py"), "file": "/home/dev/lib/util.py"}
    text, _ = C.build(C.relative_to([abs_node, rel_node, outside], "/home/dev/app"), 600, "recency")
    assert "- files src/api/: models.py#2, views.py#1" in text, text
    assert "/home/dev/app" not in text and "../lib/: util.py#3" in text, text
    assert C.relative_to([abs_node], None) == [abs_node] and "shown_path" not in abs_node


def test_statement_and_progress_lines_leave_out_what_their_tag_says():
    """"decided:" and "done:" are the tag: "We decided", "Let's", "No, actually," and
    "Done:" only announced it (the bytes go to more items)."""
    def shown(kind, text):
        return C.line({**_n(1, kind, "x"), "text": text})
    assert shown("decision", "We decided the cache uses Redis.") == "- decided: The cache uses Redis. #1"
    assert shown("decision", "Let's switch the queue to SQS.") == "- decided: Switch the queue to SQS. #1"
    assert shown("decision", "No, actually, use port 8080.") == "- decided: Use port 8080. #1"
    assert shown("decision", "Decided to drop Python 3.8.") == "- decided: Drop Python 3.8. #1"
    assert shown("constraint", "Please remember: never deploy on Fridays.") == "- must: Never deploy on Fridays. #1"
    assert shown("progress", "Done: updated the parser.") == "- done: updated the parser. #1"
    assert shown("decision", "Nobody decided anything.") == "- decided: Nobody decided anything. #1"


def test_each_order_leaves_the_files_a_fair_share_of_the_card():
    """Recency puts every statement before any file and due every pinned constraint
    first: with enough of them the files the turn works on got no line (issue 22's
    card figures). Statements keep at most 85% of a recency card, pinned constraints
    40% of a due card; what they leave, files use."""
    stmts = [{**_n(i, "constraint", f"object{i}", pinned=1), "text": f"Never touch the generated module number {i} by hand."}
             for i in range(1, 16)]
    files = [_n(100 + i, "artifact", "", path=f"src/app/file_{i}.py") for i in range(5)]
    for strategy, cap in (("recency", C.SHARES["recency"][1]), ("due", C.SHARES["due"][0])):
        text, ids = C.build(stmts + files, 600, strategy)
        must = [ln for ln in text.splitlines() if ln.startswith("- must:")]
        assert sum(len(ln.encode()) + 1 for ln in must) <= 600 * cap, (strategy, text)
        assert any(i >= 100 for i in ids) and must, (strategy, text)
    unshared, ids = C.render(C.order(stmts + files, "recency"), 600)
    assert not any(i >= 100 for i in ids), unshared  # without the share: no file at all
