#!/usr/bin/env bash
# `npm run dev`: the API with reload on :3000 and Vite's hot-reloading dev server in front of it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npx tsx watch apps/server/src/main.ts &
api=$!
trap 'kill $api 2>/dev/null' EXIT
npm run dev -w @codedojo/web
