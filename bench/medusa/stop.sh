#!/usr/bin/env bash
# Stop the Medusa bench backend started by start.sh (signals only its own process group).
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PIDFILE="$DIR/server.pid"
if [ ! -f "$PIDFILE" ]; then echo "not running (no pid file)"; exit 0; fi
PID="$(cat "$PIDFILE")"
if ! kill -0 "$PID" 2>/dev/null; then echo "not running (stale pid $PID)"; rm -f "$PIDFILE"; exit 0; fi
kill -TERM -- "-$PID" 2>/dev/null || kill -TERM "$PID"
for i in $(seq 1 20); do
  kill -0 "$PID" 2>/dev/null || { rm -f "$PIDFILE"; echo "stopped (pid $PID)"; exit 0; }
  sleep 0.5
done
kill -KILL -- "-$PID" 2>/dev/null || kill -KILL "$PID"
rm -f "$PIDFILE"; echo "killed (pid $PID)"
