"""``dshkit check [PATH...]``."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import click

from dshkit.check.config import FAIL_ON, find_config, load_config
from dshkit.check.context import SURFACES
from dshkit.check.host import known_versions
from dshkit.check.reporters import FORMATS, render
from dshkit.check.rules import all_rules, rule_by_code, summary
from dshkit.errors import DshkitError, Location
from dshkit.model.bundle import LoadError
from dshkit.model.problem import SEVERITIES, severity_rank


def _list_rules() -> str:
    lines = []
    for r in all_rules():
        lines.append(f"{r.ID}  {r.NAME:<30} {r.SEVERITY:<8} {summary(r)}")
    return "\n".join(lines) + "\n"


def _explain(code: str) -> str:
    rule = rule_by_code(code)
    if rule is None:
        raise DshkitError(f"no such rule {code!r} (see --list-rules)", None, "DSH003")
    lines = (rule.__doc__ or "").strip().splitlines()
    doc = lines[0] + "\n" + textwrap.dedent("\n".join(lines[1:]))
    return f"{rule.ID} {rule.NAME} (default severity: {rule.SEVERITY})\n\n{doc.rstrip()}\n"


def _fix(paths: list[str], host, surface: str | None, disabled: set[str], write: bool) -> None:
    """Plan the mechanical fixes; write them (``--fix``) or print them as a diff (``--diff``).

    A file a fix would break, change beyond the fix, push over a limit or that
    lies outside the bundle is not written: a located DSH006 line says why."""
    from dshkit.check.api import load_inputs
    from dshkit.check.context import CheckContext
    from dshkit.check.fix import plan
    from dshkit.check.hostset import plan as host_plan
    from dshkit.check.runner import disabled_names, run_rules
    from dshkit.fsutil import write_output

    bundles, profile = load_inputs(paths)
    disabled = disabled_names(disabled)
    rules = [r for r in all_rules() if r.ID not in disabled and r.NAME not in disabled]
    proposals, refusals, memo = [], set(), {}
    for run in host_plan(bundles, profile, host, surface).runs:
        ctx = CheckContext(bundles=bundles, host=run.host, profile=profile, surface=run.surface)
        changes, refused = plan(ctx, rules, run_rules(ctx, disabled), memo)
        proposals.append({c.display: c for c in changes})
        refusals.update(str(r) for r in refused)
    # Several hosts: only an edit every one of them asks for (a row one host lacks
    # and another ships must not be wrapped in an insert for both).
    changes = [c for display, c in proposals[0].items()
               if all(getattr(other.get(display), "new", None) == c.new for other in proposals[1:])]
    # Two names for one file (a symlink inside the bundle): written once, or not at all if they disagree.
    by_target: dict = {}
    for c in changes:
        by_target.setdefault(c.target, []).append(c)
    for target, same in sorted(by_target.items()):
        if len({c.new for c in same}) > 1:
            refusals.update(f"{c.display}:1:1: not fixed: {target} is also fixed as another name, "
                            "differently [DSH006]" for c in same)
            continue
        c = same[0]
        if write:
            write_output(target, c.new, "DSH006")
            click.echo(f"fixed {c.display} ({', '.join(sorted({code for x in same for code in x.codes}))})", err=True)
        else:
            click.echo("".join(x.diff for x in same[:1]), nl=False)
    for line in sorted(refusals):
        click.echo(line, err=True)


@click.command("check")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True)
@click.option("--fail-on", type=click.Choice(FAIL_ON), default=None,
              help="Lowest severity that makes the exit status 1 [default: error].")
@click.option("--host", "host", metavar="VERSION", default=None,
              help="Host snapshot to check against [default: every host snapshot the bundles' "
                   "@deepseek-ai/dsh* peer ranges admit; without such a peer, the newest npm installs].")
@click.option("--surface", type=click.Choice(SURFACES), default=None,
              help="Which shipped profile's base bundles a plain bundle lands on "
                   "[default: every profile each checked host ships].")
@click.option("--disable", multiple=True, metavar="CODE", help="Disable a rule (repeatable).")
@click.option("--config", "config_path", type=click.Path(exists=True, dir_okay=False), default=None,
              help="pyproject.toml or .dshkit.yaml to read instead of searching.")
@click.option("--project", "project", type=click.Path(file_okay=False), default=None,
              help="Profile mode: the project directory DSH runs in (its .dsh/skills and .agents/skills roots).")
@click.option("--fix", "apply_fixes", is_flag=True,
              help="Apply the mechanical fixes to the files (bundle directories), then report what is left.")
@click.option("--diff", "show_diff", is_flag=True, help="Print the fixes --fix would apply as a diff; write nothing.")
@click.option("--list-rules", is_flag=True, help="List the rules and exit.")
@click.option("--explain", "explain_code", metavar="CODE", default=None, help="Explain one rule and exit.")
def check_command(paths, fmt, fail_on, host, surface, disable, config_path, project, apply_fixes, show_diff,
                  list_rules, explain_code):
    """Lint DSH bundles, bundle tarballs, dshkit.yaml specs or a profile.

    Several PATHs are checked as if installed together, in the given order.
    Exit status: 0 clean, 1 findings at or above --fail-on, 2 unusable input.
    """
    if list_rules:
        click.echo(_list_rules(), nl=False)
        return
    if explain_code:
        click.echo(_explain(explain_code), nl=False)
        return
    config, _ = (load_config(Path(config_path)), config_path) if config_path else find_config(Path.cwd())
    fail_on = fail_on or config.get("fail-on", "error")
    if fail_on not in FAIL_ON:
        raise DshkitError(f"fail-on must be one of {', '.join(FAIL_ON)}", None, "DSH002")
    host = host or config.get("host")
    if host is not None and host not in known_versions():
        raise DshkitError(f"no host snapshot for {host} (known: {', '.join(known_versions())})", None, "DSH004")
    disabled = set(config.get("disable", [])) | set(disable)
    from dshkit.check.api import check_paths  # imported late: keeps --help fast

    surface = surface or config.get("surface")
    try:
        if apply_fixes or show_diff:
            _fix(list(paths) or ["."], host, surface, disabled, write=apply_fixes and not show_diff)
        findings = check_paths(list(paths) or ["."], host=host, surface=surface, disable=disabled, project=project)
    except LoadError as exc:
        raise DshkitError(exc.message, Location(exc.path), "DSH001") from None
    out = render(findings, fmt)
    if out:
        click.echo(out, nl=False)
    if fmt == "text":
        counts = {s: sum(1 for f in findings if f.severity == s) for s in SEVERITIES}
        click.echo(f"{len(findings)} finding(s): {counts['error']} error, {counts['warning']} warning, "
                   f"{counts['info']} info", err=True)
    if fail_on != "never" and any(severity_rank(f.severity) >= severity_rank(fail_on) for f in findings):
        sys.exit(1)
