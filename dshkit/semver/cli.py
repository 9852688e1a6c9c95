"""``dshkit semver``: check, explain and write ranges in npm and host mode."""

from __future__ import annotations

import json

import click

from dshkit.errors import DshkitError
from dshkit.semver.explain import explain as explain_range
from dshkit.semver.functions import satisfies, valid, valid_range
from dshkit.semver.synth import MODES, check_synthesized, synthesize_range

MODE_CHOICE = click.Choice(["npm", "host", "both"])


def _modes(mode: str) -> list[str]:
    return ["npm", "host"] if mode == "both" else [mode]


def _require_range(range_: str, loose: bool) -> None:
    if all(valid_range(range_, loose=loose, include_prerelease=p) is None for p in MODES.values()):
        raise DshkitError(f"invalid semver range {range_!r} (npm would treat it as matching nothing)", code="SEMVER001")


def _require_version(version: str, loose: bool) -> None:
    if valid(version, loose=loose) is None:
        raise DshkitError(f"invalid semver version {version!r}", code="SEMVER002")


def _echo_json(data) -> None:
    click.echo(json.dumps(data, indent=2))


@click.group("semver")
def semver_group() -> None:
    """npm semver ranges, checked the npm way and the DSH host way (includePrerelease)."""


@semver_group.command("satisfies")
@click.argument("range_", metavar="RANGE")
@click.argument("versions", metavar="VERSION...", nargs=-1, required=True)
@click.option("--mode", type=MODE_CHOICE, default="both", show_default=True,
              help="npm = default options, host = includePrerelease.")
@click.option("--loose", is_flag=True, help="npm's loose parsing (=v1.2.3, 1.2.3beta).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def satisfies_command(range_: str, versions: tuple[str, ...], mode: str, loose: bool, as_json: bool) -> None:
    """Does each VERSION satisfy RANGE?  Exit 0 only if all do in every selected mode."""
    _require_range(range_, loose)
    for v in versions:
        _require_version(v, loose)
    modes = _modes(mode)
    rows = [{"version": v, **{m: satisfies(v, range_, loose=loose, include_prerelease=MODES[m]) for m in modes}}
            for v in versions]
    ok = all(row[m] for row in rows for m in modes)
    normalized = {m: valid_range(range_, loose=loose, include_prerelease=MODES[m]) for m in modes}
    if as_json:
        _echo_json({"range": range_, "loose": loose, "modes": modes, "normalized": normalized,
                    "results": rows, "ok": ok})
    else:
        click.echo(f"range {range_!r}")
        for m in modes:
            click.echo(f"  {m:<4} = {normalized[m]}")
        width = max(len("version"), *(len(v) for v in versions))
        click.echo(f"{'version':<{width}}  " + "  ".join(f"{m:<4}" for m in modes))
        for row in rows:
            cells = "  ".join(f"{'yes' if row[m] else 'no':<4}" for m in modes)
            click.echo(f"{row['version']:<{width}}  {cells}".rstrip())
    raise SystemExit(0 if ok else 1)


@semver_group.command("explain")
@click.argument("range_", metavar="RANGE")
@click.argument("version")
@click.option("--mode", type=MODE_CHOICE, default="both", show_default=True)
@click.option("--loose", is_flag=True)
@click.option("--json", "as_json", is_flag=True)
def explain_command(range_: str, version: str, mode: str, loose: bool, as_json: bool) -> None:
    """Which comparator set matched or failed, and why (naming npm's prerelease rule)."""
    _require_range(range_, loose)
    _require_version(version, loose)
    results = {m: explain_range(range_, version, include_prerelease=MODES[m], loose=loose) for m in _modes(mode)}
    ok = all(e.satisfied for e in results.values())
    if as_json:
        _echo_json({"range": range_, "version": version, "ok": ok,
                    "modes": {m: e.to_dict() for m, e in results.items()}})
    else:
        click.echo("\n".join(e.text() for e in results.values()))
    raise SystemExit(0 if ok else 1)


@semver_group.command("range")
@click.option("--min", "min_version", required=True, help="Lowest supported host version.")
@click.option("--channel", "channels", multiple=True, help="A prerelease channel to admit (repeatable).")
@click.option("--below", help="First unsupported version (written as a <X.Y.Z-0 ceiling).")
@click.option("--json", "as_json", is_flag=True)
def range_command(min_version: str, channels: tuple[str, ...], below: str | None, as_json: bool) -> None:
    """Write the range admitting MIN.. and each channel in npm and host mode, and prove it."""
    try:
        text = synthesize_range(min_version, channels, below)
    except ValueError as exc:
        raise DshkitError(str(exc), code="SEMVER003") from None
    proof = check_synthesized(text, min_version, channels, below)
    if as_json:
        _echo_json({"range": text, "min": min_version, "channels": list(channels), "below": below,
                    "proof": {"ok": proof.ok, "checks": proof.checks, "problems": proof.problems}})
    else:
        click.echo(text)
        click.echo(proof.summary())
    raise SystemExit(0 if proof.ok else 1)
