#!/usr/bin/env bash
# Runs a command on the project's Node runtime (24 LTS; see node-runtime.sh): `bash scripts/node.sh node x.js`.
set -euo pipefail
LOG_NAME="courtready"
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_node_runtime || die "no Node $NODE_RUNTIME_MAJOR runtime (see above)"
exec "$@"
