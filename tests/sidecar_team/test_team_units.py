"""The team project's identity and the server's address, without a server."""

from __future__ import annotations

import pytest

from dshkit.sidecar.team import conninfo
from dshkit.sidecar.team.origin import normalise_origin


@pytest.mark.parametrize("url", [
    "git@github.com:Acme/Shop.git", "https://github.com/acme/shop", "https://me:tok@GitHub.com/acme/shop.git/",
    "ssh://git@github.com:22/acme/shop.git", "git://github.com/acme/shop", "github.com:acme/shop.git",
])
def test_every_clone_url_of_one_repository_is_one_project(url):
    assert normalise_origin(url) == "github.com/acme/shop"


def test_other_repositories_and_no_origin():
    assert normalise_origin("git@github.com:acme/shop-admin.git") == "github.com/acme/shop-admin"
    assert normalise_origin("git@gitlab.com:acme/shop.git") == "gitlab.com/acme/shop"
    assert normalise_origin("/srv/git/shop.git") == "srv/git/shop"
    assert normalise_origin("  ") is None


def test_address_from_url_then_environment_then_pgpass(tmp_path):
    info = conninfo.parse("postgresql://ann:p%40ss@db.example.com:6543/team?sslmode=require", env={})
    assert (info.user, info.password, info.host, info.port, info.database) == \
        ("ann", "p@ss", "db.example.com", 6543, "team")
    assert "p@ss" not in info.display() and "p@ss" not in repr(info)
    assert info.ssl_context() is not None
    env = {"PGUSER": "bob", "PGHOST": "pg.internal", "PGPORT": "5433", "PGDATABASE": "mem", "PGPASSWORD": "envpw"}
    info = conninfo.parse("postgresql://", env=env)
    assert (info.user, info.host, info.port, info.database, info.password) == \
        ("bob", "pg.internal", 5433, "mem", "envpw")
    pgpass = tmp_path / "pgpass"
    pgpass.write_text("other:5432:*:bob:no\npg.internal:5433:*:bob:pa\\:ss\n")
    env = {k: v for k, v in env.items() if k != "PGPASSWORD"} | {"PGPASSFILE": str(pgpass)}
    assert conninfo.parse("postgresql://", env=env).password == "pa:ss"
    assert conninfo.from_settings({"urlEnv": "TEAM", "url": "postgresql://x@y/z"},
                                  env={"TEAM": "postgresql://u@h/d"}).user == "u"
    assert conninfo.from_settings({}, env={}) is None
    with pytest.raises(conninfo.ConnInfoError):
        conninfo.parse("mysql://x@y/z", env={})
