#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL set to a throwaway PostgreSQL server that lives in a
# temporary folder for as long as the command runs. Without PostgreSQL's binaries the command
# runs anyway and the PostgreSQL tests skip, except in CI, where that is a failure.
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: $0 <command> [args...]" >&2; exit 2; }

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] && command -v pg_ctl >/dev/null 2>&1; then bin=$(dirname "$(command -v pg_ctl)"); fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "${CI:-}" = true ]; then
    echo "PostgreSQL is not installed (apt-get install postgresql): the PostgreSQL tests cannot run in CI" >&2
    exit 1
  fi
  echo "PostgreSQL is not installed: the PostgreSQL tests will skip (apt-get install postgresql to run them)"
  "$@"
  exit $?
fi

# PostgreSQL refuses to run as root: as root, its programs run as the postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then as_owner=(runuser -u postgres --); fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/vitrine-pg-XXXXXX")
[ ${#as_owner[@]} -gt 0 ] && chown postgres: "$dir"
port=$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$dir"
}
trap stop EXIT

# Trust on loopback is fine for a server that only this run can reach and that is deleted after it.
if ! "${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U vitrine --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
  cat "$dir/initdb.log" >&2
  exit 1
fi
# Durability buys nothing for a server thrown away after the run; the tests run faster without it.
options="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if ! "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 start >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi

export TEST_DATABASE_URL="postgres://vitrine@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for this run at $TEST_DATABASE_URL"
"$@"
