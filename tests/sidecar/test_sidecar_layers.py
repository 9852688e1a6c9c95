"""One rule sorts entries into the log and knowledge layers (dshkit.sidecar.names):
the store's layer column, search, and consolidation's candidate pool agree."""

from __future__ import annotations

import pytest

from dshkit.sidecar.consolidation.workunits import candidate_pool
from dshkit.sidecar.names import is_operational
from dshkit.sidecar.search import search
from dshkit.sidecar.store import Store

NAMES = ["sumo-wrestling", "sum-s-1-9", "sum2-0123456789ab", "msg-s-0", "session-s",
         "hypatia-dream-run-1", "summary-notes", "wu-grips-1a2b3c4d", "mem-grips-0a1b2c3d"]


@pytest.fixture
def store():
    s = Store(":memory:")
    for name in NAMES:
        # every entry is about the same thing, and tagged like a summary: tags do not decide
        s.put_entry(name, body="sumo wrestlers grip the mawashi belt", title="sumo grips",
                    tags=["summary", "summary 1"], scopes=["proj"])
    yield s
    s.close()


def test_store_layer_search_and_candidates_follow_one_rule(store):
    layers = {r[0]: r[1] for r in store.db.execute("SELECT name, layer FROM entries")}
    assert layers == {n: "op" if is_operational(n) else "k" for n in NAMES}
    knowledge = {n for n in NAMES if not is_operational(n)}
    assert knowledge == {"sumo-wrestling", "summary-notes", "wu-grips-1a2b3c4d", "mem-grips-0a1b2c3d"}
    assert {h["name"] for h in search(store, "sumo grips", limit=50)} == knowledge
    assert {h["name"] for h in search(store, "sumo grips", limit=50, include_operational=True)} == set(NAMES)
    pool = candidate_pool(store, "sumo wrestlers grip the mawashi belt", "proj", exclude=set())
    assert {name for name, _ in pool} == knowledge
