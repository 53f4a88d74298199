#!/usr/bin/env bash
# Every check the project has, in the order a failure is cheapest to find. CI runs exactly this.
set -euo pipefail
# Vite warns about a future config loader on every run; it is noise here.
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
cd "$(dirname "$0")/.."
mkdir -p test-results

step() { printf '\n=== %s\n' "$*"; }

# First, so a machine without a browser hears it in one line at once rather than after the build.
step "Chromium for the end-to-end tests" && node tests/e2e/check-chromium.mjs
step "typecheck" && npm run --silent typecheck
step "lint" && npm run --silent lint
step "formatting (prettier --check; npm run format rewrites)" && npm run --silent format:check
step "codegen --check" && npm run --silent codegen -- --check
step "config:check" && npm run --silent config:check
step "unit tests (vitest)" && npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "API and store tests on PostgreSQL (and two server instances over it)" && node tests/postgres-suite.mjs
# Incremental too, against tests/mutation/core-incremental.json.
step "mutation testing of the pure core (StrykerJS, incremental, break below 90 %)" && npm run --silent test:mutation:core
# Incremental: only mutants whose code or covering tests changed since tests/mutation/domain-incremental.json run.
step "mutation testing of the domain rules (StrykerJS, incremental, break below 95 %)" && npm run --silent test:mutation:domain
step "production build (must contain no mock code) and the stand-in site" && npm run --silent build && node tests/build/check-no-mock-code.mjs dist && node tests/build/check-compile-hint.mjs dist
step "the same bundle pointed at the real API hosts" && npm run --silent build:real-api && node tests/build/check-no-mock-code.mjs dist-real-api
step "end-to-end (Playwright, Chromium)" && npm run --silent test:e2e
step "the staff studio against the dev server (Playwright, Chromium)" && npm run --silent test:studio
node tests/summarize-results.mjs
