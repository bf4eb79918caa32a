#!/usr/bin/env bash
# Builds and installs isolate (https://github.com/ioi/isolate) for the optional side-by-side in
# `npm run bench:judge` (packages/judge/bench/box-cost.ts). Not needed by CodeDojo or its CI.
#
#   sudo scripts/build-isolate.sh [SOURCE_DIR]
#
# SOURCE_DIR: an unpacked isolate source tree (default: a clone of the tag below in /tmp).
# v1.10.1 is the last release that drives cgroup v1 (this machine's hierarchy); isolate 2.x
# needs cgroup v2 and its isolate-cg-keeper service.
set -euo pipefail

TAG=${ISOLATE_TAG:-v1.10.1}
SRC=${1:-}
PREFIX=/usr/local
CONFIG=$PREFIX/etc/isolate
# CodeDojo's judge leases box uids from 60000 up (32 blocks of 64: 60000-62047);
# isolate's boxes take their own block above that.
FIRST_ID=64000
NUM_BOXES=100

if [[ $(id -u) -ne 0 ]]; then
  echo "run as root (isolate is installed setuid root)" >&2
  exit 1
fi

command -v gcc >/dev/null && [[ -e /usr/include/sys/capability.h ]] ||
  apt-get install -y --no-install-recommends gcc make libcap-dev

if [[ -z $SRC ]]; then
  SRC=/tmp/isolate-src
  rm -rf "$SRC"
  git clone --depth 1 --branch "$TAG" https://github.com/ioi/isolate.git "$SRC"
fi

make -C "$SRC" isolate
install -d "$PREFIX/bin" "$PREFIX/etc" /var/local/lib/isolate
install -m 4755 "$SRC/isolate" "$PREFIX/bin/isolate"

cg_root=/sys/fs/cgroup
if [[ $(stat -fc %T /sys/fs/cgroup) == cgroup2fs ]]; then
  echo "note: cgroup v2 here; v1.10.1's --cg needs the v1 controllers (use isolate 2.x instead)" >&2
fi

cat >"$CONFIG" <<EOF
# isolate $TAG for CodeDojo's bench:judge comparison (scripts/build-isolate.sh)
box_root = /var/local/lib/isolate
cg_root = $cg_root
first_uid = $FIRST_ID
first_gid = $FIRST_ID
num_boxes = $NUM_BOXES
EOF
chmod 644 "$CONFIG"

"$PREFIX/bin/isolate" --version | head -1
