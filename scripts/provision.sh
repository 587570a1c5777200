#!/usr/bin/env bash
# Finds what the tests need beyond node_modules, installs it when this machine can, or says in one
# line what to run (DESIGN §1 `.ci/run`). Shared by `.ci/run` and `npm test` (scripts/test-all.ts),
# so the two never drift. Needs nothing but bash: `.ci/run` calls it before `npm ci`.
#
#   scripts/provision.sh [--no-browser]
#
# Looks for
#   - a browser: $CHROME_PATH; chromium, chromium-browser, google-chrome(-stable) on PATH;
#     /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome; Chrome or Chromium
#     in /Applications (macOS); then a Playwright-managed Chromium under
#     ${PLAYWRIGHT_BROWSERS_PATH:-~/.cache/ms-playwright} (newest first).
#   - PostgreSQL's initdb, pg_ctl and postgres, all three in one folder: on PATH, then
#     /usr/lib/postgresql/*/bin (Debian), Homebrew's postgresql*/bin, Postgres.app; newest first.
#   - poppler's pdffonts and pdftotext (Debian poppler-utils; the PDF checks in
#     tests/unit/scripts/generate-assets.test.ts): on PATH, then /usr/bin.
#   - redis-server (Debian redis-server) and haproxy (Debian haproxy) for the suites that run
#     several instances behind a load balancer (docs/architecture.md "Scaling out"): on PATH, then /usr/bin
#     and /usr/sbin.
# When something is missing and we are root with apt-get, it runs `apt-get update` and
# `apt-get install -y --no-install-recommends chromium postgresql poppler-utils redis-server
# haproxy fonts-liberation` (only the missing ones; fonts-liberation when no Arial-metric font is
# there for the layout-shift tests). Otherwise a missing browser stops it with exit 1 and one line
# naming the command to run; a missing PostgreSQL, poppler, redis-server or haproxy is not an
# error: those suites or checks skip, and the reason is printed.
#
# stdout: what it found, as KEY=value lines for the caller to export (nothing else):
#   CHROME_PATH=/usr/bin/chromium
#   POSTGRES_BIN=/usr/lib/postgresql/15/bin        (or POSTGRES_SKIP=<reason>)
# stderr: what it does, for people.
# Exit: 0 ready; 1 a browser is missing and cannot be installed here (or apt-get failed);
# 2 usage.
#
# For its tests only: PROVISION_ROOT prefixes every fixed system folder above, PROVISION_PATH
# replaces PATH for finding the browser, PostgreSQL and apt-get/brew, PROVISION_UID replaces
# `id -u`. Nothing else sets them.
set -euo pipefail

want_browser=1
for arg in "$@"; do
  case "$arg" in
    --no-browser) want_browser=0 ;;
    *)
      echo "usage: scripts/provision.sh [--no-browser]" >&2
      exit 2
      ;;
  esac
done

root="${PROVISION_ROOT:-}"
search_path="${PROVISION_PATH:-$PATH}"
uid="${PROVISION_UID:-$(id -u)}"

say() { echo "provision: $*" >&2; }

# The first executable called $1 in a folder of $search_path, or nothing (status 1).
on_path() {
  local dir
  local -a dirs
  IFS=':' read -r -a dirs <<<"$search_path"
  for dir in "${dirs[@]}"; do
    if [ -n "$dir" ] && [ -f "$dir/$1" ] && [ -x "$dir/$1" ]; then
      echo "$dir/$1"
      return 0
    fi
  done
  return 1
}

# Prints its arguments one per line, newest version first (version-aware sort of the paths).
newest_first() {
  [ "$#" -gt 0 ] || return 0
  printf '%s\n' "$@" | sort -V -r
}

