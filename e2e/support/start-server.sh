#!/usr/bin/env bash
# Starts the real server for the end-to-end suite (Playwright's webServer): builds the SPA when
# missing or older than its sources, uses a fresh data directory and removes it on exit.
set -euo pipefail
cd "$(dirname "$0")/../.."

dist=apps/web/dist/index.html
if [ "${E2E_BUILD:-auto}" = 1 ] || [ ! -f "$dist" ] ||
  [ -n "$(find apps/web/src apps/web/index.html apps/web/public apps/web/vite.config.ts apps/web/build-plugins packages/shared/src -newer "$dist" -print -quit)" ]; then
  echo "e2e: building the web app"
  npm run build --silent -w @codedojo/web >/dev/null
fi

data_dir="$(mktemp -d "${TMPDIR:-/tmp}/codedojo-e2e-XXXXXX")"
pid=''
cleanup() {
  if [ -n "$pid" ]; then kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$data_dir"
}
trap cleanup EXIT
trap 'exit 0' TERM INT

# The embedded default (fresh PGlite, in-process judge, demo accounts), whatever DATABASE_URL /
# REDIS_URL the surrounding CI exports for the API suites.
env -u DATABASE_URL -u REDIS_URL \
  PORT="$E2E_PORT" DATA_DIR="$data_dir" ADMIN_EMAILS="$E2E_ADMIN_EMAIL" NODE_ENV=test LOG_LEVEL="${E2E_LOG_LEVEL:-warn}" \
  node_modules/.bin/tsx apps/server/src/main.ts &
pid=$!
wait "$pid"
