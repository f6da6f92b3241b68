#!/usr/bin/env bash
# `npm test`: installs, checks (types, lint and format, side by side), runs the unit tests, the database tests on
# SQLite and PostgreSQL, the server's integration tests on SQLite, builds, runs e2e (vitest.config.ts names the
# projects).
#   bash scripts/test.sh [--postgres-pass]   also runs the server's integration tests on PostgreSQL, last (CI does)
set -euo pipefail
LOG_NAME="courtready test"
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

POSTGRES_PASS=false
for arg in "$@"; do
  case "$arg" in
    --postgres-pass) POSTGRES_PASS=true ;;
    *) die "unknown argument: $arg (the only one is --postgres-pass)" ;;
  esac
done

RESULTS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/courtready-test-results.XXXXXX")"
PG_DIR=""
CURRENT_STAGE=""
STAGE_LINES=()
total_started="$(now_ms)"

# Sums every vitest JSON report written so far into the plain "N passed, N failed[, N skipped]" line CI reads.
# A file that failed before running any test (import error, hook failure) has no failed test of its own,
# so it is counted as one failure, and so is a run that vitest failed for an unhandled error: otherwise a
# failed run could read as "0 failed".
print_summary() {
  compgen -G "$RESULTS_DIR/*.json" >/dev/null || return 0
  # shellcheck disable=SC2016 # the ${...} below are JavaScript template literals, not shell expansions.
  node -e '
    const fs = require("fs");
    let passed = 0, failed = 0, skipped = 0;
    for (const file of process.argv.slice(1)) {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      let failedHere = r.numFailedTests;
      for (const t of r.testResults) {
        if (t.status === "failed" && !t.assertionResults.some((a) => a.status === "failed")) failedHere += 1;
      }
      // An unhandled error fails the run with every test green (vitest exits 1, yet its JSON says success);
      // run_vitest leaves a .failed file then. Count it once so a failed run never reads "0 failed".
      const exitedNonZero = fs.existsSync(file.replace(/\.json$/, ".failed"));
      if ((!r.success || exitedNonZero) && failedHere === 0) failedHere = 1;
      passed += r.numPassedTests; failed += failedHere; skipped += r.numPendingTests + r.numTodoTests;
    }
    console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
  ' "$RESULTS_DIR"/*.json
}

print_stage_times() {
  local line
  [ "${#STAGE_LINES[@]}" -gt 0 ] || return 0
  log "stage durations:"
  for line in "${STAGE_LINES[@]}"; do log "  $line"; done
  log "  total                    $(fmt_ms $(($(now_ms) - total_started)))"
}

cleanup() {
  local rc=$?
  if [ -n "$PG_DIR" ]; then
    bash scripts/pg-test-cluster.sh stop "$PG_DIR" || warn "could not stop the test PostgreSQL in $PG_DIR"
  fi
  print_stage_times
  if [ "$rc" -ne 0 ]; then
    err "npm test FAILED (exit $rc)${CURRENT_STAGE:+ in stage: $CURRENT_STAGE}"
  else
    log "npm test passed"
  fi
  # Last, so that the summary is the final line of the run.
  print_summary || true
  rm -rf -- "$RESULTS_DIR"
  exit "$rc"
}
trap cleanup EXIT
# Turn Ctrl-C / kill into a normal exit so the EXIT trap still stops PostgreSQL and removes temp dirs.
trap 'exit 130' INT
trap 'exit 143' TERM

# stage NAME COMMAND... — runs one stage, times it, and stops the whole run at the first failure.
# The command's status is captured explicitly rather than left to `set -e`, which bash suspends inside
# functions called from `||`/`if`: so stage commands are external commands or functions with explicit returns.
stage() {
  local name="$1" started rc=0
  shift
  log "=== stage: $name"
  CURRENT_STAGE="$name"
  started="$(now_ms)"
  "$@" || rc=$?
  local took
  took="$(fmt_ms $(($(now_ms) - started)))"
  STAGE_LINES+=("$(printf '%-24s %s%s' "$name" "$took" "$([ "$rc" -eq 0 ] || echo "  FAILED (exit $rc)")")")
  if [ "$rc" -ne 0 ]; then
    err "stage '$name' failed (exit $rc) after $took"
    exit "$rc"
  fi
  CURRENT_STAGE=""
  log "=== stage: $name passed in $took"
}

