#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + API integration + judge sandbox tests, build, browser e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
CODEDOJO_NEED_BROWSER=1 bash scripts/setup.sh
echo "== typecheck"; bash scripts/typecheck.sh
echo "== lint"; npx biome ci .
echo "== unit, integration, judge"; npx vitest run
echo "== build"; npm run build --silent
echo "== end-to-end (Chromium)"; npm run test:e2e --silent
