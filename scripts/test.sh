#!/usr/bin/env bash
# `npm test`: the production build; lint, types, unit + integration (vitest) with a 150-second soak of
# the build running beside them; then the browser stories and quality gates (Playwright in real
# Chromium: axe, Lighthouse, budgets) against it.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

mkdir -p .test-reports

echo "== build"
npm run build --silent

# The built server under a steady load for two and a half minutes: no 5xx, no RSS growth past the
# warm-up, which lasts until after V8's first full collection (about 80 s in; docs/operations.md,
# "Soak"). It needs only the build and asks at a fixed rate, not the machine's ceiling, so it runs
# beside the checks below (which neither read dist/ nor bind its port) instead of before them; its
# report is printed once they are done, and either failing fails the run.
echo "== soak (bounded, beside lint, types and vitest; report below)"
node scripts/soak.mjs --seconds 150 --warmup 100 > .test-reports/soak.log 2>&1 &
soak=$!
# A check that fails stops the run: the soak stops with it (it stops its own server on SIGTERM).
trap 'kill "$soak" 2>/dev/null || true' EXIT

echo "== lint (ESLint, Prettier)"
npm run lint --silent

echo "== typecheck"
npm run typecheck --silent

echo "== unit and integration tests"
npx vitest run --reporter=default --reporter=json --outputFile=.test-reports/vitest.json

echo "== soak report"
soak_status=0
wait "$soak" || soak_status=$?
trap - EXIT
cat .test-reports/soak.log
if [ "$soak_status" -ne 0 ]; then
  echo "soak failed (exit $soak_status)"
  exit "$soak_status"
fi

echo "== browser tests"
CHROMIUM_PATH=$(bash scripts/find-chromium.sh)
export CHROMIUM_PATH
PLAYWRIGHT_JSON_OUTPUT_NAME=.test-reports/playwright.json npx playwright test --reporter=list,json

node scripts/test-summary.mjs