# run_vitest PROJECT [REPORT] — runs a vitest project (or the projects a pattern such as "unit*" names) with the
# console reporter plus a JSON report (named REPORT, default PROJECT) for the summary. A run that found no test at
# all is a failure too, so a mistyped project or include pattern can't pass silently.
run_vitest() {
  local project="$1" report="${2:-$1}" rc=0
  local out="$RESULTS_DIR/$report.json"
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$out" || rc=$?
  if [ "$rc" -ne 0 ]; then
    printf '%s\n' "$rc" >"$RESULTS_DIR/$report.failed"
    return "$rc"
  fi
  [ -s "$out" ] || {
    err "vitest did not write its JSON report ($out)"
    return 1
  }
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (r.numTotalTests === 0) { console.error("vitest ran no test in project " + process.argv[2]); process.exit(1); }
    if (!r.success || r.numFailedTests > 0) { console.error("vitest reported failures"); process.exit(1); }
  ' "$out" "$project" || return 1
}

# Typecheck, lint and format check side by side: each is one single-threaded process, so on a 2-core machine two
# of them run in the time of one. Lint is two processes, the web app's files and the rest (`npm run lint` is both in
# one): whole, it was the longest of the three, so the stage waited on it alone while the other core had finished;
# each half builds only its own side's type-aware program (eslint.config.js). Each one's output is printed whole once
# all have ended (not interleaved), with its own time and verdict; the stage fails if any of them failed.
CHECKS=(typecheck lint:node lint:web format:check)
run_checks() {
  local dir rc=0 name
  dir="$(mktemp -d "${TMPDIR:-/tmp}/courtready-checks.XXXXXX")"
  local -A pids=()
  for name in "${CHECKS[@]}"; do
    (
      started="$(now_ms)"
      code=0
      npm run --silent "$name" >"$dir/$name.log" 2>&1 || code=$?
      printf '%s %s\n' "$code" "$(fmt_ms $(($(now_ms) - started)))" >"$dir/$name.status"
    ) &
    pids[$name]=$!
  done
  for name in "${CHECKS[@]}"; do
    wait "${pids[$name]}" || true
    local code=1 took="?"
    read -r code took <"$dir/$name.status" || code=1
    cat "$dir/$name.log"
    if [ "$code" -eq 0 ]; then
      log "$name passed in $took"
    else
      err "$name failed (exit $code) after $took"
      rc=1
    fi
  done
  rm -rf -- "$dir"
  return "$rc"
}

# The server's integration tests on PostgreSQL (the "server*" projects run them on SQLite only).
run_server_on_postgres() {
  COURTREADY_INTEGRATION_DIALECTS=postgres run_vitest "server*" server-postgres
}

# Starts the throwaway PostgreSQL cluster (unless TEST_DATABASE_URL was given) and exports its URL: the db project
# and e2e's scale-out spec use it, and so does --postgres-pass.
# COURTREADY_TEST_DIALECTS=sqlite is an explicit opt-out of PostgreSQL; the tests fail without it otherwise.
start_postgres() {
  case "${COURTREADY_TEST_DIALECTS:-}" in
    "" | *postgres*) ;;
    *)
      [ "$POSTGRES_PASS" = false ] || {
        err "--postgres-pass needs PostgreSQL, but COURTREADY_TEST_DIALECTS=$COURTREADY_TEST_DIALECTS leaves it out"
        return 1
      }
      log "COURTREADY_TEST_DIALECTS=$COURTREADY_TEST_DIALECTS: not starting PostgreSQL"
      return 0
      ;;
  esac
  local out
  out="$(bash scripts/pg-test-cluster.sh)" || return $?
  # Only a cluster started here may be stopped here: never one the caller's environment pointed at.
  unset COURTREADY_PG_TEST_DIR
  eval "$out" || return $?
  PG_DIR="${COURTREADY_PG_TEST_DIR:-}"
  export TEST_DATABASE_URL
  log "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}

# The shared corpus (../shared/corpus or COURTREADY_CORPUS): without it the tests that read it are skipped, with
# one line saying so; under CI=true that is a failure, so CI never passes while silently testing less.
check_corpus() {
  local line
  line="$(node scripts/corpus.ts)" && {
    log "corpus: found"
    return 0
  }
  if [ "${CI:-}" = true ]; then
    err "$line"
    err "CI=true: a missing corpus is a failure, not a skip"
    return 1
  fi
  warn "$line"
}

stage "node runtime" ensure_node_runtime
stage "install" ensure_npm_install
stage "corpus" check_corpus
stage "system packages" bash scripts/setup-system.sh --for-tests
stage "typecheck, lint, format" run_checks
# "unit*": the engine's and scripts' tests, and the web app's, contracts' and courts' (unit-not-isolated).
stage "unit tests" run_vitest "unit*" unit
stage "postgres" start_postgres
stage "db tests" run_vitest db
# "server*": the integration tests in one module cache per worker ("server") and those that mock a module
# ("server-isolated").
stage "server tests" run_vitest "server*" server
stage "build" npm run build
stage "e2e tests" run_vitest e2e
if [ "$POSTGRES_PASS" = true ]; then
  stage "server tests on postgres" run_server_on_postgres
fi
