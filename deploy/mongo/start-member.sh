#!/bin/bash
# Starts one member of the replica set `rs0`. Members prove themselves to each other with a
# shared key, which mongod takes only from a file that its own user owns and alone can read: the
# file is written from MONGO_REPLICA_KEY on every start.
set -euo pipefail
: "${MONGO_REPLICA_KEY:?set MONGO_REPLICA_KEY (openssl rand -base64 756 | tr -d '\n')}"
key_file=/tmp/replica.key
printf '%s\n' "$MONGO_REPLICA_KEY" > "$key_file"
chmod 400 "$key_file"
chown 999:999 "$key_file"
exec docker-entrypoint.sh mongod --replSet rs0 --bind_ip_all --keyFile "$key_file"
