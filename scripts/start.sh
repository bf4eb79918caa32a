#!/usr/bin/env bash
# `npm start`: install what is missing, build the web app, then serve SPA + API (the server
# migrates and seeds its database on boot) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "start: building the web app"
npm run build --silent
exec npx tsx apps/server/src/main.ts