find_browser() {
  local name candidate cache
  if [ -n "${CHROME_PATH:-}" ]; then
    # An explicit choice is used as it is, or refused; never silently replaced.
    [ -f "$CHROME_PATH" ] && [ -x "$CHROME_PATH" ] && echo "$CHROME_PATH" && return 0
    return 3
  fi
  for name in chromium chromium-browser google-chrome google-chrome-stable; do
    on_path "$name" && return 0
  done
  for candidate in "$root/usr/bin/chromium" "$root/usr/bin/chromium-browser" \
    "$root/usr/bin/google-chrome" \
    "$root/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
    "$root/Applications/Chromium.app/Contents/MacOS/Chromium"; do
    [ -f "$candidate" ] && [ -x "$candidate" ] && echo "$candidate" && return 0
  done
  cache="${PLAYWRIGHT_BROWSERS_PATH:-}"
  if [ -z "$cache" ]; then
    cache="${HOME:-/nonexistent}/.cache/ms-playwright"
    [ -d "$cache" ] || cache="${HOME:-/nonexistent}/Library/Caches/ms-playwright"
  fi
  local -a found=()
  shopt -s nullglob
  found=("$cache"/chromium-*/chrome-linux*/chrome
    "$cache"/chromium-*/chrome-mac*/Chromium.app/Contents/MacOS/Chromium
    "$cache"/chromium-*/chrome-mac*/"Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing")
  shopt -u nullglob
  [ "${#found[@]}" -gt 0 ] || return 1
  while IFS= read -r candidate; do
    [ -x "$candidate" ] && echo "$candidate" && return 0
  done < <(newest_first "${found[@]}")
  return 1
}

# A folder with initdb, pg_ctl and postgres (the suites run all three).
has_pg_tools() { [ -x "$1/initdb" ] && [ -x "$1/pg_ctl" ] && [ -x "$1/postgres" ]; }

