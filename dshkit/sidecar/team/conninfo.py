"""The team server's address and credentials, as libpq would find them.

``settings.team.url`` is ``postgresql://[user[:password]@]host[:port]/database[?sslmode=…]``
(or ``settings.team.urlEnv`` names the variable holding it). What the URL
leaves out comes from libpq's environment: ``PGUSER``, ``PGHOST``,
``PGPORT``, ``PGDATABASE``, and the password from ``PGPASSWORD`` or the
password file (``PGPASSFILE``, default ``~/.pgpass``, lines
``host:port:database:user:password`` with ``*`` wildcards). The password is
never logged: :func:`display` is the only form of the address that appears in
a log line or an error.
"""

from __future__ import annotations

import getpass
import os
import ssl
from dataclasses import dataclass, field
from urllib.parse import parse_qs, unquote, urlsplit


class ConnInfoError(ValueError):
    pass


@dataclass(frozen=True)
class ConnInfo:
    host: str
    port: int
    database: str
    user: str
    password: str | None = field(default=None, repr=False)
    sslmode: str = "prefer"

    def display(self) -> str:
        """The address without the password (for logs and errors)."""
        return f"postgresql://{self.user}@{self.host}:{self.port}/{self.database}"

    def ssl_context(self):
        if self.sslmode in ("disable", "allow", "prefer"):
            return None  # pg8000 cannot fall back from TLS: prefer means plain, as on loopback
        ctx = ssl.create_default_context()
        if self.sslmode == "require":  # libpq's require: encrypted, not verified
            ctx.check_hostname = False
            ctx.verify_mode = ssl.CERT_NONE
        return ctx


def _pgpass(host: str, port: int, database: str, user: str, env: dict) -> str | None:
    path = env.get("PGPASSFILE") or os.path.join(os.path.expanduser("~"), ".pgpass")
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:
        return None
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        fields, cur, esc = [], "", False
        for ch in line:  # ':' and '\' may be escaped with '\'
            if esc:
                cur, esc = cur + ch, False
            elif ch == "\\":
                esc = True
            elif ch == ":" and len(fields) < 4:
                fields.append(cur)
                cur = ""
            else:
                cur += ch
        fields.append(cur)
        if len(fields) != 5:
            continue
        if all(f in ("*", want) for f, want in zip(fields[:4], (host, str(port), database, user))):
            return fields[4]
    return None


def parse(url: str, env: dict | None = None) -> ConnInfo:
    env = os.environ if env is None else env
    parts = urlsplit(url.strip())
    if parts.scheme not in ("postgresql", "postgres"):
        raise ConnInfoError("settings.team.url must be a postgresql:// URL")
    try:
        port = parts.port or int(env.get("PGPORT") or 5432)
    except ValueError:
        raise ConnInfoError("settings.team.url has an invalid port") from None
    user = unquote(parts.username or "") or env.get("PGUSER") or getpass.getuser()
    host = parts.hostname or env.get("PGHOST") or "localhost"
    database = unquote(parts.path.lstrip("/")) or env.get("PGDATABASE") or user
    query = parse_qs(parts.query)
    sslmode = (query.get("sslmode") or [env.get("PGSSLMODE") or "prefer"])[0]
    if sslmode not in ("disable", "allow", "prefer", "require", "verify-ca", "verify-full"):
        raise ConnInfoError(f"settings.team.url: unknown sslmode {sslmode!r}")
    password = unquote(parts.password) if parts.password is not None else None
    if password is None:
        password = env.get("PGPASSWORD") or _pgpass(host, port, database, user, env)
    return ConnInfo(host, port, database, user, password, sslmode)


def from_settings(team: dict, env: dict | None = None) -> ConnInfo | None:
    """``settings.team`` -> where the server is; None when no URL is set."""
    env = os.environ if env is None else env
    url = None
    name = team.get("urlEnv")
    if isinstance(name, str) and name:
        url = env.get(name) or None
    if url is None:
        url = team.get("url") or None
    if url is None:
        return None
    if not isinstance(url, str):
        raise ConnInfoError("settings.team.url must be a string")
    return parse(url, env)
