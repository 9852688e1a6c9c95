"""Relative dates rewritten against the event's own time (docs/memory.md "Content policy").

A memory read weeks later must not say "yesterday": each relative phrase is
replaced by the absolute date it meant when the message was sent. Weeks become
``the week of <Monday>``; hour/minute offsets and 刚才/现在 keep the time.
"""

from __future__ import annotations

import datetime as dt
import re

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
_NUM = r"(\d{1,4}|[零〇一二两三四五六七八九十]{1,4})"


def cn_number(s: str) -> int:
    if s.isdigit():
        return int(s)
    if "十" in s:
        tens, _, ones = s.partition("十")
        return (_CN_DIGITS.get(tens, 1) if tens else 1) * 10 + (_CN_DIGITS.get(ones, 0) if ones else 0)
    n = 0
    for ch in s:
        n = n * 10 + _CN_DIGITS.get(ch, 0)
    return n


def tz_for(offset_minutes: int | None) -> dt.tzinfo | None:
    """A fixed zone, or None for the machine's local zone (DST-correct per instant)."""
    if offset_minutes is None:
        return None
    return dt.timezone(dt.timedelta(minutes=offset_minutes))


# Event times a datetime holds with room for date arithmetic (year 2 to 9997): a
# time outside (a hostile or broken host) is no time, not an OverflowError that
# would fail the span's write again at every later turn.
_MIN_MS, _MAX_MS = -62_104_060_800_000, 253_339_200_000_000


def event_datetime(time_ms: int | float | None, tz: dt.tzinfo | None) -> dt.datetime:
    if (not isinstance(time_ms, (int, float)) or isinstance(time_ms, bool)
            or not _MIN_MS < time_ms < _MAX_MS):  # NaN fails the comparison too
        moment = dt.datetime.now(tz)
    else:
        moment = dt.datetime.fromtimestamp(time_ms / 1000.0, tz)
    return moment if tz is not None else moment.astimezone()


def _day(base: dt.datetime, days: int) -> str:
    return (base + dt.timedelta(days=days)).date().isoformat()


def _week(base: dt.datetime, weeks: int) -> str:
    monday = base.date() - dt.timedelta(days=base.weekday()) + dt.timedelta(weeks=weeks)
    return f"the week of {monday.isoformat()}"


def _minute(base: dt.datetime, delta: dt.timedelta = dt.timedelta()) -> str:
    return (base + delta).strftime("%Y-%m-%d %H:%M")


_CN_DAY = {"今天": 0, "今日": 0, "昨天": -1, "昨日": -1, "明天": 1, "明日": 1, "前天": -2, "后天": 2}
_CN_WEEK = {"上周": -1, "上星期": -1, "本周": 0, "这周": 0, "这星期": 0, "下周": 1, "下星期": 1}
_EN_DAY = {"today": 0, "yesterday": -1, "tomorrow": 1}
_EN_WEEK = {"last week": -1, "this week": 0, "next week": 1}
_UNITS = {"天": "d", "日": "d", "小时": "h", "个小时": "h", "分钟": "m", "周": "w", "星期": "w", "个星期": "w",
          "day": "d", "days": "d", "hour": "h", "hours": "h", "minute": "m", "minutes": "m",
          "week": "w", "weeks": "w"}

