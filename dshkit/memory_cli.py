"""``dshkit memory …``: look into a sidecar store by hand.

Reads the same SQLite file the sidecar writes (WAL allows it while the sidecar
runs), read-only: no file is created or changed. Only ``promote`` (through the
same one-key-one-truth rule the ``memory/promote`` method uses) and ``forget``
write.
"""

from __future__ import annotations

import json
import os

import click

from dshkit.errors import DshkitError, Location
from dshkit.fsutil import write_output
from dshkit.sidecar import ops
from dshkit.sidecar.consolidation import consolidation_lines, consolidation_stats
from dshkit.sidecar.search import search
from dshkit.sidecar.store import Store, StoreError, default_store_path


def _store_option(fn):
    return click.option("--store", "store_path", type=click.Path(dir_okay=False),
                        default=None, show_default="$DSH_HOME/dshkit-memory/memory.sqlite3",
                        help="Path of the sidecar's SQLite store.")(fn)


def _open(store_path: str | None, *, read_only: bool) -> Store:
    """The store; read-only for a command that only reads: then nothing is
    created or changed (no index file, no migration; see Store). Each command
    says which it is."""
    path = store_path or default_store_path()
    if not os.path.isfile(path):
        raise DshkitError("no memory store here", Location(path), "MEM001")
    try:
        with open(path, "rb") as fh:
            if fh.read(16) != b"SQLite format 3\x00":
                raise DshkitError("not a SQLite database", Location(path), "MEM002")
        return Store(path, read_only=read_only)
    except DshkitError:
        raise
    except Exception as exc:  # sqlite3.DatabaseError and friends
        raise DshkitError(f"cannot open the store: {exc}", Location(path), "MEM002") from exc


def _entry_error(exc: StoreError, store: Store, code: str, message: str | None = None) -> DshkitError:
    """A store error of a command naming an entry: a name that is not there is
    MEM003 whichever command was given it (show, promote, forget), else ``code``."""
    return DshkitError(message or str(exc), Location(store.path), "MEM003" if exc.code == "not-found" else code)


def _echo_json(data) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True))


@click.group("memory")
def memory_group() -> None:
    """Inspect and curate a dshkit memory sidecar store."""


@memory_group.command("stats")
@_store_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def stats_command(store_path: str | None, as_json: bool) -> None:
    """Counts of entries, edges, sessions and tasks."""
    store = _open(store_path, read_only=True)
    try:
        s = store.stats()
        s["consolidation"] = consolidation_stats(store)
    finally:
        store.close()
    if as_json:
        _echo_json(s)
        return
    click.echo(f"store       {s['path']} (schema {s['schemaVersion']}, {s['bytes']} bytes)")
    click.echo(f"entries     {s['entries']} ({s['operational']} log, {s['knowledge']} knowledge)")
    for status, n in sorted(s["byStatus"].items()):
        click.echo(f"  {status:<10}{n}")
    click.echo(f"edges       {s['edges']}")
    click.echo(f"sessions    {s['sessions']}")
    click.echo("tasks       " + (", ".join(f"{k} {v}" for k, v in sorted(s["tasks"].items())) or "none"))
    for line in consolidation_lines(s["consolidation"]):
        click.echo(line)


@memory_group.command("search")
@click.argument("query")
@_store_option
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 200))
@click.option("--all", "include_op", is_flag=True, help="Include the log layer (msg-, sum*, session-).")
@click.option("--status", "statuses", multiple=True, default=("active",), show_default=True,
              type=click.Choice(["active", "inbox", "superseded", "expired"]))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def search_command(query: str, store_path: str | None, limit: int, include_op: bool,
                   statuses: tuple[str, ...], as_json: bool) -> None:
    """Ranked full-text search (English words and CJK terms)."""
    store = _open(store_path, read_only=True)
    try:
        hits = search(store, query, limit=limit, include_operational=include_op, statuses=statuses)
    finally:
        store.close()
    if as_json:
        _echo_json(hits)
        return
    if not hits:
        click.echo("no matches")
    for h in hits:
        # bm25 is tiny in a small store (~1e-6): significant digits, never "0.00" for a match
        click.echo(f"{h['name']}  [{h['status']}] score {h['score']:.3g}")
        click.echo(f"    {h['snippet']}")


@memory_group.command("show")
@click.argument("name")
@_store_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def show_command(name: str, store_path: str | None, as_json: bool) -> None:
    """One entry with its edges."""
    store = _open(store_path, read_only=True)
    try:
        entry = store.get_entry(name)
        if entry is None:
            raise DshkitError(f"no entry named {name!r}", Location(store.path), "MEM003")
        entry["edges"] = store.edges_of(name)
    finally:
        store.close()
    if as_json:
        _echo_json(entry)
        return
    click.echo(f"# {entry['name']}  ({entry['kind']}, {entry['status']})")
    if entry["title"]:
        click.echo(f"title:  {entry['title']}")
    click.echo(f"tags:   {', '.join(entry['tags'])}")
    click.echo(f"scopes: {', '.join(s or '(global)' for s in entry['scopes'])}")
    if entry["verify_when"]:
        click.echo(f"verify: {entry['verify_when']}")
    click.echo("")
    click.echo(entry["body"].rstrip("\n"))
    if entry["edges"]:
        click.echo("")
        for e in entry["edges"]:
            click.echo(f"{e['head']} -{e['relation']}-> {e['tail']}")


