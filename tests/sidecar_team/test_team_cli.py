"""``dshkit memory`` and ``team-`` entries, against the real server: show,
promote, forget and search reach the team's server given its URL
(``--team-url`` or ``DSH_TEAM_URL``, the password from ``PGPASSWORD`` as the
sidecar finds it), through the sidecar's own operations (a CLI forget is
recorded like the protocol's, and every sidecar drops the entry); without a
URL, or with the server down, one clear line and exit 2."""

from __future__ import annotations

from tests.pgserver import PASSWORD, PgServer

from .teamharness import TeamSidecar, clone, dshkit_memory, team_settings


def test_show_promote_search_forget_a_team_entry_from_the_shell(tmp_path, pg_server: PgServer, team_url):
    database = team_url.rsplit("/", 1)[1]
    bare = pg_server.url(database, password=False)  # the password comes from PGPASSWORD, as libpq would
    env = {"DSH_TEAM_URL": bare, "PGPASSWORD": PASSWORD}
    repo = clone(tmp_path, "shop", "git@github.com:acme/shop.git")
    sc = TeamSidecar(tmp_path, "m", team_settings(team_url))
    try:
        sc.start_session("s", repo)
        sc.result("agent/start", {"sessionId": "s"})
        name = sc.result("memory/write", {"title": "Freeze the orders schema", "type": "rule", "team": True,
                                          "body": "No orders migration until the audit ends.",
                                          "sessionId": "s"})["name"]

        code, out, err = dshkit_memory("show", name, "--team-url", team_url)
        assert code == 0, err
        assert out.startswith(f"# {name}  (rule, inbox)") and "No orders migration" in out
        assert "scopes: github.com/acme/shop" in out and "team:   written by" in out

        code, out, err = dshkit_memory("promote", name, env=env)
        assert code == 0 and out.strip() == f"{name} is active for the team", err
        sc.wait_for(lambda s: s["team"]["cachedEntries"] == 1, what="the promoted entry in the cache")
        assert "Freeze the orders schema" in sc.result("agent/start", {"sessionId": "s"})["text"]

        store = tmp_path / "cli.sqlite3"
        TeamSidecar(tmp_path, "cli", None).close()  # an empty local store of its own
        code, out, err = dshkit_memory("search", "orders audit", "--store", str(store), env=env)
        assert code == 0, err
        assert out.splitlines()[0].startswith(f"{name}  [active]") and out.splitlines()[0].endswith("(team)")

        code, out, err = dshkit_memory("forget", name, env=env)
        assert code == 0, err
        assert out.startswith(f"forgot {name} for the whole team (recorded as forgotten by ")
        assert pg_server.psql(f"SELECT count(*) FROM dshkit_team_entries WHERE name = '{name}'",
                              database).strip() == "0"
        who = pg_server.psql(f"SELECT forgotten_by FROM dshkit_team_forgotten WHERE name = '{name}'",
                             database).strip()
        assert who and who in out
        sc.wait_for(lambda s: s["team"]["cachedEntries"] == 0, what="the sidecar to drop the forgotten entry")
        assert "Freeze the orders schema" not in (sc.result("agent/start", {"sessionId": "s"})["text"] or "")

        code, _, err = dshkit_memory("show", name, env=env)
        assert code == 2 and err.strip().endswith(f"no team entry named {name!r} [MEM003]"), err
    finally:
        sc.close()


def test_a_team_name_without_a_server_or_with_the_server_down_is_one_clear_line(tmp_path):
    for args in (("show", "team-x-1a2b3c4d"), ("promote", "team-x-1a2b3c4d"), ("forget", "team-x-1a2b3c4d")):
        code, out, err = dshkit_memory(*args)
        assert code == 2 and out == "", err
        assert err.count("\n") == 1 and "Traceback" not in err
        assert "team-x-1a2b3c4d is a team entry, kept on the team's server: pass --team-url" in err
        assert "DSH_TEAM_URL" in err and err.strip().endswith("[MEM009]")
    code, _, err = dshkit_memory("promote", "team-x-1a2b3c4d", "--global", "--team-url", "postgresql://u@h/d")
    assert code == 2 and err.strip().endswith("write it with global: true [MEM004]"), err
    code, _, err = dshkit_memory("show", "team-x-1a2b3c4d", "--team-url", "mysql://u@h/d")
    assert code == 2 and "--team-url must be a postgresql:// URL [MEM009]" in err, err
    # nothing listens on this port: the address (never the password) and the reason, exit 2
    code, _, err = dshkit_memory("forget", "team-x-1a2b3c4d", "--team-url", "postgresql://u:secret-pw@127.0.0.1:9/d")
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("postgresql://u@127.0.0.1:9/d: cannot reach the team server") and "[MEM010]" in err
    assert "secret-pw" not in err
