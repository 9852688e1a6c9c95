"""Which tool calls are file writes (artifact nodes) and reads (use evidence): the host's real
file tools (DSH 0.1.0-rc.8: dsh-tool-fs, dsh-tool-fs-search, dsh-tool-str-replace-editor), in
the argument shapes the recorded request headers declare."""

from __future__ import annotations

import gzip
import json

import pytest

from dshkit.sidecar.graph.extract import HOST_FILE_TOOLS, extract, file_op
from tests.sidecar.harness import SessionBuilder

from .helpers import jargs, tool_turn

# (tool, arguments as the host's schema spells them, "write" | "read" | None)
HOST_CALLS = [
    ("write", {"file_path": "src/w.py", "content": "x = 1\n"}, "write"),
    ("edit", {"file_path": "src/e.py", "old_string": "a", "new_string": "b"}, "write"),
    ("str_replace_editor", {"command": "create", "path": "/repo/src/c.py", "file_text": "pass\n"}, "write"),
    ("str_replace_editor", {"command": "str_replace", "path": "/repo/src/s.py", "old_str": "a", "new_str": "b"},
     "write"),
    ("str_replace_editor", {"command": "insert", "path": "/repo/src/i.py", "insert_line": 3, "new_str": "b"}, "write"),
    ("str_replace_editor", {"command": "view", "path": "/repo/src/v.py", "view_range": [1, 20]}, "read"),
    ("read", {"file_path": "src/r.py", "offset": 1, "limit": 50}, "read"),
    ("read_image", {"file_path": "docs/shot.png"}, "read"),
    ("grep", {"pattern": "def main", "path": "src/g.py"}, "read"),
    ("glob", {"pattern": "**/*.py", "path": "src"}, None),            # a directory listing, not a file use
    ("bash", {"command": "cat src/b.py", "description": "show it"}, None),  # command lines are not parsed
]


@pytest.mark.parametrize("name,args,how", HOST_CALLS, ids=[f"{c[0]}-{c[1].get('command', '')}" for c in HOST_CALLS])
@pytest.mark.parametrize("as_json", [True, False])
def test_each_host_file_tool_shape_is_a_write_or_a_read(name, args, how, as_json):
    b = SessionBuilder("t")
    events = tool_turn(b, "go on", [(name, jargs(**args) if as_json else args, "ok")])
    facts = extract(events)
    path = args.get("file_path") or args.get("path")
    artifacts = [f.path for f in facts.facts if f.kind == "artifact"]
    uses = [(u.how, u.term) for u in facts.uses]
    if how == "write":
        assert artifacts == [path] and uses == [("write", path)]
    elif how == "read":
        assert artifacts == [] and uses == [("read", path)]
    else:
        assert artifacts == [] and uses == []


def test_a_failed_editor_call_and_an_unknown_command_are_nothing():
    b = SessionBuilder("t")
    failed = tool_turn(b, "go", [("str_replace_editor", jargs(command="create", path="x.py"), "exists")], ok=False)
    odd = tool_turn(b, "go", [("str_replace_editor", {"command": "explode", "path": "x.py"}, "ok"),
                              ("str_replace_editor", {"path": "y.py"}, "ok")])
    assert extract(failed).facts == [] and extract(odd).facts == [] and extract(odd).uses == []


def test_the_table_covers_every_file_tool_the_recorded_host_offers(shared_dir):
    """Every tool in the recorded request headers whose schema takes a file path
    (``file_path``, or ``path`` described as a file) is in HOST_FILE_TOOLS or known to
    touch no file (glob lists a directory)."""
    tools = {}
    for p in sorted((shared_dir / "fixtures" / "dsh-sessions").glob("*.jsonl.gz")):
        with gzip.open(p, "rt", encoding="utf-8") as fh:
            for line in fh:
                e = json.loads(line)
                if e.get("type") == "request/header":
                    for t in e["data"]["header"].get("tools", []):
                        tools[t["name"]] = t["parameters"].get("properties", {})
    assert tools, "no request headers with tools in the recorded sessions"
    takes_file = {name for name, props in tools.items()
                  if "file_path" in props or "file" in (props.get("path", {}).get("description", "")).lower()}
    assert takes_file - {"glob"} == set(HOST_FILE_TOOLS), takes_file
    for name, (_, keys) in HOST_FILE_TOOLS.items():
        assert set(keys) <= set(tools[name]), (name, keys)  # the argument the table reads exists
    assert set(tools["str_replace_editor"]["command"]["enum"]) <= {"view", "create", "str_replace", "insert"}
    for command in tools["str_replace_editor"]["command"]["enum"]:
        assert file_op("str_replace_editor", {"command": command}) in ("read", "write")


def test_editor_calls_survive_the_off_path_queue(tmp_path):
    """The queued tool record keeps what decides write or read (str_replace_editor's
    command): a created file is an artifact with its hash, a viewed one only a read."""
    from .helpers import Rig
    (tmp_path / "made.py").write_text("pass\n")
    (tmp_path / "seen.py").write_text("x = 1\n")
    rig = Rig(str(tmp_path / "m.db"))
    b = SessionBuilder("q", cwd=str(tmp_path))
    tool_turn(b, "go", [("str_replace_editor", jargs(command="create", path=str(tmp_path / "made.py"),
                                                     file_text="pass\n"), "File created"),
                        ("str_replace_editor", {"command": "view", "path": "seen.py"}, "1\tx = 1")])
    rig.feed(b)
    rig.mem.catch_up()
    arts = [n for n in rig.nodes() if n["kind"] == "artifact"]
    assert [a["path"] for a in arts] == [str(tmp_path / "made.py")] and arts[0]["content_hash"]
    uses = {tuple(r) for r in rig.store.db.execute("SELECT how, term FROM graph_uses")}
    assert uses == {("write", str(tmp_path / "made.py")), ("read", "seen.py")}
