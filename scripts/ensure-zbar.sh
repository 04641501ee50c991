#!/usr/bin/env bash
# The QR tests read codes back with zbar (Debian's zbar-tools) as well as jsQR. Install it when missing (needs root,
# as on CI), as scripts/ensure-chromium.sh does for the browser.
set -euo pipefail
if command -v zbarimg >/dev/null 2>&1; then exit 0; fi
echo "[tests] zbarimg not found: installing Debian's zbar-tools package"
if [ "$(id -u)" -ne 0 ]; then
  echo "zbarimg is missing and this user cannot install it. Run: sudo apt-get install -y zbar-tools" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq zbar-tools >/dev/null
