#!/usr/bin/env bash
# The team-store tests (tests/sidecar_team/) run against a real PostgreSQL
# server: Debian's `postgresql` package, installed here when its binaries are
# missing. The tests start their own private clusters (tests/pgserver.py: a
# temp directory, 127.0.0.1 only, an unprivileged user since the server
# refuses root), so nothing is started here and the package's own cluster is
# not used. Under CI=true a missing server fails those tests instead of skipping.
set -euo pipefail
have() {
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null &&
    compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null &&
    compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null
}
if have; then
  echo "postgresql: $(ls -d /usr/lib/postgresql/*/bin | tr '\n' ' ')already installed"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q postgresql
have || { echo "postgresql installed but its binaries are not under /usr/lib/postgresql/*/bin" >&2; exit 1; }
