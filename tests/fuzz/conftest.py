"""Print the fuzz figures after a run (cases, clean errors, tracebacks, hangs, peak RSS)."""

from __future__ import annotations

import json
import os

from tests.fuzz.contract import STATS, peak_rss, summary_lines


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not STATS:
        return
    for line in summary_lines():
        terminalreporter.write_line(line)
    if os.environ.get("DSHKIT_FUZZ_VERBOSE"):
        for area, s in sorted(STATS.items()):
            terminalreporter.write_line(f"  slowest {area}: {s.slowest:.2f} s: {s.slowest_case!r}")
    report = os.environ.get("DSHKIT_FUZZ_REPORT")
    if report:
        with open(report, "w", encoding="utf-8") as fh:
            json.dump({"peak_rss_mib": peak_rss() >> 20, "areas": {
                a: {k: v for k, v in vars(s).items() if k not in ("failures",)} for a, s in STATS.items()}},
                fh, indent=2, default=dict)
