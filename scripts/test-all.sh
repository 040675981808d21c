#!/usr/bin/env bash
# Every check a change must pass, in the order that fails fastest.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
passed=0
failed=0
failures=()

# Runs one step, saying how long it took; its status is the step's.
run_step() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then
    echo "=== $name passed in $((SECONDS - start)) s"
  else
    echo "=== $name FAILED in $((SECONDS - start)) s"
    return 1
  fi
}

count() {
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$1")
  fi
}

step() {
  run_step "$@"
  count "$1" $?
}

# Steps that each leave a core idle run side by side, every one into its own log, printed
# whole when all of them are done: `lanes "a b" "c"` runs steps a then b beside step c.
declare -A commands
lanes() {
  local pids=() lane name
  for lane in "$@"; do
    (
      for name in $lane; do
        # shellcheck disable=SC2086
        run_step "$name" ${commands[$name]} >"$logs/$name.log" 2>&1
        echo $? >"$logs/$name.status"
      done
    ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  for lane in "$@"; do
    for name in $lane; do
      cat "$logs/$name.log"
      count "$name" "$(cat "$logs/$name.status" 2>/dev/null || echo 1)"
    done
  done
}

commands[typecheck]="npx tsc --noEmit -p tsconfig.json"
commands[lint]="npx eslint . --max-warnings=0"
commands[build]="npm run build"
# Two production servers on one throwaway PostgreSQL database: merchant writes and live messages cross between them.
commands[multi-process]="scripts/with-postgres.sh npx vitest run --project after-build"
# Every story rendered in Chromium: a browser and its page server, beside the single-core steps above.
commands[stories]="npx vitest run --project storybook"
# ...and then a story run with a story broken on purpose, which must fail naming the rule.
commands[story-gate]="npx vitest run --project storybook-gate"
lanes "typecheck lint build" "stories story-gate"
# Alone, once the browser lane is done: it waits on other processes for a few seconds at most (a
# write seen through another process within 4 s), which a busy machine must not decide.
# shellcheck disable=SC2086
step multi-process ${commands[multi-process]}
# The database tests run on PGlite and on a throwaway PostgreSQL server (skipped without one, except in CI).
step unit-server-and-component scripts/with-postgres.sh npx vitest run --project unit --project server --project component
# The journeys, on the production build started as the README says (playwright.config.ts), two at a time.
step e2e npx playwright test

echo
if [ ${#failures[@]} -gt 0 ]; then
  # A lane's log is printed before the steps that follow it, far above this line; a reader who
  # sees only the end of the run still sees how each failed step ended.
  for name in "${failures[@]}"; do
    if [ -f "$logs/$name.log" ]; then
      echo "--- the end of $name's log"
      tail -n 80 "$logs/$name.log"
    fi
  done
  echo "Failed steps: ${failures[*]}"
fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
