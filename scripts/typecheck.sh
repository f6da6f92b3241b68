#!/usr/bin/env bash
# Typechecks the workspace in two programs: every Node workspace together (tsconfig.node.json) and the web app, which
# has DOM types (apps/web/tsconfig.json). The server, e2e and the scripts import the packages' sources, so a tsc per
# workspace checked contracts, db and engine again in each; one program checks each file once, with the same options.
# Each workspace's own tsconfig.json stays, for editors and for `tsc -p <workspace>` on one of them.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for project in tsconfig.node.json apps/web/tsconfig.json; do
  npx tsc -p "$project" --noEmit || status=1
done
exit $status
