#!/usr/bin/env bash
# Builds the judge's uid switch (packages/judge/src/sandbox/drop-root.c: a static program with no C
# library, see its header) when it is missing or older than its source. setup.sh runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
src=packages/judge/src/sandbox/drop-root.c
out=packages/judge/build/drop-root
if [ -x "$out" ] && [ "$out" -nt "$src" ]; then exit 0; fi
mkdir -p "$(dirname "$out")"
# No C library, no start files, no stack protector (it would need the library's canary), and no
# loop turned into a strlen or memset call there is no library to provide.
gcc -Os -static -nostdlib -ffreestanding -fno-builtin -fno-tree-loop-distribute-patterns \
  -fno-stack-protector -fno-pie -no-pie -fno-asynchronous-unwind-tables -Wall -Wextra -Werror \
  -o "$out.tmp" "$src"
chmod 0755 "$out.tmp"
mv "$out.tmp" "$out"
echo "setup: built $out"
