"""Content policy pieces: relative dates, caps, tool ledger, verify_when."""

from __future__ import annotations

import datetime as dt

import pytest

from dshkit.sidecar.content import ToolCall, apply_policy, judge_result, ledger_lines
from dshkit.sidecar.dates import absolutize, cn_number
from dshkit.sidecar.recall import verify_due_ms

# Sunday 2026-11-29 21:55 in UTC+8
BASE = dt.datetime(2026, 11, 29, 21, 55, tzinfo=dt.timezone(dt.timedelta(hours=8)))


@pytest.mark.parametrize("text,expected", [
    ("今天开会", "2026-11-29开会"),
    ("昨天的构建", "2026-11-28的构建"),
    ("明天发布", "2026-11-30发布"),
    ("上周的决定", "the week of 2026-11-16的决定"),
    ("本周完成", "the week of 2026-11-23完成"),
    ("这周", "the week of 2026-11-23"),
    ("下周见", "the week of 2026-11-30见"),
    ("刚才说的", "2026-11-29 21:55说的"),
    ("现在", "2026-11-29 21:55"),
    ("3天前", "2026-11-26"),
    ("十天后", "2026-12-09"),
    ("两小时前", "2026-11-29 19:55"),
    ("30分钟后", "2026-11-29 22:25"),
    ("Yesterday's CI failed; fix it by tomorrow.", "2026-11-28's CI failed; fix it by 2026-11-30."),
    ("today", "2026-11-29"),
    ("5 days ago", "2026-11-24"),
    ("in 3 days", "on 2026-12-02"),
    ("2 hours ago", "2026-11-29 19:55"),
    ("an hour ago", "2026-11-29 20:55"),
    ("15 minutes ago", "2026-11-29 21:40"),
    ("no dates here, todays and yesterdayish stay", "no dates here, todays and yesterdayish stay"),
])
def test_relative_dates(text, expected):
    assert absolutize(text, BASE) == expected


def test_chinese_numerals():
    assert [cn_number(s) for s in ("三", "十", "十二", "二十", "两", "12")] == [3, 10, 12, 20, 2, 12]


def test_policy_order_redact_then_cap_then_dates():
    # the cap must not cut a secret in half: redaction runs first
    secret = "ghp_" + "a" * 36
    text = "x" * 95 + secret + " 昨天"
    out = apply_policy(text, 100, BASE)
    # 95 + len("[REDACTED:github-token]") + len(" 昨天") = 121 chars before the cap
    assert out == "x" * 95 + "[REDA\n[...truncated 21 chars]"
    assert apply_policy("昨天 " + "y" * 10, 100, BASE) == "2026-11-28 " + "y" * 10


def test_judge_result():
    assert judge_result("ok\n[exit code: 0]", False) == (True, "", "")
    ok, code, line = judge_result("[stderr]\nls: cannot access 'x': No such file or directory\n[exit code: 2]",
                                  False)
    assert (ok, code, line) == (False, "exit 2", "ls: cannot access 'x': No such file or directory")
    assert judge_result("Error: ENOENT: no such file, open '/a'", True)[1] == "ENOENT"
    assert judge_result("token=abcdef123456 failed", True)[2] == "token=[REDACTED:token] failed"


def test_ledger_lines_collapse_only_consecutive_successes():
    calls = [ToolCall("1", "read", 0, 400, True), ToolCall("2", "read", 0, 800, True),
             ToolCall("3", "bash", 0, 2000, False, "boom", "exit 1"), ToolCall("4", "read", 0, 100, True),
             ToolCall("5", "grep", 0, None, None)]
    assert ledger_lines(calls) == [
        "1. `read` ×2 — ✅ 1.2s total",
        "2. `bash` — ❌ 2.0s — Error (exit 1) — boom",
        "3. `read` — ✅ 0.1s",
        "4. `grep` — ❌ no result",
    ]


def test_verify_when_forms():
    created = int(BASE.timestamp() * 1000)
    day = 86_400_000
    assert verify_due_ms("立即", created) == created
    assert verify_due_ms("3个月后", created) == created + 90 * day
    assert verify_due_ms("2周后", created) == created + 14 * day
    assert verify_due_ms("in 10 days", created) == created + 10 * day
    assert verify_due_ms("2027-01-05", created) == int(dt.datetime(2027, 1, 5, tzinfo=dt.timezone.utc)
                                                        .timestamp() * 1000)
    assert verify_due_ms("when the API is stable", created) is None
    assert verify_due_ms("2027-13-45", created) is None
