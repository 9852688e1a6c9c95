"""Planted secrets (>= 25 kinds) never reach the store or an injection.

Values are generated at test time (random, right shape) so no credential-like
literal sits in the repository.
"""

from __future__ import annotations

import base64
import glob
import json
import random
import string

import pytest

from dshkit.sidecar import ops
from dshkit.sidecar.ingest import Ingestor, IngestSettings
from dshkit.sidecar.recall import DeltaInjector, agent_start_text
from dshkit.sidecar.redact import redact
from dshkit.sidecar.search import search
from dshkit.sidecar.store import Store

from .harness import SessionBuilder

rng = random.Random(25)
UP = string.ascii_uppercase + string.digits
AN = string.ascii_letters + string.digits


def r(chars: str, n: int) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def _pem(kind: str) -> tuple[str, str]:
    body = "\n".join(r(AN + "+/", 64) for _ in range(4))
    return f"-----BEGIN {kind}PRIVATE KEY-----\n{body}\n-----END {kind}PRIVATE KEY-----", body.split("\n")[1]


def corpus() -> list[tuple[str, str, str]]:
    """(kind, text containing the secret, the secret part that must vanish)."""
    out = []

    def add(kind, text, secret):
        out.append((kind, text, secret))

    v = "AKIA" + r(UP, 16); add("aws-access-key", f"key id {v} in prod", v)
    v = "ASIA" + r(UP, 16); add("aws-session-key", f"temp creds {v}.", v)
    v = r(AN + "/+", 40); add("aws-secret", f"aws_secret_access_key = {v}", v)
    v = "ghp_" + r(AN, 36); add("github-pat-classic", f"token {v} works", v)
    v = "gho_" + r(AN, 36); add("github-oauth", f"({v})", v)
    v = "github_pat_" + r(AN + "_", 60); add("github-pat-fine", f"use {v}", v)
    v = "glpat-" + r(AN + "_-", 20); add("gitlab", f"GITLAB {v}", v)
    v = "xoxb-" + r(string.digits, 12) + "-" + r(AN, 24); add("slack-bot", f"slack: {v}", v)
    v = "https://hooks.slack.com/services/T" + r(UP, 8) + "/B" + r(UP, 8) + "/" + r(AN, 24)
    add("slack-webhook", f"post to {v} now", v.split("/services/")[1])
    v = "sk-" + r(AN, 48); add("openai", f"OPENAI {v}", v)
    v = "sk-proj-" + r(AN + "_-", 60); add("openai-project", f"{v}", v)
    v = "sk-ant-api03-" + r(AN + "_-", 80); add("anthropic", f"claude key {v}", v)
    seg = lambda n: base64.urlsafe_b64encode(r(AN, n).encode()).decode().rstrip("=")  # noqa: E731
    v = "eyJ" + seg(30) + ".eyJ" + seg(40) + "." + seg(32); add("jwt", f"session cookie {v}", v)
    v = r(AN, 40); add("bearer", f"curl -H 'Authorization: Bearer {v}' https://api", v)
    v = base64.b64encode(f"admin:{r(AN, 12)}".encode()).decode(); add("basic-auth", f"Authorization: Basic {v}", v)
    pem, part = _pem("RSA "); add("pem-rsa", f"here:\n{pem}\nthanks", part)
    pem, part = _pem("OPENSSH "); add("pem-openssh", pem, part)
    pem, part = _pem("EC "); add("pem-ec", f"```\n{pem}\n```", part)
    pem, part = _pem(""); add("pem-pkcs8-json", json.dumps({"private_key": pem}), part.replace("/", "\\/")[:20])
    v = r(AN, 14); add("url-postgres", f"DATABASE_URL=postgres://app:{v}@db.internal:5432/app", v)
    v = r(AN, 20); add("url-https", f"git clone https://bob:{v}@github.com/org/repo", v)
    v = r(AN, 12); add("password-eq", f"login with password={v} please", v)
    v = r(AN, 12); add("password-json", json.dumps({"user": "u", "password": v}), v)
    v = r(AN, 12); add("password-yaml", f"db:\n  PASSWORD: {v}\n", v)
    v = r(AN, 24); add("api-key-eq", f"api_key={v}", v)
    v = r(AN, 24); add("client-secret", f"client_secret: {v}", v)
    v = "AIza" + r(AN + "_-", 35); add("google-api", f"maps {v}", v)
    v = "sk_live_" + r(AN, 24); add("stripe", f"stripe {v}", v)
    v = "SG." + r(AN, 22) + "." + r(AN, 43); add("sendgrid", f"mail {v}", v)
    v = "npm_" + r(AN, 36); add("npm", f"//registry.npmjs.org/:_authToken={v}", v)
    v = "pypi-AgEIcHlwaS5vcmc" + r(AN, 60); add("pypi", f"twine {v}", v)
    v = "hf_" + r(AN, 34); add("huggingface", f"HF {v}", v)
    v = "SK" + r("0123456789abcdef", 32); add("twilio", f"twilio {v}", v)
    v = r(string.digits, 9) + ":AA" + r(AN + "_-", 33); add("telegram", f"bot {v}", v)
    v = r(AN + "+/", 86) + "=="; add("azure-storage", f"DefaultEndpointsProtocol=https;AccountKey={v};", v)
    v = r(AN, 30); add("env-token", f"export GITHUB_TOKEN={v}", v)
    v = r(AN, 16); add("secret-yaml", f"secret: {v}", v)
    v = "hvs." + r(AN, 30); add("vault", f"VAULT {v}", v)
    return out


