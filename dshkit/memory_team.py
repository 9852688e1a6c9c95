"""The team half of ``dshkit memory``: ``team-`` entries live on the team's
PostgreSQL server, not in the store file.

The server is named by ``--team-url`` or ``DSH_TEAM_URL`` (the variable the
team example's spec names), with the password from the URL, ``PGPASSWORD`` or
``~/.pgpass`` exactly as the sidecar finds it (``team/conninfo.py``). Every
operation is the sidecar's own (``team/remote.py``): a promote obeys the same
one-truth index, a forget deletes the row for everyone and records who forgot
it and when. Server errors become one-line ``DshkitError``s located at the
server's address (never its password).
"""

from __future__ import annotations

from typing import Any, Callable

import click

from dshkit.errors import DshkitError, Location

TEAM_URL_ENV = "DSH_TEAM_URL"
TIMEOUT_S = 10.0  # a person waits at a shell: longer than the sidecar's 3 s


def team_url_option(fn):
    return click.option("--team-url", "team_url", envvar=TEAM_URL_ENV, default=None, metavar="URL",
                        help=f"The team's PostgreSQL server for team- entries (default ${TEAM_URL_ENV}; the "
                             "password from the URL, PGPASSWORD or ~/.pgpass).")(fn)


def is_team_name(name: str) -> bool:
    from dshkit.sidecar.team.wiring import PREFIX

    return name.startswith(PREFIX)


class Team:
    """The team server for one command: its operations, errors as DshkitError."""

    def __init__(self, url: str | None, why: str):
        from dshkit.sidecar.team import conninfo
        from dshkit.sidecar.team.remote import RemoteStore

        if not url:
            raise DshkitError(f"{why}: pass --team-url postgresql://USER@HOST:PORT/DATABASE or set "
                              f"{TEAM_URL_ENV} (the password from PGPASSWORD or ~/.pgpass)", None, "MEM009")
        try:
            self.info = conninfo.parse(url)
        except conninfo.ConnInfoError as exc:
            raise DshkitError(str(exc).replace("settings.team.url", "--team-url"), None, "MEM009") from None
        self.remote = RemoteStore(self.info, timeout=TIMEOUT_S, application="dshkit-memory")
        self.where = Location(self.info.display())

    @classmethod
    def holding(cls, name: str, url: str | None) -> "Team":
        """The server for the team entry ``name`` (show, promote, forget)."""
        return cls(url, f"{name} is a team entry, kept on the team's server")

    def __enter__(self) -> "Team":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.remote.close()

    def run(self, what: Callable[[], Any], code: str) -> Any:
        """``what()``; a missing entry is MEM003 (as locally), a conflict or an
        invalid promote ``code``, a server that cannot be reached MEM010."""
        from dshkit.sidecar.team.remote import TeamConflict, TeamInvalid, TeamNotFound

        try:
            return what()
        except TeamNotFound as exc:
            raise DshkitError(str(exc), self.where, "MEM003") from None
        except TeamConflict as exc:
            raise DshkitError(f"{exc}: pass --supersede {exc.holders[0]}" if exc.holders else str(exc),
                              self.where, code) from None
        except TeamInvalid as exc:
            raise DshkitError(str(exc), self.where, code) from None
        except Exception as exc:  # noqa: BLE001 - TeamUnavailable or another TeamError: the server refused
            raise DshkitError(str(exc), self.where, "MEM010") from None

    def get(self, name: str) -> dict:
        from dshkit.sidecar.team.cache import as_entry

        row = self.run(lambda: self.remote.get(name), "MEM003")
        if row is None:
            raise DshkitError(f"no team entry named {name!r}", self.where, "MEM003")
        return {**as_entry(row), "edges": []}

    def promote(self, name: str, supersede: str | None) -> dict:
        from dshkit.sidecar.team.wiring import default_author

        return self.run(lambda: self.remote.promote(name, supersede, default_author()), "MEM004")

    def forget(self, name: str) -> dict:
        from dshkit.sidecar.team.wiring import default_author

        author = default_author()
        return {**self.run(lambda: self.remote.forget(name, author), "MEM005"), "forgottenBy": author}

    def search(self, hits: list[dict], query: str, *, limit: int, statuses: tuple[str, ...],
               logs: bool = False) -> list[dict]:
        """The local ``hits`` merged with the server's (every team project;
        ``logs``: the messages teammates shared too); a server that does not
        answer is an error here, not a silent half."""
        from dshkit.sidecar.team.wiring import search_team

        merged, block = search_team(self.remote, hits, query=query, limit=limit, projects=None, tags=None,
                                    statuses=list(statuses), logs=logs)
        if "error" in block:
            raise DshkitError(block["error"], self.where, "MEM010")
        return merged
