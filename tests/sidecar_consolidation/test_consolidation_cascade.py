"""The log₁₆ cascade on a real store: FIFO batches of exactly sixteen, per project, idempotent."""

from __future__ import annotations

import pytest

from dshkit.sidecar.consolidation import FakeModel
from dshkit.sidecar.consolidation.cascade import run_cascade
from dshkit.sidecar.consolidation.errors import ModelError, PermanentModelError
from dshkit.sidecar.consolidation.llm import CASCADE, ModelClient
from dshkit.sidecar.consolidation.naming import archive_name

from .helpers import make_settings, open_store, snapshot


def add_tier1(store, project: str, count: int, start: int = 0) -> list[str]:
    names = []
    for index in range(start, start + count):
        name = f"sum-{project}-{index * 10}-{index * 10 + 10}"
        store.put_entry(name, kind="summary", body=f"- span {index} of {project}", tags=["summary", "summary 1"],
                        scopes=[project], meta={"tier": 1})
        names.append(name)
    return names


def members(store, name: str) -> list[str]:
    return sorted(r[0] for r in store.db.execute(
        "SELECT tail FROM edges WHERE head=? AND relation='summary'", (name,)))


def tier_names(store, tier: int) -> list[str]:
    prefix = "sum-" if tier == 1 else f"sum{tier}-"
    return [r[0] for r in store.db.execute("SELECT name FROM entries WHERE substr(name, 1, ?) = ? ORDER BY id",
                                           (len(prefix), prefix))]


@pytest.fixture
def store(tmp_path):
    s = open_store(tmp_path / "m.sqlite3")
    yield s
    s.close()


def test_fifo_batches_of_sixteen_up_the_tiers(store):
    tier1 = add_tier1(store, "alpha", 16 * 17 + 5)
    add_tier1(store, "beta", 15)
    model = FakeModel()
    client = ModelClient(model, make_settings())
    result = run_cascade(store, client, "alpha")
    tier2, tier3 = tier_names(store, 2), tier_names(store, 3)
    assert (len(tier2), len(tier3)) == (17, 1)
    assert model.calls[CASCADE] == 18 == len(result.archives)
    # FIFO: the first archive holds the oldest sixteen, and is named from them
    assert members(store, tier2[0]) == sorted(tier1[:16])
    assert tier2[0] == archive_name(2, tier1[:16])
    assert all(len(members(store, n)) == 16 for n in tier2 + tier3)
    assert members(store, tier3[0]) == sorted(tier2[:16])
    # exactly once: each tier-1 summary archived by one tier-2 entry, five left over
    heads = [r[0] for r in store.db.execute(
        "SELECT count(*) FROM edges WHERE relation='summary' AND head LIKE 'sum2-%' GROUP BY tail")]
    assert len(heads) == 16 * 17 and set(heads) == {1}
    entry = store.get_entry(tier2[0])
    assert entry["tags"] == ["summary", "summary 2"] and entry["scopes"] == ["alpha"]
    assert entry["body"].startswith("# Archive of 16 summaries")
    # beta (15 summaries) is untouched
    assert run_cascade(store, client, "beta").archives == ()
    # a second run has nothing to do and makes no call
    before = snapshot(store)
    assert run_cascade(store, client, "alpha").archives == () and model.calls[CASCADE] == 18
    assert snapshot(store) == before


def test_stops_at_tier_eight(store):
    settings = make_settings(cascade={"batchSize": 2})
    add_tier1(store, "deep", 2 ** 9)
    client = ModelClient(FakeModel(), settings)
    run_cascade(store, client, "deep")
    assert [len(tier_names(store, t)) for t in range(2, 10)] == [256, 128, 64, 32, 16, 8, 4, 0]


@pytest.mark.parametrize("mode", ["timeout", "error", "junk", "invalid-json", "schema"])
def test_failure_mid_cascade_then_retry_archives_each_summary_once(store, tmp_path, mode):
    add_tier1(store, "alpha", 16 * 5)
    script = {CASCADE: ["ok", "ok", mode]}
    client = ModelClient(FakeModel(script=script), make_settings())
    with pytest.raises(PermanentModelError if mode in ("junk", "invalid-json", "schema") else ModelError):
        run_cascade(store, client, "alpha")
    assert len(tier_names(store, 2)) == 2  # the batches before the failure stay committed
    run_cascade(store, ModelClient(FakeModel(), make_settings()), "alpha")
    # same end state as a clean run
    clean = open_store(tmp_path / "clean.sqlite3")
    add_tier1(clean, "alpha", 16 * 5)
    run_cascade(clean, ModelClient(FakeModel(), make_settings()), "alpha")
    assert snapshot(store)["edges"] == snapshot(clean)["edges"]
    assert set(snapshot(store)["entries"]) == set(snapshot(clean)["entries"])
    clean.close()
