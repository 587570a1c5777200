#!/bin/sh
# Lays out a stand-in of the base image (node:<version>-slim, Debian) at REPLAY_ROOTFS and runs
# the given command, for scripts/container-replay.ts. Run it inside `unshare --mount
# --propagation private` (as root): every mount below belongs to that private namespace and
# goes away with it, so nothing on the host changes and nothing is left to clean up.
#
# The stand-in: this machine's Debian /usr, /etc, /dev, /proc and /sys, read-only; the project's
# Node binary at /usr/local/bin/node and npm at /usr/local/lib/node_modules/npm, where the
# official image has them; /etc/passwd and /etc/group with the image's `node` user (uid 1000).
# The stage's own files (/app, /data, /tmp, /root, /home/node) are plain folders of
# REPLAY_ROOTFS, written by the steps.
#
# Environment (read here only; the command gets the environment it is given by its caller):
#   REPLAY_ROOTFS        the stage's root folder (made by container-replay.ts)
#   REPLAY_NODE          the Node binary to show at /usr/local/bin/node
#   REPLAY_NPM           npm's package folder to show at /usr/local/lib/node_modules/npm
#   REPLAY_PASSWD, REPLAY_GROUP   the image's /etc/passwd and /etc/group
#   REPLAY_NPM_CACHE     optional: a folder to show at /root/.npm, npm's cache for RUN steps
#                        as root, kept between replays so that `npm ci` need not download again
#   REPLAY_LOOPBACK=1    bring up `lo` (for a command started in its own network namespace)
set -eu
r="$REPLAY_ROOTFS"

mount --bind -o ro /usr "$r/usr"
mount -t tmpfs -o mode=0755 tmpfs "$r/usr/local"
mkdir -p "$r/usr/local/bin" "$r/usr/local/lib/node_modules/npm"
: >"$r/usr/local/bin/node"
mount --bind -o ro "$REPLAY_NODE" "$r/usr/local/bin/node"
mount --bind -o ro "$REPLAY_NPM" "$r/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$r/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$r/usr/local/bin/npx"

mount --bind -o ro /etc "$r/etc"
mount --bind -o ro "$REPLAY_PASSWD" "$r/etc/passwd"
mount --bind -o ro "$REPLAY_GROUP" "$r/etc/group"
mount --rbind /dev "$r/dev"
mount -t proc proc "$r/proc"
mount --bind -o ro /sys "$r/sys"

if [ -n "${REPLAY_NPM_CACHE:-}" ]; then
  mkdir -p "$r/root/.npm"
  mount --bind "$REPLAY_NPM_CACHE" "$r/root/.npm"
fi
if [ "${REPLAY_LOOPBACK:-}" = 1 ]; then
  ip link set lo up
fi
exec "$@"
