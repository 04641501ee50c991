#!/usr/bin/env bash
# The QR PDF tests measure pages with pdfinfo and rasterise them with pdftoppm (Debian's poppler-utils): installed
# when missing, like zbar.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" pdftoppm poppler-utils
