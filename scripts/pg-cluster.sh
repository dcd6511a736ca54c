#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Stops, starts or restarts the throwaway PostgreSQL cluster scripts/with-postgres.sh made,
# as the user that owns it: tests run as root in CI, and postgres refuses to run as root.
# Usage: pg-cluster.sh stop|start|restart (the cluster comes from VOLCANO_TEST_PG_DATA,
# VOLCANO_TEST_PG_LOG and VOLCANO_TEST_PG_OWNER, which with-postgres.sh exports).
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
data="${VOLCANO_TEST_PG_DATA:?not set: run through scripts/with-postgres.sh}"
log="${VOLCANO_TEST_PG_LOG:?not set: run through scripts/with-postgres.sh}"
owner="${VOLCANO_TEST_PG_OWNER:?not set: run through scripts/with-postgres.sh}"

# The cluster user may not enter the caller's working directory (root's home).
cd "$data"
as_owner() {
    if [[ "$(id -un)" == "$owner" ]]; then
        "$@"
    else
        runuser -u "$owner" -- "$@"
    fi
}

case "${1:-}" in
stop) as_owner "$bin/pg_ctl" -D "$data" -w -m fast stop ;;
start) as_owner "$bin/pg_ctl" -D "$data" -w -l "$log" start ;;
restart) as_owner "$bin/pg_ctl" -D "$data" -w -m fast -l "$log" restart ;;
*)
    echo "usage: $0 stop|start|restart" >&2
    exit 2
    ;;
esac
