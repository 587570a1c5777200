#!/usr/bin/env bash
# Runs npm on the project's Node: the version package.json pins as its `node` dependency
# (docs/decisions/0001-node-24-from-the-registry.md). When the Node on PATH is another version,
# `npx` fetches the `node` package of that version from the npm registry and puts its binary
# first on PATH, so npm itself — and its engine checks and install scripts — run on it.
#
#   bash scripts/npm-on-project-node.sh ci --no-audit --no-fund     (.ci/run)
#   npm run setup                                                   (README: install)
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(node -p "require('./package.json').dependencies.node")"
if [ "$(node --version)" = "v${version}" ]; then
  exec npm "$@"
fi
exec npx --yes --package="node@${version}" -- npm "$@"
