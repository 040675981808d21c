#!/usr/bin/env bash
# Every check a change must pass, in the order that fails fastest.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name passed in $((SECONDS - start)) s"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "=== $name FAILED in $((SECONDS - start)) s"
  fi
}

step typecheck npx tsc --noEmit -p tsconfig.json
step lint npx eslint . --max-warnings=0
# The database tests run on PGlite and on a throwaway PostgreSQL server (skipped without one, except in CI).
step unit-and-component scripts/with-postgres.sh npx vitest run --project unit --project component
step stories npx vitest run --project storybook
step build npm run build
# Two production servers on one throwaway PostgreSQL database: merchant writes and live messages cross between them.
step multi-process scripts/with-postgres.sh npx vitest run --project after-build
step e2e npx playwright test

echo
[ ${#failures[@]} -gt 0 ] && echo "Failed steps: ${failures[*]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
