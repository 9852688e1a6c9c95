"""The sidecar over real pipes: every frame checked against schemas/protocol/,
recall and differential injection, memory operations, malformed input."""

from __future__ import annotations

import json
import random

import jsonschema
import pytest

from .harness import SCHEMAS, SessionBuilder, Sidecar, recorded_sessions

_cache: dict[str, jsonschema.Draft202012Validator | None] = {}


def schema(name: str) -> jsonschema.Draft202012Validator | None:
    """A compiled validator for ``schemas/protocol/<name>.json`` (None if absent)."""
    if name not in _cache:
        path = SCHEMAS / f"{name}.json"
        _cache[name] = jsonschema.Draft202012Validator(json.loads(path.read_text())) if path.exists() else None
    return _cache[name]


def check(instance, name: str) -> None:
    validator = schema(name)
    assert validator is not None, f"no schema {name}"
    validator.validate(instance)


def validate_traffic(traffic: list[tuple[str, dict]]) -> int:
    """Validate every frame; returns how many frames were checked against a
    method-specific schema. Unknown methods must not appear in good traffic."""
    methods: dict = {}
    checked = 0
    for direction, frame in traffic:
        check(frame, "frame")
        if direction == "out" and "method" in frame:
            check(frame.get("params", {}), frame["method"].replace("/", ".") + ".params")
            checked += 1
            if "id" in frame:
                methods[frame["id"]] = frame["method"]
        elif direction == "in":
            if "error" in frame:
                check(frame, "error")
            else:
                check(frame["result"], methods[frame["id"]].replace("/", ".") + ".result")
            checked += 1
    return checked


@pytest.fixture
def sidecar(tmp_path):
    sc = Sidecar()
    init = sc.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"), "project": "demo-1",
                                    "settings": {"utcOffsetMinutes": 0,
                                                 "defaultStorePath": str(tmp_path / "m.sqlite3")}})
    assert init["name"] == "dshkit-sidecar" and init["schemaVersion"] >= 1
    yield sc
    sc.close()
    assert validate_traffic(sc.traffic) > 0


def test_every_schema_is_a_valid_draft_2020_12_schema():
    files = sorted(SCHEMAS.glob("*.json"))
    assert len(files) >= 25
    for f in files:
        jsonschema.Draft202012Validator.check_schema(json.loads(f.read_text()))


def test_recorded_sessions_over_the_wire(sidecar, shared_dir):
    for _, header, events in recorded_sessions(shared_dir):
        sidecar.feed(header["id"], [header, *events])
    stats = sidecar.result("memory/stats", {})
    assert (stats["operational"], stats["edges"], stats["sessions"]) == (15, 10, 5)
    sid = recorded_sessions(shared_dir)[0][1]["id"]
    prog = sidecar.result("session/progress", {"sessionId": sid})
    assert prog["lastLoggedSeq"] == 22 and prog["nextOrdinal"] == 2 and prog["hasSessionNode"]
    # CJK terms inside an unspaced run, only with includeOperational for the log layer
    assert sidecar.result("memory/search", {"query": "缓存"})["results"] == []
    hits = sidecar.result("memory/search", {"query": "构建 缓存", "includeOperational": True})["results"]
    assert hits[0]["name"] == f"msg-{sid}-0" and "缓存" in hits[0]["snippet"]
    got = sidecar.result("memory/get", {"name": f"msg-{sid}-0"})
    assert got["edges"] == [{"head": f"msg-{sid}-0", "relation": "belongTo", "tail": f"session-{sid}"}]
    assert sidecar.result("session/progress", {"sessionId": "nope"}) is None
    sidecar.notify("session/disposed", {"sessionId": sid})
    assert sidecar.result("memory/get", {"name": f"session-{sid}"})["title"] == "Mock Title"


