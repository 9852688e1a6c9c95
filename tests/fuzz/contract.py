"""The hostile-input contract every fuzz case is held to, and the figures of a run.

A case passes when the code under test returns normally (a build, findings)
or raises one of the user-facing errors (``DshkitError``, ``LoadError``) whose
text is located (``file[:line:col]: message [CODE]``); it fails on any other
exception (a traceback for the user), on running past CASE_SECONDS (a hang;
SIGALRM interrupts even a blocking ``open`` of a FIFO), on raising this
process's peak RSS by more than MEMORY_BUDGET plus a multiple of the input's
size, and on writing anywhere but its output.
"""

from __future__ import annotations

import os
import re
import resource
import signal
import time
import traceback
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings

from dshkit.errors import DshkitError
from dshkit.model.bundle import LoadError

PROFILE = os.environ.get("DSHKIT_FUZZ", "ci")
# cases per area: the CI profile keeps the three areas under about a minute together
CASES = {"ci": {"spec": 120, "bundle": 100, "tarball": 150, "fix": 60, "record": 40, "buildcheck": 30},
         "thorough": {"spec": 3000, "bundle": 2500, "tarball": 4000, "fix": 1500, "record": 1000, "buildcheck": 600},
         }[PROFILE if PROFILE == "thorough" else "ci"]
CASE_SECONDS = 5.0
MEMORY_BUDGET = 256 * 1024 * 1024  # bytes of peak growth any one case may cause, beyond its input


def area_settings(area: str) -> settings:
    """The Hypothesis settings every fuzz area runs under: its case count,
    reproducible runs, no example database, and no ``explain`` phase (its
    tracing slows cases 5x)."""
    return settings(max_examples=CASES[area], deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck),
                    phases=[Phase.explicit, Phase.generate, Phase.shrink])


LOCATED = re.compile(r"^\S.*?(?::\d+:\d+)?: .+ \[[A-Z]+[0-9]{3}(?:/[A-Z]+[0-9]{3})?\]$", re.S)


class Hang(Exception):
    pass


@dataclass
class AreaStats:
    cases: int = 0
    ok: int = 0
    clean_errors: int = 0
    tracebacks: int = 0
    hangs: int = 0
    slowest: float = 0.0
    slowest_case: str = ""
    peak_growth: int = 0  # bytes the process's peak RSS rose during this area's cases
    codes: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    failures: list[str] = field(default_factory=list)


STATS: dict[str, AreaStats] = defaultdict(AreaStats)


def peak_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux reports KiB


def _alarm(signum, frame):
    raise Hang()


@contextmanager
def deadline(seconds: float):
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def error_text(exc: BaseException) -> str:
    if isinstance(exc, LoadError):
        return f"{exc.path}: {exc.message} [DSH001]"  # as `dshkit check` prints it
    return str(exc)


def run_case(area: str, fn, input_size: int = 0, label: str = ""):
    """Run one case under the contract; returns fn's result (None on a clean error)."""
    stats = STATS[area]
    stats.cases += 1
    before = peak_rss()
    start = time.monotonic()
    outcome, detail, result = "ok", "", None
    try:
        with deadline(CASE_SECONDS):
            result = fn()
    except (DshkitError, LoadError) as exc:
        text = error_text(exc)
        if LOCATED.match(text):
            outcome = "error"
            stats.codes[text.rsplit("[", 1)[1].rstrip("]")] += 1
        else:
            outcome, detail = "traceback", f"unlocated error: {text!r}"
    except Hang:
        outcome, detail = "hang", f"over {CASE_SECONDS} s: {label!r}\n{traceback.format_exc(limit=-8)}"
    except Exception:  # anything else reaches the user as a traceback
        outcome, detail = "traceback", traceback.format_exc(limit=6)
    elapsed = time.monotonic() - start
    growth = peak_rss() - before
    if elapsed > stats.slowest:
        stats.slowest, stats.slowest_case = elapsed, label[:160]
    stats.peak_growth = max(stats.peak_growth, growth)
    if outcome == "ok":
        stats.ok += 1
    elif outcome == "error":
        stats.clean_errors += 1
    elif outcome == "hang":
        stats.hangs += 1
    else:
        stats.tracebacks += 1
    if outcome in ("hang", "traceback"):
        stats.failures.append(detail)
    assert outcome not in ("hang", "traceback"), detail
    assert growth <= MEMORY_BUDGET + 8 * input_size, f"peak RSS rose by {growth >> 20} MiB"
    return result


def snapshot(root: Path, skip: Path | None = None) -> dict[str, tuple]:
    """Every path under ``root`` (not following links) with its kind, size and mtime (files)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        if skip is not None and Path(dirpath) == skip.parent:
            dirnames[:] = [d for d in dirnames if d != skip.name]
            filenames = [f for f in filenames if f != skip.name]
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            st = os.lstat(p)
            # a directory's own size and mtime change when the output appears in it
            out[os.path.relpath(p, root)] = (st.st_mode,) if os.path.isdir(p) and not os.path.islink(p) \
                else (st.st_mode, st.st_size, st.st_mtime_ns)
    return out


def summary_lines() -> list[str]:
    lines = [f"hostile-input fuzz ({PROFILE} profile): process peak RSS {peak_rss() >> 20} MiB"]
    for area, s in sorted(STATS.items()):
        codes = ", ".join(f"{c} {n}" for c, n in sorted(s.codes.items(), key=lambda kv: -kv[1])[:6])
        lines.append(f"  {area:8} cases {s.cases:5}  ok {s.ok:5}  clean errors {s.clean_errors:5}  "
                     f"tracebacks {s.tracebacks}  hangs {s.hangs}  slowest {s.slowest:.2f} s  "
                     f"peak growth {s.peak_growth >> 20} MiB  ({codes})")
    return lines
