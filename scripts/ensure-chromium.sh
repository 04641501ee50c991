#!/usr/bin/env bash
# Tests and benchmarks drive Debian's Chromium (no browser download). Install it when missing (needs root, as on CI).
# Usage: ensure-chromium.sh [shell]
#   (no argument) full Chromium, which the page benchmark measures with (Lighthouse, tool-ready): what visitors run.
#   shell         Chromium's headless shell, which the e2e tests run in, as Playwright's own headless runs do: the
#                 same Blink and V8 without the browser's UI layers underneath, about 30 % less CPU per page.
# CHROMIUM_PATH, when set, is the program to use instead (and is not installed).
set -euo pipefail
if [ "${1:-}" = "shell" ]; then
  exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell fonts-liberation
fi
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium fonts-liberation
