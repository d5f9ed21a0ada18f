#!/usr/bin/env bash
# Prints the Chromium the browser tests should use, installing Debian's if that is possible.
# Order: a Playwright-managed Chromium, else /usr/bin/chromium, else — as root on
# Debian — `apt-get install chromium`; otherwise one line saying how to get one, and exit 1.
set -euo pipefail

managed=$(ls -d "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome 2>/dev/null \
  | sort | tail -n 1 || true)
if [ -n "$managed" ] && [ -x "$managed" ]; then echo "$managed"; exit 0; fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi

if [ "$(id -u)" = 0 ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests (one time)…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi

echo "No Chromium for the browser tests: install Debian's 'chromium' package (apt-get install chromium)" \
  "or run 'npx playwright install chromium'." >&2
exit 1
