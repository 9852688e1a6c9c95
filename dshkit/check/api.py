"""Programmatic entry point: load inputs, build the context, run the rules."""

from __future__ import annotations

import gc
from pathlib import Path

from dshkit.check.context import CheckContext
from dshkit.check.finding import Finding
from dshkit.check.hostset import check_across, plan
from dshkit.check.runner import disabled_names, run_rules
from dshkit.model.bundle import PATCH_FILE, Bundle, LoadError, bundle_from_source, is_profile_dir, load_bundle, load_profile
from dshkit.model.source import MemorySource, SourceError


def load_inputs(paths: list[str]) -> tuple[list[Bundle], Bundle | None]:
    """Bundles in install order, and a profile's own layer when PATH is a profile.

    Raises :class:`LoadError` for input that cannot be read at all, a FIFO or
    device where a file belongs or a file over a limit among them (one reader
    for ``check``, ``--fix`` and ``--diff``)."""
    try:
        return _load_inputs(paths)
    except SourceError as exc:
        raise LoadError(exc.message, f"{exc.path}!{exc.member}" if exc.member else exc.path) from None


def _load_inputs(paths: list[str]) -> tuple[list[Bundle], Bundle | None]:
    profiles = [p for p in paths if is_profile_dir(p)]
    if profiles:
        if len(paths) != 1:
            raise LoadError("a profile directory is checked on its own (it already composes its bundles)",
                            profiles[0])
        own, members = load_profile(profiles[0])
        return members, own
    bundles = []
    for path in paths:
        p = Path(path)
        if p.is_file() and p.suffix in (".yaml", ".yml") and p.name != PATCH_FILE:
            bundles.append(_load_spec(p))
        else:
            bundles.append(load_bundle(path))
    return bundles, None


def _load_spec(path: Path) -> Bundle:
    """A ``dshkit.yaml``: check what ``dshkit build`` would write, rendered in
    memory (nothing is written)."""
    from dshkit.builder.render import render  # only a spec needs the build area (jinja2, jsonschema)
    from dshkit.spec.loader import load_spec
    rendered = render(load_spec(path))  # a bad spec raises DshkitError (exit 2)
    files = {rel: data for rel, (data, _mode) in rendered.files.items()}
    return bundle_from_source(MemorySource(files, str(path)), "spec")


def check_paths(paths: list[str], *, host: str | None = None, surface: str | None = None,
                disable: set[str] = frozenset(), project: str | None = None) -> list[Finding]:
    """Findings for ``paths`` checked as one install: against ``host``, or (None)
    against every host snapshot the bundles' peer ranges admit; on ``surface``,
    or (None) on every surface those hosts ship (see :mod:`dshkit.check.hostset`)."""
    # Many small, long-lived objects: the cyclic GC would rescan them again and
    # again while nothing here creates garbage cycles worth collecting.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        bundles, profile = load_inputs(paths)
        disabled = disabled_names(disable)

        def run(snapshot, on, label):
            ctx = CheckContext(bundles=bundles, host=snapshot, profile=profile, surface=on,
                               options={"project": project} if project else {}, host_label=label)
            return run_rules(ctx, disabled)
        return check_across(plan(bundles, profile, host, surface), bundles, run)
    finally:
        if gc_was_enabled:
            gc.enable()
