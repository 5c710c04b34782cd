#!/usr/bin/env bash
# Every outside tool `npm test` needs: Debian's Chromium (CHROMIUM_PATH to use
# another) and promtool, which checks the alert rules.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-debian-tool.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
bash "$here/ensure-debian-tool.sh" "${PROMTOOL_PATH:-/usr/bin/promtool}" prometheus
