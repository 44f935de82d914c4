#!/usr/bin/env bash
# Prepares a Debian machine for the tests that start a throwaway PostgreSQL
# (test/support/postgres.ts). Idempotent: on a ready machine it only checks.
#
#   - installs postgresql-15 (server + psql) with apt-get when initdb is missing (needs root);
#   - as root, makes sure the `postgres` OS user exists (PostgreSQL refuses to run as root;
#     the tests run the server binaries as that user);
#   - checks that the binaries run as the user the tests will use.
#
# Nothing is started here: each test run starts and removes its own cluster.
set -euo pipefail

major=15
bin="${STACKGATE_PG_BIN:-/usr/lib/postgresql/${major}/bin}"
is_root=0
[ "$(id -u)" -eq 0 ] && is_root=1

say() { printf 'ci-postgres: %s\n' "$*"; }

if [ ! -x "${bin}/initdb" ] || [ ! -x "${bin}/pg_ctl" ] || ! command -v psql >/dev/null 2>&1; then
  if [ "$is_root" -ne 1 ] || ! command -v apt-get >/dev/null 2>&1; then
    say "PostgreSQL ${major} not found in ${bin}; install it as root: apt-get install -y postgresql-${major}" >&2
    exit 1
  fi
  say "installing postgresql-${major}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The package also creates a default cluster (15/main); the tests never use it.
  apt-get install -y -qq --no-install-recommends "postgresql-${major}" "postgresql-client-${major}"
fi

if [ "$is_root" -eq 1 ]; then
  if id -u postgres >/dev/null 2>&1; then
    say "OS user postgres exists (uid $(id -u postgres))"
  else
    say "creating OS user postgres"
    useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi
  version=$(cd /tmp && runuser -u postgres -- "${bin}/initdb" --version)
  if [ ! -w /tmp ] || [ ! -k /tmp ]; then
    say "/tmp must be world-writable with the sticky bit (the test clusters live there)" >&2
    exit 1
  fi
else
  version=$("${bin}/initdb" --version)
fi
say "ready: ${version}; psql: $(psql --version)"
