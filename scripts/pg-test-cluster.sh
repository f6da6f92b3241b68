#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster on loopback for the database tests.
#
#   eval "$(bash scripts/pg-test-cluster.sh)"        # start; sets TEST_DATABASE_URL and COURTREADY_PG_TEST_DIR
#   bash scripts/pg-test-cluster.sh stop "$COURTREADY_PG_TEST_DIR"
#
# stdout carries only shell-evaluable lines (exports and a comment with the stop command); logs go to stderr.
# If TEST_DATABASE_URL is already set, that server is used and nothing is started.
set -euo pipefail
LOG_NAME="courtready pg"
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Marks a directory as ours, so `stop` never deletes anything it did not create.
MARKER=".courtready-pg-test-cluster"
SELF="bash scripts/pg-test-cluster.sh"

# Highest installed PostgreSQL's bin directory (Debian keeps them versioned, off PATH).
find_pg_bin() {
  local dir
  dir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -type d -name bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && printf '%s\n' "$dir"
}

# PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` system user.
as_pg_user() {
  if is_root; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

stop_cluster() {
  local dir="${1:-}"
  [ -n "$dir" ] || die "usage: $SELF stop DIR"
  if [ ! -d "$dir" ]; then
    log "nothing to stop: $dir does not exist"
    return 0
  fi
  [ -f "$dir/$MARKER" ] || die "$dir is not a CourtReady test cluster (no $MARKER); refusing to touch it"
  local bin
  bin="$(cat "$dir/$MARKER")"
  if [ -f "$dir/data/postmaster.pid" ]; then
    # Immediate mode: the data is thrown away, so there is nothing to flush.
    (cd "$dir" && as_pg_user "$bin/pg_ctl" -D "$dir/data" stop -m immediate -w -t 30 >&2) || {
      local pid
      pid="$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)"
      if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
        warn "pg_ctl stop failed; killing postmaster $pid"
        kill -KILL "$pid" 2>/dev/null || true
      fi
    }
  fi
  rm -rf -- "$dir"
  log "stopped and removed $dir"
}

start_cluster() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    log "TEST_DATABASE_URL is already set; using it and starting nothing"
    printf 'export TEST_DATABASE_URL=%q\n' "$TEST_DATABASE_URL"
    return 0
  fi

  local bin
  if ! bin="$(find_pg_bin)"; then
    log "PostgreSQL server binaries not found; installing the postgresql package"
    need_apt_packages postgresql || die "PostgreSQL is needed for the database tests"
    bin="$(find_pg_bin)" || die "postgresql is installed but no initdb/pg_ctl under /usr/lib/postgresql/*/bin"
  fi

  if is_root && ! id -u postgres >/dev/null 2>&1; then
    # Debian's postgresql package creates this user; a hand-built server may not have.
    log "creating the postgres system user"
    useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi

  local dir started
  started="$(now_ms)"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/courtready-pg.XXXXXX")"
  # Clean up a half-made cluster if anything below fails; disarmed once the cluster is up.
  # shellcheck disable=SC2064 # expand $dir now: it is local to this function.
  trap "stop_cluster '$dir' >/dev/null 2>&1 || rm -rf -- '$dir'" EXIT
  printf '%s\n' "$bin" >"$dir/$MARKER"
  mkdir "$dir/data" "$dir/sock"
  if is_root; then chown -R postgres: "$dir"; fi

  # Run from inside the temp dir: the postgres user may not be allowed into the caller's cwd.
  cd "$dir"
  # Trust auth is fine: the server listens on 127.0.0.1 and a socket in a private dir, and dies with the run.
  # C.UTF-8 keeps sorting deterministic while lower()/upper() still handle non-ASCII letters.
  as_pg_user "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    die "initdb failed"
  }

  local port attempt ready=0
  for attempt in 1 2 3; do
    port="$(free_port)"
    # Durability is pointless for a throwaway cluster; turning it off makes CREATE DATABASE and commits fast.
    as_pg_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 start -o "\
      -c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir/sock \
      -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null 2>&1 &&
      ready=1 && break
    warn "starting PostgreSQL on port $port failed (attempt $attempt); log tail:"
    tail -n 5 "$dir/postgres.log" >&2 || true
  done
  [ "$ready" = 1 ] || die "could not start PostgreSQL"

  local isready="$bin/pg_isready"
  [ -x "$isready" ] || isready="pg_isready"
  local i
  for i in $(seq 1 60); do
    if "$isready" -q -h 127.0.0.1 -p "$port" -U postgres; then
      break
    fi
    [ "$i" = 60 ] && die "PostgreSQL did not become ready on port $port within 30s"
    sleep 0.5
  done

  trap - EXIT
  local url="postgres://postgres@127.0.0.1:$port/postgres"
  log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') ready at $url (data in $dir) after $(fmt_ms $(($(now_ms) - started)))"
  printf 'export TEST_DATABASE_URL=%q\n' "$url"
  printf 'export COURTREADY_PG_TEST_DIR=%q\n' "$dir"
  printf '# stop it with: %s stop %q\n' "$SELF" "$dir"
}

case "${1:-start}" in
  start) start_cluster ;;
  stop) stop_cluster "${2:-${COURTREADY_PG_TEST_DIR:-}}" ;;
  *) die "usage: $SELF [start | stop DIR]" ;;
esac
