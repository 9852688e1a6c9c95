"""Team memory inside the real host: ``examples/team`` on DSH 0.2.1-rc.2, two machines.

Two DSH homes (alice's and bob's machines), each with the team bundle added by ``dsh
plugin --profile sdk add file:…`` and a clone of one repository (same ``origin``, folders
of other names), both pointed at one real PostgreSQL server through ``DSH_TEAM_URL``
(the variable ``examples/team`` names; the password stays out of the bundle):

- alice's agent calls ``memory_write {team: true}`` in a real session: the entry's tool
  offers ``team`` and forwards it, the row's ``config.team`` reached the sidecar as
  ``settings.team``, and the server's inbox holds the rule under the origin's project;
- the lead promotes it (a third machine's sidecar on the same server);
- bob's next session starts with the rule in its FIRST model request.
"""

from __future__ import annotations

import subprocess

import pytest

from tests.host.headless import tool_results
from tests.host.messages_wire import MessagesScriptedModel
from tests.host.sdk_session import SdkInstall, sdk_host_or_skip
from tests.host.test_memory_e2e import REPO, _dshkit
from tests.pgserver import PgServer
from tests.sidecar_team.conftest import need_server_binaries
from tests.sidecar_team.teamharness import TeamSidecar, team_settings

pytestmark = [pytest.mark.host]

RULE_BODY = "The orders service is never deployed on a Friday."
WRITE_TEAM = ("memory_write", {"title": "Never deploy orders on Fridays", "body": RULE_BODY, "type": "rule",
                               "key": "orders-friday-deploys", "team": True})
ALICE = "Team rule, for everyone: never deploy the orders service on Fridays."
BOB = "What should I keep in mind before deploying orders?"
PROJECT = "github.com/acme/shop"


def _clone_origin(work, origin: str) -> None:
    subprocess.run(["git", "init", "-q", str(work)], check=True)
    subprocess.run(["git", "-C", str(work), "remote", "add", "origin", origin], check=True)


@pytest.fixture(scope="module")
def team(tmp_path_factory):
    host = sdk_host_or_skip()
    need_server_binaries()
    base = tmp_path_factory.mktemp("team-sdk")
    server = PgServer().start()
    try:
        url = server.create_database("team_sdk_e2e")
        bundle = base / "bundle"
        build = _dshkit("build", str(REPO / "examples" / "team" / "dshkit.yaml"), "-o", str(bundle))
        assert build.returncode == 0, build.stderr
        alice = SdkInstall(host, base, bundle, "alice")
        bob = SdkInstall(host, base, bundle, "bob")
        _clone_origin(alice.work, "git@github.com:Acme/Shop.git")
        _clone_origin(bob.work, "https://github.com/acme/shop.git")
        out = {"server": server, "url": url, "alice": alice, "bob": bob}
        env = {"DSH_TEAM_URL": url}
        with MessagesScriptedModel(turns={ALICE: [WRITE_TEAM]}, final="Noted for the team.") as model:
            with alice.harness(model, extra_env=env) as harness:
                out["alice_run"] = harness.start_session().run(ALICE)
                out["alice_stderr"] = alice.runtime_stderr(harness)
            out["alice_model"] = model
        out["inbox"] = server.psql("SELECT name, project, status FROM dshkit_team_entries", "team_sdk_e2e")
        lead = TeamSidecar(base, "lead", team_settings(url, author="lead"))
        try:
            name = out["inbox"].split("|")[0].strip()
            out["promote"] = lead.result("memory/promote", {"name": name})
        finally:
            lead.close()
        with MessagesScriptedModel(turns={BOB: []}, final="Ok.") as model:
            with bob.harness(model, extra_env=env) as harness:
                out["bob_run"] = harness.start_session().run(BOB)
            out["bob_model"] = model
        yield out
    finally:
        server.cleanup()


def test_the_agent_writes_to_the_team_inbox_from_a_real_session(team):
    assert team["alice_run"].finish_reason == "completed", team["alice_stderr"]
    first = team["alice_model"].turn_requests(ALICE)[0]
    [write] = [t for t in first.body["tools"] if t["name"] == "memory_write"]
    assert "team" in write["input_schema"]["properties"]
    after = team["alice_model"].turn_requests(ALICE)[-1]
    [result] = tool_results(after.body["messages"])
    assert "Saved to the team's memory inbox as team-" in result, result
    [row] = team["inbox"].splitlines()
    name, project, status = row.split("|")
    assert name.startswith("team-orders-friday-deploys-") and project == PROJECT and status == "inbox"


def test_a_promoted_team_rule_starts_the_other_machines_next_session(team):
    assert team["promote"]["status"] == "active", team["promote"]
    assert team["bob_run"].finish_reason == "completed"
    first = team["bob_model"].requests[0]
    assert first is team["bob_model"].turn_requests(BOB)[0]
    # the agent-start block (title) or the first step's baseline (body): either is the rule
    assert any("Never deploy orders on Fridays" in t or RULE_BODY in t for t in first.texts()), \
        [t[-600:] for t in first.texts()]
    # bob's own store holds no team row as its own entry: the rule lives on the server
    assert not team["bob"].rows("SELECT name FROM entries WHERE name LIKE 'team-%'")
