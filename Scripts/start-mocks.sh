#!/usr/bin/env bash
# Starts the sample API (`feed-cli serve`) in the background and prints its base URL.
# Extra arguments go to `serve`, e.g. `Scripts/start-mocks.sh --latency 400 --token secret`.
# State lives in $MOCKS_DIR (default .build-mocks/): server.pid, server.url, server.log.
# Stop it with Scripts/stop-mocks.sh.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
state="${MOCKS_DIR:-$root/.build-mocks}"
scratch="${FEED_CLI_SCRATCH:-$state/build}"
mkdir -p "$state"

if [[ -f "$state/server.pid" ]] && kill -0 "$(cat "$state/server.pid")" 2>/dev/null; then
  cat "$state/server.url"
  exit 0
fi

binary="$scratch/debug/feed-cli"
if [[ ! -x "$binary" ]]; then
  echo "Building feed-cli (first run only)…" >&2
  swift build --package-path "$root/Apps/feed-cli" --scratch-path "$scratch" --product feed-cli >&2
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
