#!/usr/bin/env bash
# Installs Debian packages a test run needs when their program is missing (needs root, as on CI).
# Usage: ensure-debian-package.sh PROGRAM PACKAGE...   (PROGRAM: a command name or an absolute path)
# Test workers call this at once (each spec's beforeAll): one installs, the others wait for it, then find the program.
set -euo pipefail
program="$1"
shift
present() { [ -x "$program" ] || { [ "${program#/}" = "$program" ] && command -v "$program" >/dev/null 2>&1; }; }
if present; then exit 0; fi
exec 9>"${TMPDIR:-/tmp}/utilify-ensure-debian-package.lock"
flock 9
if present; then exit 0; fi
echo "[tests] $program not found: installing Debian's $*"
if [ "$(id -u)" -ne 0 ]; then
  echo "$program is missing and this user cannot install it. Run: sudo apt-get install -y $*" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$@" >/dev/null