def test_write_promote_one_key_one_truth(sidecar):
    w1 = sidecar.result("memory/write", {"title": "数据库", "key": "database", "type": "decision",
                                         "body": "数据库迁移改用 PostgreSQL 16", "tags": ["db"]})
    assert w1["status"] == "inbox" and w1["name"].startswith("mem-database-")
    assert sidecar.result("memory/search", {"query": "PostgreSQL"})["results"] == []  # inbox is not active
    assert sidecar.result("memory/promote", {"name": w1["name"]})["status"] == "active"
    w2 = sidecar.result("memory/write", {"title": "数据库", "key": "database", "type": "decision",
                                         "body": "数据库改用 SQLite"})
    conflict = sidecar.call("memory/promote", {"name": w2["name"]})
    assert conflict["error"]["code"] == -32009 and conflict["error"]["data"]["conflict"] == [w1["name"]]
    done = sidecar.result("memory/promote", {"name": w2["name"], "supersede": w1["name"]})
    assert done["superseded"] == [w1["name"]]
    old = sidecar.result("memory/get", {"name": w1["name"]})
    new = sidecar.result("memory/get", {"name": w2["name"]})
    assert old["status"] == "superseded" and old["meta"]["superseded_by"] == w2["name"]
    assert new["meta"]["supersedes"] == w1["name"]
    assert {"head": w2["name"], "relation": "supersedes", "tail": w1["name"]} in new["edges"]
    hits = sidecar.result("memory/search", {"query": "数据库"})["results"]
    assert [h["name"] for h in hits] == [w2["name"]]
    both = sidecar.result("memory/search", {"query": "数据库", "statuses": ["active", "superseded"]})
    assert {h["name"] for h in both["results"]} == {w1["name"], w2["name"]}
    assert sidecar.call("memory/get", {"name": "mem-nope"})["error"]["code"] == -32004


def _rule(sc, title, body, kind="rule", scope=None):
    params = {"title": title, "body": body, "type": kind}
    if scope is not None:
        params["scope"] = scope
    w = sc.result("memory/write", params)
    sc.result("memory/promote", {"name": w["name"]})
    return w["name"]


def test_agent_start_rules_taboos_budget_and_store_line(sidecar, tmp_path):
    assert sidecar.result("agent/start", {"project": "demo-1"})["text"] is None
    _rule(sidecar, "make test", "提交前必须运行 make test")
    _rule(sidecar, "main", "Never push to main directly.", kind="taboo", scope="")
    _rule(sidecar, "other", "Only for another project", scope="other-project")
    _rule(sidecar, "long", "z" * 900)
    res = sidecar.result("agent/start", {"project": "demo-1"})
    text = res["text"]
    assert text.startswith("## Long-term memory\n### Rules\n- make test: 提交前必须运行 make test")
    assert "### Taboos\n- main: Never push to main directly." in text
    assert "another project" not in text
    long_row = next(line for line in text.splitlines() if line.startswith("- long"))
    assert len(long_row) == 2 + 400
    assert (res["rules"], res["taboos"]) == (2, 1)
    assert "Memory store" not in text  # the default store


def test_agent_start_budget_and_non_default_store(tmp_path):
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "x.sqlite3"),
                                 "settings": {"agentStartBudgetBytes": 700}})
        for i in range(10):
            _rule(sc, f"rule {i}", f"rule number {i} " + "w" * 150, scope="")
        res = sc.result("agent/start", {"project": "p"})
        assert res["bytes"] <= 700 and res["omitted"] > 0 and res["rules"] + res["omitted"] == 10
        assert res["text"].splitlines()[-1].startswith(f"Memory store: {tmp_path / 'x.sqlite3'}")
    finally:
        sc.close()
    validate_traffic(sc.traffic)


def test_prestep_differential_injection_with_ack(sidecar):
    s = {"sessionId": "s1", "project": "demo-1"}
    assert sidecar.result("agent/preStep", s)["kind"] == "none"
    a = _rule(sidecar, "fact a", "alpha fact", kind="fact")
    b = _rule(sidecar, "decision b", "beta decision", kind="decision")
    first = sidecar.result("agent/preStep", s)
    assert first["kind"] == "baseline" and set(first["added"]) == {a, b}
    assert "### Decisions" in first["text"] and "### Facts" in first["text"]
    # not acknowledged: offered again
    again = sidecar.result("agent/preStep", s)
    assert again["kind"] == "baseline"
    nothing = sidecar.result("agent/preStep", {**s, "delivered": again["token"]})
    assert nothing["acknowledged"] and nothing["kind"] == "none" and nothing["text"] is None
    c = _rule(sidecar, "fact c", "gamma fact", kind="fact")
    delta = sidecar.result("agent/preStep", s)
    assert delta["kind"] == "delta" and delta["added"] == [c] and "alpha" not in delta["text"]
    sidecar.notify("agent/injectionDelivered", {"sessionId": "s1", "token": delta["token"]})
    w = sidecar.result("memory/write", {"title": "fact a", "body": "alpha fact, revised", "key": "fact-a"})
    sidecar.result("memory/promote", {"name": w["name"], "supersede": a})
    d2 = sidecar.result("agent/preStep", s)
    assert d2["added"] == [w["name"]] and d2["removed"] == [a]
    assert d2["text"].startswith("## Memory update\n### Added\n") and f"### Removed\n- {a}" in d2["text"]
    sidecar.result("agent/preStep", {**s, "delivered": d2["token"]})
    assert sidecar.result("agent/preStep", s)["kind"] == "none"
    # another session starts from its own baseline
    other = sidecar.result("agent/preStep", {"sessionId": "s2", "project": "demo-1"})
    assert other["kind"] == "baseline" and set(other["added"]) == {b, c, w["name"]}