# Every alternative below starts with a digit or one of these CJK characters,
# or, after a word boundary, with a letter that begins an English number, "in"
# or a day/week word. Checking that first keeps the many-branch match from
# being tried at every position of a long message. (No capturing group here:
# group numbers below stay as they are.)
_FIRST = r"(?=[\d零〇一二两三四五六七八九十今昨明前后上本这下刚现]|\b(?:[aotfseni]|(?i:[tyln])))"
_RULES_SRC = _FIRST + "(?:" + (
    "|".join([
        rf"(?P<cnrel>{_NUM}\s*(?P<cnunit>个小时|个星期|小时|分钟|天|日|周|星期)\s*(?P<cndir>前|后|之前|之后|以前|以后))",
        r"(?P<cnday>今天|今日|昨天|昨日|明天|明日|前天|后天)",
        r"(?P<cnweek>上周|上星期|本周|这周|这星期|下周|下星期)",
        r"(?P<cnnow>刚才|现在)",
        r"(?P<enago>\b(?P<enn>\d{1,4}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
        r"(?P<enunit>days?|hours?|minutes?|weeks?)\s+ago\b)",
        r"(?P<enin>\bin\s+(?P<enn2>\d{1,4}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
        r"(?P<enunit2>days?|hours?|minutes?|weeks?)\b)",
        r"(?P<enday>\b(?i:today|yesterday|tomorrow)\b)",
        r"(?P<enweek>\b(?i:last|this|next)\s+week\b)",
    ])
) + ")"
_RULES: re.Pattern[str] | None = None  # compiled on first use
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
               "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _offset(base: dt.datetime, n: int, unit: str) -> str:
    if unit == "d":
        return _day(base, n)
    if unit == "w":
        return _day(base, 7 * n)
    if unit == "h":
        return _minute(base, dt.timedelta(hours=n))
    return _minute(base, dt.timedelta(minutes=n))


_CN_TRIGGER = re.compile("[今昨明前后上本这下刚现]")
# Every English alternative contains one of these (its unit or day/week word).
_EN_TRIGGERS = ("day", "week", "hour", "minute", "tomorrow")


# Upper-case letters of the case-insensitive English words (today, yesterday,
# tomorrow); without any of them, lower-casing cannot reveal a trigger.
_EN_UPPER = ("D", "A", "Y", "T", "O", "M", "R", "W")


def _may_have_english_date(text: str) -> bool:
    """False only if no English alternative can match. The units and ``week``
    are matched case-sensitively, so a literal test suffices; only the
    day words are case-insensitive, and none of their letters has a non-ASCII
    case fold: only an ASCII upper-case letter can hide them from the literal test."""
    for t in _EN_TRIGGERS:
        if t in text:
            return True
    for c in _EN_UPPER:
        if c in text:
            break
    else:
        return False
    low = text.lower()
    for t in _EN_TRIGGERS:
        if t in low:
            return True
    return False


def absolutize(text: str, base: dt.datetime) -> str:
    """Rewrite relative date phrases in ``text`` against ``base``."""
    if not text:
        return text
    # Cheap gates first: most messages contain no date word at all.
    if not _may_have_english_date(text) and (text.isascii() or _CN_TRIGGER.search(text) is None):
        return text

    def repl(m: re.Match[str]) -> str:
        kind = m.lastgroup
        if kind == "cnrel":
            n = cn_number(m.group(2))
            sign = -1 if m.group("cndir").endswith("前") else 1
            return _offset(base, sign * n, _UNITS[m.group("cnunit")])
        if kind == "cnday":
            return _day(base, _CN_DAY[m.group()])
        if kind == "cnweek":
            return _week(base, _CN_WEEK[m.group()])
        if kind == "cnnow":
            return _minute(base)
        if kind == "enago":
            n = int(m.group("enn")) if m.group("enn").isdigit() else _EN_NUMBERS[m.group("enn").lower()]
            return _offset(base, -n, _UNITS[m.group("enunit").lower()])
        if kind == "enin":
            n = int(m.group("enn2")) if m.group("enn2").isdigit() else _EN_NUMBERS[m.group("enn2").lower()]
            return "on " + _offset(base, n, _UNITS[m.group("enunit2").lower()])
        if kind == "enday":
            return _day(base, _EN_DAY[m.group().lower()])
        if kind == "enweek":
            return _week(base, _EN_WEEK[" ".join(m.group().lower().split())])
        return m.group()

    global _RULES
    if _RULES is None:
        _RULES = re.compile(_RULES_SRC)
    return _RULES.sub(repl, text)
