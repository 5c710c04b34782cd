#!/usr/bin/env bash
# Tests use tools from Debian's packages, never downloaded builds: Chromium for
# the browser tests, promtool for the alert rules, pg_dump for the erasure test,
# redis-server and redis-cli for the Redis Cluster test. Installs one when missing
# (as root, from Debian's packages); otherwise says what to do.
# Usage: ensure-debian-tool.sh <path of the binary> <Debian package>
set -euo pipefail
binary="$1"
package="$2"
[ -x "$binary" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $package for the tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
else
  echo "The tests need $binary: run 'sudo apt-get install $package'." >&2
  exit 1
fi
