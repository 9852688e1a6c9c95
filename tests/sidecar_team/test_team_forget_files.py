"""Where a forgotten team entry's text remains on the server, read from the
server's own files (docs/memory.md "Team memory", its paragraph "Forget").

Two teammates with their own roles: the table's owner and a teammate granted
only reads and writes (a role that cannot create anything in the schema
still uses the store). A forget by the teammate deletes the row (gone from
``pg_dump``) but may not vacuum: the text stays in the table's files. A forget
by the owner rewrites the table (``VACUUM FULL``): the text of both is in no
file of the database any more. The WAL keeps it until its segments are
recycled: asserted, so the documented gap stays true. The forget record
keeps the name and key (a slug of the title when no key was given), never
the body: the secrets here are in bodies."""

from __future__ import annotations

import os

from tests.pgserver import PgServer

from .teamharness import TeamSidecar, clone, holding, team_settings

SECRET_A = "quokkasplineamber"  # plain words (nothing to redact), unique on the server
SECRET_B = "wombatlatticecobalt"


def test_what_a_forget_leaves_on_the_server_for_a_teammate_and_for_the_owner(tmp_path, pg_server: PgServer):
    tag = f"f{os.getpid()}"
    database = f"{tag}_forget"
    owner, mate = f"{tag}_owner", f"{tag}_mate"
    pg_server.psql(f"CREATE ROLE {owner} LOGIN PASSWORD 'pw-owner'; CREATE ROLE {mate} LOGIN PASSWORD 'pw-mate'",
                   "postgres")
    pg_server.psql(f"CREATE DATABASE {database} OWNER {owner}", "postgres")
    url = f"postgresql://{{}}@127.0.0.1:{pg_server.port}/{database}"
    repo = clone(tmp_path, "shop", "git@github.com:acme/shop.git")
    alice = TeamSidecar(tmp_path, "alice", team_settings(url.format(f"{owner}:pw-owner"), author="alice"))
    bob = None
    try:
        alice.start_session("a", repo)
        a = alice.result("memory/write", {"title": "Release codename", "key": "codename-now", "team": True,
                                          "sessionId": "a", "body": f"The release is called {SECRET_A} internally."})
        for i in range(20):  # neighbours on the same pages
            alice.result("memory/write", {"title": f"Fact {i}", "body": f"Team fact {i}.", "team": True,
                                          "sessionId": "a"})
        pg_server.psql(f"GRANT SELECT, INSERT, UPDATE, DELETE ON dshkit_team_entries, dshkit_team_forgotten "
                       f"TO {mate}; GRANT USAGE ON SEQUENCE dshkit_team_forgotten_id_seq TO {mate}", database)
        bob = TeamSidecar(tmp_path, "bob", team_settings(url.format(f"{mate}:pw-mate"), author="bob"))
        bob.start_session("b", repo)
        b = bob.result("memory/write", {"title": "Next codename", "key": "codename-next", "team": True,
                                        "sessionId": "b", "body": f"The next one is called {SECRET_B}."})
        assert set(holding(pg_server, database, SECRET_B)) == {"table files", "wal"}

        # the teammate's forget: the row is gone for everyone, but it may not vacuum the owner's table
        gone = bob.result("memory/forget", {"name": b["name"]})
        assert gone["forgotten"] is True and gone["vacuum"] is None and gone["forgottenBy"] == "bob"
        assert SECRET_B not in pg_server.dump(database)
        assert "table files" in holding(pg_server, database, SECRET_B)  # the documented gap

        # the owner's forget rewrites the table: neither text is in its files, only in the WAL
        gone = alice.result("memory/forget", {"name": a["name"]})
        assert gone["vacuum"] == "full"
        dump = pg_server.dump(database)
        assert SECRET_A not in dump and SECRET_B not in dump and "Team fact 7." in dump
        for secret in (SECRET_A, SECRET_B):
            assert set(holding(pg_server, database, secret)) == {"wal"}, secret
        # the rewrite kept the store working for both
        assert bob.result("memory/write", {"title": "After", "body": "Still works.", "team": True})["status"] == "inbox"
        assert pg_server.psql("SELECT forgotten_by FROM dshkit_team_forgotten ORDER BY id",
                              database).split() == ["bob", "alice"]
    finally:
        alice.close()
        if bob is not None:
            bob.close()