def test_verify_when_reminder_once_on_a_quiet_step(sidecar):
    s = {"sessionId": "s-v", "project": "demo-1"}
    w = sidecar.result("memory/write", {"title": "cert", "body": "TLS cert rotates", "verifyWhen": "立即"})
    sidecar.result("memory/write", {"title": "prose", "body": "check sometime", "verifyWhen": "when convenient"})
    sidecar.result("memory/promote", {"name": w["name"]})
    base = sidecar.result("agent/preStep", s)
    assert base["kind"] == "baseline"  # something else to inject: no reminder on this step
    rem = sidecar.result("agent/preStep", {**s, "delivered": base["token"]})
    assert rem["kind"] == "reminder" and rem["reminders"] == [w["name"]] and "verify_when: 立即" in rem["text"]
    assert sidecar.result("agent/preStep", {**s, "delivered": rem["token"]})["kind"] == "none"


def test_requests_before_initialize_are_refused():
    sc = Sidecar()
    try:
        assert sc.call("memory/stats", {})["error"]["code"] == -32002
        assert sc.call("agent/start", {})["error"]["code"] == -32002
    finally:
        sc.close()


# -- garbage in -------------------------------------------------------------------------

def _garbage(rng: random.Random, n: int) -> list[tuple[bytes, int]]:
    """(frame bytes, expected error code); every frame carries an id or cannot be parsed."""
    out: list[tuple[bytes, int]] = []
    methods = ["initialize", "session/event", "session/progress", "agent/start", "agent/preStep",
               "memory/search", "memory/get", "memory/write", "memory/promote"]
    for i in range(n):
        kind = i % 8
        rid = 100000 + i
        if kind == 0:  # not JSON at all
            junk = bytes(rng.randrange(1, 256) for _ in range(rng.randrange(1, 60))).replace(b"\n", b"")
            out.append((b"{\x00" + junk, -32700))
        elif kind == 1:  # truncated or invalid UTF-8 JSON
            good = json.dumps({"jsonrpc": "2.0", "id": rid, "method": "memory/stats"}).encode()
            out.append((good[: rng.randrange(1, len(good) - 1)] if i % 16 == 1 else b'"\xff\xfe"', -32700))
        elif kind == 2:  # JSON but not a request object
            out.append((json.dumps(rng.choice([1, "str", None, [1, 2], [], 3.14, True])).encode(), -32600))
        elif kind == 3:  # broken envelope
            frame = rng.choice([
                {"id": rid, "method": "memory/stats"},
                {"jsonrpc": "1.0", "id": rid, "method": "memory/stats"},
                {"jsonrpc": "2.0", "id": rid},
                {"jsonrpc": "2.0", "id": {"x": 1}, "method": "memory/stats"},
                {"jsonrpc": "2.0", "id": [rid], "method": "memory/stats"},
                {"jsonrpc": "2.0", "id": True, "method": "memory/stats"},
                {"jsonrpc": "2.0", "id": rid, "method": 42},
            ])
            out.append((json.dumps(frame).encode(), -32600))
        elif kind == 4:  # unknown methods
            name = rng.choice(["memory/delete", "foo", "", "session/events", "MEMORY/SEARCH", "rpc.discover"])
            out.append((json.dumps({"jsonrpc": "2.0", "id": rid, "method": name + str(i % 3)}).encode(), -32601))
        elif kind == 5:  # params of the wrong shape
            out.append((json.dumps({"jsonrpc": "2.0", "id": rid, "method": rng.choice(methods),
                                    "params": rng.choice(["x", 5, True])}).encode(), -32602))
        elif kind == 6:  # fields of the wrong type
            method = rng.choice(methods)
            field = {"initialize": "settings", "session/event": "event", "session/progress": "sessionId",
                     "agent/start": "project", "agent/preStep": "sessionId", "memory/search": "query",
                     "memory/get": "name", "memory/write": "title", "memory/promote": "name"}[method]
            wrong_for_object = [1, "x", True, [1], 2.5]
            wrong_for_string = [1, True, [1], {"a": 1}, 3.5]
            value = rng.choice(wrong_for_object if field in ("settings", "event") else wrong_for_string)
            params = {"sessionId": "s", "event": {"type": "x", "seq": 1}, "query": "q", "name": "n",
                      "title": "t", "body": "b"}
            params[field] = value
            out.append((json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params}).encode(),
                        -32602))
        else:  # bad events inside session/event requests
            ev = rng.choice([{"seq": 1}, {"type": "user/message"}, {"type": "x", "seq": -1},
                             {"type": "x", "seq": "1"}, {"type": "x", "seq": 1, "time": "noon"},
                             {"type": "", "seq": 2}, {"type": 7, "seq": 2}])
            out.append((json.dumps({"jsonrpc": "2.0", "id": rid, "method": "session/event",
                                    "params": {"sessionId": "g", "event": ev}}).encode(), -32602))
    return out