@memory_group.command("promote")
@click.argument("name")
@_store_option
@click.option("--supersede", default=None, help="The active entry for the same scope+key this one replaces.")
@click.option("--global", "make_global", is_flag=True,
              help="For every project: the entry moves to the global scope (its name changes) before promotion.")
def promote_command(name: str, store_path: str | None, supersede: str | None, make_global: bool) -> None:
    """Make an inbox entry active (one active entry per scope+key). A rule applies to
    the sessions of its project only, unless it is global."""
    store = _open(store_path, read_only=False)
    try:
        if make_global:
            name = ops.make_global(store, name)
        result = ops.promote(store, name, supersede)
    except StoreError as exc:
        hint = ""
        if exc.code == "conflict":
            hint = f"; pass --supersede {exc.data['conflict'][0]}"
        raise _entry_error(exc, store, "MEM004", f"{exc}{hint}") from exc
    finally:
        store.close()
    click.echo(f"{result['name']} is active" + (
        f"; superseded {', '.join(result['superseded'])}" if result["superseded"] else ""))


@memory_group.command("forget")
@click.argument("name")
@_store_option
def forget_command(name: str, store_path: str | None) -> None:
    """Delete an entry for good, with what was derived from it (docs/memory.md "Forgetting")."""
    import importlib

    from dshkit.sidecar.forget import forget
    from dshkit.sidecar.server import EXTENSIONS

    # the sidecar's own path: the extensions imported before the store opens (their
    # migrations), their forget hooks run over the store with nothing attached
    extensions = [importlib.import_module(m) for m in EXTENSIONS]
    store = _open(store_path, read_only=False)
    try:
        result = forget(store, name, extensions)
    except StoreError as exc:
        raise _entry_error(exc, store, "MEM005") from exc
    finally:
        store.close()
    click.echo(f"forgot {result['name']} ({result['edges']} edges)")
    if result["filesHoldingText"]:
        raise DshkitError("its text is still found in " + ", ".join(result["filesHoldingText"]),
                          Location(store.path), "MEM006")


@memory_group.command("export")
@_store_option
@click.option("-o", "--output", type=click.Path(dir_okay=False), default="-", show_default=True,
              help="JSON Lines file to write ('-' for stdout).")
@click.option("--all", "include_op", is_flag=True, help="Include the log layer.")
def export_command(store_path: str | None, output: str, include_op: bool) -> None:
    """Entries and edges as JSON Lines (one {"type": "entry"|"edge", …} per line)."""
    store = _open(store_path, read_only=True)
    try:
        rows = store.db.execute("SELECT name FROM entries" + ("" if include_op else " WHERE layer='k'")
                                + " ORDER BY created, name").fetchall()
        lines = []
        names = set()
        for (name,) in rows:
            entry = store.get_entry(name)
            names.add(name)
            lines.append(json.dumps({"type": "entry", **entry}, ensure_ascii=False, sort_keys=True))
        for head, rel, tail in store.db.execute("SELECT head, relation, tail FROM edges ORDER BY 1, 2, 3"):
            if include_op or head in names or tail in names:
                lines.append(json.dumps({"type": "edge", "head": head, "relation": rel, "tail": tail},
                                        ensure_ascii=False))
    finally:
        store.close()
    text = "".join(line + "\n" for line in lines)
    if output == "-":
        click.echo(text, nl=False)
        return
    write_output(output, text, "MEM008")  # read-only or full: a clear error, exit 2
    click.echo(f"wrote {len(lines)} records to {output}", err=True)


@memory_group.command("evolve", context_settings={"ignore_unknown_options": False})
@click.argument("action", type=click.Choice(["status", "diagnose", "run", "verify", "report", "diff", "rollback",
                                             "log"]))
@click.argument("args", nargs=-1)
@_store_option
@click.option("--cwd", "cwd", type=click.Path(file_okay=False), default=None,
              help="The project directory a queued run replays (default: the current directory).")
@click.option("--project", default=None, help="The memory project (default: the one of --cwd).")
@click.option("--json", "as_json", is_flag=True, help="Print the whole answer as JSON.")
def evolve_command(action: str, args: tuple[str, ...], store_path: str | None, cwd: str | None,
                   project: str | None, as_json: bool) -> None:
    """Controlled evolution over a store (docs/evolution.md): the same actions as /evolve.

    status, diagnose, report, log and diff read the store (no sidecar needed);
    rollback writes it (no sidecar needed); run and verify are queued in the
    store for the sidecar: a running one with evolution enabled starts them
    within a second, otherwise they wait for the next one to start.
    """
    from dshkit.sidecar.evolution.commands import Commands
    from dshkit.sidecar.evolution.ledger import installed
    from dshkit.sidecar.evolution.revisions import EvolutionError
    from dshkit.sidecar.project import project_for_cwd

    writes = action in ("run", "verify", "rollback")
    store = _open(store_path, read_only=not writes)
    try:
        if not installed(store.db):
            raise DshkitError("this store has no evolution tables yet (open it once with the sidecar)",
                              Location(store.path), "MEM010")
        where = os.path.abspath(cwd or os.getcwd())
        commands = Commands(store, settings=None, live=False)
        try:
            result = commands.execute(action, list(args), project=project or project_for_cwd(where), cwd=where)
        except EvolutionError as exc:
            raise DshkitError(str(exc), Location(store.path), "MEM010") from None
    finally:
        store.close()
    if as_json:
        _echo_json({"action": action, **result})
    else:
        click.echo(result["text"])
