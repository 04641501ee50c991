#!/usr/bin/env bash
# Playwright drives Debian's Chromium (no browser download). Install it when missing (needs root, as on CI).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium fonts-liberation