def test_garbage_frames_each_get_an_error_and_serving_continues(tmp_path):
    rng = random.Random(5)
    sc = Sidecar("--max-frame", "65536")
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "g.sqlite3")})
        frames = _garbage(rng, 1200)
        # huge lines: far over --max-frame, valid JSON or not
        for i in range(40):
            body = json.dumps({"jsonrpc": "2.0", "id": 900000 + i, "method": "memory/search",
                               "params": {"query": "x" * (70_000 + 1000 * i)}}).encode()
            frames.append((body if i % 2 else b"[" * 200_000, -32600))
        rng.shuffle(frames)
        codes: dict[int, int] = {}
        for n, (data, expected) in enumerate(frames):
            sc.send_raw(data + b"\n")
            resp = sc.recv()
            assert "error" in resp and resp["error"]["code"] == expected, (data[:200], resp)
            check(resp, "error")
            codes[expected] = codes.get(expected, 0) + 1
            if n % 100 == 0:
                assert "result" in sc.call("memory/stats", {})
        assert len(frames) >= 1000 and set(codes) == {-32700, -32600, -32601, -32602}
        # still serving, and nothing was logged by the garbage
        b = SessionBuilder("after-garbage")
        b.turn("still alive?", [{"text": "yes"}])
        sc.feed(b.session_id, b.events)
        assert sc.result("memory/stats", {})["operational"] == 2
        # notifications with bad params are dropped silently (JSON-RPC), not answered
        sc.send_raw(b'{"jsonrpc":"2.0","method":"session/event","params":{"sessionId":5}}\n')
        sc.send_raw(b'{"jsonrpc":"2.0","method":"no/such/notification"}\n')
        assert "result" in sc.call("memory/stats", {})
    finally:
        sc.close()


def test_startup_housekeeping_on_positive_evidence_only(tmp_path):
    path = str(tmp_path / "h.sqlite3")
    a, b = SessionBuilder("keep-me"), SessionBuilder("gone")
    for s in (a, b):
        s.turn("hello", [{"text": "hi"}])
    sc = Sidecar()
    sc.result("initialize", {"storePath": path})
    sc.feed(a.session_id, a.events)
    sc.feed(b.session_id, b.events)
    assert sc.result("memory/stats", {})["sessions"] == 2
    sc.close()
    sc = Sidecar()  # no live list: nothing pruned
    assert sc.result("initialize", {"storePath": path})["housekeeping"] == {"reset": [], "pruned": []}
    sc.close()
    import sqlite3
    db = sqlite3.connect(path)
    db.execute("DELETE FROM entries WHERE name LIKE 'msg-keep-me-%'")  # a wiped log layer
    db.commit()
    db.close()
    sc = Sidecar()
    init = sc.result("initialize", {"storePath": path, "liveSessions": ["keep-me"]})
    assert init["housekeeping"] == {"reset": ["keep-me"], "pruned": ["gone"]}
    assert sc.result("session/progress", {"sessionId": "keep-me"}) is None  # the host replays from 0
    sc.feed(a.session_id, a.events)
    assert sc.result("session/progress", {"sessionId": "keep-me"})["nextOrdinal"] == 2
    sc.close()
    validate_traffic(sc.traffic)


