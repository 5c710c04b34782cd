#!/usr/bin/env bash
# Every outside tool `npm test` needs: Debian's Chromium (CHROMIUM_PATH to use
# another), promtool, which checks the alert rules, pg_dump, with which the
# erasure test reads the whole database, and redis-server and redis-cli, with
# which the Redis Cluster test starts a cluster of its own.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-debian-tool.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
bash "$here/ensure-debian-tool.sh" "${PROMTOOL_PATH:-/usr/bin/promtool}" prometheus
bash "$here/ensure-debian-tool.sh" "${PG_DUMP_PATH:-/usr/bin/pg_dump}" postgresql-client
bash "$here/ensure-debian-tool.sh" /usr/bin/redis-server redis-server
bash "$here/ensure-debian-tool.sh" /usr/bin/redis-cli redis-tools
