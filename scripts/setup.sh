#!/usr/bin/env bash
# Installs what CodeDojo needs on a fresh Debian machine: system packages (via apt-get when
# root, else one line saying what to install) and npm dependencies (when missing or stale).
set -euo pipefail
cd "$(dirname "$0")/.."

need_pkgs=()
command -v bwrap >/dev/null 2>&1 || need_pkgs+=(bubblewrap)
[ -x /usr/bin/java ] && [ -x /usr/bin/javac ] || need_pkgs+=(default-jdk-headless)
[ -x /usr/bin/python3 ] || need_pkgs+=(python3)
[ -x /usr/bin/node ] || need_pkgs+=(nodejs)
# The judge's uid switch is built from C (scripts/build-drop-root.sh).
command -v gcc >/dev/null 2>&1 || need_pkgs+=(gcc)
# The browser is needed only for the end-to-end tests.
if [ "${CODEDOJO_NEED_BROWSER:-0}" = 1 ] && [ ! -x /usr/bin/chromium ]; then need_pkgs+=(chromium); fi

if [ ${#need_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing ${need_pkgs[*]} with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
  else
    echo "setup: please install these Debian packages first: sudo apt-get install ${need_pkgs[*]}" >&2
    exit 1
  fi
fi

bash scripts/build-drop-root.sh

# npm dependencies: install when node_modules is missing or older than the lock file.
stamp=node_modules/.codedojo-installed
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "setup: installing npm dependencies"
  # `npm ci` refuses this lock (npm 11 omits the optional platform builds of biome from it); install
  # honours the lock all the same.
  npm install --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
