"""Secrets planted in team writes never reach the server (redaction runs
before anything is sent: read back from the server's own dump), and the
server's password never appears in the sidecar's log or answers."""

from __future__ import annotations

import json

from tests.pgserver import PASSWORD, PgServer

from .teamharness import TeamSidecar, clone, team_settings

SECRETS = {
    "openai": "sk-proj-Q7wErTy8UiOp9AsDfGh0JkLz1XcVbNm2QwErTyUi",
    "github": "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "aws": "AKIAQ3EGRU6MZ4XGDN7Q",
    "password": "hunter2-correct-horse-battery",
}


def test_planted_secrets_are_not_in_the_servers_dump(tmp_path, pg_server: PgServer, team_url):
    repo = clone(tmp_path, "shop", "git@github.com:acme/shop.git")
    sc = TeamSidecar(tmp_path, "m", team_settings(team_url))
    try:
        b = sc.start_session("s", repo)
        b.user(f"my token is {SECRETS['github']} please keep it")  # a log: stays local anyway
        sc.feed("s", b.events)
        w = sc.result("memory/write", {
            "title": f"Deploy key {SECRETS['aws']}", "team": True, "sessionId": "s", "type": "rule",
            "body": f"Use OPENAI_API_KEY={SECRETS['openai']} and password={SECRETS['password']} for deploys.",
            "key": f"deploy {SECRETS['github']}", "tags": [SECRETS["openai"]],
            "source": f"ci password: {SECRETS['password']}"})
        sc.result("memory/promote", {"name": w["name"]})
        dump = pg_server.dump(team_url.rsplit("/", 1)[1])
        assert "[REDACTED" in dump and "for deploys" in dump  # the entry is there, its secrets are not
        for label, secret in SECRETS.items():
            assert secret not in dump, label
            assert secret[:16] not in dump, label
        got = sc.result("memory/get", {"name": w["name"]})
        assert not any(s in json.dumps(got) for s in SECRETS.values())
    finally:
        sc.close()


def test_the_servers_password_is_never_logged(tmp_path, pg_server: PgServer, team_url):
    wrong = team_url.replace(PASSWORD, "wrong-pw-Zx81")
    good = TeamSidecar(tmp_path, "good", team_settings(team_url))
    bad = TeamSidecar(tmp_path, "bad", team_settings(wrong))
    try:
        answers = [good.result("memory/stats")]
        err = bad.call("memory/write", {"title": "t", "body": "some body text", "team": True})["error"]
        assert err["code"] == -32015
        answers += [err, bad.result("memory/stats")]
        bad.close()
        good.close()
        text = good.stderr() + bad.stderr() + json.dumps(answers)
        assert "team memory on postgresql://dshkit@127.0.0.1" in good.stderr()
        assert PASSWORD not in text and "wrong-pw-Zx81" not in text
    finally:
        good.close()
        bad.close()


def test_password_from_the_environment_or_pgpass(tmp_path, pg_server: PgServer, team_url):
    bare = team_url.replace(f":{PASSWORD}@", "@")
    via_env = TeamSidecar(tmp_path, "env", team_settings(bare), env={"PGPASSWORD": PASSWORD})
    pgpass = tmp_path / "pgpass"
    pgpass.write_text(f"# team\n127.0.0.1:{pg_server.port}:*:dshkit:{PASSWORD}\n")
    pgpass.chmod(0o600)
    via_file = TeamSidecar(tmp_path, "file", {**team_settings(""), "urlEnv": "TEAM_URL"},
                           env={"PGPASSFILE": str(pgpass), "TEAM_URL": bare, "PGPASSWORD": ""})
    try:
        for sc in (via_env, via_file):
            w = sc.result("memory/write", {"title": "Auth works", "body": "Password found without the URL.",
                                           "team": True, "global": True})
            assert w["project"] == ""
    finally:
        via_env.close()
        via_file.close()
