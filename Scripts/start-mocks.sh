#!/usr/bin/env bash
# Starts the sample API (`feed-cli serve`) in the background and prints its base URL.
#
#   Scripts/start-mocks.sh [SERVE OPTION...]   e.g. Scripts/start-mocks.sh --latency 400 --token secret
#   Scripts/start-mocks.sh --help
#
# Uses the debug build that the README's `swift run --package-path Apps/feed-cli feed-cli` makes, in
# Apps/feed-cli/.build: it runs that same build first (a second or two when nothing changed; the first time,
# a few minutes). While another SwiftPM command holds that folder (Scripts/test testing Apps/feed-cli, a
# `swift build` in another terminal), it starts the feed-cli built before instead of waiting, and says so;
# with none built yet, it waits for the folder. FEED_CLI_BINARY=PATH starts that binary and builds nothing.
# State lives in $MOCKS_DIR (default .build-mocks/): server.pid, server.url, server.log, build.log.
# If a sample API started by this script is running, prints its URL and starts nothing.
# Stop it with Scripts/stop-mocks.sh.
set -euo pipefail

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
if [[ "${1:-}" == -h || "${1:-}" == --help ]]; then
  usage
  exit 0
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source-path=SCRIPTDIR source=lib/feed-cli-build.sh
source "$root/Scripts/lib/feed-cli-build.sh"
state="${MOCKS_DIR:-$root/.build-mocks}"
mkdir -p "$state"

if [[ -f "$state/server.pid" ]] && kill -0 "$(cat "$state/server.pid")" 2>/dev/null; then
  cat "$state/server.url"
  exit 0
fi

binary="${FEED_CLI_BINARY:-$feed_cli_debug_binary}"
if [[ -n "${FEED_CLI_BINARY:-}" ]]; then
  [[ -x "$binary" ]] || { echo "start-mocks: FEED_CLI_BINARY=$binary is not an executable" >&2; exit 1; }
elif [[ -x "$binary" ]] && swiftpm_busy "$feed_cli_scratch"; then
  echo "start-mocks: another SwiftPM command is using Apps/feed-cli/.build; starting the feed-cli built before" >&2
else
  [[ -x "$binary" ]] || echo "start-mocks: building feed-cli (debug, as swift run does; a few minutes the first time)" >&2
  if ! feed_cli_build_debug >"$state/build.log" 2>&1; then
    tail -n 30 "$state/build.log" >&2
    echo "start-mocks: the build failed (log: $state/build.log)" >&2
    exit 1
  fi
fi

rm -f "$state/server.url"
nohup "$binary" serve --port 0 "$@" >"$state/server.url" 2>"$state/server.log" </dev/null &
echo $! >"$state/server.pid"

for _ in $(seq 1 300); do
  if [[ -s "$state/server.url" ]]; then
    head -n 1 "$state/server.url"
    exit 0
  fi
  if ! kill -0 "$(cat "$state/server.pid")" 2>/dev/null; then
    echo "The sample API did not start:" >&2
    cat "$state/server.log" >&2
    rm -f "$state/server.pid"
    exit 1
  fi
  sleep 0.1
done
echo "The sample API did not report its URL within 30 s (log: $state/server.log)." >&2
exit 1