CORPUS = corpus()


def test_corpus_has_at_least_25_kinds():
    assert len({k for k, _, _ in CORPUS}) >= 25


@pytest.mark.parametrize("kind,text,secret", CORPUS, ids=[k for k, _, _ in CORPUS])
def test_redact_removes_each_secret(kind, text, secret):
    out = redact(text)
    assert secret not in out and "[REDACTED:" in out
    assert redact(out) == out  # idempotent


def test_no_planted_secret_survives_into_store_or_injection(tmp_path):
    path = str(tmp_path / "s.sqlite3")
    store = Store(path)
    ing = Ingestor(store, IngestSettings(utc_offset_minutes=0))
    b = SessionBuilder("s-secrets")
    for i, (kind, text, _) in enumerate(CORPUS):
        b.turn(f"please remember: {text}",
               [{"text": "working", "tools": [("bash", f"{text}\n[exit code: 1]")]},
                {"text": f"Noted. You said {text}"}],
               title=f"{kind}: {text}" if i % 5 == 0 else None)
    for e in [b.header, *b.events]:
        ing.on_event(b.session_id, e)
    ing.dispose(b.session_id)
    injected = []
    delta = DeltaInjector(store)
    for i, (kind, text, _) in enumerate(CORPUS):
        w = ops.write_inbox(store, title=f"{kind} {text[:40]}", body=text, entry_type="rule",
                            scope="", tags=[text[:30]], key=f"{kind} {text}", source=text, verify_when=text)
        ops.promote(store, w["name"])
        if i % 7 == 0:
            injected.append(agent_start_text(store, "demo", budget=100_000)[0])
            injected.append(delta.pre_step(f"inj-{i}", "demo")["text"])
    hits = search(store, "remember", include_operational=True, limit=200)
    store.close()
    blobs = [open(f, "rb").read() for f in glob.glob(path + "*")]
    text_out = "\n".join(x for x in injected if x) + json.dumps(hits, ensure_ascii=False)
    assert len(hits) > 0 and text_out.count("[REDACTED:") > 25
    for kind, _, secret in CORPUS:
        assert secret not in text_out, kind
        for blob in blobs:
            assert secret.encode() not in blob, kind
