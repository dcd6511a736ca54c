#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs a command with a real, throwaway PostgreSQL 15 cluster: initdb in a temporary folder,
# superuser volcano_admin with a generated password (scram-sha-256, no trust), TLS from a
# test CA, listening on 127.0.0.1 at a free port and on a socket in the folder. The command
# finds it through VOLCANO_TEST_PG_* (docs/testing.md); the cluster is stopped and the
# folder removed when the command ends, fails or is interrupted. As root (CI) the cluster
# runs as the postgres system user, since postgres refuses to run as root.
# Usage: with-postgres.sh CMD...
set -euo pipefail
if [[ -n "${VOLCANO_TEST_PG_HOST:-}" ]]; then
    exec "$@" # already inside a cluster
fi
bin=/usr/lib/postgresql/15/bin
scripts="$(cd "$(dirname "$0")" && pwd)"

if [[ "$(id -u)" == 0 ]]; then
    owner=postgres
    if ! id "$owner" >/dev/null 2>&1; then
        echo "with-postgres.sh: no '$owner' user to run the cluster as (apt-get install postgresql-15)" >&2
        exit 1
    fi
    # /tmp, not $TMPDIR: the postgres user must be able to enter the folder.
    dir="$(mktemp -d /tmp/volcano-pg.XXXXXX)"
else
    owner="$(id -un)"
    dir="$(mktemp -d -t volcano-pg.XXXXXX)"
fi
chmod 0755 "$dir" # the CA certificate in it is for every test user
data="$dir/data"
log="$dir/postgres.log"

as_owner() {
    if [[ "$(id -un)" == "$owner" ]]; then
        (cd "$dir" && "$@")
    else
        (cd "$dir" && runuser -u "$owner" -- "$@")
    fi
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [[ -f "$data/postmaster.pid" ]]; then
        as_owner "$bin/pg_ctl" -D "$data" -w -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

make_certificates() {
    local tls="$dir/tls"
    mkdir -m 0755 "$tls"
    printf '%s\n' 'subjectAltName=DNS:localhost,IP:127.0.0.1' 'basicConstraints=CA:FALSE' \
        'keyUsage=digitalSignature,keyEncipherment' 'extendedKeyUsage=serverAuth' \
        >"$tls/server.ext"
    openssl req -x509 -newkey rsa:2048 -nodes -keyout "$tls/ca.key" -out "$tls/ca.crt" \
        -days 2 -subj '/CN=Volcano Test PostgreSQL CA' \
        -addext 'basicConstraints=critical,CA:TRUE' \
        -addext 'keyUsage=critical,keyCertSign,cRLSign' 2>/dev/null
    openssl req -newkey rsa:2048 -nodes -keyout "$tls/server.key" -out "$tls/server.csr" \
        -subj '/CN=localhost' 2>/dev/null
    openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.crt" -CAkey "$tls/ca.key" \
        -CAcreateserial -out "$tls/server.crt" -days 2 -extfile "$tls/server.ext" 2>/dev/null
    # postgres refuses a key others can read.
    chmod 0600 "$tls/ca.key" "$tls/server.key"
    chmod 0644 "$tls/ca.crt" "$tls/server.crt"
}

init_cluster() {
    password="$(openssl rand -hex 16)"
    printf '%s\n' "$password" >"$dir/pwfile"
    chmod 0600 "$dir/pwfile"
    make_certificates
    [[ "$owner" == "$(id -un)" ]] || chown -R "$owner:" "$dir"
    as_owner "$bin/initdb" -D "$data" -U volcano_admin --pwfile="$dir/pwfile" \
        --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 ||
        {
            cat "$dir/initdb.log" >&2
            return 1
        }
    rm -f "$dir/pwfile"
    # Password for every connection, so a wrong one really fails; TLS optional on TCP.
    printf '%s\n' 'local all all scram-sha-256' 'host all all 127.0.0.1/32 scram-sha-256' \
        >"$data/pg_hba.conf"
    echo "include = 'volcano.conf'" >>"$data/postgresql.conf"
    mkdir -m 0755 "$dir/socket"
    [[ "$owner" == "$(id -un)" ]] || chown -R "$owner:" "$dir"
}

# Settings for throwaway data: no durability, room for many test connections.
write_settings() {
    cat >"$data/volcano.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $1
unix_socket_directories = '$dir/socket'
unix_socket_permissions = 0777
ssl = on
ssl_cert_file = '$dir/tls/server.crt'
ssl_key_file = '$dir/tls/server.key'
password_encryption = 'scram-sha-256'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
    [[ "$owner" == "$(id -un)" ]] || chown "$owner:" "$data/volcano.conf"
}

# A port below the kernel's ephemeral range (32768+), so freeLoopbackPort() in the tests
# and outgoing connections never take it, that refuses a connection now (bash's /dev/tcp:
# no extra package).
free_port() {
    local port
    while :; do
        port=$((15000 + RANDOM % 15000))
        if ! (: <>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
}

init_cluster
export VOLCANO_TEST_PG_HOST=127.0.0.1
export VOLCANO_TEST_PG_USER=volcano_admin
export VOLCANO_TEST_PG_PASSWORD="$password"
export VOLCANO_TEST_PG_SOCKET_DIR="$dir/socket"
export VOLCANO_TEST_PG_CA="$dir/tls/ca.crt"
export VOLCANO_TEST_PG_DATA="$data"
export VOLCANO_TEST_PG_LOG="$log"
export VOLCANO_TEST_PG_OWNER="$owner"
export VOLCANO_TEST_PG_CTL="$scripts/pg-cluster.sh"

# Another process may take the port between the check and the start: then try another.
started=0
for _ in 1 2 3 4 5; do
    VOLCANO_TEST_PG_PORT="$(free_port)"
    export VOLCANO_TEST_PG_PORT
    write_settings "$VOLCANO_TEST_PG_PORT"
    if "$VOLCANO_TEST_PG_CTL" start >/dev/null 2>&1; then
        started=1
        break
    fi
    grep -q 'Address already in use' "$log" 2>/dev/null || break
done
if [[ "$started" != 1 ]]; then
    echo "with-postgres.sh: the PostgreSQL test cluster did not start; its log:" >&2
    cat "$log" >&2 || true
    exit 1
fi

set +e
"$@"
status=$?
set -e
exit "$status"