find_postgres() {
  local initdb dir
  if initdb="$(on_path initdb)" && has_pg_tools "$(dirname "$initdb")"; then
    dirname "$initdb"
    return 0
  fi
  local -a found=()
  shopt -s nullglob
  found=("$root"/usr/lib/postgresql/*/bin "$root"/opt/homebrew/opt/postgresql*/bin
    "$root"/usr/local/opt/postgresql*/bin "$root"/Applications/Postgres.app/Contents/Versions/*/bin)
  shopt -u nullglob
  [ "${#found[@]}" -gt 0 ] || return 1
  while IFS= read -r dir; do
    has_pg_tools "$dir" && echo "$dir" && return 0
  done < <(newest_first "${found[@]}")
  return 1
}

# pdffonts and pdftotext, both (the PDF checks run the two); status 1 when either is missing.
find_poppler() {
  local tool
  for tool in pdffonts pdftotext; do
    on_path "$tool" >/dev/null || { [ -x "$root/usr/bin/$tool" ] && [ -f "$root/usr/bin/$tool" ]; } ||
      return 1
  done
}

# One executable $1 on PATH, in /usr/bin or in /usr/sbin (haproxy is in sbin); status 1 if none.
find_tool() {
  on_path "$1" >/dev/null && return 0
  local dir
  for dir in "$root/usr/bin" "$root/usr/sbin"; do
    [ -x "$dir/$1" ] && [ -f "$dir/$1" ] && return 0
  done
  return 1
}

browser=""
browser_status=0
if [ "$want_browser" = 1 ]; then
  browser="$(find_browser)" || browser_status=$?
  if [ "$browser_status" = 3 ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable file: point it at Chrome or Chromium, or unset it" >&2
    exit 1
  fi
fi
pg_bin=""
pg_bin="$(find_postgres)" || true
poppler=1
find_poppler || poppler=0
redis=1
find_tool redis-server || redis=0
haproxy=1
find_tool haproxy || haproxy=0

missing=()
[ "$want_browser" = 1 ] && [ -z "$browser" ] && missing+=(chromium)
# The site's 'Inter Fallback' face is metric-matched to Arial / Liberation Sans (app/app.css);
# without either, the layout-shift tests measure DejaVu's wider text reflowing when Inter arrives
# (0.14 CLS), which no visitor's Arial, Helvetica or Roboto would give. Debian only.
lacks_arial_metrics() {
  local fc_list
  fc_list="$(on_path fc-list || true)"
  [ -n "$fc_list" ] && ! "$fc_list" : family | grep -qiE 'Liberation Sans|Arial'
}
if [ "$want_browser" = 1 ] && { [ -z "$browser" ] || lacks_arial_metrics; }; then
  missing+=(fonts-liberation)
fi
[ -z "$pg_bin" ] && missing+=(postgresql)
[ "$poppler" = 0 ] && missing+=(poppler-utils)
[ "$redis" = 0 ] && missing+=(redis-server)
[ "$haproxy" = 0 ] && missing+=(haproxy)

apt_get="$(on_path apt-get || true)"
if [ "${#missing[@]}" -gt 0 ] && [ "$uid" = 0 ] && [ -n "$apt_get" ]; then
  say "installing ${missing[*]} (Debian packages, as .ci/run and npm test do on a fresh machine)"
  say "running: apt-get update"
  if ! DEBIAN_FRONTEND=noninteractive "$apt_get" update >&2; then
    echo "apt-get update failed (see above): install ${missing[*]} yourself, then run npm test again" >&2
    exit 1
  fi
  say "running: apt-get install -y --no-install-recommends ${missing[*]}"
  if ! DEBIAN_FRONTEND=noninteractive "$apt_get" install -y --no-install-recommends "${missing[@]}" >&2; then
    echo "apt-get install ${missing[*]} failed (see above): install them yourself, then run npm test again" >&2
    exit 1
  fi
  if [ "$want_browser" = 1 ] && [ -z "$browser" ]; then browser="$(find_browser)" || true; fi
  [ -n "$pg_bin" ] || pg_bin="$(find_postgres)" || true
  [ "$poppler" = 1 ] || { find_poppler && poppler=1; } || true
  [ "$redis" = 1 ] || { find_tool redis-server && redis=1; } || true
  [ "$haproxy" = 1 ] || { find_tool haproxy && haproxy=1; } || true
elif [ "${#missing[@]}" -gt 0 ]; then
  if [ -n "$apt_get" ]; then
    browser_fix="sudo apt-get install -y --no-install-recommends ${missing[*]}"
    pg_fix="sudo apt-get install -y --no-install-recommends postgresql"
    poppler_fix="sudo apt-get install -y --no-install-recommends poppler-utils"
    scale_fix="sudo apt-get install -y --no-install-recommends redis-server haproxy"
  elif [ -n "$(on_path brew || true)" ] || [ "$(uname -s)" = Darwin ]; then
    browser_fix="brew install --cask google-chrome (or set CHROME_PATH to Chrome or Chromium)"
    pg_fix="brew install postgresql@17"
    poppler_fix="brew install poppler"
    scale_fix="brew install redis haproxy"
  else
    browser_fix="install Chromium or Chrome and set CHROME_PATH to it"
    pg_fix="install PostgreSQL's server binaries (initdb, pg_ctl, postgres) and put them on PATH"
    poppler_fix="install poppler's pdffonts and pdftotext and put them on PATH"
    scale_fix="install redis-server and haproxy and put them on PATH"
  fi
  if [ "$want_browser" = 1 ] && [ -z "$browser" ]; then
    # The one line a newcomer needs; nothing else runs.
    echo "npm test needs a Chromium browser (none found): run: $browser_fix" >&2
    exit 1
  fi
fi

if [ "$want_browser" = 1 ]; then
  if [ -z "$browser" ]; then
    echo "no Chromium after installing it: set CHROME_PATH to Chrome or Chromium" >&2
    exit 1
  fi
  echo "CHROME_PATH=$browser"
fi
if [ -n "$pg_bin" ]; then
  echo "POSTGRES_BIN=$pg_bin"
else
  reason="PostgreSQL suites skipped: no initdb, pg_ctl and postgres found (to run them: ${pg_fix:-install PostgreSQL})"
  say "$reason"
  echo "POSTGRES_SKIP=$reason"
fi
if [ "$poppler" = 0 ]; then
  say "PDF font and text checks skipped: no pdffonts and pdftotext found (to run them: ${poppler_fix:-install poppler-utils})"
fi
if [ "$redis" = 0 ] || [ "$haproxy" = 0 ]; then
  lacking=()
  [ "$redis" = 0 ] && lacking+=(redis-server)
  [ "$haproxy" = 0 ] && lacking+=(haproxy)
  say "suites that need ${lacking[*]} skipped: not found (to run them: ${scale_fix:-install redis-server haproxy})"
fi
