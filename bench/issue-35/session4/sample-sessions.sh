#!/bin/bash
# Samples the bench database's sessions every 50 ms while a bench runs (issue 35, fourth sitting): one line per
# busy session (not idle): time, state, wait event type:event. Stop it with kill once the run is over.
# usage: sample-sessions.sh DATABASE OUT
database=$1; out=$2
while true; do
  psql -h 127.0.0.1 -U postgres -d postgres -AtF' ' -c "SELECT to_char(clock_timestamp(), 'HH24:MI:SS.MS'), replace(state, ' ', '_'), coalesce(wait_event_type, '-') || ':' || coalesce(wait_event, '-') FROM pg_stat_activity WHERE datname = '$database' AND state <> 'idle' AND pid <> pg_backend_pid()" >> "$out" 2>/dev/null
  sleep 0.05
done
