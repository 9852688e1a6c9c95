"""Run the rules over a context; apply disables and per-line suppressions."""

from __future__ import annotations

from dshkit.check.context import CheckContext
from dshkit.check.finding import Finding
from dshkit.check.rules import all_rules
from dshkit.model.problem import ERROR, INFO

INTERNAL = "DSH000"
ROWS_UNKNOWN = "DSH005"  # the host snapshot knows none of the host's rows: some rules cannot run


def disabled_names(names) -> set[str]:
    """``--disable`` values as run_rules matches them: codes in upper case
    (``dsh306`` is DSH306), rule names as given."""
    return {d.upper() if d.upper().startswith("DSH") else d for d in names}


def run_rules(ctx: CheckContext, disabled: set[str] = frozenset()) -> list[Finding]:
    findings: set[Finding] = set()
    skipped = []
    for rule in all_rules():
        if rule.ID in disabled or rule.NAME in disabled:
            continue
        if getattr(rule, "NEEDS_HOST_ROWS", False) and not ctx.host.rows_known:
            skipped.append(rule.ID)  # it would report every host row as missing
            continue
        try:
            for h in rule.check(ctx):
                code = h.code or rule.ID
                if code in disabled:
                    continue
                marks = ctx.suppressed.get(h.path, {}).get(h.line or -1, ())
                if code in marks or "ALL" in marks:
                    continue
                findings.add(Finding(h.path, h.line, h.column, code, h.severity or rule.SEVERITY,
                                     h.message, rule.NAME))
        except Exception as exc:  # a rule bug must not hide the other findings
            findings.add(Finding("<dshkit>", None, None, INTERNAL, ERROR,
                                 f"internal error in rule {rule.ID} ({rule.NAME}): {type(exc).__name__}: {exc}",
                                 "internal-error"))
    if skipped and ROWS_UNKNOWN not in disabled:
        why = "; ".join(f"{k}: {v}" for k, v in sorted(ctx.host.underivable.items())) or "no rows recorded"
        findings.add(Finding("<dshkit>", None, None, ROWS_UNKNOWN, INFO,
                             f"host {ctx.host_name}: its snapshot ({ctx.host.derived_from}) knows none of the "
                             f"host's rows ({why}); not checked against it: {', '.join(skipped)}",
                             "host-rows-unknown"))
    return sorted(findings, key=Finding.sort_key)
