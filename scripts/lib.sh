#!/usr/bin/env bash
# Shared helpers for CourtReady's scripts (logging, Debian packages, content-hash stamps); source it, don't run it.
# shellcheck disable=SC2034 # REPO_ROOT is used by the scripts that source this file.

# The repository root, whatever directory the caller was started from.
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Each script sets LOG_NAME so that interleaved output (npm, apt, vitest) still shows who is talking.
# Logs go to stderr: stdout stays clean for scripts whose output is meant to be eval'ed (pg-test-cluster.sh).
: "${LOG_NAME:=courtready}"
log() { printf '[%s] %s\n' "$LOG_NAME" "$*" >&2; }
warn() { printf '[%s] WARNING: %s\n' "$LOG_NAME" "$*" >&2; }
err() { printf '[%s] ERROR: %s\n' "$LOG_NAME" "$*" >&2; }
die() {
  err "$*"
  exit 1
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# Milliseconds since the epoch, and a duration in ms rendered as seconds with one decimal ("12.3s").
now_ms() { date +%s%3N; }
fmt_ms() { printf '%d.%ds' "$(($1 / 1000))" "$((($1 % 1000) / 100))"; }

# ---------------------------------------------------------------------------------------------------------
# Debian packages
# ---------------------------------------------------------------------------------------------------------

# Prints (one per line) those of the given packages that are not fully installed.
missing_apt_packages() {
  local pkg status
  for pkg in "$@"; do
    status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
    [ "$status" = "install ok installed" ] || printf '%s\n' "$pkg"
  done
}

# Runs apt-get update at most once per run, even across child scripts (the flag is exported):
# a fresh machine may have no package lists at all, but refreshing them costs seconds each time.
apt_update_once() {
  [ "${COURTREADY_APT_UPDATED:-}" = 1 ] && return 0
  log "apt-get update"
  # A failed refresh (one unreachable extra repository, say) need not be fatal: the install may still work
  # from the lists already on the machine, and if not, it fails with apt's own clearer message.
  apt-get -o DPkg::Lock::Timeout=600 update -qq || warn "apt-get update failed; trying the package lists already here"
  export COURTREADY_APT_UPDATED=1
}

# need_apt_packages PKG... — makes sure the packages are installed. As root it installs the missing ones;
# otherwise it prints the exact command to run and returns 1, so the caller decides whether that is fatal.
need_apt_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    err "this is not a Debian-based system (no dpkg-query); install the equivalents of: $*"
    return 1
  fi
  local missing=()
  mapfile -t missing < <(missing_apt_packages "$@")
  [ "${#missing[@]}" -eq 0 ] && return 0

  if ! is_root; then
    err "missing Debian packages: ${missing[*]}"
    err "install them with:"
    printf '  sudo apt-get install -y --no-install-recommends %s\n' "${missing[*]}" >&2
    return 1
  fi

  log "installing Debian packages: ${missing[*]}"
  local started
  started="$(now_ms)"
  apt_update_once || return $?
  # noninteractive: CI has no stdin, and postinst questions must not block. The lock timeout makes a
  # concurrent apt/dpkg (unattended-upgrades, another terminal) a wait rather than a failure.
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends \
    "${missing[@]}" || return $?
  log "installed ${missing[*]} in $(fmt_ms $(($(now_ms) - started)))"
}

# ---------------------------------------------------------------------------------------------------------
# Content hashes and stamps: skip work whose inputs have not changed since it last succeeded.
# ---------------------------------------------------------------------------------------------------------

# hash_of FILE... — one sha256 over the names and contents of the files (a missing file hashes as missing,
# so creating or deleting one changes the result).
hash_of() {
  local f
  for f in "$@"; do
    if [ -f "$f" ]; then
      sha256sum -- "$f"
    else
      printf 'missing  %s\n' "$f"
    fi
  done | sha256sum | cut -d' ' -f1
}

# hash_of_sources PATH... — hash over every source file under the given paths (relative to the repo root).
# In a git work tree this is tracked plus untracked-but-not-ignored files, read from the working tree so
# unstaged edits count; .gitignore already excludes node_modules, dist and data. Elsewhere it falls back
# to find with the same exclusions.
hash_of_sources() {
  (
    cd "$REPO_ROOT" || exit 1
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      git ls-files -z -c -o --exclude-standard -- "$@"
    else
      find "$@" -type d \( -name node_modules -o -name dist -o -name data -o -name .git \) -prune \
        -o -type f -print0 2>/dev/null
    fi | sort -z -u | while IFS= read -r -d '' f; do
      # git ls-files -c still lists tracked files deleted from the working tree.
      if [ -f "$f" ]; then printf '%s\0' "$f"; fi
    done | xargs -0 -r sha256sum -- | sha256sum | cut -d' ' -f1
  )
}

