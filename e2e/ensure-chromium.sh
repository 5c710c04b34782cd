#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser. Installs it
# when missing (as root, from Debian's packages); otherwise says what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Browser tests need Chromium at $chromium_path: run 'sudo apt-get install chromium' or set CHROMIUM_PATH." >&2
  exit 1
fi
