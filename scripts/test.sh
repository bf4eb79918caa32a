#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + API integration + judge sandbox tests, build, browser
# end-to-end, the catalogue proven in the real judge, and its brute-force stress check. Each stage prints its duration.
set -euo pipefail
cd "$(dirname "$0")/.."
CODEDOJO_NEED_BROWSER=1 bash scripts/setup.sh

stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - started)) s"
}

stage typecheck bash scripts/typecheck.sh
stage lint npx biome ci .
# The judge's timed sandbox tests run alone, so no other suite's boxes slow them down.
stage "judge sandbox" npx vitest run --project judge
stage "unit and API integration" npx vitest run --project shared --project server --project web --project catalog
stage build npm run build --silent
stage "end-to-end (Chromium)" npm run test:e2e --silent
# Only the problems whose folder or judge changed since their last proof (catalog/verified.json);
# `npm run catalog:verify:all` proves the whole catalogue.
stage "catalogue in the judge" npm run catalog:verify --silent
# Each brute force against its reference on small inputs, for the folders changed since their last
# pass (catalog/stressed.json); fails when a problem without a slow correct naive has no brute.
stage "catalogue brute-force stress" npm run catalog:stress --silent
