"""The ingest fast paths give the same results as the plain code they shortcut:
timestamp reuse, the CJK run cache and the background WAL checkpointer
(bench/bench_fastpaths.py measures what each saves)."""

from __future__ import annotations

import datetime as dt
import os
import re
import time

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.budget import examples

from dshkit.sidecar import store as store_mod
from dshkit.sidecar.dates import absolutize, event_datetime, tz_for
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import Store
from dshkit.sidecar.textindex import index_text

CJK_WORDS = ["记忆", "预算", "数据库", "长期记忆系统", "缓", "テスト", "한국어"]
DATE_TEXT = "yesterday, 3 hours ago, in 2 minutes, last week, 刚才, 上周, 两天前"


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.integers(min_value=-10**12, max_value=10**13), min_size=1, max_size=8),
       st.sampled_from([None, 0, 480, -300, 330]))
def test_reused_timestamp_equals_direct_formatting(times, offset):
    ing = Ingestor(Store(":memory:"), IngestSettings(utc_offset_minutes=offset))
    tz = tz_for(offset)
    # neighbours in the same second exercise the reuse, far values the refill
    for t in [x for base in times for x in (base, base + 1, base + 999)]:
        when, iso = ing._when(t, tz)
        direct = event_datetime(t, tz)
        assert iso == direct.isoformat(timespec="seconds")
        assert absolutize(DATE_TEXT, when) == absolutize(DATE_TEXT, direct)




def _reference_index_text(text: str) -> str:
    """index_text as first written: every CJK run replaced by its bigrams."""
    def spaced(m: re.Match) -> str:
        run = m.group()
        if len(run) == 1:
            return f" {run} "
        return " " + " ".join(run[i:i + 2] for i in range(len(run) - 1)) + " "
    return re.sub("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+", spaced, text)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.sampled_from(CJK_WORDS + ["alpha", "beta", " ", "-", "é", "\n", "记"]), max_size=30))
def test_cjk_runs_index_like_the_reference(parts):
    text = "".join(parts)
    assert index_text(text) == _reference_index_text(text)
    assert index_text(text) == index_text(text)  # second call served from the run cache


def _wal_size_after_commits(path: str) -> int:
    store = Store(path)
    try:
        for i in range(600):
            store.insert_if_absent(f"n-{i}", body="x" * 3000, kind="fact", tags=["t"], scopes=[""])
            if i % 50 == 49:
                time.sleep(0.08)  # give the checkpointer its turn, as an idle host would
        return os.path.getsize(path + "-wal")
    finally:
        store.close()


def test_background_checkpoints_keep_the_wal_small(tmp_path, monkeypatch):
    store = Store(str(tmp_path / "c.db"))
    assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    thread = store._checkpointer.thread
    assert thread.is_alive()
    store.close()
    assert not thread.is_alive()
    checked = _wal_size_after_commits(str(tmp_path / "with.db"))

    class NoCheckpoints:
        def __init__(self, store):
            self.wake = type("E", (), {"is_set": lambda s: True})()

        def stop(self):
            pass

    monkeypatch.setattr(store_mod, "_Checkpointer", NoCheckpoints)
    unchecked = _wal_size_after_commits(str(tmp_path / "without.db"))
    assert checked * 2 < unchecked, (checked, unchecked)
    reopened = Store(str(tmp_path / "with.db"))
    try:
        assert reopened.stats()["entries"] == 600
    finally:
        reopened.close()


def test_event_time_zone_default_is_local(tmp_path):
    # the reuse keys on the zone object too: a fixed zone never serves a local one
    ing = Ingestor(Store(":memory:"), IngestSettings())
    t = 1795960518498
    assert ing._when(t, None)[1] == event_datetime(t, None).isoformat(timespec="seconds")
    utc = dt.timezone.utc
    assert ing._when(t, utc)[1] == event_datetime(t, utc).isoformat(timespec="seconds")