def test_second_initialize_keeps_buffers_and_refuses_another_store(sidecar, tmp_path):
    b = SessionBuilder("re-init")
    b.turn("first", [{"text": "one"}])
    sidecar.feed(b.session_id, b.events[:-1])  # everything but turn/end: buffered
    again = sidecar.result("initialize", {"storePath": str(tmp_path / "m.sqlite3"),
                                          "settings": {"utcOffsetMinutes": 0}})
    assert again["housekeeping"] == {"reset": [], "pruned": []}
    sidecar.feed(b.session_id, b.events[-1:])
    assert sidecar.result("session/progress", {"sessionId": "re-init"})["nextOrdinal"] == 2
    other = sidecar.call("initialize", {"storePath": str(tmp_path / "other.sqlite3")})
    assert other["error"]["code"] == -32602


def test_known_params_match_the_schemas():
    from dshkit.sidecar.server import NOTIFICATION_PARAMS, REQUEST_PARAMS

    for method, known in {**REQUEST_PARAMS, **NOTIFICATION_PARAMS}.items():
        spec = json.loads((SCHEMAS / f"{method.replace('/', '.')}.params.json").read_text())
        assert spec.get("additionalProperties") is False and known == set(spec.get("properties", {})), method


def test_an_unknown_request_param_is_refused_by_name(tmp_path):
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "u.sqlite3")})
        err = sc.call("memory/write", {"title": "t", "body": "b", "kind": "rule"})["error"]
        assert err["code"] == -32602 and err["data"] == {"param": "kind"}
        assert "unknown param 'kind'" in err["message"] and "type" in err["message"]
        err = sc.call("memory/search", {"query": "x", "includeInbox": True})["error"]
        assert err["data"] == {"param": "includeInbox"} and "known: includeOperational, limit" in err["message"]
        assert "did you mean 'query'" in sc.call("memory/search", {"querry": "x"})["error"]["message"]
        assert sc.call("memory/stats", {"verbose": True})["error"]["data"] == {"param": "verbose"}
        # nothing was written by the refused call; a correct one still works
        assert sc.result("memory/stats", {})["entries"] == 0
        assert sc.result("memory/write", {"title": "t", "body": "b", "type": "rule"})["status"] == "inbox"
    finally:
        sc.close()


def test_an_unknown_notification_param_is_logged_once_and_the_event_kept(tmp_path, capfd):
    from dshkit.sidecar.server import event_params, event_params_fast

    event = {"type": "turn/start", "seq": 0, "time": 1, "data": {"turn": 1}}
    params = {"sessionId": "s1", "event": event, "hostVersion": "9.9"}
    assert event_params_fast(params) is None  # the unusual frame takes the checked path
    assert event_params(params) == ("s1", event, None, None)
    assert event_params(dict(params)) == ("s1", event, None, None)
    assert capfd.readouterr().err.count("session/event: unknown param 'hostVersion' ignored") == 1
    # and over the wire, the event is applied
    sc = Sidecar()
    try:
        sc.result("initialize", {"storePath": str(tmp_path / "n.sqlite3"), "settings": {"utcOffsetMinutes": 0}})
        b = SessionBuilder("s-extra")
        b.turn("remember the budget rule", [{"text": "noted"}])
        for e in b.events:
            sc.notify("session/event", {"sessionId": "s-extra", "event": e, "hostVersion": "9.9"})
        assert sc.result("session/progress", {"sessionId": "s-extra"})["nextOrdinal"] == 2
    finally:
        sc.close()


def test_the_first_step_shows_each_rule_once(sidecar):
    """agent/start's rules and the first step's baseline reach the model in the
    same step: a rule the start text showed is not repeated by the baseline,
    and a later change of it still arrives as an update."""
    s = {"sessionId": "s-once", "project": "demo-1"}
    rule = _rule(sidecar, "tabs", "indent with tabs in the build files")
    fact = _rule(sidecar, "fact f", "the API lives under /v2", kind="fact")
    start = sidecar.result("agent/start", s)
    assert "indent with tabs" in start["text"] and start["rules"] == 1
    base = sidecar.result("agent/preStep", s)
    assert base["kind"] == "baseline" and base["added"] == [fact], base
    assert "indent with tabs" not in base["text"] and "/v2" in base["text"]
    w = sidecar.result("memory/write", {"title": "tabs", "body": "indent with four spaces now",
                                        "key": "tabs", "type": "rule"})
    sidecar.result("memory/promote", {"name": w["name"], "supersede": rule})
    upd = sidecar.result("agent/preStep", {**s, "delivered": base["token"]})
    assert upd["kind"] == "delta" and upd["added"] == [w["name"]] and upd["removed"] == [rule], upd
    # a session the start text never reached still gets every rule in its baseline
    other = sidecar.result("agent/preStep", {"sessionId": "s-other", "project": "demo-1"})
    assert set(other["added"]) == {w["name"], fact}
