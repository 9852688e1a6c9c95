"""Issue 22, "the small things" that live in Python: each fixed or documented, a test each."""

from __future__ import annotations

import re

import dshkit.sidecar.consolidation  # noqa: F401 - their migrations, as the CLI registers them
import dshkit.sidecar.graph  # noqa: F401
from dshkit.sidecar import ops
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.store import GLOBAL_SCOPE, Store

from .harness import REPO, SessionBuilder, Sidecar
from .test_sidecar_cli_zipapp import run_cli


def _store_with_rule(tmp_path) -> tuple[str, str]:
    path = str(tmp_path / "m.sqlite3")
    s = Store(path)
    b = SessionBuilder("small-s", cwd=str(tmp_path))
    b.turn("Always run make lint before committing.", [{"text": "Noted."}])
    ing = Ingestor(s, IngestSettings(utc_offset_minutes=0))
    for e in [b.header, *b.events]:
        ing.on_event(b.session_id, e)
    w = ops.write_inbox(s, title="lint before commit", body="Always run make lint before committing.",
                        entry_type="rule", scope="proj-a")
    s.close()
    return path, w["name"]


def test_a_wrong_entry_name_is_one_code_whichever_command(tmp_path):
    path, _ = _store_with_rule(tmp_path)
    for command in ("show", "promote", "forget"):
        code, _, err = run_cli([command, "mem-nope-00000000", "--store", path])
        assert code == 2 and "[MEM003]" in err and "Traceback" not in err, (command, err)


def test_search_prints_a_real_score_for_a_real_match(tmp_path):
    path, _ = _store_with_rule(tmp_path)
    code, out, _ = run_cli(["search", "lint", "--all", "--store", path])
    assert code == 0 and "msg-small-s-0" in out
    scores = [float(m) for m in re.findall(r"score (\S+)", out)]
    assert scores and all(s > 0 for s in scores) and "0.00" not in out


def test_promote_global_makes_a_rule_apply_in_every_project(tmp_path):
    path, name = _store_with_rule(tmp_path)
    code, out, err = run_cli(["promote", "--global", name, "--store", path])
    assert code == 0, err
    s = Store(path)
    try:
        active = s.knowledge_entries([GLOBAL_SCOPE])
        assert [e["scopes"] for e in active] == [[GLOBAL_SCOPE]] and active[0]["name"] in out
        assert s.get_entry(name) is None  # the project's copy moved, not duplicated
    finally:
        s.close()


def test_writing_an_active_rule_again_says_it_is_active_and_unchanged(tmp_path):
    sc = Sidecar("--store", str(tmp_path / "m.db"))
    try:
        sc.result("initialize", {"project": "demo"})
        params = {"title": "lint", "body": "Always run make lint.", "type": "rule"}
        first = sc.result("memory/write", params)
        assert first["status"] == "inbox" and first["result"] == "created"
        sc.result("memory/promote", {"name": first["name"]})
        again = sc.result("memory/write", params)
        assert again == {"name": first["name"], "status": "active", "result": "unchanged"}
    finally:
        sc.close()
    doc = (REPO / "docs" / "protocol.md").read_text()
    assert "`result` is `unchanged` and `status` the entry's own" in doc


def test_rules_are_documented_per_project_with_a_global_way():
    readme = (REPO / "README.md").read_text()
    assert "every new session in the same project" in readme and "--global" in readme
    assert "every new session starts with the rule" not in readme


def test_the_docs_agree_that_any_query_word_matches():
    memory = (REPO / "docs" / "memory.md").read_text()
    protocol = (REPO / "docs" / "protocol.md").read_text()
    assert "Every query term must match" not in memory
    assert "matching *any* query term is a candidate" in memory and "matching *any* term is a candidate" in protocol


def test_compaction_in_the_web_profile_is_documented_as_designed():
    spec = (REPO / "docs" / "spec.md").read_text()
    # the summarizer takes over the profile's compaction-basic; rc.8's web presets mount their own
    assert "mounts its own `compaction` group with its own `compaction-basic`; the\nsummarizer there is untested" in spec


def test_a_relative_store_is_refused_at_build(tmp_path):
    """The entry would hand a relative `store:` to the sidecar, which opens it in the
    host's working directory (a new store per folder DSH is started in)."""
    import shutil

    import pytest

    from dshkit.errors import DshkitError
    from dshkit.spec.loader import load_spec

    shutil.copytree(REPO / "examples" / "memory", tmp_path / "b")
    spec = tmp_path / "b" / "dshkit.yaml"
    text = spec.read_text()
    spec.write_text(text.replace("  python: python3\n", "  python: python3\n  store: notes/memory.sqlite3\n"))
    with pytest.raises(DshkitError) as info:
        load_spec(spec)
    assert str(info.value).endswith("dshkit.yaml:34:10: memory.store: must be an absolute path or start with ~/"
                                    " (a relative one would land in whatever directory the host runs in) [SPEC002]")
    for good in ("~/notes/memory.sqlite3", "/var/lib/memory.sqlite3"):
        spec.write_text(text.replace("  python: python3\n", f"  python: python3\n  store: {good}\n"))
        assert load_spec(spec).memory.store == good
