#!/usr/bin/env bash
# `npm test`: every test — types, unit + integration (vitest), then the browser stories
# (Playwright in real Chromium) against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

echo "== typecheck"
npx tsc --noEmit

echo "== unit and integration tests"
npx vitest run

echo "== build"
npm run build --silent

echo "== browser tests"
CHROMIUM_PATH=$(bash scripts/find-chromium.sh)
export CHROMIUM_PATH
npx playwright test