# stamp_matches STAMP_FILE HASH — true when the stamp file records exactly this hash.
stamp_matches() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }
write_stamp() { printf '%s\n' "$2" >"$1"; }

# ---------------------------------------------------------------------------------------------------------
# npm dependencies
# ---------------------------------------------------------------------------------------------------------

INSTALL_STAMP="$REPO_ROOT/node_modules/.courtready-install-stamp"

# What an install depends on: the lockfile, and the Node ABI/platform (native addons such as better-sqlite3
# and argon2 are compiled for one Node version).
install_hash() {
  {
    hash_of "$REPO_ROOT/package-lock.json"
    node -p 'process.versions.modules + " " + process.platform + " " + process.arch'
  } | sha256sum | cut -d' ' -f1
}

# Runs `npm ci` when node_modules is missing or was installed from another lockfile. Written with explicit
# returns because callers may run it where `set -e` is suspended (inside `if` or `||`).
ensure_npm_install() {
  [ -f "$REPO_ROOT/package-lock.json" ] || {
    err "package-lock.json is missing; run 'npm install' once and commit the lockfile"
    return 1
  }
  local want
  want="$(install_hash)" || return 1
  if [ -d "$REPO_ROOT/node_modules" ] && stamp_matches "$INSTALL_STAMP" "$want"; then
    log "dependencies: up to date (package-lock.json unchanged since the last install), skipping npm ci"
    return 0
  fi
  if [ -d "$REPO_ROOT/node_modules" ]; then
    log "dependencies: package-lock.json changed (or no install stamp) - running npm ci"
  else
    log "dependencies: node_modules missing - running npm ci"
  fi
  local started
  started="$(now_ms)"
  # --prefer-offline: versions are pinned by the lockfile and checked by integrity hash, so npm's cache
  # can be trusted and a reinstall after a small lockfile change is mostly local.
  (cd "$REPO_ROOT" && npm ci --no-audit --no-fund --prefer-offline) || {
    err "npm ci failed"
    return 1
  }
  write_stamp "$INSTALL_STAMP" "$want" || return 1
  log "dependencies: installed in $(fmt_ms $(($(now_ms) - started)))"
}

# ---------------------------------------------------------------------------------------------------------
# The two choices production requires: choose_deployment_defaults
# ---------------------------------------------------------------------------------------------------------

# True when ./.env states a value for the variable $1.
dotenv_sets() { [ -f .env ] && grep -Eq "^[[:space:]]*(export[[:space:]]+)?$1=[^[:space:]#]" .env; }

# PAYMENTS and PUBLIC_BASE_URL for `npm start` (issue 22), $1 being the server's cli.js. Outside production a missing
# one is chosen for this machine and said. Under NODE_ENV=production (environment or .env) nothing is chosen (issue 42,
# finding 1): the CLI runs the server's own configuration check, so what is missing is refused here with the very
# message the server would give, before the database is touched.
choose_deployment_defaults() {
  local cli="$1" deployment
  deployment="$(node "$cli" deployment)" || {
    err "NODE_ENV=production: the configuration above is refused, as the server would refuse it"
    return 1
  }
  [ "$deployment" = production ] && return 0
  if [ -z "${PUBLIC_BASE_URL:-}" ] && ! dotenv_sets PUBLIC_BASE_URL; then
    export PUBLIC_BASE_URL="http://localhost:${PORT:-3000}"
    log "links: PUBLIC_BASE_URL=${PUBLIC_BASE_URL} (set PUBLIC_BASE_URL to the address people use)"
  fi
  if [ -z "${PAYMENTS:-}" ] && ! dotenv_sets PAYMENTS && [ -z "${STRIPE_SECRET_KEY:-}" ] &&
    ! dotenv_sets STRIPE_SECRET_KEY; then
    export PAYMENTS=test
    log "payments: PAYMENTS=test, a test checkout - no money is taken (set PAYMENTS=stripe or free)"
  fi
}

# ---------------------------------------------------------------------------------------------------------
# Node runtime (24 LTS): ensure_node_runtime
# ---------------------------------------------------------------------------------------------------------
# shellcheck source=scripts/node-runtime.sh
source "$REPO_ROOT/scripts/node-runtime.sh"
