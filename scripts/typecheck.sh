#!/usr/bin/env bash
# Typechecks every workspace with its own tsconfig (the web app has DOM types, the rest Node's).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for project in packages/contracts packages/db packages/engine packages/courts apps/server apps/web e2e scripts scripts/bench; do
  # A workspace that has no TypeScript yet (packages/courts until the court directory lands) has nothing to check.
  if [ -f "$project/tsconfig.json" ] && [ -n "$(find "$project" -name '*.ts' -not -path '*/node_modules/*' -print -quit)" ]; then
    npx tsc -p "$project/tsconfig.json" --noEmit || status=1
  fi
done
exit $status
