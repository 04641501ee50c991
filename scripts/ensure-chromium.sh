#!/usr/bin/env bash
# Playwright drives Debian's Chromium (no browser download). Install it when missing (needs root, as on CI).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "[e2e] Chromium not found: installing Debian's chromium package"
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing and this user cannot install it. Run: sudo apt-get install -y chromium" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-liberation >/dev/null
