#!/usr/bin/env bash
# The QR tests read codes back with zbar (Debian's zbar-tools) as well as jsQR: installed when missing, like Chromium.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" zbarimg zbar-tools
