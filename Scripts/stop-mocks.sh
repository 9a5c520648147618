#!/usr/bin/env bash
# Stops the sample API started by Scripts/start-mocks.sh (the one whose pid is in $MOCKS_DIR, default .build-mocks/).
#
#   Scripts/stop-mocks.sh
#   Scripts/stop-mocks.sh --help
set -euo pipefail

if [[ "${1:-}" == -h || "${1:-}" == --help ]]; then
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
  exit 0
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
state="${MOCKS_DIR:-$root/.build-mocks}"

if [[ ! -f "$state/server.pid" ]]; then
  echo "No sample API is running." >&2
  exit 0
fi
pid="$(cat "$state/server.pid")"
if kill -0 "$pid" 2>/dev/null; then
  kill -TERM "$pid"
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
fi
rm -f "$state/server.pid" "$state/server.url"
echo "Stopped the sample API (pid $pid)."
