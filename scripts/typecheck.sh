#!/usr/bin/env bash
# Type-checks every workspace (each has its own tsconfig.json; no emit).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for cfg in packages/*/tsconfig.json apps/*/tsconfig.json e2e/tsconfig.json scripts/tsconfig.json; do
  [ -f "$cfg" ] || continue
  npx tsc -p "$cfg" --noEmit || status=1
done
exit $status
