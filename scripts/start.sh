#!/usr/bin/env bash
# `npm start`: installs what is missing, builds what changed, migrates and seeds the database, runs the server.
set -euo pipefail
LOG_NAME="courtready start"
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

total_started="$(now_ms)"
PORT="${PORT:-3000}"
export PORT

# 0. Node runtime — Node 24 LTS: this machine's if new enough, else fetched from the npm registry into .runtime/.
ensure_node_runtime || die "no Node $NODE_RUNTIME_MAJOR runtime (see above)"

# 1. npm dependencies — skipped when package-lock.json is unchanged since the last successful npm ci.
log "step 1/5: npm dependencies"
ensure_npm_install || die "installing npm dependencies failed"

# 2. Debian packages — runtime mode never fails: without LibreOffice the app runs with fewer formats.
log "step 2/5: system packages (LibreOffice, qpdf, poppler, fonts)"
bash scripts/setup-system.sh

# 3. Build — skipped when no source or config file changed since the last successful build and the outputs
#    are still there. The stamp lives in the server's dist/, so deleting dist/ forces a rebuild.
log "step 3/5: build"
BUILD_STAMP="apps/server/dist/.courtready-build-stamp"
build_outputs_present() {
  [ -f apps/server/dist/main.js ] && [ -f apps/server/dist/cli.js ] && [ -f apps/web/dist/index.html ] &&
    [ -f packages/engine/dist/cli.js ]
}
source_hash="$(hash_of_sources apps packages package.json package-lock.json tsconfig.base.json)"
if build_outputs_present && stamp_matches "$BUILD_STAMP" "$source_hash"; then
  log "build: up to date (no source changed since the last build), skipping"
else
  log "build: sources changed or no previous build - running npm run build"
  build_started="$(now_ms)"
  npm run build || die "the build failed"
  build_outputs_present || die "the build finished but an output is missing (apps/server/dist, apps/web/dist or packages/engine/dist)"
  write_stamp "$BUILD_STAMP" "$source_hash"
  log "build: done in $(fmt_ms $(($(now_ms) - build_started)))"
fi

# The two choices production requires (issue 22): stated here for this machine unless the environment or .env
# already states them, so a plain `npm start` keeps working and says what it chose; under NODE_ENV=production never
# chosen, and refused with the server's own message when missing.
choose_deployment_defaults apps/server/dist/cli.js || die "not starting (see above)"

# 4. Database — migrations and seed are idempotent, so they run every time (they take well under a second
#    when there is nothing to do). Where it is comes from the server's own configuration (DATABASE_URL, else SQLite
#    at SQLITE_PATH or DATA_DIR/courtready.db, else ./data/courtready.db; .env read too), so what is printed is what
#    is used; the SQLite folder is made by the server where the configuration says, never ./data regardless.
database_at="$(node apps/server/dist/cli.js where)" || die "the database configuration is invalid (see above)"
log "step 4/5: database migrate + seed (${database_at}; set DATABASE_URL for PostgreSQL)"
node apps/server/dist/cli.js migrate || die "database migration failed"
node apps/server/dist/cli.js seed || die "seeding the database failed"

# 5. Server — exec so the server is the process npm waits on: Ctrl-C (SIGINT) and SIGTERM reach it directly
#    and it shuts down gracefully, with no shell left in between. Started as docs/deploy.md starts a web process
#    (issue 40): V8's young generation capped at 4 MB a half, so the Buffers each upload's bytes arrive in are
#    collected within a few MB rather than after about 100 MB; and, since this one process also runs the job threads,
#    glibc's arenas capped as for a worker (MALLOC_ARENA_MAX=2), unless the environment says otherwise.
log "step 5/5: starting the server (ready in $(fmt_ms $(($(now_ms) - total_started))))"
log "CourtReady: http://localhost:${PORT}   (Ctrl-C to stop)"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node --max-semi-space-size=4 apps/server/dist/main.js
