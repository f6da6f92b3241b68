#!/usr/bin/env bash
# Installs the Debian packages CourtReady needs: the runtime tools, and with --for-tests PostgreSQL and Chromium.
set -euo pipefail
LOG_NAME="courtready setup"
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
  cat >&2 <<'EOF'
usage: bash scripts/setup-system.sh [--for-tests]
  (no flag)    runtime tools; if they can't be installed, warn and go on (the app still runs, with fewer formats)
  --for-tests  runtime tools plus PostgreSQL and Chromium; anything missing is an error
EOF
}

for_tests=0
case "${1:-}" in
  "") ;;
  --for-tests) for_tests=1 ;;
  -h | --help)
    usage
    exit 0
    ;;
  *)
    usage
    exit 2
    ;;
esac

# LibreOffice converts Word/Excel/RTF to PDF; the -nogui variants are the headless builds (no X11/GTK stack).
OFFICE_PACKAGES=(libreoffice-writer-nogui libreoffice-calc-nogui)
# python3-uno: the server's job threads keep one LibreOffice running and drive it through its UNO API from a small
# python3 bridge (packages/engine/src/convert/office-warm.py, started by office-warm.ts); without it they start LibreOffice cold per build.
WARM_OFFICE_PACKAGES=(python3-uno)
# qpdf merges/splits/linearises PDFs; poppler-utils gives pdfinfo, pdftotext and pdftoppm; mupdf-tools gives mutool,
# whose page redaction `courtready redact` runs as a separate process (issue 43).
PDF_PACKAGES=(qpdf poppler-utils mupdf-tools)
# libheif-examples: heif-convert decodes iPhone HEIC photos (sharp's bundled libheif has no HEVC decoder).
IMAGE_PACKAGES=(libheif-examples)
# Fonts decide how converted documents look: DejaVu as the fallback, Liberation as metric-compatible
# Arial/Times New Roman/Courier New, Carlito and Caladea as metric-compatible Calibri and Cambria (the Office
# defaults), so page breaks and exhibit page counts match what the author saw in Word.
# fonts-droid-fallback: Chinese, Japanese and Korean text in .txt files and clippings (Apache-2.0).
FONT_PACKAGES=(fonts-dejavu-core fonts-droid-fallback fonts-noto-core fonts-liberation2 fonts-crosextra-carlito fonts-crosextra-caladea)
# Searchable scans (--ocr): tesseract reads pages without a text layer and the engine lays an invisible text layer
# over them (CRC 2.256(b)); tesseract-ocr-eng is its English language data.
OCR_PACKAGES=(tesseract-ocr tesseract-ocr-eng)
RUNTIME_PACKAGES=("${OFFICE_PACKAGES[@]}" "${WARM_OFFICE_PACKAGES[@]}" "${PDF_PACKAGES[@]}" "${IMAGE_PACKAGES[@]}" "${FONT_PACKAGES[@]}" "${OCR_PACKAGES[@]}")
# Tests need a real PostgreSQL (initdb/pg_ctl for a throwaway cluster) and Debian's Chromium for e2e: its headless
# shell (the same Chromium release, built for headless use; what Playwright itself runs headless) drives the specs
# at half the CPU of the full browser; the full one stays for looking at pages (CHROMIUM_PATH=/usr/bin/chromium).
TEST_PACKAGES=(postgresql chromium chromium-headless-shell)

if [ "$for_tests" = 1 ]; then
  if ! need_apt_packages "${RUNTIME_PACKAGES[@]}" "${TEST_PACKAGES[@]}"; then
    die "the test suite needs these Debian packages; install them and run again"
  fi
  chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
  [ -x "$chromium_path" ] || die "Chromium is not executable at $chromium_path (set CHROMIUM_PATH)"
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || die "PostgreSQL's initdb not found under /usr/lib/postgresql/*/bin"
  log "system packages for tests: all present"
  exit 0
fi

# Runtime: a missing tool degrades one feature, it must not stop the app from starting. Only root can
# install; for anyone else the warnings below carry the exact command (printed once, not twice).
if is_root; then
  if need_apt_packages "${RUNTIME_PACKAGES[@]}"; then
    log "system packages: all present"
    exit 0
  fi
  warn "installing the runtime packages failed (see apt-get's output above)."
elif [ -z "$(missing_apt_packages "${RUNTIME_PACKAGES[@]}")" ]; then
  log "system packages: all present"
  exit 0
fi

mapfile -t still_missing < <(missing_apt_packages "${RUNTIME_PACKAGES[@]}")
office_missing=0 warm_missing=0 pdf_missing=0 fonts_missing=0 ocr_missing=0
for pkg in "${still_missing[@]}"; do
  case " ${OFFICE_PACKAGES[*]} " in *" $pkg "*) office_missing=1 ;; esac
  case " ${WARM_OFFICE_PACKAGES[*]} " in *" $pkg "*) warm_missing=1 ;; esac
  case " ${PDF_PACKAGES[*]} " in *" $pkg "*) pdf_missing=1 ;; esac
  case " ${FONT_PACKAGES[*]} " in *" $pkg "*) fonts_missing=1 ;; esac
  case " ${OCR_PACKAGES[*]} " in *" $pkg "*) ocr_missing=1 ;; esac
done
if [ "$office_missing" = 1 ]; then
  warn "LibreOffice is not installed: office conversion (Word, Excel, RTF) is unavailable."
fi
if [ "$warm_missing" = 1 ] && [ "$office_missing" = 0 ]; then
  warn "python3-uno is not installed: the server starts LibreOffice afresh for each build (slower Word/Excel)."
fi
if [ "$pdf_missing" = 1 ]; then
  warn "qpdf/poppler-utils are not installed: PDF repair, page counting and previews may be unavailable."
fi
if [ "$fonts_missing" = 1 ]; then
  warn "some fonts are not installed: converted documents may use substitute fonts and paginate differently."
fi
if [ "$ocr_missing" = 1 ]; then
  warn "tesseract-ocr is not installed: searchable scans (OCR) are unavailable."
fi
warn "to enable everything, run:"
printf '  sudo apt-get install -y --no-install-recommends %s\n' "${still_missing[*]}" >&2
warn "continuing without them."
exit 0
